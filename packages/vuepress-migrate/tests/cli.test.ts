/**
 * `npm run migrate` end to end (bin/vuepress-migrate.mjs, src/cli.ts), on small trees written here
 * and on the fixture site (fixtures/vuepress): malformed input is reported by file and line, never a
 * crash; files are never overwritten without --force; a second run changes nothing.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Each case runs Node processes; give them room on a busy machine.
jest.setTimeout(60000);

const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.join(__dirname, '../bin/vuepress-migrate.mjs');
const FIXTURE = path.join(__dirname, '../fixtures/vuepress');

type Problem = {file: string; line: number; message: string; severity: 'error' | 'warning' | 'note'; output?: boolean};
type Report = {
  problems: Problem[];
  pages: {
    route: string;
    source: string;
    doc: string;
    sidebar: string | null;
    wordsBefore: number;
    wordsAfter: number | null;
  }[];
  sidebars: string[];
  files: string[];
  written: {created: string[]; changed: string[]; unchanged: string[]};
};

function migrate(args: string[], cwd = ROOT) {
  const run = spawnSync(process.execPath, [CLI, ...args], {cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  return {status: run.status, stdout: run.stdout, stderr: run.stderr};
}
function migrateJson(args: string[]) {
  const run = migrate([...args, '--json']);
  return {status: run.status, report: JSON.parse(run.stdout) as Report, stderr: run.stderr};
}
function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-cli-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
const tmpOut = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vp-out-')), 'out');
/** Every file of a folder with its content. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), {withFileTypes: true})) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) visit(child);
      else out[child] = fs.readFileSync(path.join(dir, child), 'utf8');
    }
  };
  visit('');
  return out;
}

describe('malformed input', () => {
  const source = tree({
    '.vuepress/config.js':
      "module.exports = {themeConfig: {sidebar: {'/guide/': require('./sidebars/guide'), '/': ['', 'broken']}}};",
    '.vuepress/sidebars/guide.js': "const pages = ['', 'setup'];\nthrow new Error('sidebar not finished');\n",
    'README.md': '# Home\n\nSee the [guide](guide/) and a [page that is gone](gone.md).\n',
    'guide/README.md': '---\ntitle: Guide\n---\n\n# Guide\n\n::: warning Careful\nThis container is never closed.\n',
    'guide/setup.md': '# Setup\n\nText.\n',
    'broken.md': '# Broken\n\n<div>\n\nAn element that is never closed.\n',
    'bad-yaml.md': '---\ntitle: [unclosed\n---\n\n# Bad YAML\n',
  });
  const out = tmpOut();
  let run: ReturnType<typeof migrateJson>;
  beforeAll(() => {
    run = migrateJson([source, '--out', out]);
  });
  const find = (text: string) => run.report.problems.find((p) => p.message.includes(text));

  it('reports, does not crash, writes what it could and exits 1', () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(run.report.pages.map((p) => p.route).sort()).toEqual([
      '/',
      '/bad-yaml.html',
      '/broken.html',
      '/guide/',
      '/guide/setup.html',
    ]);
    expect(fs.existsSync(path.join(out, 'docs/guide/setup.md'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'migration-report.md'))).toBe(true);
  });

  it('reports a sidebar file that throws at its line, and keeps the other sidebars', () => {
    expect(find('sidebar not finished')).toMatchObject({
      file: '.vuepress/sidebars/guide.js',
      line: 2,
      severity: 'error',
    });
    expect(run.report.sidebars).toEqual(['main']);
    expect(fs.readFileSync(path.join(out, 'docs/guide/setup.md'), 'utf8')).toContain('displayed_sidebar: null');
  });

  it('reports an unclosed container at its line and closes it', () => {
    expect(find('never closed; closed at the end')).toMatchObject({
      file: 'guide/README.md',
      line: 7,
      severity: 'warning',
    });
    expect(fs.readFileSync(path.join(out, 'docs/guide/index.md'), 'utf8')).toMatch(
      /:::warning\[Careful\]\n\nThis container is never closed\.\n\n:::\n$/,
    );
  });

  it('reports a link to a missing page and keeps its text', () => {
    expect(find('points at gone.md')).toMatchObject({file: 'README.md', line: 3});
    expect(fs.readFileSync(path.join(out, 'docs/index.md'), 'utf8')).toContain('and a page that is gone.');
  });

  it('reports a page that would not compile, by output file and line', () => {
    // The front matter takes 4 lines and a blank line follows: body line 3, the <div>, is line 8.
    expect(find('does not compile as MDX')).toMatchObject({
      file: 'docs/broken.md',
      line: 8,
      output: true,
      severity: 'error',
    });
    expect(fs.readFileSync(path.join(out, 'docs/broken.md'), 'utf8').split('\n')[7]).toBe('<div>');
  });

  it('keeps front matter that is not YAML in a comment', () => {
    expect(find('front matter is not valid YAML')).toMatchObject({file: 'bad-yaml.md', line: 1});
    expect(fs.readFileSync(path.join(out, 'docs/bad-yaml.md'), 'utf8')).toContain(
      '{/* Front matter that was not valid YAML:\ntitle: [unclosed\n*/}',
    );
  });

  it('prints each problem as file:line in the text report', () => {
    const text = migrate([source, '--out', tmpOut()]).stdout;
    expect(text).toContain(
      `${path.join(source, '.vuepress/sidebars/guide.js')}:2: error: sidebar of "/guide/" could not be loaded`,
    );
    expect(text).toMatch(/broken\.md:\d+: error: does not compile as MDX/);
  });
});

describe('other input VuePress accepted', () => {
  const source = tree({
    '.vuepress/config.js':
      "module.exports = {description: 'Snapshots of your folders, kept where you choose and restored when needed.', themeConfig: {sidebar: ['']}};",
    '.vuepress/styles/index.styl': '.x { color: red }',
    'README.md': '# Home\n\nHello.\n',
    'guide/README.md': '# Guide\n',
    'guide/index.md': '# Also the guide\n',
    '_draft.md': '# Draft\n',
    'about.md': '# About\n\nIt {{ $site.description }}\n',
    'moved.md': '---\npermalink: /elsewhere/moved.html\n---\n\n# Moved\n\nSee [home](./README.md).\n',
  });
  let report: Report;
  beforeAll(() => {
    report = migrateJson([source, '--out', tmpOut()]).report;
  });
  const messages = () => report.problems.map((p) => `${p.file}:${p.line} ${p.severity}: ${p.message}`);

  it('leaves out a second page at the same address, as an error', () => {
    expect(messages()).toContain(
      'guide/index.md:1 error: serves the same address /guide/ as guide/README.md; left out',
    );
  });

  it('warns about a page Docusaurus would ignore', () => {
    expect(messages()).toContain(
      '_draft.md:1 warning: Docusaurus ignores files and folders whose name starts with "_"; rename it to keep the page',
    );
  });

  it('warns when the prose changed by more than 2%', () => {
    expect(messages()).toContain('about.md:1 warning: prose changed from 3 to 14 words');
  });

  it('notes theme code and styles it does not migrate', () => {
    expect(messages()).toContain(
      '.vuepress/styles:0 note: VuePress theme code and styles are not migrated; the portal theme applies',
    );
  });

  it('serves a page with a permalink at that address', () => {
    expect(report.pages.find((p) => p.source === 'moved.md')?.route).toBe('/elsewhere/moved.html');
  });
});

describe('writing the output', () => {
  const source = tree({'README.md': '# Home\n\nHello.\n', 'a.md': '# A\n\nText.\n'});

  it('creates ./migrated by default', () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-cwd-'));
    expect(migrate([source], cwd).status).toBe(0);
    expect(fs.readFileSync(path.join(cwd, 'migrated/docs/a.md'), 'utf8')).toBe(
      '---\nslug: /a.html\ndisplayed_sidebar: null\n---\n\n# A\n\nText.\n',
    );
  });

  it('never overwrites a file that differs without --force, and writes nothing then', () => {
    const out = tmpOut();
    fs.mkdirSync(path.join(out, 'docs'), {recursive: true});
    fs.writeFileSync(path.join(out, 'docs/a.md'), 'my own edits');
    const refused = migrate([source, '--out', out]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('docs/a.md');
    expect(fs.readFileSync(path.join(out, 'docs/a.md'), 'utf8')).toBe('my own edits');
    expect(fs.existsSync(path.join(out, 'docs/index.md'))).toBe(false);
    const forced = migrateJson([source, '--out', out, '--force']);
    expect(forced.status).toBe(0);
    expect(forced.report.written.changed).toEqual(['docs/a.md']);
    expect(fs.readFileSync(path.join(out, 'docs/a.md'), 'utf8')).toContain('# A');
  });

  it('ends every run by saying it was not verified and how to verify, and rewrites its own report freely', () => {
    const out = tmpOut();
    const run = migrate([source, '--out', out]);
    expect(run.stdout.trim().split('\n').at(-1)).toBe(
      `migrate: not verified: the result was not built; add --verify, or run \`npm run migrate:preview -- ${out} --no-serve\``,
    );
    expect(fs.readFileSync(path.join(out, 'migration-report.md'), 'utf8')).toContain(
      'Not verified: the result was not built.',
    );
    fs.appendFileSync(path.join(out, 'migration-report.md'), '\nVerified (an earlier --verify run).\n');
    expect(migrate([source, '--out', out]).status).toBe(0);
  });

  it('refuses bad arguments', () => {
    expect(migrate([]).status).toBe(2);
    expect(migrate([source, '--bogus']).status).toBe(2);
    expect(migrate([path.join(source, 'nowhere')]).status).toBe(2);
    expect(migrate([source, '--out', path.join(source, 'inside')]).status).toBe(2);
    expect(migrate(['--help']).stdout).toContain('Usage: npm run migrate');
  });
});

describe('the fixture site', () => {
  const out = tmpOut();
  const again = tmpOut();
  let first: ReturnType<typeof migrateJson>;
  let second: ReturnType<typeof migrateJson>;
  beforeAll(() => {
    first = migrateJson([FIXTURE, '--out', out]);
    second = migrateJson([FIXTURE, '--out', out]);
    migrate([FIXTURE, '--out', again]);
  }, 60000);

  it('has at least 25 pages in nested folders, and migrates without error', () => {
    expect(first.status).toBe(0);
    expect(first.report.pages.length).toBeGreaterThanOrEqual(25);
    expect(first.report.pages.some((p) => p.route.split('/').length >= 4)).toBe(true);
    expect(first.report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('reports exactly the constructs it could not convert, or converted with a note', () => {
    expect(first.report.problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([
      'README.md:29 Vue component <FeatureMatrix> (.vuepress/components) has no counterpart in the portal; kept as the inert element <feature-matrix>',
      'guide/advanced/encryption.md:29 Vue interpolation "{{ keyFormatVersion }}" has no static value; kept as literal text',
      'reference/cli.md:17 <name> has no closing tag in its paragraph; kept as text',
      'reference/environment.md:24 HTML comment in a heading moved to the line after it, out of the heading text',
      'reference/environment.md:38 link "[your platform team]()" has an empty target; the link was removed, its text kept',
    ]);
  });

  it('keeps the prose: each page within 2% of its source words', () => {
    for (const page of first.report.pages) {
      expect({
        page: page.source,
        ratio: Math.abs((page.wordsAfter ?? 0) - page.wordsBefore) / page.wordsBefore <= 0.02,
      }).toEqual({page: page.source, ratio: true});
    }
  });

  it('changes nothing on a second run, and writes the same files wherever it writes', () => {
    expect(second.status).toBe(0);
    expect(second.report.written.created).toEqual([]);
    expect(second.report.written.changed).toEqual([]);
    expect(second.report.written.unchanged).toEqual(first.report.files);
    expect(snapshot(again)).toEqual(snapshot(out));
  });

  it('gives every page the address VuePress served and the sidebar of its key', () => {
    const sidebars = Object.fromEntries(first.report.pages.map((p) => [p.route, p.sidebar]));
    expect(sidebars).toMatchObject({
      '/': 'main',
      '/guide/': 'guide',
      '/guide/troubleshooting.html': 'guide',
      '/guide/advanced/hooks.html': 'guide-advanced',
      '/reference/api/errors.html': 'reference',
      '/archive/legacy-agent.html': null,
      '/community/01-meetups.html': 'main',
    });
    const meetups = fs.readFileSync(path.join(out, 'docs/community/01-meetups.md'), 'utf8');
    expect(meetups).toMatch(
      /^---\nslug: \/community\/01-meetups\.html\ndisplayed_sidebar: main\nparse_number_prefixes: false\nlast_update:\n {2}date: \S+\n {2}author: .+\n---\n/,
    );
  });

  it('copies public files to static/ and page images next to their pages', () => {
    expect(first.report.files).toEqual(
      expect.arrayContaining([
        'static/images/logo.svg',
        'static/images/architecture.svg',
        'static/files/kestrel-sample.yml',
        'docs/guide/images/first-backup.svg',
        'sidebars.ts',
      ]),
    );
  });
});
