/**
 * The route table, loaded a section at a time in the browser.
 *
 * Docusaurus puts every route of the site, its chunk names and its loaders into `main.js`, so every
 * reader of every page downloads a table that grows with the number of pages. plugins/route-sections
 * keeps the frame of the table in `main.js` (the layout routes, which every page renders) and moves
 * the pages' own routes into one chunk per section: the first segment of the address, `.html`
 * dropped (`/guidebook/core/cli.html` -> `guidebook`, `/LICENSE.html` -> `LICENSE`, `/` -> ``).
 * Before the router matches an address, the sections it may need are loaded here: the address's own
 * and those of its legacy forms' targets (src/lib/legacyPath.ts).
 *
 * On the server and in tests `sections` is null: the table is complete and everything here answers
 * at once.
 */
import type {RouteConfig} from 'react-router-config';
import {legacyCandidates} from '../legacyPath';
import {leafArrays, sections, topLevelPaths, type SectionModule} from './manifest';
import {routeSection, sectionChunkName} from './section';

export {routeSection};

/** The sections an address may need: its own, and those of the addresses it may resolve to. */
export function sectionsFor(pathname: string): string[] {
  const addresses = [pathname, ...legacyCandidates(pathname)];
  try {
    const decoded = decodeURI(pathname);
    if (decoded !== pathname) addresses.push(decoded, ...legacyCandidates(decoded));
  } catch {
    // A malformed escape: the address as it is will do.
  }
  return [...new Set(addresses.map(routeSection))];
}

/** Exact route paths of the loaded sections, and of the top-level pages, known before any load. */
const known = new Set<string>(topLevelPaths);
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();
let version = 0;

/** Whether the table is split into sections at all (false on the server and in tests). */
export function isSectioned(): boolean {
  return sections !== null;
}

function exists(section: string): boolean {
  return sections !== null && Object.hasOwn(sections, section);
}

/** Puts a section's routes into the route arrays the router renders from. */
export function addSectionRoutes(module: SectionModule, arrays: readonly RouteConfig[][] = leafArrays): void {
  for (const [index, routes] of Object.entries(module.default)) {
    const target = arrays[Number(index)];
    if (target === undefined) throw new Error(`Route sections: no route array ${index} in the table`);
    for (const route of routes) {
      target.push(route);
      if (route.exact && typeof route.path === 'string') known.add(route.path);
    }
  }
  version += 1;
}

function loadSection(section: string): Promise<void> {
  let load = loads.get(section);
  if (load === undefined) {
    // `sections` is not null here: exists() said so.
    load = sections![section]!().then(
      (module) => {
        addSectionRoutes(module);
        loaded.add(section);
      },
      (error: unknown) => {
        loads.delete(section); // the next navigation tries again
        throw error;
      },
    );
    loads.set(section, load);
  }
  return load;
}

/**
 * Loads the sections an address may need. It rejects if a section's chunk fails to load (as a
 * page's chunk failing does: Docusaurus then reloads the page).
 */
export function loadSectionsFor(pathname: string): Promise<void> {
  const needed = sectionsFor(pathname).filter((section) => exists(section) && !loaded.has(section));
  if (needed.length === 0) return Promise.resolve();
  return Promise.all(needed.map(loadSection)).then(() => undefined);
}

/** The chunk names of the sections an address may need that are not loaded yet. */
export function missingSectionChunks(pathname: string): string[] {
  return sectionsFor(pathname)
    .filter((section) => exists(section) && !loaded.has(section))
    .map(sectionChunkName);
}

/** Whether every section an address may need is in the table (always, when it is not split). */
export function sectionsLoadedFor(pathname: string): boolean {
  return sectionsFor(pathname).every((section) => !exists(section) || loaded.has(section));
}

/**
 * Whether an address is the canonical address of a page, among the routes in the table: with the
 * table split, the top-level pages and the pages of the sections loaded so far. The sections of the
 * address being rendered are always loaded (the router waits for them).
 */
export function isKnownRoute(path: string, completeTable: () => ReadonlySet<string>): boolean {
  return sections === null ? completeTable().has(path) : known.has(path);
}

/** Changes each time a section's routes join the table (caches built from the table check it). */
export function tableVersion(): number {
  return version;
}
