/**
 * Front matter: read as VuePress wrote it (the page model's splitFrontMatter, core schema, in
 * ./migrate.ts), kept, and completed with what Docusaurus needs (the served address as `slug`, the
 * sidebar as `displayed_sidebar`, the last commit of its source as `last_update`). VuePress keys with a Docusaurus equivalent are translated; keys
 * Docusaurus would misread are renamed.
 */
import {DocFrontMatterSchema} from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
import yaml from 'js-yaml';

export interface FrontMatterInput {
  /** The address VuePress served the page at. */
  readonly slug: string;
  /** The sidebar the page shows, null for none. */
  readonly displayedSidebar: string | null;
  /** The doc's path has a number prefix Docusaurus would strip from its id (./paths.ts). */
  readonly numberPrefix: boolean;
  /** A title to add when the page has none that Docusaurus would find (see convertPage). */
  readonly title: string | null;
  /** The doc id a VuePress prev/next link points at, or null. */
  readonly resolvePage: (link: string) => string | null;
  /** The last commit of the page's source file (./history.ts), written as `last_update`; null for none. */
  readonly lastUpdate?: {readonly date: string; readonly author: string} | null;
}

export interface FrontMatterResult {
  readonly data: Record<string, unknown>;
  /** Notes for the report, one per key that changed meaning. */
  readonly problems: string[];
}

const asString = (value: unknown): string => (typeof value === 'string' ? value : String(value));

/** @param data VuePress front matter */
export function convertFrontMatter(data: Record<string, unknown>, input: FrontMatterInput): FrontMatterResult {
  const out: Record<string, unknown> = {};
  const problems: string[] = [];
  if (input.title !== null && (data.title === undefined || data.title === null || data.title === ''))
    out.title = input.title;
  for (const [key, value] of Object.entries(data)) {
    switch (key) {
      case 'title':
      case 'description':
        if (value !== null && value !== '') out[key] = asString(value);
        break;
      case 'tags':
      case 'keywords':
        if (value !== null) out[key] = (Array.isArray(value) ? value : [value]).map(asString);
        break;
      case 'id':
        // Docusaurus reads `id` as the doc id; VuePress had no such key, so it was the author's own.
        out.vuepress_id = value;
        problems.push(`front matter "id" renamed to "vuepress_id" (Docusaurus would use it as the doc id)`);
        break;
      case 'slug':
        if (value !== input.slug)
          problems.push(`front matter slug "${asString(value)}" replaced by the served address ${input.slug}`);
        break;
      case 'prev':
      case 'next': {
        const target = key === 'prev' ? 'pagination_prev' : 'pagination_next';
        out[key] = value;
        if (value === false) {
          out[target] = null;
        } else if (typeof value === 'string') {
          const id = input.resolvePage(value);
          if (id) out[target] = id;
          else
            problems.push(
              `front matter ${key}: "${value}" is no page; Docusaurus keeps its own ${key === 'prev' ? 'previous' : 'next'} link`,
            );
        }
        break;
      }
      case 'editLink':
        out[key] = value;
        if (value === false) out.custom_edit_url = null;
        break;
      case 'home':
        out[key] = value;
        if (value === true)
          problems.push(
            'home page layout (hero, actions, features) is VuePress theme data; kept in front matter, not rendered',
          );
        break;
      case 'layout':
        out[key] = value;
        problems.push(`custom layout "${asString(value)}" has no counterpart; the page uses the docs layout`);
        break;
      default:
        out[key] = value;
    }
  }
  out.slug = input.slug;
  out.displayed_sidebar = input.displayedSidebar;
  if (input.numberPrefix) out.parse_number_prefixes = false;
  // Keys Docusaurus validates (hide_title, keywords, draft …) with values it refuses would stop the
  // build: each is kept under another name, as `id` is.
  const refused = new Map<string, string>();
  for (const detail of DocFrontMatterSchema.validate(out, {abortEarly: false}).error?.details ?? []) {
    const key = String(detail.path[0] ?? '');
    if (key in data && !refused.has(key)) refused.set(key, detail.message);
  }
  for (const [key, message] of refused) {
    out[`vuepress_${key}`] = out[key];
    delete out[key];
    problems.push(`front matter "${key}" renamed to "vuepress_${key}": Docusaurus refuses its value (${message})`);
  }
  // The stamp VuePress showed, from the source's history; one the page sets itself stays.
  if (input.lastUpdate && data.last_update === undefined)
    out.last_update = {date: input.lastUpdate.date, author: input.lastUpdate.author};
  return {data: out, problems};
}

/** The front matter block, `---` lines included: YAML 1.2 core types, one line per value. */
export function stringifyFrontMatter(data: Record<string, unknown>): string {
  const text = yaml.dump(data, {schema: yaml.CORE_SCHEMA, lineWidth: -1, noRefs: true, quotingType: '"'});
  return `---\n${text}---\n`;
}
