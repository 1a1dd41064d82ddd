/**
 * `--verify` (src/verify.ts): the errors of a Docusaurus build, read from its log and told at the
 * VuePress file and line they came from; and one real build of a migrated tree made to fail.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {migrate, writeOutput, type Migration} from '../src/migrate';
import {locateBuildErrors, parseBuildLog, verifyMigration} from '../src/verify';

const OUT = '/tmp/out';

// Excerpts of real logs of `docusaurus build` (3.10), colours and stack frames left in.
const mdxLog = `[INFO] [en-US] Creating an optimized production build...
[ERROR] Client bundle compiled with errors therefore further build is impossible.
\u001b[31m╰─▶\u001b[39m   × Error: MDX compilation failed for file "/tmp/out/docs/guide/install.md"
        │ Cause: Expected a closing tag for \`<b>\` (66:3-66:6) before the end of \`paragraph\`
        │ Details:
        │ {
        │   "column": 1,
        │   "line": 66,
        │   "place": {"start": {"line": 66}}
        │ }
--------------------------
╰─▶   × Error: MDX compilation failed for file "/tmp/out/docs/reference/cli.md"
        │ Cause: Markdown link with URL \`./nope.md\` in source file "../../tmp/out/docs/reference/cli.md" (47:5) couldn't be resolved.
        │ Make sure it references a local Markdown file that exists within the current plugin.
        │     at throwError (/repo/node_modules/@docusaurus/logger/lib/logger.js:80:11)
`;
const anchorLog = `[ERROR] Error: Unable to build website for locale en-US.
  [cause]: Error: Docusaurus found broken anchors!
  Exhaustive list of all broken anchors found:
  - Broken anchor on source page path = /reference/cli.html:
     -> linking to /reference/#nowhere
  - Broken link on source page path = /reference/environment.html:
     -> linking to /reference/nothing.html
     -> linking to #missing-here (resolved as: /reference/environment.html#missing-here)
`;
const frontMatterLog = `[ERROR] Error: Unable to build website for locale en-US.
  [cause]: Error: Can't process doc metadata for doc at path path=/tmp/out/docs/passphrases.md in version name=current
    at processDocMetadata (/repo/node_modules/@docusaurus/plugin-content-docs/lib/docs.js:220:15)
    [cause]: [Error [ValidationError]: "sidebar_position" must be a number] {
`;

describe('a build log', () => {
  it('gives every MDX error with its doc and line', () => {
    expect(parseBuildLog(mdxLog, OUT)).toEqual([
      {
        doc: 'docs/guide/install.md',
        route: null,
        line: 66,
        target: null,
        message: 'Expected a closing tag for `<b>` (66:3-66:6) before the end of `paragraph`',
      },
      {
        doc: 'docs/reference/cli.md',
        route: null,
        line: 47,
        target: null,
        message: expect.stringMatching(/^Markdown link with URL `\.\/nope\.md` .* couldn't be resolved\.$/),
      },
    ]);
  });

  it('gives every broken link and anchor with the page that holds it', () => {
    expect(parseBuildLog(anchorLog, OUT).map((e) => [e.route, e.target, e.message])).toEqual([
      ['/reference/cli.html', '/reference/#nowhere', 'broken anchor: links to /reference/#nowhere'],
      ['/reference/environment.html', '/reference/nothing.html', 'broken link: links to /reference/nothing.html'],
      ['/reference/environment.html', '#missing-here', 'broken link: links to #missing-here'],
    ]);
  });

  it('gives a front matter Docusaurus refuses, and the [ERROR] lines of anything else', () => {
    expect(parseBuildLog(frontMatterLog, OUT)).toEqual([
      {
        doc: 'docs/passphrases.md',
        route: null,
        line: 1,
        target: null,
        message: 'front matter: "sidebar_position" must be a number',
      },
    ]);
    expect(parseBuildLog('[ERROR] Error: something new\n', OUT).map((e) => e.message)).toEqual(['something new']);
  });
});

describe('build errors at their sources', () => {
  const migration: Pick<Migration, 'sources' | 'pages'> = {
    sources: new Map([['docs/reference/cli.md', {file: 'reference/cli.md', lines: [1, 1, 1, 1, 1, 2, 3, 4, 4, 4, 5]}]]),
    pages: [
      {
        route: '/reference/cli.html',
        source: 'reference/cli.md',
        doc: 'docs/reference/cli.md',
        sidebar: null,
        wordsBefore: 1,
        wordsAfter: 1,
      },
    ],
  };
  const doc = [
    '---',
    'slug: x',
    '---',
    '',
    '# CLI',
    'Text',
    '```text',
    'a',
    '```',
    '',
    'See [it](./index.md#nowhere).',
  ];

  it('maps a doc line to the VuePress line it came from, and a broken anchor to the line that links to it', () => {
    const errors = [
      ...parseBuildLog(anchorLog, OUT).slice(0, 1),
      {doc: 'docs/reference/cli.md', route: null, line: 9, target: null, message: 'bad'},
    ];
    expect(locateBuildErrors(errors, migration, () => doc.join('\n'))).toEqual([
      {
        file: 'reference/cli.md',
        line: 5,
        message: 'build: broken anchor: links to /reference/#nowhere (docs/reference/cli.md:11)',
        severity: 'error',
      },
      {file: 'reference/cli.md', line: 4, message: 'build: bad (docs/reference/cli.md:9)', severity: 'error'},
    ]);
  });

  it('tells an error of a doc it did not write at the doc, and one of no doc at the build', () => {
    expect(
      locateBuildErrors(
        [
          {doc: 'docs/other.md', route: null, line: 3, target: null, message: 'x'},
          {doc: null, route: null, line: null, target: null, message: 'y'},
        ],
        migration,
        () => null,
      ),
    ).toEqual([
      {file: 'docs/other.md', line: 3, message: 'build: x', severity: 'error', output: true},
      {file: '(build)', line: 0, message: 'build: y', severity: 'error', output: true},
    ]);
  });
});

describe('a real build that fails', () => {
  it('is told at the VuePress line the broken doc line came from', async () => {
    const source = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-verify-src-'));
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-verify-out-'));
    fs.mkdirSync(path.join(source, '.vuepress'));
    fs.writeFileSync(path.join(source, '.vuepress/config.js'), 'module.exports = {title: "T"}\n');
    fs.writeFileSync(
      path.join(source, 'README.md'),
      '---\ntitle: Home\n---\n# Home\n\n::: tip\nA tip.\n:::\n\n    indented code\n\nThe line to break.\n',
    );
    const migration = await migrate(source);
    writeOutput(out, migration.files, [...migration.files.keys()]);
    // Break the doc where the source's line 12 landed, after front matter and converted blocks moved it.
    const doc = path.join(out, 'docs/index.md');
    const lines = fs.readFileSync(doc, 'utf8').split('\n');
    const at = lines.indexOf('The line to break.');
    expect(migration.sources.get('docs/index.md')?.lines[at]).toBe(12);
    lines[at] = 'The line to {break.';
    fs.writeFileSync(doc, lines.join('\n'));

    const verification = verifyMigration(out, migration);
    expect(verification.ok).toBe(false);
    expect(verification.problems).toEqual([
      expect.objectContaining({
        file: 'README.md',
        line: 12,
        severity: 'error',
        message: expect.stringMatching(/^build: /),
      }),
    ]);
    fs.rmSync(source, {recursive: true, force: true});
    fs.rmSync(out, {recursive: true, force: true});
  }, 120000);
});
