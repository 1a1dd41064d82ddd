/**
 * Search and plain text in the production build. Opening search downloads two chunks (the engine
 * with the meta part of the index, and MiniSearch) that no page loads with it; a query then
 * downloads the index files it needs (term shards, the texts of the results shown): within its
 * budget, a small part of the index, and the same answers as the whole index gives. The index
 * covers every page and deep-links to ids that exist. /llms.txt and /llms-full.txt list every page
 * of routes.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import {assertBuilt, BUILD_DIR, builtFile, loadPage} from '../support/build';
import {ROUTES} from '../support/fixtures';
import {wholeIndexSearch} from '../support/search';
import {SITE_URL} from '@site/src/siteConstants';
import {createSearchEngine} from '@site/src/lib/search/engine';
import type {SearchIndexData} from '@site/src/lib/search/types';
import {
  BENCH_QUERIES,
  firstQueryDownloads,
  searchChunks,
  searchFiles,
  searchIndexData,
} from '../../scripts/lib/search-chunks.mjs';

beforeAll(assertBuilt);

/** What a reader's first query may download: the chunks search opens with and the index files it needs. */
const FIRST_QUERY_BUDGET_GZIP = 150 * 1024; // 150 KiB
const indexData = (): SearchIndexData => searchIndexData(BUILD_DIR);
const engineOverBuild = () => {
  const files = searchFiles(BUILD_DIR);
  return createSearchEngine(files.meta, async (name) => JSON.parse(files.text(name)) as unknown);
};

describe('the search index', () => {
  it('opens with two chunks, the engine with the meta part of the index, and MiniSearch', () => {
    const chunks = searchChunks(BUILD_DIR);
    expect(chunks.map((f) => path.basename(f).split('.')[0])).toEqual(['search-engine', 'search-index']);
    expect(fs.readFileSync(path.join(BUILD_DIR, chunks[0] ?? ''), 'utf8')).toContain('loadJS');
    expect(fs.readFileSync(path.join(BUILD_DIR, chunks[1] ?? ''), 'utf8')).toContain('"termStarts":');
  });

  it('downloads on a first query at most 150 KiB gzip, a small part of the index files', async () => {
    const files = searchFiles(BUILD_DIR);
    const whole = files.names().reduce((sum, name) => sum + files.size(name).gzip, 0);
    const downloads = await firstQueryDownloads(BUILD_DIR, createSearchEngine, BENCH_QUERIES);
    for (const {query, gzip, filesGzip, results} of downloads) {
      expect([query, gzip <= FIRST_QUERY_BUDGET_GZIP, filesGzip < whole / 4, results > 0]).toEqual([
        query,
        true,
        true,
        true,
      ]);
    }
  });

  it('answers the benchmark queries as MiniSearch over the whole index does', async () => {
    const whole = wholeIndexSearch(indexData());
    for (const query of BENCH_QUERIES) {
      const hits = await engineOverBuild().find(query);
      const expected = whole.hits(query);
      expect([query, hits.map((h) => [h.id, h.tier])]).toEqual([query, expected.map((h) => [h.id, h.tier])]);
      hits.forEach((hit, i) => expect(hit.score).toBeCloseTo(expected[i]?.score ?? NaN, 9));
    }
  });

  it('is not loaded with any page', () => {
    for (const route of ROUTES) {
      expect(fs.readFileSync(builtFile(route.path), 'utf8')).not.toMatch(/search-(index|engine)|assets\/search\//);
    }
  });

  it('covers every page of routes.json once, with its title', () => {
    const {pages} = indexData();
    expect(pages.map((p) => p.url).sort()).toEqual(ROUTES.map((r) => r.path).sort());
    const titles = new Map(pages.map((p) => [p.url, p.title]));
    for (const route of ROUTES) expect([route.path, titles.get(route.path)]).toEqual([route.path, route.title]);
  });

  it('deep-links only to headings that exist on their page', () => {
    const {pages, sections} = indexData();
    const missing: string[] = [];
    for (const section of sections) {
      const page = pages[section.page];
      if (!page || !section.anchor) continue;
      const $ = loadPage(page.url);
      if ($(`article [id="${section.anchor}"]`).length === 0) missing.push(`${page.url}#${section.anchor}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('llms.txt', () => {
  const text = () => fs.readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');

  it('opens with the site title and description', () => {
    expect(text()).toMatch(/^# Swipechain Documentation\n\n> The central knowledge hub for all things Swipechain\n/);
  });

  it('lists every page of routes.json once, as a link with its title', () => {
    const links = [...text().matchAll(/^- \[((?:[^\]\\]|\\.)+)\]\((\S+)\)/gm)].map((m) => ({
      title: (m[1] ?? '').replace(/\\(.)/g, '$1'),
      url: m[2] ?? '',
    }));
    expect(links).toHaveLength(ROUTES.length);
    expect(links.map((l) => l.url).sort()).toEqual(ROUTES.map((r) => `${SITE_URL}${r.path}`).sort());
    const byUrl = new Map(links.map((l) => [l.url, l.title]));
    for (const route of ROUTES)
      expect([route.path, byUrl.get(`${SITE_URL}${route.path}`)]).toEqual([route.path, route.title]);
  });

  it('groups the pages under a heading per section', () => {
    const sections = [...text().matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections).toEqual([
      'Overview',
      'Introduction',
      'Guidebook',
      'Tutorials',
      'Security',
      'FAQ',
      'Releases',
      'Archive',
    ]);
  });
});

describe('llms-full.txt', () => {
  const text = () => fs.readFileSync(path.join(BUILD_DIR, 'llms-full.txt'), 'utf8');
  /** The lines outside fenced code blocks. */
  const prose = () => {
    let fence: string | null = null;
    return text()
      .split('\n')
      .filter((line) => {
        const open = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
        if (open && (fence === null || open.startsWith(fence))) {
          fence = fence === null ? open : null;
          return false;
        }
        return fence === null;
      });
  };

  it('holds every page under its title and address, in reading order', () => {
    const entries = [...text().matchAll(/^# (.+)\n\nSource: (\S+)$/gm)].map((m) => m[2]);
    expect([...entries].sort()).toEqual(ROUTES.map((r) => `${SITE_URL}${r.path}`).sort());
    // Reading order starts at the home page and the sidebars' order.
    expect(entries[0]).toBe(`${SITE_URL}/`);
  });

  it('has no component markup, imports, expressions or heading ids outside code', () => {
    // Inline code may show markup on purpose (a page about writing pages does).
    const offending = prose()
      .map((line) => line.replace(/`[^`]*`/g, ''))
      .filter(
        (line) =>
          /^\s*<\/?[A-Z][\w.]*[\s>/]/.test(line) || /^import\s.+\sfrom\s/.test(line) || /\{\/\*|\{#[\w-]+\}/.test(line),
      );
    expect(offending).toEqual([]);
  });
});
