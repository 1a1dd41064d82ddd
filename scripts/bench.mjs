#!/usr/bin/env node
// @ts-check
// `npm run bench`: figures, not pass/fail.
//   - cold production build time (caches and output removed before each run), median of --runs (3),
//     and the build's peak memory (its largest process, lib/peak-memory.mjs)
//   - first-load JS and CSS of one page, raw and gzip (--page, default /guidebook/core/cli.html), and
//     the app its loader requests on the reader's first touch, key or mouse move
//   - search: what opening search downloads (the chunks of the engine and the index's meta part),
//     what the first query downloads (those chunks and the index files it needs: term shards and
//     the texts of the results shown; median and largest of 20 fixed queries, gzip; budget 150 KiB),
//     the time of a first query (a new engine) and of a query once its files are loaded, in Node;
//     and the same two in Chromium, from the input event that puts the query in to the frame that
//     shows the answer (lib/search-browser.mjs)
//   - Lighthouse, mobile defaults (simulated slow 4G, 4x CPU slowdown), on the five pages of issue
//     #14, the build served like a plain static host with gzip, in Debian's Chromium: median of
//     --lighthouse-runs (3) per page; scores, TBT, LCP, CLS and the JS transferred
// `--runs 0` measures the build already in .bench/build (or `--out-dir DIR`) without building;
// `--lighthouse-runs 0` leaves Lighthouse out.
//   - first use on a phone (lib/first-use.mjs): from a press on the menu to the open drawer, when that
//     press is the reader's first action (it loads the app) and when the app is already there;
//     median of --first-use-runs (as many as --lighthouse-runs; 0 leaves it out)
// `--scale N` also builds an N× copy of the docs (lib/scale-docs.mjs: docs/ plus N-1 copies under
// /c1/ … with their own slugs, sidebars and links) in a temporary folder, measures it the same way
// (build time and memory, search, the first load of three original pages) and prints both side by
// side. The temporary folder, and the generated files and cache of that build, are removed after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {ROOT} from './lib/routes.mjs';
import {BENCH_QUERIES, firstQueryDownloads, searchChunkSizes, searchFiles} from './lib/search-chunks.mjs';
import {browserSearchTimes} from './lib/search-browser.mjs';
import {lighthouseBuild, medianRun} from './lib/lighthouse.mjs';
import {firstUseTimes} from './lib/first-use.mjs';
import {runMeasured} from './lib/peak-memory.mjs';
import {BUILD_SCRIPT} from './build.mjs';
import {writeScaledDocs} from './lib/scale-docs.mjs';
import {loadTypeScript} from './lib/typescript.mjs';

const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback @returns {string} */
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return (i >= 0 ? args[i + 1] : undefined) || fallback;
};
const runs = Number(opt('--runs', '3'));
const pagePath = opt('--page', '/guidebook/core/cli.html');
const outDir = path.resolve(ROOT, opt('--out-dir', '.bench/build'));
const lighthouseRuns = Number(opt('--lighthouse-runs', '3'));
const firstUseRuns = Number(opt('--first-use-runs', String(lighthouseRuns)));
const scale = Number(opt('--scale', '1'));
/** The pages whose first load --scale compares: the home page, a long reference page, a FAQ page. */
const SCALE_PAGES = ['/', '/guidebook/core/cli.html', '/faq/desktop-wallet.html'];

if (!Number.isInteger(scale) || scale < 1) {
  console.error(`--scale takes a whole number of 1 or more, not ${opt('--scale', '')}`);
  process.exit(2);
}
if (scale > 1 && runs < 1) {
  console.error('--scale builds both sites, so it needs --runs 1 or more');
  process.exit(2);
}

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KiB`;
const mib = (/** @type {number} */ n) => `${(n / 1024 / 1024).toFixed(0)} MiB`;
const ms = (/** @type {number} */ n, /** @type {number} */ digits) => `${n.toFixed(digits)} ms`;
const msSince = (/** @type {bigint} */ start) => Number(process.hrtime.bigint() - start) / 1e6;

/**
 * Cold builds (generated files and caches removed before each), median time and the largest peak.
 * @param {{label: string, out: string, env?: NodeJS.ProcessEnv, clear: string[]}} build
 */
async function coldBuilds({label, out, env, clear}) {
  const times = [];
  /** @type {{bytes: number, command: string} | null} */
  let peak = null;
  for (let i = 1; i <= runs; i += 1) {
    for (const dir of clear) fs.rmSync(path.join(ROOT, dir), {recursive: true, force: true});
    const result = await runMeasured('node', [BUILD_SCRIPT, '--out-dir', out], {
      cwd: ROOT,
      env: {...process.env, ...env},
    });
    if (result.status !== 0) {
      console.error(result.stderr);
      throw new Error(`${label} build failed`);
    }
    times.push(result.seconds);
    if (result.peak && result.peak.bytes > (peak?.bytes ?? 0)) peak = result.peak;
    const memory = result.peak ? `, peak memory ${mib(result.peak.bytes)} (${result.peak.command})` : '';
    console.log(`${label}cold build ${i}/${runs}: ${result.seconds.toFixed(1)} s${memory}`);
  }
  if (runs > 0) console.log(`${label}cold build median of ${runs}: ${median(times).toFixed(1)} s`);
  return {seconds: median(times), peak};
}

const ssgTemplate = /** @type {typeof import('../src/ssgTemplate')} */ (
  loadTypeScript(new URL('../src/ssgTemplate.ts', import.meta.url))
);

/**
 * What a first visit to `page` of the build in `dir` loads: `js` and `css` before the reader does
 * anything (script and preload tags, stylesheets), and `app`, the bundle that the page's inline loader
 * (src/ssgTemplate.ts) requests on the reader's first sign of use: a touch, a key, a mouse move.
 */
function firstLoad(/** @type {string} */ dir, /** @type {string} */ page) {
  const html = fs.readFileSync(path.join(dir, page.endsWith('/') ? `${page}index.html` : page), 'utf8');
  const assets = new Set();
  for (const m of html.matchAll(/<script[^>]*\ssrc=["']?([^"' >]+)/g)) assets.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*\srel=["']?(?:stylesheet|preload)["']?[^>]*>/g)) {
    const href = /\shref=["']?([^"' >]+)/.exec(m[0])?.[1];
    if (href && /\.(js|css)$/.test(href)) assets.add(href);
  }
  const size = (/** @type {string} */ href) => {
    const body = fs.readFileSync(path.join(dir, href));
    return {raw: body.length, gzip: zlib.gzipSync(body, {level: 9}).length};
  };
  const totals = {files: assets.size, js: {raw: 0, gzip: 0}, css: {raw: 0, gzip: 0}, app: {raw: 0, gzip: 0}};
  for (const href of assets) {
    const {raw, gzip} = size(href);
    const kind = href.endsWith('.css') ? 'css' : 'js';
    totals[kind].raw += raw;
    totals[kind].gzip += gzip;
  }
  for (const url of ssgTemplate.loaderUrls(html) ?? []) {
    if (assets.has(url)) continue;
    const {raw, gzip} = size(url);
    totals.app.raw += raw;
    totals.app.gzip += gzip;
  }
  return totals;
}

// Search. The engine is the site's own module (src/lib/search/engine.ts), loaded as the scripts load
// TypeScript (lib/typescript.mjs), over the index files of this build.
const SEARCH_BUDGET = 150 * 1024; // what the first query downloads, gzip
const {createSearchEngine} =
  /** @type {{createSearchEngine: import('./lib/search-chunks.mjs').CreateEngine & ((meta: unknown, fetchFile: (name: string) => Promise<unknown>) => {search: (q: string) => Promise<unknown[]>, searchLoaded: (q: string) => unknown[] | undefined})}} */ (
    loadTypeScript(new URL('../src/lib/search/engine.ts', import.meta.url))
  );

/** The median and the largest of `values`, and the query of the largest. */
function medianAndMax(/** @type {{query: string, value: number}[]} */ values) {
  const largest = values.reduce((a, b) => (b.value > a.value ? b : a));
  return {median: median(values.map((v) => v.value)), max: largest.value, maxQuery: largest.query};
}

/** What search downloads in the build in `dir`, and how fast it answers. */
async function searchFigures(/** @type {string} */ dir) {
  const opening = searchChunkSizes(dir);
  const files = searchFiles(dir);
  const names = files.names();
  const downloads = await firstQueryDownloads(dir, createSearchEngine, BENCH_QUERIES);
  const firstQuery = medianAndMax(downloads.map((d) => ({query: d.query, value: d.gzip})));

  // Times, the files read beforehand: what the browser does once they have arrived.
  const metaText = JSON.stringify(files.meta);
  const texts = new Map(names.map((name) => [name, files.text(name)]));
  const fetchFile = async (/** @type {string} */ name) => JSON.parse(texts.get(name) ?? 'null');
  /** A first query: the meta part parsed, a new engine, the query's files parsed, its results. */
  const first = async (/** @type {string} */ q) => {
    const start = process.hrtime.bigint();
    await createSearchEngine(JSON.parse(metaText), fetchFile).search(q);
    return msSince(start);
  };
  for (const q of BENCH_QUERIES) await first(q); // warm up
  /** @type {Map<string, number[]>} */
  const firstSamples = new Map(BENCH_QUERIES.map((q) => [q, []]));
  for (let i = 0; i < 3; i += 1) for (const q of BENCH_QUERIES) firstSamples.get(q)?.push(await first(q));
  // A query once its files are loaded, as when typing on: the 20 queries in turn, so that each
  // answer is computed anew (the engine keeps only the last query's MiniSearch index).
  const engine = createSearchEngine(JSON.parse(metaText), fetchFile);
  for (const q of BENCH_QUERIES) await engine.search(q);
  /** @type {Map<string, number[]>} */
  const samples = new Map(BENCH_QUERIES.map((q) => [q, []]));
  for (let i = 0; i < 8; i += 1) {
    for (const q of BENCH_QUERIES) {
      const start = process.hrtime.bigint();
      engine.searchLoaded(q);
      if (i > 0) samples.get(q)?.push(msSince(start)); // the first round warms up
    }
  }
  const timing = (/** @type {Map<string, number[]>} */ byQuery) =>
    medianAndMax([...byQuery].map(([query, xs]) => ({query, value: median(xs)})));
  const wholeGzip = names.reduce((sum, name) => sum + files.size(name).gzip, 0);
  // The same queries as a reader meets them: in Chromium, from the input event to the frame that
  // shows the answer (lib/search-browser.mjs).
  const browser = await browserSearchTimes({buildDir: dir, queries: BENCH_QUERIES});
  return {
    opening,
    firstQuery,
    firstQueryFiles: median(downloads.map((d) => d.files.length)),
    files: names.length,
    shards: files.meta.termStarts.length,
    wholeGzip,
    pages: files.meta.pages.length,
    sections: files.meta.sectionCounts.reduce((a, b) => a + b, 0),
    firstMs: timing(firstSamples),
    queryMs: timing(samples),
    browserFirstMs: medianAndMax(browser.first.map((t) => ({query: t.query, value: t.ms}))),
    browserLoadedMs: timing(browser.loaded),
  };
}

/** @param {Awaited<ReturnType<typeof searchFigures>>} search */
function printSearch(search) {
  const {firstQuery} = search;
  console.log(
    `search index: ${search.pages} pages, ${search.sections} sections; ${search.files} files (${search.shards} term shards, ` +
      `the rest section texts), ${kb(search.wholeGzip)} gzip in all`,
  );
  console.log(
    `search opening (meta part of the index + engine + MiniSearch): ${kb(search.opening.raw)} raw, ${kb(search.opening.gzip)} gzip`,
  );
  console.log(
    `search first query download (opening + the index files it needs, a median of ${search.firstQueryFiles}), gzip, ` +
      `${BENCH_QUERIES.length} queries: median ${kb(firstQuery.median)}, largest ${kb(firstQuery.max)} (“${firstQuery.maxQuery}”; ` +
      `budget 150 KiB: ${firstQuery.max <= SEARCH_BUDGET ? 'within' : 'OVER'})`,
  );
  console.log(
    `search first query time (new engine, its files parsed, results with texts), median of ${BENCH_QUERIES.length} ` +
      `(each the median of 3): ${search.firstMs.median.toFixed(2)} ms (slowest “${search.firstMs.maxQuery}” ${search.firstMs.max.toFixed(2)} ms)`,
  );
  console.log(
    `search query time (files loaded), median of ${BENCH_QUERIES.length} (each the median of 7): ${search.queryMs.median.toFixed(2)} ms ` +
      `(slowest “${search.queryMs.maxQuery}” ${search.queryMs.max.toFixed(2)} ms)`,
  );
  console.log(
    `search in the browser (Chromium on this machine, from the input event that puts the query in to the frame showing the answer), median of ${BENCH_QUERIES.length}: ` +
      `first query after opening, its files fetched from the static host, ${search.browserFirstMs.median.toFixed(1)} ms ` +
      `(slowest “${search.browserFirstMs.maxQuery}” ${search.browserFirstMs.max.toFixed(1)} ms); ` +
      `files loaded, each the median of 5, ${search.browserLoadedMs.median.toFixed(1)} ms ` +
      `(slowest “${search.browserLoadedMs.maxQuery}” ${search.browserLoadedMs.max.toFixed(1)} ms)`,
  );
}

const base = await coldBuilds({
  label: scale > 1 ? '1x: ' : '',
  out: outDir,
  clear: ['.docusaurus', 'node_modules/.cache', '.bench'],
});

const load = firstLoad(outDir, pagePath);
console.log(`first load of ${pagePath}: ${load.files} files before the reader does anything`);
console.log(`  JS : ${kb(load.js.raw)} raw, ${kb(load.js.gzip)} gzip`);
console.log(`  CSS: ${kb(load.css.raw)} raw, ${kb(load.css.gzip)} gzip`);
console.log(
  `  JS+CSS: ${kb(load.js.raw + load.css.raw)} raw, ${kb(load.js.gzip + load.css.gzip)} gzip (${load.js.gzip + load.css.gzip} bytes)`,
);
console.log(`  app, on the first touch, key or mouse move: ${kb(load.app.raw)} raw, ${kb(load.app.gzip)} gzip`);
const baseSearch = await searchFigures(outDir);
printSearch(baseSearch);

if (scale > 1) {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), `swipechain-scale-${scale}x-`));
  try {
    const sidebars = /** @type {{default?: Record<string, unknown>} & Record<string, unknown>} */ (
      loadTypeScript(new URL('../sidebars.ts', import.meta.url))
    );
    const scaled = writeScaledDocs({
      docsDir: path.join(ROOT, 'docs'),
      sidebars: sidebars.default ?? sidebars,
      outDir: temp,
      scale,
    });
    console.log(`${scale}x: ${scaled.pages} pages in ${scaled.docsDir}`);
    const scaledOut = path.join(temp, 'build');
    const big = await coldBuilds({
      label: `${scale}x: `,
      out: scaledOut,
      env: {SWIPECHAIN_DOCS_DIR: scaled.docsDir, SWIPECHAIN_SIDEBARS: scaled.sidebarsFile},
      clear: ['.docusaurus', 'node_modules/.cache'],
    });
    const bigSearch = await searchFigures(scaledOut);
    /** A row of the table: one search figure of the 1x and of the Nx build. */
    const both = (/** @type {string} */ name, /** @type {(search: typeof baseSearch) => string} */ show) =>
      /** @type {[string, string, string]} */ ([name, show(baseSearch), show(bigSearch)]);
    /** @type {[string, string, string][]} */
    const rows = [
      ['', '1x', `${scale}x`],
      ['pages (search index)', String(baseSearch.pages), String(bigSearch.pages)],
      [`cold build (median of ${runs})`, `${base.seconds.toFixed(1)} s`, `${big.seconds.toFixed(1)} s`],
      [
        'peak memory, largest process',
        base.peak ? mib(base.peak.bytes) : 'n/a',
        big.peak ? mib(big.peak.bytes) : 'n/a',
      ],
      both('search opening download, gzip', (x) => kb(x.opening.gzip)),
      both('search first query download, gzip, median', (x) => kb(x.firstQuery.median)),
      both('search first query download, gzip, largest', (x) => kb(x.firstQuery.max)),
      both('search index files, gzip, all', (x) => kb(x.wholeGzip)),
      both('search first query time, median', (x) => ms(x.firstMs.median, 2)),
      both('search first query time, slowest', (x) => ms(x.firstMs.max, 2)),
      both('search query time, median', (x) => ms(x.queryMs.median, 2)),
      both('search query time, slowest', (x) => ms(x.queryMs.max, 2)),
      both('search in the browser, first query, median', (x) => ms(x.browserFirstMs.median, 1)),
      both('search in the browser, files loaded, median', (x) => ms(x.browserLoadedMs.median, 1)),
    ];
    for (const page of SCALE_PAGES) {
      const [small, large] = [firstLoad(outDir, page), firstLoad(scaledOut, page)];
      rows.push([`first-load JS ${page}, gzip`, kb(small.js.gzip), kb(large.js.gzip)]);
      rows.push([`  app on first use, gzip`, kb(small.app.gzip), kb(large.app.gzip)]);
      rows.push([`  app on first use (raw)`, kb(small.app.raw), kb(large.app.raw)]);
    }
    const width = (/** @type {0 | 1 | 2} */ i) => Math.max(...rows.map((row) => row[i].length));
    const [label, small, large] = [width(0), width(1), width(2)];
    console.log(`scale: the docs at 1x and ${scale}x (the originals keep their addresses in both)`);
    for (const row of rows)
      console.log(`  ${row[0].padEnd(label)}  ${row[1].padStart(small)}  ${row[2].padStart(large)}`);
  } finally {
    fs.rmSync(temp, {recursive: true, force: true});
    // The N× build's generated files and cache are of no use to the next build of the real docs.
    for (const dir of ['.docusaurus', 'node_modules/.cache'])
      fs.rmSync(path.join(ROOT, dir), {recursive: true, force: true});
  }
}

if (lighthouseRuns > 0) {
  console.log(`lighthouse (mobile), median of ${lighthouseRuns} runs per page${scale > 1 ? ' (1x build)' : ''}:`);
  const results = await lighthouseBuild({buildDir: outDir, runs: lighthouseRuns});
  const rows = [['page', 'perf', 'a11y', 'best', 'seo', 'TBT ms', 'LCP s', 'FCP s', 'CLS', 'JS KiB gz']];
  for (const [page, pageRuns] of results) {
    const m = medianRun(pageRuns);
    rows.push([
      page,
      String(m.performance),
      String(m.accessibility),
      String(m.bestPractices),
      String(m.seo),
      m.tbt.toFixed(0),
      (m.lcp / 1000).toFixed(2),
      (m.fcp / 1000).toFixed(2),
      m.cls.toFixed(3),
      (m.jsBytes / 1024).toFixed(1),
    ]);
    for (const audit of m.failed) console.log(`  ${page}: below 100 on ${audit}`);
  }
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  for (const row of rows)
    console.log(
      `  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')}`,
    );
}

if (firstUseRuns > 0) {
  console.log(
    `first use on a phone (slow 4G, 4x CPU), press on the menu to the open drawer, median of ${firstUseRuns}${scale > 1 ? ' (1x build)' : ''}:`,
  );
  const median = (/** @type {number[]} */ values) =>
    [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
  for (const [page, times] of await firstUseTimes({buildDir: outDir, runs: firstUseRuns})) {
    console.log(
      `  ${page}: the reader's first action (loads the app) ${median(times.cold).toFixed(0)} ms; app already there ${median(times.warm).toFixed(0)} ms`,
    );
  }
}
