/**
 * <StaticBlocks>: a run of a page's blocks with nothing interactive in it (plugins/static-blocks
 * writes it around them). Rendered normally on the server and on any client render; while a first
 * visit hydrates, it adopts the server's HTML as it is instead of hydrating every paragraph and link
 * inside, and it keeps that HTML for as long as it is shown (its content never changes; another page
 * is another component). Links inside navigate in-app through src/lib/staticLinks.ts.
 */
import React, {useState, type ReactNode} from 'react';
import {isHydratingServerHtml} from '@site/src/lib/hydration';

/** The class of the wrapper (src/css/custom.css lays its children out as the article's own). */
export const STATIC_BLOCKS_CLASS = 'static-blocks';

/** `__html` that React and Preact leave alone: the element's children are not touched. */
const KEEP = {__html: ''};

export default function StaticBlocks({children}: {readonly children?: ReactNode}): ReactNode {
  const [adopt] = useState(isHydratingServerHtml);
  if (adopt) {
    return <div className={STATIC_BLOCKS_CLASS} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
  }
  return <div className={STATIC_BLOCKS_CLASS}>{children}</div>;
}
