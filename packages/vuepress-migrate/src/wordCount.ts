/**
 * Prose words of a VuePress page before the migration, to compare with the words of the converted
 * page: a difference means prose was lost or added. Both counts are the page model's
 * (plugins/page-model/words.ts, the one definition); this module only says what VuePress markup
 * becomes before counting, as the conversion makes it (./containers.ts): an admonition or details
 * title is prose (a label, a summary), a tab title is not (an attribute), closers and `[[toc]]` are
 * no words; an unknown container stays as written.
 */
import {proseWords} from '../../../plugins/page-model';
import {ADMONITIONS, TAB_GROUPS, TABS} from './containers';
import {parseMarkdown} from './markdown';
import {markdownItTables} from './tables';

const MARKER = /^[ \t]*(:{3,})[ \t]*([A-Za-z][\w-]*)?(.*)$/;

/** A line of the source as prose. */
function asProse(line: string): string {
  if (/^\s*\[\[toc\]\]\s*$/i.test(line)) return '';
  const marker = MARKER.exec(line);
  if (!marker) return line;
  const name = (marker[2] ?? '').toLowerCase();
  if (name === '') return '';
  if (ADMONITIONS.has(name) || name === 'details') return marker[3] ?? '';
  if (TAB_GROUPS.has(name) || TABS.has(name) || name === 'v-pre') return '';
  return line;
}

/** Words of a VuePress page body (CommonMark, raw HTML). */
export function vuepressWords(body: string): number {
  return proseWords(parseMarkdown(markdownItTables(body).split('\n').map(asProse).join('\n')));
}
