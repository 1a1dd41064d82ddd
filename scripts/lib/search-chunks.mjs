// @ts-check
// What search downloads in a production build: the two chunks that opening search loads, which
// plugins/site-content names (search-index.<hash>.js holds the meta part of the index and the
// engine, search-engine.<hash>.js MiniSearch), and the index files that queries load
// (assets/search/<hash>/: term shards and section texts, src/lib/search/types.ts). Used by
// `npm run bench` and tests/build.
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

/** @param {Buffer | string} body */
const sizes = (body) => ({raw: Buffer.byteLength(body), gzip: zlib.gzipSync(body, {level: 9}).length});

/** Bytes of the search chunks (what opening search downloads), raw and gzip (level 9). */
export function searchChunkSizes(/** @type {string} */ buildDir) {
  let raw = 0;
  let gzip = 0;
  for (const file of searchChunks(buildDir)) {
    const size = sizes(fs.readFileSync(path.join(buildDir, file)));
    raw += size.raw;
    gzip += size.gzip;
  }
  return {raw, gzip};
}

/**
 * @typedef {import('../../src/lib/search/types').SearchMeta} Meta
 * @typedef {import('../../src/lib/search/types').SearchIndexData} IndexData
 * @typedef {(meta: Meta, fetchFile: (name: string) => Promise<unknown>) => import('../../src/lib/search/engine').SearchEngine} CreateEngine
 */

/**
 * The meta part of the index (src/lib/search/types.ts) inside the search-index chunk, where the
 * bundler inlines the JSON as JSON.parse('…').
 * @returns {Meta}
 */
export function searchMeta(/** @type {string} */ buildDir) {
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
    if (data?.version === 2 && Array.isArray(data.pages) && Array.isArray(data.terms)) return data;
  }
  throw new Error(`No search index meta part in ${file}`);
}

/** The folder of the index files of a build (`meta.base`, the build's assets/search/<hash>/). */
export function searchFilesDir(/** @type {string} */ buildDir, meta = searchMeta(buildDir)) {
  const hash = meta.base.split('/').filter(Boolean).at(-1) ?? '';
  return path.join(buildDir, 'assets/search', hash);
}

/**
 * Reads the index files of a build by name, as the browser fetches them, and tells their sizes.
 * @param {string} buildDir
 */
export function searchFiles(buildDir, meta = searchMeta(buildDir)) {
  const dir = searchFilesDir(buildDir, meta);
  /** @type {Map<string, {raw: number, gzip: number}>} */
  const measured = new Map();
  return {
    meta,
    /** Every file's name. */
    names: () => fs.readdirSync(dir).sort(),
    /** @param {string} name */
    text: (name) => fs.readFileSync(path.join(dir, name), 'utf8'),
    /** @param {string} name */
    size(name) {
      let size = measured.get(name);
      if (!size) {
        size = sizes(fs.readFileSync(path.join(dir, name)));
        measured.set(name, size);
      }
      return size;
    },
  };
}

/**
 * The index data (pages and their sections with heading and text, src/lib/search/types.ts) that
 * the index files of a build were made from.
 * @returns {IndexData}
 */
export function searchIndexData(/** @type {string} */ buildDir) {
  const files = searchFiles(buildDir);
  const {pages, sectionCounts, textStarts} = files.meta;
  /** @type {import('../../src/lib/search/types').TextGroup} */
  const texts = textStarts.flatMap((_, g) => JSON.parse(files.text(`text-${g}.json`)));
  const pageOf = sectionCounts.flatMap((count, page) => Array.from({length: count}, () => page));
  if (pageOf.length !== texts.length)
    throw new Error(`The search index of ${buildDir} has ${texts.length} section texts for ${pageOf.length} sections`);
  return {
    version: 1,
    pages,
    sections: texts.map(([anchor, heading, text], id) => ({page: pageOf[id] ?? -1, anchor, heading, text})),
  };
}

/**
 * What the first query of a reader downloads, for each query: the search chunks, then the index
 * files the engine (src/lib/search/engine.ts' createSearchEngine) asks for to answer it with the
 * results the dialog shows (term shards and the texts of the results), in gzip bytes.
 * @param {string} buildDir
 * @param {CreateEngine} createSearchEngine
 * @param {readonly string[]} queries
 */
export async function firstQueryDownloads(buildDir, createSearchEngine, queries) {
  const files = searchFiles(buildDir);
  const chunks = searchChunkSizes(buildDir);
  const out = [];
  for (const query of queries) {
    /** @type {string[]} */
    const requested = [];
    const engine = createSearchEngine(files.meta, async (name) => {
      requested.push(name);
      return JSON.parse(files.text(name));
    });
    const results = await engine.search(query);
    const filesGzip = requested.reduce((sum, name) => sum + files.size(name).gzip, 0);
    out.push({query, results: results.length, files: requested, gzip: chunks.gzip + filesGzip, filesGzip});
  }
  return out;
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
