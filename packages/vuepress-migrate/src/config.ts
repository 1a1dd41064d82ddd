/**
 * Loads .vuepress/config.js in a child process (it is code: it may require files, throw or hang),
 * and returns what the migration needs: the sidebar, the site title and description, the file
 * each sidebar key came from, and what went wrong, by file and line. The child is
 * bin/config-child.mjs, which runs ./configChild.ts.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {CONFIG_MARKER, type ConfigChildResult} from './configChild';
import {LOAD_ERROR, type LoadError} from './sidebars';
import type {Problem} from './types';

const CHILD = path.join(__dirname, '../bin/config-child.mjs');
const TIMEOUT_MS = 20000;

/** What the migration takes from .vuepress/config.js. File paths are relative to the VuePress folder. */
export interface VuepressConfig {
  /** The config file read, null when there is none. */
  readonly configFile: string | null;
  /** themeConfig.sidebar as JSON, a `{__migrateLoadError}` marker where a required file threw; undefined when not read. */
  readonly sidebar: unknown;
  readonly title: string | null;
  readonly description: string | null;
  /** For each sidebar key, the file its value came from (a required sidebar file, or the config). */
  readonly keySources: Record<string, string>;
  readonly problems: Problem[];
}

/** @param sourceDir the VuePress docs folder (the one holding .vuepress/) */
export function loadVuepressConfig(sourceDir: string): VuepressConfig {
  const root = path.resolve(sourceDir);
  const rel = (file: string) => (path.isAbsolute(file) ? path.relative(root, file).split(path.sep).join('/') : file);
  const problems: Problem[] = [];
  const none = (configFile: string | null): VuepressConfig => ({
    configFile,
    sidebar: undefined,
    title: null,
    description: null,
    keySources: {},
    problems,
  });
  const configFile = path.join(root, '.vuepress/config.js');
  if (!fs.existsSync(configFile)) {
    const other = ['config.ts', 'config.yml', 'config.toml'].find((name) =>
      fs.existsSync(path.join(root, '.vuepress', name)),
    );
    problems.push({
      file: other ? `.vuepress/${other}` : '.vuepress/config.js',
      line: 0,
      message: other
        ? `only .vuepress/config.js is read; ${other} is not, so no sidebars were made`
        : 'no .vuepress/config.js; no sidebars were made',
      severity: 'warning',
    });
    return none(null);
  }
  const configRel = '.vuepress/config.js';
  const run = spawnSync(process.execPath, [CHILD, configFile], {
    cwd: root,
    encoding: 'utf8',
    timeout: TIMEOUT_MS,
    maxBuffer: 32 * 1024 * 1024,
  });
  const at = run.stdout?.lastIndexOf(CONFIG_MARKER) ?? -1;
  if (at < 0) {
    const why = run.error
      ? run.error.message
      : (run.stderr || '').trim().split('\n').slice(-1)[0] || `exit code ${run.status}`;
    problems.push({
      file: configRel,
      line: 0,
      message: `config.js could not be evaluated (${why}); no sidebars were made`,
      severity: 'error',
    });
    return none(configRel);
  }
  const loaded = JSON.parse(run.stdout.slice(at + CONFIG_MARKER.length).split('\n')[0] ?? '{}') as ConfigChildResult;
  if (!loaded.ok) {
    const {file, line, message} = loaded.error;
    problems.push({
      file: rel(file),
      line,
      message: `config.js failed to load: ${message}; no sidebars were made`,
      severity: 'error',
    });
    return none(configRel);
  }
  for (const failure of loaded.failures) {
    if (failure.used) continue;
    problems.push({
      file: rel(failure.file),
      line: failure.line,
      message: `config.js requires "${failure.request}", which failed (${failure.message}); the config was read without it`,
      severity: 'note',
    });
  }
  return {
    configFile: configRel,
    sidebar: relativizeErrors(loaded.sidebar, rel),
    title: loaded.title,
    description: loaded.description,
    keySources: Object.fromEntries(Object.entries(loaded.keySources).map(([k, f]) => [k, rel(f)])),
    problems,
  };
}

/** The value with the file of every load-error marker made relative. */
function relativizeErrors(value: unknown, rel: (file: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => relativizeErrors(v, rel));
  if (value && typeof value === 'object') {
    if (LOAD_ERROR in value) {
      const error = (value as Record<typeof LOAD_ERROR, LoadError>)[LOAD_ERROR];
      return {[LOAD_ERROR]: {...error, file: rel(error.file)}};
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, relativizeErrors(v, rel)]));
  }
  return value;
}
