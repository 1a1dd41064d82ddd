/**
 * Search sections: a page's opening and each `##` / `###` section as plain text, with the id of
 * its heading (the deep link) and the heading's text. Deeper headings stay in their section's text.
 */
import type {Root} from 'mdast';
import {collapse, INVISIBLE, plainText, type AnyNode} from './nodes';

export interface PageSection {
  /** The heading's id; '' for the opening, before the first section. */
  readonly anchor: string;
  /** The heading's text; '' for the opening. */
  readonly heading: string;
  /** The section's text, without markup, whitespace collapsed. */
  readonly text: string;
}

/** Blocks after which the plain text needs a break, so words of two blocks never run together. */
const BLOCKS = new Set([
  'paragraph',
  'heading',
  'code',
  'listItem',
  'tableCell',
  'tableRow',
  'blockquote',
  'containerDirective',
  'leafDirective',
  'mdxJsxFlowElement',
  'definition',
  'footnoteDefinition',
  'thematicBreak',
]);

/** The sections of a tree whose headings carry their ids (./headings.ts, `applyHeadingIds`). */
export function sectionsOf(tree: Root): PageSection[] {
  const sections: PageSection[] = [];
  let current = {anchor: '', heading: '', parts: [] as string[]};
  const flush = () => {
    const text = collapse(current.parts.join(''));
    if (current.anchor || text) sections.push({anchor: current.anchor, heading: current.heading, text});
  };
  const visit = (node: AnyNode): void => {
    if (INVISIBLE.has(node.type)) return;
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      flush();
      current = {anchor: node.data?.id ?? '', heading: collapse(plainText(node)), parts: []};
      return;
    }
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code')
      current.parts.push(node.value ?? '');
    else if (node.type === 'image') current.parts.push(node.alt ?? '');
    else if (node.type === 'break') current.parts.push(' ');
    else for (const child of node.children ?? []) visit(child);
    if (BLOCKS.has(node.type)) current.parts.push(' ');
  };
  for (const child of tree.children) visit(child as AnyNode);
  flush();
  return sections;
}
