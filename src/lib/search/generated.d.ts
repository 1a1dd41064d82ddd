// The meta part of the search index that plugins/site-content writes with createData (plugin
// 'site-content', id 'default').
declare module '@generated/site-content/default/search-meta.json' {
  import type {SearchMeta} from '@site/src/lib/search/types';

  const meta: SearchMeta;
  export default meta;
}

// Each page's title and address, that plugins/site-content writes with createData (src/lib/useSiteRecord.ts).
declare module '@generated/site-content/default/site-pages.json' {
  import type {SiteRecordSummary} from '@site/plugins/site-content/siteRecord';

  const data: SiteRecordSummary;
  export default data;
}
