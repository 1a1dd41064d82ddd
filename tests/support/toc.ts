// Tables of contents, as a migrated page shows them and as its VuePress source had them.
import type {CheerioAPI} from 'cheerio';
import {collapse, parseTree, walk, type AnyNode} from '../../plugins/page-model';

/** A heading's text and code, without its HTML (comments, tags). */
export function headingText(node: AnyNode): string {
  return node.type === 'html'
    ? ''
    : typeof node.value === 'string'
      ? node.value
      : (node.children ?? []).map(headingText).join('');
}

/** The level 2-3 headings of a Markdown body, each as `show` reads it. */
export function sourceToc(body: string, show: (heading: AnyNode) => string): string[] {
  const headings: string[] = [];
  walk(parseTree(body, 'md'), (node) => {
    if (node.type !== 'heading') return;
    if (node.depth === 2 || node.depth === 3) headings.push(show(node));
    return false;
  });
  return headings;
}

/** The entries of a built page's table of contents, as text. */
export function renderedToc($: CheerioAPI): string[] {
  return $('.theme-doc-toc-desktop .table-of-contents__link')
    .map((_i, a) => collapse($(a).text()).trim())
    .get();
}
