// The meta part of the search index that plugins/site-content writes with createData (plugin
// 'site-content', id 'default').
declare module '@generated/site-content/default/search-meta.json' {
  import type {SearchMeta} from '@site/src/lib/search/types';

  const meta: SearchMeta;
  export default meta;
}
