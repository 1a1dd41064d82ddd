/**
 * The search index data (src/lib/search/types.ts): every page with its title, address and section
 * label, and its searchable sections (the page model's, plugins/page-model/sections.ts).
 */
import {SECTIONS} from '../../src/lib/sections';
import type {PageSection} from '../page-model';
import type {SearchIndexData, SearchSection} from '../../src/lib/search/types';

/** Section labels by sidebar key; the home sidebar's pages are the overview. */
export function sectionLabel(sidebar: string | undefined): string {
  if (!sidebar || sidebar === 'main') return 'Overview';
  return SECTIONS.find((s) => s.to === `/${sidebar}/`)?.label ?? sidebar.charAt(0).toUpperCase() + sidebar.slice(1);
}

export interface SearchPageInput {
  readonly title: string;
  readonly url: string;
  readonly section: string;
  readonly sections: readonly PageSection[];
}

/** The index data of pages in reading order. Every page has an opening result, so that its title is always found. */
export function searchIndexData(pages: readonly SearchPageInput[]): SearchIndexData {
  const sections: SearchSection[] = pages.flatMap((p, page) => {
    const [first] = p.sections;
    const opening = first && first.anchor === '' ? [] : [{page, anchor: '', heading: '', text: ''}];
    return [...opening, ...p.sections.map((s) => ({page, anchor: s.anchor, heading: s.heading, text: s.text}))];
  });
  return {version: 1, pages: pages.map(({title, url, section}) => ({title, url, section})), sections};
}
