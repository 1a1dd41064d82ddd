// @ts-check
// What search downloads in a production build: the two lazily loaded chunks that
// plugins/site-content names (search-index.<hash>.js holds the data, search-engine.<hash>.js
// MiniSearch), and the index data inside the first. Used by `npm run bench` and tests/build.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

/** The search chunks of a build, as paths relative to it. */
export function searchChunks(/** @type {string} */ buildDir) {
  const dir = path.join(buildDir, 'assets/js');
  return fs
    .readdirSync(dir)
    .filter((f) => /^search-(index|engine)\.[\da-f]+\.js$/.test(f))
    .sort()
    .map((f) => `assets/js/${f}`);
}

/** Bytes of the search chunks, raw and gzip (level 9). */
export function searchChunkSizes(/** @type {string} */ buildDir) {
  let raw = 0;
  let gzip = 0;
  for (const file of searchChunks(buildDir)) {
    const body = fs.readFileSync(path.join(buildDir, file));
    raw += body.length;
    gzip += zlib.gzipSync(body, {level: 9}).length;
  }
  return {raw, gzip};
}

/**
 * The index data (src/lib/search/types.ts) inside the search-index chunk, where the bundler inlines
 * the JSON as JSON.parse('…').
 * @returns {{version: 1, pages: {title: string, url: string, section: string}[], sections: {page: number, anchor: string, heading: string, text: string}[]}}
 */
export function searchIndexData(/** @type {string} */ buildDir) {
  const file = searchChunks(buildDir).find((f) => path.basename(f).startsWith('search-index.'));
  if (!file) throw new Error(`No search-index chunk in ${buildDir}/assets/js`);
  const source = fs.readFileSync(path.join(buildDir, file), 'utf8');
  // Scanned by hand: a regular expression over a string literal of megabytes (the index of a large
  // site, npm run bench -- --scale) overflows the stack.
  const opening = "JSON.parse('";
  for (let from = source.indexOf(opening); from >= 0; from = source.indexOf(opening, from)) {
    const start = from + opening.length - 1;
    let end = start + 1;
    while (end < source.length && source[end] !== "'") end += source[end] === '\\' ? 2 : 1;
    from = end + 1;
    const data = JSON.parse(/** @type {string} */ (vm.runInNewContext(source.slice(start, end + 1))));
    if (data?.version === 1 && Array.isArray(data.pages) && Array.isArray(data.sections)) return data;
  }
  throw new Error(`No index data in ${file}`);
}

/** The fixed queries of the benchmark: words readers look for, a prefix, a typo, two-word queries. */
export const BENCH_QUERIES = [
  'forger',
  'delegate',
  'vote',
  'passphrase',
  'transaction pool',
  'core:start',
  'docker',
  'webhooks',
  'snapshot',
  'multisignature',
  'ledger',
  'dynamic fees',
  'p2p',
  'database',
  'milestones',
  'forger plugin',
  'wallet',
  'explorer',
  'install node',
  'deleg',
];
