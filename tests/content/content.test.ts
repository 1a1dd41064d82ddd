/**
 * Every page meets the writer's contract (CONTENT.md), checked by scripts/check-content.mjs over
 * the whole docs/ folder: front matter, MDX, prose minimums, headings, code languages, links,
 * anchors, folder-page links, settled values, and each content section's prose total.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileForRoute} from '../../scripts/lib/routes.mjs';
import {ROUTES} from '../support/fixtures';

type Report = {
  pages: {file: string; words: number}[];
  problems: {file: string; line: number; message: string}[];
  sections: {id: string; title: string; words: number; minWords: number; pages: number}[];
};

const run = spawnSync('node', [path.resolve(__dirname, '../../scripts/check-content.mjs'), '--json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const report = JSON.parse(run.stdout) as Report;
const problemsOf = (file: string) =>
  report.problems.filter((p) => p.file === file).map((p) => `${p.line}: ${p.message}`);

describe.each(ROUTES)('$path', (route) => {
  it(`${fileForRoute(route.path)} meets the writer's contract`, () => {
    expect(problemsOf(fileForRoute(route.path))).toEqual([]);
  });
});

describe('sections', () => {
  it.each(report.sections)('section $id ($title) reaches its prose total', (section) => {
    expect(section.words).toBeGreaterThanOrEqual(section.minWords);
  });

  it('has no stray files or problems outside the route pages', () => {
    const routeFiles = new Set(ROUTES.map((r) => fileForRoute(r.path)));
    expect(report.problems.filter((p) => !routeFiles.has(p.file) && !p.file.startsWith('(section'))).toEqual([]);
  });
});
