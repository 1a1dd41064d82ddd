/**
 * The build side of search and plain text (plugins/site-content): the reading order of the site,
 * section labels, the index data, the index files and the llms.txt files. Reading a page (sections
 * with Docusaurus' heading ids, plain Markdown) is the page model's, tests/unit/pageModel.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeSearchFiles} from '@site/plugins/site-content';
import {llmsFullTxt, llmsTxt, type LlmsPage} from '@site/plugins/site-content/llms';
import {orderDocs, sidebarDocIds} from '@site/plugins/site-content/order';
import {searchIndexData, searchIndexFiles, sectionLabel, type SearchFiles} from '@site/plugins/site-content/search';
import {termFile, textFile, type TermShard, type TextGroup} from '@site/src/lib/search/types';
import {FIXTURE, SMALL_FILES} from './fixture';

describe('reading order', () => {
  const sidebars = {
    main: [
      {type: 'doc', id: 'index'},
      {type: 'ref', id: 'faq/index'},
    ],
    faq: [
      {type: 'doc', id: 'faq/index'},
      {type: 'category', items: [{type: 'doc', id: 'faq/voting'}], link: {type: 'doc', id: 'faq/wallets'}},
    ],
    guide: [{type: 'doc', id: 'guide/index'}, {type: 'doc', id: 'guide/core/cli'}, {type: 'link'}],
  };
  const docs = [
    'LICENSE',
    'faq/bounties',
    'faq/index',
    'faq/voting',
    'faq/wallets',
    'glossary/index',
    'guide/core/plugins/index',
    'guide/core/plugins/api',
    'guide/core/cli',
    'guide/index',
    'index',
  ].map((id) => ({id}));

  it('follows the sidebars, docs and category links, not refs', () => {
    expect(sidebarDocIds(sidebars)).toEqual([
      'index',
      'faq/index',
      'faq/wallets',
      'faq/voting',
      'guide/index',
      'guide/core/cli',
    ]);
  });

  it('puts a page no sidebar lists after the last listed page of its folder or the nearest one above', () => {
    expect(orderDocs(docs, sidebars).map((d) => d.id)).toEqual([
      'index',
      'LICENSE',
      'glossary/index',
      'faq/index',
      'faq/wallets',
      'faq/voting',
      'faq/bounties',
      'guide/index',
      'guide/core/cli',
      'guide/core/plugins/index',
      'guide/core/plugins/api',
    ]);
  });

  it('names sections after the sidebars', () => {
    expect(sectionLabel('main')).toBe('Overview');
    expect(sectionLabel('guidebook')).toBe('Guidebook');
    expect(sectionLabel('faq')).toBe('FAQ');
    expect(sectionLabel('other')).toBe('Other');
  });
});

describe('the index data', () => {
  it('lists the pages in order and gives every page an opening result', () => {
    const data = searchIndexData([
      {title: 'Home', url: '/', section: 'Overview', sections: [{anchor: '', heading: '', text: 'Welcome.'}]},
      {
        title: 'CLI',
        url: '/cli.html',
        section: 'Guidebook',
        sections: [{anchor: 'start', heading: 'Start', text: 'Run it.'}],
      },
    ]);
    expect(data).toEqual({
      version: 1,
      pages: [
        {title: 'Home', url: '/', section: 'Overview'},
        {title: 'CLI', url: '/cli.html', section: 'Guidebook'},
      ],
      sections: [
        {page: 0, anchor: '', heading: '', text: 'Welcome.'},
        {page: 1, anchor: '', heading: '', text: ''},
        {page: 1, anchor: 'start', heading: 'Start', text: 'Run it.'},
      ],
    });
  });
});

describe('the index files', () => {
  const {meta, files, hash} = searchIndexFiles(FIXTURE, SMALL_FILES);
  const parse = <T>(name: string) => JSON.parse(files.get(name) ?? 'null') as T;

  it('are the term shards and text groups the meta part lists, and no others', () => {
    expect([...files.keys()].sort()).toEqual(
      [...meta.termStarts.map((_, k) => termFile(k)), ...meta.textStarts.map((_, g) => textFile(g))].sort(),
    );
    expect(meta.pages).toEqual(FIXTURE.pages);
    expect(meta.sectionCounts).toEqual([3, 2, 2, 1]);
    // The glossary's only section is a heading's.
    expect(meta.withoutOpening).toEqual([3]);
  });

  it('hold every term once, in order, in shards of consecutive terms within the size asked for', () => {
    expect(meta.terms).toEqual([...new Set(meta.terms)].sort());
    expect(meta.terms).toEqual(expect.arrayContaining(['forger', 'relay', 'passphrase', 'core']));
    expect(meta.termStarts[0]).toBe(0);
    meta.termStarts.forEach((start, k) => {
      const end = meta.termStarts[k + 1] ?? meta.terms.length;
      const shard = parse<TermShard>(termFile(k));
      expect(shard).toHaveLength(end - start);
      if (shard.length > 1) expect(JSON.stringify(shard).length).toBeLessThanOrEqual(Number(SMALL_FILES.shardSize) + 1);
    });
  });

  it('give each term the sections and counts of each field, as differences from the section before', () => {
    const k = meta.termStarts.filter((start) => start <= meta.terms.indexOf('relay')).length - 1;
    const postings = parse<TermShard>(termFile(k))[meta.terms.indexOf('relay') - (meta.termStarts[k] ?? 0)];
    // title: none; heading: section 1; text: sections 0 (once), 1 (three times) and 2 (once).
    expect(postings).toEqual([[], [1, 1], [0, 1, 1, 3, 1, 1]]);
  });

  it('hold every section’s anchor, heading and text once, in order, in groups of consecutive sections', () => {
    const texts = meta.textStarts.flatMap((_, g) => parse<TextGroup>(textFile(g)));
    expect(texts).toEqual(FIXTURE.sections.map((s) => [s.anchor, s.heading, s.text]));
    expect(meta.textStarts.length).toBeGreaterThan(1);
  });

  it('are named after their content', () => {
    expect(searchIndexFiles(FIXTURE, SMALL_FILES).hash).toBe(hash);
    const changed = {...FIXTURE, sections: FIXTURE.sections.map((s, i) => (i === 4 ? {...s, text: `${s.text}!`} : s))};
    expect(searchIndexFiles(changed, SMALL_FILES).hash).not.toBe(hash);
  });

  it('need a page’s sections together, its opening first', () => {
    const [a, b, c] = FIXTURE.sections;
    expect(() => searchIndexFiles({...FIXTURE, sections: [b!, a!, c!]})).toThrow(
      'section 1 (/guidebook/core/cli.html) is out of order',
    );
    const split = [a!, FIXTURE.sections[3]!, c!];
    expect(() => searchIndexFiles({...FIXTURE, sections: split})).toThrow(
      'section 2 (/guidebook/core/cli.html) is out of order',
    );
  });
});

describe('the index files under npm start', () => {
  const index = (n: number) =>
    ({hash: `index${n}`, files: new Map([['terms-0.json', `[${n}]`]])}) as unknown as SearchFiles;

  it('go to a folder per index, written once; only the folders of the indexes named to keep stay', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-files-'));
    try {
      fs.mkdirSync(path.join(root, 'index0'));
      await writeSearchFiles(root, index(1), ['index1']);
      expect(fs.readdirSync(root)).toEqual(['index1']);
      expect(fs.readFileSync(path.join(root, 'index1/terms-0.json'), 'utf8')).toBe('[1]');
      await writeSearchFiles(root, index(2), ['index1', 'index2']);
      fs.writeFileSync(path.join(root, 'index2/terms-0.json'), 'as it was');
      await writeSearchFiles(root, index(2), ['index1', 'index2']);
      expect(fs.readFileSync(path.join(root, 'index2/terms-0.json'), 'utf8')).toBe('as it was');
      await writeSearchFiles(root, index(3), ['index2', 'index3']);
      expect(fs.readdirSync(root).sort()).toEqual(['index2', 'index3']);
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });
});

describe('llms.txt', () => {
  const site = {title: 'Docs', description: 'All about it.', url: 'https://docs.example.org/'};
  const pages: LlmsPage[] = [
    {
      title: 'Home',
      description: 'Start here.',
      url: 'https://docs.example.org/',
      section: 'Overview',
      markdown: 'Welcome.',
    },
    {
      title: 'Voting [FAQ]',
      description: 'How votes\nwork.',
      url: 'https://docs.example.org/faq/voting.html',
      section: 'FAQ',
      markdown: '## Vote\n\nVote once.',
    },
    {
      title: 'License',
      description: '',
      url: 'https://docs.example.org/LICENSE.html',
      section: 'Overview',
      markdown: 'MIT.',
    },
  ];

  it('lists every page as a link with its summary, grouped by section', () => {
    expect(llmsTxt(site, pages, 'https://docs.example.org/llms-full.txt')).toBe(
      [
        '# Docs',
        '',
        '> All about it.',
        '',
        'Every page of Docs (https://docs.example.org/), grouped by section. The text of all pages, as Markdown in reading order, is at https://docs.example.org/llms-full.txt.',
        '',
        '## Overview',
        '',
        '- [Home](https://docs.example.org/): Start here.',
        '- [License](https://docs.example.org/LICENSE.html)',
        '',
        '## FAQ',
        '',
        '- [Voting \\[FAQ\\]](https://docs.example.org/faq/voting.html): How votes work.',
        '',
      ].join('\n'),
    );
  });

  it('holds every page’s text in order, each under its title and address', () => {
    const full = llmsFullTxt(site, pages);
    expect(full.startsWith('# Docs\n\n> All about it.\n')).toBe(true);
    const titles = [...full.matchAll(/^# (.+)$/gm)].map((m) => m[1]);
    expect(titles).toEqual(['Docs', 'Home', 'Voting [FAQ]', 'License']);
    expect(full).toContain(
      '# Voting [FAQ]\n\nSource: https://docs.example.org/faq/voting.html\n\n> How votes work.\n\n## Vote\n\nVote once.\n',
    );
    // A blank line before each rule, so no paragraph becomes a heading.
    expect(full).not.toMatch(/[^\n]\n---/);
  });
});
