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
  const visibleButtons = await page
    .locator('button')
    .evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).length);
  expect(visibleButtons).toBe(0);
  await expect(page.locator('article h1')).toBeVisible();

  // Code blocks wrap: nothing scrolls sideways, and the longest lines are still all there.
  const code = await page
    .locator('article pre')
    .evaluateAll((els) =>
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

/** WCAG contrast ratio of two CSS colours `rgb(r, g, b)` / `rgba(r, g, b, a)` (opaque ones). */
function contrast(foreground: string, background: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [a, b] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the "Applies to Core" line under the title reads at 4.5:1 in ${colorScheme} mode and prints in dark ink`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme});
    await page.goto('/guidebook/core/cli.html');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    const line = page.getByTestId('applies-to');
    await expect(line).toHaveText('Applies to Core 2.2 \u2013 2.6');
    await expect(page.locator('article header > h1 + p[data-testid="applies-to"]')).toBeVisible();
    const colors = () =>
      line.evaluate((el) => ({
        text: getComputedStyle(el).color,
        page: getComputedStyle(document.documentElement).backgroundColor,
      }));
    const screen = await colors();
    const background = screen.page === 'rgba(0, 0, 0, 0)' ? 'rgb(255, 255, 255)' : screen.page;
    expect(contrast(screen.text, background)).toBeGreaterThanOrEqual(4.5);

    await page.emulateMedia({media: 'print', colorScheme});
    await expect(line).toBeVisible();
    expect(contrast((await colors()).text, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(7);
  });
}
