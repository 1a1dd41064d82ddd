// Change: wrap. Adds Badge and RequestExample to the MDX components map, so every page can use them
// without an import, and wraps Markdown tables in a keyboard-scrollable region (src/components/Table).
import MDXComponentsOriginal from '@theme-original/MDXComponents';
import type {MDXComponentsObject} from '@theme/MDXComponents';
import Badge from '@site/src/components/Badge';
import RequestExample from '@site/src/components/RequestExample';
import Table from '@site/src/components/Table';

const original: MDXComponentsObject = MDXComponentsOriginal;

export default {...original, Badge, RequestExample, table: Table};
