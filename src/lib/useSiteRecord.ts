/**
 * The client's one source of the site's pages: the site record's global data (plugins/site-content),
 * each page's title and address; /site.json has the whole record. Layout asks it whether an address
 * is a page (the legacy address rules), the not-found page which pages are closest.
 */
import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SiteRecordSummary} from '@site/plugins/site-content/siteRecord';

export function useSiteRecord(): SiteRecordSummary {
  return usePluginData('site-content') as SiteRecordSummary;
}

/** Whether an address is the canonical address of a page. */
export function useIsRoute(): (path: string) => boolean {
  const {pages} = useSiteRecord();
  return useMemo(() => {
    const paths = new Set(pages.map((page) => page.path));
    return (path: string) => paths.has(path);
  }, [pages]);
}
