/**
 * The migration of the fixture VuePress site (packages/vuepress-migrate/fixtures/vuepress), built with this portal's
 * theme: `npm run migrate` into a temporary folder, then `npm run migrate:preview -- <folder>
 * --no-serve`, the documented preview. The build fails on any broken link, anchor, Markdown link or
 * image (docusaurus.config.ts), so a build that passes has none. Then every address the VuePress
 * site served must be a file of the build, with its page, its sidebar and its converted blocks.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import {headingIdsByPage} from '../support/headingIds';
import {buildReader} from '../support/build';
import {collapse, splitFrontMatter} from '../../plugins/page-model';
import {headingText, renderedToc, sourceToc} from '../support/toc';

const ROOT = path.resolve(__dirname, '../..');
const PACKAGE = 'packages/vuepress-migrate';
const FIXTURE = `${PACKAGE}/fixtures/vuepress`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-build-'));
const migrated = path.join(work, 'migrated');
const buildDir = path.join(work, 'build');

type Page = {route: string; source: string; sidebar: string | null};
let pages: Page[] = [];
let seconds = {migrate: 0, build: 0};
let buildLog = '';

beforeAll(() => {
  let started = Date.now();
  const migration = spawnSync(
    process.execPath,
    [`${PACKAGE}/bin/vuepress-migrate.mjs`, FIXTURE, '--out', migrated, '--json'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  seconds.migrate = (Date.now() - started) / 1000;
  if (migration.status !== 0) throw new Error(`migration failed: ${migration.stderr}${migration.stdout}`);
  pages = (JSON.parse(migration.stdout) as {pages: Page[]}).pages;

  started = Date.now();
  const build = spawnSync(
    process.execPath,
    [`${PACKAGE}/bin/vuepress-migrate-preview.mjs`, migrated, '--out-dir', buildDir, '--no-serve'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  seconds = {...seconds, build: (Date.now() - started) / 1000};
  buildLog = `${build.stdout}\n${build.stderr}`;
  if (build.status !== 0) throw new Error(`build of the migrated fixture failed:\n${buildLog.slice(-4000)}`);
  console.log(
    `fixture: ${pages.length} pages, migration ${seconds.migrate.toFixed(1)} s, build ${seconds.build.toFixed(1)} s`,
  );
}, 300000);

afterAll(() => {
  fs.rmSync(work, {recursive: true, force: true});
});

const {fileOf, page} = buildReader(buildDir);
const sidebarLabels = ($: CheerioAPI) =>
  $('nav[aria-label="Docs sidebar"] .menu__link')
    .map((_i, a) => $(a).text().trim())
    .get();

describe('the migrated fixture site', () => {
  it('builds with no broken link or anchor, every check on', () => {
    expect(buildLog).not.toMatch(/broken (link|anchor|markdown)/i);
    expect(pages.length).toBeGreaterThanOrEqual(25);
  });

  it('answers every address the VuePress site served, with that page', () => {
    for (const {route, source} of pages) {
      expect({route, exists: fs.existsSync(fileOf(route))}).toEqual({route, exists: true});
      const heading = page(route)('article h1').first().text().trim();
      const sourceHeading = /^# (.+)$/m.exec(fs.readFileSync(path.join(ROOT, FIXTURE, source), 'utf8'))?.[1] ?? '';
      expect({route, heading}).toEqual({route, heading: sourceHeading.replace(/\s*<Badge.*$/, '')});
    }
  });

  it('serves the public files at their old addresses', () => {
    for (const file of ['images/logo.svg', 'images/architecture.svg', 'files/kestrel-sample.yml']) {
      expect(fs.existsSync(path.join(buildDir, file))).toBe(true);
    }
    expect(page('/archive/legacy-agent.html')('article img[src="/images/architecture.svg"]').length).toBe(1);
  });

  it('shows the sidebar of the page key, and none where VuePress showed none', () => {
    expect(sidebarLabels(page('/guide/scheduling.html'))).toEqual(
      expect.arrayContaining([
        'Guide',
        'Installation',
        'Configure Kestrel',
        'Everyday Use',
        'Scheduling Backups',
        'Going Further',
      ]),
    );
    // Listed by no sidebar, shown with its key's sidebar as VuePress did.
    expect(sidebarLabels(page('/guide/troubleshooting.html'))).toContain('Configure Kestrel');
    expect(sidebarLabels(page('/guide/advanced/hooks.html'))).toEqual([
      'Back to the Guide',
      'Going Further',
      'Encryption',
      'Remote Targets',
      'Hooks',
    ]);
    expect(sidebarLabels(page('/reference/cli.html'))).toEqual([
      'Reference',
      'Command Line',
      'Configuration File',
      'Environment Variables',
      'HTTP API',
      'Exit Codes',
      'Changelog',
    ]);
    // An open category shows its nested group.
    expect(sidebarLabels(page('/reference/api/errors.html'))).toEqual(
      expect.arrayContaining(['HTTP API', 'Jobs', 'When Things Fail', 'Errors']),
    );
    expect(page('/archive/legacy-agent.html')('nav[aria-label="Docs sidebar"]').length).toBe(0);
  });

  it('renders the converted blocks', () => {
    expect(page('/guide/')('.theme-admonition').length).toBeGreaterThan(0);
    expect(page('/guide/first-backup.html')('.theme-admonition').text()).toContain('Never restore over the only copy');
    expect(page('/guide/')('article .table-of-contents a[href="#what-you-need"]').length).toBe(1);
    expect(
      page('/guide/installation.html')('[role="tab"]')
        .map((_i, t) => page('/guide/installation.html')(t).text())
        .get(),
    ).toEqual(['Linux', 'macOS', 'Windows 10 and later']);
    expect(
      page('/guide/configuration.html')('details summary')
        .map((_i, s) => page('/guide/configuration.html')(s).text())
        .get(),
    ).toEqual(['Why YAML and not JSON?', 'Show an example retention block']);
    expect(page('/reference/api/jobs.html')('[aria-label^="Request example"]').length).toBeGreaterThanOrEqual(2);
    expect(page('/reference/cli.html')('h2').text()).toContain('changed in 2.0');
    expect(page('/reference/cli.html')('article p').text()).toContain('kestrel snapshot --target <name>, replacing');
    expect(
      page('/reference/api/errors.html')('table.error-table td[colspan="2"], table.error-table th[colspan="2"]').length,
    ).toBe(1);
  });

  it('keeps the anchors VuePress gave headings', () => {
    expect(page('/guide/advanced/encryption.html')('#what-s-encrypted').length).toBe(1);
    expect(page('/guide/advanced/encryption.html')('#_1-keep-the-key-safe').length).toBe(1);
    // markdown-it-anchor 5, which VuePress 1 used, numbers a repeated anchor from -2.
    expect(page('/reference/cli.html')('#options-2').length).toBe(1);
    expect(page('/reference/cli.html')('#kestrel-restore').length).toBe(1);
    // A setext heading and a heading inside a list item.
    expect(page('/guide/troubleshooting.html')('h2#what-s-in-the-log').length).toBe(1);
    expect(page('/guide/troubleshooting.html')('h3#_2-remove-the-lock-file').length).toBe(1);
  });

  it('builds what broke the first runs on real trees (issue 17), as VuePress showed it', () => {
    const $ = page('/reference/environment.html');
    const toc = $('.table-of-contents__link')
      .map((_i, a) => $(a).text())
      .get();
    expect(toc).toEqual([
      'The Variables',
      'Setting Them in a Container',
      'Defaults',
      'env:override',
      'Example',
      'Example',
    ]);
    expect(['#defaults', '#env-override', '#example', '#example-2'].map((id) => $(id).length)).toEqual([1, 1, 1, 1]);
    expect($('article td code').last().text()).toBe('${KESTREL_PORT|| 7070}');
    expect($('article a[href="/reference/config-file.html"]').length).toBe(1);
    expect($('article').text()).toContain('ask your platform team for the names');
  });

  it('renders every heading with the id the page model gives it, in every form the migrator writes', async () => {
    const source = fs.readFileSync(path.join(migrated, 'docs/guide/troubleshooting.md'), 'utf8');
    expect(source).toContain("## What's in the Log? {#what-s-in-the-log}");
    expect(source).toContain('   ### 2. Remove the Lock File {/* #_2-remove-the-lock-file */}');
    expect(source).toContain('Slow Runs\n---------\n');
    const ids = await headingIdsByPage(path.join(migrated, 'docs'), buildDir);
    expect(ids).toHaveLength(pages.length);
    for (const {file, model, html} of ids) expect({file, ids: model}).toEqual({file, ids: html});
  }, 120000);

  it("stamps every page with the last commit of its source, as VuePress did, not the migration's date", () => {
    for (const {route, source} of pages) {
      const log = spawnSync('git', ['log', '-1', '--format=%aI', '--', source], {
        cwd: path.join(ROOT, FIXTURE),
        encoding: 'utf8',
      });
      const shown = page(route)('[data-testid="last-updated"] time').attr('datetime') ?? '';
      expect({route, shown: new Date(shown).getTime()}).toEqual({route, shown: new Date(log.stdout.trim()).getTime()});
    }
  });

  it('links pages by their canonical addresses', () => {
    const hrefs = page('/guide/')('article a')
      .map((_i, a) => page('/guide/')(a).attr('href'))
      .get();
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/guide/installation.html',
        '/guide/configuration.html',
        '/guide/first-backup.html',
        '/guide/scheduling.html',
        '/guide/troubleshooting.html',
        '/guide/advanced/',
      ]),
    );
  });
  it('shows every level 2-3 heading in the table of contents as VuePress did', () => {
    let total = 0;
    for (const {route, source: file} of pages) {
      const {body} = splitFrontMatter(fs.readFileSync(path.join(ROOT, FIXTURE, file), 'utf8'));
      const expected = sourceToc(body, (heading) => collapse(headingText(heading)).trim());
      const shown = renderedToc(page(route));
      total += expected.length;
      expect({route, toc: shown}).toEqual({route, toc: expected});
    }
    expect(total).toBeGreaterThan(20);
  });
});
