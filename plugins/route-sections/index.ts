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
 *   - in a production build, moves the file names of each section's page chunks from the runtime
 *     into the section's chunk (chunkFiles.ts), so the runtime does not grow with the pages either.
 * The server bundle renders from the complete table, so the HTML is the same, except that each page's
 * loader (src/ssgTemplate.ts) also fetches the page's section chunk (addSectionChunk) and its own
 * chunks (addPageChunks, pageChunks.ts) beside main.js rather than after it has run.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {escapeRegexp} from '@docusaurus/utils';
import type {Compiler} from 'webpack';
import {loaderUrls} from '../../src/ssgTemplate';
import {chunksBySection, pruneRuntime, registration, type GraphGroup} from './chunkFiles';
import {routeSection, sectionChunkName} from '../../src/lib/routeSections/section';
import {parseRoutes} from './split';
import {CHUNK_GROUPS_FILE, pageChunkFiles, recordChunkGroupFiles} from './pageChunks';

const CLIENT = path.resolve(__dirname, '../../src/lib/routeSections');
export const MANIFEST = path.join(CLIENT, 'manifest.js');

/** Docusaurus' client modules -> their stand-ins. */
export const REPLACED: Readonly<Record<string, string>> = {
  preload: path.join(CLIENT, 'preload.ts'),
  normalizeLocation: path.join(CLIENT, 'normalizeLocation.ts'),
};

/** A pattern that matches exactly these paths and nothing else. */
export function exactPaths(paths: string[]): RegExp {
  return new RegExp(`^(?:${paths.map(escapeRegexp).join('|')})$`);
}

/** The generated files the loader rewrites. */
export function generatedFiles(generatedFilesDir: string): {routes: string; registry: string; chunkNames: string} {
  return {
    routes: path.join(generatedFilesDir, 'routes.js'),
    registry: path.join(generatedFilesDir, 'registry.js'),
    chunkNames: path.join(generatedFilesDir, 'routesChunkNames.json'),
  };
}

/** The address a built HTML file answers (`faq/index.html` -> `/faq/`). */
export function addressOf(relativeFile: string): string {
  const address = `/${relativeFile.split(path.sep).join('/')}`;
  return address.endsWith('/index.html') ? address.slice(0, -'index.html'.length) : address;
}

/** A page's HTML with its loader's list of bundle URLs replaced by `list(urls)`; unchanged without a loader. */
function withLoaderUrls(html: string, list: (urls: string[]) => string[]): string {
  const urls = loaderUrls(html);
  if (urls === null) return html;
  const next = list(urls);
  if (next.length === urls.length && next.every((url, i) => url === urls[i])) return html;
  const json = JSON.stringify(next).replace(/</g, '\\u003c');
  return html.replace(
    /\((\[[^\]]*\])\)(<\/script>\s*<\/body>)/,
    (_all, _old: string, end: string) => `(${json})${end}`,
  );
}

/**
 * A page's HTML with its section chunk added to the loader's list, after main.js. A chunk that runs
 * before the runtime is queued by it, so the order of arrival does not matter; the router's load
 * of the section then finds it there instead of waiting for a second round trip. Unchanged when the
 * page has no loader or its address no section.
 */
export function addSectionChunk(
  html: string,
  address: string,
  chunkFiles: ReadonlyMap<string, string>,
  baseUrl: string,
): string {
  const file = chunkFiles.get(sectionChunkName(routeSection(address)));
  if (file === undefined) return html;
  return withLoaderUrls(html, (urls) => [...urls, `${baseUrl}assets/js/${file}`]);
}

/**
 * A page's HTML with the script files of its own chunks (pageChunks.ts; paths in the output folder,
 * `assets/js/…`) added to the end of the loader's list: main.js, the largest and the one the app
 * waits for, is requested first; the chunks download beside it. When main.js starts the app and asks
 * for them, the bundler's runtime finds their script elements (it looks for one with the same `src`
 * before adding its own) and waits for those instead of requesting them again. Files the list has
 * already are not added again.
 */
export function addPageChunks(html: string, files: readonly string[], baseUrl: string): string {
  return withLoaderUrls(html, (urls) => [
    ...urls,
    ...files.map((file) => `${baseUrl}${file}`).filter((url) => !urls.includes(url)),
  ]);
}

/** Rspack's compilation, as far as moveSectionChunkFiles uses it. */
interface SectionCompilation {
  readonly entrypoints: ReadonlyMap<string, unknown>;
  readonly chunks: Iterable<{readonly name?: string | null; readonly files: ReadonlySet<string>}>;
  getAsset(file: string): {source: {source(): string | Buffer}} | undefined;
  updateAsset(file: string, source: unknown): void;
}

const isSectionChunk = (name: string) => name.startsWith(sectionChunkName('x').slice(0, -1));

/**
 * After minification: the page chunks only one section reaches leave the runtime's maps, and that
 * section's chunk names their files (chunkFiles.ts). Throws, failing the build, on a runtime of an
 * unexpected form.
 */
export function moveSectionChunkFiles(
  compilation: SectionCompilation,
  RawSource: new (source: string) => unknown,
): void {
  const entry = compilation.entrypoints.get('main') as GraphGroup | undefined;
  if (entry === undefined) return;
  const moved = chunksBySection(entry, isSectionChunk);
  const chunks = [...compilation.chunks];
  const scriptOf = (name: string) =>
    [...(chunks.find((chunk) => chunk.name === name)?.files ?? [])].find((file) => file.endsWith('.js'));
  const runtime = scriptOf('runtime~main');
  if (runtime === undefined || moved.size === 0) return;
  const text = (file: string) => String(compilation.getAsset(file)?.source.source() ?? '');
  const all = [...moved.values()].flat();
  const names = new Set(all.flatMap((chunk) => (chunk.name === null ? [] : [chunk.name])));
  try {
    compilation.updateAsset(
      runtime,
      new RawSource(pruneRuntime(text(runtime), new Set(all.map((chunk) => chunk.id)), names)),
    );
  } catch (error) {
    throw new Error(`route-sections: ${runtime}: ${(error as Error).message}`);
  }
  for (const [section, list] of moved) {
    const file = scriptOf(section);
    if (file === undefined) throw new Error(`route-sections: no script file for the chunk ${section}`);
    compilation.updateAsset(file, new RawSource(text(file) + registration(list)));
  }
}

/** The bundler plugin that runs moveSectionChunkFiles on the minified browser bundle of a production build. */
export const sectionChunkFilesPlugin = {
  apply(compiler: Compiler): void {
    // An unminified runtime (`docusaurus build --no-minify`, for debugging) is left as it is.
    if (compiler.options.optimization.minimize === false) return;
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('route-sections', (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: 'route-sections', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE},
        () => moveSectionChunkFiles(compilation as unknown as SectionCompilation, sources.RawSource),
      );
    });
  },
};

export default function routeSectionsPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-sections',
    async postBuild({outDir, baseUrl}) {
      const read = (file: string) => {
        try {
          return fs.readFileSync(file, 'utf8');
        } catch (error) {
          throw new Error(`route-sections: cannot read ${file}: ${(error as Error).message}`);
        }
      };
      const generated = generatedFiles(context.generatedFilesDir);
      const routes = parseRoutes(read(generated.routes));
      const routeChunkNames = JSON.parse(read(generated.chunkNames)) as Record<string, unknown>;
      const groupFiles = JSON.parse(read(path.join(context.generatedFilesDir, CHUNK_GROUPS_FILE))) as Record<
        string,
        string[]
      >;
      const jsDir = path.join(outDir, 'assets/js');
      const chunkFiles = new Map<string, string>();
      for (const file of fs.readdirSync(jsDir)) {
        const name = /^(routes-[\w-]+)\.[\da-f]+\.js$/.exec(file)?.[1];
        if (name !== undefined) chunkFiles.set(name, file);
      }
      const pages = fs
        .readdirSync(outDir, {recursive: true, encoding: 'utf8'})
        .filter((file) => file.endsWith('.html'));
      for (const file of pages) {
        const full = path.join(outDir, file);
        const html = fs.readFileSync(full, 'utf8');
        const address = addressOf(file);
        // The route table's paths include the base URL; the file's address does not.
        const own = pageChunkFiles(routes, routeChunkNames, groupFiles, `${baseUrl}${address.slice(1)}`);
        if (own.length === 0 && loaderUrls(html) !== null && address !== '/404.html')
          throw new Error(`route-sections: ${file} loads the app, but no route of the table renders ${address}`);
        for (const script of own)
          if (!fs.existsSync(path.join(outDir, script)))
            throw new Error(`route-sections: ${file}: its chunk file ${script} was not written`);
        const next = addPageChunks(addSectionChunk(html, address, chunkFiles, baseUrl), own, baseUrl);
        if (next !== html) fs.writeFileSync(full, next);
      }
    },
    configureWebpack(config, isServer, utils) {
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
              // A pattern, not a function: Rspack 1.x holds a function condition in a global handle for
              // good, and with it the compiler and its native memory (see plugins/build-memory).
              test: exactPaths([MANIFEST, ...Object.values(files)]),
              enforce: 'pre' as const,
              use: [{loader: path.join(__dirname, 'loader.cjs'), options: {files, manifest: MANIFEST}}],
            },
          ],
        },
        plugins: [
          ...(config.mode === 'production' ? [sectionChunkFilesPlugin] : []),
          // Every browser build, `docusaurus build --dev` too: postBuild reads it.
          recordChunkGroupFiles(path.join(context.generatedFilesDir, CHUNK_GROUPS_FILE)),
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
