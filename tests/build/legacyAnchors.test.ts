/**
 * Old deep links in the production build: every heading id of the old site
 * (`../shared/legacy-anchors.json`, beside the clone) exists on its page, either as our heading's own
 * id or as an alias from front matter `legacy_anchors` (plugins/legacy-anchors); and the aliases
 * change nothing that lists headings: the TOC, the site record and the search index.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import {assertBuilt, BUILD_DIR, loadPage} from '../support/build';
import {ROUTES} from '../support/fixtures';
import type {SiteRecord} from '@site/plugins/site-content/siteRecord';
import type {SearchIndexData} from '@site/src/lib/search/types';
import {LEGACY_ANCHORS_ATTRIBUTE, LEGACY_ANCHORS_KEY} from '@site/src/lib/legacyAnchors';
import {searchIndexData} from '../../scripts/lib/search-chunks.mjs';

const ROOT = path.resolve(__dirname, '../..');
const LEGACY_ANCHORS_FILE = path.resolve(ROOT, '../shared/legacy-anchors.json');

type LegacyAnchors = {pages: Record<string, [level: number, id: string, heading: string][]>};

function legacyAnchors(): LegacyAnchors {
  if (!fs.existsSync(LEGACY_ANCHORS_FILE)) {
    throw new Error(
      `${LEGACY_ANCHORS_FILE} is missing: the old site's heading ids are read from shared/legacy-anchors.json beside the clone (../shared/ from the repository root).`,
    );
  }
  return JSON.parse(fs.readFileSync(LEGACY_ANCHORS_FILE, 'utf8')) as LegacyAnchors;
}

/** The alias anchors of a built page, with the heading each sits in. */
function aliasesOf($: CheerioAPI): {id: string; heading: string | undefined}[] {
  return $('article .legacy-anchor')
    .map((_i, el) => ({id: $(el).attr('id') ?? '', heading: $(el).parent().attr('id')}))
    .get();
}

beforeAll(assertBuilt);

describe('old deep links', () => {
  it('every heading id of the old site exists on its page', () => {
    const {pages} = legacyAnchors();
    const listed = Object.values(pages).flat();
    expect(listed).toHaveLength(976);
    const missing: string[] = [];
    for (const [route, anchors] of Object.entries(pages)) {
      const $ = loadPage(route);
      for (const [level, id] of anchors) {
        if ($(`article [id="${id}"]`).length !== 1) missing.push(`${route}#${id} (level ${level})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('an alias is an empty, hidden anchor at the start of the heading it stands for', () => {
    let count = 0;
    for (const route of ROUTES) {
      const $ = loadPage(route.path);
      $('article .legacy-anchor').each((_i, el) => {
        count += 1;
        const alias = $(el);
        const heading = alias.parent();
        expect({
          route: route.path,
          id: alias.attr('id'),
          tag: el.tagName,
          text: alias.text(),
          hidden: alias.attr('aria-hidden'),
        }).toEqual({
          route: route.path,
          id: alias.attr('id'),
          tag: 'span',
          text: '',
          hidden: 'true',
        });
        expect([
          route.path,
          /^h[2-6]$/.test(heading.prop('tagName')?.toLowerCase() ?? ''),
          Boolean(heading.attr('id')),
        ]).toEqual([route.path, true, true]);
        // Before the heading's text, so that the browser scrolls to the heading.
        expect(heading.contents().first().is('.legacy-anchor')).toBe(true);
      });
      expect($(`[${LEGACY_ANCHORS_ATTRIBUTE}]`).length).toBe(0);
    }
    expect(count).toBeGreaterThan(0);
  });
});

describe('aliases change no list of headings', () => {
  const record = () => JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'site.json'), 'utf8')) as SiteRecord;

  it('the TOC links exactly the headings of levels 2 and 3, never an alias', () => {
    for (const route of ROUTES) {
      const $ = loadPage(route.path);
      const aliases = new Set(aliasesOf($).map((a) => a.id));
      const toc = $('.theme-doc-toc-desktop a.table-of-contents__link')
        .map((_i, a) => decodeURIComponent(($(a).attr('href') ?? '').replace(/^#/, '')))
        .get();
      const headings = $('article h2[id], article h3[id]')
        .map((_i, h) => $(h).attr('id'))
        .get();
      expect([route.path, toc.filter((id) => aliases.has(id))]).toEqual([route.path, []]);
      if (toc.length > 0) expect([route.path, toc]).toEqual([route.path, headings]);
    }
  });

  it('the site record lists headings only, and keeps `legacy_anchors` out of the front matter', () => {
    for (const page of record().pages) {
      const $ = loadPage(page.path);
      const aliases = aliasesOf($).map((a) => a.id);
      expect([page.path, page.headers.filter((h) => aliases.includes(h.slug))]).toEqual([page.path, []]);
      expect([page.path, LEGACY_ANCHORS_KEY in page.frontmatter]).toEqual([page.path, false]);
      // An aliased heading keeps its children: the theme labels the hash link with the heading's
      // text when that is a single text node, with its id otherwise, exactly as without aliases.
      for (const {heading} of aliasesOf($)) {
        const element = $(`article [id="${heading}"]`);
        const own = element.contents().filter((_i, node) => !$(node).is('.legacy-anchor, .hash-link'));
        const text = own.length === 1 && own[0]?.type === 'text' ? own.text() : heading;
        expect([page.path, element.children('.hash-link').attr('aria-label')]).toEqual([
          page.path,
          `Direct link to ${text}`,
        ]);
      }
    }
  });

  it('search indexes headings only: no section is an alias', () => {
    const {pages, sections} = searchIndexData(BUILD_DIR) as SearchIndexData;
    const aliases = new Map(ROUTES.map((r) => [r.path, new Set(aliasesOf(loadPage(r.path)).map((a) => a.id))]));
    const hits = sections.filter((s) => s.anchor && aliases.get(pages[s.page]?.url ?? '')?.has(s.anchor));
    expect(hits).toEqual([]);
  });
});
