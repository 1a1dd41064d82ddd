// The index data that plugins/site-content writes with createData (plugin 'site-content', id 'default').
declare module '@generated/site-content/default/search-index.json' {
  import type {SearchIndexData} from '@site/src/lib/search/types';

  const data: SearchIndexData;
  export default data;
}
