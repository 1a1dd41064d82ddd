/**
 * Reads pages with the page model (plugins/page-model), for tests: what it gives for each page.
 * `readPages` takes sources ({source, filePath?, links?, schema?}), `readPageFiles` absolute paths;
 * `headingsOnly` leaves out the compile check, sections and plain Markdown.
 */
import fs from 'node:fs';
import {
  compileError,
  plainMarkdownOf,
  readPage,
  sectionsOf,
  type PageError,
  type PageHeading,
  type PageSection,
} from '../../plugins/page-model';

export interface PageInput {
  readonly source: string;
  readonly filePath?: string;
  /** Absolute source path -> absolute address, for links to other pages. */
  readonly links?: Record<string, string>;
  readonly schema?: 'default' | 'core';
}

export interface ReadResult {
  readonly frontMatter: Record<string, unknown>;
  readonly frontMatterError: string | null;
  readonly raw: string | null;
  readonly bodyLine: number;
  readonly parseError: PageError | null;
  readonly compileError: PageError | null;
  readonly headings: PageHeading[];
  readonly words: number | null;
  readonly sections: PageSection[];
  readonly markdown: string;
}

async function read(
  {source, filePath = '/site/docs/page.md', links = {}, schema}: PageInput,
  headingsOnly: boolean,
): Promise<ReadResult> {
  const page = readPage(source, schema ? {schema} : {});
  const compiled = headingsOnly ? null : await compileError(page);
  const common = {
    frontMatter: page.frontMatter,
    frontMatterError: page.frontMatterError,
    raw: page.raw,
    bodyLine: page.bodyLine,
    compileError: compiled,
  };
  if (!page.ok) return {...common, parseError: page.parseError, headings: [], words: null, sections: [], markdown: ''};
  if (headingsOnly)
    return {...common, parseError: null, headings: [...page.headings], words: page.words, sections: [], markdown: ''};
  return {
    ...common,
    parseError: null,
    headings: [...page.headings],
    words: page.words,
    sections: sectionsOf(page.tree),
    markdown: plainMarkdownOf(page.tree, {filePath, resolveDocLink: (target) => links[target]}),
  };
}

export interface ReadOptions {
  readonly headingsOnly?: boolean;
}

export function readPages(
  pages: readonly PageInput[],
  {headingsOnly = false}: ReadOptions = {},
): Promise<ReadResult[]> {
  return Promise.all(pages.map((page) => read(page, headingsOnly)));
}

export function readPageFiles(files: readonly string[], options: ReadOptions = {}): Promise<ReadResult[]> {
  return readPages(
    files.map((file) => ({source: fs.readFileSync(file, 'utf8'), filePath: file})),
    options,
  );
}
