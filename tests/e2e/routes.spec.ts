/**
 * Every canonical address, in the browser, on the plain static host: it loads, hydrates, shows its
 * title with no console error and no failed request, and axe finds no serious or critical issue.
 */
import {test, expect} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {ROUTES} from '../support/fixtures';
import {SITE_TITLE} from '../../src/siteConstants';
import {waitForHydration, watchPage} from './support';

// axe over the longest pages (thousands of code tokens) takes 10-20 s on a quiet 2-core runner and
// went past the 30 s default once when the machine was busy: allow it room, it waits for no timer.
test.describe.configure({timeout: 90_000});

for (const route of ROUTES) {
  test(`${route.path} loads, hydrates and is accessible`, async ({page}) => {
    const watch = watchPage(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveTitle(`${route.title} | ${SITE_TITLE}`);
    expect(new URL(page.url()).pathname).toBe(route.path);
    // Only violations are reported back: the lists of passes on pages full of code tokens are large and slow.
    const axe = await new AxeBuilder({page}).options({resultTypes: ['violations']}).analyze();
    const severe = axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      );
    expect(severe).toEqual([]);
    expect(watch.problems).toEqual([]);
  });
}
