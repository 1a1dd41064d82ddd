/**
 * The page model (plugins/page-model): front matter, heading ids as Docusaurus renders them, prose
 * words, search sections and plain Markdown, read through tests/support/readPages.ts;
 * tests/build/pageModel.test.ts compares its ids with the built HTML of every page.
 */
import {readPages, type ReadResult} from '../support/readPages';

/**
 * Every way a heading gets its id. The expected ids are those of Docusaurus' HTML for this page
 * (built with `npm run migrate:preview`), including its quirks: explicit ids take no slug (two
 * headings may share "options"), a component leaves its space behind ("badge-after-"), an
 * expression counts as its source and a comment that is no id as its text.
 */
const HEADINGS = `---
title: Zoo
---

Intro text.

Setext Two
----------

## Badge After <Badge text="v2" />

## Custom {#options}

## Options

## The **bold** thing {#bold-id}

> ## Quoted Heading

- item

  ## Listed Heading {/* #listed-id */}

<details>
<summary>More</summary>

## Inside Details

</details>

## Ampersand &amp; Entity

## Escaped \\* Star

## Code \`a_b\` and [link](https://example.org)

### Options

## Trailing Hashes ##

## Value {1 + 1}

## Comment Only {/* not an id */}
`;

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

const WORDS = `---
title: Words
---

# Title {#title}

One two three — 2.0 | x.

:::tip[Admonition title]

Four five [link text](https://example.org) ![no alt words](a.png)

:::

\`\`\`js
no count here
\`\`\`

Not \`inline code\` either {expression + here} {/* comment words */}.

<div className="x" title="attribute words">Six</div>

import X from './x';
`;

let headings: ReadResult;
let extracted: ReadResult;
let words: ReadResult;
let frontMatter: ReadResult[];
let broken: ReadResult[];

beforeAll(async () => {
  [headings, extracted, words, ...frontMatter] = (await readPages([
    {source: HEADINGS},
    {
      source: SOURCE,
      filePath: '/site/docs/guidebook/cli.md',
      links: {'/site/docs/faq/index.md': 'https://docs.example.org/faq/'},
    },
    {source: WORDS},
    {source: '---\ntitle: A\ndate: 2020-01-02\n---\n\nText.\n'},
    {source: '---\ntitle: A\ndate: 2020-01-02\n---\n\nText.\n', schema: 'core'},
    {source: 'No front matter.\n'},
    {source: '---\n---\nEmpty block.\n'},
    {source: '---\n- a list\n---\nText.\n'},
    {source: '---\ntitle: [unclosed\n---\nText.\n'},
  ])) as [ReadResult, ReadResult, ReadResult, ...ReadResult[]];
  broken = await readPages([
    {source: '---\ntitle: A\n---\n\nText\n\nA {broken expression\n'},
    {source: '---\ntitle: A\n---\n\n\n\nPara\n\n<div>\n\nnever closed\n'},
  ]);
}, 60000);

describe('heading ids', () => {
  it('are the ids Docusaurus renders, for every form of heading and id', () => {
    expect(headings.headings.map((h) => [h.depth, h.id, h.explicit])).toEqual([
      [2, 'setext-two', false],
      [2, 'badge-after-', false],
      [2, 'options', true],
      [2, 'options', false],
      [2, 'bold-id', true],
      [2, 'quoted-heading', false],
      [2, 'listed-id', true],
      [2, 'inside-details', false],
      [2, 'ampersand--entity', false],
      [2, 'escaped--star', false],
      [2, 'code-a_b-and-link', false],
      [3, 'options-1', false],
      [2, 'trailing-hashes', false],
      [2, 'value-1--1', false],
      [2, 'comment-only--not-an-id-', false],
    ]);
  });

  it('give each heading its text as a reader sees it and its line in the file', () => {
    expect(headings.headings.slice(0, 7).map((h) => [h.text, h.line])).toEqual([
      ['Setext Two', 7],
      ['Badge After', 10],
      ['Custom', 12],
      ['Options', 14],
      ['The bold thing', 16],
      ['Quoted Heading', 18],
      ['Listed Heading', 22],
    ]);
  });

  it('keep what the heading would be slugged from without its explicit id', () => {
    expect(headings.headings[2]).toMatchObject({slugText: 'Custom', id: 'options'});
    expect(headings.headings[6]).toMatchObject({slugText: 'Listed Heading', id: 'listed-id'});
  });
});

describe('prose words', () => {
  it('count text, headings without their ids, admonition titles and link text; not code, expressions, attributes or alt text', () => {
    // Title, One two three 2.0 x., Admonition title, Four five link text, Not either ., Six
    expect(words.words).toBe(1 + 5 + 2 + 4 + 2 + 1);
  });
});

describe('front matter', () => {
  it('is read as Docusaurus reads it, or with the core schema where dates stay text', () => {
    expect(frontMatter[0]?.frontMatter).toEqual({title: 'A', date: new Date('2020-01-02T00:00:00.000Z')});
    expect(frontMatter[1]?.frontMatter).toEqual({title: 'A', date: '2020-01-02'});
    expect(frontMatter[0]?.bodyLine).toBe(5);
  });

  it('may be missing or empty', () => {
    expect([frontMatter[2]?.frontMatter, frontMatter[2]?.frontMatterError, frontMatter[2]?.bodyLine]).toEqual([
      {},
      null,
      1,
    ]);
    expect([frontMatter[3]?.frontMatter, frontMatter[3]?.frontMatterError, frontMatter[3]?.bodyLine]).toEqual([
      {},
      null,
      3,
    ]);
  });

  it('says why it is not usable', () => {
    expect(frontMatter[4]?.frontMatterError).toBe('front matter is not a mapping');
    expect(frontMatter[5]?.frontMatterError).toMatch(/^front matter is not valid YAML: /);
    // Its text is kept (the migrator writes it into a comment).
    expect(frontMatter[5]?.raw).toBe('title: [unclosed');
  });
});

describe('errors', () => {
  it('name the line of the file where the page stops parsing or compiling', () => {
    expect(broken[0]?.parseError).toMatchObject({line: 7});
    expect(broken[0]?.compileError).toMatchObject({line: 7});
    expect(broken[1]?.parseError).toMatchObject({line: 9, message: expect.stringMatching(/closing tag/)});
    expect(broken[1]?.compileError).toEqual(broken[1]?.parseError);
  });
});

describe('search sections', () => {
  it('split the page at ## and ### headings, with the ids Docusaurus gives them', () => {
    expect(extracted.sections.map((s) => [s.anchor, s.heading])).toEqual([
      ['', ''],
      ['forger', 'Start a Forger'],
      ['options', 'Options'],
      // The second "Options" heading: every heading takes a slug in order, as in Docusaurus.
      ['options-1', 'Options'],
    ]);
  });

  it('keep text and code, leave out imports, expressions and component tags', () => {
    const [opening, forger, options, tip] = extracted.sections;
    expect(opening?.text).toBe('The CLI starts a node. See the FAQ or Docusaurus.');
    expect(forger?.text).toBe('Run this: swipechain core:forger');
    expect(options?.text).toBe('Use --network. Deep Detail Still part of Options.');
    expect(tip?.text).toBe('Remember Keep the passphrase safe. curl https://example.org');
  });
});

describe('plain Markdown', () => {
  it('has no imports, components or ids; admonitions become quotes and page links absolute', () => {
    const md = extracted.markdown;
    expect(md).not.toMatch(/import Tabs|<Badge|<RequestExample|\{\/\*|\{#forger\}/);
    expect(md).toContain('## Start a Forger\n');
    expect(md).toContain('Run (v2.4+) this:');
    expect(md).toContain('```bash\nswipechain core:forger\n```');
    expect(md).toContain('> **Remember**\n>\n> Keep the **passphrase** safe.');
    expect(md).toContain('[the FAQ](https://docs.example.org/faq/#top)');
    expect(md).toContain('[Docusaurus](https://docusaurus.io)');
    expect(md).toContain('```bash\ncurl https://example.org\n```');
  });

  it('drops explicit ids in every form, and what they leave behind', () => {
    expect(headings.markdown).toContain('## Custom\n');
    expect(headings.markdown).toContain('  ## Listed Heading\n');
    expect(headings.markdown).toContain('## Value\n');
    expect(headings.markdown).not.toMatch(/\{#|\{\/\*|&#x20;/);
  });
});
