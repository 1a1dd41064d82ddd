/**
 * A page body from VuePress Markdown to Docusaurus MDX (src/convertPage.ts). Every converted body is
 * also compiled with the MDX compiler, as the build will (src/markdown.ts, the page model).
 */
import {addHeadingIds, convertBody, readPage, type BodyOutput, type PageReading} from '../src/convertPage';
import {readOutput} from '../src/markdown';
import type {PageInfo, SiteIndex} from '../src/types';

const info = (file: string, outFile: string, route: string, anchors: string[]): PageInfo => ({
  file,
  outFile,
  route,
  id: outFile.replace(/\.md$/, ''),
  title: 'Setup',
  anchors: new Set(anchors),
});
const home = info('README.md', 'index.md', '/', []);
const guide = {...info('guide/README.md', 'guide/index.md', '/guide/', ['guide', 'steps']), titleAnchor: 'guide'};
const setup = {
  ...info('guide/setup.md', 'guide/setup.md', '/guide/setup.html', ['setup', 'install']),
  titleAnchor: 'setup',
};
const site: SiteIndex = {
  byFile: new Map([
    ['README.md', home],
    ['guide/README.md', guide],
    ['guide/setup.md', setup],
  ]),
  byRoute: new Map([
    ['/', home],
    ['/guide/', guide],
    ['/guide/setup.html', setup],
  ]),
  sourceFiles: new Set(['guide/img/flow.png']),
  publicFiles: new Set(['logo.svg']),
};

const convert = (markdown: string, bodyLine = 1): BodyOutput =>
  convertBody({
    body: markdown,
    bodyLine,
    page: setup,
    site,
    frontMatter: {cipher: 'AES'},
    siteMeta: {title: 'Kestrel'},
    components: new Set(['featurematrix']),
    readSnippet: (file) => (file === 'snippets/a.sh' ? 'echo {x}\n' : null),
  });

const cases: Record<string, string> = {
  container: '::: tip Quick {x}\nA {b} < c\n:::',
  fence: '```js{1,3}\nconst a = {b: 1} < 2;\n```',
  inlineCode: 'Use `{x}` and `<y>`.',
  indented: 'Run:\n\n    kestrel {x} < y\n    done\n\nAfter.',
  autolinks: 'See <https://example.com/a> and <me@example.com>.',
  links:
    '[Home](../README.md), [Guide](./README.md#steps), [Install](#install), [Bad](#nope), [Gone](gone.md), [Ext](https://x.org).',
  images: '![Logo](/logo.svg) ![Flow](./img/flow.png) ![Lost](/lost.png) ![a < b](./img/flow.png)',
  references: '[a][home] and [b][gone].\n\n[home]: ../README.md\n[gone]: ./gone.md',
  htmlBlock: 'Text\n<div class="x" style="color: red">\nHi {{ $frontmatter.cipher }}<br>\n</div>\n\nAfter.',
  comment: '<!-- a note -->\nText after.',
  scriptStyle:
    'Before.\n\n<script>\nexport default {data() { return {a: 1} }}\n</script>\n\n<style>\n.a { color: red }\n</style>\n\nAfter.',
  pre: '<pre><code class="language-js">if (a &lt; b) { go() }\n</code></pre>',
  details: '<details>\n<summary>Show {more}</summary>\n\nBody text.\n</details>',
  blocks:
    '<request-example>\n\n```bash\ncurl https://x\n```\n\n</request-example>\n\n## Restore <Badge text="new" type="warn"/>',
  imports: '[[toc]]\n\n:::: tabs\n::: tab One\nA\n:::\n::::',
  snippet: '<<< @/snippets/a.sh',
  component: '<FeatureMatrix :rows="2" />',
  interpolation: 'Line one.\n\nVersion {{ unknownVar }} here.',
  htmlLink: '<a href="../README.md">Home</a> <img src="/logo.svg" alt="Logo">',
  preTags: '<pre>a <b>bold</b> {x}</pre>',
  imageReference: '![Lost {one}][lost] and ![Logo][logo]\n\n[lost]: ./lost.png\n[logo]: /logo.svg',
  vPreHtml: '::: v-pre\n<span>{{ raw }}</span>\n:::',
  unpaired: 'Pass <publicKey> and <b>bold</b> then </i> here.\n\nA <span>kept <em>open</span> tag.',
  emptyLinks: 'See [Set up your node]() and [blank]( ), [angle](<>), ![pic]() and <a href="">raw</a>.',
  tablePipes:
    '| Option | Default |\n|---|---|\n| port | `${process.env.CORE_P2P_PORT|| 4001}` |\n| or | `a|b` and {x} |\n| open | `x | y |',
  headingComment: '### serialize <!-- markdown-title-case: skip-line -->\nText.\n\n- ## Nested <!-- gone -->',
  colons: '### config:cli\n\nRun config:cli, :tada: at 10:30, see [a:b](https://x.org) and <b>c:d</b>.',
  titleLinks: '[Top](#setup), [Guide title](./README.md#guide), [Steps](./README.md#steps).',
  tildes: 'Water is H~2~O, notes live in ~/Notes and ~/.nightjar; ~~struck~~ stays struck.',
};
const names = Object.keys(cases);
const results = new Map<string, BodyOutput>();
const compiled = new Map<string, {line: number; message: string} | null>();

beforeAll(async () => {
  names.forEach((n) => results.set(n, convert(cases[n] ?? '')));
  results.set('offset', convert('\n\nGo to [gone](gone.md).', 5));
  for (const n of names) {
    const output = await readOutput(`${(results.get(n)?.imports ?? []).join('\n')}\n\n${results.get(n)?.body}`);
    compiled.set(n, output.error);
  }
}, 60000);

const out = (name: string) => results.get(name)?.body;
const messages = (name: string) => (results.get(name)?.problems ?? []).map((p) => `${p.line}: ${p.message}`);

describe('every converted body', () => {
  it.each(Object.keys(cases))('%s compiles as MDX', (name) => {
    expect(compiled.get(name)).toBeNull();
  });
});

describe('containers and prose', () => {
  it('turns containers into admonitions and escapes braces and angle brackets in prose and titles', () => {
    expect(out('container')).toBe(':::tip[Quick \\{x\\}]\n\nA \\{b\\} \\< c\n\n:::');
  });

  it('leaves code alone, fixing only the VuePress line-highlight syntax', () => {
    expect(out('fence')).toBe('```js {1,3}\nconst a = {b: 1} < 2;\n```');
    expect(out('inlineCode')).toBe(cases.inlineCode);
  });

  it('turns indented code, which MDX does not have, into a fenced block', () => {
    expect(out('indented')).toBe('Run:\n\n```text\nkestrel {x} < y\ndone\n```\n\nAfter.');
  });

  it('writes autolinks, which MDX reads as JSX, as links', () => {
    expect(out('autolinks')).toBe(
      'See [https://example.com/a](https://example.com/a) and [me@example.com](mailto:me@example.com).',
    );
  });

  it('keeps Vue interpolation it cannot resolve as text, reported at the file line', () => {
    expect(out('interpolation')).toBe('Line one.\n\nVersion \\{\\{ unknownVar \\}\\} here.');
    expect(messages('interpolation')).toEqual([
      '3: Vue interpolation "{{ unknownVar }}" has no static value; kept as literal text',
    ]);
  });
});

describe('links and images', () => {
  it('points links at the output files, keeps valid anchors, and reports the rest', () => {
    expect(out('links')).toBe(
      '[Home](../index.md), [Guide](./index.md#steps), [Install](#install), Bad, Gone, [Ext](https://x.org).',
    );
    expect(messages('links')).toEqual([
      '1: link "#nope": no heading of this page has the anchor "#nope"; the link was removed, its text kept',
      '1: link "gone.md" points at guide/gone.md, which is no page or file of the site; the link was removed, its text kept',
    ]);
  });

  it('reports a missing page by the line of the file, after the front matter', () => {
    expect(messages('offset')).toEqual([
      '7: link "gone.md" points at guide/gone.md, which is no page or file of the site; the link was removed, its text kept',
    ]);
  });

  it('points public images at static/, keeps page images, replaces a missing one by its text', () => {
    expect(out('images')).toBe(
      '![Logo](../../static/logo.svg) ![Flow](./img/flow.png) Lost ![a \\< b](./img/flow.png)',
    );
    expect(results.get('images')?.assets).toEqual([
      {file: 'guide/img/flow.png', to: 'docs'},
      {file: 'guide/img/flow.png', to: 'docs'},
    ]);
  });

  it('rewrites reference definitions and unlinks references to a missing page', () => {
    expect(out('references')).toBe('[a][home] and b.\n\n[home]: ../index.md\n');
    expect(out('imageReference')).toBe('Lost \\{one\\} and ![Logo][logo]\n\n\n[logo]: ../../static/logo.svg');
  });

  it('gives raw HTML links canonical addresses and images their static address', () => {
    expect(out('htmlLink')).toBe('<a href="/">Home</a> <img src="/logo.svg" alt="Logo" />');
  });
});

describe('what the first runs on real trees broke (issue 17)', () => {
  it('unlinks a link or image with an empty target, keeping its text, and reports each', () => {
    expect(out('emptyLinks')).toBe('See Set up your node and blank, angle, pic and <a>raw</a>.');
    expect(messages('emptyLinks')).toEqual([
      '1: link "[Set up your node]()" has an empty target; the link was removed, its text kept',
      '1: link "[blank]()" has an empty target; the link was removed, its text kept',
      '1: link "[angle]()" has an empty target; the link was removed, its text kept',
      '1: image "![pic]()" has an empty address; replaced by its text',
      '1: link has an empty target; the link was removed, its text kept',
    ]);
  });

  it('keeps a pipe inside backticks in its table cell, as markdown-it 8 did', () => {
    expect(out('tablePipes')).toBe(
      '| Option | Default |\n|---|---|\n| port | `${process.env.CORE_P2P_PORT\\|\\| 4001}` |\n| or | `a\\|b` and \\{x\\} |\n| open | `x | y |',
    );
  });

  it('moves an HTML comment out of a heading onto a line of its own, or drops it from a nested heading', () => {
    expect(out('headingComment')).toBe(
      '### serialize\n\n{/* markdown-title-case: skip-line */}\n\nText.\n\n- ## Nested',
    );
    expect(messages('headingComment')).toEqual([
      '1: HTML comment in a heading moved to the line after it, out of the heading text',
      '4: HTML comment in a nested heading dropped: {/* gone */}',
    ]);
  });

  it('escapes colons that would start a directive, in headings, prose, link text and HTML', () => {
    expect(out('colons')).toBe(
      '### config\\:cli\n\nRun config\\:cli, :tada: at 10:30, see [a\\:b](https://x.org) and <b>c\\:d</b>.',
    );
  });

  it('escapes single tildes, which GFM reads as strikethrough and markdown-it 8 did not', () => {
    expect(out('tildes')).toBe('Water is H\\~2\\~O, notes live in ~/Notes and ~/.nightjar; ~~struck~~ stays struck.');
  });

  it("points links at a page's title anchor, which Docusaurus renders without an id, at the page", () => {
    expect(out('titleLinks')).toBe('[Top](./setup.md), [Guide title](./index.md), [Steps](./index.md#steps).');
    expect(messages('titleLinks')).toEqual([]);
  });
});

describe('raw HTML', () => {
  it('converts attributes and stands HTML blocks apart from paragraphs', () => {
    expect(out('htmlBlock')).toBe('Text\n\n<div className="x" style={{color: "red"}}>\nHi AES<br />\n</div>\n\nAfter.');
  });

  it('turns comments into MDX comments', () => {
    expect(out('comment')).toBe('{/* a note */}\n\nText after.');
  });

  it('drops page-level <script> and <style>, reporting them', () => {
    expect(out('scriptStyle')).toBe('Before.\n\n\n\n\n\nAfter.');
    expect(messages('scriptStyle')).toEqual([
      '3: page-level <script> block (Vue) dropped',
      '7: page-level <style> block (Vue) dropped',
    ]);
  });

  it('turns <pre><code> into a fenced block, and keeps a <pre> with markup as JSX', () => {
    expect(out('pre')).toBe('```js\nif (a < b) { go() }\n```');
    expect(out('preTags')).toBe('<pre>a <b>bold</b> \\{x\\}</pre>');
  });

  it('keeps an inline tag whose partner is not in its paragraph as text (placeholders like <publicKey>)', () => {
    expect(out('unpaired')).toBe(
      'Pass \\<publicKey> and <b>bold</b> then \\</i> here.\n\nA <span>kept \\<em>open</span> tag.',
    );
    expect(messages('unpaired')).toEqual([
      '1: <publicKey> has no closing tag in its paragraph; kept as text',
      '1: </i> has no opening tag in its paragraph; kept as text',
      '3: <em> has no closing tag in its paragraph; kept as text',
    ]);
  });

  it('leaves Vue interpolation in HTML inside v-pre as text, unreported', () => {
    expect(out('vPreHtml')).toBe('\n<span>\\{\\{ raw \\}\\}</span>\n');
    expect(messages('vPreHtml')).toEqual([]);
  });

  it('lays out <details> so its summary and Markdown body are read', () => {
    expect(out('details')).toBe('<details>\n<summary>Show \\{more\\}</summary>\n\nBody text.\n\n</details>');
  });

  it('maps <request-example> and <Badge> to the portal blocks', () => {
    expect(out('blocks')).toBe(
      '<RequestExample>\n\n```bash\ncurl https://x\n```\n\n</RequestExample>\n\n## Restore <Badge text="new" type="warning" />',
    );
  });

  it('reports a Vue component the portal lacks and keeps an inert element', () => {
    expect(out('component')).toBe('<feature-matrix />');
    expect(messages('component')).toHaveLength(2);
  });
});

describe('imports', () => {
  it('imports Tabs, TabItem and TOCInline when the page uses them', () => {
    expect(results.get('imports')?.imports).toEqual([
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "import TOCInline from '@theme/TOCInline';",
    ]);
    expect(out('imports')).toBe(
      '<TOCInline toc={toc} />\n\n<Tabs>\n\n<TabItem value="one" label="One">\n\nA\n\n</TabItem>\n\n</Tabs>',
    );
    expect(results.get('container')?.imports).toEqual([]);
  });

  it('inlines code snippets without escaping their code', () => {
    expect(out('snippet')).toBe('```bash\necho {x}\n```');
  });
});

describe('page facts and heading anchors', () => {
  let reads: PageReading[] = [];
  let ids: {body: string; problem: string | null}[] = [];
  const wanted = (...anchors: string[]) => anchors.map((id) => ({id}));

  beforeAll(() => {
    reads = [
      readPage('# Title\n\n## What\'s new?\n\n## Options\n\n## Options\n\n<a name="legacy"></a>', {}),
      readPage('Intro.\n\n## First\n\n# Late Title', {}),
      readPage('# Heading', {title: 'From front matter'}),
      readPage('## `kestrel` restore <Badge text="x"/>', {}),
    ];
    ids = [
      addHeadingIds("# Title\n\n## What's new?\n\n## Plain", wanted('title', 'what-s-new', 'plain'), 'title'),
      addHeadingIds('## 1. Keep ##\n\n## Options\n\n## Options', wanted('_1-keep', 'options', 'options-2')),
      addHeadingIds('## Restore <Badge text="x" />', wanted('restore')),
      addHeadingIds('- item\n\n  ## 2 Inner', wanted('_2-inner')),
      addHeadingIds('1 Title\n======\n\nText', wanted('_1-title'), '_1-title'),
      addHeadingIds('## One', wanted('one', 'two')),
      addHeadingIds('# Title\n\n## Options\n\n# Options\n\nText', wanted('title', 'options', 'options-2'), 'title'),
    ];
  }, 60000);

  it('collects the VuePress anchors of every heading, duplicates numbered, and named anchors', () => {
    expect(reads[0]?.headings.map((h) => h.id)).toEqual(['title', 'what-s-new', 'options', 'options-2']);
    expect([...(reads[0]?.anchors ?? [])]).toEqual(['title', 'what-s-new', 'options', 'options-2', 'legacy']);
    expect(reads[3]?.headings[0]?.id).toBe('kestrel-restore');
  });

  it('knows the title and adds it to the front matter only when Docusaurus would miss it', () => {
    expect(reads[0]).toMatchObject({title: 'Title', addTitle: null});
    expect(reads[1]).toMatchObject({title: 'Late Title', addTitle: 'Late Title'});
    expect(reads[2]).toMatchObject({title: 'From front matter', addTitle: null});
  });

  it('gives a heading an explicit id where Docusaurus would compute another anchor', () => {
    expect(ids[0]?.body).toBe("# Title\n\n## What's new? {#what-s-new}\n\n## Plain");
    expect(ids[1]?.body).toBe('## 1. Keep {#_1-keep}\n\n## Options\n\n## Options {#options-2}');
    expect(ids[2]?.body).toBe('## Restore <Badge text="x" /> {#restore}');
  });

  it('uses the comment syntax for indented headings and leaves a setext title alone', () => {
    expect(ids[3]?.body).toBe('- item\n\n  ## 2 Inner {/* #_2-inner */}');
    expect(ids[4]?.body).toBe('1 Title\n======\n\nText');
  });

  it("knows the title's anchor, and gives any other h1, which Docusaurus renders without an id, an <a id>", () => {
    expect(reads.map((r) => r.titleAnchor)).toEqual(['title', null, 'heading', null]);
    expect(ids[6]?.body).toBe('# Title\n\n## Options\n\n<a id="options-2" />\n\n# Options\n\nText');
  });

  it('leaves anchors alone and says so when the headings no longer line up', () => {
    expect(ids[5]).toEqual({
      body: '## One',
      lineMap: null,
      problem: 'the page has 1 headings after conversion and 2 before; heading anchors were left to Docusaurus',
    });
  });
});
