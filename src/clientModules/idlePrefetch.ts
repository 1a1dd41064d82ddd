/**
 * Viewport prefetches wait until the page has loaded and the browser is idle (src/lib/idlePrefetch.ts).
 * `window.docusaurus` is set by Docusaurus' client entry after the client modules are evaluated, in
 * the same task; the microtask below runs right after it, before anything renders.
 */
import {browserIdle, deferPrefetch, pageLoaded} from '../lib/idlePrefetch';

if (typeof window !== 'undefined') {
  queueMicrotask(() => {
    // Undefined only if a future Docusaurus sets it later; then prefetching stays as it is.
    if (window.docusaurus) window.docusaurus = deferPrefetch(window.docusaurus, browserIdle, pageLoaded());
  });
}

export {};
