#!/usr/bin/env node
// @ts-check
// `npm run bench`: figures, not pass/fail.
//   - cold production build time (caches and output removed before each run), median of --runs (3)
//   - first-load JS and CSS of one page, raw and gzip (--page, default /guidebook/core/cli.html)
//   - search: what opening search downloads (the index data and MiniSearch chunks, gzip; budget
//     400 KB), the time to build the engine from it, and the median time of 20 fixed queries
//   - Lighthouse, mobile defaults (simulated slow 4G, 4x CPU slowdown), on the five pages of issue
//     #14, the build served like a plain static host with gzip, in Debian's Chromium: median of
//     --lighthouse-runs (3) per page; scores, TBT, LCP, CLS and the JS transferred
// `--runs 0` measures the build already in .bench/build (or `--out-dir DIR`) without building;
// `--lighthouse-runs 0` leaves Lighthouse out.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {ROOT} from './lib/routes.mjs';
import {BENCH_QUERIES, searchChunkSizes, searchIndexData} from './lib/search-chunks.mjs';
import {lighthouseBuild, medianRun} from './lib/lighthouse.mjs';
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

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const times = [];
for (let i = 1; i <= runs; i += 1) {
  for (const dir of ['.docusaurus', 'node_modules/.cache', '.bench'])
    fs.rmSync(path.join(ROOT, dir), {recursive: true, force: true});
  const start = process.hrtime.bigint();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) {
    console.error(result.stderr);
    process.exit(1);
  }
  times.push(seconds);
  console.log(`cold build ${i}/${runs}: ${seconds.toFixed(1)} s`);
}
if (runs > 0) console.log(`cold build median of ${runs}: ${median(times).toFixed(1)} s`);

const ssgTemplate = /** @type {typeof import('../src/ssgTemplate')} */ (
  loadTypeScript(new URL('../src/ssgTemplate.ts', import.meta.url))
);
const html = fs.readFileSync(path.join(outDir, pagePath.endsWith('/') ? `${pagePath}index.html` : pagePath), 'utf8');
const assets = new Set();
for (const m of html.matchAll(/<script[^>]*\ssrc=["']?([^"' >]+)/g)) assets.add(m[1]);
// The bundle, which the inline loader requests after the first paint.
for (const url of ssgTemplate.loaderUrls(html) ?? []) assets.add(url);
for (const m of html.matchAll(/<link[^>]*\srel=["']?(?:stylesheet|preload)["']?[^>]*>/g)) {
  const href = /\shref=["']?([^"' >]+)/.exec(m[0])?.[1];
  if (href && /\.(js|css)$/.test(href)) assets.add(href);
}
const totals = {js: {raw: 0, gzip: 0}, css: {raw: 0, gzip: 0}};
for (const href of assets) {
  const body = fs.readFileSync(path.join(outDir, href));
  const kind = href.endsWith('.css') ? 'css' : 'js';
  totals[kind].raw += body.length;
  totals[kind].gzip += zlib.gzipSync(body, {level: 9}).length;
}
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`first load of ${pagePath}: ${assets.size} files`);
console.log(`  JS : ${kb(totals.js.raw)} raw, ${kb(totals.js.gzip)} gzip`);
console.log(`  CSS: ${kb(totals.css.raw)} raw, ${kb(totals.css.gzip)} gzip`);
console.log(
  `  JS+CSS: ${kb(totals.js.raw + totals.css.raw)} raw, ${kb(totals.js.gzip + totals.css.gzip)} gzip (${totals.js.gzip + totals.css.gzip} bytes)`,
);

// Search. The engine is the site's own module (src/lib/search/engine.ts), loaded as the scripts load
// TypeScript (lib/typescript.mjs), over the index data of this build.
const SEARCH_BUDGET = 400_000; // 400 KB
const search = searchChunkSizes(outDir);
console.log(
  `search download (index data + MiniSearch): ${kb(search.raw)} raw, ${kb(search.gzip)} gzip (${search.gzip} bytes; ` +
    `budget 400 KB: ${search.gzip <= SEARCH_BUDGET ? 'within' : 'OVER'})`,
);
const {createSearchEngine} =
  /** @type {{createSearchEngine: (data: unknown) => {search: (q: string) => unknown[]}}} */ (
    loadTypeScript(new URL('../src/lib/search/engine.ts', import.meta.url))
  );
const data = searchIndexData(outDir);
const msSince = (/** @type {bigint} */ start) => Number(process.hrtime.bigint() - start) / 1e6;
let start = process.hrtime.bigint();
const engine = createSearchEngine(data);
console.log(
  `search engine built from ${data.pages.length} pages, ${data.sections.length} sections in ${msSince(start).toFixed(0)} ms`,
);
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
console.log(
  `search query time, median of ${BENCH_QUERIES.length} queries (each the median of 7 runs): ${median(perQuery).toFixed(2)} ms ` +
    `(slowest query ${Math.max(...perQuery).toFixed(2)} ms)`,
);

if (lighthouseRuns > 0) {
  console.log(`lighthouse (mobile), median of ${lighthouseRuns} runs per page:`);
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
