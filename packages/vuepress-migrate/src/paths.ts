/**
 * Where a VuePress 1 page was served and where its Docusaurus doc goes. Paths here are POSIX and
 * relative to the VuePress source folder ('guide/README.md') or to the output docs folder.
 */
import path from 'node:path';

/** VuePress 1 serves README.md and index.md (any case) as the folder page. */
const INDEX_FILE = /(^|\/)(readme|index)\.md$/i;

export function isIndexFile(file: string): boolean {
  return INDEX_FILE.test(file);
}

/** The address VuePress served a page at: '/guide/' for guide/README.md, '/guide/a.html' for guide/a.md. */
export function routeOfFile(file: string): string {
  if (isIndexFile(file)) return `/${file.replace(INDEX_FILE, '$1')}`;
  return `/${file.replace(/\.md$/i, '.html')}`;
}

/**
 * The output file of a page, relative to the docs folder: folder pages become index.md (the
 * portal's convention, CONTENT.md), other pages keep their path.
 */
export function outFileOf(file: string): string {
  if (isIndexFile(file)) return `${file.replace(INDEX_FILE, '$1')}index.md`;
  return file.replace(/\.md$/i, '.md');
}

/** The id Docusaurus gives a doc file: 'guide/index.md' -> 'guide/index'. */
export function docIdOf(outFile: string): string {
  return outFile.replace(/\.mdx?$/, '');
}

// Docusaurus strips number prefixes ('01-intro' -> 'intro') from ids unless a doc opts out; the
// migration keeps ids equal to paths, so such pages get `parse_number_prefixes: false`.
const IGNORED_PREFIX = /^\d+[-_.]\d+/;
const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*[^-_.\s]/;

export function hasNumberPrefix(outFile: string): boolean {
  return docIdOf(outFile)
    .split('/')
    .some((segment) => !IGNORED_PREFIX.test(segment) && NUMBER_PREFIX.test(segment));
}

export function ensureEndingSlash(route: string): string {
  return /(\.html|\/)$/.test(route) ? route : `${route}/`;
}

/**
 * The sidebar key VuePress 1 picks for a page: the first key, in the config's order, that the
 * page's address starts with (the theme's resolveMatchingConfig). Null when none matches.
 */
export function matchSidebarKey(route: string, keys: readonly string[]): string | null {
  const target = ensureEndingSlash(route);
  return keys.find((key) => target.startsWith(encodeURI(key))) ?? null;
}

/** A relative link from one output file to another ('guide/a.md' -> 'ref/b.md' = '../ref/b.md'). */
export function relativePath(fromFile: string, toFile: string): string {
  const rel = path.posix.relative(path.posix.dirname(fromFile), toFile);
  return rel.startsWith('.') ? rel : `./${rel}`;
}
