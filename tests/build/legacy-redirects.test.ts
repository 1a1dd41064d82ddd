/**
 * The legacy addresses in the production build (plugins/legacy-redirects): a redirect document for
 * each page form `/x/y/`, `_redirects` and the nginx include, all from the same routes; and nothing
 * else new: every HTML file is a page of routes.json, the 404 page or one of those documents, and
 * the sitemap lists the pages only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {assertBuilt, BUILD_DIR} from '../support/build';
import {ROUTES} from '../support/fixtures';
import {legacyRedirects} from '@site/src/lib/legacyPath';
import {isBareFolder, NETLIFY_FILE, NGINX_FILE} from '@site/plugins/legacy-redirects/rules';
import {SITE_TITLE, SITE_URL} from '@site/src/siteConstants';

beforeAll(assertBuilt);

const REDIRECTS = legacyRedirects(ROUTES.map((r) => r.path));
const PAGE_FORMS = REDIRECTS.filter(({from}) => from.endsWith('/') && from !== '/');
const TITLE = new Map(ROUTES.map((r) => [r.path, r.title]));
const read = (file: string) => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');

/** Every HTML file of the build, relative to it, with `/` separators. */
function htmlFiles(dir = BUILD_DIR): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [path.relative(BUILD_DIR, full).split(path.sep).join('/')] : [];
  });
}

describe('redirect documents', () => {
  it('there is one for each page of routes.json, at x/y/index.html', () => {
    expect(PAGE_FORMS).toHaveLength(ROUTES.filter((r) => r.path.endsWith('.html')).length);
  });

  it.each(PAGE_FORMS.map((r) => [r.from, r.to]))(
    '%s sends the reader to %s, keeping query and hash, and loads nothing',
    (from, to) => {
      const html = read(`${from.slice(1)}index.html`);
      const $ = load(html);
      expect($('link[rel="canonical"]').attr('href')).toBe(`${SITE_URL}${to}`);
      expect($('meta[name="robots"]').attr('content')).toBe('noindex');
      expect(load($('noscript').html() ?? '')('meta[http-equiv="refresh"]').attr('content')).toBe(`0; url=${to}`);
      expect($('script').text()).toBe(`location.replace(${JSON.stringify(to)} + location.search + location.hash)`);
      expect($('body a').attr('href')).toBe(to);
      expect($('title').text()).toBe(`${TITLE.get(to)} | ${SITE_TITLE}`);
      expect($('script[src], link[rel="stylesheet"], link[rel="preload"], img').length).toBe(0);
      expect(html.length).toBeLessThan(1024);
    },
  );
});

describe('the build holds nothing else new', () => {
  it('every HTML file is a page of routes.json, the 404 page or a redirect document', () => {
    const expected = [
      ...ROUTES.map((r) => (r.path.endsWith('/') ? `${r.path.slice(1)}index.html` : r.path.slice(1))),
      '404.html',
      ...PAGE_FORMS.map((r) => `${r.from.slice(1)}index.html`),
    ].sort();
    expect(htmlFiles().sort()).toEqual(expected);
  });

  it('the sitemap lists the pages of routes.json and nothing else', () => {
    const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(ROUTES.map((r) => `${SITE_URL}${r.path}`).sort());
  });
});

describe('_redirects', () => {
  it('forces a 301 for every legacy form but a folder without its slash, from the same list', () => {
    const rules = read(NETLIFY_FILE)
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.trim().split(/\s+/));
    expect(rules).toEqual(REDIRECTS.filter((r) => !isBareFolder(r)).map((r) => [r.from, r.to, '301!']));
    expect(rules).toHaveLength(
      ROUTES.length * 2 - 1 - ROUTES.filter((r) => r.path.endsWith('/') && r.path !== '/').length,
    );
  });
});

describe('the nginx include', () => {
  it('maps every legacy form, and nothing else, to its canonical address', () => {
    const entries = [...read(NGINX_FILE).matchAll(/^ {4}"(\/[^"]*)"\s+"([^"]*)";$/gm)].map((m) => ({
      from: m[1],
      to: m[2],
    }));
    expect(entries).toEqual(REDIRECTS);
    expect(entries).toHaveLength(ROUTES.length * 2 - 1);
  });
});
