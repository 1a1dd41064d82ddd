/**
 * The docs plugin (`@docusaurus/plugin-content-docs`), with a lighter version record in the route
 * props. Upstream puts every doc's id, title, description and sidebar (`version.docs`) into the
 * props that every doc page loads: 50 KB raw of the 69 KB that each first load fetches for the
 * version, read only by `useDocById` (generated-index DocCards, which this site does not use).
 * The sidebars stay; everything else of the plugin is upstream's, options and validation included.
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

async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const {contentLoaded} = plugin;
  return {
    ...plugin,
    ...(contentLoaded && {
      contentLoaded: (args) =>
        contentLoaded({...args, actions: {...args.actions, addRoute: (route) => args.actions.addRoute(withoutVersionDocs(route))}}),
    }),
  };
}

// Upstream's option validation and defaults; Docusaurus' PluginModule type cannot name the docs
// plugin's own option types, hence the cast.
export default Object.assign(docsPlugin, {validateOptions}) as unknown as PluginModule;
