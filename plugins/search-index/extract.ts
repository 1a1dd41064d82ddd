/**
 * Reads one page's source the way Docusaurus does (front matter, `{#id}` heading ids, legacy
 * admonition titles, MDX) and returns what search and the plain-text outputs need:
 *   - `sections`: the page's opening and each `##` / `###` section as plain text, with the heading id
 *     Docusaurus renders (github-slugger over every heading in order, explicit `{#id}` first);
 *   - `markdown`: the page as plain Markdown, without imports, expressions or component tags
 *     (a component's children stay), admonitions as quotes, and links to other pages absolute.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Heading, Nodes, Root, RootContent} from 'mdast';
import type * as MdxModule from '@mdx-js/mdx';
import type * as RemarkGfmModule from 'remark-gfm';
import type * as RemarkDirectiveModule from 'remark-directive';
import type * as UnifiedModule from 'unified';
import type * as RemarkStringifyModule from 'remark-stringify';
import {
  admonitionTitleToDirectiveLabel,
  createSlugger,
  escapeMarkdownHeadingIds,
  DEFAULT_PARSE_FRONT_MATTER,
  parseMarkdownHeadingId,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';

export interface ExtractedSection {
  anchor: string;
  heading: string;
  text: string;
}

export interface ExtractedPage {
  sections: ExtractedSection[];
  markdown: string;
}

export interface ExtractOptions {
  /** Absolute path of the page's source file, to resolve relative links. */
  filePath: string;
  /** Maps an absolute source path to the absolute address of its page, for links to other pages. */
  resolveDocLink?: (absoluteSourcePath: string) => string | undefined;
}

/** The admonition keywords of Docusaurus' classic theme. */
const ADMONITIONS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

/** Node types that carry no reader-visible text: imports/exports, JS expressions, raw HTML, front matter. */
const INVISIBLE = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'yaml', 'toml']);
const JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);
/** Blocks after which the plain text needs a break, so words of two blocks never run together. */
const BLOCKS = new Set([
  'paragraph', 'heading', 'code', 'listItem', 'tableCell', 'tableRow', 'blockquote', 'containerDirective',
  'leafDirective', 'mdxJsxFlowElement', 'definition', 'footnoteDefinition', 'thematicBreak',
]);

type AnyNode = Nodes & {children?: AnyNode[]; value?: string; alt?: string | null; name?: string | null};

type Processors = {
  parse: (markdown: string) => Root;
  stringify: (tree: Root) => string;
};

let processors: Processors | undefined;

/**
 * The MDX parser (as Docusaurus configures it: GFM and directives) and a Markdown printer.
 * Loaded with Node's own require: jiti, which loads the config and its local plugins, turns import()
 * into its CommonJS loader, which cannot load the ESM-only unified packages; Node (20.19+) can.
 */
function loadProcessors(): Processors {
  if (processors) return processors;
  const load = createRequire(__filename);
  const {createProcessor} = load('@mdx-js/mdx') as typeof MdxModule;
  const remarkGfm = (load('remark-gfm') as typeof RemarkGfmModule).default;
  const remarkDirective = (load('remark-directive') as typeof RemarkDirectiveModule).default;
  const {unified} = load('unified') as typeof UnifiedModule;
  const remarkStringify = (load('remark-stringify') as typeof RemarkStringifyModule).default;
  const parser = createProcessor({format: 'mdx', remarkPlugins: [remarkGfm, remarkDirective]});
  const printer = unified()
    .use(remarkStringify, {bullet: '-', emphasis: '_', fences: true, rule: '-', listItemIndent: 'one'})
    .use(remarkGfm);
  processors = {
    parse: (markdown) => parser.parse(markdown) as Root,
    stringify: (tree) => printer.stringify(tree),
  };
  return processors;
}

/** The source as the MDX compiler sees it after Docusaurus' preprocessing. */
export async function preprocess(fileContent: string, filePath: string): Promise<string> {
  const {content} = await DEFAULT_PARSE_FRONT_MATTER({fileContent, filePath});
  let text = unwrapMdxCodeBlocks(content);
  text = escapeMarkdownHeadingIds(text);
  return admonitionTitleToDirectiveLabel(text, ADMONITIONS);
}

/** The heading's text as Docusaurus reads it for its id (component markup ignored). */
function headingSource(heading: Heading): string {
  return (heading.children as AnyNode[]).map(plainText).join('');
}

/** Text of a node: what a reader sees, without markup. */
export function plainText(node: AnyNode): string {
  if (INVISIBLE.has(node.type)) return '';
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') return node.value ?? '';
  if (node.type === 'image') return node.alt ?? '';
  if (node.type === 'break') return ' ';
  return (node.children ?? []).map(plainText).join('');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Splits the page into its opening and its `##` / `###` sections, each as plain text. */
export function sectionsOf(tree: Root): ExtractedSection[] {
  const slugger = createSlugger();
  const sections: ExtractedSection[] = [];
  let current = {anchor: '', heading: '', parts: [] as string[]};
  const flush = () => {
    const text = collapse(current.parts.join(''));
    if (current.anchor || text) sections.push({anchor: current.anchor, heading: current.heading, text});
  };

  const visit = (node: AnyNode): void => {
    if (INVISIBLE.has(node.type)) return;
    if (node.type === 'heading') {
      // Every heading takes a slug in order, as in Docusaurus, so repeated titles get -1, -2 …
      const parsed = parseMarkdownHeadingId(headingSource(node as Heading));
      const id = parsed.id ?? slugger.slug(parsed.text);
      const depth = (node as Heading).depth;
      if (depth === 2 || depth === 3) {
        flush();
        current = {anchor: id, heading: collapse(parsed.text), parts: []};
      } else {
        current.parts.push(parsed.text, ' ');
      }
      return;
    }
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') current.parts.push(node.value ?? '');
    else if (node.type === 'image') current.parts.push(node.alt ?? '');
    else if (node.type === 'break') current.parts.push(' ');
    else for (const child of node.children ?? []) visit(child);
    if (BLOCKS.has(node.type)) current.parts.push(' ');
  };
  for (const child of tree.children) visit(child as AnyNode);
  flush();
  return sections;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Rewrites the tree into plain Markdown (see the file's comment). Mutates `tree`. */
export function toPlainMarkdownTree(tree: Root, options: ExtractOptions): Root {
  const rewrite = (nodes: AnyNode[]): AnyNode[] =>
    nodes.flatMap((node): AnyNode[] => {
      if (INVISIBLE.has(node.type)) return [];
      if (JSX.has(node.type)) {
        const children = rewrite(node.children ?? []);
        if (children.length > 0) return children;
        // A childless inline component that shows a label (<Badge text="v2.4+" />) keeps the label.
        const attributes = (node as {attributes?: {type: string; name?: string; value?: unknown}[]}).attributes ?? [];
        const label = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'text' && typeof a.value === 'string');
        return node.type === 'mdxJsxTextElement' && label ? [{type: 'text', value: `(${String(label.value)})`} as AnyNode] : [];
      }
      if (node.type === 'heading') {
        const last = node.children?.at(-1);
        if (last?.type === 'text') last.value = parseMarkdownHeadingId(last.value ?? '').text;
      }
      if (node.type === 'containerDirective') {
        const children = node.children ?? [];
        const labelNode = children.find((c) => (c.data as {directiveLabel?: boolean} | undefined)?.directiveLabel);
        const label = labelNode ? plainText(labelNode) : capitalize(node.name ?? 'Note');
        const body = rewrite(children.filter((c) => c !== labelNode));
        const title = {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]};
        return [{type: 'blockquote', children: [title, ...body]} as AnyNode];
      }
      if (node.type === 'leafDirective' || node.type === 'textDirective') {
        const children = rewrite(node.children ?? []);
        return node.type === 'leafDirective' ? [{type: 'paragraph', children} as AnyNode] : children;
      }
      if ((node.type === 'link' || node.type === 'definition') && options.resolveDocLink) {
        const link = node as {url: string};
        link.url = resolveLink(link.url, options);
      }
      if (node.children) node.children = rewrite(node.children);
      return [node];
    });
  tree.children = rewrite(tree.children as AnyNode[]) as RootContent[];
  return tree;
}

/** A relative link to another page's source file becomes that page's absolute address. */
function resolveLink(url: string, options: ExtractOptions): string {
  if (/^[a-z][a-z0-9+.-]*:|^#|^\//i.test(url)) return url;
  const [file = '', hash] = url.split('#');
  if (!/\.mdx?$/.test(file)) return url;
  const target = options.resolveDocLink?.(path.resolve(path.dirname(options.filePath), decodeURI(file)));
  return target ? `${target}${hash ? `#${hash}` : ''}` : url;
}

/** Reads one page's source: its searchable sections and its plain Markdown. */
export async function extractPage(fileContent: string, options: ExtractOptions): Promise<ExtractedPage> {
  const {parse, stringify} = loadProcessors();
  const source = await preprocess(fileContent, options.filePath);
  const tree = parse(source);
  const sections = sectionsOf(tree);
  const markdown = stringify(toPlainMarkdownTree(tree, options)).trim();
  return {sections, markdown};
}

