/**
 * Offline search on the production build: nothing of the index is downloaded until search opens,
 * and then only the two chunks it opens with until a query asks for the index files it needs, a
 * small part of them, each once; the keyboard opens search, moves through the results and lands on
 * the chosen heading; an unknown word shows the no-results state; the dialog is accessible.
 */
import path from 'node:path';
import {test, expect, type Page, type Request} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {searchFiles} from '../../scripts/lib/search-chunks.mjs';
import {openSearch, timeQuery} from '../../scripts/lib/search-browser.mjs';
import {waitForHydration, watchPage} from './support';

/** An index file that a query loads (plugins/site-content): assets/search/<hash>/<name>. */
const indexFileOf = (request: Request) =>
  /\/assets\/search\/[\da-f]+\/([\w-]+\.json)$/.exec(new URL(request.url()).pathname)?.[1];
/** The lazily loaded parts of search: its two chunks (the engine with the index's meta part, and MiniSearch) and the index files. */
const isIndexRequest = (request: Request) =>
  /\/search-(index|engine)\.[\w-]+\.js$/.test(new URL(request.url()).pathname) || indexFileOf(request) !== undefined;

function watchIndexRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (isIndexRequest(request)) requests.push(request);
  });
  return requests;
}

const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});
const searchField = (page: Page) => page.getByRole('combobox', {name: 'Search the documentation'});

test('the index is not requested before search opens; the keyboard opens search and lands on a heading', async ({
  page,
}) => {
  const watch = watchPage(page);
  const indexRequests = watchIndexRequests(page);
  await page.goto('/faq/');
  await waitForHydration(page);
  // Scroll, follow a link and wait for the network to settle: still no index.
  await page.mouse.wheel(0, 600);
  await page.getByRole('link', {name: 'Home', exact: true}).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);

  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(searchField(page)).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(/^Type to search/);
  // The two chunks, and no index file before a query.
  expect(indexRequests.map((r) => path.basename(new URL(r.url()).pathname).split('.')[0]).sort()).toEqual([
    'search-engine',
    'search-index',
  ]);

  await page.keyboard.type('forger'); // letter by letter
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  // All from the site itself; each index file once; together a small part of the index.
  for (const request of indexRequests) expect(new URL(request.url()).origin).toBe(new URL(page.url()).origin);
  const loaded = indexRequests.flatMap((r) => indexFileOf(r) ?? []);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded).toEqual([...new Set(loaded)]);
  const files = searchFiles(process.env.BUILD_DIR ?? 'build');
  const bytes = (names: string[]) => names.reduce((sum, name) => sum + files.size(name).raw, 0);
  expect(bytes(loaded)).toBeLessThan(bytes(files.names()) / 4);
  // A page titled "Forger" first, and the words marked.
  await expect(options.first()).toContainText('Forger');
  await expect(options.first().locator('mark').first()).toHaveText(/^forg/i);

  // Choose the glossary's "Forger" entry with the arrow keys and open it with Enter.
  const titles = await options.evaluateAll((els) => els.map((el) => el.textContent ?? ''));
  const target = titles.findIndex((text) => text.startsWith('Forger') && text.includes('Glossary'));
  expect(target).toBeGreaterThan(0);
  for (let i = 0; i < target; i += 1) await page.keyboard.press('ArrowDown');
  await expect(options.nth(target)).toHaveAttribute('aria-selected', 'true');
  await expect(searchField(page)).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(target).getAttribute('id'))!,
  );
  await page.keyboard.press('Enter');

  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/glossary/#forger');
  const heading = page.locator('article [id="forger"]');
  await expect(heading).toHaveText(/Forger/);
  await expect(heading).toBeInViewport();
  expect(watch.problems).toEqual([]);
});

test('`/` and Cmd+K open search; Escape closes it and gives focus back; the dialog is accessible', async ({page}) => {
  const watch = watchPage(page);
  await page.goto('/guidebook/core/cli.html');
  await waitForHydration(page);
  const button = page.getByRole('button', {name: 'Search'});
  await expect(button).toBeVisible();

  await page.keyboard.press('/');
  await expect(dialog(page)).toBeVisible();
  await expect(searchField(page)).toHaveValue('');
  await searchField(page).fill('delegate');
  await expect(page.getByRole('option').first()).toBeVisible();
  const axe = await new AxeBuilder({page}).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // ArrowUp from the first result wraps to the last.
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Meta+k');
  await expect(dialog(page)).toBeVisible();
  await page.getByRole('button', {name: 'Close search'}).click();
  await expect(dialog(page)).toBeHidden();
  expect(watch.problems).toEqual([]);
});

test('an unknown word shows the no-results state with a hint', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Search'}).click();
  await searchField(page).fill('zzqxvw');
  await expect(page.getByRole('status')).toHaveText('No results for “zzqxvw”.');
  await expect(page.getByTestId('search-no-results')).toContainText('Check the spelling');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(searchField(page)).toHaveAttribute('aria-expanded', 'false');
});

test("the bench's browser timing of a query lasts until that query's answer is shown, and fails rather than hangs", async ({
  page,
}) => {
  await page.goto('/');
  await openSearch(page);
  await expect(searchField(page)).toBeFocused();
  const forger = await timeQuery(page, 'forger');
  expect(forger.status).toMatch(/^\d+ results?\.$/);
  expect(forger.first).toContain('Forger');

  // Index files held back for 400 ms: a query that needs them is not answered, or timed, before.
  const held: string[] = [];
  await page.route(/\/assets\/search\/[\da-f]+\/[\w-]+\.json$/, async (route) => {
    held.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const passphrase = await timeQuery(page, 'passphrase');
  expect(held.length).toBeGreaterThan(0);
  expect(passphrase.ms).toBeGreaterThanOrEqual(400);
  expect(passphrase.status).toMatch(/^\d+ results?\.$/);
  expect(passphrase.first).toContain('Passphrase');
  await expect(searchField(page)).toHaveValue('passphrase');
  await page.unroute(/\/assets\/search\//);

  const none = await timeQuery(page, 'zzqxvw');
  expect(none).toMatchObject({status: 'No results for “zzqxvw”.', first: null});

  // A query whose files cannot load ends with the error, and a blank one is refused.
  await page.route(/\/assets\/search\/[\da-f]+\/[\w-]+\.json$/, (route) => route.abort());
  await expect(timeQuery(page, 'webhooks')).rejects.toThrow(/search failed for “webhooks”/);
  await expect(timeQuery(page, '   ')).rejects.toThrow(/blank/);
});
