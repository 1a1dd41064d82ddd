/**
 * What other parts of the site use from search. The engine itself (MiniSearch and the index data)
 * is not exported here: it is loaded on demand through loadSearchEngine().
 */
export {loadSearchEngine} from './loadEngine';
export {suggestPages, wordsFromPath} from './suggest';
export {useSearchSuggestions, type SearchSuggestions} from './useSearchSuggestions';
export type {SearchEngine, SearchResult} from './engine';
export type {SearchPage} from './types';
