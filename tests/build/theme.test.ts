/** Page furniture in the production build: the last-updated stamp and the site record. */
import fs from 'node:fs';
import path from 'node:path';
import {assertBuilt, BUILD_DIR, loadPage} from '../support/build';
import {ROUTES} from '../support/fixtures';
import type {SiteRecord} from '@site/plugins/site-record';
import {SITE_DESCRIPTION, SITE_TITLE} from '@site/src/siteConstants';

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

describe('/site.json', () => {
  const record = () => JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'site.json'), 'utf8')) as SiteRecord;

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
