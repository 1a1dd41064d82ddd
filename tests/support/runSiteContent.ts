/**
 * Runs plugins/site-content the way a build does (allContentLoaded, then postBuild) in plain Node,
 * for tests (see ./inNode.ts), counting how often each doc is read from disk and parsed.
 * Input: {siteDir, siteConfig, docs, sidebars?, runs?}; `runs` loads the content that many times, as
 * `npm start` does on every change.
 * Output: the global data, the data files (createData), the files written to the build, the counts,
 * or the error the plugin threw.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as pageModel from '../../plugins/page-model';
import siteContentPlugin from '../../plugins/site-content';

export interface RunInput {
  readonly siteDir: string;
  readonly siteConfig: Record<string, unknown>;
  readonly docs: Record<string, unknown>[];
  readonly sidebars?: Record<string, unknown>;
  readonly runs?: number;
}

export interface RunOutput {
  readonly globalData?: unknown;
  readonly data?: Record<string, string>;
  readonly files?: Record<string, string>;
  /** Docs-relative file -> times read from disk / times parsed. */
  readonly reads: Record<string, number>;
  readonly parses: number;
  readonly error?: string;
}

const input = JSON.parse(fs.readFileSync(0, 'utf8')) as RunInput;
const docsDir = path.join(input.siteDir, 'docs');
const reads: Record<string, number> = {};
const count = (file: unknown) => {
  const resolved = path.resolve(String(file));
  if (resolved.startsWith(`${docsDir}${path.sep}`))
    reads[path.relative(docsDir, resolved)] = (reads[path.relative(docsDir, resolved)] ?? 0) + 1;
};
const spy = <T extends object, K extends keyof T>(target: T, key: K) => {
  const original = target[key] as (...args: unknown[]) => unknown;
  target[key] = function (this: unknown, ...args: unknown[]) {
    count(args[0]);
    return original.apply(this, args);
  } as T[K];
};
spy(fs, 'readFileSync');
spy(fs, 'readFile');
spy(fs.promises, 'readFile');
let parses = 0;
const readPage = pageModel.readPage;
(pageModel as {readPage: typeof readPage}).readPage = (...args) => {
  parses += 1;
  return readPage(...args);
};

type Loadable = Plugin & {
  allContentLoaded: NonNullable<Plugin['allContentLoaded']>;
  postBuild: NonNullable<Plugin['postBuild']>;
};

async function run(): Promise<RunOutput> {
  const plugin = siteContentPlugin({
    siteDir: input.siteDir,
    siteConfig: input.siteConfig,
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
  const allContent = {
    'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs: input.docs, sidebars: input.sidebars ?? {}}]}},
  };
  try {
    for (let i = 0; i < (input.runs ?? 1); i += 1) await plugin.allContentLoaded({allContent, actions} as never);
  } catch (error) {
    return {reads, parses, error: (error as Error).message};
  }
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-content-out-'));
  await plugin.postBuild({outDir} as never);
  const files = Object.fromEntries(
    fs.readdirSync(outDir).map((name) => [name, fs.readFileSync(path.join(outDir, name), 'utf8')]),
  );
  fs.rmSync(outDir, {recursive: true, force: true});
  return {globalData, data, files, reads, parses};
}

run().then(
  (output) => process.stdout.write(JSON.stringify(output)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
