// @ts-check
// What the reader's first use of a page costs now that the app loads on first use (src/ssgTemplate.ts):
// on a phone (412 × 823, DevTools' slow 4G: 562.5 ms round trip, 1.47 Mbit/s down; 4× CPU slowdown),
// the build served like a plain static host with gzip, in Debian's Chromium. For each page, the time
// from the press on the menu button to the frame with the open drawer:
//   - `cold`: the first thing the reader does after the load is that press, so it also loads and
//     hydrates the app (the loader holds the press and gives it to the app);
//   - `warm`: the reader has already touched the page (here: a key) and the app has hydrated.
// Used by `npm run bench`; figures, not pass/fail.
import {chromium} from 'playwright-core';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium.mjs';
import {createStaticServer, listenOnLoopback} from './static-host.mjs';

/** The pages measured: a long reference page and a short FAQ page. */
export const FIRST_USE_PAGES = ['/guidebook/core/cli.html', '/faq/desktop-wallet.html'];

/** DevTools' "Slow 4G" preset, as Lighthouse applies it (bytes per second). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/**
 * Milliseconds from each press on the menu to the open drawer, `runs` times per page and case.
 * @param {{buildDir: string, pages?: string[], runs?: number}} options
 * @returns {Promise<Map<string, {cold: number[], warm: number[]}>>}
 */
export async function firstUseTimes({buildDir, pages = FIRST_USE_PAGES, runs = 3}) {
  const server = createStaticServer(buildDir, {gzip: true});
  const origin = await listenOnLoopback(server);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  /** @type {Map<string, {cold: number[], warm: number[]}>} */
  const results = new Map();
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const path of pages) {
        const times = results.get(path) ?? {cold: [], warm: []};
        results.set(path, times);
        for (const kind of /** @type {const} */ (['cold', 'warm'])) {
          // A new context each time: an empty cache, as on a first visit.
          const context = await browser.newContext({
            viewport: {width: 412, height: 823},
            isMobile: true,
            hasTouch: true,
          });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
          await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
          await page.addInitScript(() => {
            const w = /** @type {{pressedAt?: number, openAt?: number}} */ (/** @type {unknown} */ (window));
            addEventListener('touchstart', () => (w.pressedAt ??= performance.now()), {capture: true, passive: true});
            new MutationObserver(() => {
              if (w.openAt === undefined && document.querySelector('.navbar-sidebar--show'))
                requestAnimationFrame(() => (w.openAt = performance.now()));
            }).observe(document, {subtree: true, attributes: true, childList: true});
          });
          await page.goto(`${origin}${path}`, {waitUntil: 'load', timeout: 120_000});
          if (kind === 'warm') {
            await page.keyboard.press('Shift');
            await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
              timeout: 120_000,
            });
            await page.waitForLoadState('networkidle', {timeout: 120_000});
            await page.evaluate(() => {
              delete (/** @type {{pressedAt?: number}} */ (/** @type {unknown} */ (window)).pressedAt);
            });
          }
          await page.locator('.navbar__toggle').tap();
          const ms = await page.waitForFunction(
            () => {
              const w = /** @type {{pressedAt?: number, openAt?: number}} */ (/** @type {unknown} */ (window));
              return w.openAt !== undefined && w.pressedAt !== undefined ? w.openAt - w.pressedAt : null;
            },
            undefined,
            {timeout: 120_000},
          );
          times[kind].push(/** @type {number} */ (await ms.jsonValue()));
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}
