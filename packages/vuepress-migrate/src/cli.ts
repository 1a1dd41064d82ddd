/**
 * `npm run migrate -- <vuepress-docs-dir> [--out <dir>] [--force] [--json] [--verify]`
 * (bin/vuepress-migrate.mjs runs `main`). Migrates a VuePress 1 docs folder into a folder this portal
 * can build (README: "Migrating an existing VuePress site"). Writes nothing over a file that differs
 * unless --force. With --verify, builds the result as `npm run migrate:preview` does and reports the
 * build's errors at their source lines (verify.ts); every run ends by saying whether it was verified.
 * Exit codes: 0 done, 1 done with errors (a page that does not compile, a config or sidebar that
 * failed to load, a page left out, a --verify build that failed), 2 nothing written (bad arguments,
 * missing source, files in the way).
 */
import fs from 'node:fs';
import path from 'node:path';
import {migrate, planOutput, reportMarkdown, sortProblems, writeOutput, type VerifySummary} from './migrate';
import type {Problem, Severity} from './types';
import {verifyMigration} from './verify';

const USAGE =
  'Usage: npm run migrate -- <vuepress-docs-dir> [--out <dir>] [--force] [--json] [--verify [--build-dir <dir>]]';
const DEFAULT_OUT = 'migrated';
const REPORT = 'migration-report.md';

export interface CliOptions {
  readonly source: string | null;
  readonly out: string;
  readonly force: boolean;
  readonly json: boolean;
  /** Build the result after writing it, and report the build's errors at their sources. */
  readonly verify: boolean;
  /** With --verify, keep the build in this folder; null: a temporary folder. */
  readonly buildDir: string | null;
  readonly help: boolean;
  /** Why the arguments are refused; null when they are not. */
  readonly error: string | null;
}

export function parseArgs(argv: readonly string[]): CliOptions {
  let source: string | null = null;
  let out = DEFAULT_OUT;
  let force = false;
  let json = false;
  let verify = false;
  let buildDir: string | null = null;
  let help = false;
  let error: string | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--force') force = true;
    else if (arg === '--json') json = true;
    else if (arg === '--verify') verify = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--out') {
      const value = argv[i + 1];
      if (!value || value.startsWith('--')) error = '--out needs a folder';
      else out = value;
      i += 1;
    } else if (arg === '--build-dir') {
      const value = argv[i + 1];
      if (!value || value.startsWith('--')) error = '--build-dir needs a folder';
      else buildDir = value;
      i += 1;
    } else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else if (arg.startsWith('-')) error = `unknown option ${arg}`;
    else if (source === null) source = arg;
    else error = `unexpected argument ${arg}`;
  }
  if (!help && !error && source === null) error = 'the VuePress docs folder is missing';
  if (!error && buildDir !== null && !verify) error = '--build-dir goes with --verify';
  return {source, out, force, json, verify, buildDir, help, error};
}

/** Runs the command line; returns the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const options = parseArgs(argv);
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  if (options.error || options.source === null) {
    console.error(`migrate: ${options.error}\n${USAGE}`);
    return 2;
  }
  const sourceLabel = options.source;
  const source = path.resolve(sourceLabel);
  const out = path.resolve(options.out);
  if (!fs.existsSync(source) || !fs.statSync(source).isDirectory()) {
    console.error(`migrate: ${sourceLabel} is not a folder`);
    return 2;
  }
  if (out === source || out.startsWith(`${source}${path.sep}`)) {
    console.error('migrate: the output folder must not be inside the VuePress folder');
    return 2;
  }

  const started = performance.now();
  const migration = await migrate(source);
  const planned = planOutput(out, migration.files);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);

  // The report is the migration's own: it is rewritten whatever it holds (a --verify run adds to it).
  const conflicts = planned.change.filter((rel) => rel !== REPORT);
  if (conflicts.length && !options.force) {
    console.error(
      `migrate: ${conflicts.length} file(s) in ${options.out} differ from the migration; nothing was written. Use --force to overwrite:`,
    );
    for (const rel of conflicts.slice(0, 20)) console.error(`  ${path.join(options.out, rel)}`);
    if (conflicts.length > 20) console.error(`  … and ${conflicts.length - 20} more`);
    return 2;
  }
  writeOutput(out, migration.files, [...planned.create, ...planned.change]);

  // --verify: the build of migrate:preview, its errors folded into the report at their sources.
  let verified: VerifySummary | null = null;
  let problems = migration.problems;
  if (options.verify) {
    if (!options.json) console.log(`migrate: verifying: building ${options.out} with the portal's theme…`);
    const verification = verifyMigration(
      out,
      migration,
      options.buildDir === null ? undefined : path.resolve(options.buildDir),
    );
    verified = {ok: verification.ok, seconds: verification.seconds};
    problems = sortProblems([...migration.problems, ...verification.problems]);
    const report = reportMarkdown({...migration, problems}, path.basename(source), verified);
    fs.writeFileSync(path.join(out, REPORT), report);
  }
  const count = (s: Severity) => problems.filter((p) => p.severity === s).length;
  const errors = count('error');
  const verifyLine =
    verified === null
      ? `migrate: not verified: the result was not built; add --verify, or run \`npm run migrate:preview -- ${options.out} --no-serve\``
      : verified.ok
        ? `migrate: verified: the portal built ${options.out} in ${verified.seconds} s`
        : `migrate: verification failed: the build of ${options.out} failed; its errors are listed above at their source lines`;

  if (options.json) {
    const {files, sources, ...rest} = migration;
    void sources; // line maps, for --verify; not part of the JSON report
    const written = {created: planned.create, changed: planned.change, unchanged: planned.unchanged};
    process.stdout.write(
      `${JSON.stringify(
        {...rest, problems, files: [...files.keys()].sort(), written, verified, seconds: Number(seconds)},
        null,
        1,
      )}\n`,
    );
  } else {
    const where = (p: Problem) => path.join(p.output ? options.out : sourceLabel, p.file);
    for (const p of problems) console.log(`${where(p)}${p.line ? `:${p.line}` : ''}: ${p.severity}: ${p.message}`);
    console.log(
      `migrate: ${migration.pages.length} pages, ${migration.sidebars.length} sidebars -> ${options.out} ` +
        `(${planned.create.length} created, ${planned.change.length} overwritten, ${planned.unchanged.length} unchanged) in ${seconds} s; ` +
        `${errors} errors, ${count('warning')} warnings, ${count('note')} notes (see ${path.join(options.out, 'migration-report.md')})`,
    );
    console.log(verifyLine);
  }
  return errors ? 1 : 0;
}
