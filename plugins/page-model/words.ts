/**
 * Prose words: the one definition of the site and its tools (the content checker's minimums, the
 * migrator's before/after comparison).
 *
 * A word is a run of non-space characters with at least one letter or digit ("2.0" is a word, "—"
 * and "|" are not). The prose of a page is the text a reader reads as text: paragraphs, headings
 * (without their explicit ids), list items, table cells, quotes, admonition titles, link text and
 * the children of components. Not prose: code (fenced blocks and inline code), imports and exports,
 * `{expressions}` and `{/* comments *\/}`, component attributes, image descriptions and front matter.
 * Raw HTML, which only a Markdown-format tree holds, counts by the text between its tags (comments
 * left out): that is what a reader sees of it.
 */
import type {Root} from 'mdast';
import {walk} from './nodes';

/** The words of a text (see the file's comment). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const NOT_PROSE = new Set(['code', 'inlineCode', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml', 'toml']);

/** The prose words of a tree (see the file's comment). */
export function proseWords(tree: Root): number {
  let total = 0;
  walk(tree, (node) => {
    if (NOT_PROSE.has(node.type)) return false;
    if (node.type === 'html') {
      total += countWords((node.value ?? '').replace(/<!--[\s\S]*?(-->|$)/g, ' ').replace(/<[^>]*>/g, ' '));
      return false;
    }
    if (node.type === 'text') total += countWords(node.value ?? '');
    return undefined;
  });
  return total;
}
