/** Last-updated stamps from the source's git history (src/history.ts), as VuePress showed them. */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseGitLog, readHistory} from '../src/history';
import {migrate} from '../src/migrate';

describe('a git log of the folder', () => {
  it('gives each file the newest commit that touched it', () => {
    const log =
      '\x012024-05-02T10:00:00+02:00\tAda Lovelace\0\nguide/a.md\0README.md\0' +
      '\x012023-01-01T00:00:00+00:00\tGrace\tHopper\0\nguide/a.md\0guide/b c.md\0' +
      '\x012022-01-01T00:00:00+00:00\tNobody\0';
    expect([...parseGitLog(log)]).toEqual([
      ['guide/a.md', {date: '2024-05-02T10:00:00+02:00', author: 'Ada Lovelace'}],
      ['README.md', {date: '2024-05-02T10:00:00+02:00', author: 'Ada Lovelace'}],
      ['guide/b c.md', {date: '2023-01-01T00:00:00+00:00', author: 'Grace\tHopper'}],
    ]);
  });
});

describe('a VuePress folder', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-history-'));
  const docs = path.join(root, 'site/docs');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(docs, file)), {recursive: true});
    fs.writeFileSync(path.join(docs, file), text);
  };
  const git = (args: string[], date = '2021-03-04T05:06:07+01:00', author = 'Ada Lovelace') => {
    const run = spawnSync('git', ['-C', root, ...args], {
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: author,
        GIT_AUTHOR_EMAIL: 'ada@example.com',
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_NAME: 'Committer',
        GIT_COMMITTER_EMAIL: 'c@example.com',
        GIT_COMMITTER_DATE: '2025-01-01T00:00:00+00:00',
      },
    });
    if (run.status !== 0) throw new Error(run.stderr);
  };

  beforeAll(() => {
    write('.vuepress/config.js', 'module.exports = {title: "T"}\n');
    write('README.md', '# Home\n');
    write('guide/setup.md', '# Setup\n');
    fs.writeFileSync(path.join(root, 'outside.md'), '# Outside\n');
    git(['init', '-q']);
    git(['add', '.']);
    git(['commit', '-q', '-m', 'first']);
    write('guide/setup.md', '# Setup\n\nMore.\n');
    fs.writeFileSync(path.join(root, 'outside.md'), '# Outside, changed\n');
    git(['commit', '-q', '-am', 'second'], '2022-07-08T09:10:11-04:00', 'Grace Hopper');
    write('draft.md', '# Draft\n');
  });
  afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

  it('in a git work tree: each file has the author date and author of its last commit, paths relative to it', () => {
    const history = readHistory(docs);
    expect(history.unavailable).toBeNull();
    expect(Object.fromEntries(history.stamps)).toEqual({
      '.vuepress/config.js': {date: '2021-03-04T05:06:07+01:00', author: 'Ada Lovelace'},
      'README.md': {date: '2021-03-04T05:06:07+01:00', author: 'Ada Lovelace'},
      'guide/setup.md': {date: '2022-07-08T09:10:11-04:00', author: 'Grace Hopper'},
    });
  });

  it('gives every migrated page its stamp as last_update front matter, and notes the pages git does not know', async () => {
    const migration = await migrate(docs);
    expect(migration.files.get('docs/guide/setup.md')).toContain(
      'last_update:\n  date: 2022-07-08T09:10:11-04:00\n  author: Grace Hopper\n',
    );
    expect(migration.files.get('docs/index.md')).toContain('  date: 2021-03-04T05:06:07+01:00\n');
    expect(migration.files.get('docs/draft.md')).not.toContain('last_update');
    expect(migration.problems.filter((p) => /last_update/.test(p.message))).toEqual([
      expect.objectContaining({
        file: 'draft.md',
        severity: 'note',
        message: expect.stringMatching(/^1 page\(s\) have no commit/),
      }),
    ]);
  }, 60000);

  it('without git: says so once and carries on', async () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-nogit-'));
    fs.cpSync(docs, plain, {recursive: true});
    expect(readHistory(plain)).toEqual({stamps: new Map(), unavailable: expect.stringMatching(/not a git repository/)});
    const migration = await migrate(plain);
    expect(migration.pages).toHaveLength(3);
    expect([...migration.files.values()].filter((f) => typeof f === 'string' && f.includes('last_update:'))).toEqual(
      [],
    );
    expect(migration.problems.filter((p) => /git/.test(p.message))).toEqual([
      expect.objectContaining({
        file: '.',
        line: 0,
        severity: 'note',
        message: expect.stringMatching(/^no git history/),
      }),
    ]);
    fs.rmSync(plain, {recursive: true, force: true});
  }, 60000);
});
