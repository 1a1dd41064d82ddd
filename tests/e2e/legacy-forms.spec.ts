/**
 * Every legacy form of every route (`/x` and `/x/index.html` for a folder, `/x/y` and `/x/y/` for a
 * page), opened with a query and a hash on the plain static host as a first visit, each in a new tab:
 * it lands on the canonical address with both kept, and on the way no document is answered with an
 * error status (404.html) and nothing logs a console error (a hydration mismatch, say).
 * The forms are checked in groups, so that a run gives the counts of the whole site at once.
 */
import {test, expect, type BrowserContext} from '@playwright/test';
import {ROUTES} from '../support/fixtures';
import {legacyRedirects, type LegacyRedirect} from '../../src/lib/legacyPath';
import {SITE_TITLE} from '../../src/siteConstants';
import {waitForHydration} from './support';

const QUERY = '?q=1';
const HASH = '#top';
const REDIRECTS = legacyRedirects(ROUTES.map((r) => r.path));
const TITLE = new Map(ROUTES.map((r) => [r.path, r.title]));
const GROUP = 24;

interface Visit {
  /** Every document the tab loaded, redirects included: `<status> <path>`. */
  readonly documents: string[];
  readonly errors: string[];
  /** What went wrong: empty when the form landed as it should. */
  readonly problems: string[];
}

async function visit(context: BrowserContext, {from, to}: LegacyRedirect): Promise<Visit> {
  const page = await context.newPage();
  const documents: string[] = [];
  const errors: string[] = [];
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.frame() === page.mainFrame()) {
      documents.push(`${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text().split('\n')[0] ?? '');
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  try {
    await page.goto(`${from}${QUERY}${HASH}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe(to);
    await waitForHydration(page);
    await expect(page).toHaveTitle(`${TITLE.get(to)} | ${SITE_TITLE}`);
    const url = new URL(page.url());
    if (url.search !== QUERY || url.hash !== HASH) problems.push(`landed on ${url.pathname}${url.search}${url.hash}`);
  } catch (error) {
    problems.push(`did not land: ${(error as Error).message.split('\n')[0]} (at ${page.url()})`);
  }
  await page.close();
  problems.push(...documents.filter((d) => !/^[23]\d\d /.test(d)).map((d) => `document ${d}`));
  problems.push(...errors.map((e) => `console: ${e}`));
  return {documents, errors, problems};
}

test('every route has its legacy forms: 2 for a folder or a page, 1 for the home page', () => {
  expect(REDIRECTS).toHaveLength(ROUTES.length * 2 - 1);
});

for (let start = 0; start < REDIRECTS.length; start += GROUP) {
  const group = REDIRECTS.slice(start, start + GROUP);
  const name = `legacy forms ${start + 1}-${start + group.length} of ${REDIRECTS.length} (${group[0]?.from} to ${group.at(-1)?.from})`;
  test(`${name} land on their canonical address with query and hash, no error status, no console error`, async ({
    context,
  }) => {
    test.setTimeout(group.length * 15_000);
    const wrong: string[] = [];
    let errorStatuses = 0;
    let consoleErrors = 0;
    for (const redirect of group) {
      const result = await visit(context, redirect);
      errorStatuses += result.documents.filter((d) => !/^[23]\d\d /.test(d)).length;
      consoleErrors += result.errors.length;
      wrong.push(...result.problems.map((p) => `${redirect.from} -> ${redirect.to}: ${p}`));
    }
    test.info().annotations.push({
      type: 'counts',
      description: JSON.stringify({
        forms: group.length,
        errorStatuses,
        consoleErrors,
        wrong: new Set(wrong.map((w) => w.split(':')[0])).size,
      }),
    });
    expect(wrong).toEqual([]);
  });
}
