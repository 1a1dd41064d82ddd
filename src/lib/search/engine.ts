/**
 * Full-text search over the index data with MiniSearch (BM25, prefix and fuzzy matching), ranked by
 * ./rank.ts. The browser loads this module only when search is first opened (./loadEngine.ts).
 */
import MiniSearch from 'minisearch';
import {termMatcher, type TermMatcher} from './highlight';
import {rankHits, type HitContext, type Tier} from './rank';
import {processTerm, queryTerms, tokenize} from './tokenize';
import type {SearchIndexData, SearchPage, SearchSection} from './types';

export interface SearchResult {
  /** Index of the section in the index data. */
  readonly id: number;
  readonly page: SearchPage;
  readonly section: SearchSection;
  /** The section's address: its page, with the heading's anchor. */
  readonly url: string;
  readonly score: number;
  readonly tier: Tier;
  /** Tells which words of the title, heading and text to mark. */
  readonly isMatch: TermMatcher;
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
  readonly sections: readonly SearchSection[];
  search(query: string, options?: SearchOptions): SearchResult[];
}

export interface IndexedSection {
  id: number;
  /** The page's title, on every section: a section of "Core CLI" matches "cli forger". */
  title: string;
  heading: string;
  text: string;
}

/** Field weights: a word in a page title counts most, then in a heading, then in the text. */
export const BOOST = {title: 3, heading: 2, text: 1} as const;

/** MiniSearch over no section yet, with the options search uses (the build indexes with them too). */
export function createIndex(): MiniSearch<IndexedSection> {
  return new MiniSearch<IndexedSection>({
    fields: ['title', 'heading', 'text'],
    storeFields: [],
    tokenize,
    processTerm,
    searchOptions: {
      boost: {...BOOST},
      // Words still being typed: `deleg` finds `delegate`. A one-letter prefix would match too much.
      prefix: (term) => term.length > 1,
      // Typing mistakes in longer words: one edit up to 9 letters, two from 10.
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      weights: {prefix: 0.5, fuzzy: 0.3},
    },
  });
}

/** The documents MiniSearch indexes: one per section, with its page's title; the id is the section's index. */
export const documentsOf = (data: SearchIndexData): IndexedSection[] =>
  data.sections.map((section, id) => ({
    id,
    title: data.pages[section.page]?.title ?? '',
    heading: section.heading,
    text: section.text,
  }));

function engineFor(index: MiniSearch<IndexedSection>, data: SearchIndexData): SearchEngine {
  const contextOf = (id: number): HitContext => {
    const section = data.sections[id];
    return {page: section?.page ?? -1, opening: section?.anchor === ''};
  };
  return {
    pages: data.pages,
    sections: data.sections,
    search(query, options = {}) {
      const terms = queryTerms(query);
      if (terms.length === 0) return [];
      const run = (combineWith: 'AND' | 'OR') =>
        index.search(terms.join(' '), {combineWith, ...(options.boostTerm ? {boostTerm: options.boostTerm} : {})});
      let hits = run(options.combineWith ?? 'AND');
      if (hits.length === 0 && options.combineWith !== 'OR' && terms.length > 1) hits = run('OR');
      const ranked = rankHits(
        hits.map((hit) => ({...hit, id: hit.id as number})),
        contextOf,
        terms,
        options,
      );
      return ranked.flatMap((hit): SearchResult[] => {
        const section = data.sections[hit.id];
        const page = section && data.pages[section.page];
        if (!section || !page) return [];
        return [
          {
            id: hit.id,
            page,
            section,
            url: section.anchor ? `${page.url}#${section.anchor}` : page.url,
            score: hit.score,
            tier: hit.tier,
            isMatch: termMatcher(hit.terms),
          },
        ];
      });
    },
  };
}

/** Builds the engine at once (tests, scripts). */
export function createSearchEngine(data: SearchIndexData): SearchEngine {
  const index = createIndex();
  index.addAll(documentsOf(data));
  return engineFor(index, data);
}

/** Builds the engine in small steps, so that the page stays responsive while it indexes. */
export async function createSearchEngineAsync(data: SearchIndexData): Promise<SearchEngine> {
  const index = createIndex();
  await index.addAllAsync(documentsOf(data), {chunkSize: 200});
  return engineFor(index, data);
}
