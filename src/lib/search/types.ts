/**
 * The search index: the data the build reads from the pages (SearchIndexData), and the files it
 * writes from it for the browser (SearchMeta and the term and text files, plugins/site-content).
 * Plain data, shared by both sides.
 */

/** One page of the site. */
export interface SearchPage {
  /** Front matter `title`. */
  readonly title: string;
  /** The page's address, as the router knows it ('/faq/', '/guidebook/core/cli.html'). */
  readonly url: string;
  /** The label of the section the page belongs to ('Guidebook'). */
  readonly section: string;
}

/**
 * A searchable part of a page: its opening (before the first heading, `anchor` '') or one `##` /
 * `###` section (deeper headings belong to the section above them).
 */
export interface SearchSection {
  /** Index of the page in `SearchIndexData.pages`. */
  readonly page: number;
  /** The heading's id, as Docusaurus renders it ('' for the page's opening). */
  readonly anchor: string;
  /** The heading's text ('' for the page's opening). */
  readonly heading: string;
  /** The section's text: prose, lists, tables and code, without markup. */
  readonly text: string;
}

/** Every page and section, as the build reads them. A page's sections follow each other, its opening (if any) first. */
export interface SearchIndexData {
  readonly version: 1;
  readonly pages: readonly SearchPage[];
  readonly sections: readonly SearchSection[];
}

/**
 * What search loads when it opens: the pages, the list of index terms, and the figures the scores
 * need (MiniSearch's field lengths). The postings of the terms and the sections' texts are in
 * files that a query loads when it needs them:
 *   - `terms-<k>.json` (TermShard): the postings of the terms `terms[termStarts[k]]` up to the next
 *     shard's first term;
 *   - `text-<g>.json` (TextGroup): the sections `textStarts[g]` up to the next group's first.
 */
export interface SearchMeta {
  readonly version: 2;
  /** The folder of the term and text files, with its trailing slash ('/assets/search/<hash>/'). */
  readonly base: string;
  readonly pages: readonly SearchPage[];
  /** How many sections each page has (they follow each other). */
  readonly sectionCounts: readonly number[];
  /** The pages without an opening (none, as the plugin writes the data); another page's first section is its opening. */
  readonly withoutOpening: readonly number[];
  /** MiniSearch's field lengths (distinct words): of each page's title, of each section's heading and text. */
  readonly titleLengths: readonly number[];
  readonly headingLengths: readonly number[];
  readonly textLengths: readonly number[];
  /** MiniSearch's average field lengths: title, heading, text. */
  readonly averageFieldLength: readonly number[];
  /** Every index term, in code unit order (the terms that start with a prefix follow each other). */
  readonly terms: readonly string[];
  /** The index in `terms` of each term shard's first term. */
  readonly termStarts: readonly number[];
  /** The first section of each text group. */
  readonly textStarts: readonly number[];
}

/**
 * The postings of a term in each field (title, heading, text): [section, frequency] pairs, flat,
 * each section as the difference from the one before (the first from 0). Empty: not in that field.
 */
export type TermPostings = readonly [readonly number[], readonly number[], readonly number[]];

/** A term file: the postings of its terms, in the order of `SearchMeta.terms`. */
export type TermShard = readonly TermPostings[];

/** A text file: its sections' [anchor, heading, text], in order. */
export type TextGroup = readonly (readonly [anchor: string, heading: string, text: string])[];

/** The name of term shard k's file. */
export const termFile = (k: number): string => `terms-${k}.json`;
/** The name of text group g's file. */
export const textFile = (g: number): string => `text-${g}.json`;
