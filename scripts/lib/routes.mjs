// @ts-check
// The site's route table (content/routes.json: every address, as the legacy site served it) and the
// rules that tie an address to its source file. Used by the content checker and the tests; nothing
// here touches the network.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The route table lives with the site it describes, not with the tests that read it. */
export const ROUTES_FILE = path.join(ROOT, 'content/routes.json');

/** @typedef {{path: string, title: string, sidebar: string}} Route */

/** @returns {Route[]} */
export function loadRoutes() {
  return JSON.parse(fs.readFileSync(ROUTES_FILE, 'utf8')).pages;
}

/** A folder route ends in '/', a page route in '.html'. */
export function isFolder(/** @type {string} */ route) {
  return route.endsWith('/');
}

/** Source file of a route, relative to the docs folder: '/faq/' -> 'faq/index.md'. */
export function fileForRoute(/** @type {string} */ route) {
  if (isFolder(route)) return `${route.slice(1)}index.md`;
  if (!route.endsWith('.html')) throw new Error(`Route ${route} is neither a folder nor an .html page`);
  return `${route.slice(1, -'.html'.length)}.md`;
}

/**
 * The folder page a route belongs to: the closest ancestor folder that is itself a route.
 * '/tutorials/core/how-to-use-milestones.html' -> '/tutorials/' (there is no '/tutorials/core/').
 * @param {string} route
 * @param {Set<string>} routeSet
 * @returns {string | null}
 */
export function nearestFolder(route, routeSet) {
  const segments = route.split('/').filter(Boolean);
  // A folder route's own last segment is the folder itself; a page's last segment is the file.
  for (let keep = segments.length - 1; keep >= 0; keep -= 1) {
    const candidate = `/${segments.slice(0, keep).join('/')}${keep ? '/' : ''}`;
    if (candidate !== route && routeSet.has(candidate)) return candidate;
  }
  return null;
}

/** Routes whose nearest folder page is `folder`. */
export function childrenOf(/** @type {string} */ folder, /** @type {Route[]} */ routes) {
  const set = new Set(routes.map((r) => r.path));
  return routes.filter((r) => r.path !== folder && nearestFolder(r.path, set) === folder).map((r) => r.path);
}

/**
 * Prose quotas: the content issues split the site into five parts (I-V), each with a minimum of prose
 * words that the content checker enforces over the whole tree. Not the site's navigation sections
 * (those are SECTIONS in src/lib/sections.ts): part I alone spans seven of them.
 * @type {{id: string, title: string, minWords: number, test: (route: string) => boolean}[]}
 */
export const PROSE_QUOTAS = [
  {
    id: 'I',
    title: 'Home, Introduction, FAQ, Glossary, Cryptography, Security, License',
    minWords: 18000,
    test: (r) =>
      r === '/' ||
      r === '/LICENSE.html' ||
      ['/introduction/', '/faq/', '/glossary/', '/cryptography/', '/security/'].some((p) => r.startsWith(p)),
  },
  {
    id: 'II',
    title: 'Guidebook',
    minWords: 28000,
    test: (r) => r.startsWith('/guidebook/') && !r.startsWith('/guidebook/core/plugins/'),
  },
  {id: 'III', title: 'Core plugin reference', minWords: 9600, test: (r) => r.startsWith('/guidebook/core/plugins/')},
  {id: 'IV', title: 'Tutorials', minWords: 22500, test: (r) => r.startsWith('/tutorials/')},
  {
    id: 'V',
    title: 'Releases and Archive',
    minWords: 10200,
    test: (r) => r.startsWith('/releases/') || r.startsWith('/archive/'),
  },
];

/** The prose quota a route counts towards. */
export function proseQuotaOf(/** @type {string} */ route) {
  const quota = PROSE_QUOTAS.find((q) => q.test(route));
  if (!quota) throw new Error(`Route ${route} belongs to no prose quota`);
  return quota;
}
