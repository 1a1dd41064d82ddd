import {useEffect, useState} from 'react';
import {loadSearchEngine} from './loadEngine';
import {suggestPages} from './suggest';
import type {SearchPage} from './types';

export interface SearchSuggestions {
  /** 'loading' on the server and until the index has loaded in the browser. */
  readonly status: 'loading' | 'ready' | 'error';
  readonly pages: readonly SearchPage[];
}

const LOADING: SearchSuggestions = {status: 'loading', pages: []};

/**
 * Pages that match the words of `pathname` (see suggestPages), for the not-found page. Loads the
 * search index after the page has rendered; the first render (server and browser alike) is 'loading',
 * so hydration matches.
 */
export function useSearchSuggestions(pathname: string, n = 5): SearchSuggestions {
  const [state, setState] = useState<{key: string; value: SearchSuggestions}>({key: '', value: LOADING});
  const key = `${n}:${pathname}`;
  useEffect(() => {
    let current = true;
    loadSearchEngine()
      .then((engine) => suggestPages(engine, pathname, n))
      .then(
        (pages) => {
          if (current) setState({key, value: {status: 'ready', pages}});
        },
        () => {
          if (current) setState({key, value: {status: 'error', pages: []}});
        },
      );
    return () => {
      current = false;
    };
  }, [key, pathname, n]);
  return state.key === key ? state.value : LOADING;
}
