#!/usr/bin/env node
// @ts-check
// Checks pages against the writer's contract (CONTENT.md).
//   node scripts/check-content.mjs                 every page, plus missing pages and section totals
//   node scripts/check-content.mjs docs/faq a.md   only these folders or files
//   --json                                          print the full report as JSON (used by the tests)
//   --docs DIR                                      another docs folder (default: docs)
// Exits 1 when a problem is found, naming each file and line.
import fs from 'node:fs';
import path from 'node:path';
import {analyzePage, checkPages, documentedReleases} from './lib/content-rules.mjs';
import {loadRoutes, ROOT} from './lib/routes.mjs';

const args = process.argv.slice(2);
const json = args.includes('--json');
const docsFlag = args.indexOf('--docs');
const docsDir = path.resolve(ROOT, (docsFlag >= 0 ? args[docsFlag + 1] : undefined) ?? 'docs');
const targets = args.filter((a, i) => !a.startsWith('--') && (docsFlag < 0 || i !== docsFlag + 1));
const whole = targets.length === 0;

/** @param {string} dir @returns {string[]} */
function listPages(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listPages(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const files = (whole ? [docsDir] : targets.map((t) => path.resolve(process.cwd(), t))).flatMap((t) => {
  if (!fs.existsSync(t)) {
    console.error(`check-content: ${t} does not exist`);
    process.exit(2);
  }
  return fs.statSync(t).isDirectory() ? listPages(t) : [t];
});

const releases = documentedReleases(docsDir);
const pages = new Map();
for (const full of files.sort()) {
  const rel = path.relative(docsDir, full).split(path.sep).join('/');
  pages.set(rel, await analyzePage(rel, fs.readFileSync(full, 'utf8'), {releases}));
}
// Anchors into pages outside the checked set still need those pages' headings.
if (!whole) {
  for (const full of listPages(docsDir)) {
    const rel = path.relative(docsDir, full).split(path.sep).join('/');
    if (!pages.has(rel)) {
      const report = await analyzePage(rel, fs.readFileSync(full, 'utf8'), {releases});
      pages.set(rel, {...report, problems: [], links: [], external: true});
    }
  }
}

const checked = new Map([...pages].filter(([, p]) => !p.external));
const {problems: all, sections} = checkPages({docsDir, routes: loadRoutes(), pages, whole});
// Cross-page rules read the headings of every page but report only on the checked ones.
const problems = whole ? all : all.filter((p) => checked.has(p.file));

if (json) {
  const report = {
    pages: [...checked.values()].map((p) => ({file: p.file, words: p.words, title: p.frontMatter.title ?? null})),
    problems,
    sections,
  };
  process.stdout.write(`${JSON.stringify(report, null, 1)}\n`);
} else {
  for (const p of problems) console.log(`docs/${p.file}:${p.line}: ${p.message}`);
  const words = [...checked.values()].reduce((sum, p) => sum + p.words, 0);
  console.log(`${checked.size} pages checked, ${words} prose words, ${problems.length} problems`);
  if (whole)
    for (const s of sections)
      console.log(`section ${s.id} (${s.title}): ${s.pages} pages, ${s.words}/${s.minWords} words`);
}
process.exit(problems.length ? 1 : 0);
