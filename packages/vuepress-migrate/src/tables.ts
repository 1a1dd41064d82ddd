/**
 * Tables as VuePress 1 read them. markdown-it 8 (lib/rules_block/table.js, `escapedSplit`) does not
 * split a row at a `|` inside backticks: `` | `a || b` | `` is one cell holding the code `a || b`.
 * GFM, which MDX follows, splits at every unescaped `|`, code or not, so the same row is three
 * broken cells, and the braces of the broken code are read as prose. A pipe escaped as `\|` is
 * never a cell border in GFM, and inside a code span of a table cell it reads as `|`: escaping the
 * pipes markdown-it 8 kept inside a cell gives the table VuePress showed.
 */
import {walk, type AnyNode} from '../../../plugins/page-model';
import {parseMarkdown} from './markdown';

/**
 * The offsets of the unescaped pipes of a table row that markdown-it 8 did not split the row at:
 * its `escapedSplit`, which toggles a code state at every backtick not preceded by an odd number of
 * backslashes (a backslash does close code), and, when a code state is still open at the end of the
 * row, rescans from just after the backtick that opened it as if it were a plain character.
 * @param row the text of one table line
 */
export function keptPipes(row: string): number[] {
  const kept: number[] = [];
  let escapes = 0;
  let backTicked = false;
  let lastBackTick = 0;
  let pos = 0;
  while (pos < row.length) {
    const char = row[pos];
    if (char === '`') {
      if (backTicked) {
        backTicked = false;
        lastBackTick = pos;
      } else if (escapes % 2 === 0) {
        backTicked = true;
        lastBackTick = pos;
      }
    } else if (char === '|' && escapes % 2 === 0 && backTicked) {
      kept.push(pos);
    }
    escapes = char === '\\' ? escapes + 1 : 0;
    pos += 1;
    if (pos === row.length && backTicked) {
      // An unclosed backtick: what followed it was never code.
      backTicked = false;
      pos = lastBackTick + 1;
      while (kept.length > 0 && (kept.at(-1) ?? 0) > lastBackTick) kept.pop();
    }
  }
  return kept;
}

/** A delimiter row of a table: `|---|:-:|`. */
const DELIMITER_ROW = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/** A row with the pipes markdown-it 8 kept in its cells escaped. */
function escapePipes(row: string): string {
  let out = '';
  let from = 0;
  for (const at of keptPipes(row)) {
    out += `${row.slice(from, at)}\\|`;
    from = at + 1;
  }
  return out + row.slice(from);
}

/** The cells of a row as GFM splits it: at unescaped pipes, outer pipes left out. */
function cellCount(row: string): number {
  const trimmed = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(^|[^\\])\|$/, '$1');
  return trimmed.split(/(?<!\\)\|/).length;
}

/**
 * The body with the pipes that markdown-it 8 kept inside table cells escaped (`\|`), so that GFM
 * reads every table with the cells VuePress showed. Nothing else changes, lines included.
 */
export function markdownItTables(body: string): string {
  if (!body.includes('|') || !body.includes('`')) return body;
  const tree = parseMarkdown(body);
  const lines = body.split('\n');
  let changed = false;
  walk(tree, (node: AnyNode) => {
    if (!node.position) return;
    // A header row with a pipe in code has more cells in GFM than its delimiter row: GFM sees no
    // table, only a paragraph whose second line is a delimiter row.
    const first = node.position.start.line - 1;
    const headerOnly =
      node.type === 'paragraph' &&
      DELIMITER_ROW.test(lines[first + 1] ?? '') &&
      keptPipes(lines[first] ?? '').length > 0 &&
      cellCount(escapePipes(lines[first] ?? '')) === cellCount(lines[first + 1] ?? '');
    if (node.type !== 'table' && !headerOnly) return;
    const column = node.position.start.column - 1;
    for (let l = node.position.start.line - 1; l <= node.position.end.line - 1; l += 1) {
      const line = lines[l] ?? '';
      const prefix = line.slice(0, column);
      const row = line.slice(column);
      const escaped = escapePipes(row);
      if (escaped === row) continue;
      lines[l] = prefix + escaped;
      changed = true;
    }
    return false;
  });
  return changed ? lines.join('\n') : body;
}
