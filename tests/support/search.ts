import {createIndex, documentsOf} from '@site/src/lib/search/engine';
import {rankHits} from '@site/src/lib/search/rank';
import {queryTerms} from '@site/src/lib/search/tokenize';
import type {SearchIndexData} from '@site/src/lib/search/types';

/**
 * Search as it was before the index was split into files: MiniSearch over every section at once,
 * its hits ranked (src/lib/search/rank.ts). What the engine over the files must answer.
 */
export function wholeIndexSearch(data: SearchIndexData) {
  const index = createIndex();
  index.addAll(documentsOf(data));
  const contextOf = (id: number) => {
    const section = data.sections[id];
    return {page: section?.page ?? -1, opening: section?.anchor === ''};
  };
  return {
    /** The ranked hits of a query: every word needed, any word when no section has them all. */
    hits(query: string) {
      const terms = queryTerms(query);
      const run = (combineWith: 'AND' | 'OR') => index.search(terms.join(' '), {combineWith});
      let hits = run('AND');
      if (hits.length === 0 && terms.length > 1) hits = run('OR');
      return rankHits(
        hits.map((hit) => ({id: hit.id as number, score: hit.score, match: hit.match})),
        contextOf,
        terms,
      );
    },
    /** The index terms a query matches: its words, their completions and near spellings. */
    matchedTerms: (query: string) =>
      new Set(index.search(query, {combineWith: 'OR'}).flatMap((hit) => Object.keys(hit.match))),
  };
}
