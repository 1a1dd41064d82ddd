// @ts-check
// Search as a reader meets it: Debian's Chromium on a production build served by the plain static
// host, search opened with the keyboard, a whole query put into the field by one input event (as a
// paste does; typing letter by letter spreads the same file requests over the keystrokes), and the
// time until the frame that shows its answer (the status line says how many results, or none).
// Used by `npm run bench`; tests/e2e/search.spec.ts checks that a measurement ends on the query's
// own answer.
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium.mjs';
import {createStaticServer, listenOnLoopback} from './static-host.mjs';

/** The status line once a query has its answer (src/theme/SearchBar/SearchDialog.tsx). */
const ANSWERED = String.raw`^(\d+ results?\.|No results for )`;
/** The status line of an empty field. */
const BLANK = '^Type to search';
/** The status line when an index file could not be loaded: a query that ends there has no time. */
const FAILED = '^The search index could not be loaded';
/** How long a query may take before the measurement gives up (a hung page must not hang the bench). */
const TIMEOUT_MS = 30_000;

/**
 * @typedef {{query: string, ms: number, status: string, first: string | null}} QueryTime
 * `first`: the text of the first result, null when there is none.
 */

/**
 * Puts `query` into the open search dialog of `page` and measures, in the page's clock, the time from
 * the input event to the frame after the status line gives the answer. The field is emptied first
 * (untimed), so the answer cannot be the previous query's.
 * @param {import('@playwright/test').Page} page
 * @param {string} query
 * @returns {Promise<QueryTime>}
 */
export async function timeQuery(page, query) {
  if (query.trim() === '') throw new Error('timeQuery needs a query with a word in it: a blank one has no answer');
  return page.evaluate(
    async ({query, answered, blank, failed, timeout}) => {
      const input = /** @type {HTMLInputElement | null} */ (
        document.querySelector('[role="dialog"] [role="combobox"]')
      );
      const status = input?.closest('[role="dialog"]')?.querySelector('[role="status"]');
      if (!input || !status) throw new Error('search is not open: no search field or status line');
      const setValue = /** @type {(this: HTMLInputElement, v: string) => void} */ (
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      );
      const type = (/** @type {string} */ value) => {
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', {bubbles: true}));
      };
      /**
       * Resolves once the status line matches `pattern` (at once if it already does); rejects when it
       * says the index could not be loaded, or after `timeout` ms.
       */
      const until = (/** @type {RegExp} */ pattern) =>
        new Promise((resolve, reject) => {
          const settled = () => {
            const text = status.textContent ?? '';
            if (pattern.test(text)) {
              resolve(undefined);
              return true;
            }
            if (new RegExp(failed).test(text)) {
              reject(new Error(`search failed for “${query}”: ${text}`));
              return true;
            }
            return false;
          };
          if (settled()) return;
          const observer = new MutationObserver(() => {
            if (settled()) stop();
          });
          const timer = setTimeout(() => {
            stop();
            reject(
              new Error(`no answer for “${query}” within ${timeout} ms; the status line says: ${status.textContent}`),
            );
          }, timeout);
          const stop = () => {
            observer.disconnect();
            clearTimeout(timer);
          };
          observer.observe(status, {subtree: true, childList: true, characterData: true});
        });
      if (!new RegExp(blank).test(status.textContent ?? '')) {
        type('');
        await until(new RegExp(blank));
      }
      const start = performance.now();
      type(query);
      await until(new RegExp(answered));
      // The frame that shows the answer.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const ms = performance.now() - start;
      const first = document.querySelector('[role="dialog"] [role="option"]');
      return {query, ms, status: status.textContent ?? '', first: first ? first.textContent : null};
    },
    {query, answered: ANSWERED, blank: BLANK, failed: FAILED, timeout: TIMEOUT_MS},
  );
}

/**
 * Opens search on `page` with the keyboard, once the app has hydrated, and waits until it is ready to
 * type in (the engine and the index's meta part loaded). A built page loads the app on the reader's
 * first key press (src/ssgTemplate.ts): Shift is that press, and does nothing else.
 * @param {import('@playwright/test').Page} page
 */
export async function openSearch(page) {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.keyboard.press('Control+k');
  await page.waitForFunction(
    (blank) => new RegExp(blank).test(document.querySelector('[role="dialog"] [role="status"]')?.textContent ?? ''),
    BLANK,
  );
}

/**
 * Times each query in the browser on the build in `buildDir`:
 * - `first`: the first query after search opens on a fresh page with an empty cache, so the index
 *   files it needs are fetched (from this machine's static host) and parsed;
 * - `loaded`: the query again once its files are loaded, as when a reader types on: `rounds` times
 *   each, the queries taken in turn (query -> its times in ms).
 * @param {{buildDir: string, queries: readonly string[], path?: string, rounds?: number}} options
 */
export async function browserSearchTimes({buildDir, queries, path = '/', rounds = 5}) {
  const server = createStaticServer(buildDir, {gzip: true});
  /** @type {import('@playwright/test').Browser | undefined} */
  let browser;
  try {
    const origin = await listenOnLoopback(server);
    browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
    /** @type {QueryTime[]} */
    const first = [];
    for (const query of queries) {
      const context = await browser.newContext({viewport: {width: 412, height: 823}});
      const page = await context.newPage();
      await page.goto(origin + path);
      await openSearch(page);
      first.push(await timeQuery(page, query));
      await context.close();
    }
    const context = await browser.newContext({viewport: {width: 412, height: 823}});
    const page = await context.newPage();
    await page.goto(origin + path);
    await openSearch(page);
    for (const query of queries) await timeQuery(page, query); // loads every query's files
    /** @type {Map<string, number[]>} */
    const samples = new Map(queries.map((q) => [q, []]));
    for (let i = 0; i < rounds; i += 1)
      for (const query of queries) samples.get(query)?.push((await timeQuery(page, query)).ms);
    await context.close();
    return {first, loaded: samples};
  } finally {
    await browser?.close();
    server.close();
  }
}
