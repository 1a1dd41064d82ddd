import {useEffect, useState} from 'react';
import type {SearchEngine} from './engine';
import {loadSearchEngine} from './loadEngine';

export type SearchEngineState =
  {readonly status: 'loading'} | {readonly status: 'ready'; readonly engine: SearchEngine} | {readonly status: 'error'};

/** The search engine, loaded when the component that needs it first mounts (search opened). */
export function useSearchEngine(): SearchEngineState {
  const [state, setState] = useState<SearchEngineState>({status: 'loading'});
  useEffect(() => {
    let current = true;
    loadSearchEngine().then(
      (engine) => current && setState({status: 'ready', engine}),
      () => current && setState({status: 'error'}),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
