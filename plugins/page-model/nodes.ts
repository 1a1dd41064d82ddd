/** The mdast nodes the page model reads, and their text. */
import type {Root} from 'mdast';
import type {Position} from 'unist';

/** Any node of an MDX tree (mdast with the MDX, GFM and directive extensions), loosely typed. */
export interface AnyNode {
  type: string;
  children?: AnyNode[];
  value?: string;
  url?: string;
  alt?: string | null;
  name?: string | null;
  lang?: string | null;
  depth?: number;
  /** Of a definition and the references to it. */
  identifier?: string;
  attributes?: {type: string; name?: string; value?: unknown}[];
  data?: {
    id?: string;
    hProperties?: Record<string, unknown>;
    directiveLabel?: boolean;
    estree?: {body: unknown[]; comments?: {value: string}[]} | null;
  };
  position?: Position;
}

/** Node types a reader never sees as text: imports/exports, JS expressions, raw HTML, front matter. */
export const INVISIBLE = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'yaml', 'toml']);
/** Component elements: their children are page content, their attributes are not. */
export const JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

/** The text of a node as a reader sees it: text, code and image descriptions, without markup. */
export function plainText(node: AnyNode): string {
  if (INVISIBLE.has(node.type)) return '';
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') return node.value ?? '';
  if (node.type === 'image') return node.alt ?? '';
  if (node.type === 'break') return ' ';
  return (node.children ?? []).map(plainText).join('');
}

/** Runs of whitespace as one space, none at the ends. */
export const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Calls `visit` on every node in document order (parents first); `false` skips a node's children.
 * Takes a whole tree as the parsers return it (`Root`) or any node of it.
 */
export function walk(
  node: AnyNode | Root,
  visit: (node: AnyNode, parent: AnyNode | null) => boolean | void,
  parent: AnyNode | null = null,
): void {
  const current = node as AnyNode;
  if (visit(current, parent) === false) return;
  for (const child of current.children ?? []) walk(child, visit, current);
}
