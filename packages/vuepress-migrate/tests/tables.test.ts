/** Tables as markdown-it 8 (VuePress 1) split their rows, for GFM (src/tables.ts). */
import {walk, type AnyNode} from '../../../plugins/page-model';
import {parseMarkdown} from '../src/markdown';
import {keptPipes, markdownItTables} from '../src/tables';

/** The cells of every row of the first table, as GFM reads the text: plain text and code values. */
function cells(markdown: string): string[][] {
  const rows: string[][] = [];
  const text = (node: AnyNode): string =>
    typeof node.value === 'string' ? node.value : (node.children ?? []).map(text).join('');
  walk(parseMarkdown(markdown), (node) => {
    if (node.type !== 'tableRow') return;
    rows.push((node.children ?? []).map(text));
    return false;
  });
  return rows;
}

describe('the pipes markdown-it 8 kept inside a cell', () => {
  it('are the unescaped pipes between backticks', () => {
    expect(keptPipes('| a | `x || y` |')).toEqual([9, 10]);
    expect(keptPipes('| a | `x \\| y` |')).toEqual([]);
    expect(keptPipes('| a | b |')).toEqual([]);
  });

  it('are none after a backtick that never closes, which markdown-it 8 rescans as text', () => {
    expect(keptPipes('| `a | b |')).toEqual([]);
    expect(keptPipes('| `a` | `b | c |')).toEqual([]);
  });

  it('toggle at every backtick, as markdown-it 8 did: a double-backtick span splits', () => {
    expect(keptPipes('| ``a|b`` |')).toEqual([]);
  });
});

describe('a table with a pipe inside code', () => {
  const source =
    '| Option | Default |\n|---|---|\n| port | `${process.env.CORE_P2P_PORT|| 4001}` |\n| list | `a|b` or {x} |';

  it('is split by GFM at the pipe, as VuePress never did', () => {
    expect(cells(source)[1]).not.toEqual(['port', '${process.env.CORE_P2P_PORT|| 4001}']);
  });

  it('reads in GFM with the cells VuePress showed once those pipes are escaped', () => {
    const converted = markdownItTables(source);
    expect(converted.split('\n')).toHaveLength(source.split('\n').length);
    expect(cells(converted)).toEqual([
      ['Option', 'Default'],
      ['port', '${process.env.CORE_P2P_PORT|| 4001}'],
      ['list', 'a|b or {x}'],
    ]);
  });

  it('is a table even when the pipe is in the header, where GFM saw none', () => {
    const header = '| `a|b` | c |\n|---|---|\n| `x|y` | z |';
    expect(cells(header)).toEqual([]);
    expect(cells(markdownItTables(header))).toEqual([
      ['a|b', 'c'],
      ['x|y', 'z'],
    ]);
  });

  it('is converted in a quote too, and text outside tables is left alone', () => {
    expect(markdownItTables('> | a | b |\n> |---|---|\n> | `x|y` | z |')).toBe(
      '> | a | b |\n> |---|---|\n> | `x\\|y` | z |',
    );
    expect(markdownItTables('Not a table: `a|b`.')).toBe('Not a table: `a|b`.');
  });
});
