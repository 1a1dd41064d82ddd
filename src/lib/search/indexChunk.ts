/**
 * The lazily loaded part of search: the index data written by plugins/site-content (through
 * `createData`, so `npm start` rewrites it when a page changes) and the engine that reads it.
 * Import it only through ./loadEngine.ts.
 */
import data from '@generated/site-content/default/search-index.json';
import {createSearchEngineAsync, type SearchEngine} from './engine';

export function createEngine(): Promise<SearchEngine> {
  return createSearchEngineAsync(data);
}
