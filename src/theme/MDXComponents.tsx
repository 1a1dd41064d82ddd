// Change: wrap. Adds Badge and RequestExample to the MDX components map, so every page can use them
// without an import, wraps Markdown tables in a keyboard-scrollable region (src/components/Table), and
// adds CodeBlock, which the build-time highlighter (plugins/code-highlight) writes for fenced blocks.
import MDXComponentsOriginal from '@theme-original/MDXComponents';
import type {MDXComponentsObject} from '@theme/MDXComponents';
import CodeBlock from '@theme/CodeBlock';
import Badge from '@site/src/components/Badge';
import RequestExample from '@site/src/components/RequestExample';
import Table from '@site/src/components/Table';

const original: MDXComponentsObject = MDXComponentsOriginal;

export default {...original, Badge, CodeBlock, RequestExample, table: Table};
