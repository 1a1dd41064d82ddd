/**
 * Stands in for `@docusaurus/core/lib/client/preload` in the browser bundle (plugins/route-sections):
 * the same work, once the sections of the address are in the route table. Docusaurus calls it before
 * the first render and before each navigation renders.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {loadSectionsFor} from '.';

export default function preload(pathname: string): Promise<unknown[]> {
  return loadSectionsFor(pathname).then(() => {
    const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) => matchRoutes(routes, path));
    return Promise.all(matches.map((match) => match.route.component?.preload?.()));
  });
}
