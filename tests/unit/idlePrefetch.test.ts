import {deferPrefetch, type IdleDeadlineLike, type PrefetchApi} from '@site/src/lib/idlePrefetch';

/** An idle scheduler the test runs by hand, with the idle time each period leaves. */
function manualIdle() {
  const pending: ((deadline: IdleDeadlineLike) => void)[] = [];
  return {
    idle: (work: (deadline: IdleDeadlineLike) => void) => pending.push(work),
    pending,
    /** Runs one idle period in which `calls` more calls fit before the margin. */
    runPeriod(calls: number) {
      const work = pending.shift();
      if (!work) throw new Error('no idle work scheduled');
      let left = calls;
      work({timeRemaining: () => (left-- > 1 ? 50 : 0)});
    },
  };
}

function upstream() {
  const prefetched: string[] = [];
  const preloaded: string[] = [];
  const api: PrefetchApi = {
    prefetch: (path) => {
      prefetched.push(path);
      return Promise.resolve([]);
    },
    preload: (path) => {
      preloaded.push(path);
      return Promise.resolve([]);
    },
  };
  return {api, prefetched, preloaded};
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('deferPrefetch', () => {
  it('prefetches nothing before the page has loaded, then in idle periods, in order', async () => {
    const {api, prefetched} = upstream();
    const scheduler = manualIdle();
    let loaded!: () => void;
    const deferred = deferPrefetch(api, scheduler.idle, new Promise((resolve) => (loaded = resolve)));

    deferred.prefetch('/a.html');
    deferred.prefetch('/b.html');
    deferred.prefetch('/c.html');
    await flush();
    expect(prefetched).toEqual([]);
    expect(scheduler.pending).toHaveLength(0);

    loaded();
    await flush();
    expect(scheduler.pending).toHaveLength(1);
    scheduler.runPeriod(2);
    expect(prefetched).toEqual(['/a.html', '/b.html']);
    // What did not fit waits for the next idle period.
    expect(scheduler.pending).toHaveLength(1);
    scheduler.runPeriod(5);
    expect(prefetched).toEqual(['/a.html', '/b.html', '/c.html']);
    expect(scheduler.pending).toHaveLength(0);
  });

  it('runs at least one prefetch per idle period, so a busy page still moves the queue on', async () => {
    const {api, prefetched} = upstream();
    const scheduler = manualIdle();
    const deferred = deferPrefetch(api, scheduler.idle, Promise.resolve());
    deferred.prefetch('/a.html');
    deferred.prefetch('/b.html');
    await flush();
    scheduler.runPeriod(0);
    expect(prefetched).toEqual(['/a.html']);
    scheduler.runPeriod(0);
    expect(prefetched).toEqual(['/a.html', '/b.html']);
  });

  it('asks for each address once, and resolves when the original prefetch has', async () => {
    const {api, prefetched} = upstream();
    const scheduler = manualIdle();
    const deferred = deferPrefetch(api, scheduler.idle, Promise.resolve());
    const first = deferred.prefetch('/a.html');
    expect(deferred.prefetch('/a.html')).toBe(false);
    await flush();
    scheduler.runPeriod(5);
    expect(prefetched).toEqual(['/a.html']);
    await expect(first).resolves.toEqual([]);
  });

  it('leaves preloading on hover and touch as it is', () => {
    const {api, preloaded} = upstream();
    const deferred = deferPrefetch(api, manualIdle().idle, new Promise(() => {}));
    deferred.preload('/a.html');
    expect(preloaded).toEqual(['/a.html']);
  });
});
