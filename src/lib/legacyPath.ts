/**
 * How the legacy site answered an address (spec §2, "Path resolution"), as a pure function.
 *
 * - A canonical address (a route as routes.json lists it) answers as itself.
 * - `/x/index.html` answers as the folder `/x/`.
 * - Any other address is retried, in order: with `.html` appended, with `/` appended, with its
 *   trailing `/` replaced by `.html`. The first candidate that is a route wins.
 * - Otherwise the address is not found.
 */
export type Resolution = {kind: 'canonical'} | {kind: 'redirect'; to: string} | {kind: 'not-found'};

/** The addresses to try, in order, for a pathname that is not a route itself. */
export function legacyCandidates(pathname: string): string[] {
  if (pathname.endsWith('/index.html')) {
    return [pathname.slice(0, -'index.html'.length)];
  }
  const candidates = [`${pathname}.html`, `${pathname}/`];
  if (pathname.endsWith('/') && pathname.length > 1) {
    candidates.push(`${pathname.slice(0, -1)}.html`);
  }
  return candidates;
}

export function resolveLegacyPath(pathname: string, isRoute: (path: string) => boolean): Resolution {
  if (isRoute(pathname)) return {kind: 'canonical'};
  const to = legacyCandidates(pathname).find(isRoute);
  return to === undefined ? {kind: 'not-found'} : {kind: 'redirect', to};
}

/** The full address to replace the current one with: the new path, the same query and hash. */
export function redirectTarget(to: string, search: string, hash: string): string {
  return `${to}${search}${hash}`;
}

/**
 * The legacy forms of a route: every address other than the route itself that resolves to it.
 * A folder `/x/` is also asked for as `/x` and `/x/index.html` (the home page only as `/index.html`);
 * a page `/x/y.html` as `/x/y` and `/x/y/`. Redirect rules for hosts are generated from this list.
 */
export function legacyForms(route: string): string[] {
  if (route === '/') return ['/index.html'];
  if (route.endsWith('/')) return [route.slice(0, -1), `${route}index.html`];
  if (route.endsWith('.html')) {
    const stem = route.slice(0, -'.html'.length);
    return [stem, `${stem}/`];
  }
  return [];
}

export interface LegacyRedirect {
  /** The legacy address, as asked for. */
  readonly from: string;
  /** The canonical address it answers with. */
  readonly to: string;
}

/**
 * Every legacy form of every route, with the route it resolves to by the rules above (a form that
 * is itself a route, or that resolves to another route first, is left out), sorted by address.
 */
export function legacyRedirects(routes: Iterable<string>): LegacyRedirect[] {
  const set = new Set(routes);
  const isRoute = (path: string) => set.has(path);
  const redirects: LegacyRedirect[] = [];
  for (const route of set) {
    for (const from of legacyForms(route)) {
      const resolution = resolveLegacyPath(from, isRoute);
      if (resolution.kind === 'redirect' && resolution.to === route) redirects.push({from, to: route});
    }
  }
  return redirects.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}
