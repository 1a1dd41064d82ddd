/**
 * Loads the search engine once, on first use: MiniSearch and the meta part of the index form the
 * chunks (`search-engine`, `search-index`) that the bundler splits off, so no page downloads them
 * until search is opened or the not-found page asks for suggestions; each query then fetches the
 * index files it needs (./engine.ts). Works the same under `npm start` and in the build.
 */
import type {SearchEngine} from './engine';

let loading: Promise<SearchEngine> | undefined;

export function loadSearchEngine(): Promise<SearchEngine> {
  loading ??= import(/* webpackChunkName: "search-index" */ './indexChunk')
    .then((chunk) => chunk.createEngine())
    .catch((error: unknown) => {
      loading = undefined; // let the next attempt try again (a network hiccup, say)
      throw error;
    });
  return loading;
}
