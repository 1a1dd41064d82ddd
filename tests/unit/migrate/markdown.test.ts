/** The MDX compile check and the word counts (scripts/migrate/markdown.mjs, wordCount.mjs). */
import {callModule} from './harness';

describe('the MDX compile check', () => {
  let results: ({line: number; message: string} | null)[] = [];
  let escaped: string[] = [];
  beforeAll(() => {
    results = callModule('markdown.mjs', [
      {fn: 'compileError', args: ['# Fine\n\n## With id {#custom}\n\n:::tip[Title]\n\nText\n\n:::']},
      {fn: 'compileError', args: ['# Title\n\nText\n\nA {broken expression\n']},
      {fn: 'compileError', args: ['Para\n\n<div>\n\nnever closed\n']},
      {fn: 'compileError', args: ['<!-- html comment -->']},
    ]);
    escaped = callModule('markdown.mjs', [{fn: 'escapeHeadingIds', args: ['## A {#a}\n\nText {#not-heading}\n### B \\{#b}']}]);
  }, 60000);

  it('accepts valid MDX with heading ids and admonitions, as Docusaurus reads them', () => {
    expect(results[0]).toBeNull();
  });

  it('names the line of what does not compile', () => {
    expect(results[1]).toMatchObject({line: 5});
    expect(results[2]).toMatchObject({line: 3, message: expect.stringMatching(/closing tag/)});
    expect(results[3]).not.toBeNull();
  });

  it('escapes heading ids only in headings, once', () => {
    expect(escaped[0]).toBe('## A \\{#a}\n\nText {#not-heading}\n### B \\{#b}');
  });
});

describe('prose words', () => {
  let counts: (number | null)[] = [];
  beforeAll(() => {
    counts = [
      ...callModule<number>('wordCount.mjs', [
        {fn: 'vuepressWords', args: ['# Title\n\nOne two three.\n\n::: tip Ignored title\nFour five\n:::\n\n```js\nno count here\n```\n\n<div class="x">Six <!-- hidden --></div>\n\n[[toc]]']},
      ]),
      ...callModule<number | null>('wordCount.mjs', [
        {fn: 'mdxWords', args: ['# Title {#title}\n\nOne two three.\n\n:::tip[Ignored title]\n\nFour five\n\n:::\n\n```js\nno count here\n```\n\n<div className="x">Six {/* hidden */}</div>\n\n<TOCInline toc={toc} />']},
        {fn: 'mdxWords', args: ['<div>\n\nunclosed']},
      ]),
    ];
  }, 60000);

  it('counts the same prose the same way before and after', () => {
    expect(counts[0]).toBe(7);
    expect(counts[1]).toBe(7);
  });

  it('gives no count for a page that does not parse', () => {
    expect(counts[2]).toBeNull();
  });
});
