/**
 * Docusaurus plugin: a production build collects the JavaScript heap's garbage where loading the
 * site and each bundler compilation leave the most of it, instead of letting the bundler's native
 * memory pile up on top of it.
 *
 * Why: loading the site (reading every page, the search index, llms-full.txt) leaves the heap at
 * 450 MB at ten times today's pages, of which 190 MB is alive, and V8 keeps that garbage resident
 * while Rspack allocates its own native memory for the browser and server bundles. Collecting once
 * the site is loaded (the bundler configs are made right after) and when each compilation is done
 * gave the 10× build a peak of 2865 MiB against 3491 MiB, and no slower (`npm run bench -- --scale
 * 10`). Under `npm start` nothing changes.
 *
 * While the build runs, a guard collects whenever the heap has grown by 96 MB of garbage (see
 * `guardHeap`), since V8 otherwise lets it grow to three or four times what is alive.
 *
 * A collection compacts the heap when it is mostly empty pages (see `shouldCompact`): at ten times
 * today's pages the heap held about 1 GB of pages for 400 MB of objects through the bundling, and
 * compacting brought it to about 450 MB. With it the 10× peak fell from 2578-2609 MiB to 2446 MiB,
 * and it moved from the end of the bundling to the end of the static rendering.
 *
 * It also has the server bundle compiled once the browser bundle is done (`dependencies` of a
 * multi-compiler), so that the two compilations' working sets do not peak together. Together with
 * the settings of scripts/build.mjs, the 10× peak fell from 3.1-3.4 GiB to 2.5-3.1 GiB over four
 * runs each, and the 1× peak from about 800 to 660 MiB.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

let gc: (() => void) | undefined;

/** The heap's size in bytes: what V8 holds (`total`) and what its objects fill (`used`). */
export interface HeapSize {
  total: number;
  used: number;
}

const heapSize = (): HeapSize => {
  const {total_heap_size: total, used_heap_size: used} = v8.getHeapStatistics();
  return {total, used};
};

/** Below this much free heap a compaction is not worth its time. */
export const COMPACT_MIN_FREE = 64 * 1024 * 1024;

/**
 * Whether a collection should also compact the heap: when, after a full collection, the heap
 * holds more free space than objects (and at least COMPACT_MIN_FREE).
 *
 * Why: a full collection frees objects but keeps the pages they sat on, as long as any object is
 * left on the page. After loading the site and while compiling the MDX, the heap of a 10× build
 * held 930-1070 MB of pages for 350-450 MB of objects, all of it resident beside the bundler's
 * native memory. Compacting moves the objects together and hands the emptied pages back. But it
 * copies the objects first, so for a moment the process holds them twice: compacting a heap that
 * is mostly full (as it is during the static rendering) adds more to the peak than it saves, and
 * in a 10× build raised it by 400 MB.
 */
export function shouldCompact({total, used}: HeapSize): boolean {
  const free = total - used;
  return free >= COMPACT_MIN_FREE && free > used;
}

/** The function V8's `--expose-gc` gives, taken once. */
function exposedGc(): () => void {
  if (gc === undefined) {
    const exposed = (globalThis as {gc?: () => void}).gc;
    if (exposed !== undefined) {
      gc = exposed;
    } else {
      v8.setFlagsFromString('--expose-gc');
      gc = vm.runInNewContext('gc') as () => void;
      v8.setFlagsFromString('--no-expose-gc');
    }
  }
  return gc;
}

/**
 * A full, synchronous garbage collection of this process's heap, followed by a compacting one when
 * `shouldCompact` says the heap (as `size` reads it after the first) is mostly empty pages. The
 * collection is `global.gc` when Node runs with `--expose-gc`, otherwise the same function taken
 * from a fresh context after turning the flag on, as jest's leak detector does; V8 compacts every
 * page only while its flag `--compact-on-every-full-gc` is on, so it is on for that one collection.
 * Tests pass their own `size`, since whether compacting pays depends on everything else the heap
 * holds.
 */
export function createCollector(size: () => HeapSize = heapSize): () => void {
  return () => {
    const collect = exposedGc();
    collect();
    if (!shouldCompact(size())) return;
    v8.setFlagsFromString('--compact-on-every-full-gc');
    try {
      collect();
    } finally {
      v8.setFlagsFromString('--no-compact-on-every-full-gc');
    }
  };
}

/** The collection a build runs (`createCollector` with the real heap's size). */
export const collectGarbage: () => void = createCollector();

/** A runtime module added from JavaScript, as far as `releaseClosedCompiler` touches it. */
type RuntimeModuleRefs = {compilation?: unknown; chunk?: unknown; chunkGraph?: unknown};

/**
 * Lets go of a closed compiler, so that it is collected and the bundler's native memory for its
 * compilation (most of its working set) is freed before the static rendering, not after the build.
 * Two things keep a closed compiler alive in a Docusaurus 3.10 build on Rspack 1.7:
 * - Rspack keeps the `generate` function of every runtime module a JavaScript plugin adds
 *   (`compilation.addRuntimeModule`, which Docusaurus's ChunkAssetPlugin calls for each runtime
 *   chunk) in a global handle for good, bound to the module; the module points at its compilation
 *   and the compilation at its compiler. Fixed in Rspack 2.1.8 (web-infra-dev/rspack#15008).
 * - Docusaurus keeps the browser config until the build ends, and a plugin instance of it (the
 *   React Loadable manifest plugin) keeps the compiler it was applied to.
 * The compiler's hooks lead to the multi-compiler and so to the other compiler: one kept compiler
 * keeps both. Once the compiler is closed, these references are dropped.
 */
export function releaseClosedCompiler(compiler: Compiler): void {
  const added: RuntimeModuleRefs[] = [];
  compiler.hooks.thisCompilation.tap('build-memory', (compilation) => {
    const addRuntimeModule = compilation.addRuntimeModule.bind(compilation);
    compilation.addRuntimeModule = (chunk, module, ...rest) => {
      added.push(module as unknown as RuntimeModuleRefs);
      return addRuntimeModule(chunk, module, ...rest);
    };
  });
  compiler.hooks.shutdown.tap('build-memory', () => {
    for (const module of added.splice(0)) {
      module.compilation = undefined;
      module.chunk = undefined;
      module.chunkGraph = undefined;
    }
    for (const plugin of compiler.options.plugins ?? []) {
      const instance = plugin as {compiler?: unknown} | null | undefined;
      if (typeof instance === 'object' && instance !== null && instance.compiler === compiler)
        instance.compiler = undefined;
    }
  });
}

/**
 * Collects the heap's garbage once per turn of the event loop until `closed` is collected, at most
 * `rounds` times: Rspack lets go of its last handles on a closed compiler a turn after `close`.
 * Takes only the weak reference, so that no closure of its own keeps the compiler.
 */
export function collectUntilCollected(closed: WeakRef<object>, collect: () => void, rounds = 10): void {
  if (rounds <= 0) return;
  setImmediate(() => {
    collect();
    if (closed.deref() !== undefined) collectUntilCollected(closed, collect, rounds - 1);
  });
}

/** How the heap guard reads the heap and waits: the real ones in a build, fakes in the tests. */
export interface HeapGuardClock {
  /** Bytes of the JavaScript heap in use, garbage included. */
  usedHeap(): number;
  /** Calls `check` every so often until the returned function is called. */
  every(check: () => void): () => void;
}

/** The heap's garbage the guard lets pile up between two collections. */
export const HEAP_GUARD_SLACK = 96 * 1024 * 1024;

/** How often the guard looks at the heap, in milliseconds. */
const HEAP_GUARD_PERIOD = 250;

const realClock: HeapGuardClock = {
  usedHeap: () => v8.getHeapStatistics().used_heap_size,
  every(check) {
    const timer = setInterval(check, HEAP_GUARD_PERIOD);
    timer.unref(); // never what keeps the build's process alive
    return () => clearInterval(timer);
  },
};

/**
 * Keeps the heap within `slack` bytes of the least it held since the last collection, from now until
 * the returned function is called: whenever it has grown by more, it collects.
 *
 * Why: with gigabytes of memory free, V8 lets the heap grow to three or four times what is alive
 * before its next full collection. In a build two phases make garbage fast while the bundler's
 * native memory sits beside it: compiling the pages' MDX (at ten times today's pages the heap held
 * 1.4 GB, 370 MB of it alive, by the end) and the static rendering (1.2 GB, 500 MB alive). A
 * collection takes a fraction of a second and, with this slack, comes every few seconds at most.
 */
export function guardHeap(
  collect: () => void,
  clock: HeapGuardClock = realClock,
  slack = HEAP_GUARD_SLACK,
): () => void {
  // The least the heap has held since the last collection: a collection of V8's own lowers it too.
  let floor = clock.usedHeap();
  return clock.every(() => {
    const used = clock.usedHeap();
    floor = Math.min(floor, used);
    if (used - floor <= slack) return;
    collect();
    floor = clock.usedHeap();
  });
}

/**
 * The name Docusaurus gives the browser bundle's compiler (its base config; its MDX loader accepts
 * only `client` and `server`, so the names stay as they are). The server compiler depends on it.
 */
export const BROWSER_COMPILER = 'client';

/** The plugin, with the collection to run (tests pass a spy). */
export function createBuildMemoryPlugin(
  collect: () => void,
  guard: (collect: () => void) => () => void = guardHeap,
): Plugin {
  let loaded = false;
  let stopGuard: (() => void) | undefined;
  return {
    name: 'build-memory',
    postBuild() {
      stopGuard?.();
      stopGuard = undefined;
    },
    configureWebpack(config, isServer) {
      if (config.mode !== 'production') return {};
      // The first config is made once every plugin has loaded its content.
      if (!loaded) {
        loaded = true;
        collect();
        stopGuard = guard(collect);
      }
      return {
        // The server bundle is compiled once the browser bundle is done, not beside it: the two
        // compilations' peaks no longer add up (see the module comment).
        ...(isServer ? {dependencies: [BROWSER_COMPILER]} : {}),
        plugins: [
          {
            apply: (compiler: Compiler) => {
              compiler.hooks.done.tap('build-memory', collect);
              releaseClosedCompiler(compiler);
              // Once closed and released, the compiler is garbage: collect it before the static
              // rendering gets far, so that its native memory is freed by then.
              compiler.hooks.shutdown.tap('build-memory', () => collectUntilCollected(new WeakRef(compiler), collect));
            },
          },
        ],
      };
    },
  };
}

export default function buildMemoryPlugin(): Plugin {
  return createBuildMemoryPlugin(collectGarbage);
}
