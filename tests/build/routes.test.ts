/**
 * Every address of the legacy site, checked in the production build: the file is where a plain
 * static host looks for it, with the right title, heading and sidebar, and no page is an orphan.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {assertBuilt, BUILD_DIR, builtFile, loadPage} from '../support/build';
import {ROUTES, topLevelLabels} from '../support/fixtures';
import {fileForRoute} from '../../scripts/lib/routes.mjs';
import {LOCALE, SITE_TITLE} from '@site/src/siteConstants';

const DOCS_DIR = path.resolve(__dirname, '../../docs');

beforeAll(assertBuilt);

describe.each(ROUTES)('$path', (route) => {
  it('is a file of the build', () => {
    expect(fs.existsSync(builtFile(route.path))).toBe(true);
  });

  it('has the title of routes.json', () => {
    const $ = loadPage(route.path);
    expect($('title').text()).toBe(`${route.title} | ${SITE_TITLE}`);
    expect($('article h1').first().text()).toBe(route.title);
  });

  it(`shows the ${route.sidebar} sidebar`, () => {
    const $ = loadPage(route.path);
    const labels = $('nav[aria-label="Docs sidebar"] > ul > li')
      .map((_i, li) => $(li).find('.menu__link').first().text().trim())
      .get();
    expect(labels).toEqual(topLevelLabels(route.sidebar));
  });
});

describe('the site as a whole', () => {
  it('declares its language, logo and favicon on every page, by absolute paths that exist', () => {
    for (const route of ROUTES) {
      const $ = loadPage(route.path);
      expect($('html').attr('lang')).toBe(LOCALE);
      const icon = $('link[rel="icon"]').attr('href') ?? '';
      const logo = $('.navbar__logo img').attr('src') ?? '';
      for (const asset of [icon, logo]) {
        expect(asset.startsWith('/')).toBe(true);
        expect(fs.existsSync(`${BUILD_DIR}${asset}`)).toBe(true);
      }
    }
  });

  it('describes each page with its own front matter description, for search engines and link previews', () => {
    for (const route of ROUTES) {
      const source = fs.readFileSync(path.join(DOCS_DIR, fileForRoute(route.path)), 'utf8');
      const frontMatter = yaml.load(/^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '') as {description?: string};
      const $ = loadPage(route.path);
      const meta = [
        $('meta[name="description"]').attr('content'),
        $('meta[property="og:description"]').attr('content'),
      ];
      expect([route.path, ...meta]).toEqual([route.path, frontMatter.description, frontMatter.description]);
    }
  });

  it('describes the whole site in the words of the legacy site, in /llms.txt and /site.json', () => {
    const legacy = 'The central knowledge hub for all things Swipechain';
    const llms = fs.readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8').split('\n');
    expect(llms.slice(0, 3)).toEqual([`# ${SITE_TITLE}`, '', `> ${legacy}`]);
    expect(JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'site.json'), 'utf8')).description).toBe(legacy);
  });

  it('has a 404 page that a static host can return for any unknown address', () => {
    expect(fs.existsSync(`${BUILD_DIR}/404.html`)).toBe(true);
  });

  it('leaves no page an orphan: each is linked from another page', () => {
    const linkedFrom = new Map<string, Set<string>>();
    for (const route of ROUTES) {
      const $ = loadPage(route.path);
      $('a[href]').each((_i, a) => {
        const href = ($(a).attr('href') ?? '').split('#')[0] ?? '';
        if (!href.startsWith('/') || href === route.path) return;
        if (!linkedFrom.has(href)) linkedFrom.set(href, new Set());
        linkedFrom.get(href)?.add(route.path);
      });
    }
    const orphans = ROUTES.filter((r) => r.path !== '/' && !linkedFrom.has(r.path)).map((r) => r.path);
    expect(orphans).toEqual([]);
  });
});
