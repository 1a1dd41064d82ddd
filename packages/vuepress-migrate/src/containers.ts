/**
 * VuePress containers, read line by line with markdown-it-container's rules (an opener `::: name`
 * with or without the space; the first later line of at least as many colons closes it; an
 * unclosed container ends with its parent), turned into Docusaurus syntax:
 *
 *     ::: tip|warning|danger|info|note [title]  -> :::tip[title] … ::: (admonitions)
 *     ::: details [title]                       -> <details><summary>title</summary> … </details>
 *     :::: tabs / ::: tab name (vuepress-plugin-tabs), :::: code-group / ::: code-block name
 *                                               -> <Tabs> / <TabItem value label> (imported)
 *     ::: v-pre                                 -> content only, with Vue interpolation left as text
 *     [[toc]]                                   -> <TOCInline toc={toc} /> (imported)
 *     <<< @/path{lines}                         -> the file, inlined as a fenced code block
 */

/** A problem at a line of the body. */
export interface LineProblem {
  /** 0-based index into the body's lines. */
  readonly line: number;
  readonly message: string;
}

/** A container as markdown-it-container reads it, or a closer that closes none. */
type Node =
  | {
      readonly kind: 'container';
      readonly name: string;
      readonly info: string;
      readonly indent: string;
      readonly colons: number;
      /** Index of the opener line. */
      readonly open: number;
      /** Index of the closer line, null when the container is never closed. */
      readonly close: number | null;
      /** Index of the line after the content: the closer, or the end of the parent. */
      readonly end: number;
      readonly children: Node[];
    }
  | {readonly kind: 'stray'; readonly line: number};

export interface ContainerOptions {
  /** Lines inside code blocks or raw HTML, where nothing is converted. */
  readonly skip: (index: number) => boolean;
  /** Makes a title safe for MDX (escapes, Vue interpolation), reporting against a line. */
  readonly prose: (text: string, index: number) => string;
  /** The text of a file under the VuePress source folder, or null. */
  readonly readSnippet: (file: string) => string | null;
}

/** The components a converted page needs to import. */
export type ContainerImport = 'Tabs' | 'TOCInline';

export interface ContainerResult {
  /** Marker lines and their new text. */
  readonly replacements: Map<number, string>;
  /** Text written after a line: closers of unclosed containers. */
  readonly insertions: Map<number, string>;
  /** Lines whose Vue interpolation stays literal on purpose (`::: v-pre`). */
  readonly vPreLines: Set<number>;
  readonly imports: Set<ContainerImport>;
  readonly problems: LineProblem[];
}

const OPEN = /^([ \t]*)(:{3,})[ \t]*([A-Za-z][\w-]*)(.*)$/;
const CLOSE = /^[ \t]*(:{3,})[ \t]*$/;
const TOC = /^([ \t]*)\[\[toc\]\][ \t]*$/i;
const SNIPPET = /^([ \t]*)<<<[ \t]*@\/(\S+?)(\{[\d,\s-]+\})?[ \t]*$/;

export const ADMONITIONS = new Map([
  ['tip', 'tip'],
  ['warning', 'warning'],
  ['danger', 'danger'],
  ['info', 'info'],
  ['note', 'note'],
  ['caution', 'warning'],
]);
export const TAB_GROUPS = new Set(['tabs', 'code-group']);
export const TABS = new Set(['tab', 'code-block']);

const LANGUAGES = new Map(
  Object.entries({
    sh: 'bash',
    yml: 'yaml',
    py: 'python',
    rb: 'ruby',
    cs: 'csharp',
    kt: 'kotlin',
    rs: 'rust',
    md: 'md',
    vue: 'html',
    ex: 'elixir',
  }),
);

/** The containers of lines `start` to `end` (exclusive). */
function parse(lines: readonly string[], start: number, end: number, skip: (index: number) => boolean): Node[] {
  const nodes: Node[] = [];
  let i = start;
  while (i < end) {
    const text = lines[i] ?? '';
    const open = skip(i) ? null : OPEN.exec(text);
    if (open) {
      const colons = (open[2] ?? '').length;
      let close: number | null = null;
      for (let j = i + 1; j < end; j += 1) {
        const closing = skip(j) ? null : CLOSE.exec(lines[j] ?? '');
        if (closing && (closing[1] ?? '').length >= colons) {
          close = j;
          break;
        }
      }
      const contentEnd = close ?? end;
      nodes.push({
        kind: 'container',
        name: (open[3] ?? '').toLowerCase(),
        info: (open[4] ?? '').trim(),
        indent: open[1] ?? '',
        colons,
        open: i,
        close,
        end: contentEnd,
        children: parse(lines, i + 1, contentEnd, skip),
      });
      i = contentEnd + 1;
    } else {
      if (!skip(i) && CLOSE.test(text)) nodes.push({kind: 'stray', line: i});
      i += 1;
    }
  }
  return nodes;
}

/** Nesting depth of containers under a node. */
function height(node: Node): number {
  if (node.kind !== 'container') return 0;
  return node.children.reduce((max, child) => Math.max(max, child.kind === 'container' ? 1 + height(child) : 0), 0);
}

/** A tab title: `name`, `"Long name"` and `key="value"` options (vuepress-plugin-tabs). */
export function parseTabInfo(info: string): {label: string; id: string | null} {
  const quoted = /^(["'])(.*?)\1(.*)$/.exec(info);
  const label = quoted ? (quoted[2] ?? '') : info.replace(/\s+\w[\w-]*=(["']).*?\1/g, '').trim();
  const rest = quoted ? (quoted[3] ?? '') : info;
  const id = /\bid=(["'])(.*?)\1/.exec(rest)?.[2] ?? null;
  return {label, id};
}

/** Unique tab values within one tab group: 'Windows 10' -> 'windows-10', then 'windows-10-1'. */
function createTabValues(): (label: string) => string {
  const seen = new Set<string>();
  return (label) => {
    const base =
      label
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, '') || 'tab';
    let value = base;
    for (let i = 1; seen.has(value); i += 1) value = `${base}-${i}`;
    seen.add(value);
    return value;
  };
}

function jsxAttribute(name: string, value: string): string {
  return value.includes('"') || value.includes('{') ? `${name}={${JSON.stringify(value)}}` : `${name}="${value}"`;
}

/** @param lines the page body, split on '\n' */
export function convertContainers(lines: readonly string[], options: ContainerOptions): ContainerResult {
  /** Marker lines and what they become (before padding). */
  const markers = new Map<number, string>();
  /** Closers of unclosed containers, written after a line. */
  const after = new Map<number, string[]>();
  const vPreLines = new Set<number>();
  /** Lines kept as text, in their paragraph. */
  const literal = new Set<number>();
  const imports = new Set<ContainerImport>();
  const problems: LineProblem[] = [];

  // Inner containers register after outer ones but must close first.
  const closeAfter = (line: number, text: string) => after.set(line, [text, ...(after.get(line) ?? [])]);

  function emit(nodes: readonly Node[], parent: Node | null): void {
    const tabValue = createTabValues();
    for (const node of nodes) {
      if (node.kind === 'stray') {
        markers.set(node.line, '');
        problems.push({line: node.line, message: `"${(lines[node.line] ?? '').trim()}" closes no container; removed`});
        continue;
      }
      const {name, info, indent, open, close} = node;
      const closeText = (text: string) => {
        if (close !== null) markers.set(close, text);
        else if (text !== '') {
          let last = node.end - 1;
          while (last > open && (lines[last] ?? '').trim() === '') last -= 1;
          closeAfter(last, text);
        }
      };
      if (close === null) {
        problems.push({
          line: open,
          message: `container "${(lines[open] ?? '').trim()}" is never closed; closed at the end of ${parent ? 'its parent container' : 'the page'}`,
        });
      }
      const admonition = ADMONITIONS.get(name);
      const inTabGroup = parent?.kind === 'container' && TAB_GROUPS.has(parent.name);
      if (admonition) {
        const colons = ':'.repeat(3 + height(node));
        const title = info ? `[${options.prose(info, open).replace(/[[\]]/g, '\\$&')}]` : '';
        markers.set(open, `${indent}${colons}${admonition}${title}`);
        closeText(`${indent}${colons}`);
      } else if (name === 'details') {
        const summary = info ? `\n${indent}<summary>${options.prose(info, open)}</summary>` : '';
        markers.set(open, `${indent}<details>${summary}`);
        closeText(`${indent}</details>`);
      } else if (name === 'v-pre') {
        markers.set(open, '');
        closeText('');
        for (let i = open + 1; i < node.end; i += 1) vPreLines.add(i);
      } else if (TAB_GROUPS.has(name)) {
        imports.add('Tabs');
        markers.set(open, `${indent}<Tabs>`);
        closeText(`${indent}</Tabs>`);
        let line = open + 1;
        for (const child of node.children) {
          const childStart = child.kind === 'container' ? child.open : child.line;
          for (; line < childStart; line += 1) {
            if (!options.skip(line) && (lines[line] ?? '').trim() !== '') {
              problems.push({
                line,
                message: `content inside "${(lines[open] ?? '').trim()}" but outside any tab; <Tabs> accepts only <TabItem> children`,
              });
              break;
            }
          }
          line = child.kind === 'container' ? (child.close ?? child.end) + 1 : child.line + 1;
        }
      } else if (TABS.has(name) && inTabGroup) {
        const {label, id} = parseTabInfo(info);
        const shown = label || `Tab`;
        const value = id ?? tabValue(shown);
        markers.set(open, `${indent}<TabItem ${jsxAttribute('value', value)} ${jsxAttribute('label', shown)}>`);
        closeText(`${indent}</TabItem>`);
      } else if (TABS.has(name)) {
        markers.set(open, '');
        closeText('');
        problems.push({
          line: open,
          message: `"::: ${name}" outside a tab group (":::: tabs"); the tab's content is kept without the tab`,
        });
      } else {
        markers.set(open, `${indent}\\${(lines[open] ?? '').trimStart()}`);
        literal.add(open);
        if (close !== null) {
          markers.set(close, `${indent}\\${(lines[close] ?? '').trimStart()}`);
          literal.add(close);
        }
        problems.push({line: open, message: `unknown container "::: ${name}"; kept as text, as VuePress showed it`});
      }
      emit(node.children, node);
    }
  }

  emit(parse(lines, 0, lines.length, options.skip), null);

  // [[toc]] and code snippet imports: one line each, outside code and containers' markers.
  lines.forEach((text, index) => {
    if (options.skip(index) || markers.has(index)) return;
    const toc = TOC.exec(text);
    if (toc) {
      imports.add('TOCInline');
      markers.set(index, `${toc[1] ?? ''}<TOCInline toc={toc} />`);
      return;
    }
    const snippet = SNIPPET.exec(text);
    if (snippet) {
      const file = snippet[2] ?? '';
      const content = file.split('/').includes('..') ? null : options.readSnippet(file);
      if (content === null) {
        markers.set(index, `${snippet[1] ?? ''}\\${text.trimStart()}`);
        literal.add(index);
        problems.push({line: index, message: `code snippet "@/${file}" not found in the source folder; kept as text`});
        return;
      }
      const ext = (/\.([\w]+)$/.exec(file)?.[1] ?? 'text').toLowerCase();
      const lang = LANGUAGES.get(ext) ?? ext;
      const longest = Math.max(2, ...(content.match(/`+/g) ?? []).map((run) => run.length));
      const fence = '`'.repeat(longest + 1);
      const meta = snippet[3] ? ` ${snippet[3].replace(/\s+/g, '')}` : '';
      const indent = snippet[1] ?? '';
      const body = content
        .replace(/\n$/, '')
        .split('\n')
        .map((l) => (l === '' ? '' : `${indent}${l}`))
        .join('\n');
      markers.set(index, `${indent}${fence}${lang}${meta}\n${body}\n${indent}${fence}`);
    }
  });

  // Blank lines around every converted line, so each stands as a block of its own.
  const replacements = new Map<number, string>();
  const isBlank = (i: number) => (lines[i] ?? '').trim() === '';
  for (const [index, text] of markers) {
    if (literal.has(index)) {
      replacements.set(index, text);
      continue;
    }
    const previous = markers.get(index - 1);
    const before =
      index > 0 && text !== '' && (previous === undefined ? !isBlank(index - 1) : previous !== '') ? '\n' : '';
    const next = text !== '' && index + 1 < lines.length && !isBlank(index + 1) && !markers.has(index + 1);
    replacements.set(index, `${before}${text}${next ? '\n' : ''}`);
  }
  const insertions = new Map<number, string>();
  for (const [index, appended] of after) {
    const next = index + 1 < lines.length && !isBlank(index + 1) ? '\n' : '';
    insertions.set(index, `\n\n${appended.join('\n\n')}${next}`);
  }
  return {replacements, insertions, vPreLines, imports, problems};
}
