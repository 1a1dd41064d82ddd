// Change: wrap. Upstream's highlight (useTOCHighlight) is turned off by passing it no active class,
// and the legacy scroll spy (src/lib/useScrollSpy.ts) runs around the original instead: checked at
// most every 300 ms, 10 px tolerance, the heading id written into the address; it also runs in the
// mobile collapsible TOC, which upstream leaves unhighlighted. A page's inline TOC (TOCInline, whose
// links carry no class) gets no spy, as upstream gives it no highlight.
import React, {type ReactNode, useRef} from 'react';
import TOCItems from '@theme-original/TOCItems';
import type TOCItemsType from '@theme/TOCItems';
import type {WrapperProps} from '@docusaurus/types';
import {useScrollSpy} from '@site/src/lib/useScrollSpy';

type Props = WrapperProps<typeof TOCItemsType>;

/** Upstream's defaults: the class of every TOC link, and the one the desktop TOC marks the active link with. */
const DEFAULT_LINK_CLASS = 'table-of-contents__link';
const DEFAULT_ACTIVE_CLASS = 'table-of-contents__link--active';

export default function TOCItemsWrapper({
  linkClassName = DEFAULT_LINK_CLASS,
  linkActiveClassName = DEFAULT_ACTIVE_CLASS,
  ...props
}: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useScrollSpy(container, linkClassName, linkActiveClassName);
  return (
    <div ref={container} className="toc-items">
      <TOCItems {...props} linkClassName={linkClassName} linkActiveClassName={undefined} />
    </div>
  );
}
