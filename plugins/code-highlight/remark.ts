/**
 * Remark plugin: every fenced code block becomes `<CodeBlock>` with its lines highlighted at build
 * time (./highlight.ts), as HTML the theme's CodeBlock shows as it is (src/theme/CodeBlock). Runs in
 * the MDX pipeline, so `npm start` reloads it like any other change to a page.
 */
import type {Code, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {highlightCode, type HighlightOptions} from './highlight';

/** The MDX component the blocks render with (registered in src/theme/MDXComponents.tsx). */
export const CODE_BLOCK_COMPONENT = 'CodeBlock';

const attribute = (name: string, value: string): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});

export function codeBlockElement(node: Code, options: HighlightOptions): MdxJsxFlowElement {
  const highlighted = highlightCode({code: node.value, language: node.lang, meta: node.meta}, options);
  return {
    type: 'mdxJsxFlowElement',
    name: CODE_BLOCK_COMPONENT,
    attributes: [
      attribute('language', highlighted.language),
      ...(highlighted.title ? [attribute('title', highlighted.title)] : []),
      ...(highlighted.lineNumbersStart !== undefined
        ? [attribute('lineNumbersStart', String(highlighted.lineNumbersStart))]
        : []),
      attribute('code', highlighted.code),
      attribute('html', highlighted.html),
    ],
    children: [],
    ...(node.position ? {position: node.position} : {}),
  };
}

type Parent = {children: unknown[]};

function replaceCode(parent: Parent, options: HighlightOptions): void {
  parent.children = parent.children.map((child) => {
    const node = child as {type?: string; children?: unknown[]};
    if (node.type === 'code') return codeBlockElement(child as Code, options);
    if (Array.isArray(node.children)) replaceCode(node as Parent, options);
    return child;
  });
}

export default function remarkCodeHighlight(options: HighlightOptions) {
  return (tree: Root): void => replaceCode(tree as unknown as Parent, options);
}
