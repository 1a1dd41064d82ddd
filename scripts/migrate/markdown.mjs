// @ts-check
// The two readers of a page: CommonMark + GFM as VuePress' markdown-it read the source (HTML stays
// raw, `{` and `<` are text), and the page model (plugins/page-model), which reads the output as
// Docusaurus will: the same front matter, MDX tree, heading ids and prose words as the build and
// the content checker.
import {loadTypeScript} from '../lib/typescript.mjs';

export const pageModel = /** @type {typeof import('../../plugins/page-model')} */ (
  loadTypeScript(new URL('../../plugins/page-model/index.ts', import.meta.url))
);

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

/** The source as VuePress read it. @param {string} text @returns {MdNode} */
export function parseMarkdown(text) {
  return /** @type {MdNode} */ (/** @type {unknown} */ (pageModel.parseTree(text, 'md')));
}

/**
 * Reads a converted page (front matter optional) as Docusaurus will: where it does not compile
 * (null when it does), and its prose words (null when it does not parse).
 * @param {string} text
 * @returns {Promise<{error: {line: number, message: string} | null, words: number | null}>}
 */
export async function readOutput(text) {
  const page = pageModel.readPage(text);
  return {error: await pageModel.compileError(page), words: page.ok ? page.words : null};
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
