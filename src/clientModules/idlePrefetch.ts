/**
 * Viewport prefetches wait until the page has loaded and the browser is idle (src/lib/idlePrefetch.ts),
 * and each asks only for the files the browser does not have yet (src/lib/routePrefetch.ts).
 * `window.docusaurus` is set by Docusaurus' client entry after the client modules are evaluated, in
 * the same task; the microtask below runs right after it, before anything renders.
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {browserIdle, deferPrefetch, pageLoaded} from '../lib/idlePrefetch';
import {createRoutePrefetch, fetchedFiles, linkPrefetch, savesData} from '../lib/routePrefetch';
import {missingSectionChunks, tableVersion} from '../lib/routeSections';

/** Docusaurus' chunk-name-to-file function (its ChunkAssetPlugin adds it to the bundler's runtime). */
declare const __webpack_require__: {gca?: (chunkName: string) => string};

if (typeof window !== 'undefined') {
  queueMicrotask(() => {
    const upstream = window.docusaurus;
    const chunkUrl = __webpack_require__.gca;
    // Undefined only if a future Docusaurus changes them; then prefetching stays as it is.
    if (upstream === undefined || chunkUrl === undefined) return;
    const prefetch = createRoutePrefetch({
      routes,
      chunkNames: routesChunkNames,
      chunkUrl,
      fetched: fetchedFiles,
      fetchFile: linkPrefetch,
      base: window.location.href,
      saveData: savesData,
      sections: {missingChunks: missingSectionChunks, version: tableVersion},
    });
    window.docusaurus = deferPrefetch({prefetch, preload: upstream.preload}, browserIdle, pageLoaded());
  });
}

export {};
