/**
 * The child process of ./config.ts: `node bin/config-child.mjs <.vuepress/config.js>` runs `main`,
 * which evaluates the VuePress config (CommonJS, the user's code) and prints its sidebar as JSON
 * after a marker line. A file that config.js requires and that throws (a sidebar file with a bug, a
 * theme that is not installed) does not stop the load: require() returns a stand-in that is
 * reported where the config uses it. Importing this module does nothing; only `main` does.
 */
import Module, {createRequire} from 'node:module';
import path from 'node:path';
import {LOAD_ERROR, type LoadError} from './sidebars';

/** Starts the line of JSON the parent reads; what the config prints before it is ignored. */
export const CONFIG_MARKER = '@@migrate-config@@';

/** A file the config required that threw, and whether the sidebar uses what it returned. */
export interface RequireFailure extends LoadError {
  /** As the config wrote it: './sidebars/guide', 'vuepress-theme-x'. */
  readonly request: string;
  used: boolean;
}

/** The JSON after the marker. Files are absolute paths. */
export type ConfigChildResult =
  | {readonly ok: false; readonly error: LoadError}
  | {
      readonly ok: true;
      readonly title: string | null;
      readonly description: string | null;
      /** themeConfig.sidebar, functions left out, `{__migrateLoadError: LoadError}` for a stand-in. */
      readonly sidebar: unknown;
      /** For each sidebar key, the file its value came from. */
      readonly keySources: Record<string, string>;
      readonly failures: RequireFailure[];
    };

/** Node's CommonJS loader, as far as this module patches it. */
interface ModuleLoader {
  _load(request: string, parent: {filename?: string} | null | undefined, isMain: boolean): unknown;
  _resolveFilename(request: string, parent: unknown, isMain: boolean): string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function describe(error: unknown, file: string, request: string): RequireFailure {
  const err = error as Partial<Error> | null | undefined;
  const stack = String(err?.stack ?? '');
  const line = Number(new RegExp(`${escapeRegExp(file)}:(\\d+)`).exec(stack)?.[1] ?? 0);
  const message = String(err?.message ?? error).split('\n')[0] ?? '';
  return {file, line, message: `${err?.name ?? 'Error'}: ${message}`, request, used: false};
}

function finish(result: ConfigChildResult): void {
  process.stdout.write(`\n${CONFIG_MARKER}${JSON.stringify(result)}\n`);
}

/** Evaluates `configPath` and prints the result after the marker. */
export function main(configPath: string): void {
  const configFile = path.resolve(configPath);
  const failures: RequireFailure[] = [];
  const standIns = new Map<unknown, RequireFailure>();
  /** Exported value -> file it came from. */
  const sources = new Map<unknown, string>();

  const loader = Module as unknown as ModuleLoader;
  const originalLoad = loader._load;
  loader._load = function load(this: unknown, request, parent, isMain) {
    if (!parent || parent.filename !== configFile) return originalLoad.call(this, request, parent, isMain);
    let file = request;
    try {
      file = loader._resolveFilename(request, parent, isMain);
    } catch {
      // reported below when the load fails
    }
    try {
      const exported = originalLoad.call(this, request, parent, isMain);
      if (exported && typeof exported === 'object') sources.set(exported, file);
      return exported;
    } catch (error) {
      const failure = describe(error, file, request);
      failures.push(failure);
      const standIn: unknown[] = [];
      standIns.set(standIn, failure);
      return standIn;
    }
  };

  /** A JSON copy of the value with stand-ins marked and functions left out. */
  const clean = (value: unknown, depth = 0): unknown => {
    const failure = standIns.get(value);
    if (failure) {
      failure.used = true;
      const {file, line, message} = failure;
      return {[LOAD_ERROR]: {file, line, message}};
    }
    if (depth > 40 || typeof value === 'function' || typeof value === 'symbol') return undefined;
    if (Array.isArray(value)) return value.map((v) => clean(v, depth + 1) ?? null);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v, depth + 1)]));
    }
    return value;
  };

  const requireFromDir = createRequire(path.join(path.dirname(configFile), '__migrate_loader__.js'));
  let config: unknown;
  try {
    config = requireFromDir(configFile);
    if (typeof config === 'function') config = (config as (ctx: object) => unknown)({});
    if (config && typeof config === 'object' && 'default' in config && !('themeConfig' in config))
      config = config.default;
  } catch (error) {
    const {file, line, message} = describe(error, configFile, configFile);
    finish({ok: false, error: {file, line, message}});
    return;
  }

  const site = (config ?? {}) as {title?: unknown; description?: unknown; themeConfig?: {sidebar?: unknown}};
  const sidebar = site.themeConfig?.sidebar;
  const keySources: Record<string, string> = {};
  if (sidebar && typeof sidebar === 'object' && !Array.isArray(sidebar)) {
    for (const [key, value] of Object.entries(sidebar)) {
      keySources[key] = sources.get(value) ?? standIns.get(value)?.file ?? configFile;
    }
  }
  finish({
    ok: true,
    title: typeof site.title === 'string' ? site.title : null,
    description: typeof site.description === 'string' ? site.description : null,
    sidebar: clean(sidebar) ?? null,
    keySources,
    failures: failures.map(({file, line, message, request, used}) => ({file, line, message, request, used})),
  });
}
