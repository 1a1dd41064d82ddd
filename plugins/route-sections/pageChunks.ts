/**
 * A page's own chunks travel with its bundle on first use.
 *
 * A built page loads the app on the reader's first use (src/ssgTemplate.ts). Left to the app, that
 * is two trips: main.js first, and only once it runs, the chunks of the page's routes (its layout,
 * its document, their shared code), which main.js asks for. On a phone's slow link each trip costs
 * a round trip and the transfer; the reader who pressed the menu waits for both. So the build lists
 * a page's chunks in its loader, after main.js and the section chunk: they download beside them, and
 * when the app asks for them the bundler's runtime waits for those script elements instead of
 * adding its own (plugins/route-sections/index.ts, addPageChunks).
 *
 * The data: the route tree (`.docusaurus/routes.js`) and each route's chunk names
 * (`routesChunkNames.json`), which Docusaurus writes; and, for each chunk name, the script files of
 * its chunk group (the chunk and the shared chunks loaded with it), which the browser compilation
 * knows and `recordChunkGroupFiles` writes next to them when it is done.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chunkNamesIn} from '../../src/lib/routePrefetch';
import type {GeneratedRoute} from './split';

/** Where the browser compilation's chunk groups are written: chunk name -> script files (paths in the output folder). */
export const CHUNK_GROUPS_FILE = 'route-sections/chunk-group-files.json';

/** The part of the bundler's compilation this step reads (Rspack's `namedChunkGroups`). */
export interface NamedChunkGroups {
  readonly namedChunkGroups: ReadonlyMap<string, {readonly chunks: readonly {readonly files: ReadonlySet<string>}[]}>;
}

/** Each named chunk group's script files, in the group's order. */
export function chunkGroupFiles(compilation: NamedChunkGroups): Record<string, string[]> {
  const files: Record<string, string[]> = {};
  for (const [name, group] of compilation.namedChunkGroups)
    files[name] = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
  return files;
}

/** The bundler plugin that writes `chunkGroupFiles` of the finished browser compilation to `file`. */
export function recordChunkGroupFiles(file: string): {apply(compiler: {hooks: {done: DoneHook}}): void} {
  return {
    apply(compiler) {
      compiler.hooks.done.tap('route-sections', (stats) => {
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, JSON.stringify(chunkGroupFiles(stats.compilation)));
      });
    },
  };
}
type DoneHook = {tap(name: string, callback: (stats: {compilation: NamedChunkGroups}) => void): void};

/** A path without its trailing slash (`/tags/` and `/tags` are one page: `tags/index.html`). */
const withoutSlash = (path: string): string => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/**
 * The routes from the root to the page whose path is `address`, in the order the router matches them
 * (the first page found wins); empty when no page has that path. A route's path may or may not end
 * in the slash of the folder its file is written to.
 */
export function routeBranch(routes: readonly GeneratedRoute[], address: string): GeneratedRoute[] {
  for (const route of routes) {
    if (route.routes !== undefined) {
      const below = routeBranch(route.routes, address);
      if (below.length > 0) return [route, ...below];
    } else if (typeof route.path === 'string' && withoutSlash(route.path) === withoutSlash(address)) return [route];
  }
  return [];
}

/**
 * The script files of the chunks `address` renders with (every route of its branch: layouts and the
 * page), from the route tree, the routes' chunk names and the chunk groups' files. Each file once,
 * in the order the routes nest.
 */
export function pageChunkFiles(
  routes: readonly GeneratedRoute[],
  chunkNames: Readonly<Record<string, unknown>>,
  groupFiles: Readonly<Record<string, readonly string[]>>,
  address: string,
): string[] {
  const files = new Set<string>();
  for (const route of routeBranch(routes, address)) {
    const {path: routePath, hash} = route.component;
    if (hash === undefined) continue;
    for (const name of chunkNamesIn(chunkNames[`${routePath}-${hash}`], [])) {
      const group = groupFiles[name];
      if (group === undefined) throw new Error(`route-sections: the chunk ${name} of ${routePath} has no files`);
      for (const file of group) files.add(file);
    }
  }
  return [...files];
}
