/**
 * Runs plugins/site-content the way a build does (allContentLoaded, then postBuild), for tests,
 * counting how often each doc is read from disk and parsed. Each call makes a new plugin instance,
 * as a build does; the plugin keeps its readings in the instance, not in its module, so calls share
 * nothing and need no module cache of their own. `runs` loads the content that many times with the
 * one instance, as `npm start` does on every change. One call at a time: the counts are global.
 * Gives the global data, the data files (createData), the files written to the build (by their path
 * in it), the counts, or the error the plugin threw. The plugin's generated files go to a temporary
 * folder, removed after.
 *
 * Importing this module makes the page model's `readPage` a Jest mock that calls the real one (the
 * page model's exports cannot be replaced, and the plugin imports `readPage` by name), to count the
 * parses.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as pageModel from '../../plugins/page-model';
import siteContentPlugin from '../../plugins/site-content';

jest.mock('../../plugins/page-model', () => {
  const actual = jest.requireActual<typeof pageModel>('../../plugins/page-model');
  return {...actual, readPage: jest.fn(actual.readPage)};
});

export interface RunInput {
  readonly siteDir: string;
  readonly siteConfig: Record<string, unknown>;
  readonly docs: Record<string, unknown>[];
  readonly sidebars?: Record<string, unknown>;
  readonly runs?: number;
  /** The docs of the runs after the first, when they differ (a page added, moved or retitled). */
  readonly laterDocs?: Record<string, unknown>[];
  /**
   * Empties the syntax tree of every page parsed before `postBuild` runs, as if the memory had been
   * given back: what the build writes then shows whether the plugin still goes back to the trees.
   */
  readonly emptyTreesBeforePostBuild?: boolean;
  /** Makes a production bundler config after each load of the content, as `docusaurus build` does. */
  readonly productionConfig?: boolean;
}

export interface RunOutput {
  readonly globalData?: unknown;
  readonly data?: Record<string, string>;
  readonly files?: Record<string, string>;
  /** Under `npm start`: what the dev server serves besides the bundle, by address. */
  readonly devServed?: Record<string, string>;
  /** Docs-relative file -> times read from disk / times parsed. */
  readonly reads: Record<string, number>;
  readonly parses: number;
  readonly error?: string;
}

type Loadable = Plugin & {
  allContentLoaded: NonNullable<Plugin['allContentLoaded']>;
  postBuild: NonNullable<Plugin['postBuild']>;
  configureWebpack: NonNullable<Plugin['configureWebpack']>;
};

/** The files the dev server would serve from the `static` folders of a webpack config, by address. */
function staticServed(config: unknown): Record<string, string> {
  const folders =
    (config as {devServer?: {static?: {directory: string; publicPath: string}[]}}).devServer?.static ?? [];
  return Object.fromEntries(
    folders.flatMap(({directory, publicPath}) =>
      Object.entries(fs.existsSync(directory) ? filesBelow(directory) : {}).map(([file, text]) => [
        `${publicPath}${file}`,
        text,
      ]),
    ),
  );
}

/** What `run` gives, and the path of every file read from disk meanwhile, by any of fs' readers. */
async function watchingReads<T>(run: () => Promise<T>): Promise<{result: T; paths: unknown[]}> {
  const spies = [
    jest.spyOn(fs, 'readFileSync'),
    jest.spyOn(fs, 'readFile'),
    jest.spyOn(fs.promises, 'readFile'),
  ] as jest.SpyInstance[];
  try {
    const result = await run();
    return {result, paths: spies.flatMap((spy) => spy.mock.calls.map((args: unknown[]) => args[0]))};
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

type Built = Pick<RunOutput, 'globalData' | 'data' | 'files' | 'devServed' | 'error'>;

/** Every file below `dir`, by its path relative to it, with its text. */
function filesBelow(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8')];
      }),
  );
}

async function build(input: RunInput): Promise<Built> {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-content-generated-'));
  try {
    return await buildIn(input, generatedFilesDir);
  } finally {
    fs.rmSync(generatedFilesDir, {recursive: true, force: true});
  }
}

async function buildIn(input: RunInput, generatedFilesDir: string): Promise<Built> {
  const plugin = siteContentPlugin({
    siteDir: input.siteDir,
    siteConfig: input.siteConfig,
    generatedFilesDir,
  } as unknown as LoadContext) as Loadable;
  let globalData: unknown;
  const data: Record<string, string> = {};
  const actions = {
    setGlobalData: (value: unknown) => (globalData = value),
    createData: async (name: string, content: string) => {
      data[name] = content;
      return name;
    },
  };
  try {
    for (let i = 0; i < (input.runs ?? 1); i += 1) {
      const docs = i > 0 && input.laterDocs ? input.laterDocs : input.docs;
      const content = {
        'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs, sidebars: input.sidebars ?? {}}]}},
      };
      await plugin.allContentLoaded({allContent: content, actions} as never);
      if (input.productionConfig) plugin.configureWebpack({mode: 'production'}, false, {} as never, undefined);
    }
  } catch (error) {
    return {error: (error as Error).message};
  }
  if (input.emptyTreesBeforePostBuild)
    for (const parsed of jest.mocked(pageModel.readPage).mock.results)
      if (parsed.type === 'return' && parsed.value.ok) parsed.value.tree.children.length = 0;
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-content-out-'));
  try {
    const devServed = staticServed(plugin.configureWebpack({mode: 'development'}, false, {} as never, undefined));
    await plugin.postBuild({outDir} as never);
    return {globalData, data, files: filesBelow(outDir), devServed};
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
}

let running = false;

export async function runSiteContent(input: RunInput): Promise<RunOutput> {
  if (running) throw new Error('runSiteContent: one run at a time (each counts the reads and parses it makes)');
  running = true;
  try {
    const parsing = jest.mocked(pageModel.readPage);
    parsing.mockClear();
    const {result, paths} = await watchingReads(() => build(input));
    const docsDir = path.join(input.siteDir, 'docs');
    const reads: Record<string, number> = {};
    for (const file of paths) {
      const resolved = path.resolve(String(file));
      if (!resolved.startsWith(`${docsDir}${path.sep}`)) continue;
      const relative = path.relative(docsDir, resolved);
      reads[relative] = (reads[relative] ?? 0) + 1;
    }
    return {...result, reads, parses: parsing.mock.calls.length};
  } finally {
    running = false;
  }
}
