import {expect, type Page} from '@playwright/test';

/**
 * Collects what must never happen on a page: console errors, uncaught exceptions, failed requests.
 * Call before navigating; read `problems` after.
 */
export function watchPage(page: Page): {problems: string[]} {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    // The first document of a legacy address is the 404 page by design; every other request must succeed.
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`HTTP ${response.status()}: ${url.pathname}`);
    }
  });
  return {problems};
}

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}
