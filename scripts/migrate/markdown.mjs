// @ts-check
// The two readers of a page: CommonMark + GFM as VuePress' markdown-it read the source (HTML stays
// raw, `{` and `<` are text), and MDX + GFM + directives as Docusaurus reads the output.
import {createProcessor} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';

const commonmark = createProcessor({format: 'md', remarkPlugins: [remarkGfm]});
const mdx = createProcessor({remarkPlugins: [remarkGfm, remarkDirective]});

/**
 * @typedef {{
 *   type: string,
 *   value?: string,
 *   url?: string,
 *   alt?: string | null,
 *   depth?: number,
 *   name?: string | null,
 *   lang?: string | null,
 *   identifier?: string,
 *   referenceType?: string,
 *   children?: MdNode[],
 *   position?: {start: {line: number, column: number, offset?: number}, end: {line: number, column: number, offset?: number}},
 * }} MdNode
 */

/** @param {string} text @returns {MdNode} */
export function parseMarkdown(text) {
  return /** @type {MdNode} */ (/** @type {unknown} */ (commonmark.parse(text)));
}

/** @param {string} text @returns {MdNode} throws when the text is not valid MDX */
export function parseMdx(text) {
  return /** @type {MdNode} */ (/** @type {unknown} */ (mdx.parse(text)));
}

/**
 * Docusaurus escapes `{#id}` at the end of ATX headings before MDX sees them (mdx1Compat).
 * @param {string} text
 */
export function escapeHeadingIds(text) {
  return text.replace(/(?:^|\n)#{1,6}(?!#).*/g, (line) => line.replace('{#', '\\{#').replace('\\\\{#', '\\{#'));
}

/**
 * Compiles a page body as Docusaurus would. Null when it compiles, else where and why it does not.
 * @param {string} body the page without its front matter
 * @returns {Promise<{line: number, message: string} | null>}
 */
export async function compileError(body) {
  try {
    await mdx.process(escapeHeadingIds(body));
    return null;
  } catch (e) {
    const err = /** @type {any} */ (e);
    const message = String(err.reason ?? err.message);
    // Some messages carry the place only in their text: "… for `<div>` (3:1-3:6)".
    const inText = /\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(message);
    const line = err.line ?? err.place?.line ?? err.place?.start?.line ?? (inText ? Number(inText[1]) : 1);
    return {line, message};
  }
}

/**
 * @param {MdNode} node
 * @param {(node: MdNode, parent: MdNode | null) => boolean | void} visit return false to skip children
 * @param {MdNode | null} [parent]
 */
export function walk(node, visit, parent = null) {
  if (visit(node, parent) === false) return;
  for (const child of node.children ?? []) walk(child, visit, node);
}
