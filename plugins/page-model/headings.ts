/**
 * Heading ids, as Docusaurus gives them (@docusaurus/mdx-loader, remark/headings), and, for the
 * migrator, as VuePress 1 gave them (the end of this file): the only place of the site and its tools
 * that computes them.
 *
 *   - An explicit id is used as written and takes no slug: `## Title {#id}`, or, at the end of a
 *     heading, an MDX comment whose first word is `#id`: `## Title {/* #id *\/}` (the form the
 *     migrator writes where `{#id}` cannot go, in an indented heading).
 *   - Every other heading, at any depth and anywhere in the page (in lists, quotes, components),
 *     takes github-slugger's slug of its text (Docusaurus' own slugger, `createSlugger`), in page
 *     order: a repeated slug gets `-1`, `-2` …. The text is mdast's string of the heading without
 *     raw HTML: component markup is left out, but a JS expression counts as its source (`{1 + 1}`
 *     slugs as "1--1") and trailing spaces count (`## Title <Badge />` is `#title-`).
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Root} from 'mdast';
import {collapse, plainText, walk, type AnyNode} from './nodes';

export interface PageHeading {
  /** 1 to 6. */
  readonly depth: number;
  /** What a reader sees: the heading's plain text, whitespace collapsed, without its explicit id. */
  readonly text: string;
  /** The id Docusaurus renders (a level-1 heading is rendered without one). */
  readonly id: string;
  /** Whether the id was written in the page (`{#id}`, `{/* #id *\/}`) rather than made from the text. */
  readonly explicit: boolean;
  /** The text Docusaurus would slug if the heading had no explicit id. */
  readonly slugText: string;
  /** 1-based line of the heading in the file. */
  readonly line: number;
}

/** A heading to give an id: the text to slug, and the explicit id if it has one. */
export interface HeadingIdInput {
  readonly slugText: string;
  readonly explicitId?: string | undefined;
}

/** The ids of a page's headings, in page order (see the file's comment). */
export function headingIds(headings: readonly HeadingIdInput[]): string[] {
  const slugger = createSlugger();
  return headings.map((heading) => heading.explicitId ?? slugger.slug(heading.slugText));
}

/** mdast-util-to-string, which Docusaurus slugs: values (expressions included), image alts, children. */
function mdastString(node: AnyNode): string {
  if (typeof node.value === 'string') return node.value;
  if (node.alt) return node.alt;
  return (node.children ?? []).map(mdastString).join('');
}

/** A comment's id: its first word, when that starts with `#`. */
function idOfComment(comment: string): string | undefined {
  const first = comment.trim().split(' ')[0] ?? '';
  return first.startsWith('#') ? first.slice(1) || undefined : undefined;
}

/** The id of a comment that ends the heading, `{/* #id *\/}` (or `<!-- #id -->` in a Markdown-format page). */
function commentId(heading: AnyNode): string | undefined {
  const last = heading.children?.at(-1);
  if (last?.type === 'mdxTextExpression') {
    const estree = last.data?.estree;
    // Only an expression that is a single comment: not `{x /* #id *\/}`, not two comments.
    if (!estree || estree.body.length !== 0 || estree.comments?.length !== 1) return undefined;
    return idOfComment(estree.comments[0]?.value ?? '');
  }
  if (last?.type === 'html') {
    const comment = /^<!--([\s\S]*)-->$/.exec(last.value ?? '')?.[1];
    return comment ? idOfComment(comment) : undefined;
  }
  return undefined;
}

/** Reads and removes a heading's explicit id, as Docusaurus does; returns it and the text to slug without it. */
function takeExplicitId(heading: AnyNode): {id: string | undefined; slugText: string} {
  const children = heading.children ?? [];
  const fromComment = commentId(heading);
  if (fromComment) {
    children.pop();
    const last = children.at(-1);
    if (last?.type === 'text') last.value = (last.value ?? '').trimEnd();
  }
  // Raw HTML is left out of the text, unless the heading is nothing else.
  const textNodes = children.filter((c) => c.type !== 'html');
  const slugText = mdastString({type: 'paragraph', children: textNodes.length > 0 ? textNodes : children} as AnyNode);
  if (fromComment) return {id: fromComment, slugText};
  const parsed = parseMarkdownHeadingId(slugText);
  if (parsed.id === undefined) return {id: undefined, slugText};
  const last = children.at(-1);
  if (last && typeof last.value === 'string') {
    const rest = children.length > 1 ? parseMarkdownHeadingId(last.value).text : parsed.text;
    if (rest || children.length === 1) last.value = rest;
    else children.pop();
  }
  return {id: parsed.id, slugText: parsed.text};
}

/**
 * Gives every heading of the tree its id: removes explicit ids from the heading text (as Docusaurus
 * does), sets `data.id` and `data.hProperties.id`, and returns the headings in page order.
 * @param lineOffset added to a node's line to get its line in the file
 */
export function applyHeadingIds(tree: Root, lineOffset = 0): PageHeading[] {
  const found: {node: AnyNode; id: string | undefined; slugText: string}[] = [];
  walk(tree, (node) => {
    if (node.type !== 'heading') return undefined;
    found.push({node, ...takeExplicitId(node)});
    return false;
  });
  const ids = headingIds(found.map(({id, slugText}) => ({slugText, explicitId: id})));
  return found.map(({node, id: explicitId, slugText}, i) => {
    const id = ids[i] ?? '';
    node.data = {...node.data, id, hProperties: {...node.data?.hProperties, id}};
    return {
      depth: node.depth ?? 1,
      text: collapse(plainText(node)),
      id,
      explicit: explicitId !== undefined,
      slugText,
      line: (node.position?.start.line ?? 1) + lineOffset,
    };
  });
}

/** A heading of a VuePress 1 page, with the anchor VuePress gave it. */
export interface VuepressHeading {
  /** 1 to 6. */
  readonly depth: number;
  /** The heading's text as markdown-it-anchor read it (text and inline code), trimmed. */
  readonly text: string;
  /** The anchor VuePress rendered, which old deep links (`/guide/setup.html#what-s-new`) point at. */
  readonly id: string;
}

// @vuepress/shared-utils slugify (1.x, src/slugify.ts).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f]/g;
const SPECIAL = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’–—<>,.?/]+/g;
const COMBINING = /[\u0300-\u036f]/g;

/**
 * The anchor VuePress 1 made of a heading text (@vuepress/shared-utils slugify): accents dropped,
 * punctuation runs turned into one `-`, a leading digit prefixed with `_`, lower case.
 */
export function vuepressSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING, '')
    .replace(CONTROL, '')
    .replace(SPECIAL, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

/**
 * An emoji shortcode, `:tada:`, which markdown-it-emoji (run before markdown-it-anchor) turned into
 * an emoji token: not text, so not in the anchor. Its list of names is not at hand; any
 * `:name:` with a letter in it is taken for one.
 */
const EMOJI_SHORTCODE = /:(?=[\w+-]*[a-z])[a-z0-9_+-]+:/g;

/** Text of a heading as markdown-it-anchor saw it: text and inline code, no HTML, no images, no emoji. */
function vuepressHeadingText(node: AnyNode): string {
  if (node.type === 'text') return (node.value ?? '').replace(EMOJI_SHORTCODE, '');
  if (node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'html' || node.type === 'image') return '';
  return (node.children ?? []).map(vuepressHeadingText).join('');
}

/**
 * The headings of a VuePress 1 page and their anchors, from the page read as VuePress read it (a
 * CommonMark tree: `parseTree(body, 'md')`): every heading at any depth, in page order, slugged by
 * `vuepressSlug`. VuePress 1 (@vuepress/markdown) uses markdown-it-anchor 5, whose `uniqueSlug`
 * suffixes a repeated anchor with -2, -3, … per page (the first repeat is `-2`; version 6 started
 * at -1), skipping any anchor taken earlier on the page.
 */
export function vuepressHeadings(tree: Root): VuepressHeading[] {
  const seen = new Set<string>();
  const headings: VuepressHeading[] = [];
  walk(tree, (node) => {
    if (node.type !== 'heading') return undefined;
    const text = vuepressHeadingText(node).trim();
    const base = vuepressSlug(text);
    let id = base;
    for (let i = 2; seen.has(id); i += 1) id = `${base}-${i}`;
    seen.add(id);
    headings.push({depth: node.depth ?? 1, text, id});
    return false;
  });
  return headings;
}
