/**
 * Docusaurus plugin: the browser gets the route table a section at a time (src/lib/routeSections).
 *
 * Upstream, `main.js` carries every route, its chunk names and its loader, so what every page ships
 * grows with the number of pages. In the browser bundle only, this plugin
 *   - rewrites the generated routes.js, registry.js and routesChunkNames.json to the frame of the
 *     table (the layout routes), and serves each section's pages as `routes.js?section=<name>`, a
 *     chunk of its own (loader.cjs, split.ts);
 *   - fills src/lib/routeSections/manifest.js with a loader per section;
 *   - replaces Docusaurus' client `preload` and `normalizeLocation` with versions that load the
 *     sections of an address before matching it (src/lib/routeSections/).
 * The server bundle renders from the complete table, so the HTML is the same.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const CLIENT = path.resolve(__dirname, '../../src/lib/routeSections');
export const MANIFEST = path.join(CLIENT, 'manifest.js');

/** Docusaurus' client modules -> their stand-ins. */
export const REPLACED: Readonly<Record<string, string>> = {
  preload: path.join(CLIENT, 'preload.ts'),
  normalizeLocation: path.join(CLIENT, 'normalizeLocation.ts'),
};

/** The generated files the loader rewrites. */
export function generatedFiles(generatedFilesDir: string): {routes: string; registry: string; chunkNames: string} {
  return {
    routes: path.join(generatedFilesDir, 'routes.js'),
    registry: path.join(generatedFilesDir, 'registry.js'),
    chunkNames: path.join(generatedFilesDir, 'routesChunkNames.json'),
  };
}

export default function routeSectionsPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-sections',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const files = generatedFiles(context.generatedFilesDir);
      const bundler = utils.currentBundler.instance;
      const upstream = new RegExp(
        `[\\\\/]@docusaurus[\\\\/]core[\\\\/]lib[\\\\/]client[\\\\/](${Object.keys(REPLACED).join('|')})\\.js$`,
      );
      return {
        module: {
          rules: [
            {
              test: (resource: string) => resource === MANIFEST || Object.values(files).includes(resource),
              enforce: 'pre' as const,
              use: [{loader: path.join(__dirname, 'loader.cjs'), options: {files, manifest: MANIFEST}}],
            },
          ],
        },
        plugins: [
          new bundler.NormalModuleReplacementPlugin(
            upstream,
            (resource: {request?: string; createData?: {resource?: string}}) => {
              const name = /(\w+)(?:\.js)?$/.exec(resource.createData?.resource ?? resource.request ?? '')?.[1];
              const replacement = name === undefined ? undefined : REPLACED[name];
              if (replacement === undefined) return;
              if (resource.createData?.resource !== undefined) resource.createData.resource = replacement;
              else resource.request = replacement;
            },
          ),
        ],
      };
    },
  };
}
