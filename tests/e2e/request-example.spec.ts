/**
 * RequestExample and Badge on real pages of the production build. The examples are pointed at mock
 * nodes this file starts on 127.0.0.1, through the "Run against" field as a reader would: one with
 * CORS headers (the answer is shown), one without (the CORS message), one that never answers (the
 * timeout, fast-forwarded with Playwright's clock) and a closed port (the network message).
 */
import http from 'node:http';
import type {AddressInfo, Socket} from 'node:net';
import {test, expect, type Locator, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {REQUEST_TIMEOUT_MS} from '../../src/components/RequestExample/executeRequest';
import {waitForHydration, watchPage} from './support';

const API_PAGE = '/archive/api/public-v1/blocks.html';
const WRITING_PAGE = '/guidebook/contribution-guidelines/writing-documentation.html';
const EXAMPLE = '[role="group"][aria-label^="Request example"]';
/** The first example of each page, by its accessible name (the axe scans take one block). */
const BLOCKS_EXAMPLE = '[role="group"][aria-label="Request example: GET /api/blocks"]';
/** The writing guide's live example: API v2, a simple GET (no preflight). */
const STATUS_EXAMPLE = '[role="group"][aria-label="Request example: GET /api/v2/node/status"]';

const BLOCKS = {success: true, blocks: [{id: '7964136219523834170', height: 6612345, numberOfTransactions: 2}]};

interface MockNode {
  readonly origin: string;
  /** "METHOD /path?query API-Version" of every request, CORS preflights included. */
  readonly requests: string[];
  close(): Promise<void>;
}

async function startMockNode(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<MockNode> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url} ${req.headers['api-version'] ?? '-'}`);
    answer(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, API-Version',
};

/** A node API that allows any page to read its answers. */
function withCors(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS).end();
    return;
  }
  res.writeHead(200, {...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8'}).end(JSON.stringify(BLOCKS));
}

/** A node API without CORS headers: it answers, but no page may read the answer. */
function withoutCors(_req: http.IncomingMessage, res: http.ServerResponse): void {
  res.writeHead(200, {'Content-Type': 'application/json; charset=utf-8'}).end(JSON.stringify(BLOCKS));
}

/** A node that accepts the connection and never answers. */
function silent(): void {}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Points an example at `origin` through its "Run against" field and presses Execute. */
async function runAgainst(example: Locator, origin: string): Promise<void> {
  await example.getByRole('textbox', {name: 'Run against'}).fill(origin);
  await example.getByRole('button', {name: 'Execute'}).click();
}

async function expectNoAxeViolation(page: Page, selector: string): Promise<void> {
  const {violations} = await new AxeBuilder({page}).include(selector).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

/**
 * What the browser itself reports about a request that fails on purpose (a CORS refusal, an abort, a
 * refused connection) is expected; anything else on the page is a problem.
 */
function unexpected(problems: string[], origin: string): string[] {
  return problems.filter(
    (problem) => !problem.includes(origin) && !/^console error: Failed to load resource: net::ERR_/.test(problem),
  );
}

let mocks: MockNode[] = [];

async function mockNode(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<MockNode> {
  const mock = await startMockNode(answer);
  mocks.push(mock);
  return mock;
}

test.afterEach(async () => {
  await Promise.all(mocks.map((mock) => mock.close()));
  mocks = [];
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`an API page example runs against a node with CORS and shows its answer (${colorScheme})`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    const node = await mockNode(withCors);
    const watch = watchPage(page);
    await open(page, API_PAGE);
    const example = page.locator(EXAMPLE).first();
    await expect(example).toHaveAttribute('aria-label', 'Request example: GET /api/blocks');
    await expect(example.getByRole('textbox', {name: 'Run against'})).toHaveValue('https://api.swipechain.org');

    await runAgainst(example, node.origin);

    await expect(example.getByRole('heading', {name: 'Example Response'})).toBeVisible();
    await expect(example.locator('dd').first()).toHaveText('200 OK');
    await expect(example.locator('dd').nth(1)).toHaveText(/^\d+ ms$/);
    const body = example.locator('pre').last();
    await expect(body).toContainText('"height": 6612345');
    await expect(body).toContainText('"success": true');
    await expect(body.locator('.token.property').first()).toBeVisible();
    expect(node.requests).toEqual(['OPTIONS /api/blocks?limit=1 -', 'GET /api/blocks?limit=1 1']);
    await expect(example.getByRole('alert')).toHaveCount(0);

    // The choice is remembered: another example on the page, and the page after a reload, use it.
    await expect(page.locator(EXAMPLE).nth(1).getByRole('textbox', {name: 'Run against'})).toHaveValue(node.origin);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(EXAMPLE).first().getByRole('textbox', {name: 'Run against'})).toHaveValue(node.origin);

    await expectNoAxeViolation(page, BLOCKS_EXAMPLE);
    expect(watch.problems).toEqual([]);
  });

  test(`a node without CORS headers: the answer is withheld, and the page says why (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme});
    const node = await mockNode(withoutCors);
    const watch = watchPage(page);
    await open(page, API_PAGE);
    const example = page.locator(EXAMPLE).first();

    await runAgainst(example, node.origin);

    const alert = example.getByRole('alert');
    await expect(alert).toContainText('The node answered, but your browser withheld the response');
    await expect(alert).toContainText(`${node.origin} responded, but its CORS headers do not allow`);
    await expect(example.getByRole('heading', {name: 'Example Response'})).toHaveCount(0);
    // The request stopped at its preflight; the probe reached the node.
    expect(node.requests).toEqual(['OPTIONS /api/blocks?limit=1 -', 'HEAD /api/blocks?limit=1 -']);
    await expectNoAxeViolation(page, BLOCKS_EXAMPLE);
    expect(unexpected(watch.problems, node.origin)).toEqual([]);
  });
}

test('a node that never answers: the request stops after 15 seconds', async ({page}) => {
  const node = await mockNode(silent);
  const watch = watchPage(page);
  await page.clock.install();
  await open(page, WRITING_PAGE);
  const example = page.locator(EXAMPLE).first();
  // Installed, the clock still runs in step with the real one: on a slow machine the 15 seconds
  // could pass before the checks below. Paused, only fastForward moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await runAgainst(example, node.origin);

  await expect(example.getByRole('progressbar', {name: 'Waiting for the response'})).toBeVisible();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(example.getByRole('button', {name: 'Execute'})).toBeDisabled();
  await expect.poll(() => node.requests).toEqual(['GET /api/v2/node/status -']);
  await page.clock.fastForward(REQUEST_TIMEOUT_MS - 1_000);
  await expect(example.getByRole('progressbar')).toBeVisible();
  await expect(example.getByRole('alert')).toHaveCount(0);
  await page.clock.fastForward(1_000);

  const alert = example.getByRole('alert');
  await expect(alert).toContainText('No answer within 15 seconds');
  await expect(alert).toContainText(`The request to ${node.origin} was stopped after 15 seconds`);
  await expect(example.getByRole('progressbar')).toHaveCount(0);
  await expect(example.getByRole('button', {name: 'Execute'})).toBeEnabled();
  // The bar fades out on timers of its own.
  await page.clock.resume();
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expectNoAxeViolation(page, STATUS_EXAMPLE);
  expect(unexpected(watch.problems, node.origin)).toEqual([]);
});

test('a closed port: the page says the node could not be reached', async ({page}) => {
  const closed = await startMockNode(silent);
  await closed.close();
  const watch = watchPage(page);
  await open(page, WRITING_PAGE);
  const example = page.locator(EXAMPLE).first();

  await runAgainst(example, closed.origin);

  const alert = example.getByRole('alert');
  await expect(alert).toContainText('The request could not reach the node');
  await expect(alert).toContainText(`Your browser could not connect to ${closed.origin}.`);
  expect(unexpected(watch.problems, closed.origin)).toEqual([]);
});

test('the Run against field refuses what is not an http(s) origin', async ({page}) => {
  await open(page, WRITING_PAGE);
  const example = page.locator(EXAMPLE).first();
  const field = example.getByRole('textbox', {name: 'Run against'});
  await field.fill('ftp://127.0.0.1:4003');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(example.getByText('Start the address with http:// or https://')).toBeVisible();
  await expect(example.getByRole('button', {name: 'Execute'})).toBeDisabled();
  expect(
    await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.includes('runAgainst'))),
  ).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`badges render with accessible colours in the ${colorScheme} theme`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    const watch = watchPage(page);
    await open(page, WRITING_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    const article = page.locator('article');
    for (const text of ['v2.4+', 'deprecated', 'removed in 2.5', 'middle']) {
      await expect(article.locator('span[class*="badge_"]', {hasText: text})).toBeVisible();
    }
    await expect(article.locator('span[class*="badge_"]', {hasText: 'middle'})).toHaveCSS('vertical-align', 'middle');
    await expect(article.locator('span[class*="badge_"]', {hasText: 'v2.4+'})).toHaveCSS('vertical-align', 'top');
    await expectNoAxeViolation(page, 'article li:has(span[class*="badge_"])');
    expect(watch.problems).toEqual([]);
  });
}
