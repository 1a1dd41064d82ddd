#!/usr/bin/env node
// @ts-check
// `npm run bench`: figures, not pass/fail.
//   - cold production build time (caches and output removed before each run), median of --runs (3),
//     and the build's peak memory (its largest process, lib/peak-memory.mjs)
//   - first-load JS and CSS of one page, raw and gzip (--page, default /guidebook/core/cli.html)
//   - search: what opening search downloads (the index data and MiniSearch chunks, gzip; budget
//     400 KB), the time to build the engine from it, and the median time of 20 fixed queries
//   - Lighthouse, mobile defaults (simulated slow 4G, 4x CPU slowdown), on the five pages of issue
//     #14, the build served like a plain static host with gzip, in Debian's Chromium: median of
//     --lighthouse-runs (3) per page; scores, TBT, LCP, CLS and the JS transferred
// `--runs 0` measures the build already in .bench/build (or `--out-dir DIR`) without building;
// `--lighthouse-runs 0` leaves Lighthouse out.
// `--scale N` also builds an N× copy of the docs (lib/scale-docs.mjs: docs/ plus N-1 copies under
// /c1/ … with their own slugs, sidebars and links) in a temporary folder, measures it the same way
// (build time and memory, search, the first load of three original pages) and prints both side by
// side. The temporary folder, and the generated files and cache of that build, are removed after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {ROOT} from './lib/routes.mjs';
import {BENCH_QUERIES, searchChunkSizes, searchIndexData} from './lib/search-chunks.mjs';
import {lighthouseBuild, medianRun} from './lib/lighthouse.mjs';
import {runMeasured} from './lib/peak-memory.mjs';
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
    const result = await runMeasured('npx', ['docusaurus', 'build', '--out-dir', out], {
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

/** The JS and CSS a first visit to `page` of the build in `dir` loads. */
function firstLoad(/** @type {string} */ dir, /** @type {string} */ page) {
  const html = fs.readFileSync(path.join(dir, page.endsWith('/') ? `${page}index.html` : page), 'utf8');
  const assets = new Set();
  for (const m of html.matchAll(/<script[^>]*\ssrc=["']?([^"' >]+)/g)) assets.add(m[1]);
  // The bundle, which the inline loader requests after the first paint.
  for (const url of ssgTemplate.loaderUrls(html) ?? []) assets.add(url);
  for (const m of html.matchAll(/<link[^>]*\srel=["']?(?:stylesheet|preload)["']?[^>]*>/g)) {
    const href = /\shref=["']?([^"' >]+)/.exec(m[0])?.[1];
    if (href && /\.(js|css)$/.test(href)) assets.add(href);
  }
  const totals = {files: assets.size, js: {raw: 0, gzip: 0}, css: {raw: 0, gzip: 0}};
  for (const href of assets) {
    const body = fs.readFileSync(path.join(dir, href));
    const kind = href.endsWith('.css') ? 'css' : 'js';
    totals[kind].raw += body.length;
    totals[kind].gzip += zlib.gzipSync(body, {level: 9}).length;
  }
  return totals;
}

// Search. The engine is the site's own module (src/lib/search/engine.ts), loaded as the scripts load
// TypeScript (lib/typescript.mjs), over the index data of this build.
const SEARCH_BUDGET = 400_000; // 400 KB
const {createSearchEngine} =
  /** @type {{createSearchEngine: (data: unknown) => {search: (q: string) => unknown[]}}} */ (
    loadTypeScript(new URL('../src/lib/search/engine.ts', import.meta.url))
  );

/** What search downloads on the first query of the build in `dir`, and how fast it answers. */
function searchFigures(/** @type {string} */ dir) {
  const download = searchChunkSizes(dir);
  const data = searchIndexData(dir);
  let start = process.hrtime.bigint();
  const engine = createSearchEngine(data);
  const engineMs = msSince(start);
  for (const q of BENCH_QUERIES) engine.search(q); // warm up
  const perQuery = BENCH_QUERIES.map((q) => {
    const samples = [];
    for (let i = 0; i < 7; i += 1) {
      start = process.hrtime.bigint();
      engine.search(q);
      samples.push(msSince(start));
    }
    return median(samples);
  });
  return {
    download,
    pages: data.pages.length,
    sections: data.sections.length,
    engineMs,
    queryMs: median(perQuery),
    slowestMs: Math.max(...perQuery),
  };
}

/** @param {ReturnType<typeof searchFigures>} search */
function printSearch(search) {
  console.log(
    `search download (index data + MiniSearch): ${kb(search.download.raw)} raw, ${kb(search.download.gzip)} gzip (${search.download.gzip} bytes; ` +
      `budget 400 KB: ${search.download.gzip <= SEARCH_BUDGET ? 'within' : 'OVER'})`,
  );
  console.log(
    `search engine built from ${search.pages} pages, ${search.sections} sections in ${search.engineMs.toFixed(0)} ms`,
  );
  console.log(
    `search query time, median of ${BENCH_QUERIES.length} queries (each the median of 7 runs): ${search.queryMs.toFixed(2)} ms ` +
      `(slowest query ${search.slowestMs.toFixed(2)} ms)`,
  );
}

const base = await coldBuilds({
  label: scale > 1 ? '1x: ' : '',
  out: outDir,
  clear: ['.docusaurus', 'node_modules/.cache', '.bench'],
});

const load = firstLoad(outDir, pagePath);
console.log(`first load of ${pagePath}: ${load.files} files`);
console.log(`  JS : ${kb(load.js.raw)} raw, ${kb(load.js.gzip)} gzip`);
console.log(`  CSS: ${kb(load.css.raw)} raw, ${kb(load.css.gzip)} gzip`);
console.log(
  `  JS+CSS: ${kb(load.js.raw + load.css.raw)} raw, ${kb(load.js.gzip + load.css.gzip)} gzip (${load.js.gzip + load.css.gzip} bytes)`,
);
const baseSearch = searchFigures(outDir);
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
    const bigSearch = searchFigures(scaledOut);
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
      ['search download, gzip', kb(baseSearch.download.gzip), kb(bigSearch.download.gzip)],
      ['search download, raw', kb(baseSearch.download.raw), kb(bigSearch.download.raw)],
      ['search engine built in', `${baseSearch.engineMs.toFixed(0)} ms`, `${bigSearch.engineMs.toFixed(0)} ms`],
      ['search query, median', `${baseSearch.queryMs.toFixed(2)} ms`, `${bigSearch.queryMs.toFixed(2)} ms`],
      ['search query, slowest', `${baseSearch.slowestMs.toFixed(2)} ms`, `${bigSearch.slowestMs.toFixed(2)} ms`],
    ];
    for (const page of SCALE_PAGES) {
      const [small, large] = [firstLoad(outDir, page), firstLoad(scaledOut, page)];
      rows.push([`first-load JS ${page}, gzip`, kb(small.js.gzip), kb(large.js.gzip)]);
      rows.push([`  (raw)`, kb(small.js.raw), kb(large.js.raw)]);
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
