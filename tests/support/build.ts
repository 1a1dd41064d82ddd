import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';

/** The production build the build tests read: BUILD_DIR, or build/ at the repository root. */
export const BUILD_DIR = path.resolve(__dirname, '../..', process.env.BUILD_DIR ?? 'build');

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error(`No production build in ${BUILD_DIR}: run \`npm run build\` first.`);
  }
}

/** Reads the pages of a build folder: each route's file, and its HTML parsed once. */
export function buildReader(dir: string): {fileOf: (route: string) => string; page: (route: string) => CheerioAPI} {
  /** The file a route builds to: '/faq/' -> faq/index.html, '/faq/bounties.html' -> faq/bounties.html. */
  const fileOf = (route: string): string => path.join(dir, route.endsWith('/') ? `${route}index.html` : route);
  const cache = new Map<string, CheerioAPI>();
  const page = (route: string): CheerioAPI => {
    let $ = cache.get(route);
    if (!$) {
      $ = load(fs.readFileSync(fileOf(route), 'utf8'));
      cache.set(route, $);
    }
    return $;
  };
  return {fileOf, page};
}

const site = buildReader(BUILD_DIR);
/** The file a route of the site's build builds to. */
export const builtFile = site.fileOf;
/** A page of the site's build, parsed once. */
export const loadPage = site.page;
