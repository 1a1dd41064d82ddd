/** Page furniture in the production build: the last-updated stamp, the applies-to line and the site record. */
import fs from 'node:fs';
import path from 'node:path';
import {assertBuilt, BUILD_DIR, loadPage} from '../support/build';
import {ROUTES} from '../support/fixtures';
import type {SiteRecord} from '@site/plugins/site-content/siteRecord';
import {SITE_DESCRIPTION, SITE_TITLE} from '@site/src/siteConstants';
import {formatAppliesTo, parseAppliesTo} from '@site/src/lib/appliesTo';

beforeAll(assertBuilt);

const STAMP = /^\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} (AM|PM)$/;

describe('the last-updated stamp', () => {
  it.each(ROUTES.map((r) => r.path))('%s shows "Last Updated: M/D/YYYY, h:mm:ss AM" in a <time>', (route) => {
    const $ = loadPage(route);
    const stamp = $('[data-testid="last-updated"]');
    expect(stamp).toHaveLength(1);
    expect(stamp.text()).toMatch(/^Last Updated: /);
    const time = stamp.find('time');
    expect(time.text()).toMatch(STAMP);
    expect(new Date(time.attr('datetime') ?? '').toISOString()).toBe(time.attr('datetime'));
  });
});

const record = () => JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'site.json'), 'utf8')) as SiteRecord;

describe('the applies-to line under the title', () => {
  /** The line's text as front matter `applies_to` asks for it, or null without the field. */
  const expected = (frontMatter: Record<string, unknown>) => {
    if (frontMatter.applies_to === undefined) return null;
    const parsed = parseAppliesTo(frontMatter.applies_to);
    return parsed.ok ? formatAppliesTo(parsed.value) : `invalid applies_to ${String(frontMatter.applies_to)}`;
  };

  it('/guidebook/core/cli.html shows "Applies to Core 2.2 \u2013 2.6" once, directly under its title', () => {
    const $ = loadPage('/guidebook/core/cli.html');
    const line = $('[data-testid="applies-to"]');
    expect(line).toHaveLength(1);
    expect(line.text()).toBe('Applies to Core 2.2 \u2013 2.6');
    expect(line.prev().is('article header > h1')).toBe(true);
    expect(line.is('p')).toBe(true);
  });

  it('every page shows the line exactly when its front matter has applies_to, under the title', () => {
    for (const page of record().pages) {
      const $ = loadPage(page.path);
      const lines = $('[data-testid="applies-to"]');
      const text = expected(page.frontmatter);
      expect([page.path, lines.length, lines.first().text() || null]).toEqual([page.path, text === null ? 0 : 1, text]);
      if (text !== null) expect([page.path, lines.prev().is('article header > h1')]).toEqual([page.path, true]);
    }
  });
});

describe('/site.json', () => {
  it('carries the site title, description and base', () => {
    const {title, description, base} = record();
    expect({title, description, base}).toEqual({title: SITE_TITLE, description: SITE_DESCRIPTION, base: '/'});
  });

  it('lists all 164 pages with their titles', () => {
    const pages = record().pages;
    expect(pages).toHaveLength(ROUTES.length);
    expect(new Map(pages.map((p) => [p.path, p.title]))).toEqual(new Map(ROUTES.map((r) => [r.path, r.title])));
  });

  it("gives each page's level 2-3 headers with the ids the page really has", () => {
    for (const page of record().pages) {
      const $ = loadPage(page.path);
      const ids = $('article h2[id], article h3[id]')
        .map((_i, el) => `${el.tagName.slice(1)}:${$(el).attr('id')}`)
        .get();
      expect([page.path, page.headers.map((h) => `${h.level}:${h.slug}`)]).toEqual([page.path, ids]);
      expect(page.lastUpdated).toMatch(STAMP);
      expect(page.frontmatter.title).toBe(page.title);
    }
  });
});
