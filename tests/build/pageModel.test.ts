/**
 * The page model's heading ids are the ids the build renders: for every page of docs/, each heading
 * of levels 2-6, in order, against the production build (the migrated fixture: tests/build/migrate.test.ts).
 */
import path from 'node:path';
import {assertBuilt, BUILD_DIR} from '../support/build';
import {headingIdsByPage, type PageIds} from '../support/headingIds';

let pages: PageIds[] = [];
beforeAll(async () => {
  assertBuilt();
  pages = await headingIdsByPage(path.resolve(__dirname, '../../docs'), BUILD_DIR);
}, 120000);

it('reads every page of docs/', () => {
  expect(pages).toHaveLength(164);
  expect(pages.reduce((sum, page) => sum + page.html.length, 0)).toBeGreaterThan(1000);
});

it("gives every heading of every page the id of the built page's HTML", () => {
  for (const {file, model, html} of pages) expect({file, ids: model}).toEqual({file, ids: html});
});
