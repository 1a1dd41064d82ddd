/**
 * Prefetching a page's code, at the cost of one lookup and one `<link rel=prefetch>` per file the
 * browser does not have yet.
 *
 * Docusaurus' own `prefetch(path)` scans every entry of the route chunk table with a regular
 * expression on each call, and adds a link for every chunk of every matched route, the layout routes
 * included, even when the browser fetched that file long ago. On a docs page whose sidebar shows a few
 * dozen links, that was the largest main-thread cost after the first load (profiled with a 4× CPU
 * slowdown: ~0.7 s of scanning and of appending links for files already loaded). Here the table is
 * indexed once, and each file is asked for once per visit.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';

export interface RoutePrefetchDeps {
  /** The route tree (`@generated/routes`). */
  readonly routes: readonly RouteConfig[];
  /** `@generated/routesChunkNames`: `<route path>-<hash>` to a nested record of chunk names. */
  readonly chunkNames: Readonly<Record<string, unknown>>;
  /** A chunk name's file address, if the build has one (Docusaurus' `__webpack_require__.gca`). */
  readonly chunkUrl: (chunkName: string) => string | undefined;
  /** Absolute addresses of files the browser already fetched. */
  readonly fetched: () => Iterable<string>;
  /** Asks the browser to fetch a file at low priority. */
  readonly fetchFile: (url: string) => Promise<void>;
  /** Resolves relative addresses (the page's own). */
  readonly base: string;
  /** True when the reader saves data or is on a 2G link: then nothing is prefetched (as upstream). */
  readonly saveData: () => boolean;
  /**
   * The route table in sections (src/lib/routeSections): the chunk names of the sections an address
   * needs that are not in the table yet, and a number that changes each time routes join the table.
   * Without these the table is taken as complete.
   */
  readonly sections?: {
    readonly missingChunks: (routePath: string) => string[];
    readonly version: () => number;
  };
}

/** Every string leaf of a nested record of chunk names (plugins/route-sections uses it too). */
export function chunkNamesIn(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value !== null && typeof value === 'object')
    for (const child of Object.values(value)) chunkNamesIn(child, out);
  return out;
}

/** The chunk names of each route path (the table's keys end in `-<hash>`; one path can have several). */
export function indexChunkNames(chunkNames: Readonly<Record<string, unknown>>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, value] of Object.entries(chunkNames)) {
    const path = key.replace(/-[^-]+$/, '');
    const names = index.get(path) ?? [];
    chunkNamesIn(value, names);
    index.set(path, names);
  }
  return index;
}

/** `prefetch(routePath)`: false when the page needs no file the browser lacks, else the fetches. */
export function createRoutePrefetch(deps: RoutePrefetchDeps): (routePath: string) => false | Promise<void[]> {
  let index: Map<string, string[]> | undefined;
  let indexed = -1;
  const asked = new Set<string>();
  const prefetch = (routePath: string): false | Promise<void[]> => {
    if (deps.saveData()) return false;
    const {sections} = deps;
    const missing = sections?.missingChunks(routePath) ?? [];
    // A page whose section is not in the table: only the section's routes are fetched (not run),
    // and its own files wait for a hover or a visit, which load the section first.
    if (missing.length > 0) return fetchAll(missing);
    const version = sections?.version() ?? 0;
    if (index === undefined || indexed !== version) {
      index = indexChunkNames(deps.chunkNames);
      indexed = version;
    }
    const urls = new Set<string>();
    for (const {route} of matchRoutes(deps.routes as RouteConfig[], routePath)) {
      for (const name of index.get(String(route.path)) ?? []) {
        const file = deps.chunkUrl(name);
        // Chunks merged into others have no file of their own.
        if (file === undefined || file.includes('undefined')) continue;
        urls.add(new URL(file, deps.base).href);
      }
    }
    return fetchUrls(urls);
  };
  /** Asks for the files not asked for or fetched yet; false when there are none. */
  const fetchUrls = (urls: Set<string>): false | Promise<void[]> => {
    for (const url of deps.fetched()) asked.add(url);
    for (const url of urls) if (asked.has(url)) urls.delete(url);
    if (urls.size === 0) return false;
    for (const url of urls) asked.add(url);
    return Promise.all([...urls].map((url) => deps.fetchFile(url)));
  };
  const fetchAll = (chunkNames: readonly string[]): false | Promise<void[]> => {
    const urls = new Set<string>();
    for (const name of chunkNames) {
      const file = deps.chunkUrl(name);
      if (file !== undefined && !file.includes('undefined')) urls.add(new URL(file, deps.base).href);
    }
    return fetchUrls(urls);
  };
  return prefetch;
}

/** `<link rel=prefetch>`; settles either way (a failed prefetch only costs the later load its head start). */
export function linkPrefetch(url: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/** Addresses of every file the page has fetched so far (Resource Timing). */
export function fetchedFiles(): string[] {
  return performance.getEntriesByType('resource').map((entry) => entry.name);
}

/** The Network Information API's hints (Chromium only; elsewhere nothing is known, so false). */
export function savesData(): boolean {
  const connection = (navigator as {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  return connection?.saveData === true || (connection?.effectiveType ?? '').includes('2g');
}
