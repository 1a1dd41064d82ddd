/**
 * Stands in for `@docusaurus/core/lib/client/normalizeLocation` in the browser bundle
 * (plugins/route-sections). Upstream strips `.html` from an address unless an exact route matches it
 * as it is, and remembers the answer. With the route table loaded a section at a time the answer is
 * only known once the address's sections are in: before that the address is handed on as it is and
 * nothing is remembered. The router renders an address only after preload() has loaded its sections
 * (on the first load and on every navigation), and canonical addresses, which every link uses, need
 * no change; a legacy form in a section not yet loaded is answered by src/theme/Layout's rules.
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import {sectionsLoadedFor} from '.';

interface LocationLike {
  readonly pathname: string;
}

const pathnames = new Map<string, string>();

export default function normalizeLocation<T extends LocationLike>(location: T): T {
  const known = pathnames.get(location.pathname);
  if (known !== undefined) return known === location.pathname ? location : {...location, pathname: known};
  if (!sectionsLoadedFor(location.pathname)) return location;
  if (matchRoutes(routes, location.pathname).some(({route}) => route.exact === true)) {
    pathnames.set(location.pathname, location.pathname);
    return location;
  }
  const pathname = location.pathname.trim().replace(/(?:\/index)?\.html$/, '') || '/';
  pathnames.set(location.pathname, pathname);
  return {...location, pathname};
}
