/**
 * The search index (src/lib/search/types.ts): the data, every page with its title, address and
 * section label and its searchable sections (the page model's, plugins/page-model/sections.ts);
 * and the files the browser loads, the index split so that a query loads only what it needs.
 */
import {createHash} from 'node:crypto';
import {SECTIONS} from '../../src/lib/sections';
import type {PageSection} from '../page-model';
import {createIndex, createSearchEngine, documentsOf, type SearchEngine} from '../../src/lib/search/engine';
import {
  termFile,
  textFile,
  type SearchIndexData,
  type SearchMeta,
  type SearchSection,
  type TermPostings,
  type TermShard,
  type TextGroup,
} from '../../src/lib/search/types';

/** Section labels by sidebar key; the home sidebar's pages are the overview. */
export function sectionLabel(sidebar: string | undefined): string {
  if (!sidebar || sidebar === 'main') return 'Overview';
  return SECTIONS.find((s) => s.to === `/${sidebar}/`)?.label ?? sidebar.charAt(0).toUpperCase() + sidebar.slice(1);
}

export interface SearchPageInput {
  readonly title: string;
  readonly url: string;
  readonly section: string;
  readonly sections: readonly PageSection[];
}

/** The index data of pages in reading order. Every page has an opening result, so that its title is always found. */
export function searchIndexData(pages: readonly SearchPageInput[]): SearchIndexData {
  const sections: SearchSection[] = pages.flatMap((p, page) => {
    const [first] = p.sections;
    const opening = first && first.anchor === '' ? [] : [{page, anchor: '', heading: '', text: ''}];
    return [...opening, ...p.sections.map((s) => ({page, anchor: s.anchor, heading: s.heading, text: s.text}))];
  });
  return {version: 1, pages: pages.map(({title, url, section}) => ({title, url, section})), sections};
}

export interface SearchFilesOptions {
  /** Most characters of postings (as JSON) in one term shard; a term with more has a shard of its own. */
  readonly shardSize?: number;
  /** Most characters of section text in one text group; a longer section has a group of its own. */
  readonly textSize?: number;
}

/** The index as the browser loads it: the meta part and the files a query loads (src/lib/search/types.ts). */
export interface SearchFiles {
  /** The meta part; `base` is '' (the plugin names the files' folder after `hash`). */
  readonly meta: SearchMeta;
  /** Each term shard and text group: file name -> JSON. */
  readonly files: ReadonlyMap<string, string>;
  /** Of the meta part and the files: a new index gets new addresses, so a browser never mixes two. */
  readonly hash: string;
}

/**
 * Term shards of about 32 KB of postings (some 8 KB gzip) and text groups of about 4 KB: a query
 * loads one to a few shards, and the texts of the (at most 20) results it shows.
 */
export const SHARD_SIZE = 32_000;
export const TEXT_SIZE = 4_000;

/** Cuts items into runs of at most `max` (an item larger than `max` alone): the index of each run's first. */
function runStarts(sizes: readonly number[], max: number): number[] {
  const starts: number[] = [];
  let size = 0;
  sizes.forEach((n, i) => {
    if (starts.length === 0 || (size > 0 && size + n > max)) {
      starts.push(i);
      size = 0;
    }
    size += n;
  });
  return starts.length > 0 ? starts : [0];
}

/**
 * Indexes every section with MiniSearch, with the options the browser searches with, and splits the
 * index: the meta part (pages, sections per page, field lengths, the sorted terms), the postings in
 * term shards of consecutive terms (a prefix's completions stay together), the sections' texts in
 * groups of consecutive sections.
 */
export function searchIndexFiles(data: SearchIndexData, options: SearchFilesOptions = {}): SearchFiles {
  const {shardSize = SHARD_SIZE, textSize = TEXT_SIZE} = options;
  // A page's sections follow each other, its opening (if any) first: the meta part keeps only counts.
  const withoutOpening: number[] = [];
  data.sections.forEach((section, id) => {
    const previous = id > 0 ? (data.sections[id - 1]?.page ?? -1) : -1;
    const first = section.page !== previous;
    if (section.page < previous || (!first && section.anchor === ''))
      throw new Error(`search: section ${id} (${data.pages[section.page]?.url}) is out of order`);
    if (first && section.anchor !== '') withoutOpening.push(section.page);
  });
  const index = createIndex();
  index.addAll(documentsOf(data));
  const json = index.toJSON();
  const fieldLength = (id: number) => json.fieldLength[id] ?? [];

  const entries = [...json.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const postings = entries.map(([, fields]): TermPostings => {
    const field = (fieldId: number): number[] => {
      const frequencies = fields[fieldId];
      if (!frequencies) return [];
      const pairs: number[] = [];
      let previous = 0;
      for (const id of Object.keys(frequencies)
        .map(Number)
        .sort((a, b) => a - b)) {
        pairs.push(id - previous, frequencies[id] ?? 0);
        previous = id;
      }
      return pairs;
    };
    return [field(0), field(1), field(2)];
  });
  const termStarts = runStarts(
    postings.map((p) => JSON.stringify(p).length + 1),
    shardSize,
  );
  const textStarts = runStarts(
    data.sections.map((s) => s.anchor.length + s.heading.length + s.text.length + 10),
    textSize,
  );

  const sectionCounts = data.pages.map(() => 0);
  for (const section of data.sections) sectionCounts[section.page] = (sectionCounts[section.page] ?? 0) + 1;
  const firsts: number[] = [];
  sectionCounts.reduce((first, count) => (firsts.push(first), first + count), 0);
  const meta: SearchMeta = {
    version: 2,
    base: '',
    pages: data.pages.map(({title, url, section}) => ({title, url, section})),
    sectionCounts,
    withoutOpening,
    titleLengths: firsts.map((id) => fieldLength(id)[0] ?? 0),
    headingLengths: data.sections.map((_, id) => fieldLength(id)[1] ?? 0),
    textLengths: data.sections.map((_, id) => fieldLength(id)[2] ?? 0),
    averageFieldLength: json.averageFieldLength,
    terms: entries.map(([term]) => term),
    termStarts,
    textStarts,
  };

  const files = new Map<string, string>();
  termStarts.forEach((start, k) => {
    const shard: TermShard = postings.slice(start, termStarts[k + 1] ?? postings.length);
    files.set(termFile(k), JSON.stringify(shard));
  });
  textStarts.forEach((start, g) => {
    const group: TextGroup = data.sections
      .slice(start, textStarts[g + 1] ?? data.sections.length)
      .map((s) => [s.anchor, s.heading, s.text]);
    files.set(textFile(g), JSON.stringify(group));
  });
  const hash = createHash('sha256').update(JSON.stringify(meta));
  for (const [name, content] of files) hash.update(`\n${name}\n${content}`);
  return {meta, files, hash: hash.digest('hex').slice(0, 12)};
}

/**
 * A search engine over the files of `data`, loaded from memory, and the names of the files it has
 * loaded, in order (tests and scripts: what a query downloads).
 */
export function searchEngineOver(
  data: SearchIndexData,
  options: SearchFilesOptions = {},
): {engine: SearchEngine; index: SearchFiles; requested: string[]} {
  const index = searchIndexFiles(data, options);
  const requested: string[] = [];
  const engine = createSearchEngine(index.meta, async (name) => {
    requested.push(name);
    const content = index.files.get(name);
    if (content === undefined) throw new Error(`search: no file ${name}`);
    return JSON.parse(content) as unknown;
  });
  return {engine, index, requested};
}
