/**
 * How the legacy site answered an address (spec §2, "Path resolution"), as a pure function.
 *
 * - A canonical address (a route as routes.json lists it) answers as itself.
 * - `/x/index.html` answers as the folder `/x/`.
 * - Any other address is retried, in order: with `.html` appended, with `/` appended, with its
 *   trailing `/` replaced by `.html`. The first candidate that is a route wins.
 * - Otherwise the address is not found.
 */
export type Resolution =
  | {kind: 'canonical'}
  | {kind: 'redirect'; to: string}
  | {kind: 'not-found'};

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
