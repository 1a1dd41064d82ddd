/**
 * Viewport prefetching, moved out of the way of the first load.
 *
 * Docusaurus' `<Link>` asks `window.docusaurus.prefetch()` for the chunks of every internal link as
 * soon as it scrolls into view. Each call walks the whole route table and adds `<link rel=prefetch>`
 * tags; on a long page that is a few hundred calls in the seconds after the first load, main-thread
 * work that delays the page becoming responsive on a phone. Here those calls wait for the browser to
 * be idle after the load event, and run one per idle period: one call can take longer than an idle
 * period on a slow phone, so running more would make long tasks again. Preloading on hover and
 * touch (the reader is about to follow that link) is unchanged.
 */

/** The shape of `window.docusaurus`. */
export interface PrefetchApi {
  readonly prefetch: (routePath: string) => false | Promise<void[]>;
  readonly preload: (routePath: string) => false | Promise<void[]>;
}

/** Runs `work` when the browser is idle (requestIdleCallback, or a timer where there is none). */
export type IdleScheduler = (work: () => void) => void;

/**
 * `api` with `prefetch` queued: calls are kept in order, each address once, and handed to the
 * original one per idle period after `ready` resolves. `preload` is the original.
 */
export function deferPrefetch(api: PrefetchApi, idle: IdleScheduler, ready: Promise<void>): PrefetchApi {
  const queue: {routePath: string; done: (result: void[]) => void}[] = [];
  const queued = new Set<string>();
  let started = false;
  let scheduled = false;

  const runOne = (): void => {
    scheduled = false;
    const next = queue.shift();
    if (next === undefined) return;
    const result = api.prefetch(next.routePath);
    if (result === false) next.done([]);
    else void result.then(next.done, () => next.done([]));
    schedule();
  };
  const schedule = (): void => {
    if (!started || scheduled || queue.length === 0) return;
    scheduled = true;
    idle(runOne);
  };
  void ready.then(() => {
    started = true;
    schedule();
  });

  return Object.freeze({
    preload: api.preload,
    prefetch(routePath: string): false | Promise<void[]> {
      if (queued.has(routePath)) return false;
      queued.add(routePath);
      return new Promise<void[]>((done) => {
        queue.push({routePath, done});
        schedule();
      });
    },
  });
}

/** requestIdleCallback where the browser has it (not Safari before 18); otherwise a short timer. */
export const browserIdle: IdleScheduler = (work) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => work());
  } else {
    window.setTimeout(work, 50);
  }
};

/** Resolves once the page's load event has fired. */
export function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), {once: true}));
}
