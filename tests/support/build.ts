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

/** The file a route builds to: '/faq/' -> faq/index.html, '/faq/bounties.html' -> faq/bounties.html. */
export function builtFile(route: string): string {
  return path.join(BUILD_DIR, route.endsWith('/') ? `${route}index.html` : route);
}

const cache = new Map<string, CheerioAPI>();
export function loadPage(route: string): CheerioAPI {
  let $ = cache.get(route);
  if (!$) {
    $ = load(fs.readFileSync(builtFile(route), 'utf8'));
    cache.set(route, $);
  }
  return $;
}
