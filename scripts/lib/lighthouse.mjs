// @ts-check
// Lighthouse (the npm package) over a production build served like a plain static host with gzip,
// in Debian's Chromium: mobile defaults (simulated slow 4G, 4x CPU slowdown). Used by `npm run bench`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium.mjs';
import {createStaticServer, listenOnLoopback} from './static-host.mjs';

/** The pages issue #14 measures: the home page, a long reference page, a FAQ page, an archive API page, a tutorial. */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/guidebook/core/cli.html',
  '/faq/desktop-wallet.html',
  '/archive/api/public-v1/accounts.html',
  '/tutorials/node/setup.html',
];

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--disable-default-apps', '--disable-extensions'];

/**
 * @typedef {{performance: number, accessibility: number, bestPractices: number, seo: number,
 *   fcp: number, lcp: number, tbt: number, cls: number, si: number, jsBytes: number,
 *   failed: string[]}} LighthouseFigures
 */

/**
 * One Lighthouse run's figures (scores 0-100, times in ms, bytes transferred).
 * @param {import('lighthouse').Result} lhr
 * @returns {LighthouseFigures}
 */
export function figuresOf(lhr) {
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (/** @type {string} */ id) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const requests =
    /** @type {{items?: {resourceType?: string, transferSize?: number}[]}} */ (
      lhr.audits['network-requests']?.details ?? {}
    ).items ?? [];
  const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0);
  /** Audits that cost points outside performance (so a score below 100 says why). */
  const failed = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.push(`${id}: ${ref.id}`);
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    jsBytes,
    failed,
  };
}

/**
 * The median run (by performance score, then TBT) of a page's runs; throws when there is none.
 * @param {LighthouseFigures[]} runs
 * @returns {LighthouseFigures}
 */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.tbt - a.tbt);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('medianRun: no Lighthouse run');
  return median;
}

/**
 * Runs Lighthouse `runs` times on each page of a build folder.
 * @param {{buildDir: string, pages?: string[], runs?: number, log?: (line: string) => void}} options
 * @returns {Promise<Map<string, LighthouseFigures[]>>}
 */
export async function lighthouseBuild({buildDir, pages = LIGHTHOUSE_PAGES, runs = 3, log = () => {}}) {
  const server = createStaticServer(buildDir, {gzip: true});
  const origin = await listenOnLoopback(server);
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS});
  /** @type {Map<string, LighthouseFigures[]>} */
  const results = new Map();
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const page of pages) {
        const result = await lighthouse(`${origin}${page}`, {port: chrome.port, output: 'json', logLevel: 'error'});
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${page}: ${result.lhr.runtimeError.message}`);
        const figures = figuresOf(result.lhr);
        results.set(page, [...(results.get(page) ?? []), figures]);
        log(
          `  lighthouse ${i + 1}/${runs} ${page}: performance ${figures.performance}, TBT ${figures.tbt.toFixed(0)} ms, LCP ${(figures.lcp / 1000).toFixed(2)} s`,
        );
      }
    }
  } finally {
    chrome.kill();
    server.close();
  }
  return results;
}
