/**
 * The build side of search: reading a page's source (sections with Docusaurus' heading ids, plain
 * Markdown), the reading order of the site, and the llms.txt files.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {ExtractedPage} from '@site/plugins/search-index/extract';
import {llmsFullTxt, llmsTxt, type LlmsPage} from '@site/plugins/search-index/llms';
import {orderDocs, sidebarDocIds} from '@site/plugins/search-index/order';
import {sectionLabel} from '@site/plugins/search-index';

const SOURCE = `---
title: "Core CLI"
description: "Commands."
---

import Tabs from '@theme/Tabs';

The CLI starts a node. See [the FAQ](../faq/index.md#top) or [Docusaurus](https://docusaurus.io).

## Start a Forger {#forger}

Run <Badge text="v2.4+" /> this:

\`\`\`bash
swipechain core:forger
\`\`\`

### Options

Use \`--network\`.

#### Deep Detail

Still part of Options.

## Options

:::tip Remember

Keep the **passphrase** safe.

:::

<RequestExample>

\`\`\`bash
curl https://example.org
\`\`\`

</RequestExample>

{/* a comment */}
`;

/** extractPage in a child process, loaded by jiti as Docusaurus loads the plugin (see the runner). */
function extract(source: string, filePath: string, links: Record<string, string>): ExtractedPage {
  const root = path.resolve(__dirname, '../../..');
  const output = execFileSync(
    process.execPath,
    [require.resolve('jiti/bin/jiti.js'), path.join(root, 'tests/support/extractPage.ts')],
    {input: JSON.stringify({source, filePath, links}), encoding: 'utf8', cwd: root},
  );
  return JSON.parse(output) as ExtractedPage;
}

describe('extractPage', () => {
  const page = extract(SOURCE, '/site/docs/guidebook/cli.md', {'/site/docs/faq/index.md': 'https://docs.example.org/faq/'});

  it('splits the page at ## and ### headings, with the ids Docusaurus gives them', () => {
    expect(page.sections.map((s) => [s.anchor, s.heading])).toEqual([
      ['', ''],
      ['forger', 'Start a Forger'],
      ['options', 'Options'],
      // The second "Options" heading: github-slugger counts every heading, as Docusaurus does.
      ['options-1', 'Options'],
    ]);
  });

  it('keeps text and code, leaves out imports, expressions and component tags', () => {
    const [opening, forger, options, tip] = page.sections;
    expect(opening?.text).toBe('The CLI starts a node. See the FAQ or Docusaurus.');
    expect(forger?.text).toBe('Run this: swipechain core:forger');
    expect(options?.text).toBe('Use --network. Deep Detail Still part of Options.');
    expect(tip?.text).toBe('Remember Keep the passphrase safe. curl https://example.org');
  });

  it('writes plain Markdown: no imports, no components, admonitions as quotes, page links absolute', () => {
    const md = page.markdown;
    expect(md).not.toMatch(/import Tabs|<Badge|<RequestExample|\{\/\*|\{#forger\}/);
    expect(md).toContain('## Start a Forger\n');
    expect(md).toContain('Run (v2.4+) this:');
    expect(md).toContain('```bash\nswipechain core:forger\n```');
    expect(md).toContain('> **Remember**\n>\n> Keep the **passphrase** safe.');
    expect(md).toContain('[the FAQ](https://docs.example.org/faq/#top)');
    expect(md).toContain('[Docusaurus](https://docusaurus.io)');
    expect(md).toContain('```bash\ncurl https://example.org\n```');
  });
});

describe('reading order', () => {
  const sidebars = {
    main: [{type: 'doc', id: 'index'}, {type: 'ref', id: 'faq/index'}],
    faq: [
      {type: 'doc', id: 'faq/index'},
      {type: 'category', items: [{type: 'doc', id: 'faq/voting'}], link: {type: 'doc', id: 'faq/wallets'}},
    ],
    guide: [{type: 'doc', id: 'guide/index'}, {type: 'doc', id: 'guide/core/cli'}, {type: 'link'}],
  };
  const docs = [
    'LICENSE', 'faq/bounties', 'faq/index', 'faq/voting', 'faq/wallets', 'glossary/index', 'guide/core/plugins/index',
    'guide/core/plugins/api', 'guide/core/cli', 'guide/index', 'index',
  ].map((id) => ({id}));

  it('follows the sidebars, docs and category links, not refs', () => {
    expect(sidebarDocIds(sidebars)).toEqual(['index', 'faq/index', 'faq/wallets', 'faq/voting', 'guide/index', 'guide/core/cli']);
  });

  it('puts a page no sidebar lists after the last listed page of its folder or the nearest one above', () => {
    expect(orderDocs(docs, sidebars).map((d) => d.id)).toEqual([
      'index', 'LICENSE', 'glossary/index',
      'faq/index', 'faq/wallets', 'faq/voting', 'faq/bounties',
      'guide/index', 'guide/core/cli', 'guide/core/plugins/index', 'guide/core/plugins/api',
    ]);
  });

  it('names sections after the sidebars', () => {
    expect(sectionLabel('main')).toBe('Overview');
    expect(sectionLabel('guidebook')).toBe('Guidebook');
    expect(sectionLabel('faq')).toBe('FAQ');
    expect(sectionLabel('other')).toBe('Other');
  });
});

describe('llms.txt', () => {
  const site = {title: 'Docs', description: 'All about it.', url: 'https://docs.example.org/'};
  const pages: LlmsPage[] = [
    {title: 'Home', description: 'Start here.', url: 'https://docs.example.org/', section: 'Overview', markdown: 'Welcome.'},
    {title: 'Voting [FAQ]', description: 'How votes\nwork.', url: 'https://docs.example.org/faq/voting.html', section: 'FAQ', markdown: '## Vote\n\nVote once.'},
    {title: 'License', description: '', url: 'https://docs.example.org/LICENSE.html', section: 'Overview', markdown: 'MIT.'},
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
    expect(full).toContain('# Voting [FAQ]\n\nSource: https://docs.example.org/faq/voting.html\n\n> How votes work.\n\n## Vote\n\nVote once.\n');
    // A blank line before each rule, so no paragraph becomes a heading.
    expect(full).not.toMatch(/[^\n]\n---/);
  });
});
