// Change: ejected. Upstream's highlight (useTOCHighlight) is replaced by the legacy scroll spy
// (src/lib/useScrollSpy.ts): checked at most every 300 ms, 10 px tolerance, the heading id written
// into the address; it also runs in the mobile collapsible TOC, which upstream leaves unhighlighted.
import React, {type ReactNode, useRef} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useFilteredAndTreeifiedTOC} from '@docusaurus/theme-common/internal';
import TOCItemTree from '@theme/TOCItems/Tree';
import type {Props} from '@theme/TOCItems';
import {useScrollSpy} from '@site/src/lib/useScrollSpy';

const DEFAULT_ACTIVE_CLASS = 'table-of-contents__link--active';

export default function TOCItems({
  toc,
  className = 'table-of-contents table-of-contents__left-border',
  linkClassName = 'table-of-contents__link',
  linkActiveClassName = DEFAULT_ACTIVE_CLASS,
  minHeadingLevel: minHeadingLevelOption,
  maxHeadingLevel: maxHeadingLevelOption,
  ...props
}: Props): ReactNode {
  const themeConfig = useThemeConfig();
  const minHeadingLevel = minHeadingLevelOption ?? themeConfig.tableOfContents.minHeadingLevel;
  const maxHeadingLevel = maxHeadingLevelOption ?? themeConfig.tableOfContents.maxHeadingLevel;
  const tocTree = useFilteredAndTreeifiedTOC({toc, minHeadingLevel, maxHeadingLevel});

  const container = useRef<HTMLDivElement>(null);
  useScrollSpy(container, linkClassName ?? 'table-of-contents__link', linkActiveClassName);

  return (
    <div ref={container} className="toc-items">
      <TOCItemTree toc={tocTree} className={className} linkClassName={linkClassName} {...props} />
    </div>
  );
}
