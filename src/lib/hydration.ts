/**
 * Whether the page is still hydrating, known without a state update.
 *
 * `useIsBrowser()` flips a context value after hydration, which re-renders every consumer, and a
 * consumer as high as Layout re-renders the whole chrome: on a phone that second render is a long
 * task right after the first one. Code that only needs to act differently *while* hydrating reads
 * this flag instead: false on the server, true on the client until the first commit.
 */
import {useEffect} from 'react';

let hydrated = false;

/** True in the browser until the first render has been committed. */
export function isHydrating(): boolean {
  return typeof window !== 'undefined' && !hydrated;
}

/** Marks the end of hydration; call it in one component that every page renders. */
export function useMarkHydrated(): void {
  useEffect(() => {
    hydrated = true;
  }, []);
}
