/**
 * Offline search on the production build: the index is not downloaded until search opens; the
 * keyboard opens it, moves through the results and lands on the chosen heading; an unknown word
 * shows the no-results state; the dialog is accessible.
 */
import {test, expect, type Page, type Request} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {waitForHydration, watchPage} from './support';

/** The lazily loaded chunks of search: the index data and MiniSearch (plugins/site-content). */
const isIndexRequest = (request: Request) =>
  /\/search-(index|engine)\.[\w-]+\.js$/.test(new URL(request.url()).pathname);

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
  await expect.poll(() => indexRequests.length).toBe(2);
  // Both come from the site itself.
  for (const request of indexRequests) expect(new URL(request.url()).origin).toBe(new URL(page.url()).origin);

  await page.keyboard.type('forger');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
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
