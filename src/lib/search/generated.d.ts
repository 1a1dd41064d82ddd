// The index data that plugins/search-index writes with createData (plugin 'search-index', id 'default').
declare module '@generated/search-index/default/search-index.json' {
  import type {SearchIndexData} from '@site/src/lib/search/types';

  const data: SearchIndexData;
  export default data;
}
