/**
 * The site's top progress bar (nprogress, the bar page navigations use) while requests are on their
 * way. Several examples can run at once; the bar stops when the last of them is done.
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
