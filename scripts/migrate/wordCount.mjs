// @ts-check
// Prose words of a page before and after the migration, counted the same way on both sides so that
// a difference means prose was lost or added: words of text outside code, in raw HTML (tags and
// comments left out) and JSX children; container and tab titles left out on both sides.
import {escapeHeadingIds, parseMarkdown, parseMdx, walk} from './markdown.mjs';

/** @param {string} text */
function words(text) {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const MARKER = /^[ \t]*(:{3,})[ \t]*([A-Za-z][\w-]*)?(.*)$/;

/**
 * Words of a VuePress page body (CommonMark, raw HTML).
 * @param {string} body
 */
export function vuepressWords(body) {
  let total = 0;
  walk(parseMarkdown(body), (node) => {
    if (node.type === 'code' || node.type === 'inlineCode') return false;
    if (node.type === 'html') {
      total += words((node.value ?? '').replace(/<!--[\s\S]*?(-->|$)/g, ' ').replace(/<[^>]*>/g, ' '));
      return false;
    }
    if (node.type === 'text') {
      for (const line of (node.value ?? '').split('\n')) {
        const marker = MARKER.exec(line);
        if (marker) {
          if ((marker[2] ?? '').toLowerCase() === 'details') total += words(marker[3] ?? '');
        } else if (!/^\s*\[\[toc\]\]\s*$/i.test(line)) {
          total += words(line);
        }
      }
      return false;
    }
    return undefined;
  });
  return total;
}

/**
 * Words of an MDX page body as Docusaurus reads it; null when it does not parse.
 * @param {string} body
 * @returns {number | null}
 */
export function mdxWords(body) {
  let tree;
  try {
    tree = parseMdx(escapeHeadingIds(body.replace(/[ \t]*\\?\{#[\w-]+\}[ \t]*$/gm, '')));
  } catch {
    return null;
  }
  let total = 0;
  walk(tree, (node) => {
    if (['code', 'inlineCode', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression'].includes(node.type)) return false;
    const data = /** @type {{data?: {directiveLabel?: boolean}}} */ (node).data;
    if (node.type === 'paragraph' && data?.directiveLabel) return false;
    if (node.type === 'text') {
      total += words(node.value ?? '');
      return false;
    }
    return undefined;
  });
  return total;
}
