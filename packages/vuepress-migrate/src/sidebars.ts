/**
 * VuePress 1 path-keyed sidebars (themeConfig.sidebar) as Docusaurus sidebars: one sidebar per key,
 * items resolved the way the VuePress default theme resolved them (relative to the key), groups as
 * categories with their title, `collapsable` and optional `path` (the category's own page).
 * An item is a 'doc' when the page shows this sidebar and a 'ref' when it shows another one.
 */
import {matchSidebarKey} from './paths';
import type {PageInfo} from './types';

/** An item of a Docusaurus sidebar, as sidebars.ts writes it. */
export type SidebarItem =
  | {readonly type: 'doc' | 'ref'; readonly id: string; readonly label?: string}
  | {readonly type: 'link'; readonly href: string; readonly label: string}
  | {
      readonly type: 'category';
      readonly label: string;
      readonly collapsible: boolean;
      readonly collapsed: boolean;
      readonly link?: {readonly type: 'doc'; readonly id: string};
      readonly items: SidebarItem[];
    };

export interface SidebarProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
  readonly severity: 'error' | 'warning';
}

/** A key of themeConfig.sidebar: its sidebar's name (null: its pages show none) and its items. */
export interface SidebarEntry {
  readonly key: string;
  readonly name: string | null;
  readonly value: unknown;
}

export interface SidebarPlan {
  /** The keys in the config's order, which is VuePress' matching order. */
  readonly keys: string[];
  readonly entries: SidebarEntry[];
  readonly problems: SidebarProblem[];
}

/** Where a file that the config required threw (./configChild.ts). */
export interface LoadError {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** A sidebar to write. */
export interface Sidebar {
  readonly name: string;
  readonly key: string;
  readonly items: SidebarItem[];
}

/** Marker the config loader leaves where a required file threw. */
export const LOAD_ERROR = '__migrateLoadError';

export function loadErrorOf(value: unknown): LoadError | null {
  if (value && typeof value === 'object' && LOAD_ERROR in value) {
    return (value as Record<typeof LOAD_ERROR, LoadError>)[LOAD_ERROR];
  }
  return null;
}

/** '/guide/advanced/' -> 'guide-advanced', '/' -> 'main'. */
export function sidebarName(key: string): string {
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
 * @param config themeConfig.sidebar
 * @param configFile for messages
 */
export function planSidebars(config: unknown, configFile: string): SidebarPlan {
  const problems: SidebarProblem[] = [];
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
  const pairs: [string, unknown][] = Array.isArray(config)
    ? [['/', config]]
    : typeof config === 'object'
      ? Object.entries(config)
      : [];
  if (!Array.isArray(config) && typeof config !== 'object') {
    problems.push({
      file: configFile,
      line: 0,
      message: `themeConfig.sidebar is neither a list nor an object keyed by path; ignored`,
      severity: 'warning',
    });
  }
  const used = new Set<string>();
  const entries = pairs.map(([key, value]): SidebarEntry => {
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

/** The sidebar a page shows: the one of the first matching key. */
export function sidebarForRoute(plan: SidebarPlan, route: string): string | null {
  const key = matchSidebarKey(route, plan.keys);
  return key === null ? null : (plan.entries.find((e) => e.key === key)?.name ?? null);
}

/** VuePress theme's resolvePath. */
export function resolveSidebarPath(relative: string, base: string): string {
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

/** VuePress theme's normalize: no hash, no .md/.html. */
function normalize(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // keep the raw path
  }
  return decoded.replace(/#.*$/, '').replace(/\.(md|html)$/, '');
}

export interface BuildInput {
  readonly pages: readonly PageInfo[];
  readonly displayedSidebarOf: (page: PageInfo) => string | null;
  /** Where a sidebar item's text is written (for messages). */
  readonly locate: (key: string, text: string) => {file: string; line: number};
}

/** The sidebars of a plan, their items resolved to pages. */
export function buildSidebars(plan: SidebarPlan, input: BuildInput): {sidebars: Sidebar[]; problems: SidebarProblem[]} {
  const problems: SidebarProblem[] = [];
  const byPath = new Map<string, PageInfo>();
  for (const page of input.pages) {
    byPath.set(normalize(page.route), page);
  }
  const findPage = (raw: string, base: string): PageInfo | null => {
    const path = normalize(resolveSidebarPath(raw, base));
    return byPath.get(path) ?? byPath.get(path.replace(/(^|\/)(readme|index)$/i, '$1')) ?? null;
  };

  const sidebars: Sidebar[] = [];
  for (const entry of plan.entries) {
    if (entry.name === null || !Array.isArray(entry.value)) continue;
    const {key, name} = entry;

    const pageItem = (raw: string, label: string | undefined): SidebarItem | null => {
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

    const convert = (item: unknown): SidebarItem | null => {
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
        const group = item as {title?: unknown; path?: unknown; children?: unknown; collapsable?: unknown};
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
        const items = children.map(convert).filter((i): i is SidebarItem => i !== null);
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

    const items = entry.value.map(convert).filter((i): i is SidebarItem => i !== null);
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

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

function propertyName(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key);
}

function printItem(item: SidebarItem, indent: string): string {
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
 * @param origin where the sidebars came from, for the header comment
 */
export function printSidebars(sidebars: readonly Sidebar[], origin: string): string {
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
