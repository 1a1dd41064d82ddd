/**
 * The production build under a real nginx (Debian's package), configured as the README's "Hosting"
 * section says: the generated include (build/nginx-redirects.conf) in the http block and its one
 * line in the server block. Every legacy form answers 301 with its canonical address, the query
 * kept, and that address answers 200; canonical addresses answer 200 at once; unknown ones 404.
 * The test starts nginx in the foreground on a free loopback port and stops it after.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {load} from 'cheerio';
import {ROUTES} from '../support/fixtures';
import {SITE_TITLE} from '../../src/siteConstants';
import {legacyRedirects} from '../../src/lib/legacyPath';
import {NGINX_FILE, NGINX_SERVER_LINE} from '../../plugins/legacy-redirects/rules';
import {startNginx, type RunningNginx} from './support';

const BUILD_DIR = path.resolve(__dirname, '../..', process.env.BUILD_DIR ?? 'build');
const INCLUDE = path.join(BUILD_DIR, NGINX_FILE);
const REDIRECTS = legacyRedirects(ROUTES.map((r) => r.path));
const QUERY = '?q=1&from=old';

test.describe.configure({mode: 'serial'});

let nginx: RunningNginx;

test.beforeAll(async () => {
  expect(fs.existsSync(INCLUDE), `${INCLUDE} is missing: run the production build first`).toBe(true);
  nginx = await startNginx(BUILD_DIR, {http: `    include ${INCLUDE};`, server: `        ${NGINX_SERVER_LINE}`});
});

test.afterAll(async () => {
  await nginx?.stop();
});

/** The status and Location of one request, redirects not followed. */
async function ask(address: string): Promise<{status: number; location: string | null}> {
  const response = await fetch(`${nginx.origin}${address}`, {redirect: 'manual'});
  await response.arrayBuffer();
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location === null ? null : new URL(location, nginx.origin).href.slice(nginx.origin.length),
  };
}

test(`every legacy form (${REDIRECTS.length}) answers 301 with its canonical address and the query, which answers 200`, async () => {
  const wrong: string[] = [];
  let moved = 0;
  for (const {from, to} of REDIRECTS) {
    const first = await ask(`${from}${QUERY}`);
    if (first.status === 301 && first.location === `${to}${QUERY}`) moved += 1;
    else wrong.push(`${from}: ${first.status} ${first.location ?? ''} (expected 301 ${to}${QUERY})`);
    const then = await ask(`${to}${QUERY}`);
    if (then.status !== 200) wrong.push(`${to}: ${then.status} ${then.location ?? ''}`);
  }
  test.info().annotations.push({type: 'nginx 301s', description: `${moved}/${REDIRECTS.length}`});
  expect(wrong, nginx.errors()).toEqual([]);
  expect(moved).toBe(ROUTES.length * 2 - 1);
});

test('every canonical address answers 200 at once, with its own page', async () => {
  // A budget per page rather than the default 30 s for all 164: under a second CI run on the same
  // two cores, parsing every page took longer than that and nginx was stopped mid-request.
  test.setTimeout(ROUTES.length * 1_000);
  const wrong: string[] = [];
  for (const route of ROUTES) {
    const response = await fetch(`${nginx.origin}${route.path}`, {redirect: 'manual'});
    const html = await response.text();
    // Only the head is parsed: the title is there, and the article is most of the bytes.
    const title = load(html.slice(0, html.indexOf('</head>') + 7))('title').text();
    if (response.status !== 200 || title !== `${route.title} | ${SITE_TITLE}`)
      wrong.push(`${route.path}: ${response.status} ${title}`);
  }
  expect(wrong, nginx.errors()).toEqual([]);
});

test('unknown addresses, /faq.html among them, answer 404 with the not-found page', async () => {
  for (const address of ['/no/such/page', '/faq.html', '/faq/bounties.html/', '/guidebook/core/cli.htm']) {
    const response = await fetch(`${nginx.origin}${address}`, {redirect: 'manual'});
    expect([address, response.status]).toEqual([address, 404]);
    expect(await response.text()).toContain('Page Not Found');
  }
});
