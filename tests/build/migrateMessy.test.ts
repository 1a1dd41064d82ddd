/**
 * The messy fixture (packages/vuepress-migrate/fixtures/vuepress-messy: Nightjar, a second fictional
 * product with what real VuePress trees hold): `npm run migrate -- <fixture> --verify`, the way a new
 * user runs it, must build on the first run. Then, against the source as VuePress read it: every
 * address answers, every old anchor lands, every heading reads the same in the table of contents,
 * the prose is kept and the last-updated stamps are the source's git history.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {collapse, parseTree, splitFrontMatter, vuepressHeadings, type AnyNode} from '../../plugins/page-model';
import {readPage} from '../../packages/vuepress-migrate/src/convertPage';
import {buildReader} from '../support/build';
import {headingText, renderedToc, sourceToc} from '../support/toc';

const ROOT = path.resolve(__dirname, '../..');
const PACKAGE = 'packages/vuepress-migrate';
const FIXTURE = `${PACKAGE}/fixtures/vuepress-messy`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-messy-'));
const migrated = path.join(work, 'migrated');
const buildDir = path.join(work, 'build');

type Problem = {file: string; line: number; message: string; severity: string};
type Page = {route: string; source: string; doc: string; wordsBefore: number; wordsAfter: number | null};
let report: {problems: Problem[]; pages: Page[]; verified: {ok: boolean; seconds: number} | null};
let status: number | null = null;

beforeAll(() => {
  const run = spawnSync(
    process.execPath,
    [`${PACKAGE}/bin/vuepress-migrate.mjs`, FIXTURE, '--out', migrated, '--json', '--verify', '--build-dir', buildDir],
    {cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
  );
  status = run.status;
  report = JSON.parse(run.stdout) as typeof report;
  console.log(`messy fixture: ${report.pages.length} pages, verified in ${report.verified?.seconds} s`);
}, 300000);

afterAll(() => {
  fs.rmSync(work, {recursive: true, force: true});
});

const {fileOf, page} = buildReader(buildDir);
const source = (file: string) => splitFrontMatter(fs.readFileSync(path.join(ROOT, FIXTURE, file), 'utf8'));

/** The emoji of the shortcodes the fixture uses, as markdown-it-emoji and remark-emoji render them. */
const EMOJI: Record<string, string> = {
  tada: '🎉',
  rocket: '🚀',
  warning: '⚠️',
  iphone: '📱',
  white_check_mark: '✅',
};

/** A heading as VuePress' table of contents showed it: text and code, no HTML, emoji rendered. */
function vuepressTocText(node: AnyNode): string {
  return collapse(headingText(node).replace(/:([a-z_]+):/g, (all, name: string) => EMOJI[name] ?? all)).trim();
}

describe('the messy fixture, migrated and verified as a new user would', () => {
  it('builds on the first run: --verify passes, no error, exit code 0', () => {
    expect(report.verified).toMatchObject({ok: true});
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(status).toBe(0);
    expect(report.pages.length).toBeGreaterThanOrEqual(12);
  });

  it('answers every address the VuePress site served', () => {
    for (const {route} of report.pages)
      expect({route, exists: fs.existsSync(fileOf(route))}).toEqual({route, exists: true});
  });

  it('keeps every old anchor: each heading id VuePress rendered exists on the migrated page', () => {
    let found = 0;
    let total = 0;
    for (const {route, source: file} of report.pages) {
      const {body, data} = source(file);
      const read = readPage(body, data ?? {});
      for (const {id} of vuepressHeadings(parseTree(body, 'md'))) {
        // The title's anchor is the top of the page: Docusaurus renders no id on it, links to it
        // point at the page (and the build check would catch one that did not).
        if (id === read.titleAnchor) continue;
        total += 1;
        const exists = page(route)(`[id="${id}"]`).length === 1;
        if (exists) found += 1;
        expect({route, id, exists}).toEqual({route, id, exists: true});
      }
    }
    console.log(`messy fixture: ${found}/${total} old anchors found`);
  });

  it('numbers duplicate anchors as VuePress did (-2, -3 …) and slugs colons, dashes and emoji its way', () => {
    const ids: Record<string, string[]> = {
      '/api/': ['endpoint', 'endpoint-2', 'endpoint-3', 'endpoint-4', 'endpoint-5', 'response-3'],
      '/guide/sync.html': ['step-1-start-the-daemon', 'step-2-pair', 'relays', 'relays-2', 'conflicts'],
      '/guide/install.html': ['other-ways', 'other-ways-2', 'step-1-check-the-version'],
      '/reference/config.html': ['options', 'options-2', 'peers'],
      '/reference/cli.html': ['config-get-and-config-set', 'deprecated-commands'],
      '/changelog.html': ['fixed', 'fixed-2', 'fixed-3', 'added-2', '_3-2-0-2021-05-10', '_3-1-0-2021-02-01'],
      '/api/notes.html': ['get-notes', 'get-notes-path', 'put-notes-path', 'example-rename-a-note'],
      '/faq.html': ['does-it-work-on-my-phone', 'still-stuck', 'a-quoted-heading', 'links-of-every-shape'],
      '/api/errors.html': ['retrying', 'retrying-2'],
    };
    for (const [route, list] of Object.entries(ids))
      expect({route, missing: list.filter((id) => page(route)(`[id="${id}"]`).length !== 1)}).toEqual({
        route,
        missing: [],
      });
    // #endpoint-4 is the fourth "Endpoint", the first of Shutdown, as in VuePress.
    expect(page('/api/')('#endpoint-4').next().text()).toBe('POST /shutdown');
  });

  it('shows every level 2-3 heading in the table of contents as VuePress did', () => {
    let matching = 0;
    let total = 0;
    for (const {route, source: file} of report.pages) {
      const expected = sourceToc(source(file).body, vuepressTocText);
      const shown = renderedToc(page(route));
      total += expected.length;
      matching += expected.filter((text, i) => shown[i] === text).length;
      expect({route, toc: shown}).toEqual({route, toc: expected});
    }
    console.log(`messy fixture: ${matching}/${total} TOC headings read as in VuePress`);
  });

  it('keeps at least 98 % of the prose words', () => {
    const before = report.pages.reduce((sum, p) => sum + p.wordsBefore, 0);
    const after = report.pages.reduce((sum, p) => sum + (p.wordsAfter ?? 0), 0);
    console.log(`messy fixture: ${after}/${before} prose words (${((100 * after) / before).toFixed(1)} %)`);
    expect(after / before).toBeGreaterThanOrEqual(0.98);
  });

  it("stamps every page with its source's last commit", () => {
    for (const {route, source: file} of report.pages) {
      const log = spawnSync('git', ['log', '-1', '--format=%aI', '--', file], {
        cwd: path.join(ROOT, FIXTURE),
        encoding: 'utf8',
      });
      const shown = page(route)('[data-testid="last-updated"] time').attr('datetime') ?? '';
      expect({route, shown: new Date(shown).getTime()}).toEqual({route, shown: new Date(log.stdout.trim()).getTime()});
    }
  });

  it('renders tables of code with the cells VuePress showed, and what it could resolve', () => {
    const cells = page('/api/notes.html')('article td code')
      .map((_i, c) => page('/api/notes.html')(c).text())
      .get();
    expect(cells).toEqual(expect.arrayContaining(['true|false', '"merge" | "replace"', '^(draft|wip)/', '# {title}']));
    expect(page('/reference/config.html')('article td code').text()).toContain('${QM_INTERVAL:-30s}');
    expect(page('/reference/config.html')('article th code').last().text()).toBe('a|b');
    expect(page('/guide/sync.html')('article').text()).toContain('Page: Sync: How Notes Travel.');
  });
});
