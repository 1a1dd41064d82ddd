/**
 * Whether the page is still hydrating, known without a state update.
 *
 * `useIsBrowser()` flips a context value after hydration, which re-renders every consumer, and a
 * consumer as high as Layout re-renders the whole chrome: on a phone that second render is a long
 * task right after the first one. Code that only needs to act differently *while* hydrating reads
 * this flag instead: false on the server, true on the client until the first commit.
 */
import {startTransition, useEffect, useState} from 'react';

let hydrated = false;

/** True in the browser until the first render has been committed. */
export function isHydrating(): boolean {
  return typeof window !== 'undefined' && !hydrated;
}

/**
 * True while the first render adopts HTML the server rendered: a production build's first render in
 * the browser. False on the server, after hydration, and under `npm start`, whose first render builds
 * the page from nothing (Docusaurus defines HYDRATE_CLIENT_ENTRY for the client bundle).
 */
export function isHydratingServerHtml(): boolean {
  return Boolean(process.env.HYDRATE_CLIENT_ENTRY) && isHydrating();
}

/** Marks the end of hydration; call it in one component that every page renders. */
export function useMarkHydrated(): void {
  useEffect(() => {
    hydrated = true;
  }, []);
}

/**
 * False on the server and while hydrating; then true, set in a transition so that what it shows is
 * rendered in slices rather than in one blocking render of the whole page. True from the start on
 * pages rendered after hydration (in-app navigation).
 */
export function useAfterHydration(): boolean {
  // `hydrated` is never set on the server, so server and hydration render the same thing (nothing);
  // only a client render after hydration starts true.
  const [ready, setReady] = useState(() => hydrated);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready;
}
