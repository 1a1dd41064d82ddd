/**
 * plugins/site-content, run as a build runs it (tests/support/runSiteContent.ts): each doc read and
 * parsed once, the site record (global data and /site.json), the search data and the llms files
 * from that one reading, and the front matter checks that fail the build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {SiteRecord, SiteRecordSummary} from '@site/plugins/site-content/siteRecord';
import {termFile, textFile, type SearchMeta, type TextGroup} from '@site/src/lib/search/types';
import {runSiteContent, type RunInput, type RunOutput} from '../support/runSiteContent';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-content-'));
fs.mkdirSync(path.join(siteDir, 'docs/faq'), {recursive: true});
fs.writeFileSync(
  path.join(siteDir, 'docs/faq/index.md'),
  '---\ntitle: FAQ\n---\n\nIntro.\n\n## Topics\n\n### The `next` Channel\n\n```bash\n## not a heading\n```\n\n## Custom {#custom-id}\n\nSee [voting](./voting.md).\n',
);
fs.writeFileSync(
  path.join(siteDir, 'docs/faq/voting.md'),
  '---\ntitle: Voting\n---\n\nVote once.\n\nSetext Heading\n--------------\n\nText.\n',
);
fs.writeFileSync(path.join(siteDir, 'docs/faq/bad.md'), '---\ntitle: Bad\n---\n\nText.\n');
for (const release of ['v2.0.19', 'v2.6'])
  fs.mkdirSync(path.join(siteDir, 'docs/releases', release), {recursive: true});

const siteConfig = {
  title: 'Swipechain Documentation',
  tagline: 'The central knowledge hub for all things Swipechain',
  url: 'https://docs.example.org',
  baseUrl: '/',
};

function doc(id: string, file: string, frontMatter: Record<string, unknown>) {
  return {
    id,
    title: String(frontMatter.title),
    description: '',
    source: `@site/docs/${file}`,
    permalink: `/${id}`,
    frontMatter,
    sidebar: 'faq',
    lastUpdatedAt: Date.UTC(2021, 10, 23, 4, 35, 31),
  };
}
const faq = (frontMatter: Record<string, unknown> = {}) => doc('faq/', 'faq/index.md', {title: 'FAQ', ...frontMatter});
const voting = doc('faq/voting.html', 'faq/voting.md', {title: 'Voting'});

const run = (docs: ReturnType<typeof doc>[], options: Partial<RunInput> = {}) =>
  runSiteContent({siteDir, siteConfig, docs, ...options});
const siteJson = (output: RunOutput) => JSON.parse(output.files?.['site.json'] ?? 'null') as SiteRecord;
const searchMeta = (output: RunOutput) => JSON.parse(output.data?.['search-meta.json'] ?? 'null') as SearchMeta;
/** The names of the index files the meta part of the search index lists. */
const indexFiles = (meta: SearchMeta) => [
  ...meta.termStarts.map((_, k) => termFile(k)),
  ...meta.textStarts.map((_, g) => textFile(g)),
];

describe('site-content plugin', () => {
  let build: RunOutput;
  beforeAll(async () => {
    build = await run([faq({meta: [{name: 'keywords', content: 'faq'}]}), voting]);
  }, 60000);

  it('reads and parses each doc once for everything it writes', () => {
    expect(build.error).toBeUndefined();
    expect(build.reads).toEqual({'faq/index.md': 1, 'faq/voting.md': 1});
    expect(build.parses).toBe(2);
    expect(Object.keys(build.files ?? {}).filter((file) => !file.startsWith('assets/search/'))).toEqual([
      'llms-full.txt',
      'llms.txt',
      'site.json',
    ]);
    expect(Object.keys(build.data ?? {}).sort()).toEqual(['search-meta.json', 'site-pages.json']);
  });

  it('parses a doc again only when it changed (npm start loads the content on every change)', async () => {
    const again = await run([faq(), voting], {runs: 3});
    expect(again.reads).toEqual({'faq/index.md': 3, 'faq/voting.md': 3});
    expect(again.parses).toBe(2);
  }, 60000);

  it('keeps what it needs of each page, not its syntax tree, until the build ends (at 10x the trees were 700 MB held through bundling)', async () => {
    const emptied = await run([faq(), voting], {emptyTreesBeforePostBuild: true});
    expect(emptied.error).toBeUndefined();
    expect(emptied.files?.['llms-full.txt']).toBe(build.files?.['llms-full.txt']);
    expect(emptied.files?.['llms-full.txt']).toContain('Vote once.');
  }, 60000);

  it('lets go of its readings once a build has made its bundler configs, and writes the same files', async () => {
    const built = await run([faq({meta: [{name: 'keywords', content: 'faq'}]}), voting], {
      runs: 2,
      productionConfig: true,
    });
    expect(built.error).toBeUndefined();
    // A build loads the content once; had the readings been kept, the second load would parse nothing.
    expect(built.parses).toBe(4);
    expect(built.files).toEqual(build.files);
  }, 60000);

  it('reads a doc again under npm start when the address of a doc it links to changed', async () => {
    const moved = doc('faq/voting-rules.html', 'faq/voting.md', {title: 'Voting'});
    const again = await run([faq(), voting], {runs: 2, laterDocs: [faq(), moved]});
    expect(again.files?.['llms-full.txt']).toContain('See [voting](https://docs.example.org/faq/voting-rules.html).');
    // Both docs are parsed again: a reading depends on the addresses of the docs its page links to.
    expect(again.parses).toBe(4);
  }, 60000);

  it('publishes the site record with headers and the stamp', () => {
    const record = siteJson(build);
    expect(record).toMatchObject({title: 'Swipechain Documentation', base: '/'});
    expect(record.pages[0]).toEqual({
      title: 'FAQ',
      frontmatter: {title: 'FAQ', meta: [{name: 'keywords', content: 'faq'}]},
      regularPath: '/faq/',
      key: 'faq/',
      path: '/faq/',
      headers: [
        {level: 2, title: 'Topics', slug: 'topics'},
        {level: 3, title: 'The next Channel', slug: 'the-next-channel'},
        {level: 2, title: 'Custom', slug: 'custom-id'},
      ],
      lastUpdated: '11/23/2021, 4:35:31 AM',
    });
    // A setext heading is a heading too.
    expect(record.pages[1]?.headers).toEqual([{level: 2, title: 'Setext Heading', slug: 'setext-heading'}]);
  });

  it("gives components only each page's title and address, as a data file loaded on demand, not global data (which every page load carries)", () => {
    expect(build.globalData).toBeUndefined();
    expect(JSON.parse(build.data?.['site-pages.json'] ?? '{}') as SiteRecordSummary).toEqual({
      pages: [
        {title: 'FAQ', path: '/faq/'},
        {title: 'Voting', path: '/faq/voting.html'},
      ],
    });
  });

  it('writes the search index and the llms files from the same reading', () => {
    const meta = searchMeta(build);
    expect(meta.pages).toEqual([
      {title: 'FAQ', url: '/faq/', section: 'FAQ'},
      {title: 'Voting', url: '/faq/voting.html', section: 'FAQ'},
    ]);
    expect(meta.sectionCounts).toEqual([4, 2]);
    const texts = meta.textStarts.flatMap(
      (_, g) =>
        JSON.parse(build.files?.[`assets/search/${meta.base.split('/')[3]}/${textFile(g)}`] ?? '[]') as TextGroup,
    );
    expect(texts.map(([anchor]) => anchor)).toEqual([
      '',
      'topics',
      'the-next-channel',
      'custom-id',
      '',
      'setext-heading',
    ]);
    expect(build.files?.['llms.txt']).toContain('- [Voting](https://docs.example.org/faq/voting.html)');
    expect(build.files?.['llms-full.txt']).toContain('See [voting](https://docs.example.org/faq/voting.html).');
  });

  it('copies the index files to the build, in the folder the meta part of the index names after their hash', () => {
    const meta = searchMeta(build);
    const hash = /^\/assets\/search\/([\da-f]{12})\/$/.exec(meta.base)?.[1];
    expect(hash).toBeDefined();
    const copied = Object.keys(build.files ?? {}).filter((file) => file.startsWith('assets/search/'));
    expect(copied.sort()).toEqual(
      indexFiles(meta)
        .map((name) => `assets/search/${hash}/${name}`)
        .sort(),
    );
  });

  it('has the dev server serve the index files at the addresses the meta part gives (npm start)', () => {
    const meta = searchMeta(build);
    const served = build.devServed ?? {};
    for (const name of indexFiles(meta)) {
      expect([name, served[`${meta.base}${name}`]]).toEqual([name, build.files?.[`${meta.base.slice(1)}${name}`]]);
    }
  });

  it('gives a changed index a new folder', async () => {
    const changed = await run([faq(), doc('faq/voting.html', 'faq/voting.md', {title: 'Voting again'})]);
    expect(searchMeta(changed).base).not.toBe(searchMeta(build).base);
    expect(searchMeta(await run([faq({meta: [{name: 'keywords', content: 'faq'}]}), voting])).base).toBe(
      searchMeta(build).base,
    );
  }, 60000);

  it('leaves the old heading ids of `legacy_anchors` out of the record', async () => {
    const record = siteJson(await run([faq({legacy_anchors: {topic: 'topics'}})]));
    expect(record.pages[0]?.frontmatter).toEqual({title: 'FAQ'});
    expect(record.pages[0]?.headers.map((h) => h.slug)).toEqual(['topics', 'the-next-channel', 'custom-id']);
  }, 60000);

  it('fails the build on malformed meta or an applies_to the content checker rejects, naming the file', async () => {
    // One run after another: each counts the reads and parses it makes.
    const meta = await run([doc('faq/bad', 'faq/bad.md', {title: 'Bad', meta: 'keywords'})]);
    const ok = await run([faq({applies_to: '2.0 \u2013 2.6'})]);
    const range = await run([doc('faq/bad', 'faq/bad.md', {title: 'Bad', applies_to: '2.0 - 2.6'})]);
    // The releases are the folders of docs/releases/: here 2.0 and 2.6 only.
    const release = await run([doc('faq/bad', 'faq/bad.md', {title: 'Bad', applies_to: '2.2'})]);
    expect(meta.error).toContain('docs/faq/bad.md: front matter `meta` must be a list of {name, content} entries');
    expect(ok.error).toBeUndefined();
    expect(range.error).toContain(
      'docs/faq/bad.md: front matter applies_to "2.0 - 2.6": write a range as "2.0 \u2013 2.6"',
    );
    expect(release.error).toContain(
      'docs/faq/bad.md: front matter applies_to "2.2": 2.2 is no release the site documents (2.0, 2.6)',
    );
  }, 60000);
});
