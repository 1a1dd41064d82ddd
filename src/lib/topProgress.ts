/**
 * The site's top progress bar, and the only module that drives nprogress: page navigations
 * (src/clientModules/navigationProgress.ts) and request examples (src/components/RequestExample)
 * both start it here. Several users can hold it at once; it stops when the last of them is done, so
 * a request that ends does not hide the bar of a navigation still loading. (Upstream's client module
 * in @docusaurus/theme-classic also starts the bar 200 ms into a navigation and ends it whenever a
 * page or hash is shown; we cannot stop that without replacing the module.)
 */
import nprogress from 'nprogress';

let running = 0;

/** Starts the bar; call the returned function (once is enough, more is harmless) when done. */
export function startTopProgress(): () => void {
  running += 1;
  if (running === 1) nprogress.start();
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    running -= 1;
    if (running === 0) nprogress.done();
  };
}
