/**
 * @jest-environment node
 */
import type {LoadContext} from '@docusaurus/types';
import buildMemoryPlugin, {collectGarbage, createBuildMemoryPlugin} from '../../plugins/build-memory';

type Configure = (config: {mode: string}, isServer: boolean) => {plugins?: {apply(compiler: unknown): void}[]};

function fakeCompiler() {
  const done: (() => void)[] = [];
  return {compiler: {hooks: {done: {tap: (_name: string, callback: () => void) => done.push(callback)}}}, done};
}

describe('collectGarbage', () => {
  test('frees what is no longer referenced', () => {
    let garbage: number[][] | null = Array.from({length: 400}, (_, i) =>
      Array.from({length: 20_000}, (__, j) => i + j),
    );
    const held = process.memoryUsage().heapUsed;
    expect(garbage.length).toBe(400);
    garbage = null;
    collectGarbage();
    // 400 arrays of 20,000 small numbers: about 60 MB of heap, all unreachable now.
    expect(held - process.memoryUsage().heapUsed).toBeGreaterThan(30 * 1024 * 1024);
  });
});

describe('the build-memory plugin', () => {
  test('a production build collects once the site is loaded and after each compilation', () => {
    const collect = jest.fn();
    const configure = createBuildMemoryPlugin(collect).configureWebpack as unknown as Configure;
    const client = configure({mode: 'production'}, false);
    expect(collect).toHaveBeenCalledTimes(1);
    const server = configure({mode: 'production'}, true);
    expect(collect).toHaveBeenCalledTimes(1);

    const clientCompiler = fakeCompiler();
    const serverCompiler = fakeCompiler();
    client.plugins?.forEach((plugin) => plugin.apply(clientCompiler.compiler));
    server.plugins?.forEach((plugin) => plugin.apply(serverCompiler.compiler));
    clientCompiler.done.forEach((callback) => callback());
    expect(collect).toHaveBeenCalledTimes(2);
    serverCompiler.done.forEach((callback) => callback());
    expect(collect).toHaveBeenCalledTimes(3);
  });

  test('the dev server is left alone', () => {
    const collect = jest.fn();
    const configure = createBuildMemoryPlugin(collect).configureWebpack as unknown as Configure;
    expect(configure({mode: 'development'}, false)).toEqual({});
    expect(collect).not.toHaveBeenCalled();
  });

  test('Docusaurus can call it as a plugin function', () => {
    const plugin = (buildMemoryPlugin as unknown as (context: LoadContext) => {name: string})({} as LoadContext);
    expect(plugin.name).toBe('build-memory');
  });
});
