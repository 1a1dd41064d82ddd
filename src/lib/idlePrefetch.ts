/**
 * Viewport prefetching, moved out of the way of the first load.
 *
 * Docusaurus' `<Link>` asks `window.docusaurus.prefetch()` for the chunks of every internal link as
 * soon as it scrolls into view. Each call walks the whole route table and adds `<link rel=prefetch>`
 * tags; on a long page that is a few hundred calls in the seconds after the first load, main-thread
 * work that delays the page becoming responsive on a phone. Here those calls wait for the browser to
 * be idle after the load event, and run a few at a time. Preloading on hover and touch (the reader
 * is about to follow that link) is unchanged.
 */

/** The shape of `window.docusaurus`. */
export interface PrefetchApi {
  readonly prefetch: (routePath: string) => false | Promise<void[]>;
  readonly preload: (routePath: string) => false | Promise<void[]>;
}

export interface IdleDeadlineLike {
  timeRemaining(): number;
}

/** Runs `work` when the browser is idle (requestIdleCallback, or a timer where there is none). */
export type IdleScheduler = (work: (deadline: IdleDeadlineLike) => void) => void;

/** Leave at least this much of an idle period (ms) unused, so one call never runs past it. */
const IDLE_MARGIN_MS = 4;

/**
 * `api` with `prefetch` queued: calls are kept in order, each address once, and handed to the
 * original in idle periods after `ready` resolves. `preload` is the original.
 */
export function deferPrefetch(api: PrefetchApi, idle: IdleScheduler, ready: Promise<void>): PrefetchApi {
  const queue: {routePath: string; done: (result: void[]) => void}[] = [];
  const queued = new Set<string>();
  let started = false;
  let scheduled = false;

  const drain = (deadline: IdleDeadlineLike): void => {
    scheduled = false;
    // At least one per idle period, so the queue always moves on.
    do {
      const next = queue.shift();
      if (next === undefined) return;
      const result = api.prefetch(next.routePath);
      if (result === false) next.done([]);
      else void result.then(next.done, () => next.done([]));
    } while (deadline.timeRemaining() > IDLE_MARGIN_MS);
    schedule();
  };
  const schedule = (): void => {
    if (!started || scheduled || queue.length === 0) return;
    scheduled = true;
    idle(drain);
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
    window.requestIdleCallback((deadline) => work(deadline), {timeout: 2000});
  } else {
    window.setTimeout(() => work({timeRemaining: () => 0}), 50);
  }
};

/** Resolves once the page's load event has fired. */
export function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), {once: true}));
}
