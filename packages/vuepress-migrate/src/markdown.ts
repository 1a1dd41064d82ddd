/**
 * The two readers of a page, both the page model's (plugins/page-model): CommonMark + GFM as
 * VuePress' markdown-it read the source (HTML stays raw, `{` and `<` are text), and the output as
 * Docusaurus will read it: the same front matter, MDX tree, heading ids and prose words as the build
 * and the content checker.
 */
import type {Root} from 'mdast';
import {compileError, parseTree, readPage, type AnyNode, type PageError} from '../../../plugins/page-model';

/** A node of a source page's tree (mdast), loosely typed as the page model reads it. */
export type MdNode = AnyNode;

/** The source as VuePress read it. */
export function parseMarkdown(text: string): Root {
  return parseTree(text, 'md');
}

/** A converted page as the build will read it. */
export interface OutputReading {
  /** Where it does not compile as MDX; null when it does. */
  readonly error: PageError | null;
  /** Its prose words (plugins/page-model/words.ts); null when it does not parse. */
  readonly words: number | null;
}

/** Reads a converted page (front matter optional) as Docusaurus will. */
export async function readOutput(text: string): Promise<OutputReading> {
  const page = readPage(text);
  return {error: await compileError(page), words: page.ok ? page.words : null};
}
