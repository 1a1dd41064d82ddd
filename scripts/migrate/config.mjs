// @ts-check
// Loads .vuepress/config.js in a child process (it is code: it may require files, throw or hang),
// and returns what the migration needs: the sidebar, the site title and description, the file
// each sidebar key came from, and what went wrong, by file and line.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const CHILD = fileURLToPath(new URL('./configChild.mjs', import.meta.url));
const MARKER = '@@migrate-config@@';
const TIMEOUT_MS = 20000;

/**
 * @typedef {{file: string, line: number, message: string, severity: 'error' | 'warning' | 'note'}} Problem
 * @typedef {{
 *   configFile: string | null,
 *   sidebar: unknown,
 *   title: string | null,
 *   description: string | null,
 *   keySources: Record<string, string>,
 *   problems: Problem[],
 * }} VuepressConfig
 * File paths are relative to the VuePress source folder.
 */

/**
 * @param {string} sourceDir the VuePress docs folder (the one holding .vuepress/)
 * @returns {VuepressConfig}
 */
export function loadVuepressConfig(sourceDir) {
  const root = path.resolve(sourceDir);
  const rel = /** @param {string} file */ (file) =>
    path.isAbsolute(file) ? path.relative(root, file).split(path.sep).join('/') : file;
  /** @type {VuepressConfig} */
  const result = {configFile: null, sidebar: undefined, title: null, description: null, keySources: {}, problems: []};
  const configFile = path.join(root, '.vuepress/config.js');
  if (!fs.existsSync(configFile)) {
    const other = ['config.ts', 'config.yml', 'config.toml'].find((name) =>
      fs.existsSync(path.join(root, '.vuepress', name)),
    );
    result.problems.push({
      file: other ? `.vuepress/${other}` : '.vuepress/config.js',
      line: 0,
      message: other
        ? `only .vuepress/config.js is read; ${other} is not, so no sidebars were made`
        : 'no .vuepress/config.js; no sidebars were made',
      severity: 'warning',
    });
    return result;
  }
  result.configFile = '.vuepress/config.js';
  const run = spawnSync(process.execPath, [CHILD, configFile], {
    cwd: root,
    encoding: 'utf8',
    timeout: TIMEOUT_MS,
    maxBuffer: 32 * 1024 * 1024,
  });
  const at = run.stdout?.lastIndexOf(MARKER) ?? -1;
  if (at < 0) {
    const why = run.error
      ? run.error.message
      : (run.stderr || '').trim().split('\n').slice(-1)[0] || `exit code ${run.status}`;
    result.problems.push({
      file: result.configFile,
      line: 0,
      message: `config.js could not be evaluated (${why}); no sidebars were made`,
      severity: 'error',
    });
    return result;
  }
  const loaded = JSON.parse(run.stdout.slice(at + MARKER.length).split('\n')[0] ?? '{}');
  if (!loaded.ok) {
    const {file, line, message} = loaded.error;
    result.problems.push({
      file: rel(file),
      line,
      message: `config.js failed to load: ${message}; no sidebars were made`,
      severity: 'error',
    });
    return result;
  }
  result.title = loaded.title;
  result.description = loaded.description;
  result.sidebar = relativizeErrors(loaded.sidebar, rel);
  result.keySources = Object.fromEntries(
    Object.entries(/** @type {Record<string, string>} */ (loaded.keySources)).map(([k, f]) => [k, rel(f)]),
  );
  for (const failure of loaded.failures) {
    if (failure.used) continue;
    result.problems.push({
      file: rel(failure.file),
      line: failure.line,
      message: `config.js requires "${failure.request}", which failed (${failure.message}); the config was read without it`,
      severity: 'note',
    });
  }
  return result;
}

/**
 * @param {unknown} value
 * @param {(file: string) => string} rel
 * @returns {unknown}
 */
function relativizeErrors(value, rel) {
  if (Array.isArray(value)) return value.map((v) => relativizeErrors(v, rel));
  if (value && typeof value === 'object') {
    const record = /** @type {Record<string, any>} */ (value);
    if ('__migrateLoadError' in record)
      return {__migrateLoadError: {...record.__migrateLoadError, file: rel(record.__migrateLoadError.file)}};
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, relativizeErrors(v, rel)]));
  }
  return value;
}
