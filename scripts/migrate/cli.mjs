#!/usr/bin/env node
// @ts-check
// npm run migrate -- <vuepress-docs-dir> [--out <dir>] [--force] [--json]
// Migrates a VuePress 1 docs folder into a folder this portal can build (README: "Migrating an
// existing VuePress site"). Writes nothing over a file that differs unless --force. Exit codes:
// 0 done, 1 done with errors (a page that does not compile, a config or sidebar that failed to
// load, a page left out), 2 nothing written (bad arguments, missing source, files in the way).
import path from 'node:path';
import fs from 'node:fs';
import {migrate, planOutput, writeOutput} from './migrate.mjs';

const USAGE = 'Usage: npm run migrate -- <vuepress-docs-dir> [--out <dir>] [--force] [--json]';
const DEFAULT_OUT = 'migrated';

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{source: string | null, out: string, force: boolean, json: boolean, help: boolean, error: string | null}} */
  const options = {source: null, out: DEFAULT_OUT, force: false, json: false, help: false, error: null};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--force') options.force = true;
    else if (arg === '--json') options.json = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--out') {
      const value = argv[i + 1];
      if (!value || value.startsWith('--')) options.error = '--out needs a folder';
      else options.out = value;
      i += 1;
    } else if (arg.startsWith('--out=')) options.out = arg.slice('--out='.length);
    else if (arg.startsWith('-')) options.error = `unknown option ${arg}`;
    else if (options.source === null) options.source = arg;
    else options.error = `unexpected argument ${arg}`;
  }
  if (!options.help && !options.error && options.source === null) options.error = 'the VuePress docs folder is missing';
  return options;
}

const options = parseArgs(process.argv.slice(2));
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
if (options.error || options.source === null) {
  console.error(`migrate: ${options.error}\n${USAGE}`);
  process.exit(2);
}
const sourceLabel = options.source;
const source = path.resolve(sourceLabel);
const out = path.resolve(options.out);
if (!fs.existsSync(source) || !fs.statSync(source).isDirectory()) {
  console.error(`migrate: ${sourceLabel} is not a folder`);
  process.exit(2);
}
if (out === source || out.startsWith(`${source}${path.sep}`)) {
  console.error('migrate: the output folder must not be inside the VuePress folder');
  process.exit(2);
}

const started = performance.now();
const migration = await migrate(source);
const planned = planOutput(out, migration.files);
const seconds = ((performance.now() - started) / 1000).toFixed(2);
const errors = migration.problems.filter((p) => p.severity === 'error').length;

if (planned.change.length && !options.force) {
  console.error(
    `migrate: ${planned.change.length} file(s) in ${options.out} differ from the migration; nothing was written. Use --force to overwrite:`,
  );
  for (const rel of planned.change.slice(0, 20)) console.error(`  ${path.join(options.out, rel)}`);
  if (planned.change.length > 20) console.error(`  … and ${planned.change.length - 20} more`);
  process.exit(2);
}
writeOutput(out, migration.files, [...planned.create, ...planned.change]);

if (options.json) {
  const {files, ...rest} = migration;
  const written = {created: planned.create, changed: planned.change, unchanged: planned.unchanged};
  process.stdout.write(
    `${JSON.stringify({...rest, files: [...files.keys()].sort(), written, seconds: Number(seconds)}, null, 1)}\n`,
  );
} else {
  const where = /** @param {{file: string, output?: boolean}} p */ (p) =>
    path.join(p.output ? options.out : sourceLabel, p.file);
  for (const p of migration.problems)
    console.log(`${where(p)}${p.line ? `:${p.line}` : ''}: ${p.severity}: ${p.message}`);
  const count = /** @param {string} s */ (s) => migration.problems.filter((p) => p.severity === s).length;
  console.log(
    `migrate: ${migration.pages.length} pages, ${migration.sidebars.length} sidebars -> ${options.out} ` +
      `(${planned.create.length} created, ${planned.change.length} overwritten, ${planned.unchanged.length} unchanged) in ${seconds} s; ` +
      `${errors} errors, ${count('warning')} warnings, ${count('note')} notes (see ${path.join(options.out, 'migration-report.md')})`,
  );
}
process.exit(errors ? 1 : 0);
