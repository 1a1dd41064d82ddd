/**
 * Prose that MDX would read as code: `{` and `}` open and close expressions, `<` opens JSX. VuePress
 * let Vue evaluate `{{ … }}` in prose; the values a migration can know (front matter, page and site
 * titles, string literals) are written out, anything else is kept as literal text and reported.
 */

/** What a Vue interpolation may refer to, and where to report one that has no static value. */
export interface ProseContext {
  readonly frontMatter: Record<string, unknown>;
  readonly pageTitle: string | null;
  readonly site: {readonly title?: string; readonly description?: string};
  /** Inside `::: v-pre`: interpolation stays literal, on purpose, unreported. */
  readonly vPre?: boolean;
  /** `offset`: in the text given to `convertProse`. */
  readonly report?: (offset: number, message: string) => void;
}

function isEscaped(text: string, at: number): boolean {
  let backslashes = 0;
  for (let i = at - 1; i >= 0 && text[i] === '\\'; i -= 1) backslashes += 1;
  return backslashes % 2 === 1;
}

function lookup(object: unknown, keys: readonly string[]): unknown {
  let value = object;
  for (const key of keys) {
    if (value === null || typeof value !== 'object' || !(key in value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The text a Vue interpolation stood for, when the migration can know it.
 * @param expression the code between `{{` and `}}`
 */
export function evaluateInterpolation(expression: string, context: ProseContext): string | null {
  const code = expression.trim();
  const literal = /^(['"])((?:(?!\1)[^\\]|\\.)*)\1$/.exec(code);
  if (literal) return (literal[2] ?? '').replace(/\\(.)/g, '$1');
  const access = /^\$(frontmatter|page\.frontmatter|page|site|site\.themeConfig)\.([\w$]+(?:\.[\w$]+)*)$/.exec(code);
  if (!access) return null;
  const [, root, rest] = access;
  const keys = (rest ?? '').split('.');
  let value: unknown;
  if (root === 'frontmatter' || root === 'page.frontmatter') value = lookup(context.frontMatter, keys);
  else if (root === 'page' && rest === 'title') value = context.pageTitle ?? undefined;
  else if (root === 'site') value = lookup(context.site, keys);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/**
 * Whether the `:` at `at` starts what remark-directive (which Docusaurus runs) reads as a directive
 * and VuePress read as text: `config:cli` is the text `config` and a directive `cli`, which the
 * heading, its anchor and the TOC lose. A text directive is `:` (not after another `:`) and a name
 * (a letter, then letters, digits, `-`, `_`, not ending in `-` or `_`) not followed by `:`
 * (`:tada:` is an emoji shortcode, which Docusaurus renders as VuePress did). `::name` and
 * `:::name` open leaf and container directives at the start of a line.
 */
function startsDirective(text: string, at: number): boolean {
  if (at > 0 && text[at - 1] === ':') return false;
  const run = /^:+/.exec(text.slice(at))?.[0].length ?? 1;
  const name = /^[A-Za-z][\w-]*/.exec(text.slice(at + run))?.[0];
  if (!name) return false;
  if (run > 1) return true;
  return !/[-_]$/.test(name) && text[at + 1 + name.length] !== ':';
}

/**
 * Escapes what MDX would read as code or syntax and VuePress read as text: `{`, `}` and `<` that
 * are not escaped yet, and a `:` that would start a directive.
 * @param text raw Markdown text (no code)
 */
export function escapeMdxChars(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if ((char === '{' || char === '}' || char === '<') && !isEscaped(text, i)) out += '\\';
    else if (char === ':' && !isEscaped(text, i) && startsDirective(text, i)) out += '\\';
    out += char;
  }
  return out;
}

/**
 * Raw Markdown prose made safe for MDX: Vue interpolations resolved or kept as text, then `{`, `}`
 * and `<` escaped.
 */
export function convertProse(text: string, context: ProseContext): string {
  let out = '';
  let from = 0;
  const pattern = /\{\{([\s\S]*?)\}\}/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (isEscaped(text, match.index)) continue;
    out += escapeMdxChars(text.slice(from, match.index));
    const value = context.vPre ? null : evaluateInterpolation(match[1] ?? '', context);
    if (value !== null) {
      out += escapeMdxChars(value.replace(/[\\`*_[\]]/g, '\\$&'));
    } else {
      if (!context.vPre) {
        context.report?.(match.index, `Vue interpolation "${match[0]}" has no static value; kept as literal text`);
      }
      out += escapeMdxChars(match[0]);
    }
    from = match.index + match[0].length;
  }
  return out + escapeMdxChars(text.slice(from));
}
