import {usePluginData} from '@docusaurus/useGlobalData';
import type {SiteRecordSummary} from '@site/plugins/site-content/siteRecord';

/** Each page's title and address, from plugins/site-content; /site.json has the whole site record. */
export function useSiteRecord(): SiteRecordSummary {
  return usePluginData('site-content') as SiteRecordSummary;
}
