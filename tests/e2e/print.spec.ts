/**
 * Print styles (src/css/print.css): with print media, only the page's content shows; code blocks
 * wrap instead of scrolling; external links show their address.
 */
import {test, expect} from '@playwright/test';
import {waitForHydration} from './support';

const PAGE = '/guidebook/contribution-guidelines/writing-documentation.html';

test('printing a page leaves out the chrome, keeps code whole and shows external addresses', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto(PAGE);
  await waitForHydration(page);
  // On screen first: the parts that printing leaves out are there.
  await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();

  await page.emulateMedia({media: 'print'});
  for (const hidden of [
    'nav.navbar',
    '.theme-doc-sidebar-container',
    '.theme-doc-toc-desktop',
    '.theme-doc-toc-mobile',
    '.theme-edit-this-page',
    '.pagination-nav',
  ]) {
    await expect(page.locator(hidden).first(), hidden).toBeHidden();
  }
  const visibleButtons = await page.locator('button').evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).length);
  expect(visibleButtons).toBe(0);
  await expect(page.locator('article h1')).toBeVisible();

  // Code blocks wrap: nothing scrolls sideways, and the longest lines are still all there.
  const code = await page.locator('article pre').evaluateAll((els) =>
    els.map((el) => ({whiteSpace: getComputedStyle(el).whiteSpace, overflow: el.scrollWidth - el.clientWidth})),
  );
  expect(code.length).toBeGreaterThan(0);
  for (const block of code) {
    expect(block.whiteSpace).toBe('pre-wrap');
    expect(block.overflow).toBeLessThanOrEqual(1);
  }

  // External links print their address after the text; links within the site do not.
  const external = page.locator('article .theme-doc-markdown a[href^="https://"]').first();
  const href = await external.getAttribute('href');
  expect(href).toBeTruthy();
  const after = await external.evaluate((el) => getComputedStyle(el, '::after').content);
  expect(after).toBe(`" (${href})"`);
  const internal = page.locator('article .theme-doc-markdown a[href^="/"]').first();
  expect(await internal.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('none');
});
