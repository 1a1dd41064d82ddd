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
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

let gc: (() => void) | undefined;

/**
 * A full, synchronous garbage collection of this process's heap: `global.gc` when Node runs with
 * `--expose-gc`, otherwise the same function taken from a fresh context after turning the flag on,
 * as jest's leak detector does.
 */
export function collectGarbage(): void {
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
  gc();
}

/** The plugin, with the collection to run (tests pass a spy). */
export function createBuildMemoryPlugin(collect: () => void): Plugin {
  let loaded = false;
  return {
    name: 'build-memory',
    configureWebpack(config) {
      if (config.mode !== 'production') return {};
      // The first config is made once every plugin has loaded its content.
      if (!loaded) {
        loaded = true;
        collect();
      }
      return {plugins: [{apply: (compiler: Compiler) => compiler.hooks.done.tap('build-memory', collect)}]};
    },
  };
}

export default function buildMemoryPlugin(): Plugin {
  return createBuildMemoryPlugin(collectGarbage);
}
