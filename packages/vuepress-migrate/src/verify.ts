/**
 * `npm run migrate -- <src> --verify`: after writing, the migrated folder is built with the portal's
 * theme, the build `npm run migrate:preview` runs (preview.ts), and every error of that build is
 * told at the source file and line it came from: an MDX error by the doc's line map (migrate.ts
 * `sources`), a broken link or anchor by the line of the doc that holds the link.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Migration} from './migrate';
import {buildMigrated} from './preview';
import type {Problem} from './types';

/** An error of a build, as its log tells it. */
export interface BuildError {
  /** The doc, relative to the migrated folder (`docs/…`), when the log names it. */
  readonly doc: string | null;
  /** The address of the page holding a broken link or anchor. */
  readonly route: string | null;
  /** 1-based line of the doc, when the log gives one. */
  readonly line: number | null;
  /** What links to nowhere (a broken link or anchor). */
  readonly target: string | null;
  readonly message: string;
}

/** What --verify found. */
export interface Verification {
  /** The build passed. */
  readonly ok: boolean;
  /** Every error of the build, at its source file and line. */
  readonly problems: Problem[];
  readonly seconds: number;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * The errors of a Docusaurus build log: MDX compilation errors (by file, with the line of their
 * details), broken links and broken anchors (by page address), and, when there is none of those,
 * the `[ERROR]` lines.
 * @param migrated absolute path of the built folder, to name docs relative to it
 */
export function parseBuildLog(log: string, migrated: string): BuildError[] {
  const lines = log
    .replace(ANSI, '')
    .split('\n')
    .map((l) => l.replace(/^[\s│]*/, '').trimEnd());
  const errors: BuildError[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const mdx = /MDX compilation failed for file "([^"]+)"/.exec(line);
    if (mdx) {
      let cause = '';
      let at: number | null = null;
      for (let j = i + 1; j < lines.length; j += 1) {
        const inner = lines[j] ?? '';
        if (/MDX compilation failed for file|^-{10,}$|^\[(ERROR|INFO|WARNING)\]/.test(inner)) break;
        if (!cause && inner.startsWith('Cause: ')) cause = inner.slice('Cause: '.length);
        const detail: RegExpExecArray | null = /^"line": (\d+)/.exec(inner) ?? /\((\d+):\d+(?:-\d+:\d+)?\)/.exec(inner);
        if (detail && at === null) at = Number(detail[1]);
      }
      const file = path
        .relative(migrated, path.resolve(migrated, mdx[1] ?? ''))
        .split(path.sep)
        .join('/');
      errors.push({doc: file, route: null, line: at, target: null, message: cause || 'MDX compilation failed'});
      continue;
    }
    const metadata = /Can't process doc metadata for doc at path path=(.+?) in version/.exec(line);
    if (metadata) {
      const cause = lines
        .slice(i + 1, i + 30)
        .map((l) => /^\[cause\]: \[?(?:Error(?: \[\w+\])?: )?(.*?)\]?(?: \{)?$/.exec(l)?.[1])
        .find((c) => c);
      const file = path
        .relative(migrated, path.resolve(migrated, metadata[1] ?? ''))
        .split(path.sep)
        .join('/');
      errors.push({doc: file, route: null, line: 1, target: null, message: `front matter: ${cause ?? 'invalid'}`});
      continue;
    }
    const broken = /^- Broken (link|anchor) on source page path = (.+?):$/.exec(line);
    if (broken) {
      for (let j = i + 1; j < lines.length; j += 1) {
        const target = /^-> linking to (\S+)/.exec(lines[j] ?? '');
        if (!target) break;
        errors.push({
          doc: null,
          route: broken[2] ?? null,
          line: null,
          target: target[1] ?? '',
          message: `broken ${broken[1]}: links to ${target[1]}`,
        });
        i = j;
      }
    }
  }
  if (errors.length === 0) {
    for (const line of lines) {
      const error = /^\[ERROR\]\s*(.*)$/.exec(line);
      if (error?.[1])
        errors.push({doc: null, route: null, line: null, target: null, message: error[1].replace(/^Error: /, '')});
    }
  }
  return errors;
}

/** The 1-based line of the doc text that holds a link to `target`, or null. */
function lineOfLink(text: string, target: string): number | null {
  const hash = target.indexOf('#');
  const needles =
    hash >= 0
      ? [target.slice(hash)]
      : [target, target.replace(/\/$/, '').split('/').pop() ?? target].filter((n) => n !== '');
  const lines = text.split('\n');
  for (const needle of needles) {
    const index = lines.findIndex((l) => l.includes(needle));
    if (index >= 0) return index + 1;
  }
  return null;
}

/**
 * The errors of a build, each at the source file and line it came from; an error the migration
 * cannot place is told at the doc, or at the build.
 * @param readDoc the text of a written doc (`docs/…`), or null
 */
export function locateBuildErrors(
  errors: readonly BuildError[],
  migration: Pick<Migration, 'sources' | 'pages'>,
  readDoc: (doc: string) => string | null,
): Problem[] {
  return errors.map((error): Problem => {
    const doc = error.doc ?? migration.pages.find((p) => p.route === error.route)?.doc ?? null;
    const source = doc ? migration.sources.get(doc) : undefined;
    let line = error.line;
    if (line === null && doc && error.target) {
      const text = readDoc(doc);
      line = text === null ? null : lineOfLink(text, error.target);
    }
    const message = `build: ${error.message}`;
    if (source) {
      const where = line === null ? 0 : (source.lines[line - 1] ?? source.lines.at(-1) ?? 0);
      return {
        file: source.file,
        line: where,
        message: `${message} (${doc}${line ? `:${line}` : ''})`,
        severity: 'error',
      };
    }
    if (doc) return {file: doc, line: line ?? 0, message, severity: 'error', output: true};
    return {file: error.route ?? '(build)', line: 0, message, severity: 'error', output: true};
  });
}

/**
 * Builds the migrated folder as `npm run migrate:preview -- <out> --no-serve` does, and tells every
 * error at its source.
 * @param migrated absolute path of the folder the migration was written to
 * @param buildDir where to keep the build; a temporary folder, removed after, when not given
 */
export function verifyMigration(
  migrated: string,
  migration: Pick<Migration, 'sources' | 'pages'>,
  buildDir?: string,
): Verification {
  const started = performance.now();
  const outDir = buildDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vuepress-migrate-verify-'));
  try {
    const build = buildMigrated(migrated, outDir, true);
    const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
    if (build.status === 0) return {ok: true, problems: [], seconds};
    const errors = parseBuildLog(build.log, migrated);
    const problems = locateBuildErrors(
      errors.length
        ? errors
        : [{doc: null, route: null, line: null, target: null, message: `failed (exit code ${build.status})`}],
      migration,
      (doc) => {
        const file = path.join(migrated, doc);
        return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
      },
    );
    return {ok: false, problems, seconds};
  } finally {
    if (buildDir === undefined) fs.rmSync(outDir, {recursive: true, force: true});
  }
}
