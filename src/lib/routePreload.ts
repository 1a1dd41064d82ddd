/**
 * Loads the route components the router renders for an address, and says when they are there.
 *
 * Docusaurus loads, before it hydrates, the components of the routes that match the address as
 * asked for; it then renders the normalized address (`/faq/index.html` is rendered as `/faq`). For
 * a legacy address those are different routes: the page's own component is not loaded yet, its
 * place renders empty, and the first client render differs from the HTML the host served (React
 * error #418). src/theme/Layout waits on `routeComponentsLoaded()` while it hydrates such an address.
 */
import routes from '@generated/routes';
import {matchPath} from '@docusaurus/router';
import {loadSectionsFor} from './routeSections';

export interface RouteLike {
  readonly path?: string | string[];
  readonly exact?: boolean;
  readonly strict?: boolean;
  readonly routes?: readonly RouteLike[];
}

/**
 * The branch of routes the router renders for `pathname`: at each level the first route that
 * matches, then its children (react-router-config's matchRoutes, which Docusaurus uses).
 */
export function matchRouteBranch<R extends RouteLike>(routeList: readonly R[], pathname: string): R[] {
  const branch: R[] = [];
  let level: readonly RouteLike[] | undefined = routeList;
  while (level) {
    const found: RouteLike | undefined = level.find(
      (route) =>
        !route.path || matchPath(pathname, {path: route.path, exact: route.exact, strict: route.strict}) !== null,
    );
    if (!found) break;
    branch.push(found as R);
    level = found.routes;
  }
  return branch;
}

/** One load per address, so every render waits on the same promise. */
const loads = new Map<string, Promise<void>>();

/**
 * Loads the components of the routes rendered for `pathname`; the same promise for the same address.
 * It never rejects: if a chunk fails to load, hydration goes on as it would have without the wait.
 */
export function routeComponentsLoaded(pathname: string): Promise<void> {
  let load = loads.get(pathname);
  if (!load) {
    const promise = loadSectionsFor(pathname)
      .then(() => Promise.all(matchRouteBranch(routes, pathname).map((route) => route.component.preload?.())))
      .then(
        () => undefined,
        () => undefined,
      );
    // React's `use()` reads a settled promise without suspending when it finds `status` and
    // `value` on the promise itself.
    const tracked = Object.assign(promise, {status: 'pending', value: undefined as void});
    void promise.then(() => {
      tracked.status = 'fulfilled';
    });
    load = promise;
    loads.set(pathname, load);
  }
  return load;
}
