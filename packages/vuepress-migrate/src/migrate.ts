/**
 * The migration of a VuePress 1 docs folder, from reading the tree to the files to write:
 *
 *     docs/<page>.md         one doc per page, at the address VuePress served (`slug`)
 *     docs/<file>            files next to the pages that Markdown links or images use
 *     static/<file>          .vuepress/public, and files that raw HTML uses, at their old addresses
 *     sidebars.ts            one sidebar per VuePress sidebar key
 *     migration-report.md    what was converted and what could not be, by file and line
 *
 * Nothing here writes outside the output folder; `writeOutput` refuses to overwrite a file that
 * differs unless forced.
 */
import fs from 'node:fs';
import path from 'node:path';
import {splitFrontMatter, type FrontMatterSplit} from '../../../plugins/page-model';
import {loadVuepressConfig} from './config';
import {addHeadingIds, convertBody, readPage, type PageReading} from './convertPage';
import {convertFrontMatter, stringifyFrontMatter} from './frontMatter';
import {readHistory} from './history';
import {resolveTarget} from './links';
import {readOutput} from './markdown';
import {docIdOf, hasNumberPrefix, outFileOf, routeOfFile} from './paths';
import {buildSidebars, planSidebars, printSidebars, sidebarForRoute} from './sidebars';
import type {PageInfo, Problem, Severity} from './types';
import {vuepressWords} from './wordCount';

/** A file to write: its text, or the file to copy. */
export type OutputFile = string | {readonly copy: string};

/** A page of the report. */
export interface PageSummary {
  /** The address VuePress served it at, which its doc keeps. */
  readonly route: string;
  /** Relative to the VuePress folder. */
  readonly source: string;
  /** Relative to the output folder: `docs/…`. */
  readonly doc: string;
  /** The sidebar it shows; null for none. */
  readonly sidebar: string | null;
  /** Prose words before and after (the page model's count); after is null when the page does not parse. */
  readonly wordsBefore: number;
  readonly wordsAfter: number | null;
}

/** What a migration makes: the files to write, relative to the output folder, and the report. */
export interface Migration {
  readonly files: Map<string, OutputFile>;
  /** Sorted: source files, then output files; by file, line, severity and message. */
  readonly problems: Problem[];
  readonly pages: PageSummary[];
  /** The names of the sidebars of sidebars.ts. */
  readonly sidebars: string[];
  /** Where each written doc came from: by doc (`docs/…`), its source file and, for each of its lines, the source line. */
  readonly sources: Map<string, SourceMap>;
}

/** The source of a written doc, line by line. */
export interface SourceMap {
  /** Relative to the VuePress folder. */
  readonly file: string;
  /** `lines[i]`: the 1-based source line of the doc's line i + 1 (front matter and imports: line 1). */
  readonly lines: readonly number[];
}

/** Which files a write would create, overwrite and leave alone (POSIX paths, sorted). */
export interface OutputPlan {
  readonly create: string[];
  readonly change: string[];
  readonly unchanged: string[];
}

/** The files under `root` but dot files and node_modules: POSIX paths relative to root, sorted. */
function listFiles(root: string): string[] {
  const out: string[] = [];
  const visit = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), {withFileTypes: true})) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      if (entry.isDirectory()) {
        visit(child);
      } else if (entry.isFile()) {
        out.push(child);
      }
    }
  };
  if (fs.existsSync(root)) visit('');
  return out.sort();
}

/** Migrates the VuePress docs folder `sourceDir`; returns the files to write and the report. */
export async function migrate(sourceDir: string): Promise<Migration> {
  const root = path.resolve(sourceDir);
  const problems: Problem[] = [];
  const files = new Map<string, OutputFile>();

  const all = listFiles(root);
  const pageFiles = all.filter((f) => /\.md$/i.test(f));
  const publicDir = path.join(root, '.vuepress/public');
  const publicFiles = listFiles(publicDir);
  const components = new Set(
    listFiles(path.join(root, '.vuepress/components'))
      .filter((f) => f.endsWith('.vue'))
      .flatMap((f) => {
        const name = f.replace(/\.vue$/, '').replace(/\//g, '-');
        return [name.toLowerCase(), name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()];
      }),
  );
  for (const extra of ['enhanceApp.js', 'styles', 'theme']) {
    if (fs.existsSync(path.join(root, '.vuepress', extra))) {
      problems.push({
        file: `.vuepress/${extra}`,
        line: 0,
        message: 'VuePress theme code and styles are not migrated; the portal theme applies',
        severity: 'note',
      });
    }
  }

  // Pass 1: every page's address, title and anchors, which links from other pages need.
  const pages: {file: string; split: FrontMatterSplit; info: PageInfo; read: PageReading}[] = [];
  const byFile = new Map<string, PageInfo>();
  const byRoute = new Map<string, PageInfo>();
  const site = {
    byFile,
    byRoute,
    sourceFiles: new Set(all.filter((f) => !/\.md$/i.test(f))),
    publicFiles: new Set(publicFiles),
  };
  for (const file of pageFiles) {
    const source = fs.readFileSync(path.join(root, file), 'utf8').replace(/\r\n?/g, '\n');
    // The core schema: a date stays the text it was, and is written back as such.
    const split = splitFrontMatter(source, {schema: 'core'});
    if (split.frontMatterError)
      problems.push({
        file,
        line: 1,
        message: `${split.frontMatterError}; its text is kept in a comment at the top of the page`,
        severity: 'warning',
      });
    const frontMatter = split.data ?? {};
    const permalink =
      typeof frontMatter.permalink === 'string' && !frontMatter.permalink.includes(':') ? frontMatter.permalink : null;
    const route = permalink ? `/${permalink.replace(/^\/+/, '')}` : routeOfFile(file);
    const outFile = outFileOf(file);
    if (byRoute.has(route)) {
      problems.push({
        file,
        line: 1,
        message: `serves the same address ${route} as ${byRoute.get(route)?.file}; left out`,
        severity: 'error',
      });
      continue;
    }
    if (/(^|\/)_/.test(outFile)) {
      problems.push({
        file,
        line: 1,
        message: 'Docusaurus ignores files and folders whose name starts with "_"; rename it to keep the page',
        severity: 'warning',
      });
    }
    const read = readPage(split.body, frontMatter);
    const info: PageInfo = {
      file,
      outFile,
      route,
      id: docIdOf(outFile),
      title: read.title,
      anchors: read.anchors,
      titleAnchor: read.titleAnchor,
    };
    byFile.set(file, info);
    byRoute.set(route, info);
    pages.push({file, split, info, read});
  }

  // Sidebars, and which one each page shows.
  const config = loadVuepressConfig(root);
  problems.push(...config.problems);
  const plan = planSidebars(config.sidebar, config.configFile ?? '.vuepress/config.js');
  problems.push(...plan.problems);
  const fileText = new Map<string, string>();
  const textOf = (file: string): string => {
    let text = fileText.get(file);
    if (text === undefined) {
      text = fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : '';
      fileText.set(file, text);
    }
    return text;
  };
  const plannedSidebar = (info: PageInfo): string | null => {
    const fm = pages.find((p) => p.info === info)?.split.data ?? {};
    if (fm.sidebar === false || fm.sidebar === 'auto') return null;
    return sidebarForRoute(plan, info.route);
  };
  const built = buildSidebars(plan, {
    pages: pages.map((p) => p.info),
    displayedSidebarOf: plannedSidebar,
    locate: (key, text) => {
      const file = config.keySources[key] ?? config.configFile ?? '.vuepress/config.js';
      const lines = textOf(file).split('\n');
      const index = lines.findIndex((l) => [`'${text}'`, `"${text}"`, `\`${text}\``].some((q) => l.includes(q)));
      return {file, line: index + 1};
    },
  });
  problems.push(...built.problems);
  const sidebarNames = new Set(built.sidebars.map((s) => s.name));
  const displayedSidebar = (info: PageInfo): string | null => {
    const name = plannedSidebar(info);
    return name !== null && sidebarNames.has(name) ? name : null;
  };
  files.set('sidebars.ts', printSidebars(built.sidebars, `${path.basename(root)}/.vuepress/config.js`));

  // Last-updated stamps: the last commit of each page's source, as VuePress showed them.
  const history = readHistory(root);
  if (history.unavailable !== null) {
    problems.push({
      file: '.',
      line: 0,
      message: `no git history (${history.unavailable}): pages get no last_update stamp from their source, and show the date of the migrated files instead`,
      severity: 'note',
    });
  } else {
    const unstamped = pages.filter((p) => !history.stamps.has(p.file)).map((p) => p.file);
    if (unstamped.length)
      problems.push({
        file: unstamped[0] ?? '.',
        line: 0,
        message: `${unstamped.length} page(s) have no commit in the source's git history (not committed yet?), this one among them: they get no last_update stamp`,
        severity: 'note',
      });
  }

  // Pass 2: convert every page.
  const summaries: PageSummary[] = [];
  const sources = new Map<string, SourceMap>();
  const copies = new Set<string>();
  for (const {file, split, info, read} of pages) {
    const frontMatter = split.data ?? {};
    const converted = convertBody({
      body: split.body,
      bodyLine: split.bodyLine,
      page: info,
      site,
      frontMatter,
      siteMeta: {
        ...(config.title ? {title: config.title} : {}),
        ...(config.description ? {description: config.description} : {}),
      },
      components,
      readSnippet: (snippet) => {
        const full = path.join(root, snippet);
        return full.startsWith(root) && fs.existsSync(full) && fs.statSync(full).isFile()
          ? fs.readFileSync(full, 'utf8')
          : null;
      },
    });
    problems.push(...converted.problems.map((p) => ({file, ...p})));
    for (const asset of converted.assets) copies.add(`${asset.to}/${asset.file}`);

    const withIds = addHeadingIds(converted.body, read.headings, read.titleAnchor);
    if (withIds.problem) problems.push({file, line: split.bodyLine, message: withIds.problem, severity: 'warning'});

    const sidebar = displayedSidebar(info);
    const fm = convertFrontMatter(frontMatter, {
      slug: info.route,
      displayedSidebar: sidebar,
      numberPrefix: hasNumberPrefix(info.outFile),
      title: read.addTitle,
      lastUpdate: history.stamps.get(file) ?? null,
      resolvePage: (link) => {
        const target = resolveTarget(link, file, site);
        return target.kind === 'page' ? target.page.id : null;
      },
    });
    problems.push(...fm.problems.map((message) => ({file, line: 1, message, severity: 'note' as const})));

    const head = stringifyFrontMatter(fm.data);
    const lost =
      split.frontMatterError && split.raw !== null
        ? `{/* Front matter that was not valid YAML:\n${split.raw.replace(/\*\//g, '* /')}\n*/}\n\n`
        : '';
    const imports = converted.imports.length ? `${converted.imports.join('\n')}\n\n` : '';
    const trimmed = withIds.body.replace(/^\n+/, '');
    const body = `${lost}${imports}${trimmed.replace(/\s*$/, '\n')}`;
    const outPath = `docs/${info.outFile}`;
    const output = `${head}\n${body}`;
    files.set(outPath, output);
    const leading = withIds.body.length - trimmed.length;
    const prefix = `${head}\n${lost}${imports}`.split('\n').length - 1;
    const sourceLines = output.split('\n').map((_l, i) => {
      const line = i - prefix + leading;
      if (i < prefix || line < 0) return 1;
      const convertedLine = withIds.lineMap?.[line] ?? line;
      return split.bodyLine + (converted.lineMap[convertedLine] ?? converted.lineMap.at(-1) ?? 0);
    });
    sources.set(outPath, {file, lines: sourceLines});

    // The page as the build will read it: does it compile, and how many prose words it has.
    const {error, words: wordsAfter} = await readOutput(output);
    if (error) {
      problems.push({
        file: outPath,
        line: error.line,
        message: `does not compile as MDX: ${error.message} (from ${file}:${sourceLines[error.line - 1] ?? 1})`,
        severity: 'error',
        output: true,
      });
    }
    const wordsBefore = vuepressWords(split.body);
    if (wordsAfter !== null && Math.abs(wordsAfter - wordsBefore) > Math.max(2, wordsBefore * 0.02)) {
      problems.push({
        file,
        line: 1,
        message: `prose changed from ${wordsBefore} to ${wordsAfter} words`,
        severity: 'warning',
      });
    }
    summaries.push({route: info.route, source: file, doc: outPath, sidebar, wordsBefore, wordsAfter});
  }

  for (const file of publicFiles) files.set(`static/${file}`, {copy: path.join(publicDir, file)});
  for (const copy of [...copies].sort()) {
    const [to, ...rest] = copy.split('/');
    const rel = rest.join('/');
    if (!files.has(copy))
      files.set(copy, {copy: path.join(to === 'static' && site.publicFiles.has(rel) ? publicDir : root, rel)});
  }

  const migration: Migration = {
    files,
    problems: sortProblems(problems),
    pages: summaries,
    sidebars: built.sidebars.map((s) => s.name),
    sources,
  };
  files.set('migration-report.md', reportMarkdown(migration, path.basename(root)));
  return migration;
}

/** Code-unit order: the same on every machine, whatever its locale. */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function sortProblems(problems: readonly Problem[]): Problem[] {
  const rank: Record<Severity, number> = {error: 0, warning: 1, note: 2};
  return [...problems].sort(
    (a, b) =>
      Number(Boolean(a.output)) - Number(Boolean(b.output)) ||
      compare(a.file, b.file) ||
      a.line - b.line ||
      rank[a.severity] - rank[b.severity] ||
      compare(a.message, b.message),
  );
}

/** Whether the result was built (`--verify`): null when it was not. */
export interface VerifySummary {
  readonly ok: boolean;
  readonly seconds: number;
}

/** migration-report.md */
export function reportMarkdown(
  migration: Pick<Migration, 'problems' | 'pages' | 'sidebars'>,
  sourceName: string,
  verified: VerifySummary | null = null,
): string {
  const count = (s: Severity) => migration.problems.filter((p) => p.severity === s).length;
  const before = migration.pages.reduce((sum, p) => sum + p.wordsBefore, 0);
  const after = migration.pages.reduce((sum, p) => sum + (p.wordsAfter ?? 0), 0);
  const lines = [
    `# Migration report: ${sourceName}`,
    '',
    `${migration.pages.length} pages, ${migration.sidebars.length} sidebars (${migration.sidebars.join(', ') || 'none'}), ${before} prose words before and ${after} after.`,
    `${count('error')} errors, ${count('warning')} warnings, ${count('note')} notes.`,
    '',
    verified === null
      ? 'Not verified: the result was not built. `npm run migrate -- <source> --out <dir> --verify` builds it and lists every build error at its source line, as `npm run migrate:preview -- <dir> --no-serve` builds it.'
      : verified.ok
        ? `Verified: the portal built the result in ${verified.seconds} s.`
        : `Not verified: the build failed; its errors are listed below as "build:" errors, at their source lines.`,
    '',
    '## What Could Not Be Converted',
    '',
    ...(migration.problems.length
      ? migration.problems.map(
          (p) =>
            `- ${p.output ? '(output) ' : ''}\`${p.file}${p.line ? `:${p.line}` : ''}\` ${p.severity}: ${p.message.replace(/\n/g, ' ')}`,
        )
      : ['Nothing: every construct was converted.']),
    '',
    '## Pages',
    '',
    '| Address | Source | Doc | Sidebar | Words before | Words after |',
    '|---|---|---|---|---|---|',
    ...migration.pages.map(
      (p) =>
        `| \`${p.route}\` | \`${p.source}\` | \`${p.doc}\` | ${p.sidebar ?? '(none)'} | ${p.wordsBefore} | ${p.wordsAfter ?? 'n/a'} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** Which files would change. A file that exists with other content is a conflict unless forced. */
export function planOutput(outDir: string, files: Migration['files']): OutputPlan {
  const create: string[] = [];
  const change: string[] = [];
  const unchanged: string[] = [];
  for (const [rel, content] of [...files].sort(([a], [b]) => compare(a, b))) {
    const target = path.join(outDir, rel);
    if (!fs.existsSync(target)) {
      create.push(rel);
      continue;
    }
    const wanted = typeof content === 'string' ? Buffer.from(content) : fs.readFileSync(content.copy);
    if (fs.readFileSync(target).equals(wanted)) unchanged.push(rel);
    else change.push(rel);
  }
  return {create, change, unchanged};
}

/**
 * Writes files of a migration into `outDir`, creating folders.
 * @param paths the files to write
 */
export function writeOutput(outDir: string, files: Migration['files'], paths: readonly string[]): void {
  for (const rel of paths) {
    const content = files.get(rel);
    if (content === undefined) continue;
    const target = path.join(outDir, rel);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    if (typeof content === 'string') fs.writeFileSync(target, content);
    else fs.copyFileSync(content.copy, target);
  }
}
