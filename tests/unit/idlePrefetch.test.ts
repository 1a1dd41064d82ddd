import {deferPrefetch, type PrefetchApi} from '@site/src/lib/idlePrefetch';

/** An idle scheduler the test runs by hand. */
function manualIdle() {
  const pending: (() => void)[] = [];
  return {
    idle: (work: () => void) => pending.push(work),
    pending,
    /** Runs one idle period. */
    runPeriod() {
      const work = pending.shift();
      if (!work) throw new Error('no idle work scheduled');
      work();
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
  it('prefetches nothing before the page has loaded, then one address per idle period, in order', async () => {
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
    scheduler.runPeriod();
    expect(prefetched).toEqual(['/a.html']);
    // The rest waits for the next idle periods.
    expect(scheduler.pending).toHaveLength(1);
    scheduler.runPeriod();
    scheduler.runPeriod();
    expect(prefetched).toEqual(['/a.html', '/b.html', '/c.html']);
    expect(scheduler.pending).toHaveLength(0);
    // A link scrolled into view later starts the queue again.
    deferred.prefetch('/d.html');
    scheduler.runPeriod();
    expect(prefetched).toEqual(['/a.html', '/b.html', '/c.html', '/d.html']);
  });

  it('asks for each address once, and resolves when the original prefetch has', async () => {
    const {api, prefetched} = upstream();
    const scheduler = manualIdle();
    const deferred = deferPrefetch(api, scheduler.idle, Promise.resolve());
    const first = deferred.prefetch('/a.html');
    expect(deferred.prefetch('/a.html')).toBe(false);
    await flush();
    scheduler.runPeriod();
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
