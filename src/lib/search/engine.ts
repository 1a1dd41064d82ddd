/**
 * Full-text search with MiniSearch (BM25, prefix and fuzzy matching), ranked by ./rank.ts.
 *
 * The build indexes every section with MiniSearch and splits the index into files
 * (plugins/site-content/search.ts, formats in ./types.ts). The browser loads the meta part when
 * search opens (./loadEngine.ts); a query then loads the term shards that hold its terms and their
 * completions and near spellings (found in the meta's term list), and `search` also the texts of
 * the sections it shows. MiniSearch scores over the loaded terms exactly as over the whole index:
 * what a term's score needs is in its postings and the meta. Files are kept once loaded, so a query
 * typed letter by letter fetches each at most once; a file that failed to load is asked for again
 * by the next query.
 */
import MiniSearch, {type AsPlainObject, type Options} from 'minisearch';
import {termMatcher, type TermMatcher} from './highlight';
import {rankHits, type HitContext, type Tier} from './rank';
import {exactTerm, nearTerms, prefixTerms} from './termLookup';
import {processTerm, queryTerms, tokenize} from './tokenize';
import {
  termFile,
  textFile,
  type SearchIndexData,
  type SearchMeta,
  type SearchPage,
  type SearchSection,
  type TermShard,
  type TextGroup,
} from './types';

/** A section the query found: enough to rank it and to suggest its page. */
export interface SearchHit {
  /** Index of the section in the index data. */
  readonly id: number;
  readonly page: SearchPage;
  readonly score: number;
  readonly tier: Tier;
  /** Tells which words of the title, heading and text to mark. */
  readonly isMatch: TermMatcher;
}

/** A hit as the search dialog shows it: with its section's heading and text, and its address. */
export interface SearchResult extends SearchHit {
  readonly section: SearchSection;
  /** The section's address: its page, with the heading's anchor. */
  readonly url: string;
}

export interface SearchOptions {
  /** Most results (default 20). */
  readonly limit?: number;
  /** Most sections of one page (default 3). */
  readonly perPage?: number;
  /**
   * 'AND' (default): a section must match every word; when none does, any word may match.
   * 'OR': any word may match.
   */
  readonly combineWith?: 'AND' | 'OR';
  /** Weight of the i-th query term (default 1 for all). */
  readonly boostTerm?: (term: string, index: number, terms: string[]) => number;
}

export interface SearchEngine {
  readonly pages: readonly SearchPage[];
  /** The hits of a query, best first, without their sections' texts; loads the term shards it needs. */
  find(query: string, options?: SearchOptions): Promise<SearchHit[]>;
  /** The results of a query, best first; loads the term shards and the texts of the results. */
  search(query: string, options?: SearchOptions): Promise<SearchResult[]>;
  /** The results of a query at once when all it needs is loaded already, else undefined. */
  searchLoaded(query: string, options?: SearchOptions): SearchResult[] | undefined;
}

/** Loads one file of the index (a term shard or a text group) by its name. */
export type FetchFile = (name: string) => Promise<unknown>;

export interface IndexedSection {
  id: number;
  /** The page's title, on every section: a section of "Core CLI" matches "cli forger". */
  title: string;
  heading: string;
  text: string;
}

/** The indexed fields, in MiniSearch's field id order. */
export const FIELDS = ['title', 'heading', 'text'] as const;

/** Field weights: a word in a page title counts most, then in a heading, then in the text. */
export const BOOST = {title: 3, heading: 2, text: 1} as const;

/** Words still being typed: `deleg` finds `delegate`. A one-letter prefix would match too much. */
const prefix = (term: string): boolean => term.length > 1;
/** Typing mistakes in longer words: one edit up to 9 letters, two from 10. */
const fuzzy = (term: string): number | false => (term.length >= 5 ? 0.2 : false);
/** The most edits a fuzzy match may need (MiniSearch's default). */
const MAX_FUZZY = 6;
/** How many query terms' matches the engine keeps (a query typed letter by letter makes one per letter). */
const MATCHES_KEPT = 256;

/** MiniSearch's options, the same where the build indexes and where the browser searches. */
export const INDEX_OPTIONS: Options<IndexedSection> = {
  fields: [...FIELDS],
  storeFields: [],
  tokenize,
  processTerm,
  searchOptions: {
    boost: {...BOOST},
    prefix,
    fuzzy,
    maxFuzzy: MAX_FUZZY,
    weights: {prefix: 0.5, fuzzy: 0.3},
  },
};

/** A MiniSearch index over no document yet (the build adds every section). */
export function createIndex(): MiniSearch<IndexedSection> {
  return new MiniSearch<IndexedSection>(INDEX_OPTIONS);
}

/** The documents MiniSearch indexes: one per section, with its page's title; the id is the section's index. */
export const documentsOf = (data: SearchIndexData): IndexedSection[] =>
  data.sections.map((section, id) => ({
    id,
    title: data.pages[section.page]?.title ?? '',
    heading: section.heading,
    text: section.text,
  }));

/** The edit distance MiniSearch allows for a query term (as it computes it from the `fuzzy` option). */
function fuzzyDistance(term: string): number {
  const fraction = fuzzy(term);
  return fraction === false ? 0 : Math.min(MAX_FUZZY, Math.round(term.length * fraction));
}

/** The last index i with starts[i] <= n (starts ascending, starts[0] = 0). */
function groupOf(starts: readonly number[], n: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= n) low = mid;
    else high = mid - 1;
  }
  return low;
}

type IndexEntry = AsPlainObject['index'][number];

/** What an answer still needs: the files to load first. */
interface Missing {
  readonly missing: readonly string[];
}
const isMissing = (value: unknown): value is Missing =>
  typeof value === 'object' && value !== null && 'missing' in value;

/**
 * Search over the index files: `meta` as the build wrote it, `fetchFile` to load a term shard or
 * text group by its name (from `meta.base` in the browser).
 */
export function createSearchEngine(meta: SearchMeta, fetchFile: FetchFile): SearchEngine {
  const pageOf: number[] = [];
  const firstOf: number[] = [];
  meta.sectionCounts.forEach((count, page) => {
    firstOf.push(pageOf.length);
    for (let i = 0; i < count; i += 1) pageOf.push(page);
  });
  const withoutOpening = new Set(meta.withoutOpening);
  const contextOf = (id: number): HitContext => {
    const page = pageOf[id] ?? -1;
    return {page, opening: firstOf[page] === id && !withoutOpening.has(page)};
  };

  // Files: loaded (by name), and those on their way. A failed load is forgotten, to be tried again.
  const files = new Map<string, unknown>();
  const loading = new Map<string, Promise<void>>();
  const load = (name: string): Promise<void> => {
    let promise = loading.get(name);
    if (!promise) {
      promise = fetchFile(name).then(
        (content) => {
          files.set(name, content);
          loading.delete(name);
        },
        (error: unknown) => {
          loading.delete(name);
          throw error;
        },
      );
      loading.set(name, promise);
    }
    return promise;
  };

  /**
   * The index terms one query term can match: itself, its completions and near spellings. Kept for
   * the terms of the last queries, since each keystroke asks again for every term of the query (and
   * up to three times: before and after its files load), while only the last term changes.
   */
  const matchesByTerm = new Map<string, readonly number[]>();
  function termMatches(term: string): readonly number[] {
    let matches = matchesByTerm.get(term);
    if (matches === undefined) {
      const found = new Set<number>();
      const exact = exactTerm(meta.terms, term);
      if (exact >= 0) found.add(exact);
      if (prefix(term)) for (const termIndex of prefixTerms(meta.terms, term)) found.add(termIndex);
      const distance = fuzzyDistance(term);
      if (distance > 0) for (const termIndex of nearTerms(meta.terms, term, distance)) found.add(termIndex);
      matches = [...found];
      if (matchesByTerm.size >= MATCHES_KEPT) matchesByTerm.clear();
      matchesByTerm.set(term, matches);
    }
    return matches;
  }

  /** The index terms a query can match (its terms, their completions and near spellings), in meta.terms order. */
  function termsFor(queryTerms: readonly string[]): number[] {
    const found = new Set<number>();
    for (const term of queryTerms) for (const termIndex of termMatches(term)) found.add(termIndex);
    return [...found].sort((a, b) => a - b);
  }

  /**
   * MiniSearch over exactly the terms a query can match and the sections they occur in: the same
   * scores as over the whole index (a term's score needs its postings, the section's field lengths,
   * the averages and the count of sections), and the same whatever was loaded before. The last one
   * is kept for the next call with the same terms.
   */
  let last: {key: string; index: MiniSearch<IndexedSection>} | undefined;
  function indexOver(termIndexes: readonly number[]): MiniSearch<IndexedSection> {
    const key = termIndexes.join(',');
    if (last?.key === key) return last.index;
    const sections = new Set<number>();
    const entries = termIndexes.map((termIndex): IndexEntry => {
      const k = groupOf(meta.termStarts, termIndex);
      const postings = (files.get(termFile(k)) as TermShard)[termIndex - (meta.termStarts[k] ?? 0)] ?? [[], [], []];
      const data: IndexEntry[1] = {};
      postings.forEach((pairs, fieldId) => {
        if (pairs.length === 0) return;
        const frequencies: Record<number, number> = {};
        let id = 0;
        for (let j = 0; j < pairs.length; j += 2) {
          id += pairs[j] ?? 0;
          frequencies[id] = pairs[j + 1] ?? 0;
          sections.add(id);
        }
        data[fieldId] = frequencies;
      });
      return [meta.terms[termIndex] ?? '', data];
    });
    const documentIds: Record<number, number> = {};
    const fieldLength: Record<number, number[]> = {};
    for (const id of sections) {
      documentIds[id] = id;
      fieldLength[id] = [
        meta.titleLengths[pageOf[id] ?? -1] ?? 0,
        meta.headingLengths[id] ?? 0,
        meta.textLengths[id] ?? 0,
      ];
    }
    const documentCount = meta.headingLengths.length;
    const index = MiniSearch.loadJS<IndexedSection>(
      {
        documentCount,
        nextId: documentCount,
        documentIds,
        fieldIds: Object.fromEntries(FIELDS.map((field, id) => [field, id])),
        fieldLength,
        averageFieldLength: [...meta.averageFieldLength],
        storedFields: {},
        dirtCount: 0,
        index: entries,
        serializationVersion: 2,
      },
      INDEX_OPTIONS,
    );
    last = {key, index};
    return index;
  }

  /** Those of the files (names, repeats allowed) not loaded yet, or null when all are. */
  function missingOf(names: readonly string[]): Missing | null {
    const missing = [...new Set(names)].filter((name) => !files.has(name));
    return missing.length > 0 ? {missing} : null;
  }

  /** The ranked hits of a query, or the term shards still missing. */
  function findLoaded(query: string, options: SearchOptions): SearchHit[] | Missing {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const termIndexes = termsFor(terms);
    const missing = missingOf(termIndexes.map((termIndex) => termFile(groupOf(meta.termStarts, termIndex))));
    if (missing) return missing;
    const index = indexOver(termIndexes);
    const run = (combineWith: 'AND' | 'OR') =>
      index.search(terms.join(' '), {combineWith, ...(options.boostTerm ? {boostTerm: options.boostTerm} : {})});
    let hits = run(options.combineWith ?? 'AND');
    if (hits.length === 0 && options.combineWith !== 'OR' && terms.length > 1) hits = run('OR');
    const ranked = rankHits(
      hits.map((hit) => ({id: hit.id as number, score: hit.score, match: hit.match, terms: hit.terms})),
      contextOf,
      terms,
      options,
    );
    return ranked.flatMap((hit): SearchHit[] => {
      const page = meta.pages[pageOf[hit.id] ?? -1];
      return page ? [{id: hit.id, page, score: hit.score, tier: hit.tier, isMatch: termMatcher(hit.terms)}] : [];
    });
  }

  /** The hits with their sections' texts, or the text files still missing. */
  function resultsOf(hits: readonly SearchHit[]): SearchResult[] | Missing {
    const missing = missingOf(hits.map((hit) => textFile(groupOf(meta.textStarts, hit.id))));
    if (missing) return missing;
    return hits.map((hit): SearchResult => {
      const g = groupOf(meta.textStarts, hit.id);
      const group = files.get(textFile(g)) as TextGroup;
      const [anchor, heading, text] = group[hit.id - (meta.textStarts[g] ?? 0)] ?? ['', '', ''];
      return {
        ...hit,
        section: {page: pageOf[hit.id] ?? -1, anchor, heading, text},
        url: anchor ? `${hit.page.url}#${anchor}` : hit.page.url,
      };
    });
  }

  /** The answer once every file it needs has been loaded. */
  async function answer<T>(compute: () => T | Missing): Promise<T> {
    for (;;) {
      const value = compute();
      if (!isMissing(value)) return value;
      await Promise.all(value.missing.map(load));
    }
  }

  const find = (query: string, options: SearchOptions = {}) => answer(() => findLoaded(query, options));
  return {
    pages: meta.pages,
    find,
    async search(query, options = {}) {
      const hits = await find(query, options);
      return answer(() => resultsOf(hits));
    },
    searchLoaded(query, options = {}) {
      const hits = findLoaded(query, options);
      const results = isMissing(hits) ? hits : resultsOf(hits);
      return isMissing(results) ? undefined : results;
    },
  };
}
