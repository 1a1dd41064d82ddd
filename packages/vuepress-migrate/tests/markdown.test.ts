/** The converted page as the build reads it (src/markdown.ts, the page model) and the word counts (src/wordCount.ts). */
import {readOutput, type OutputReading} from '../src/markdown';
import {vuepressWords} from '../src/wordCount';

describe('the MDX compile check', () => {
  let results: OutputReading[] = [];
  beforeAll(async () => {
    results = await Promise.all(
      [
        '# Fine\n\n## With id {#custom}\n\n:::tip[Title]\n\nText\n\n:::',
        '# Title\n\nText\n\nA {broken expression\n',
        'Para\n\n<div>\n\nnever closed\n',
        '<!-- html comment -->',
        '---\ntitle: T\n---\n\nText\n\nA {broken expression\n',
      ].map(readOutput),
    );
  }, 60000);

  it('accepts valid MDX with heading ids and admonitions, as Docusaurus reads them', () => {
    expect(results[0]?.error).toBeNull();
  });

  it('names the line of what does not compile, in the file', () => {
    expect(results[1]?.error).toMatchObject({line: 5});
    expect(results[2]?.error).toMatchObject({line: 3, message: expect.stringMatching(/closing tag/)});
    expect(results[3]?.error).not.toBeNull();
    expect(results[4]?.error).toMatchObject({line: 7});
  });
});

describe('prose words', () => {
  let before: number[] = [];
  let after: OutputReading[] = [];
  beforeAll(async () => {
    before = [
      vuepressWords(
        '# Title\n\nOne two three.\n\n::: tip Admonition title\nFour five\n:::\n\n::: details Why\nSix\n:::\n\n:::: tabs\n::: tab Tab title\nSeven\n:::\n::::\n\n```js\nno count here\n```\n\n<div class="x">Eight <!-- hidden --></div>\n\n[[toc]]',
      ),
    ];
    after = await Promise.all([
      readOutput(
        'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n# Title {#title}\n\nOne two three.\n\n:::tip[Admonition title]\n\nFour five\n\n:::\n\n<details>\n<summary>Why</summary>\n\nSix\n\n</details>\n\n<Tabs>\n<TabItem value="tab-title" label="Tab title">\n\nSeven\n\n</TabItem>\n</Tabs>\n\n```js\nno count here\n```\n\n<div className="x">Eight {/* hidden */}</div>\n\n<TOCInline toc={toc} />',
      ),
      readOutput('<div>\n\nunclosed'),
    ]);
  }, 60000);

  it('counts the same prose the same way before and after: titles that become labels or summaries count, tab titles do not', () => {
    expect(before[0]).toBe(12);
    expect(after[0]?.words).toBe(12);
  });

  it('gives no count for a page that does not parse', () => {
    expect(after[1]?.words).toBeNull();
  });
});
