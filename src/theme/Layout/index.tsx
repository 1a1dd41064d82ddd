// Change: wrap. Every page renders through Layout, so this is where legacy addresses are answered
// the way the old site did (src/lib/legacyPath.ts): a redirect to the canonical address, or the
// not-found content for an address that only looks like a route. A legacy address the host served
// the page for (`/faq/index.html`) hydrates as that page first, then moves to the canonical address.
import React, {type ReactNode, use, useCallback, useEffect} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory, useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundContent from '@theme/NotFound/Content';
import {redirectTarget, resolveLegacyPath} from '@site/src/lib/legacyPath';
import {useIsRoute} from '@site/src/lib/useSiteRecord';
import {routeComponentsLoaded} from '@site/src/lib/routePreload';
import {isHydrating, useMarkHydrated} from '@site/src/lib/hydration';
import {useStaticLinks, type UnloadedRoutes} from '@site/src/lib/staticLinks';
import {loadSectionsFor, sectionsLoadedFor} from '@site/src/lib/routeSections';

/** Pages of route sections not loaded yet (src/lib/routeSections), for links in kept server HTML. */
const UNLOADED_ROUTES: UnloadedRoutes = {loadedFor: sectionsLoadedFor, loadFor: loadSectionsFor};

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  // Docusaurus hands routes a normalized location (`/faq.html` -> `/faq`); the legacy rules need the
  // address as it was asked for, which the history object still holds. useLocation() re-renders us
  // on every navigation.
  const rendered = useLocation().pathname;
  const history = useHistory();
  // Not useIsBrowser(): its change after hydration would render the whole page a second time.
  const hydrating = isHydrating();
  useMarkHydrated();
  const location = history.location;
  const isRoute = useIsRoute();
  const resolution = resolveLegacyPath(location.pathname, isRoute);
  const target = resolution.kind === 'redirect' ? redirectTarget(resolution.to, location.search, location.hash) : null;
  // Links in the article's kept server HTML (src/components/StaticBlocks) navigate in-app.
  const push = useCallback((to: string) => history.push(to), [history]);
  useStaticLinks(push, isRoute, UNLOADED_ROUTES);

  // Hydrating a legacy address: Docusaurus loaded the components of the address as asked for, but
  // renders the page of the normalized one (src/lib/routePreload.ts). Until that page's components
  // are loaded, hydration waits here and the served HTML stays as it is; then the first client
  // render is that HTML, and the effect below moves to the canonical address.
  if (hydrating && resolution.kind === 'redirect') use(routeComponentsLoaded(rendered));

  useEffect(() => {
    // Replace, not push: the legacy address leaves no entry in the history.
    if (target !== null) history.replace(target);
  }, [target, history]);

  // The router strips `.html` before matching, so `/faq.html` would show the FAQ; the old site
  // showed its not-found layout there, and so do we (the same tree as the 404 page, so a first
  // visit served 404.html hydrates without a mismatch).
  if (resolution.kind === 'not-found') {
    return (
      <>
        <PageMetadata title="Page Not Found" />
        <Layout {...props}>
          <NotFoundContent />
        </Layout>
      </>
    );
  }
  return <Layout {...props} />;
}
