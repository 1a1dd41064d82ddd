/** VuePress containers, tabs, [[toc]] and code snippets (src/containers.ts). */
import {convertContainers, parseTabInfo} from '../src/containers';

/** Applies the result to the lines, as convertPage does. */
function run(markdown: string, options: {skip?: number[]; snippets?: Record<string, string>} = {}) {
  const lines = markdown.split('\n');
  const result = convertContainers(lines, {
    skip: (index) => (options.skip ?? []).includes(index),
    prose: (text) => text.replace(/[{}<]/g, '\\$&'),
    readSnippet: (file) => options.snippets?.[file] ?? null,
  });
  const out = lines
    .map((line, i) => (result.replacements.get(i) ?? line) + (result.insertions.get(i) ?? ''))
    .join('\n');
  return {out, ...result};
}

describe('admonitions', () => {
  it.each([
    ['::: tip', ':::tip'],
    [':::tip', ':::tip'],
    ['::: warning Be careful', ':::warning[Be careful]'],
    ['::: danger  Do not {x} [this]', ':::danger[Do not \\{x\\} \\[this\\]]'],
    ['::: info', ':::info'],
  ])('%s -> %s', (opener, converted) => {
    const {out, problems} = run(`${opener}\nText.\n:::`);
    expect(out).toBe(`${converted}\n\nText.\n\n:::`);
    expect(problems).toEqual([]);
  });

  it('gives an outer admonition more colons than the ones it holds', () => {
    const {out} = run('::::: warning Outer\n::: tip\nInner\n:::\n:::::');
    expect(out).toBe('::::warning[Outer]\n\n:::tip\n\nInner\n\n:::\n\n::::');
  });

  it('closes at the first line with at least as many colons, as markdown-it-container does', () => {
    const {out, problems} = run(':::: tip\nA\n:::\nB\n::::');
    // The shorter ':::' inside closes nothing: removed and reported.
    expect(out).toBe(':::tip\n\nA\n\nB\n\n:::');
    expect(problems).toEqual([{line: 2, message: '":::" closes no container; removed'}]);
  });

  it('separates a marker from the paragraph around it by blank lines', () => {
    expect(run('Before\n::: tip\nIn\n:::\nAfter').out).toBe('Before\n\n:::tip\n\nIn\n\n:::\n\nAfter');
  });

  it('keeps the indentation of a container inside a list item', () => {
    expect(run('- item\n\n  ::: tip\n  In\n  :::').out).toBe('- item\n\n  :::tip\n\n  In\n\n  :::');
  });

  it('ignores markers inside code blocks', () => {
    const {out, problems} = run('```\n::: tip\n```\n:::', {skip: [0, 1, 2]});
    expect(out).toBe('```\n::: tip\n```\n');
    expect(problems.map((p) => p.message)).toEqual(['":::" closes no container; removed']);
  });
});

describe('details and v-pre', () => {
  it('turns ::: details into <details> with the title as summary', () => {
    expect(run('::: details Why YAML?\nBecause.\n:::').out).toBe(
      '<details>\n<summary>Why YAML?</summary>\n\nBecause.\n\n</details>',
    );
    expect(run('::: details\nBody\n:::').out).toBe('<details>\n\nBody\n\n</details>');
  });

  it('drops the v-pre markers and marks the lines inside', () => {
    const {out, vPreLines} = run('::: v-pre\n{{ raw }}\n:::');
    expect(out).toBe('\n{{ raw }}\n');
    expect([...vPreLines]).toEqual([1]);
  });
});

describe('tabs', () => {
  const source = [
    ':::: tabs',
    '::: tab Linux',
    'apt install',
    ':::',
    '::: tab "Windows 10" id="win"',
    'winget install',
    ':::',
    '::: tab Linux',
    'again',
    ':::',
    '::::',
  ].join('\n');

  it('become <Tabs> and <TabItem> with unique values, and ask for the imports', () => {
    const {out, imports, problems} = run(source);
    expect(out).toBe(
      [
        '<Tabs>',
        '',
        '<TabItem value="linux" label="Linux">',
        '',
        'apt install',
        '',
        '</TabItem>',
        '',
        '<TabItem value="win" label="Windows 10">',
        '',
        'winget install',
        '',
        '</TabItem>',
        '',
        '<TabItem value="linux-1" label="Linux">',
        '',
        'again',
        '',
        '</TabItem>',
        '',
        '</Tabs>',
      ].join('\n'),
    );
    expect([...imports]).toEqual(['Tabs']);
    expect(problems).toEqual([]);
  });

  it('reads code-group and code-block (VuePress 1.6) the same way', () => {
    expect(run(':::: code-group\n::: code-block npm\nnpm i\n:::\n::::').out).toContain(
      '<TabItem value="npm" label="npm">',
    );
  });

  it('parses tab titles: bare, quoted, with options', () => {
    expect(parseTabInfo('Linux')).toEqual({label: 'Linux', id: null});
    expect(parseTabInfo('"Mac OS" id="mac"')).toEqual({label: 'Mac OS', id: 'mac'});
    expect(parseTabInfo('Title id="t"')).toEqual({label: 'Title', id: 't'});
  });

  it('writes a label with quotes as an expression', () => {
    expect(run(':::: tabs\n::: tab Say "hi"\nx\n:::\n::::').out).toContain(
      '<TabItem value="say-hi" label={"Say \\"hi\\""}>',
    );
  });

  it('reports content outside any tab and a tab outside a tab group', () => {
    const outside = run(':::: tabs\nstray text\n::: tab A\nx\n:::\n::::');
    expect(outside.problems).toEqual([
      {line: 1, message: 'content inside ":::: tabs" but outside any tab; <Tabs> accepts only <TabItem> children'},
    ]);
    const lonely = run('::: tab A\nx\n:::');
    expect(lonely.out).toBe('\nx\n');
    expect(lonely.problems[0]?.message).toMatch(/outside a tab group/);
  });
});

describe('malformed containers', () => {
  it('closes an unclosed container at the end of the page and reports its line', () => {
    const {out, problems} = run('Intro\n\n::: warning\nNever closed\n\n');
    expect(out).toBe('Intro\n\n:::warning\n\nNever closed\n\n:::\n\n');
    expect(problems).toEqual([
      {line: 2, message: 'container "::: warning" is never closed; closed at the end of the page'},
    ]);
  });

  it('closes nested unclosed containers innermost first', () => {
    const {out} = run(':::: tabs\n::: tab A\ntext');
    expect(out).toBe('<Tabs>\n\n<TabItem value="a" label="A">\n\ntext\n\n</TabItem>\n\n</Tabs>');
  });

  it('removes a closer that closes nothing', () => {
    const {out, problems} = run('Text\n:::\nMore');
    expect(out).toBe('Text\n\nMore');
    expect(problems).toEqual([{line: 1, message: '":::" closes no container; removed'}]);
  });

  it('keeps an unknown container as text, as VuePress showed it', () => {
    const {out, problems} = run('::: theorem Pythagoras\na² + b² = c²\n:::');
    expect(out).toBe('\\::: theorem Pythagoras\na² + b² = c²\n\\:::');
    expect(problems[0]?.message).toBe('unknown container "::: theorem"; kept as text, as VuePress showed it');
  });
});

describe('[[toc]] and code snippets', () => {
  it('turns [[toc]] into <TOCInline>', () => {
    const {out, imports} = run('# Title\n[[toc]]\n\n## A');
    expect(out).toBe('# Title\n\n<TOCInline toc={toc} />\n\n## A');
    expect([...imports]).toEqual(['TOCInline']);
  });

  it('inlines <<< @/file as a fenced block with the language and highlighted lines', () => {
    const {out} = run('<<< @/snippets/hook.sh{2}', {snippets: {'snippets/hook.sh': 'set -e\necho ```\n'}});
    expect(out).toBe('````bash {2}\nset -e\necho ```\n````');
  });

  it('reports a snippet it cannot find, and never reads outside the source folder', () => {
    const missing = run('<<< @/nowhere.js');
    expect(missing.out).toBe('\\<<< @/nowhere.js');
    expect(missing.problems[0]?.message).toBe(
      'code snippet "@/nowhere.js" not found in the source folder; kept as text',
    );
    const outside = run('<<< @/../secret.txt', {snippets: {'../secret.txt': 'secret'}});
    expect(outside.out).not.toContain('secret\n');
  });
});
