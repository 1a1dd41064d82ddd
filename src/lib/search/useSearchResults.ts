import {useEffect, useMemo, useState} from 'react';
import type {SearchEngine, SearchResult} from './engine';

export type SearchResultsState =
  | {readonly status: 'loading'}
  | {readonly status: 'error'}
  | {readonly status: 'ready'; readonly results: readonly SearchResult[]};

interface Settled {
  readonly engine?: SearchEngine;
  readonly query: string;
  /** Undefined when a file the query needs could not be loaded. */
  readonly results?: readonly SearchResult[];
}

/**
 * The results of `query` (none for a blank one) once `engine` is there. At once when the index
 * files the query needs are loaded already (a query typed letter by letter, mostly); otherwise
 * 'loading' until they are, or 'error' when one could not be loaded: the next query, or search
 * opened again, asks for it again. Only the latest query's answer counts.
 */
export function useSearchResults(engine: SearchEngine | undefined, query: string): SearchResultsState {
  const [settled, setSettled] = useState<Settled>({query: ''});
  const blank = query.trim() === '';
  const immediate = useMemo(() => (engine && !blank ? engine.searchLoaded(query) : undefined), [engine, blank, query]);
  const waiting = Boolean(engine) && !blank && !immediate;
  useEffect(() => {
    if (!engine || !waiting) return undefined;
    let current = true;
    engine.search(query).then(
      (results) => current && setSettled({engine, query, results}),
      () => current && setSettled({engine, query}),
    );
    return () => {
      current = false;
    };
  }, [engine, query, waiting]);
  if (!engine) return {status: 'loading'};
  if (blank) return {status: 'ready', results: []};
  if (immediate) return {status: 'ready', results: immediate};
  if (settled.engine !== engine || settled.query !== query) return {status: 'loading'};
  return settled.results ? {status: 'ready', results: settled.results} : {status: 'error'};
}
