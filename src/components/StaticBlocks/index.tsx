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

/** The attribute that pairs a wrapper in the served HTML with the component that adopts it. */
const RUN_ATTRIBUTE = 'data-run';

export interface Props {
  /** The run's number on its page (plugins/static-blocks), the same on the server and in the browser. */
  readonly run?: string;
  readonly children?: ReactNode;
}

/**
 * The served HTML of the run with this number. Hydration leaves the element's children alone whatever
 * `__html` says; handing it the served markup keeps the run intact even if React gives up hydrating
 * and renders the page from scratch (after a mismatch elsewhere on the page).
 */
function servedHtml(run: string | undefined): string {
  if (run === undefined) return '';
  // `run` is a number the build wrote, so it needs no escaping in the selector.
  return document.querySelector(`.${STATIC_BLOCKS_CLASS}[${RUN_ATTRIBUTE}="${run}"]`)?.innerHTML ?? '';
}

export default function StaticBlocks({run, children}: Props): ReactNode {
  const [served] = useState(() => (isHydratingServerHtml() ? {__html: servedHtml(run)} : null));
  const attributes = {className: STATIC_BLOCKS_CLASS, [RUN_ATTRIBUTE]: run};
  if (served !== null) return <div {...attributes} dangerouslySetInnerHTML={served} suppressHydrationWarning />;
  return <div {...attributes}>{children}</div>;
}
