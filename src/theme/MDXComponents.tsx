// Change: wrap. Adds Badge to the MDX components map, so every page can use it without an import
// (RequestExample too, but through plugins/component-imports: only the pages that use it load it), wraps Markdown tables in a keyboard-scrollable region (src/components/Table),
// renders the old ids of front matter `legacy_anchors` inside their headings (src/components/LegacyAnchor),
// and adds CodeBlock, which the build-time highlighter (plugins/code-highlight) writes for fenced blocks,
// and StaticBlocks, which plugins/static-blocks writes around the runs of blocks that need no hydration.
import MDXComponentsOriginal from '@theme-original/MDXComponents';
import type {MDXComponentsObject} from '@theme/MDXComponents';
import CodeBlock from '@theme/CodeBlock';
import Badge from '@site/src/components/Badge';
import {headingWithLegacyAnchors} from '@site/src/components/LegacyAnchor';
import StaticBlocks from '@site/src/components/StaticBlocks';
import Table from '@site/src/components/Table';

const original: MDXComponentsObject = MDXComponentsOriginal;

export default {
  ...original,
  Badge,
  CodeBlock,
  StaticBlocks,
  table: Table,
  h2: headingWithLegacyAnchors('h2'),
  h3: headingWithLegacyAnchors('h3'),
  h4: headingWithLegacyAnchors('h4'),
  h5: headingWithLegacyAnchors('h5'),
  h6: headingWithLegacyAnchors('h6'),
};
