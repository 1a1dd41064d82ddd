/**
 * A code block's metadata (title, line numbers, highlighted lines, magic comments removed), by the
 * rules of theme-common's `createCodeBlockMetadata`, for Node at build time: theme-common's module
 * mixes these pure helpers with JSX and bundler aliases that Node cannot load.
 * `tests/unit/codeHighlight.test.ts` checks this module against theme-common's own function, case by
 * case, so the two cannot drift apart unnoticed.
 */
import rangeParser from 'parse-numeric-range';

export interface MagicComment {
  readonly className: string;
  readonly line?: string;
  readonly block?: {readonly start: string; readonly end: string};
}

export interface CodeBlockMetadata {
  readonly code: string;
  readonly language: string;
  readonly title?: string;
  readonly lineNumbersStart?: number;
  readonly lineClassNames: Readonly<Record<number, string[]>>;
}

const COMMENTS: Record<string, {start: string; end: string}> = {
  js: {start: '\\/\\/', end: ''},
  jsBlock: {start: '\\/\\*', end: '\\*\\/'},
  jsx: {start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}'},
  bash: {start: '#', end: ''},
  html: {start: '<!--', end: '-->'},
  lua: {start: '--', end: ''},
  wasm: {start: '\\;\\;', end: ''},
  tex: {start: '%', end: ''},
  vb: {start: "['‘’]", end: ''},
  vbnet: {start: "(?:_\\s*)?['‘’]", end: ''},
  rem: {start: '[Rr][Ee][Mm]\\b', end: ''},
  f90: {start: '!', end: ''},
  ml: {start: '\\(\\*', end: '\\*\\)'},
  cobol: {start: '\\*>', end: ''},
};
const POPULAR = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

const COMMENT_STYLES: Record<string, string[]> = {
  js: ['js', 'jsBlock'],
  javascript: ['js', 'jsBlock'],
  ts: ['js', 'jsBlock'],
  typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  python: ['bash'],
  py: ['bash'],
  bash: ['bash'],
  markdown: ['html', 'jsx', 'bash'],
  md: ['html', 'jsx', 'bash'],
  tex: ['tex'],
  latex: ['tex'],
  matlab: ['tex'],
  lua: ['lua'],
  haskell: ['lua'],
  sql: ['lua', 'jsBlock'],
  wasm: ['wasm'],
  vb: ['vb', 'rem'],
  vba: ['vb', 'rem'],
  'visual-basic': ['vb', 'rem'],
  vbnet: ['vbnet', 'rem'],
  batch: ['rem'],
  basic: ['rem', 'f90'],
  fsharp: ['js', 'ml'],
  ocaml: ['ml'],
  sml: ['ml'],
  fortran: ['f90'],
  cobol: ['cobol'],
};

function directivePattern(language: string, magicComments: readonly MagicComment[]): RegExp {
  const directives = magicComments
    .flatMap((d) => [d.line, d.block?.start, d.block?.end])
    .filter((d): d is string => Boolean(d))
    .join('|');
  const pattern = (COMMENT_STYLES[language] ?? POPULAR)
    .map((style) => `(?:${COMMENTS[style]!.start}\\s*(${directives})\\s*${COMMENTS[style]!.end})`)
    .join('|');
  return new RegExp(`^\\s*(?:${pattern})\\s*$`);
}

function linesFromMetastring(code: string, metastring: string | undefined, magicComments: readonly MagicComment[]) {
  const range = metastring ? /\{(?<range>[\d,-]+)\}/.exec(metastring)?.groups?.range : undefined;
  if (range === undefined) return undefined;
  const first = magicComments[0];
  if (first === undefined) {
    throw new Error(
      `A highlight range is given in the code block's metastring (${metastring}), but no magic comment is configured: ` +
        'the first magic comment gives the class name of highlighted lines.',
    );
  }
  const lines = rangeParser(range)
    .filter((n) => n > 0)
    .map((n): [number, string[]] => [n - 1, [first.className]]);
  return {code, lineClassNames: Object.fromEntries(lines)};
}

function linesFromContent(code: string, language: string, magicComments: readonly MagicComment[]) {
  const directive = directivePattern(language, magicComments);
  const lines = code.split(/\r?\n/);
  const ranges = new Map(magicComments.map((d) => [d.className, {start: 0, range: ''}]));
  const byLine = new Map(magicComments.filter((d) => d.line).map((d) => [d.line!, d.className]));
  const byStart = new Map(magicComments.filter((d) => d.block).map((d) => [d.block!.start, d.className]));
  const byEnd = new Map(magicComments.filter((d) => d.block).map((d) => [d.block!.end, d.className]));
  for (let index = 0; index < lines.length;) {
    const match = directive.exec(lines[index]!);
    if (!match) {
      index += 1;
      continue;
    }
    const name = match.slice(1).find((item) => item !== undefined)!;
    const lineClass = byLine.get(name);
    const startClass = byStart.get(name);
    const endClass = byEnd.get(name);
    if (lineClass !== undefined) ranges.get(lineClass)!.range += `${index},`;
    else if (startClass !== undefined) ranges.get(startClass)!.start = index;
    else if (endClass !== undefined) {
      const entry = ranges.get(endClass)!;
      entry.range += `${entry.start}-${index - 1},`;
    }
    lines.splice(index, 1);
  }
  const lineClassNames: Record<number, string[]> = {};
  for (const [className, {range}] of ranges) {
    for (const line of rangeParser(range)) (lineClassNames[line] ??= []).push(className);
  }
  return {code: lines.join('\n'), lineClassNames};
}

function lineNumbersStart(metastring: string | undefined): number | undefined {
  const flag = metastring?.split(' ').find((word) => word.startsWith('showLineNumbers'));
  if (flag === undefined) return undefined;
  return flag.startsWith('showLineNumbers=') ? parseInt(flag.slice('showLineNumbers='.length), 10) : 1;
}

/** The metadata of a fenced block from its language and metastring (`title="…"`, `{1,3}`, `showLineNumbers`). */
export function codeBlockMetadata({
  code: input,
  language: fenceLanguage,
  metastring,
  magicComments,
  defaultLanguage,
}: {
  code: string;
  language?: string | null;
  metastring?: string | null;
  magicComments: readonly MagicComment[];
  defaultLanguage?: string;
}): CodeBlockMetadata {
  const language = (fenceLanguage ?? defaultLanguage)?.toLowerCase() ?? 'text';
  const meta = metastring ?? undefined;
  // Historical Docusaurus behaviour: the last line break goes.
  const code = input.replace(/\r?\n$/, '');
  const {code: shown, lineClassNames} =
    linesFromMetastring(code, meta, magicComments) ?? linesFromContent(code, language, magicComments);
  const title = meta ? /title=(?<quote>["'])(?<title>.*?)\1/.exec(meta)?.groups?.title : undefined;
  const start = lineNumbersStart(meta);
  return {
    code: shown,
    language,
    lineClassNames,
    ...(title ? {title} : {}),
    ...(start !== undefined ? {lineNumbersStart: start} : {}),
  };
}
