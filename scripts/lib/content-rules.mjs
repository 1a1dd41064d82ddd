// @ts-check
// What every page of the portal must be: the rules of CONTENT.md that a machine can check.
// `analyzePage` reads one page; `checkPages` applies the rules that need the whole tree
// (routes, links between pages, anchors, folder pages, section totals).
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import GithubSlugger from 'github-slugger';
import {createProcessor} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {childrenOf, fileForRoute, isFolder, SECTIONS, sectionOf} from './routes.mjs';

export const MIN_WORDS_PAGE = 300;
export const MIN_WORDS_FOLDER = 120;

/** Words that mark unfinished text. */
export const PLACEHOLDER = /\b(lorem ipsum|todo|tbd|coming soon|to be written)\b/i;

/**
 * Values the legacy facts disagree on, in the form we decided against (CONTENT.md, "Values we settled").
 * @type {{pattern: RegExp, use: string}[]}
 */
export const DISCARDED_VALUES = [
  {pattern: /Ѧ/u, use: 'write amounts as "25 SXP"'},
  {pattern: /\bark_mainnet\b/, use: 'swipechain_mainnet'},
  {pattern: /\bark(Client|Crypto)\.h\b/, use: 'swipechainClient.h / swipechainCrypto.h'},
  {pattern: /578e820911f24e039733b45e4882b73e301f813a0d2c31330dafda84534ffa23/, use: 'the mainnet nethash 6e84d08b…8988'},
  {pattern: /\bplugins?\.json\b/, use: 'plugins.js'},
  {pattern: /Wif:\s*186/, use: 'WIF prefix 0xaa (170)'},
  {pattern: /minFee(Pool|Broadcast)["']?\s*[:=]\s*1000\b/, use: 'minFeePool / minFeeBroadcast 3000'},
  {pattern: /\b(API v3|v3 API)\b/, use: 'API v2'},
  {pattern: /--(signatureVerify|signature-verify|skip-revert-round|skip-sign-verify)\b/, use: '--verifySignatures / --skipRestartRound'},
  {pattern: /\b(arkx|boldninja|KAPU)\b/, use: 'neutral invented example names'},
];

const CODE_LANGUAGE = /^[a-z0-9+#-]+$/i;

/** @typedef {{line: number, message: string}} Problem */
/**
 * @typedef {{
 *   file: string,
 *   frontMatter: Record<string, any>,
 *   words: number,
 *   headings: {depth: number, text: string, id: string, line: number}[],
 *   links: {url: string, line: number}[],
 *   problems: Problem[],
 * }} PageReport
 */

const processor = createProcessor({remarkPlugins: [remarkGfm, remarkDirective]});

/** Docusaurus reads `## Heading {#id}`; MDX alone would read `{#id}` as an expression. */
const HEADING_ID = /^(#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$/gm;

/** @param {string} source */
function splitFrontMatter(source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return {data: null, body: source, bodyLine: 1, error: 'no front matter block'};
  try {
    const data = yaml.load(match[1]);
    const bodyLine = match[0].split('\n').length;
    if (!data || typeof data !== 'object') return {data: null, body: source.slice(match[0].length), bodyLine, error: 'front matter is not a mapping'};
    return {data: /** @type {Record<string, any>} */ (data), body: source.slice(match[0].length), bodyLine, error: null};
  } catch (e) {
    return {data: null, body: source.slice(match[0].length), bodyLine: 1, error: `front matter is not valid YAML: ${/** @type {Error} */ (e).message.split('\n')[0]}`};
  }
}

/** @param {any} node */
function plainText(node) {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (!node.children) return '';
  return node.children.map(plainText).join('');
}

/**
 * Prose words of a subtree: text outside code blocks, inline code, expressions and ESM.
 * @param {any} node
 */
function countProseWords(node) {
  if (['code', 'inlineCode', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'yaml'].includes(node.type)) return 0;
  if (node.type === 'text') return node.value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return (node.children ?? []).reduce((sum, child) => sum + countProseWords(child), 0);
}

/**
 * @param {any} node
 * @param {(node: any) => void} visit
 */
function walk(node, visit) {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/**
 * Analyse one page on its own: front matter, MDX validity, words, headings, code, placeholders.
 * @param {string} file path used in messages
 * @param {string} source
 * @returns {Promise<PageReport>}
 */
export async function analyzePage(file, source) {
  /** @type {Problem[]} */
  const problems = [];
  const {data, body, bodyLine, error} = splitFrontMatter(source);
  if (error) problems.push({line: 1, message: error});
  const frontMatter = data ?? {};
  const offset = bodyLine - 1;

  /** @type {PageReport['headings']} */
  const headings = [];
  /** @type {PageReport['links']} */
  const links = [];
  let words = 0;

  const explicitIds = new Map();
  const escaped = body.replace(HEADING_ID, (_all, heading, id) => {
    explicitIds.set(heading.replace(/^#+\s*/, '').trim(), id);
    return heading;
  });

  // Parsed once: the rules read this tree, and a copy of it goes through the rest of the compiler
  // (whose transforms may change the tree they get).
  let tree;
  try {
    tree = processor.parse(escaped);
    processor.stringify(await processor.run(structuredClone(tree)));
  } catch (e) {
    const err = /** @type {any} */ (e);
    const line = (err.line ?? err.place?.line ?? err.position?.start?.line ?? 1) + offset;
    problems.push({line, message: `does not compile as MDX: ${err.reason ?? err.message}`});
    return {file, frontMatter, words, headings, links, problems};
  }

  words = countProseWords(tree);
  const slugger = new GithubSlugger();
  walk(tree, (node) => {
    const line = (node.position?.start?.line ?? 1) + offset;
    if (node.type === 'heading') {
      const text = plainText(node).trim();
      const id = explicitIds.get(text) ?? slugger.slug(text);
      if (explicitIds.has(text)) slugger.slug(id);
      headings.push({depth: node.depth, text, id, line});
    } else if (node.type === 'code') {
      if (!node.lang) problems.push({line, message: 'fenced code block without a language'});
      else if (!CODE_LANGUAGE.test(node.lang)) problems.push({line, message: `code block language "${node.lang}" is not a language name`});
    } else if (node.type === 'link') {
      links.push({url: node.url, line});
    }
  });

  if (!frontMatter.title) problems.push({line: 1, message: 'front matter has no title'});
  if (!frontMatter.description) problems.push({line: 1, message: 'front matter has no description'});
  if (headings.some((h) => h.depth === 1)) problems.push({line: headings.find((h) => h.depth === 1)?.line ?? 1, message: 'a "#" heading: the title is the page heading, start sections at "##"'});
  if (!headings.some((h) => h.depth === 2)) problems.push({line: 1, message: 'no "##" section'});
  const firstH2 = headings.find((h) => h.depth === 2);
  const earlyH3 = headings.find((h) => h.depth >= 3 && (!firstH2 || h.line < firstH2.line));
  if (earlyH3) problems.push({line: earlyH3.line, message: `"${earlyH3.text}" is a level-${earlyH3.depth} heading before any "##" section`});
  const firstHeadingLine = headings[0]?.line ?? Infinity;
  const opening = tree.children.find((/** @type {any} */ n) => n.type === 'paragraph' || n.type === 'heading' || n.type === 'containerDirective');
  if (!opening || opening.type !== 'paragraph') problems.push({line: firstHeadingLine === Infinity ? 1 : firstHeadingLine, message: 'no opening paragraph before the first section'});
  const seen = new Map();
  for (const h of headings) {
    if (seen.has(h.id)) problems.push({line: h.line, message: `heading "${h.text}" repeats the id "${h.id}" of line ${seen.get(h.id)}`});
    seen.set(h.id, h.line);
  }

  const lines = source.split('\n');
  lines.forEach((text, i) => {
    const placeholder = PLACEHOLDER.exec(text);
    if (placeholder) problems.push({line: i + 1, message: `placeholder wording "${placeholder[0]}"`});
    for (const rule of DISCARDED_VALUES) {
      const hit = rule.pattern.exec(text);
      if (hit) problems.push({line: i + 1, message: `"${hit[0]}" is a value we decided against: use ${rule.use} (CONTENT.md)`});
    }
  });

  return {file, frontMatter, words, headings, links, problems};
}

/**
 * Rules across pages. `pages` maps a docs-relative file ('faq/index.md') to its report.
 * @param {{docsDir: string, routes: {path: string, title: string, sidebar: string}[], pages: Map<string, PageReport>, whole: boolean}} input
 * @returns {{problems: {file: string, line: number, message: string}[], sections: {id: string, title: string, words: number, minWords: number, pages: number}[]}}
 */
export function checkPages({docsDir, routes, pages, whole}) {
  /** @type {{file: string, line: number, message: string}[]} */
  const problems = [];
  const byFile = new Map(routes.map((r) => [fileForRoute(r.path), r]));
  for (const [file, page] of pages) {
    for (const p of page.problems) problems.push({file, ...p});
    const route = byFile.get(file);
    if (!route) {
      problems.push({file, line: 1, message: 'this file is not the source of any route in routes.json'});
      continue;
    }
    const fm = page.frontMatter;
    if (fm.title !== undefined && fm.title !== route.title) problems.push({file, line: 1, message: `title "${fm.title}" differs from routes.json: "${route.title}"`});
    if (fm.slug !== route.path) problems.push({file, line: 1, message: `slug must be "${route.path}" (found ${JSON.stringify(fm.slug)})`});
    if (fm.displayed_sidebar !== route.sidebar) problems.push({file, line: 1, message: `displayed_sidebar must be "${route.sidebar}" (found ${JSON.stringify(fm.displayed_sidebar)})`});
    const min = isFolder(route.path) ? MIN_WORDS_FOLDER : MIN_WORDS_PAGE;
    if (page.problems.every((p) => !p.message.startsWith('does not compile')) && page.words < min) {
      problems.push({file, line: 1, message: `${page.words} prose words; a ${isFolder(route.path) ? 'folder page' : 'page'} needs at least ${min}`});
    }

    /** @type {Set<string>} */
    const linkedFiles = new Set();
    for (const link of page.links) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link.url) || link.url.startsWith('//')) continue;
      const [target, anchor] = link.url.split('#');
      if (target === '') {
        if (anchor && !page.headings.some((h) => h.id === anchor)) problems.push({file, line: link.line, message: `anchor "#${anchor}" matches no heading of this page`});
        continue;
      }
      if (target.startsWith('/')) {
        problems.push({file, line: link.line, message: `link "${link.url}" is absolute: link to the page's .md file with a relative path`});
        continue;
      }
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      if (!resolved.endsWith('.md')) {
        if (!fs.existsSync(path.join(docsDir, resolved)) || !/\.(png|jpe?g|svg|gif|webp|pdf|txt|zip)$/i.test(resolved)) {
          problems.push({file, line: link.line, message: `link "${link.url}" does not point at a .md file`});
        }
        continue;
      }
      if (!byFile.has(resolved)) {
        problems.push({file, line: link.line, message: `link "${link.url}" points at ${resolved}, which is no page of routes.json`});
        continue;
      }
      linkedFiles.add(resolved);
      if (whole && !fs.existsSync(path.join(docsDir, resolved))) problems.push({file, line: link.line, message: `link "${link.url}": ${resolved} does not exist`});
      const targetPage = pages.get(resolved);
      if (anchor && targetPage && !targetPage.headings.some((h) => h.id === anchor)) {
        problems.push({file, line: link.line, message: `anchor "#${anchor}" matches no heading of ${resolved}`});
      }
    }
    if (isFolder(route.path)) {
      for (const child of childrenOf(route.path, routes)) {
        if (!linkedFiles.has(fileForRoute(child))) problems.push({file, line: 1, message: `folder page does not link to ${child} (${fileForRoute(child)})`});
      }
    }
  }

  if (whole) {
    for (const route of routes) {
      if (!pages.has(fileForRoute(route.path))) problems.push({file: fileForRoute(route.path), line: 1, message: `missing: the page of ${route.path}`});
    }
  }

  const sections = SECTIONS.map((s) => {
    const members = routes.filter((r) => sectionOf(r.path) === s);
    const reports = members.map((r) => pages.get(fileForRoute(r.path))).filter((p) => p !== undefined);
    return {id: s.id, title: s.title, minWords: s.minWords, pages: reports.length, words: reports.reduce((sum, p) => sum + p.words, 0)};
  });
  if (whole) {
    for (const s of sections) {
      if (s.words < s.minWords) problems.push({file: `(section ${s.id})`, line: 0, message: `${s.title}: ${s.words} prose words, the section needs at least ${s.minWords}`});
    }
  }
  return {problems, sections};
}
