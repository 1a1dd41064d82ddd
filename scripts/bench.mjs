#!/usr/bin/env node
// @ts-check
// `npm run bench`: figures, not pass/fail.
//   - cold production build time (caches and output removed before each run), median of --runs (3)
//   - first-load JS and CSS of one page, raw and gzip (--page, default /guidebook/core/cli.html)
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {ROOT} from './lib/routes.mjs';

const args = process.argv.slice(2);
const opt = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const runs = Number(opt('--runs', '3'));
const pagePath = opt('--page', '/guidebook/core/cli.html');
const outDir = path.join(ROOT, '.bench/build');

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const times = [];
for (let i = 1; i <= runs; i += 1) {
  for (const dir of ['.docusaurus', 'node_modules/.cache', '.bench']) fs.rmSync(path.join(ROOT, dir), {recursive: true, force: true});
  const start = process.hrtime.bigint();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8'});
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) {
    console.error(result.stderr);
    process.exit(1);
  }
  times.push(seconds);
  console.log(`cold build ${i}/${runs}: ${seconds.toFixed(1)} s`);
}
console.log(`cold build median of ${runs}: ${median(times).toFixed(1)} s`);

const html = fs.readFileSync(path.join(outDir, pagePath.endsWith('/') ? `${pagePath}index.html` : pagePath), 'utf8');
const assets = new Set();
for (const m of html.matchAll(/<script[^>]*\ssrc=["']?([^"' >]+)/g)) assets.add(m[1]);
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
console.log(`  JS+CSS: ${kb(totals.js.raw + totals.css.raw)} raw, ${kb(totals.js.gzip + totals.css.gzip)} gzip (${totals.js.gzip + totals.css.gzip} bytes)`);
