/**
 * What the client knows about the site's pages, without shipping a list of them to every reader:
 *   - whether an address is the canonical address of a page (Layout's legacy address rules, the
 *     not-found page's sections) comes from the route table, which every page has anyway;
 *   - each page's title and address (the not-found page's closest pages) is a data file that
 *     plugins/site-content writes with createData and the not-found page loads when it shows.
 *     /site.json has the whole site record.
 */
import {useEffect, useState} from 'react';
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';
import type {SiteRecordSummary} from '@site/plugins/site-content/siteRecord';
import {isKnownRoute} from './routeSections';

/** The paths of the exact routes of a route table, at any depth: the pages' canonical addresses. */
export function exactRoutePaths(table: readonly RouteConfig[]): Set<string> {
  const paths = new Set<string>();
  const visit = (list: readonly RouteConfig[]): void => {
    for (const route of list) {
      if (route.exact && typeof route.path === 'string') paths.add(route.path);
      if (route.routes) visit(route.routes);
    }
  };
  visit(table);
  return paths;
}

let pagePaths: Set<string> | undefined;

/**
 * Whether an address is the canonical address of a page. In the browser the route table comes a
 * section at a time (src/lib/routeSections): the answer covers the top-level pages and the sections
 * loaded so far, which always include those of the address being rendered.
 */
export function isRoute(path: string): boolean {
  return isKnownRoute(path, () => (pagePaths ??= exactRoutePaths(routes)));
}

/** isRoute, as a hook: one function for the life of the page, so effects that depend on it do not rerun. */
export function useIsRoute(): (path: string) => boolean {
  return isRoute;
}

export type SitePages = SiteRecordSummary['pages'];

let loading: Promise<SitePages> | undefined;

/** Each page's title and address, downloaded once, on first use. */
export function loadSitePages(): Promise<SitePages> {
  loading ??= import(/* webpackChunkName: "site-pages" */ '@generated/site-content/default/site-pages.json')
    .then((module) => module.default.pages)
    .catch((error: unknown) => {
      loading = undefined; // the next use tries again
      throw error;
    });
  return loading;
}

export type SitePagesState =
  | {readonly status: 'loading' | 'error'; readonly pages: readonly []}
  | {readonly status: 'ready'; readonly pages: SitePages};

const LOADING: SitePagesState = {status: 'loading', pages: []};

/**
 * Each page's title and address, loaded after the first render: the server and the hydrating
 * browser both render 'loading', so hydration matches.
 */
export function useSitePages(): SitePagesState {
  const [state, setState] = useState<SitePagesState>(LOADING);
  useEffect(() => {
    let current = true;
    loadSitePages().then(
      (pages) => current && setState({status: 'ready', pages}),
      () => current && setState({status: 'error', pages: []}),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
