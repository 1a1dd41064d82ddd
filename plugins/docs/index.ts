/**
 * The docs plugin (`@docusaurus/plugin-content-docs`), with a lighter version record in the route
 * props. Upstream puts every doc's id, title, description and sidebar (`version.docs`) into the
 * props that every doc page loads: 50 KB raw of the 69 KB that each first load fetches for the
 * version, read only by `useDocById` (generated-index DocCards, which this site does not use).
 * The sidebars stay.
 *
 * Its global data, which main.js carries to every page, is lighter too: upstream lists every doc
 * (id, address, sidebar: 20 KB raw) for the navbar's doc items, version dropdowns and DocSearch's
 * filters, none of which this site has; the theme's other reader, the version banner, needs only
 * each version's main doc. The site's own list of pages is the site record (src/lib/useSiteRecord.ts).
 * Everything else of the plugin is upstream's, options and validation included.
 */
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';

type VersionProps = {docs?: Record<string, unknown>};

/** The route tree with `props.version.docs` emptied wherever a version route carries it. */
export function withoutVersionDocs(route: RouteConfig): RouteConfig {
  const version = route.props?.version as VersionProps | undefined;
  return {
    ...route,
    ...(version?.docs ? {props: {...route.props, version: {...version, docs: {}}}} : {}),
    ...(route.routes ? {routes: route.routes.map(withoutVersionDocs)} : {}),
  };
}

type GlobalVersion = {mainDocId: string; docs: {id: string}[]};
type GlobalData = {versions: GlobalVersion[]};

/** The docs plugin's global data with each version's doc list cut down to its main doc. */
export function withMainDocsOnly(data: unknown): unknown {
  const {versions} = data as GlobalData;
  return {
    ...(data as GlobalData),
    versions: versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId),
    })),
  };
}

async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const {contentLoaded} = plugin;
  return {
    ...plugin,
    ...(contentLoaded && {
      contentLoaded: (args) =>
        contentLoaded({
          ...args,
          actions: {
            ...args.actions,
            addRoute: (route) => args.actions.addRoute(withoutVersionDocs(route)),
            setGlobalData: (data) => args.actions.setGlobalData(withMainDocsOnly(data)),
          },
        }),
    }),
  };
}

// Upstream's option validation and defaults; Docusaurus' PluginModule type cannot name the docs
// plugin's own option types, hence the cast.
export default Object.assign(docsPlugin, {validateOptions}) as unknown as PluginModule;
