// @ts-check
// VuePress 1 path-keyed sidebars (themeConfig.sidebar) as Docusaurus sidebars: one sidebar per key,
// items resolved the way the VuePress default theme resolved them (relative to the key), groups as
// categories with their title, `collapsable` and optional `path` (the category's own page).
// An item is a 'doc' when the page shows this sidebar and a 'ref' when it shows another one.
import {matchSidebarKey} from './paths.mjs';

/**
 * @typedef {import('./links.mjs').PageInfo} PageInfo
 * @typedef {{type: 'doc' | 'ref', id: string, label?: string}
 *   | {type: 'link', href: string, label: string}
 *   | {type: 'category', label: string, collapsible: boolean, collapsed: boolean, link?: {type: 'doc', id: string}, items: SidebarItem[]}} SidebarItem
 * @typedef {{file: string, line: number, message: string, severity: 'error' | 'warning'}} SidebarProblem
 * @typedef {{key: string, name: string | null, value: unknown}} SidebarEntry
 * @typedef {{keys: string[], entries: SidebarEntry[], problems: SidebarProblem[]}} SidebarPlan
 * @typedef {{file: string, line: number, message: string}} LoadError
 */

/** Marker the config loader leaves where a required file threw. */
export const LOAD_ERROR = '__migrateLoadError';

/** @param {unknown} value @returns {LoadError | null} */
export function loadErrorOf(value) {
  if (value && typeof value === 'object' && LOAD_ERROR in value) {
    return /** @type {LoadError} */ (/** @type {Record<string, unknown>} */ (value)[LOAD_ERROR]);
  }
  return null;
}

/** '/guide/advanced/' -> 'guide-advanced', '/' -> 'main'. @param {string} key */
export function sidebarName(key) {
  const name = key
    .replace(/^\/+|\/+$/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return name === '' ? 'main' : name;
}

/**
 * Which sidebars there will be: one per key (an array config is one sidebar for every page).
 * Keys whose value is 'auto' or failed to load keep their place in the matching order but get no
 * sidebar, so their pages show none, as VuePress would have shown no list of pages.
 * @param {unknown} config themeConfig.sidebar
 * @param {string} configFile for messages
 * @returns {SidebarPlan}
 */
export function planSidebars(config, configFile) {
  /** @type {SidebarProblem[]} */
  const problems = [];
  if (config === undefined || config === null || config === false) return {keys: [], entries: [], problems};
  const failed = loadErrorOf(config);
  if (failed) {
    problems.push({
      ...failed,
      message: `the sidebar could not be loaded: ${failed.message}; no sidebars were made`,
      severity: 'error',
    });
    return {keys: [], entries: [], problems};
  }
  if (config === 'auto') {
    problems.push({
      file: configFile,
      line: 0,
      message:
        'sidebar "auto" (the page\'s own headings): Docusaurus shows them in the table of contents; no sidebars were made',
      severity: 'warning',
    });
    return {keys: [], entries: [], problems};
  }
  /** @type {[string, unknown][]} */
  const pairs = Array.isArray(config) ? [['/', config]] : typeof config === 'object' ? Object.entries(config) : [];
  if (!Array.isArray(config) && typeof config !== 'object') {
    problems.push({
      file: configFile,
      line: 0,
      message: `themeConfig.sidebar is neither a list nor an object keyed by path; ignored`,
      severity: 'warning',
    });
  }
  const used = new Set();
  /** @type {SidebarEntry[]} */
  const entries = pairs.map(([key, value]) => {
    const error = loadErrorOf(value);
    if (error) {
      problems.push({
        ...error,
        message: `sidebar of "${key}" could not be loaded: ${error.message}; its pages show no sidebar`,
        severity: 'error',
      });
      return {key, name: null, value: null};
    }
    if (value === 'auto') {
      problems.push({
        file: configFile,
        line: 0,
        message: `sidebar of "${key}" is "auto" (each page's headings); its pages show the table of contents only`,
        severity: 'warning',
      });
      return {key, name: null, value: null};
    }
    if (!Array.isArray(value)) {
      problems.push({
        file: configFile,
        line: 0,
        message: `sidebar of "${key}" is not a list; ignored`,
        severity: 'warning',
      });
      return {key, name: null, value: null};
    }
    let name = sidebarName(key);
    for (let i = 2; used.has(name); i += 1) name = `${sidebarName(key)}-${i}`;
    used.add(name);
    return {key, name, value};
  });
  return {keys: entries.map((e) => e.key), entries, problems};
}

/**
 * The sidebar a page shows: the one of the first matching key.
 * @param {SidebarPlan} plan
 * @param {string} route
 */
export function sidebarForRoute(plan, route) {
  const key = matchSidebarKey(route, plan.keys);
  return key === null ? null : (plan.entries.find((e) => e.key === key)?.name ?? null);
}

/** VuePress theme's resolvePath. @param {string} relative @param {string} base */
export function resolveSidebarPath(relative, base) {
  const first = relative.charAt(0);
  if (first === '/') return relative;
  if (first === '?' || first === '#') return base + relative;
  const stack = base.split('/');
  stack.pop();
  for (const segment of relative.replace(/^\//, '').split('/')) {
    if (segment === '..') stack.pop();
    else if (segment !== '.') stack.push(segment);
  }
  if (stack[0] !== '') stack.unshift('');
  return stack.join('/');
}

/** VuePress theme's normalize: no hash, no .md/.html. @param {string} path */
function normalize(path) {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // keep the raw path
  }
  return decoded.replace(/#.*$/, '').replace(/\.(md|html)$/, '');
}

/**
 * @typedef {{
 *   pages: PageInfo[],
 *   displayedSidebarOf: (page: PageInfo) => string | null,
 *   locate: (key: string, text: string) => {file: string, line: number},
 * }} BuildInput
 *   locate: where a sidebar item's text is written (for messages).
 */

/**
 * @param {SidebarPlan} plan
 * @param {BuildInput} input
 * @returns {{sidebars: {name: string, key: string, items: SidebarItem[]}[], problems: SidebarProblem[]}}
 */
export function buildSidebars(plan, input) {
  /** @type {SidebarProblem[]} */
  const problems = [];
  /** @type {Map<string, PageInfo>} */
  const byPath = new Map();
  for (const page of input.pages) {
    byPath.set(normalize(page.route), page);
  }
  /** @param {string} raw @param {string} base */
  const findPage = (raw, base) => {
    const path = normalize(resolveSidebarPath(raw, base));
    return byPath.get(path) ?? byPath.get(path.replace(/(^|\/)(readme|index)$/i, '$1')) ?? null;
  };

  /** @type {{name: string, key: string, items: SidebarItem[]}[]} */
  const sidebars = [];
  for (const entry of plan.entries) {
    if (entry.name === null || !Array.isArray(entry.value)) continue;
    const {key, name} = entry;

    /**
     * @param {string} raw
     * @param {string | undefined} label
     * @returns {SidebarItem | null}
     */
    const pageItem = (raw, label) => {
      if (/^[a-z]+:/i.test(raw)) return {type: 'link', href: raw, label: label ?? raw};
      const page = findPage(raw, key);
      if (!page) {
        problems.push({
          ...input.locate(key, raw),
          message: `sidebar "${key}": item "${raw}" matches no page; left out`,
          severity: 'warning',
        });
        return null;
      }
      const hash = /#(.+)$/.exec(raw)?.[1];
      if (hash) return {type: 'link', href: `${page.route}#${hash}`, label: label ?? page.title ?? page.id};
      const type = input.displayedSidebarOf(page) === name ? 'doc' : 'ref';
      return label === undefined ? {type, id: page.id} : {type, id: page.id, label};
    };

    /** @param {unknown} item @returns {SidebarItem | null} */
    const convert = (item) => {
      if (typeof item === 'string') return pageItem(item, undefined);
      if (Array.isArray(item)) {
        if (typeof item[0] !== 'string') {
          problems.push({
            ...input.locate(key, String(item[1] ?? '')),
            message: `sidebar "${key}": an item ${JSON.stringify(item)} has no path; left out`,
            severity: 'warning',
          });
          return null;
        }
        return pageItem(item[0], typeof item[1] === 'string' ? item[1] : undefined);
      }
      if (item && typeof item === 'object') {
        const group = /** @type {{title?: unknown, path?: unknown, children?: unknown, collapsable?: unknown}} */ (
          item
        );
        const children = Array.isArray(group.children) ? group.children : [];
        const title = typeof group.title === 'string' ? group.title : undefined;
        if (children.length === 0 && typeof group.path === 'string') return pageItem(group.path, title);
        const label = title ?? 'Untitled group';
        if (title === undefined)
          problems.push({
            ...input.locate(key, 'children'),
            message: `sidebar "${key}": a group has no title; labelled "${label}"`,
            severity: 'warning',
          });
        const items = children.map(convert).filter((i) => i !== null);
        const link = typeof group.path === 'string' ? findPage(group.path, key) : null;
        if (typeof group.path === 'string' && !link) {
          problems.push({
            ...input.locate(key, group.path),
            message: `sidebar "${key}": group "${label}" path "${group.path}" matches no page; the group has no page of its own`,
            severity: 'warning',
          });
        }
        if (items.length === 0) {
          if (link) return {type: input.displayedSidebarOf(link) === name ? 'doc' : 'ref', id: link.id, label};
          problems.push({
            ...input.locate(key, label),
            message: `sidebar "${key}": group "${label}" has no item left; left out`,
            severity: 'warning',
          });
          return null;
        }
        const collapsible = group.collapsable !== false;
        return {
          type: 'category',
          label,
          collapsible,
          collapsed: collapsible,
          ...(link ? {link: {type: 'doc', id: link.id}} : {}),
          items,
        };
      }
      problems.push({
        ...input.locate(key, String(item)),
        message: `sidebar "${key}": item ${JSON.stringify(item)} is not a page, a [page, label] pair or a group; left out`,
        severity: 'warning',
      });
      return null;
    };

    const items = entry.value.map(convert).filter((i) => i !== null);
    if (items.length === 0) {
      problems.push({
        ...input.locate(key, key),
        message: `sidebar "${key}" has no item left; its pages show no sidebar`,
        severity: 'warning',
      });
      continue;
    }
    sidebars.push({name, key, items});
  }
  return {sidebars, problems};
}

/** @param {string} text */
function quote(text) {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** @param {string} key */
function propertyName(key) {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key);
}

/**
 * @param {SidebarItem} item
 * @param {string} indent
 * @returns {string}
 */
function printItem(item, indent) {
  if (item.type === 'category') {
    const inner = `${indent}  `;
    const lines = [
      `${indent}{`,
      `${inner}type: 'category',`,
      `${inner}label: ${quote(item.label)},`,
      `${inner}collapsible: ${item.collapsible},`,
      `${inner}collapsed: ${item.collapsed},`,
      ...(item.link ? [`${inner}link: {type: 'doc', id: ${quote(item.link.id)}},`] : []),
      `${inner}items: [`,
      ...item.items.map((child) => `${printItem(child, `${inner}  `)},`),
      `${inner}],`,
      `${indent}}`,
    ];
    return lines.join('\n');
  }
  const fields = Object.entries(item).map(([k, v]) => `${k}: ${quote(String(v))}`);
  return `${indent}{${fields.join(', ')}}`;
}

/**
 * The sidebars file, as TypeScript like the portal's own sidebars.ts.
 * @param {{name: string, key: string, items: SidebarItem[]}[]} sidebars
 * @param {string} origin where the sidebars came from, for the header comment
 */
export function printSidebars(sidebars, origin) {
  const body = sidebars
    .map((s) =>
      [
        `  // VuePress sidebar key ${s.key}`,
        `  ${propertyName(s.name)}: [`,
        ...s.items.map((i) => `${printItem(i, '    ')},`),
        '  ],',
      ].join('\n'),
    )
    .join('\n');
  return [
    `// Generated by \`npm run migrate\` from ${origin}: one sidebar per VuePress sidebar key.`,
    "import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';",
    '',
    sidebars.length
      ? `const sidebars = {\n${body}\n} satisfies SidebarsConfig;`
      : 'const sidebars = {} satisfies SidebarsConfig;',
    '',
    'export default sidebars;',
    '',
  ].join('\n');
}
