/**
 * The site record of the spec (§3), written to `/site.json`: title, description, base, and one
 * record per page (title, frontmatter, regularPath, key, path, headers of levels 2-3, lastUpdated).
 * Components get only each page's title and address (`summarize`, `useSitePages()`), loaded by the
 * not-found page (its closest pages) when it shows. Front matter `legacy_anchors` (old heading ids kept as
 * anchors, plugins/legacy-anchors) stays out of the record.
 */
import type {PageHeading} from '../page-model';
import {LEGACY_ANCHORS_KEY} from '../../src/lib/legacyAnchors';

export interface Header {
  readonly level: 2 | 3;
  readonly title: string;
  readonly slug: string;
}

export interface PageRecord {
  readonly title: string;
  readonly frontmatter: Record<string, unknown>;
  readonly regularPath: string;
  readonly key: string;
  readonly path: string;
  readonly headers: Header[];
  readonly lastUpdated: string | null;
}

export interface SiteRecord {
  readonly title: string;
  readonly description: string;
  readonly base: string;
  readonly pages: PageRecord[];
}

/** The site record as components see it: each page's title and address. */
export interface SiteRecordSummary {
  readonly pages: Pick<PageRecord, 'title' | 'path'>[];
}

export const SITE_RECORD_FILE = 'site.json';

export function summarize(record: SiteRecord): SiteRecordSummary {
  return {pages: record.pages.map(({title, path}) => ({title, path}))};
}

/** A page's `##` and `###` headings with their ids, in page order. */
export function headersOf(headings: readonly PageHeading[]): Header[] {
  return headings.flatMap((h) => (h.depth === 2 || h.depth === 3 ? [{level: h.depth, title: h.text, slug: h.id}] : []));
}

/** The front matter as the record holds it: without the old heading ids. */
export function recordFrontMatter(frontMatter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(frontMatter).filter(([key]) => key !== LEGACY_ANCHORS_KEY));
}
