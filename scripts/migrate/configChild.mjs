// @ts-check
// Runs in a child process: `node configChild.mjs <.vuepress/config.js>`. Evaluates the VuePress
// config (CommonJS) and prints its sidebar as JSON after a marker line. A file that config.js
// requires and that throws (a sidebar file with a bug, a theme that is not installed) does not stop
// the load: require() returns a stand-in that is reported where the config uses it.
import Module, {createRequire} from 'node:module';
import path from 'node:path';

const MARKER = '@@migrate-config@@';
const LOAD_ERROR = '__migrateLoadError';

const configFile = path.resolve(process.argv[2] ?? '.vuepress/config.js');

/** @typedef {{file: string, line: number, message: string, request: string, used: boolean}} Failure */
/** @type {Failure[]} */
const failures = [];
/** @type {Map<unknown, Failure>} */
const standIns = new Map();
/** @type {Map<unknown, string>} exported value -> file it came from */
const sources = new Map();

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * @param {unknown} error
 * @param {string} file
 * @param {string} request
 * @returns {Failure}
 */
function describe(error, file, request) {
  const err = /** @type {Error} */ (error);
  const stack = String(err?.stack ?? '');
  const line = Number(new RegExp(`${escapeRegExp(file)}:(\\d+)`).exec(stack)?.[1] ?? 0);
  const message = String(err?.message ?? error).split('\n')[0] ?? '';
  return {file, line, message: `${err?.name ?? 'Error'}: ${message}`, request, used: false};
}

/** @type {any} */
const ModuleInternals = Module;
const originalLoad = ModuleInternals._load;
ModuleInternals._load = function load(
  /** @type {string} */ request,
  /** @type {any} */ parent,
  /** @type {boolean} */ isMain,
) {
  if (!parent || parent.filename !== configFile) return originalLoad.call(this, request, parent, isMain);
  let file = request;
  try {
    file = ModuleInternals._resolveFilename(request, parent, isMain);
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
    const standIn = /** @type {unknown[]} */ ([]);
    standIns.set(standIn, failure);
    return standIn;
  }
};

/**
 * A JSON copy of the value with stand-ins marked and functions left out.
 * @param {unknown} value
 * @param {number} depth
 * @returns {unknown}
 */
function clean(value, depth = 0) {
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
}

/** @param {unknown} result */
function finish(result) {
  process.stdout.write(`\n${MARKER}${JSON.stringify(result)}\n`);
}

const requireFromDir = createRequire(path.join(path.dirname(configFile), '__migrate_loader__.js'));
/** @type {any} */
let config;
try {
  config = requireFromDir(configFile);
  if (typeof config === 'function') config = config({});
  if (config && typeof config === 'object' && 'default' in config && !('themeConfig' in config))
    config = config.default;
} catch (error) {
  finish({ok: false, error: describe(error, configFile, configFile)});
  process.exit(0);
}

const sidebar = config?.themeConfig?.sidebar;
/** @type {Record<string, string>} */
const keySources = {};
if (sidebar && typeof sidebar === 'object' && !Array.isArray(sidebar)) {
  for (const [key, value] of Object.entries(sidebar)) {
    keySources[key] = sources.get(value) ?? standIns.get(value)?.file ?? configFile;
  }
}
finish({
  ok: true,
  title: typeof config?.title === 'string' ? config.title : null,
  description: typeof config?.description === 'string' ? config.description : null,
  sidebar: clean(sidebar) ?? null,
  keySources,
  failures: failures.map(({file, line, message, request, used}) => ({file, line, message, request, used})),
});
