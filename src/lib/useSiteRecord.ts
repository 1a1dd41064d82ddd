import {usePluginData} from '@docusaurus/useGlobalData';
import type {SiteRecordSummary} from '@site/plugins/site-record';

/** Each page's title and address, from plugins/site-record; /site.json has the whole site record. */
export function useSiteRecord(): SiteRecordSummary {
  return usePluginData('site-record') as SiteRecordSummary;
}
