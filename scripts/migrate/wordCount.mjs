// @ts-check
// Prose words of a VuePress page before the migration, to compare with the page model's count of
// the converted page (plugins/page-model/words.ts, the one definition): a difference means prose
// was lost or added. VuePress markup becomes what the conversion makes of it (./containers.mjs)
// before counting: an admonition or details title is prose (a label, a summary), a tab title is
// not (an attribute), closers and `[[toc]]` are no words; an unknown container stays as written.
import {ADMONITIONS, TAB_GROUPS, TABS} from './containers.mjs';
import {pageModel, parseMarkdown} from './markdown.mjs';

const MARKER = /^[ \t]*(:{3,})[ \t]*([A-Za-z][\w-]*)?(.*)$/;

/** A line of the source as prose. @param {string} line */
function asProse(line) {
  if (/^\s*\[\[toc\]\]\s*$/i.test(line)) return '';
  const marker = MARKER.exec(line);
  if (!marker) return line;
  const name = (marker[2] ?? '').toLowerCase();
  if (name === '') return '';
  if (ADMONITIONS.has(name) || name === 'details') return marker[3] ?? '';
  if (TAB_GROUPS.has(name) || TABS.has(name) || name === 'v-pre') return '';
  return line;
}

/**
 * Words of a VuePress page body (CommonMark, raw HTML).
 * @param {string} body
 */
export function vuepressWords(body) {
  const tree = parseMarkdown(body.split('\n').map(asProse).join('\n'));
  return pageModel.proseWords(/** @type {import('mdast').Root} */ (/** @type {unknown} */ (tree)));
}
