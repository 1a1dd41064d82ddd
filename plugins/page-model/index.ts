/**
 * The page model: one reading of a doc that gives every tool what it needs, the way Docusaurus
 * reads the doc. The site's content plugin (plugins/site-content: /site.json, search, llms.txt), the
 * content checker (scripts/check-content.mjs) and the migrator (packages/vuepress-migrate) all read pages
 * through it; nothing else splits front matter, computes heading ids or counts prose words.
 *
 *   readPage(source)     front matter, then the body as Docusaurus compiles it: its MDX tree
 *                        (mdast), headings with their ids (./headings.ts), prose words (./words.ts)
 *   sectionsOf(tree)     the opening and each `##` / `###` section as text, for search (./sections.ts)
 *   plainMarkdownOf(…)   the page as plain Markdown, for llms-full.txt (./plainMarkdown.ts)
 *   compileError(page)   where the rest of the MDX compiler fails, for the checks
 *   vuepressHeadings(…)  the anchors VuePress 1 gave a page's headings, for the migrator (./headings.ts)
 *
 * Docusaurus' own helpers do the reading where they exist (@docusaurus/utils: its preprocessing of
 * the source, its heading-id syntax and its slugger), so the ids here are the ids the build renders;
 * tests/build/pageModel.test.ts compares them with the built HTML of every page.
 */
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Root} from 'mdast';
import {splitFrontMatter, type FrontMatterOptions, type FrontMatterSplit} from './frontMatter';
import {applyHeadingIds, type PageHeading} from './headings';
import {compileTree, parseTree, type Format} from './processors';
import {proseWords} from './words';

export {splitFrontMatter, type FrontMatterOptions, type FrontMatterSplit} from './frontMatter';
export {
  headingIds,
  vuepressHeadings,
  vuepressSlug,
  type HeadingIdInput,
  type PageHeading,
  type VuepressHeading,
} from './headings';
export {parseTree, printMarkdown, type Format} from './processors';
export {countWords, proseWords} from './words';
export {sectionsOf, type PageSection} from './sections';
export {plainMarkdownOf, type PlainMarkdownOptions} from './plainMarkdown';
export {collapse, plainText, walk, type AnyNode} from './nodes';

/** Where and why a page does not parse or compile. */
export interface PageError {
  /** 1-based line in the file. */
  readonly line: number;
  readonly message: string;
}

export type ParsedBody = {
  /** Lines of the file before the parsed text: a node's line in the file is its line plus this. */
  readonly lineOffset: number;
} & (
  | {
      readonly ok: true;
      /**
       * The MDX tree after Docusaurus' heading step: explicit ids are gone from the heading text and
       * every heading carries its id as `data.id`. Shared: copy it before changing it.
       */
      readonly tree: Root;
      /** Every heading, in page order. */
      readonly headings: readonly PageHeading[];
      /** Prose words (./words.ts). */
      readonly words: number;
    }
  | {readonly ok: false; readonly parseError: PageError}
);

export type Page = FrontMatterSplit &
  ParsedBody & {
    /** The front matter's data, {} when it has none or it is not valid. */
    readonly frontMatter: Record<string, unknown>;
  };

export interface BodyOptions {
  /** `mdx` (the default, how this site reads every page) or `md`. */
  readonly format?: Format;
  /** The 1-based line of the file where the body starts. */
  readonly bodyLine?: number;
}

/** The admonition keywords of Docusaurus' classic theme (`:::tip Title` is read as `:::tip[Title]`). */
const ADMONITIONS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

/** Where a parser error happened, as a line of the parsed text. */
function errorLine(error: unknown): number {
  const e = error as {
    line?: number;
    place?: {line?: number; start?: {line?: number}};
    position?: {start?: {line?: number}};
    message?: string;
  };
  // Some messages carry the place only in their text: "… for `<div>` (3:1-3:6)".
  const inText = /\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(String(e.message ?? ''));
  return e.line ?? e.place?.line ?? e.place?.start?.line ?? e.position?.start?.line ?? (inText ? Number(inText[1]) : 1);
}

function pageError(error: unknown, lineOffset: number): PageError {
  const e = error as {reason?: string; message?: string};
  return {line: errorLine(error) + lineOffset, message: String(e.reason ?? e.message)};
}

/**
 * Reads a page's body (the text after its front matter) as Docusaurus does: trimmed, `mdx-code-block`
 * fences unwrapped, `{#id}` in headings escaped, legacy admonition titles turned into labels, then
 * parsed, and its headings given their ids.
 */
export function parseBody(body: string, options: BodyOptions = {}): ParsedBody {
  const text = body.trim();
  const lineOffset =
    (options.bodyLine ?? 1) - 1 + (body.slice(0, body.length - body.trimStart().length).match(/\n/g)?.length ?? 0);
  const preprocessed = admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(text)),
    ADMONITIONS,
  );
  let tree: Root;
  try {
    tree = parseTree(preprocessed, options.format ?? 'mdx');
  } catch (error) {
    return {ok: false, parseError: pageError(error, lineOffset), lineOffset};
  }
  const headings = applyHeadingIds(tree, lineOffset);
  return {ok: true, tree, headings, words: proseWords(tree), lineOffset};
}

/** Reads a page: its front matter (./frontMatter.ts), then its body (`parseBody`). */
export function readPage(source: string, options: FrontMatterOptions & Pick<BodyOptions, 'format'> = {}): Page {
  const split = splitFrontMatter(source, options);
  const body = parseBody(split.body, {bodyLine: split.bodyLine, ...(options.format ? {format: options.format} : {})});
  return {...split, ...body, frontMatter: split.data ?? {}};
}

/** Where the page fails to parse or to compile the rest of the way as MDX; null when it compiles. */
export async function compileError(page: ParsedBody): Promise<PageError | null> {
  if (!page.ok) return page.parseError;
  try {
    await compileTree(page.tree);
    return null;
  } catch (error) {
    return pageError(error, page.lineOffset);
  }
}
