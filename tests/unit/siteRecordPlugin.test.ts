import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import siteRecordPlugin, {type SiteRecord, type SiteRecordSummary} from '@site/plugins/site-record';
import {extractHeaders} from '@site/plugins/site-record/headers';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-record-'));
fs.mkdirSync(path.join(siteDir, 'docs/faq'), {recursive: true});
fs.writeFileSync(path.join(siteDir, 'docs/faq/index.md'), '---\ntitle: FAQ\n---\n\nIntro.\n\n## Topics\n\n### The `next` Channel\n\n```bash\n## not a heading\n```\n\n## Custom {#custom-id}\n');
fs.writeFileSync(path.join(siteDir, 'docs/faq/bad.md'), '---\ntitle: Bad\n---\n\nText.\n');
for (const release of ['v2.0.19', 'v2.6']) fs.mkdirSync(path.join(siteDir, 'docs/releases', release), {recursive: true});

const context = {
  siteDir,
  siteConfig: {title: 'Swipechain Documentation', tagline: 'The central knowledge hub for all things Swipechain', baseUrl: '/'},
} as unknown as LoadContext;

function doc(id: string, file: string, frontMatter: Record<string, unknown>) {
  return {id, title: String(frontMatter.title), source: `@site/docs/${file}`, permalink: `/${id}`, frontMatter, lastUpdatedAt: Date.UTC(2021, 10, 23, 4, 35, 31)};
}

type Loadable = Plugin & {allContentLoaded: NonNullable<Plugin['allContentLoaded']>; postBuild: NonNullable<Plugin['postBuild']>};

/** Runs the plugin: the global data it publishes, and the /site.json its postBuild writes. */
async function run(docs: ReturnType<typeof doc>[]): Promise<{global: SiteRecordSummary; full: SiteRecord}> {
  const plugin = siteRecordPlugin(context) as Loadable;
  let data: unknown;
  const actions = {setGlobalData: (d: unknown) => (data = d)};
  const allContent = {'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs}]}}};
  await plugin.allContentLoaded({allContent, actions} as never);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-record-out-'));
  await plugin.postBuild({outDir} as never);
  const full = JSON.parse(fs.readFileSync(path.join(outDir, 'site.json'), 'utf8')) as SiteRecord;
  return {global: data as SiteRecordSummary, full};
}
const load = async (docs: ReturnType<typeof doc>[]) => (await run(docs)).full;

describe('site-record plugin', () => {
  it('publishes the site record with headers and the stamp', async () => {
    const record = await load([doc('faq/', 'faq/index.md', {title: 'FAQ', meta: [{name: 'keywords', content: 'faq'}]})]);
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
  });

  it('gives components only each page\'s title and address (global data weighs on every page load)', async () => {
    const {global, full} = await run([doc('faq/', 'faq/index.md', {title: 'FAQ'})]);
    expect(full.pages[0]).toMatchObject({title: 'FAQ', path: '/faq/', key: 'faq/'});
    expect(global).toEqual({pages: [{title: 'FAQ', path: '/faq/'}]});
  });

  it('leaves the old heading ids of `legacy_anchors` out of the record', async () => {
    const record = await load([doc('faq/', 'faq/index.md', {title: 'FAQ', legacy_anchors: {topic: 'topics'}})]);
    expect(record.pages[0]?.frontmatter).toEqual({title: 'FAQ'});
    expect(record.pages[0]?.headers.map((h) => h.slug)).toEqual(['topics', 'the-next-channel', 'custom-id']);
  });

  it('fails the build on malformed meta, naming the file', async () => {
    await expect(load([doc('faq/bad', 'faq/bad.md', {title: 'Bad', meta: 'keywords'})])).rejects.toThrow(
      'docs/faq/bad.md: front matter `meta` must be a list of {name, content} entries',
    );
  });

  it('fails the build on an applies_to the content checker rejects, naming the file', async () => {
    await expect(load([doc('faq/', 'faq/index.md', {title: 'FAQ', applies_to: '2.0 \u2013 2.6'})])).resolves.toBeDefined();
    await expect(load([doc('faq/bad', 'faq/bad.md', {title: 'Bad', applies_to: '2.0 - 2.6'})])).rejects.toThrow(
      'docs/faq/bad.md: front matter applies_to "2.0 - 2.6": write a range as "2.0 \u2013 2.6"',
    );
    // The releases are the folders of docs/releases/: here 2.0 and 2.6 only.
    await expect(load([doc('faq/bad', 'faq/bad.md', {title: 'Bad', applies_to: '2.2'})])).rejects.toThrow(
      'docs/faq/bad.md: front matter applies_to "2.2": 2.2 is no release the site documents (2.0, 2.6)',
    );
  });
});

describe('extractHeaders', () => {
  it('reads levels 2 and 3 only, outside code, with Docusaurus ids', () => {
    expect(extractHeaders('# T\n\n## A b\n\n#### deep\n\n## A b\n\n~~~md\n### no\n~~~\n### [Link](x.md) and *em* and `CORE_LOG_LEVEL`')).toEqual([
      {level: 2, title: 'A b', slug: 'a-b'},
      {level: 2, title: 'A b', slug: 'a-b-1'},
      {level: 3, title: 'Link and em and CORE_LOG_LEVEL', slug: 'link-and-em-and-core_log_level'},
    ]);
  });
});
