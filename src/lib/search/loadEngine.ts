/**
 * Loads the search engine once, on first use: the index data and MiniSearch form one chunk
 * (`search-index`) that the bundler splits off, so no page downloads it until search is opened or the
 * not-found page asks for suggestions. Works the same under `npm start` and in the build.
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
