/**
 * Build-time syntax highlighting: a fenced code block becomes HTML lines with Prism token classes, so
 * the browser ships no grammar and tokenizes nothing. Titles, highlighted lines and line numbers
 * follow Docusaurus' rules (./metadata.ts).
 */
import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {linesToHtml} from '../../src/lib/codeLines';
import {escapeHtml} from '../../src/lib/escapeHtml';
import {codeBlockMetadata, type MagicComment} from './metadata';

const load = createRequire(__filename);
/** What the theme's `CodeBlock` needs to render a highlighted block (see src/theme/CodeBlock). */
export interface HighlightedCode {
  /** Prism language the code was tokenized with (`text` when none or unknown). */
  readonly language: string;
  /** The code as readers copy it: magic comments removed, no trailing line break. */
  readonly code: string;
  /** The lines' markup (src/lib/codeLines.ts): token spans with Prism's classes, text escaped. */
  readonly html: string;
  readonly title?: string;
  readonly lineNumbersStart?: number;
}

export interface HighlightOptions {
  readonly additionalLanguages: readonly string[];
  readonly magicComments: readonly MagicComment[];
  readonly defaultLanguage?: string;
}

const loadedLanguages = new Set<string>();

/** Adds Prism's grammars for `languages` to prism-react-renderer's instance, as the theme does in the browser. */
export function loadLanguages(languages: readonly string[]): void {
  const missing = languages.filter((lang) => !loadedLanguages.has(lang));
  if (missing.length === 0) return;
  const g = globalThis as {Prism?: unknown};
  const before = g.Prism;
  g.Prism = Prism;
  try {
    for (const lang of missing) {
      if (lang === 'php') load('prismjs/components/prism-markup-templating.js');
      load(`prismjs/components/prism-${lang}`);
      loadedLanguages.add(lang);
    }
  } finally {
    if (before === undefined) delete g.Prism;
    else g.Prism = before;
  }
}

/** The HTML of each line: `plain` text as is, other tokens as `<span class="token …">`. */
export function tokenLines(code: string, language: string): string[] {
  const grammar = Prism.languages[language];
  const tokens = grammar ? Prism.tokenize(code, grammar) : [code];
  return normalizeTokens(tokens).map((line) =>
    line
      .map(({types, content}) => {
        if (content === '' || content === '\n') return '';
        const text = escapeHtml(content);
        return types.length === 1 && types[0] === 'plain'
          ? text
          : `<span class="token ${types.join(' ')}">${text}</span>`;
      })
      .join(''),
  );
}

/** Highlights one fenced block: `language` and `meta` as MDX reads them from the fence. */
export function highlightCode(
  {code, language, meta}: {code: string; language?: string | null; meta?: string | null},
  options: HighlightOptions,
): HighlightedCode {
  loadLanguages(options.additionalLanguages);
  const metadata = codeBlockMetadata({
    code,
    language,
    metastring: meta,
    magicComments: options.magicComments,
    defaultLanguage: options.defaultLanguage,
  });
  return {
    language: metadata.language,
    code: metadata.code,
    html: linesToHtml(
      tokenLines(metadata.code, metadata.language),
      metadata.lineClassNames,
      metadata.lineNumbersStart !== undefined,
    ),
    ...(metadata.title ? {title: metadata.title} : {}),
    ...(metadata.lineNumbersStart !== undefined ? {lineNumbersStart: metadata.lineNumbersStart} : {}),
  };
}
