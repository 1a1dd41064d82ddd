// plugins/route-sections (split.ts) and src/lib/routeSections: the browser's route table in sections.
import {
  frameChunkNamesJson,
  frameModule,
  frameRegistry,
  manifestModule,
  parseRegistry,
  parseRoutes,
  sectionModule,
  splitTable,
} from '@site/plugins/route-sections/split';
import {routeSection, sectionChunkName} from '@site/src/lib/routeSections/section';
import routeSectionsPlugin, {addPageChunks, addressOf, addSectionChunk, exactPaths} from '@site/plugins/route-sections';
import type {LoadContext} from '@docusaurus/types';
import {chunkGroupFiles, pageChunkFiles, routeBranch} from '@site/plugins/route-sections/pageChunks';
import {loaderUrls} from '@site/src/ssgTemplate';
import {
  addSectionRoutes,
  isKnownRoute,
  isSectioned,
  loadSectionsFor,
  missingSectionChunks,
  sectionsFor,
  sectionsLoadedFor,
  tableVersion,
} from '@site/src/lib/routeSections';
import type {RouteConfig} from 'react-router-config';

// The shape Docusaurus generates: layout routes, then one array of pages.
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/',
    component: ComponentCreator('/', '502'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', 'c45'),
        routes: [
          {
            path: '/faq/',
            component: ComponentCreator('/faq/', 'f01'),
            exact: true,
            sidebar: "faq"
          },
          {
            path: '/faq/desktop-wallet.html',
            component: ComponentCreator('/faq/desktop-wallet.html', 'f02'),
            exact: true,
            sidebar: "faq"
          },
          {
            path: '/guidebook/core/cli.html',
            component: ComponentCreator('/guidebook/core/cli.html', 'g01'),
            exact: true,
            sidebar: "guidebook"
          },
          {
            path: '/LICENSE.html',
            component: ComponentCreator('/LICENSE.html', 'l01'),
            exact: true
          },
          {
            path: '/',
            component: ComponentCreator('/', '45b'),
            exact: true,
            sidebar: "main"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const REGISTRY = `export default {
  "layout": [() => import(/* webpackChunkName: "layout" */ "@theme/DocsRoot"), "@theme/DocsRoot", require.resolveWeak("@theme/DocsRoot")],
  "docItem": [() => import(/* webpackChunkName: "docItem" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "faq": [() => import(/* webpackChunkName: "faq" */ "@site/docs/faq/index.md"), "@site/docs/faq/index.md", require.resolveWeak("@site/docs/faq/index.md")],
  "wallet": [() => import(/* webpackChunkName: "wallet" */ "@site/docs/faq/desktop-wallet.md"), "@site/docs/faq/desktop-wallet.md", require.resolveWeak("@site/docs/faq/desktop-wallet.md")],
  "cli": [() => import(/* webpackChunkName: "cli" */ "@site/docs/guidebook/core/cli.md"), "@site/docs/guidebook/core/cli.md", require.resolveWeak("@site/docs/guidebook/core/cli.md")],
  "license": [() => import(/* webpackChunkName: "license" */ "@site/docs/LICENSE.md"), "@site/docs/LICENSE.md", require.resolveWeak("@site/docs/LICENSE.md")],
  "home": [() => import(/* webpackChunkName: "home" */ "@site/docs/index.md"), "@site/docs/index.md", require.resolveWeak("@site/docs/index.md")],
  "root": [() => import(/* webpackChunkName: "root" */ "@theme/DocRoot"), "@theme/DocRoot", require.resolveWeak("@theme/DocRoot")],};
`;

const CHUNK_NAMES = JSON.stringify({
  '/-502': {__comp: 'layout'},
  '/-c45': {__comp: 'root'},
  '/faq/-f01': {__comp: 'docItem', content: 'faq'},
  '/faq/desktop-wallet.html-f02': {__comp: 'docItem', content: 'wallet'},
  '/guidebook/core/cli.html-g01': {__comp: 'docItem', content: 'cli'},
  '/LICENSE.html-l01': {__comp: 'docItem', content: 'license'},
  '/-45b': {__comp: 'docItem', content: 'home'},
});

const FILES = {routes: ROUTES, registry: REGISTRY, chunkNames: CHUNK_NAMES};

/** Runs a generated module's text with stand-ins for its imports; returns its exports. */
function run(source: string, imports: Record<string, unknown>): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  let body = source
    .replace(
      /^import (\w+) from '([^']+)';$/gm,
      (_all, name: string, from: string) => `const ${name} = imports[${JSON.stringify(from)}];`,
    )
    .replace(
      /^export \{(\w+)\} from "([^"]+)";$/gm,
      (_all, name: string, from: string) => `exports.${name} = imports[${JSON.stringify(from)}].${name};`,
    )
    .replace(/^export const (\w+) = /gm, 'const $1 = exports.$1 = ')
    .replace(/^export default /m, 'exports.default = ');
  body = body
    .replace(/require\.resolveWeak\(("[^"]+")\)/g, '$1')
    .replace(/import\(\/\*[^*]*\*\/ ("[^"]+")\)/g, 'imports.load($1)');
  new Function('imports', 'exports', body)(imports, exports);
  return exports;
}

const creator = (path: string, hash?: string) => ({created: `${path}-${hash ?? ''}`});

describe('routeSection', () => {
  it.each([
    ['/', ''],
    ['/index.html', 'index'],
    ['/faq/', 'faq'],
    ['/faq', 'faq'],
    ['/faq.html', 'faq'],
    ['/guidebook/core/cli.html', 'guidebook'],
    ['/LICENSE.html', 'LICENSE'],
  ])('%s is in section "%s"', (path, section) => {
    expect(routeSection(path)).toBe(section);
  });

  it('takes the sections of the legacy forms an address may resolve to', () => {
    expect(sectionsFor('/index.html')).toEqual(['index', '']);
    expect(sectionsFor('/faq/index.html')).toEqual(['faq']);
    expect(sectionsFor('/LICENSE')).toEqual(['LICENSE']);
  });

  it('names section chunks after the section, the home page "home"', () => {
    expect(sectionChunkName('')).toBe('routes-home');
    expect(sectionChunkName('guidebook')).toBe('routes-guidebook');
  });
});

describe('splitTable', () => {
  const table = splitTable(FILES);

  it('reads the generated files', () => {
    expect(parseRoutes(ROUTES)[1]).toEqual({path: '*', component: {path: '*'}});
    expect([...parseRegistry(REGISTRY).keys()]).toEqual([
      'layout',
      'docItem',
      'faq',
      'wallet',
      'cli',
      'license',
      'home',
      'root',
    ]);
  });

  it('moves every page into its section and keeps the layout routes', () => {
    expect(table.leafArrayCount).toBe(1);
    expect([...table.sections.keys()].sort()).toEqual(['', 'LICENSE', 'faq', 'guidebook']);
    expect(
      table.sections
        .get('faq')!
        .get(0)!
        .map((route) => route.path),
    ).toEqual(['/faq/', '/faq/desktop-wallet.html']);
    expect(table.frame[0]!.routes![0]!.routes).toEqual([]);
    expect([...table.frameChunkNames].sort()).toEqual(['layout', 'root']);
  });

  it('knows the top-level pages before any section loads', () => {
    expect([...table.topLevelPaths].sort()).toEqual(['/', '/LICENSE.html', '/faq/']);
  });

  it('keeps an array with a layout route among its pages in the frame', () => {
    const mixed = ROUTES.replace(
      'exact: true,\n            sidebar: "main"\n          }',
      "exact: true,\n            sidebar: \"main\"\n          },\n          {\n            path: '/x/',\n            component: ComponentCreator('/x/', 'x01'),\n            routes: []\n          }",
    );
    const split = splitTable({...FILES, routes: mixed});
    expect(split.leafArrayCount).toBe(0);
    expect(split.sections.size).toBe(0);
  });

  it('writes a frame routes.js whose arrays of pages start empty', () => {
    const frame = run(frameModule(table), {'@docusaurus/ComponentCreator': creator});
    const [root, notFound] = frame.default as RouteConfig[];
    expect(root!.component).toEqual({created: '/-502'});
    expect(root!.routes![0]!.routes).toBe((frame.leafArrays as unknown[][])[0]);
    expect((frame.leafArrays as unknown[][])[0]).toEqual([]);
    expect(notFound).toEqual({path: '*', component: {created: '*-'}});
  });

  it('leaves only the frame in the main registry and chunk names', () => {
    const registry = run(frameRegistry(table), {load: (file: string) => file}).default as Record<string, unknown[]>;
    expect(Object.keys(registry).sort()).toEqual(['layout', 'root']);
    expect(Object.keys(JSON.parse(frameChunkNamesJson(table)) as object).sort()).toEqual(['/-502', '/-c45']);
  });

  it('writes a manifest with a loader per section, in its own chunk', () => {
    const manifest = manifestModule(table, '/gen/routes.js');
    expect(manifest).toContain('import(/* webpackChunkName: "routes-faq" */ "/gen/routes.js?section=faq")');
    expect(manifest).toContain('"": () => import(/* webpackChunkName: "routes-home" */ "/gen/routes.js?section=")');
    const loaded: string[] = [];
    const exports = run(manifest, {
      '/gen/routes.js': {leafArrays: ['frame arrays']},
      load: (r: string) => loaded.push(r),
    });
    expect(exports.leafArrays).toEqual(['frame arrays']);
    expect(Object.keys(exports.sections as object).sort()).toEqual(['', 'LICENSE', 'faq', 'guidebook']);
    (exports.sections as Record<string, () => void>).guidebook!();
    expect(loaded).toEqual(['/gen/routes.js?section=guidebook']);
  });

  it('writes a section that registers its pages before it creates their components', () => {
    const registry: Record<string, unknown> = {};
    const chunkNames: Record<string, unknown> = {};
    const seen: string[] = [];
    const exports = run(sectionModule(table, 'faq'), {
      '@docusaurus/ComponentCreator': (path: string, hash: string) => {
        // ComponentCreator reads both tables when it is called.
        seen.push(
          `${path}-${hash}:${String(Object.hasOwn(chunkNames, `${path}-${hash}`))}:${Object.keys(registry).join(',')}`,
        );
        return creator(path, hash);
      },
      '@generated/registry': registry,
      '@generated/routesChunkNames': chunkNames,
      load: (file: string) => file,
    });
    expect(seen).toEqual(['/faq/-f01:true:docItem,faq,wallet', '/faq/desktop-wallet.html-f02:true:docItem,faq,wallet']);
    const routes = (exports.default as Record<string, RouteConfig[]>)[0]!;
    expect(routes.map((route) => [route.path, route.exact, route.sidebar])).toEqual([
      ['/faq/', true, 'faq'],
      ['/faq/desktop-wallet.html', true, 'faq'],
    ]);
    expect(() => sectionModule(table, 'nope')).toThrow('no section "nope"');
  });
});

describe('the client runtime, where the table is complete (server, tests)', () => {
  it('has no sections to load and answers from the complete table', async () => {
    expect(isSectioned()).toBe(false);
    expect(sectionsLoadedFor('/guidebook/core/cli.html')).toBe(true);
    expect(missingSectionChunks('/guidebook/core/cli.html')).toEqual([]);
    await expect(loadSectionsFor('/guidebook/core/cli.html')).resolves.toBeUndefined();
    const table = new Set(['/faq/']);
    expect(isKnownRoute('/faq/', () => table)).toBe(true);
    expect(isKnownRoute('/nope/', () => table)).toBe(false);
  });

  it('puts a section routes into the route arrays and bumps the table version', () => {
    const arrays: RouteConfig[][] = [[], []];
    const before = tableVersion();
    addSectionRoutes({default: {1: [{path: '/faq/', exact: true}]}}, arrays);
    expect(arrays).toEqual([[], [{path: '/faq/', exact: true}]]);
    expect(tableVersion()).toBe(before + 1);
    expect(() => addSectionRoutes({default: {5: []}}, arrays)).toThrow('no route array 5');
  });
});

describe('each page loads its section beside main.js (postBuild)', () => {
  const page = (list: string) =>
    `<html><body><div id="__docusaurus"></div><script>(function(u){})(${list})</script>\n  </body></html>`;
  const chunks = new Map([
    ['routes-faq', 'routes-faq.1234abcd.js'],
    ['routes-home', 'routes-home.99aa00bb.js'],
  ]);

  it('maps built files to the addresses they answer', () => {
    expect(addressOf('index.html')).toBe('/');
    expect(addressOf('faq/index.html')).toBe('/faq/');
    expect(addressOf('faq/desktop-wallet.html')).toBe('/faq/desktop-wallet.html');
  });

  it("adds the section's chunk after the bundles the loader lists", () => {
    const html = addSectionChunk(
      page('["/docs/assets/js/runtime~main.1.js","/docs/assets/js/main.2.js"]'),
      '/faq/desktop-wallet.html',
      chunks,
      '/docs/',
    );
    expect(loaderUrls(html)).toEqual([
      '/docs/assets/js/runtime~main.1.js',
      '/docs/assets/js/main.2.js',
      '/docs/assets/js/routes-faq.1234abcd.js',
    ]);
    expect(loaderUrls(addSectionChunk(page('["/main.js"]'), '/', chunks, '/'))).toEqual([
      '/main.js',
      '/assets/js/routes-home.99aa00bb.js',
    ]);
  });

  it('leaves a page without a loader, or without a section, as it is', () => {
    const noLoader = '<html><body><p>moved</p></body></html>';
    expect(addSectionChunk(noLoader, '/faq/', chunks, '/')).toBe(noLoader);
    const notFound = page('["/main.js"]');
    expect(addSectionChunk(notFound, '/404.html', chunks, '/')).toBe(notFound);
  });
});

describe('each page loads its own chunks beside main.js (postBuild, pageChunks.ts)', () => {
  const routes = parseRoutes(ROUTES);
  const chunkNames = JSON.parse(CHUNK_NAMES) as Record<string, unknown>;
  // A chunk group is the named chunk and the shared chunks loaded with it.
  const groups = {
    layout: ['assets/js/layout.1.js'],
    root: ['assets/js/81.2.js', 'assets/js/root.3.js'],
    docItem: ['assets/js/81.2.js', 'assets/js/90.4.js', 'assets/js/docItem.5.js'],
    faq: ['assets/js/faq.6.js'],
    wallet: ['assets/js/wallet.7.js'],
    cli: ['assets/js/cli.8.js'],
    license: ['assets/js/license.9.js'],
    home: ['assets/js/home.a.js'],
  };
  const page = (list: string) =>
    `<html><body><div id="__docusaurus"></div><script>(function(u){})(${list})</script>\n  </body></html>`;

  it('finds the branch of routes that renders an address, the first page with that path winning', () => {
    const pathsOf = (address: string) => routeBranch(routes, address).map((route) => route.component);
    expect(pathsOf('/faq/desktop-wallet.html')).toEqual([
      {path: '/', hash: '502'},
      {path: '/', hash: 'c45'},
      {path: '/faq/desktop-wallet.html', hash: 'f02'},
    ]);
    expect(pathsOf('/')).toEqual([
      {path: '/', hash: '502'},
      {path: '/', hash: 'c45'},
      {path: '/', hash: '45b'},
    ]);
    expect(pathsOf('/no/such/page.html')).toEqual([]);
    // A page whose route has no trailing slash is written to a folder (`tags/index.html`).
    const tags = parseRoutes(ROUTES.replace("path: '/faq/',", "path: '/faq',"));
    expect(routeBranch(tags, '/faq/').map((route) => route.component)).toEqual([
      {path: '/', hash: '502'},
      {path: '/', hash: 'c45'},
      {path: '/faq/', hash: 'f01'},
    ]);
  });

  it("lists the files of every chunk group on the page's branch once, in the order the routes nest", () => {
    expect(pageChunkFiles(routes, chunkNames, groups, '/guidebook/core/cli.html')).toEqual([
      'assets/js/layout.1.js',
      'assets/js/81.2.js',
      'assets/js/root.3.js',
      'assets/js/90.4.js',
      'assets/js/docItem.5.js',
      'assets/js/cli.8.js',
    ]);
    // The not-found route has no chunk names of its own; an unknown address has no branch.
    expect(pageChunkFiles(routes, chunkNames, groups, '/404.html')).toEqual([]);
  });

  it('fails, naming the chunk and the route, when a chunk name has no files', () => {
    const withoutCli: Record<string, string[]> = {...groups};
    delete withoutCli.cli;
    expect(() => pageChunkFiles(routes, chunkNames, withoutCli, '/guidebook/core/cli.html')).toThrow(
      'route-sections: the chunk cli of /guidebook/core/cli.html has no files',
    );
  });

  it("reads each named chunk group's script files from the compilation", () => {
    const chunk = (...files: string[]) => ({files: new Set(files)});
    const namedChunkGroups = new Map([
      ['cli', {chunks: [chunk('assets/js/90.4.js'), chunk('assets/js/cli.8.js', 'assets/css/cli.8.css')]}],
      ['home', {chunks: [chunk('assets/js/home.a.js')]}],
    ]);
    expect(chunkGroupFiles({namedChunkGroups})).toEqual({
      cli: ['assets/js/90.4.js', 'assets/js/cli.8.js'],
      home: ['assets/js/home.a.js'],
    });
  });

  it("adds the page's chunks to the end of the loader's list, each once, and leaves a page without a loader alone", () => {
    const html = addPageChunks(
      page('["/docs/assets/js/runtime~main.1.js","/docs/assets/js/main.2.js","/docs/assets/js/routes-faq.3.js"]'),
      ['assets/js/81.2.js', 'assets/js/routes-faq.3.js', 'assets/js/wallet.7.js'],
      '/docs/',
    );
    expect(loaderUrls(html)).toEqual([
      '/docs/assets/js/runtime~main.1.js',
      '/docs/assets/js/main.2.js',
      '/docs/assets/js/routes-faq.3.js',
      '/docs/assets/js/81.2.js',
      '/docs/assets/js/wallet.7.js',
    ]);
    const noLoader = '<html><body><p>moved</p></body></html>';
    expect(addPageChunks(noLoader, ['assets/js/81.2.js'], '/')).toBe(noLoader);
    const unchanged = page('["/main.js"]');
    expect(addPageChunks(unchanged, [], '/')).toBe(unchanged);
  });
});

describe('the loader rule that splits the generated route files', () => {
  test('exactPaths matches the paths given and nothing else, whatever characters they hold', () => {
    const pattern = exactPaths(['/site/.docusaurus/routes.js', 'C:\\site\\.docusaurus\\registry.js', '/a+b (1)/x.js']);
    expect(pattern.test('/site/.docusaurus/routes.js')).toBe(true);
    expect(pattern.test('C:\\site\\.docusaurus\\registry.js')).toBe(true);
    expect(pattern.test('/a+b (1)/x.js')).toBe(true);
    expect(pattern.test('/site/.docusaurus/routes.jsx')).toBe(false);
    expect(pattern.test('/other/site/.docusaurus/routes.js')).toBe(false);
    expect(pattern.test('/site/.docusaurus/routesXjs')).toBe(false);
    expect(pattern.test('/aab (1)/x.js')).toBe(false);
  });

  // A function condition would be held by Rspack 1.x for good, and the compiler with it (see
  // plugins/build-memory): the rule matches with a pattern.
  test('the browser config matches the generated files with a pattern, not a function', () => {
    const plugin = routeSectionsPlugin({generatedFilesDir: '/site/.docusaurus', baseUrl: '/'} as LoadContext);
    const configure = plugin.configureWebpack as unknown as (
      config: {mode: string},
      isServer: boolean,
      utils: {currentBundler: {instance: {NormalModuleReplacementPlugin: new (...args: unknown[]) => unknown}}},
    ) => {module: {rules: {test: unknown}[]}};
    const config = configure({mode: 'production'}, false, {
      currentBundler: {instance: {NormalModuleReplacementPlugin: class {}}},
    });
    const test = config.module.rules[0]?.test;
    expect(test).toBeInstanceOf(RegExp);
    expect((test as RegExp).test('/site/.docusaurus/routes.js')).toBe(true);
    expect((test as RegExp).test('/site/.docusaurus/registry.js')).toBe(true);
    expect((test as RegExp).test('/site/.docusaurus/routesChunkNames.json')).toBe(true);
    expect((test as RegExp).test('/site/docs/routes.js')).toBe(false);
  });
});
