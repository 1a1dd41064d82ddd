/**
 * What the modules of the migrator share: problems as the report lists them, and what every page
 * knows about the others before any is converted.
 */

/** `error`: something is missing from the result (exit code 1); `warning`: converted with a loss; `note`: worth knowing. */
export type Severity = 'error' | 'warning' | 'note';

/** A problem of the migration, at a file and line. */
export interface Problem {
  /** Relative to the VuePress folder, or, with `output`, to the output folder. POSIX separators. */
  readonly file: string;
  /** 1-based; 0 when the problem is about the whole file. */
  readonly line: number;
  readonly message: string;
  readonly severity: Severity;
  /** The file is one the migration wrote (a page that does not compile), not a source file. */
  readonly output?: boolean;
}

/** A problem found in one page's body, before the page's file is known to it. */
export interface PageProblem {
  /** 1-based line of the source file. */
  readonly line: number;
  readonly message: string;
  readonly severity: Severity;
}

/** A VuePress page: where it was, where its doc goes and what links to it may point at. */
export interface PageInfo {
  /** Source file, relative to the VuePress folder: `guide/README.md`. */
  readonly file: string;
  /** Output file, relative to the output docs folder: `guide/index.md`. */
  readonly outFile: string;
  /** The address VuePress served it at: `/guide/`, `/guide/setup.html`. */
  readonly route: string;
  /** Its Docusaurus doc id: `guide/index`. */
  readonly id: string;
  /** Its title as VuePress showed it (front matter, else the first h1). */
  readonly title: string | null;
  /** The anchors of the page: its headings' VuePress ids and `<a id|name>`. */
  readonly anchors: ReadonlySet<string>;
  /**
   * The VuePress id of the h1 the migrated page shows as its title, which Docusaurus renders without
   * an id: a link to it points at the page itself. Null or absent when the page has none.
   */
  readonly titleAnchor?: string | null;
}

/** Every page and file of the VuePress folder, for resolving links. */
export interface SiteIndex {
  readonly byFile: ReadonlyMap<string, PageInfo>;
  readonly byRoute: ReadonlyMap<string, PageInfo>;
  /** Files of the folder that are not pages (images next to pages, snippets), relative to it. */
  readonly sourceFiles: ReadonlySet<string>;
  /** Files of .vuepress/public, relative to it. */
  readonly publicFiles: ReadonlySet<string>;
}
