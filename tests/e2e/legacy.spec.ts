/**
 * Legacy addresses, as the spec's "Path resolution" says, on a plain static host (first visit) and
 * inside the app (client-side navigation): `/x/index.html` shows `/x/`; otherwise `.html`, then `/`,
 * then a trailing `/` replaced by `.html`; else the not-found layout.
 */
import {test, expect, type Page} from '@playwright/test';
import {ROUTE_BY_PATH} from '../support/fixtures';
import {SITE_TITLE} from '../../src/siteConstants';
import {waitForHydration} from './support';

const CASES: [kind: string, asked: string, canonical: string][] = [
  ['folder without its slash', '/faq', '/faq/'],
  ['folder index.html', '/faq/index.html', '/faq/'],
  ['page without .html', '/faq/bounties', '/faq/bounties.html'],
  ['page with a trailing slash', '/faq/bounties/', '/faq/bounties.html'],
  ['nested folder without its slash', '/tutorials/iot/boards/esp32-adafruit', '/tutorials/iot/boards/esp32-adafruit/'],
  [
    'nested folder index.html',
    '/tutorials/iot/boards/esp32-adafruit/index.html',
    '/tutorials/iot/boards/esp32-adafruit/',
  ],
  [
    'nested page without .html',
    '/guidebook/core/plugins/required/core-p2p',
    '/guidebook/core/plugins/required/core-p2p.html',
  ],
  ['nested page with a trailing slash', '/guidebook/core/cli/', '/guidebook/core/cli.html'],
  ['home index.html', '/index.html', '/'],
];

const UNKNOWN = ['/no/such/page', '/faq.html', '/faq/bounties.html/', '/guidebook/core/cli.htm'];

async function expectShows(page: Page, canonical: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(canonical);
  const title = ROUTE_BY_PATH.get(canonical)?.title;
  await expect(page).toHaveTitle(`${title} | ${SITE_TITLE}`);
  await expect(page.locator('article h1').first()).toHaveText(title ?? '');
}

/** Client-side navigation, as a link inside the app makes it. */
async function navigateInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, address);
}

for (const [kind, asked, canonical] of CASES) {
  test(`first visit: ${kind} (${asked}) shows ${canonical}`, async ({page}) => {
    await page.goto(`${asked}?from=old#top`);
    // The address becomes the canonical one before the reader does anything: the host's redirect, a
    // redirect page, or the app, which loads by itself on a page served at an address not its own.
    await expect.poll(() => new URL(page.url()).pathname).toBe(canonical);
    await waitForHydration(page);
    await expectShows(page, canonical);
    const url = new URL(page.url());
    expect(url.search).toBe('?from=old');
    expect(url.hash).toBe('#top');
  });

  test(`in the app: ${kind} (${asked}) shows ${canonical} without a new history entry`, async ({page}) => {
    await page.goto('/glossary/');
    await waitForHydration(page);
    const before = await page.evaluate(() => window.history.length);
    await navigateInApp(page, asked);
    await expectShows(page, canonical);
    // One entry for the navigation itself; the redirect replaced it instead of adding another.
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/glossary/');
  });
}

for (const asked of UNKNOWN) {
  test(`${asked} shows the not-found layout with a way home and into the sections`, async ({page}) => {
    const response = await page.goto(asked);
    expect(response?.status()).toBe(404);
    await waitForHydration(page, {interact: false});
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toBeVisible();
    await expect(notFound.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(notFound.getByRole('link', {name: 'Go to the documentation home'})).toHaveAttribute('href', '/');
    // In the list of sections: the suggestions, which arrive once the search index has loaded, may
    // link to a page called Guidebook too.
    const sections = notFound.getByRole('list', {name: 'Browse the sections'});
    await expect(sections.getByRole('link', {name: 'Guidebook', exact: true})).toHaveAttribute('href', '/guidebook/');
    expect(new URL(page.url()).pathname).toBe(asked);
  });
}

test('the not-found page suggests the closest addresses and pages about the words of the address', async ({page}) => {
  await page.goto('/guidebook/core/forger');
  await waitForHydration(page, {interact: false});
  await expect(page.getByTestId('closest-pages').getByRole('link')).toHaveCount(3);
  const related = page.getByTestId('related-pages');
  await expect(related.locator('a[href="/guidebook/core/plugins/required/core-forger.html"]')).toBeVisible();
});
