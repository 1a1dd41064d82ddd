/**
 * The search index as the build writes it (plugins/site-content) and the browser reads it
 * (src/lib/search/engine.ts). Plain data, shared by both sides.
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

export interface SearchIndexData {
  readonly version: 1;
  readonly pages: readonly SearchPage[];
  readonly sections: readonly SearchSection[];
}
