/**
 * Raw HTML of a VuePress page turned into JSX that MDX compiles and React renders:
 * class/for/style strings -> className/htmlFor/style objects, void elements closed, comments as
 * {/* *\/}, Vue bindings and event handlers dropped (reported), <request-example> -> <RequestExample>,
 * <Badge> kept (type "warn" -> "warning"), <router-link to> -> <a href>, <ClientOnly>/<OutboundLink>
 * unwrapped, other Vue components reported and kept as inert custom elements.
 */
import {convertProse, type ProseContext} from './mdxSafety';

export interface HtmlContext {
  /** For the text between tags. */
  readonly prose: ProseContext;
  /** `offset`: in the HTML given to `htmlToJsx`. */
  readonly report: (offset: number, message: string) => void;
  /** The new address, or null when the target is missing (already reported). */
  readonly rewriteUrl: (url: string, kind: 'link' | 'image') => string | null;
  /** The lower-case names of the .vuepress/components files. */
  readonly components: ReadonlySet<string>;
}

/** HTML elements that never have content or a closing tag. */
export const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** HTML attribute names React spells differently. */
const REACT_ATTRIBUTES = new Map(
  Object.entries({
    class: 'className',
    for: 'htmlFor',
    tabindex: 'tabIndex',
    colspan: 'colSpan',
    rowspan: 'rowSpan',
    readonly: 'readOnly',
    maxlength: 'maxLength',
    cellpadding: 'cellPadding',
    cellspacing: 'cellSpacing',
    frameborder: 'frameBorder',
    allowfullscreen: 'allowFullScreen',
    srcset: 'srcSet',
    crossorigin: 'crossOrigin',
    autoplay: 'autoPlay',
    contenteditable: 'contentEditable',
    accesskey: 'accessKey',
    datetime: 'dateTime',
    referrerpolicy: 'referrerPolicy',
    playsinline: 'playsInline',
    spellcheck: 'spellCheck',
    autocomplete: 'autoComplete',
    autofocus: 'autoFocus',
    usemap: 'useMap',
  }),
);

/** Components the portal provides, by the names VuePress pages used. */
const COMPONENTS = new Map([
  ['request-example', 'RequestExample'],
  ['requestexample', 'RequestExample'],
  ['badge', 'Badge'],
]);
/** VuePress globals whose tags go and whose content stays. */
const UNWRAP = new Set(['clientonly', 'client-only', 'outboundlink', 'outbound-link']);

const ATTRIBUTE = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/gy;
const TOKEN =
  /<!--([\s\S]*?)(?:-->|$)|<\/([A-Za-z][\w:.-]*)\s*>|<([A-Za-z][\w:.-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;

/** 'FeatureMatrix' -> 'feature-matrix' */
function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[._:]/g, '-')
    .toLowerCase();
}

/** The JSX name of a tag, or '' to drop the tag and keep its content. */
function jsxName(name: string, offset: number, context: HtmlContext): string {
  const lower = name.toLowerCase();
  const mapped = COMPONENTS.get(lower);
  if (mapped) return mapped;
  if (UNWRAP.has(lower)) return '';
  if (lower === 'router-link' || lower === 'routerlink') return 'a';
  if (/[A-Z]/.test(name) || name.includes('-')) {
    const element = kebab(name).includes('-') ? kebab(name) : `vue-${kebab(name)}`;
    const origin =
      context.components.has(lower) || context.components.has(kebab(name)) ? ` (.vuepress/components)` : '';
    context.report(
      offset,
      `Vue component <${name}>${origin} has no counterpart in the portal; kept as the inert element <${element}>`,
    );
    return element;
  }
  return name;
}

/**
 * A CSS declaration list as a JSX style object: 'font-size: 12px; color: red' ->
 * {{fontSize: "12px", color: "red"}}.
 */
export function styleToJsx(css: string): string {
  const declarations: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of css) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth -= 1;
    } else if (char === ';' && depth === 0) {
      declarations.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  declarations.push(current);
  const entries = declarations
    .map((d) => d.trim())
    .filter((d) => d.includes(':'))
    .map((d) => {
      const colon = d.indexOf(':');
      const property = d.slice(0, colon).trim();
      const value = d.slice(colon + 1).trim();
      const key = property.startsWith('--')
        ? JSON.stringify(property)
        : property
            .toLowerCase()
            .replace(/^-ms-/, 'ms-')
            .replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
      return `${key}: ${JSON.stringify(value)}`;
    });
  return `{{${entries.join(', ')}}}`;
}

function stringAttribute(name: string, value: string): string {
  if (!value.includes('"')) return `${name}="${value}"`;
  if (!value.includes("'")) return `${name}='${value}'`;
  return `${name}={${JSON.stringify(value)}}`;
}

/** `$withBase('/logo.png')` -> '/logo.png' */
function withBaseArgument(code: string): string | null {
  const match = /^\s*\$withBase\(\s*(['"])([^'"]*)\1\s*\)\s*$/.exec(code);
  return match ? (match[2] ?? null) : null;
}

/**
 * @param tag original tag name
 * @param source attribute text
 */
function convertAttributes(tag: string, jsxTag: string, source: string, offset: number, context: HtmlContext): string {
  const lowerTag = tag.toLowerCase();
  const out: string[] = [];
  const names = new Set<string>();
  ATTRIBUTE.lastIndex = 0;
  const attributes: {name: string; value: string | null}[] = [];
  for (let m = ATTRIBUTE.exec(source); m && m[0] !== ''; m = ATTRIBUTE.exec(source)) {
    attributes.push({name: m[1] ?? '', value: m[2] ?? m[3] ?? m[4] ?? null});
  }
  const hasId = attributes.some((a) => a.name.toLowerCase() === 'id');
  for (const {name: rawName, value: rawValue} of attributes) {
    let name = rawName;
    let value = rawValue;
    const binding = /^(?::|v-bind:)(src|href)$/.exec(name);
    if (binding && value !== null && withBaseArgument(value) !== null) {
      name = binding[1] ?? name;
      value = withBaseArgument(value);
    } else if (/^(:|@|#|v-)/.test(name)) {
      context.report(
        offset,
        `Vue attribute ${name}${value === null ? '' : `="${value}"`} on <${tag}> has no static meaning; dropped`,
      );
      continue;
    }
    const lower = name.toLowerCase();
    if (/^on[a-z]+$/.test(lower)) {
      context.report(offset, `event handler ${name} on <${tag}> dropped (JSX needs a function)`);
      continue;
    }
    if ((lowerTag === 'router-link' || lowerTag === 'routerlink') && lower === 'to') name = 'href';
    if (jsxTag === 'a' && lower === 'name' && !hasId) name = 'id';
    const finalName = jsxTag === 'Badge' || jsxTag === 'RequestExample' ? name : (REACT_ATTRIBUTES.get(lower) ?? name);
    if (names.has(finalName)) continue;
    names.add(finalName);
    if (value === null) {
      out.push(finalName);
      continue;
    }
    if (lower === 'style') {
      out.push(`style=${styleToJsx(value)}`);
      continue;
    }
    const kind =
      (lower === 'href' || lower === 'to') && jsxTag === 'a'
        ? 'link'
        : lower === 'src' || lower === 'poster'
          ? 'image'
          : null;
    if (kind) {
      const rewritten = context.rewriteUrl(value, kind);
      if (rewritten === null) {
        names.delete(finalName);
        continue;
      }
      value = rewritten;
    }
    if (jsxTag === 'Badge' && lower === 'type' && value === 'warn') value = 'warning';
    out.push(stringAttribute(finalName, value));
  }
  return out.length ? ` ${out.join(' ')}` : '';
}

/** Converts the raw HTML of one Markdown html node into JSX. */
export function htmlToJsx(html: string, context: HtmlContext): string {
  let out = '';
  let from = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    const offset = m.index;
    out += textToJsx(html.slice(from, offset), from, context);
    from = offset + m[0].length;
    if (m[0].startsWith('<!--')) {
      out += `{/*${(m[1] ?? '').replace(/\*\//g, '* /')}*/}`;
      continue;
    }
    if (m[2] !== undefined) {
      const name = m[2];
      if (VOID_ELEMENTS.has(name.toLowerCase())) continue;
      const jsx = jsxName(name, offset, {...context, report: () => {}});
      if (jsx) out += `</${jsx}>`;
      continue;
    }
    const name = m[3] ?? '';
    const jsx = jsxName(name, offset, context);
    if (!jsx) continue;
    const attributes = convertAttributes(name, jsx, m[4] ?? '', offset, context);
    const selfClosing = m[5] === '/' || VOID_ELEMENTS.has(name.toLowerCase());
    out += `<${jsx}${attributes}${selfClosing ? ' /' : ''}>`;
  }
  return out + textToJsx(html.slice(from), from, context);
}

/**
 * Text between tags: `<` that opens no tag, `{`, `}` and Vue interpolations.
 * @param base offset of `text` in the HTML
 */
function textToJsx(text: string, base: number, context: HtmlContext): string {
  if (text === '') return '';
  return convertProse(text, {...context.prose, report: (offset, message) => context.report(base + offset, message)});
}

/**
 * Puts `<details>`, its `<summary>` and `</details>` on lines of their own, with blank lines around
 * the content, which MDX needs to read the content as Markdown.
 * @param jsx converted JSX of one HTML block
 */
export function normalizeDetails(jsx: string): string {
  return jsx
    .replace(
      /^([ \t]*)(<details[^>]*>)\s*(<summary[^>]*>[\s\S]*?<\/summary>)?[ \t]*\n?/gm,
      (_all, indent: string, open: string, summary: string | undefined) =>
        summary ? `${indent}${open}\n${indent}${summary}\n\n` : `${indent}${open}\n\n`,
    )
    .replace(/([^\n])\n?([ \t]*)<\/details>/g, '$1\n\n$2</details>');
}
