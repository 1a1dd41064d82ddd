// The page both StaticBlocks test files hydrate (they are separate files because the hydration flag
// is module state, and each needs a page that has not hydrated yet).
import React, {type ReactNode} from 'react';
import StaticBlocks from '@site/src/components/StaticBlocks';
import {useMarkHydrated} from '@site/src/lib/hydration';

// Plain elements on purpose: they stand for the markup a page's Markdown renders to.
/* eslint-disable @docusaurus/prefer-docusaurus-heading, @docusaurus/no-html-links */
export const article = (
  <StaticBlocks run="1">
    <h2 id="intro">Intro</h2>
    <p>
      Read <a href="/guide.html">the guide</a>.
    </p>
  </StaticBlocks>
);
/* eslint-enable @docusaurus/prefer-docusaurus-heading, @docusaurus/no-html-links */

/** A page that marks the end of hydration when it commits, as Layout does. */
export function Page({children}: {readonly children: ReactNode}) {
  useMarkHydrated();
  return <main>{children}</main>;
}
