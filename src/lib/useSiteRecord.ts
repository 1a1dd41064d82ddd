import {usePluginData} from '@docusaurus/useGlobalData';
import type {SiteRecord} from '@site/plugins/site-record';

/** The site record published by plugins/site-record (title, description, base, pages). */
export function useSiteRecord(): SiteRecord {
  return usePluginData('site-record') as SiteRecord;
}
