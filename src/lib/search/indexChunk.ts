/**
 * The lazily loaded part of search: the meta part of the index written by plugins/site-content
 * (through `createData`, so `npm start` rewrites it when a page changes) and the engine that reads
 * it, which fetches the other files of the index from `meta.base` as queries need them (the build
 * copies them to assets/search/<hash>/, the dev server serves them from the plugin's folder).
 * Import it only through ./loadEngine.ts.
 */
import meta from '@generated/site-content/default/search-meta.json';
import {createSearchEngine, type SearchEngine} from './engine';

async function fetchFile(name: string): Promise<unknown> {
  const response = await fetch(`${meta.base}${name}`);
  if (!response.ok) throw new Error(`Search index file ${name}: HTTP ${response.status}`);
  return response.json();
}

export function createEngine(): SearchEngine {
  return createSearchEngine(meta, fetchFile);
}
