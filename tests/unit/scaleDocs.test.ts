import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {copyPage, prefixPageUrl, writeScaledDocs} from '../../scripts/lib/scale-docs.mjs';

/** A tiny docs tree: a home page, a folder page with legacy anchors, a page, an image. */
const PAGES: Record<string, string> = {
  'index.md': [
    '---',
    'title: "Home"',
    'slug: /',
    'displayed_sidebar: main',
    '---',
    '',
    'Read [the FAQ](faq/index.md) or [its address](/faq/).',
    '',
  ].join('\n'),
  'faq/index.md': [
    '---',
    'title: "FAQ"',
    'description: "Questions."',
    'slug: "/faq/"',
    'displayed_sidebar: faq',
    'legacy_anchors:',
    '  old-rewards: rewards',
    '---',
    '',
    'See [bounties](./bounties.md#rewards), [home](/), [the old address](/faq/bounties) and [a source](/faq/bounties.md).',
    '',
    '![Logo](/img/logo.svg) ![Chart](./chart.png) [Elsewhere](https://example.org/faq/)',
    '',
    '```md',
    'A [link in code](/faq/) stays.',
    '```',
    '',
    '[ref]: /faq/bounties.html',
    '',
  ].join('\n'),
  'faq/bounties.md': [
    '---',
    'title: "Bounties"',
    'slug: /faq/bounties.html',
    'displayed_sidebar: faq',
    '---',
    '',
    '## Rewards',
    '',
    '<a href="/faq/">Back</a> [In page](#rewards)',
    '',
  ].join('\n'),
};
const SIDEBARS = {
  main: [
    {type: 'doc', id: 'index'},
    {type: 'ref', id: 'faq/index'},
  ],
  faq: [
    {type: 'ref', id: 'index', label: 'Back'},
    {type: 'category', label: 'FAQ', link: {type: 'doc', id: 'faq/index'}, items: ['faq/bounties']},
    {type: 'link', label: 'Old', href: '/faq/bounties'},
  ],
};

const frontMatterOf = (source: string) => /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
const slugOf = (source: string) => /^slug: "?([^"\n]+)"?$/m.exec(frontMatterOf(source))?.[1];

describe('writeScaledDocs: the N× docs of npm run bench -- --scale N', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-docs-'));
  const docsDir = path.join(root, 'docs');
  for (const [file, source] of Object.entries(PAGES)) {
    fs.mkdirSync(path.dirname(path.join(docsDir, file)), {recursive: true});
    fs.writeFileSync(path.join(docsDir, file), source);
  }
  fs.writeFileSync(path.join(docsDir, 'faq/chart.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const outDir = path.join(root, 'out');
  const result = writeScaledDocs({docsDir, sidebars: SIDEBARS, outDir, scale: 3});
  const read = (file: string) => fs.readFileSync(path.join(result.docsDir, file), 'utf8');
  afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

  it('keeps the originals as they are and adds copies c1 and c2 of every file', () => {
    expect(result.pages).toBe(9);
    for (const [file, source] of Object.entries(PAGES)) {
      expect(read(file)).toBe(source);
      expect(fs.existsSync(path.join(result.docsDir, 'c1', file))).toBe(true);
      expect(fs.existsSync(path.join(result.docsDir, 'c2', file))).toBe(true);
    }
    expect(fs.readFileSync(path.join(result.docsDir, 'c2/faq/chart.png'))).toEqual(
      fs.readFileSync(path.join(docsDir, 'faq/chart.png')),
    );
  });

  it('gives every page a unique slug, the copy prefix in front of the original', () => {
    const files = Object.keys(PAGES).flatMap((file) => [file, `c1/${file}`, `c2/${file}`]);
    const slugs = files.map((file) => slugOf(read(file)));
    expect(new Set(slugs).size).toBe(9);
    expect(slugOf(read('c1/index.md'))).toBe('/c1/');
    expect(slugOf(read('c2/faq/index.md'))).toBe('/c2/faq/');
    expect(slugOf(read('c1/faq/bounties.md'))).toBe('/c1/faq/bounties.html');
  });

  it('keeps the rest of the front matter, with the copy sidebar displayed', () => {
    const original = frontMatterOf(PAGES['faq/index.md'] ?? '').split('\n');
    const copy = frontMatterOf(read('c1/faq/index.md')).split('\n');
    expect(copy).toEqual(
      original.map((line) =>
        line.startsWith('slug:')
          ? 'slug: "/c1/faq/"'
          : line.startsWith('displayed_sidebar:')
            ? 'displayed_sidebar: faq-c1'
            : line,
      ),
    );
    expect(copy).toContain('legacy_anchors:');
    expect(copy).toContain('  old-rewards: rewards');
  });

  it('points absolute page links into the copy and leaves relative links, static files, URLs and code alone', () => {
    const page = read('c1/faq/index.md');
    expect(page).toContain(
      'See [bounties](./bounties.md#rewards), [home](/c1/), [the old address](/c1/faq/bounties) and [a source](/c1/faq/bounties.md).',
    );
    expect(page).toContain('![Logo](/img/logo.svg) ![Chart](./chart.png) [Elsewhere](https://example.org/faq/)');
    expect(page).toContain('A [link in code](/faq/) stays.');
    expect(page).toContain('[ref]: /c1/faq/bounties.html');
    expect(read('c2/faq/bounties.md')).toContain('<a href="/c2/faq/">Back</a> [In page](#rewards)');
    expect(read('c1/index.md')).toContain('Read [the FAQ](faq/index.md) or [its address](/c1/faq/).');
  });

  it('keeps relative links inside the copy they start from', () => {
    const target = path.resolve(path.join(result.docsDir, 'c2/faq'), './bounties.md');
    expect(target).toBe(path.join(result.docsDir, 'c2/faq/bounties.md'));
    expect(fs.existsSync(path.resolve(path.join(result.docsDir, 'c2'), 'faq/index.md'))).toBe(true);
  });

  it('writes sidebars for each copy whose ids are the copy pages', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const sidebars = require(result.sidebarsFile) as Record<string, unknown>;
    expect(Object.keys(sidebars)).toEqual(['main', 'faq', 'main-c1', 'faq-c1', 'main-c2', 'faq-c2']);
    expect(sidebars.main).toEqual(SIDEBARS.main);
    expect(sidebars['faq-c2']).toEqual([
      {type: 'ref', id: 'c2/index', label: 'Back'},
      {type: 'category', label: 'FAQ', link: {type: 'doc', id: 'c2/faq/index'}, items: ['c2/faq/bounties']},
      {type: 'link', label: 'Old', href: '/c2/faq/bounties'},
    ]);
    const ids = JSON.stringify(sidebars['main-c1']).match(/"id":"[^"]+"/g) ?? [];
    for (const id of ids) expect(fs.existsSync(path.join(result.docsDir, `${id.slice(6, -1)}.md`))).toBe(true);
  });

  it('refuses a docs folder that already has a c<k> folder, and a scale below 1', () => {
    fs.mkdirSync(path.join(docsDir, 'c1'));
    fs.writeFileSync(path.join(docsDir, 'c1/x.md'), '# x\n');
    expect(() => writeScaledDocs({docsDir, sidebars: SIDEBARS, outDir: path.join(root, 'out2'), scale: 2})).toThrow(
      /already has c1\/x\.md/,
    );
    expect(() => writeScaledDocs({docsDir, sidebars: SIDEBARS, outDir: path.join(root, 'out3'), scale: 0})).toThrow(
      /scale must be/,
    );
  });
});

describe('prefixPageUrl and copyPage', () => {
  it('prefixes page addresses only', () => {
    expect(prefixPageUrl('/faq/x.html#a', '/c3')).toBe('/c3/faq/x.html#a');
    expect(prefixPageUrl('/img/a.png', '/c3')).toBe('/img/a.png');
    expect(prefixPageUrl('//cdn.example.org/x', '/c3')).toBe('//cdn.example.org/x');
    expect(prefixPageUrl('../x.md', '/c3')).toBe('../x.md');
  });

  it('leaves a page without front matter its text, its page links prefixed', () => {
    expect(copyPage('Go [home](/).\n', 2)).toBe('Go [home](/c2/).\n');
  });
});
