import {usePluginData} from '@docusaurus/useGlobalData';
import type {SiteRecordSummary} from '@site/plugins/site-record';

/** The site record published by plugins/site-record (title, description, base, pages); /site.json has it whole. */
export function useSiteRecord(): SiteRecordSummary {
  return usePluginData('site-record') as SiteRecordSummary;
}
