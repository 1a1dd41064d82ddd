/**
 * Splits Docusaurus' generated route files for the browser bundle (plugins/route-sections): the frame
 * of the route table stays in `main.js`, each section's pages go into a module of their own. Pure
 * functions of the three generated files' text, so the unit tests run them on small tables.
 *
 *   routes.js             the route tree; ComponentCreator(path, hash) per route
 *   registry.js           chunk name -> [loader, module path, weak id], one entry per line
 *   routesChunkNames.json `<path>-<hash>` -> the chunk names of that route's component and props
 */
import {chunkNamesIn} from '../../src/lib/routePrefetch';
import {routeSection, sectionChunkName} from '../../src/lib/routeSections/section';

export interface GeneratedRoute {
  path?: string;
  exact?: boolean;
  routes?: GeneratedRoute[];
  /** The arguments ComponentCreator was called with. */
  component: {path: string; hash?: string};
  [key: string]: unknown;
}

export interface GeneratedFiles {
  readonly routes: string;
  readonly registry: string;
  readonly chunkNames: string;
}

export interface SplitTable {
  /** The route tree; arrays of pages are replaced by `{leafArray: n}` markers. */
  readonly frame: GeneratedRoute[];
  /** Section -> route array index -> the pages. */
  readonly sections: ReadonlyMap<string, ReadonlyMap<number, GeneratedRoute[]>>;
  /** How many route arrays of pages there are. */
  readonly leafArrayCount: number;
  /** Exact paths with at most one segment (`/`, `/faq/`, `/LICENSE.html`): known before any section loads. */
  readonly topLevelPaths: readonly string[];
  /** registry.js: chunk name -> the text of its entry. */
  readonly registry: ReadonlyMap<string, string>;
  /** routesChunkNames.json, parsed. */
  readonly chunkNames: Readonly<Record<string, unknown>>;
  /** Chunk names the frame's routes use: they stay in the main registry. */
  readonly frameChunkNames: ReadonlySet<string>;
}

/** Evaluates routes.js with a ComponentCreator that records its arguments. */
export function parseRoutes(source: string): GeneratedRoute[] {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default\s*/m, 'return ');
  const evaluate = new Function('ComponentCreator', body) as (
    creator: (path: string, hash?: string) => GeneratedRoute['component'],
  ) => unknown;
  const routes = evaluate((path, hash) => (hash === undefined ? {path} : {path, hash}));
  if (!Array.isArray(routes)) throw new Error('Route sections: routes.js does not export an array of routes');
  return routes as GeneratedRoute[];
}

/** registry.js: each entry's text by chunk name. */
export function parseRegistry(source: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of source.split('\n')) {
    const match = /^\s*("[^"]+"):\s*(\[.*\]),?(?:\};)?\s*$/.exec(line);
    if (match) entries.set(JSON.parse(match[1]!) as string, match[2]!);
  }
  return entries;
}

/** Adds the chunk names of a route's record to `out`. */
function addChunkNames(value: unknown, out: Set<string>): void {
  for (const name of chunkNamesIn(value, [])) out.add(name);
}

function isPage(route: GeneratedRoute): boolean {
  return route.exact === true && route.routes === undefined && typeof route.path === 'string';
}

function chunkKey(route: GeneratedRoute): string | undefined {
  const {path, hash} = route.component;
  return hash === undefined ? undefined : `${path}-${hash}`;
}

export function splitTable(files: GeneratedFiles): SplitTable {
  const registry = parseRegistry(files.registry);
  const chunkNames = JSON.parse(files.chunkNames) as Record<string, unknown>;
  const sections = new Map<string, Map<number, GeneratedRoute[]>>();
  const topLevelPaths: string[] = [];
  const frameChunkNames = new Set<string>();
  let leafArrayCount = 0;

  const visit = (routes: GeneratedRoute[]): GeneratedRoute[] =>
    routes.map((route) => {
      const key = chunkKey(route);
      if (key !== undefined) addChunkNames(chunkNames[key], frameChunkNames);
      if (route.routes === undefined) return route;
      // An array of pages only (no layout route among them) moves out; any other array stays.
      if (route.routes.length > 0 && route.routes.every(isPage)) {
        const index = leafArrayCount++;
        for (const page of route.routes) {
          const path = page.path!;
          if (path.split('/').length <= 2 || /^\/[^/]+\/$/.test(path)) topLevelPaths.push(path);
          const section = routeSection(path);
          const arrays = sections.get(section) ?? new Map<number, GeneratedRoute[]>();
          arrays.set(index, [...(arrays.get(index) ?? []), page]);
          sections.set(section, arrays);
        }
        return {...route, routes: [], leafArray: index};
      }
      return {...route, routes: visit(route.routes)};
    });

  const frame = visit(parseRoutes(files.routes));
  return {frame, sections, leafArrayCount, topLevelPaths, registry, chunkNames, frameChunkNames};
}

const COMPONENT_CREATOR = "import ComponentCreator from '@docusaurus/ComponentCreator';";

/** A route as source text, its component created by ComponentCreator; arrays of pages by reference. */
function routeSource(route: GeneratedRoute, indent: string): string {
  const inner = `${indent}  `;
  const fields: string[] = [];
  for (const [name, value] of Object.entries(route)) {
    if (name === 'component') {
      const {path, hash} = route.component;
      const args = hash === undefined ? JSON.stringify(path) : `${JSON.stringify(path)}, ${JSON.stringify(hash)}`;
      fields.push(`component: ComponentCreator(${args})`);
    } else if (name === 'leafArray') {
      continue;
    } else if (name === 'routes') {
      const index = route.leafArray;
      fields.push(
        typeof index === 'number'
          ? `routes: leafArrays[${index}]`
          : `routes: [\n${route.routes!.map((child) => routeSource(child, `${inner}  `)).join(',\n')}\n${inner}]`,
      );
    } else {
      fields.push(`${JSON.stringify(name)}: ${JSON.stringify(value)}`);
    }
  }
  return `${indent}{\n${fields.map((field) => `${inner}${field}`).join(',\n')}\n${indent}}`;
}

/** routes.js for the browser: the frame, with an empty array per array of pages. */
export function frameModule(table: SplitTable): string {
  return [
    COMPONENT_CREATOR,
    `export const leafArrays = [${Array.from({length: table.leafArrayCount}, () => '[]').join(', ')}];`,
    `export default [\n${table.frame.map((route) => routeSource(route, '  ')).join(',\n')}\n];`,
    '',
  ].join('\n');
}

/** registry.js for the browser: the frame's entries only. */
export function frameRegistry(table: SplitTable): string {
  const entries = [...table.registry].filter(([name]) => table.frameChunkNames.has(name));
  return `export default {\n${entries.map(([name, entry]) => `  ${JSON.stringify(name)}: ${entry},`).join('\n')}\n};\n`;
}

/** routesChunkNames.json for the browser: the frame's routes only. */
export function frameChunkNamesJson(table: SplitTable): string {
  const pageKeys = new Set<string>();
  for (const arrays of table.sections.values())
    for (const pages of arrays.values()) for (const page of pages) pageKeys.add(chunkKey(page) ?? '');
  return JSON.stringify(Object.fromEntries(Object.entries(table.chunkNames).filter(([key]) => !pageKeys.has(key))));
}

/**
 * The manifest (src/lib/routeSections/manifest.js in the browser bundle): a loader per section,
 * importing `routesRequest` with `?section=<name>`.
 */
export function manifestModule(table: SplitTable, routesRequest: string): string {
  const loaders = [...table.sections.keys()].sort().map((section) => {
    const request = JSON.stringify(`${routesRequest}?section=${encodeURIComponent(section)}`);
    const chunk = sectionChunkName(section);
    return `  ${JSON.stringify(section)}: () => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ ${request}),`;
  });
  return [
    `export {leafArrays} from ${JSON.stringify(routesRequest)};`,
    `export const sections = {\n${loaders.join('\n')}\n};`,
    `export const topLevelPaths = ${JSON.stringify([...table.topLevelPaths].sort())};`,
    '',
  ].join('\n');
}

/**
 * One section's module: it adds its pages' registry entries and chunk names to the main ones (which
 * Docusaurus' ComponentCreator and prefetch read), then exports its routes by route array.
 */
export function sectionModule(table: SplitTable, section: string): string {
  const arrays = table.sections.get(section);
  if (arrays === undefined) throw new Error(`Route sections: no section "${section}"`);
  const names = new Set<string>();
  const chunkEntries: Record<string, unknown> = {};
  for (const pages of arrays.values())
    for (const page of pages) {
      const key = chunkKey(page);
      if (key === undefined) continue;
      chunkEntries[key] = table.chunkNames[key];
      addChunkNames(table.chunkNames[key], names);
    }
  const registry = [...names]
    .filter((name) => !table.frameChunkNames.has(name) && table.registry.has(name))
    .map((name) => `  ${JSON.stringify(name)}: ${table.registry.get(name)!},`);
  const routes = [...arrays].map(
    ([index, pages]) => `  ${index}: [\n${pages.map((page) => routeSource(page, '    ')).join(',\n')}\n  ]`,
  );
  return [
    COMPONENT_CREATOR,
    "import registry from '@generated/registry';",
    "import routesChunkNames from '@generated/routesChunkNames';",
    `Object.assign(registry, {\n${registry.join('\n')}\n});`,
    `Object.assign(routesChunkNames, ${JSON.stringify(chunkEntries)});`,
    `export default {\n${routes.join(',\n')}\n};`,
    '',
  ].join('\n');
}
