/**
 * One page's body, from VuePress Markdown to Docusaurus MDX. The source is parsed as CommonMark to
 * know where code, raw HTML, text, links and images are; the conversion edits the source text at
 * those places only, so everything else (prose, lists, tables, code) stays byte for byte.
 */
import {
  headingIds,
  parseBody,
  vuepressHeadings,
  walk,
  type AnyNode,
  type VuepressHeading,
} from '../../../plugins/page-model';
import {convertContainers} from './containers';
import {htmlToJsx, normalizeDetails, VOID_ELEMENTS} from './html';
import {rewriteHtmlUrl, rewriteMarkdownUrl, type Rewrite} from './links';
import {parseMarkdown} from './markdown';
import {convertProse, escapeMdxChars} from './mdxSafety';
import {markdownItTables} from './tables';
import type {PageInfo, PageProblem, Severity, SiteIndex} from './types';

/** A file a page uses, to copy next to the docs or into static/. */
export interface AssetCopy {
  readonly file: string;
  readonly to: 'docs' | 'static';
}

/** What the migration knows of a page before converting any. */
export interface PageReading {
  /** Every heading with the anchor VuePress gave it (the page model's `vuepressHeadings`). */
  readonly headings: VuepressHeading[];
  /** The heading anchors and the `<a id|name>` of the page. */
  readonly anchors: Set<string>;
  /** The title VuePress showed: the front matter's, else the first h1. */
  readonly title: string | null;
  /** A title to add to the front matter, where Docusaurus would not find VuePress' one. */
  readonly addTitle: string | null;
  /** The VuePress anchor of the h1 Docusaurus shows as the page's title (rendered without an id); null for none. */
  readonly titleAnchor: string | null;
}

/**
 * What other pages need to know about a page before any is converted: its title and anchors.
 * @param body page body (no front matter)
 */
export function readPage(body: string, frontMatter: Record<string, unknown>): PageReading {
  const tree = parseMarkdown(body);
  const headings = vuepressHeadings(tree);
  const firstH1 = headings.find((h) => h.depth === 1)?.text ?? null;
  // Docusaurus takes the title from the first heading only, unless a thematic break comes before
  // it; VuePress from the first h1 anywhere.
  let docusaurusTitle: string | null = null;
  let titleSearchDone = false;
  walk(tree, (node) => {
    if (titleSearchDone) return false;
    if (node.type === 'thematicBreak') titleSearchDone = true;
    if (node.type !== 'heading') return undefined;
    if (node.depth === 1) docusaurusTitle = headings[0]?.text ?? null;
    titleSearchDone = true;
    return false;
  });
  const anchors = new Set(headings.map((h) => h.id));
  for (const match of body.matchAll(/<a\s[^>]*?\b(?:id|name)\s*=\s*["']([^"']+)["']/gi)) anchors.add(match[1] ?? '');
  const fmTitle = typeof frontMatter.title === 'string' && frontMatter.title !== '' ? frontMatter.title : null;
  const title = fmTitle ?? firstH1;
  const addTitle = fmTitle === null && firstH1 !== null && docusaurusTitle !== firstH1 ? firstH1 : null;
  // The title's anchor is the top of the page only when the h1 opens the page; a later one gets an
  // anchor of its own (addHeadingIds).
  const opening = tree.children.find((n) => !(n.type === 'html' && /^<!--[\s\S]*-->$/.test(n.value.trim())));
  const opensPage = opening?.type === 'heading' && opening.depth === 1;
  const titleAnchor = docusaurusTitle !== null && opensPage ? (headings[0]?.id ?? null) : null;
  return {headings, anchors, title, addTitle, titleAnchor};
}

export interface BodyInput {
  /** The page after its front matter. */
  readonly body: string;
  /** The 1-based line of the file where `body` starts. */
  readonly bodyLine: number;
  readonly page: PageInfo;
  readonly site: SiteIndex;
  readonly frontMatter: Record<string, unknown>;
  /** The site's title and description, for `{{ $site.title }}`. */
  readonly siteMeta: {readonly title?: string; readonly description?: string};
  /** The lower-case names of the .vuepress/components files. */
  readonly components: ReadonlySet<string>;
  /** The text of a file under the VuePress folder (`<<< @/file`), or null. */
  readonly readSnippet: (file: string) => string | null;
}

export interface BodyOutput {
  readonly body: string;
  /** Import lines the body needs (Tabs, TOCInline). */
  readonly imports: string[];
  readonly problems: PageProblem[];
  readonly assets: AssetCopy[];
  /** For each line of `body`, the 0-based line of the source body it came from. */
  readonly lineMap: number[];
}

/** Offsets of line starts. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

/** The 0-based line of an offset. */
function lineOf(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Index of the `]` closing the label that opens at `open`. */
function labelEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\') i += 1;
    else if (char === '[') depth += 1;
    else if (char === ']') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** A destination as Markdown writes it. */
function destination(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
}

const FLOW_PARENTS = new Set(['root']);
const BLOCK_PARENTS = new Set(['root', 'listItem', 'blockquote', 'footnoteDefinition']);

/** A page body converted to MDX, with what it needs and what could not be converted. */
export function convertBody(input: BodyInput): BodyOutput {
  const {bodyLine, page, site} = input;
  const body = markdownItTables(input.body);
  const tree = parseMarkdown(body);
  const lines = body.split('\n');
  const starts = lineStarts(body);
  const problems: PageProblem[] = [];
  const assets: AssetCopy[] = [];
  const report = (offset: number, message: string, severity: Severity = 'warning') =>
    problems.push({line: bodyLine + lineOf(starts, offset), message, severity});

  // Lines inside code blocks and raw HTML blocks: containers are not looked for there.
  const skip = new Set<number>();
  walk(tree, (node, parent) => {
    if ((node.type === 'code' || node.type === 'html') && node.position) {
      const isBlock = node.type === 'code' || (parent !== null && BLOCK_PARENTS.has(parent.type));
      if (isBlock) for (let l = node.position.start.line - 1; l <= node.position.end.line - 1; l += 1) skip.add(l);
    }
  });

  // Inline tags without their partner in the same paragraph: MDX cannot close them there, and
  // they are mostly placeholders (`<publicKey>`) that VuePress hid; they are kept as text.
  const unpaired = new Set<AnyNode>();
  walk(tree, (node) => {
    if (BLOCK_PARENTS.has(node.type) || !node.children) return;
    const open: {name: string; node: AnyNode}[] = [];
    for (const child of node.children) {
      if (child.type !== 'html') continue;
      const value = (child.value ?? '').trim();
      const opener = /^<([A-Za-z][\w:.-]*)(?:\s[^>]*?)?(\/?)>$/.exec(value);
      const closer = /^<\/([A-Za-z][\w:.-]*)\s*>$/.exec(value);
      if (opener && opener[2] !== '/' && !VOID_ELEMENTS.has((opener[1] ?? '').toLowerCase())) {
        open.push({name: (opener[1] ?? '').toLowerCase(), node: child});
      } else if (closer) {
        const name = (closer[1] ?? '').toLowerCase();
        if (VOID_ELEMENTS.has(name)) continue;
        const at = open.map((o) => o.name).lastIndexOf(name);
        if (at < 0) unpaired.add(child);
        else for (const inner of open.splice(at).slice(1)) unpaired.add(inner.node);
      }
    }
    for (const o of open) unpaired.add(o.node);
  });

  const proseContext = {frontMatter: input.frontMatter, pageTitle: page.title, site: input.siteMeta};
  const containers = convertContainers(lines, {
    skip: (index) => skip.has(index),
    prose: (text, index) =>
      convertProse(text, {
        ...proseContext,
        report: (_o, message) => problems.push({line: bodyLine + index, message, severity: 'warning'}),
      }),
    readSnippet: input.readSnippet,
  });
  for (const p of containers.problems)
    problems.push({line: bodyLine + p.line, message: p.message, severity: 'warning'});
  const markerLines = new Set(containers.replacements.keys());

  const edits: {start: number; end: number; text: string}[] = [];
  const edit = (start: number, end: number, text: string) => edits.push({start, end, text});
  const onMarker = (offset: number) => markerLines.has(lineOf(starts, offset));

  const keepAsset = (rewrite: Rewrite) => {
    if (rewrite.asset && !rewrite.asset.isPublic) assets.push({file: rewrite.asset.file, to: rewrite.asset.to});
  };

  // Definitions first: a reference to a dropped definition loses its link.
  const droppedDefinitions = new Set<string>();
  walk(tree, (node) => {
    if (node.type !== 'definition' || !node.position) return;
    const start = node.position.start.offset ?? 0;
    const end = node.position.end.offset ?? 0;
    const raw = body.slice(start, end);
    const rewrite = rewriteMarkdownUrl(node.url ?? '', page, site);
    if (rewrite.problem) report(start, rewrite.problem);
    keepAsset(rewrite);
    if (rewrite.url === null) {
      droppedDefinitions.add(node.identifier ?? '');
      edit(start, end, '');
      return;
    }
    const m = /^(\s*\[(?:\\.|[^\]\\])*\]:\s*)(<[^>]*>|\S+)/.exec(raw);
    if (m && rewrite.url !== node.url)
      edit(start + (m[1] ?? '').length, start + (m[1] ?? '').length + (m[2] ?? '').length, destination(rewrite.url));
  });

  // HTML comments in headings (`### serialize <!-- lint: skip-line -->`): VuePress left them out of
  // the heading's text and anchor; as MDX comments they would be the heading's text in the TOC.
  const headingComments = new Set<AnyNode>();

  walk(tree, (node, parent) => {
    if (!node.position) return;
    const start = node.position.start.offset ?? 0;
    const end = node.position.end.offset ?? 0;
    const raw = body.slice(start, end);
    switch (node.type) {
      case 'heading': {
        const comments = (node.children ?? []).filter(
          (c) => c.type === 'html' && /^<!--[\s\S]*-->$/.test((c.value ?? '').trim()) && c.position,
        );
        if (comments.length === 0 || onMarker(start)) return;
        const topLevel = parent?.type === 'root' && /^#/.test(body.slice(starts[lineOf(starts, start)] ?? 0));
        const kept: string[] = [];
        for (const comment of comments) {
          headingComments.add(comment);
          let from = comment.position?.start.offset ?? 0;
          while (from > start && /[ \t]/.test(body[from - 1] ?? '')) from -= 1;
          edit(from, comment.position?.end.offset ?? from, '');
          kept.push(`{/*${(comment.value ?? '').trim().slice(4, -3).replace(/\*\//g, '* /')}*/}`);
        }
        if (topLevel) {
          const next = lines[lineOf(starts, end) + 1] ?? '';
          edit(end, end, `\n\n${kept.join('\n')}${next.trim() === '' ? '' : '\n'}`);
          report(start, 'HTML comment in a heading moved to the line after it, out of the heading text', 'note');
        } else {
          report(start, `HTML comment in a nested heading dropped: ${kept.join(' ')}`, 'note');
        }
        return;
      }
      case 'delete': {
        // GFM reads `~a~` as strikethrough; markdown-it 8 only `~~a~~`: `~/a and ~/b` was text.
        if (!raw.startsWith('~~') && raw.startsWith('~') && raw.endsWith('~') && !onMarker(start)) {
          edit(start, start + 1, '\\~');
          edit(end - 1, end, '\\~');
        }
        return;
      }
      case 'code': {
        const fence = /^([ \t]*)(`{3,}|~{3,})([^\n]*)/.exec(raw);
        if (fence) {
          const info = fence[3] ?? '';
          const highlight = /^(\s*[\w#+.-]+)(\{[\d,\s-]+\})(.*)$/.exec(info);
          if (highlight) {
            const at = start + (fence[1] ?? '').length + (fence[2] ?? '').length;
            edit(at, at + info.length, `${highlight[1]} ${(highlight[2] ?? '').replace(/\s+/g, '')}${highlight[3]}`);
          }
        } else {
          const firstLine = lines[lineOf(starts, start)] ?? '';
          const indent = (/^[ \t]*/.exec(firstLine)?.[0] ?? '').slice(4);
          const from = starts[lineOf(starts, start)] ?? start;
          const code = (node.value ?? '')
            .split('\n')
            .map((l) => (l === '' ? '' : `${indent}${l}`))
            .join('\n');
          edit(from, end, `${indent}\`\`\`text\n${code}\n${indent}\`\`\``);
        }
        return false;
      }
      case 'inlineCode':
        return false;
      case 'html': {
        if (onMarker(start) || headingComments.has(node)) return false;
        if (unpaired.has(node)) {
          report(
            start,
            `${raw} has no ${raw.startsWith('</') ? 'opening' : 'closing'} tag in its paragraph; kept as text`,
          );
          edit(start, end, escapeMdxChars(raw));
          return false;
        }
        const flow = parent !== null && FLOW_PARENTS.has(parent.type);
        if (/^<(script|style)\b/i.test(raw.trim())) {
          report(start, `page-level <${/^<(\w+)/.exec(raw.trim())?.[1]}> block (Vue) dropped`);
          edit(start, end, '');
          return false;
        }
        const pre = flow
          ? /^<pre[^>]*>\s*(?:<code(?:\s[^>]*?class=["'][^"']*?language-([\w+#-]+)[^"']*["'])?[^>]*>)?([\s\S]*?)(?:<\/code>)?\s*<\/pre>\s*$/i.exec(
              raw.trim(),
            )
          : null;
        if (pre && !/<(?!\/?code\b)[a-z]/i.test(pre[2] ?? '')) {
          const decoded = (pre[2] ?? '')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&quot;/g, '"')
            .replace(/&#39;/g, "'")
            .replace(/&amp;/g, '&');
          edit(start, end, `\`\`\`${pre[1] ?? 'text'}\n${decoded.replace(/\n$/, '')}\n\`\`\``);
          return false;
        }
        const vPre = containers.vPreLines.has(lineOf(starts, start));
        let jsx = htmlToJsx(raw, {
          prose: {...proseContext, vPre},
          report: (offset, message) => report(start + offset, message),
          rewriteUrl: (url, kind) => {
            const rewrite = rewriteHtmlUrl(url, page, site, {image: kind === 'image'});
            if (rewrite.problem) report(start, rewrite.problem);
            keepAsset(rewrite);
            return rewrite.url;
          },
          components: input.components,
        });
        if (/<\/?details\b/.test(jsx)) jsx = normalizeDetails(jsx).replace(/\n+$/, '');
        if (flow) {
          const first = lineOf(starts, start);
          const last = lineOf(starts, end);
          if (first > 0 && (lines[first - 1] ?? '').trim() !== '' && !markerLines.has(first - 1)) jsx = `\n${jsx}`;
          if (last + 1 < lines.length && (lines[last + 1] ?? '').trim() !== '' && !markerLines.has(last + 1))
            jsx = `${jsx}\n`;
        }
        if (jsx !== raw) edit(start, end, jsx);
        return false;
      }
      case 'text': {
        // Text may run over several lines of a paragraph; container marker lines are left to the
        // container conversion.
        let offset = start;
        for (const part of raw.split('\n')) {
          const line = lineOf(starts, offset);
          if (!markerLines.has(line)) {
            const converted = convertProse(part, {
              ...proseContext,
              vPre: containers.vPreLines.has(line),
              report: (o, message) => report(offset + o, message),
            });
            if (converted !== part) edit(offset, offset + part.length, converted);
          }
          offset += part.length + 1;
        }
        return false;
      }
      case 'link': {
        if (onMarker(start)) return false;
        if (raw.startsWith('<')) {
          const text = raw.slice(1, -1);
          edit(start, end, `[${escapeMdxChars(text.replace(/[[\]]/g, '\\$&'))}](${destination(node.url ?? text)})`);
          return false;
        }
        if (!raw.startsWith('[')) return false; // GFM literal autolink: MDX reads it as is
        const close = labelEnd(raw, 0);
        if (close < 0) return;
        const rewrite = rewriteMarkdownUrl(node.url ?? '', page, site, {label: raw.slice(1, close)});
        if (rewrite.problem) report(start, rewrite.problem);
        keepAsset(rewrite);
        if (rewrite.url === null) {
          edit(start, start + 1, '');
          edit(start + close, end, '');
        } else if (rewrite.url !== node.url) {
          const tail = raw.slice(close + 1);
          const m = /^\(\s*(<[^>]*>|[^\s)]+(?:\([^\s)]*\)[^\s)]*)*)/.exec(tail);
          if (m) {
            const at = start + close + 1 + m[0].length - (m[1] ?? '').length;
            edit(at, at + (m[1] ?? '').length, destination(rewrite.url));
          }
        }
        return;
      }
      case 'image': {
        if (onMarker(start)) return false;
        const close = labelEnd(raw, 1);
        if (close < 0) return false;
        const alt = raw.slice(2, close);
        const rewrite = rewriteMarkdownUrl(node.url ?? '', page, site, {image: true, label: alt});
        if (rewrite.problem) report(start, rewrite.problem);
        keepAsset(rewrite);
        if (rewrite.url === null) {
          edit(start, end, escapeMdxChars(alt));
          return false;
        }
        const safeAlt = escapeMdxChars(alt);
        if (safeAlt !== alt) edit(start + 2, start + close, safeAlt);
        if (rewrite.url !== node.url) {
          const tail = raw.slice(close + 1);
          const m = /^\(\s*(<[^>]*>|[^\s)]+)/.exec(tail);
          if (m) {
            const at = start + close + 1 + m[0].length - (m[1] ?? '').length;
            edit(at, at + (m[1] ?? '').length, destination(rewrite.url));
          }
        }
        return false;
      }
      case 'linkReference':
      case 'imageReference': {
        if (!droppedDefinitions.has(node.identifier ?? '') || onMarker(start))
          return node.type === 'linkReference' ? undefined : false;
        if (node.type === 'imageReference') {
          const close = labelEnd(raw, 1);
          edit(start, end, escapeMdxChars(close > 0 ? raw.slice(2, close) : ''));
          return false;
        }
        const close = labelEnd(raw, 0);
        if (close > 0) {
          edit(start, start + 1, '');
          edit(start + close, end, '');
        }
        return;
      }
      default:
        return;
    }
  });

  for (const [index, text] of containers.replacements) {
    const from = starts[index] ?? 0;
    edit(from, from + (lines[index] ?? '').length, text);
  }
  for (const [index, text] of containers.insertions) {
    const at = (starts[index] ?? 0) + (lines[index] ?? '').length;
    edit(at, at, text);
  }

  edits.sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let cursor = 0;
  // Where each output line comes from: source text keeps its lines; the lines of a replacement are
  // those of the text it replaces, the last one standing for any extra.
  const lineMap = [0];
  const emit = (text: string, from: number, to: number | null) => {
    const first = lineOf(starts, from);
    const last = to === null ? first : lineOf(starts, to);
    let n = 0;
    for (let k = text.indexOf('\n'); k >= 0; k = text.indexOf('\n', k + 1)) {
      n += 1;
      lineMap.push(to === null ? lineOf(starts, from + k + 1) : Math.min(first + n, last));
    }
    out += text;
  };
  for (const e of edits) {
    if (e.start < cursor) {
      report(e.start, 'two conversions overlap here; the second was skipped', 'note');
      continue;
    }
    emit(body.slice(cursor, e.start), cursor, null);
    emit(e.text, e.start, e.end);
    cursor = e.end;
  }
  emit(body.slice(cursor), cursor, null);

  const imports: string[] = [];
  if (containers.imports.has('Tabs'))
    imports.push("import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';");
  if (containers.imports.has('TOCInline')) imports.push("import TOCInline from '@theme/TOCInline';");
  return {body: out, imports, problems, assets, lineMap};
}

/** A body with heading ids added. */
export interface HeadingIdsResult {
  readonly body: string;
  /** Why anchors could not be kept; null when they were. */
  readonly problem: string | null;
  /** For each line of `body`, the 0-based line of the input it came from; null when lines did not move. */
  readonly lineMap: number[] | null;
}

/**
 * Gives headings the anchors VuePress gave them, where Docusaurus would compute another one:
 * `## What's new?` becomes `## What's new? {#what-s-new}` (in an indented heading, where `{#id}` is
 * no id, `{/* #what-s-new *\/}`). The ids Docusaurus would compute are the page model's.
 * Docusaurus renders no id on an h1: the title's anchor is the top of the page (links to it point
 * at the page, `links.ts`), and any other h1 gets an `<a id>` on the line before it.
 * @param body converted body
 * @param wanted the VuePress anchors of the page's headings, in order
 * @param titleAnchor the anchor of the h1 that is the page's title (`PageReading.titleAnchor`)
 * @returns the body, why anchors could not be kept, and where its lines came from
 */
export function addHeadingIds(
  body: string,
  wanted: readonly {readonly id: string}[],
  titleAnchor: string | null = null,
): HeadingIdsResult {
  const page = parseBody(body);
  if (!page.ok) return {body, problem: null, lineMap: null}; // reported by the compile check
  const {headings} = page;
  if (headings.length !== wanted.length) {
    return {
      body,
      lineMap: null,
      problem: `the page has ${headings.length} headings after conversion and ${wanted.length} before; heading anchors were left to Docusaurus`,
    };
  }
  const explicit = new Set<number>();
  // Docusaurus slugs only the headings without an explicit id, in order; each explicit id can
  // shift the slugs after it, so repeat until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    const ids = headingIds(
      headings.map((h, i) => ({
        slugText: h.slugText,
        explicitId: explicit.has(i) ? wanted[i]?.id : h.explicit ? h.id : undefined,
      })),
    );
    headings.forEach((h, i) => {
      if (h.depth === 1 || explicit.has(i) || h.explicit || ids[i] === wanted[i]?.id) return;
      explicit.add(i);
      changed = true;
    });
  }
  // h1s other than the title: an anchor on the line before.
  const anchored = new Set(
    headings.flatMap((h, i) => (h.depth === 1 && !(i === 0 && wanted[0]?.id === titleAnchor) ? [i] : [])),
  );
  if (explicit.size === 0 && anchored.size === 0) return {body, problem: null, lineMap: null};
  const lines = body.split('\n');
  const origin = lines.map((_l, i) => i);
  let problem: string | null = null;
  for (const i of [...explicit, ...anchored].sort((a, b) => b - a)) {
    const heading = headings[i];
    const id = wanted[i]?.id ?? '';
    const lineIndex = (heading?.line ?? 1) - 1;
    const line = lines[lineIndex] ?? '';
    if (anchored.has(i)) {
      const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
      if (/^[ \t]*(#|[^\s>*+-])/.test(line) && id !== '') lines[lineIndex] = `${indent}<a id="${id}" />\n\n${line}`;
      else problem = `heading "${heading?.text}" is nested in a quote or list marker; its anchor #${id} was not kept`;
      continue;
    }
    const atx = /^([ \t]*)(#{1,6})([ \t].*?)?(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (atx) {
      const suffix = atx[1] === '' ? `{#${id}}` : `{/* #${id} */}`;
      lines[lineIndex] = `${atx[1]}${atx[2]}${(atx[3] ?? '').trimEnd()} ${suffix}`;
    } else if (/^[ \t]*(=+|-+)[ \t]*$/.test(lines[lineIndex + 1] ?? '')) {
      lines[lineIndex] = `${'#'.repeat(heading?.depth ?? 1)} ${line.trim()} {#${id}}`;
      lines.splice(lineIndex + 1, 1);
      origin.splice(lineIndex + 1, 1);
    } else {
      problem = `heading "${heading?.text}" spans several lines; its anchor #${id} was not kept`;
    }
  }
  const lineMap = lines.flatMap((line, i) => line.split('\n').map(() => origin[i] ?? i));
  return {body: lines.join('\n'), problem, lineMap};
}
