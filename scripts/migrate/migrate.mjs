// @ts-check
// The migration of a VuePress 1 docs folder, from reading the tree to the files to write:
//   docs/<page>.md         one doc per page, at the address VuePress served (`slug`)
//   docs/<file>            files next to the pages that Markdown links or images use
//   static/<file>          .vuepress/public, and files that raw HTML uses, at their old addresses
//   sidebars.ts            one sidebar per VuePress sidebar key
//   migration-report.md    what was converted and what could not be, by file and line
// Nothing here writes outside the output folder; `writeOutput` refuses to overwrite a file that
// differs unless forced.
import fs from 'node:fs';
import path from 'node:path';
import {loadVuepressConfig} from './config.mjs';
import {addHeadingIds, convertBody, readPage} from './convertPage.mjs';
import {convertFrontMatter, stringifyFrontMatter} from './frontMatter.mjs';
import {resolveTarget} from './links.mjs';
import {pageModel, readOutput} from './markdown.mjs';
import {docIdOf, hasNumberPrefix, outFileOf, routeOfFile} from './paths.mjs';
import {buildSidebars, planSidebars, printSidebars, sidebarForRoute} from './sidebars.mjs';
import {vuepressWords} from './wordCount.mjs';

/**
 * @typedef {import('./links.mjs').PageInfo} PageInfo
 * @typedef {import('./links.mjs').SiteIndex} SiteIndex
 * @typedef {{file: string, line: number, message: string, severity: 'error' | 'warning' | 'note', output?: boolean}} Problem
 *   file: relative to the VuePress folder, or (output: true) to the output folder.
 * @typedef {{route: string, source: string, doc: string, sidebar: string | null, wordsBefore: number, wordsAfter: number | null}} PageSummary
 * @typedef {{
 *   files: Map<string, string | {copy: string}>,
 *   problems: Problem[],
 *   pages: PageSummary[],
 *   sidebars: string[],
 * }} Migration
 */

/**
 * @param {string} root
 * @param {(rel: string) => boolean} [skipDir]
 * @returns {string[]} POSIX paths relative to root, sorted
 */
function listFiles(root, skipDir = () => false) {
  /** @type {string[]} */
  const out = [];
  /** @param {string} rel */
  const visit = (rel) => {
    for (const entry of fs.readdirSync(path.join(root, rel), {withFileTypes: true})) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      if (entry.isDirectory()) {
        if (!skipDir(child)) visit(child);
      } else if (entry.isFile()) {
        out.push(child);
      }
    }
  };
  if (fs.existsSync(root)) visit('');
  return out.sort();
}

/**
 * Migrates the VuePress docs folder `sourceDir`; returns the files to write and the report.
 * @param {string} sourceDir
 * @returns {Promise<Migration>}
 */
export async function migrate(sourceDir) {
  const root = path.resolve(sourceDir);
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Map<string, string | {copy: string}>} */
  const files = new Map();

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
  /** @type {{file: string, source: string, split: import('../../plugins/page-model').FrontMatterSplit, info: PageInfo, read: ReturnType<typeof readPage>}[]} */
  const pages = [];
  /** @type {SiteIndex} */
  const site = {
    byFile: new Map(),
    byRoute: new Map(),
    sourceFiles: new Set(all.filter((f) => !/\.md$/i.test(f))),
    publicFiles: new Set(publicFiles),
  };
  for (const file of pageFiles) {
    const source = fs.readFileSync(path.join(root, file), 'utf8').replace(/\r\n?/g, '\n');
    // The core schema: a date stays the text it was, and is written back as such.
    const split = pageModel.splitFrontMatter(source, {schema: 'core'});
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
    if (site.byRoute.has(route)) {
      problems.push({
        file,
        line: 1,
        message: `serves the same address ${route} as ${site.byRoute.get(route)?.file}; left out`,
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
    /** @type {PageInfo} */
    const info = {file, outFile, route, id: docIdOf(outFile), title: read.title, anchors: read.anchors};
    site.byFile.set(file, info);
    site.byRoute.set(route, info);
    pages.push({file, source, split, info, read});
  }

  // Sidebars, and which one each page shows.
  const config = loadVuepressConfig(root);
  problems.push(...config.problems);
  const plan = planSidebars(config.sidebar, config.configFile ?? '.vuepress/config.js');
  problems.push(...plan.problems);
  const fileText = new Map();
  /** @param {string} file */
  const textOf = (file) => {
    if (!fileText.has(file))
      fileText.set(file, fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : '');
    return /** @type {string} */ (fileText.get(file));
  };
  /** @param {PageInfo} info */
  const plannedSidebar = (info) => {
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
  /** @param {PageInfo} info */
  const displayedSidebar = (info) => {
    const name = plannedSidebar(info);
    return name !== null && sidebarNames.has(name) ? name : null;
  };
  files.set('sidebars.ts', printSidebars(built.sidebars, `${path.basename(root)}/.vuepress/config.js`));

  // Pass 2: convert every page.
  /** @type {PageSummary[]} */
  const summaries = [];
  /** @type {Set<string>} */
  const copies = new Set();
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

    const withIds = addHeadingIds(converted.body, read.headings);
    if (withIds.problem) problems.push({file, line: split.bodyLine, message: withIds.problem, severity: 'warning'});

    const sidebar = displayedSidebar(info);
    const fm = convertFrontMatter(frontMatter, {
      slug: info.route,
      displayedSidebar: sidebar,
      numberPrefix: hasNumberPrefix(info.outFile),
      title: read.addTitle,
      resolvePage: (link) => {
        const target = resolveTarget(link, file, site);
        return target.kind === 'page' ? target.page.id : null;
      },
    });
    problems.push(...fm.problems.map((message) => ({file, line: 1, message, severity: /** @type {const} */ ('note')})));

    const head = stringifyFrontMatter(fm.data);
    const lost =
      split.frontMatterError && split.raw !== null
        ? `{/* Front matter that was not valid YAML:\n${split.raw.replace(/\*\//g, '* /')}\n*/}\n\n`
        : '';
    const imports = converted.imports.length ? `${converted.imports.join('\n')}\n\n` : '';
    const body = `${lost}${imports}${withIds.body.replace(/^\n+/, '').replace(/\s*$/, '\n')}`;
    const outPath = `docs/${info.outFile}`;
    const output = `${head}\n${body}`;
    files.set(outPath, output);

    // The page as the build will read it: does it compile, and how many prose words it has.
    const {error, words: wordsAfter} = await readOutput(output);
    if (error) {
      problems.push({
        file: outPath,
        line: error.line,
        message: `does not compile as MDX: ${error.message}`,
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

  const migration = {
    files,
    problems: sortProblems(problems),
    pages: summaries,
    sidebars: built.sidebars.map((s) => s.name),
  };
  files.set('migration-report.md', reportMarkdown(migration, path.basename(root)));
  return migration;
}

/** Code-unit order: the same on every machine, whatever its locale. @param {string} a @param {string} b */
const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** @param {Problem[]} problems */
function sortProblems(problems) {
  const rank = {error: 0, warning: 1, note: 2};
  return [...problems].sort(
    (a, b) =>
      Number(Boolean(a.output)) - Number(Boolean(b.output)) ||
      compare(a.file, b.file) ||
      a.line - b.line ||
      rank[a.severity] - rank[b.severity] ||
      compare(a.message, b.message),
  );
}

/**
 * @param {Migration} migration
 * @param {string} sourceName
 */
function reportMarkdown(migration, sourceName) {
  const count = /** @param {Problem['severity']} s */ (s) => migration.problems.filter((p) => p.severity === s).length;
  const before = migration.pages.reduce((sum, p) => sum + p.wordsBefore, 0);
  const after = migration.pages.reduce((sum, p) => sum + (p.wordsAfter ?? 0), 0);
  const lines = [
    `# Migration report: ${sourceName}`,
    '',
    `${migration.pages.length} pages, ${migration.sidebars.length} sidebars (${migration.sidebars.join(', ') || 'none'}), ${before} prose words before and ${after} after.`,
    `${count('error')} errors, ${count('warning')} warnings, ${count('note')} notes.`,
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

/**
 * Which files would change. A file that exists with other content is a conflict unless forced.
 * @param {string} outDir
 * @param {Migration['files']} files
 */
export function planOutput(outDir, files) {
  /** @type {string[]} */
  const create = [];
  /** @type {string[]} */
  const change = [];
  /** @type {string[]} */
  const unchanged = [];
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
 * @param {string} outDir
 * @param {Migration['files']} files
 * @param {string[]} paths the files to write
 */
export function writeOutput(outDir, files, paths) {
  for (const rel of paths) {
    const content = files.get(rel);
    if (content === undefined) continue;
    const target = path.join(outDir, rel);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    if (typeof content === 'string') fs.writeFileSync(target, content);
    else fs.copyFileSync(content.copy, target);
  }
}
