// @ts-check
// Link targets resolved the way VuePress 1 resolved them, rewritten for Docusaurus:
//   - Markdown links to pages become relative links to the output .md file (the build checks them);
//   - Markdown links and images to files become relative paths (the bundler copies them): files
//     next to the pages stay where they are under docs/, files of .vuepress/public go to static/;
//   - links in HTML (<a href>, <img src>) use absolute addresses: the page's canonical address, or
//     the file's address in static/, where a plain static host serves it as VuePress did.
import path from 'node:path';
import {isIndexFile, relativePath, routeOfFile} from './paths.mjs';

/**
 * @typedef {{
 *   file: string,
 *   outFile: string,
 *   route: string,
 *   id: string,
 *   title: string | null,
 *   anchors: Set<string>,
 * }} PageInfo
 * @typedef {{
 *   byFile: Map<string, PageInfo>,
 *   byRoute: Map<string, PageInfo>,
 *   sourceFiles: Set<string>,
 *   publicFiles: Set<string>,
 * }} SiteIndex
 * @typedef {{kind: 'external'}
 *   | {kind: 'hash', anchor: string}
 *   | {kind: 'page', page: PageInfo, anchor: string | null}
 *   | {kind: 'asset', file: string, isPublic: boolean, suffix: string}
 *   | {kind: 'missing', path: string}} Target
 */

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** @param {string} text */
function safeDecode(text) {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/**
 * What a link in `fromFile` points at, by VuePress 1 rules (`.md`, `.html`, folder and bare
 * addresses; README.md and index.html as the folder page).
 * @param {string} url
 * @param {string} fromFile source file of the page holding the link
 * @param {SiteIndex} site
 * @returns {Target}
 */
export function resolveTarget(url, fromFile, site) {
  const trimmed = url.trim();
  if (SCHEME.test(trimmed) || trimmed.startsWith('//')) return {kind: 'external'};
  const hashAt = trimmed.indexOf('#');
  const beforeHash = hashAt >= 0 ? trimmed.slice(0, hashAt) : trimmed;
  const anchor = hashAt >= 0 ? safeDecode(trimmed.slice(hashAt + 1)) : null;
  const queryAt = beforeHash.indexOf('?');
  const rawPath = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const suffix = trimmed.slice(rawPath.length);
  if (rawPath === '') return {kind: 'hash', anchor: anchor ?? ''};

  const decoded = safeDecode(rawPath);
  let target = decoded.startsWith('/')
    ? decoded.slice(1)
    : path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), decoded));
  if (decoded.endsWith('/') && !target.endsWith('/')) target += '/';
  if (target === '.' || target === './') target = '';
  if (target.startsWith('../') || target === '..') return {kind: 'missing', path: decoded};
  const missing = target === '' ? '/' : target;

  const page = findPage(target, site);
  if (page) return {kind: 'page', page, anchor};

  const ext = path.posix.extname(target).toLowerCase();
  if (ext && ext !== '.md' && ext !== '.html' && !target.endsWith('/')) {
    if (decoded.startsWith('/')) {
      if (site.publicFiles.has(target)) return {kind: 'asset', file: target, isPublic: true, suffix};
      if (site.sourceFiles.has(target)) return {kind: 'asset', file: target, isPublic: false, suffix};
    } else if (site.sourceFiles.has(target)) {
      return {kind: 'asset', file: target, isPublic: false, suffix};
    }
  }
  return {kind: 'missing', path: missing};
}

/**
 * @param {string} target path relative to the source root, '' for the root
 * @param {SiteIndex} site
 * @returns {PageInfo | undefined}
 */
function findPage(target, site) {
  if (target === '' || target.endsWith('/')) return site.byRoute.get(`/${target}`);
  if (/\.md$/i.test(target)) return site.byFile.get(target) ?? site.byRoute.get(routeOfFile(target));
  if (target.endsWith('.html')) {
    if (target === 'index.html' || target.endsWith('/index.html'))
      return site.byRoute.get(`/${target.slice(0, -'index.html'.length)}`);
    return site.byRoute.get(`/${target}`);
  }
  return site.byRoute.get(`/${target}.html`) ?? site.byRoute.get(`/${target}/`);
}

/**
 * @typedef {{
 *   url: string | null,
 *   problem: string | null,
 *   asset: {file: string, isPublic: boolean, to: 'docs' | 'static'} | null,
 * }} Rewrite
 * `url` null: drop the link, keep its text. `problem`: what to report. `asset`: a file to copy.
 */

/**
 * @param {PageInfo} target
 * @param {string | null} anchor
 * @returns {{anchor: string, problem: string | null}}
 */
function checkAnchor(target, anchor) {
  if (anchor === null || anchor === '') return {anchor: '', problem: null};
  if (target.anchors.has(anchor)) return {anchor: `#${encodeURI(anchor)}`, problem: null};
  return {
    anchor: '',
    problem: `anchor "#${anchor}" matches no heading of ${target.file}: the link now points at the page`,
  };
}

/**
 * A link or image of Markdown syntax, rewritten for Docusaurus.
 * @param {string} url
 * @param {PageInfo} page the page holding the link
 * @param {SiteIndex} site
 * @param {{image?: boolean}} [options]
 * @returns {Rewrite}
 */
export function rewriteMarkdownUrl(url, page, site, options = {}) {
  const target = resolveTarget(url, page.file, site);
  switch (target.kind) {
    case 'external':
      return {url, problem: null, asset: null};
    case 'hash': {
      if (target.anchor === '' || page.anchors.has(target.anchor)) return {url, problem: null, asset: null};
      return {
        url: null,
        problem: `link "${url}": no heading of this page has the anchor "#${target.anchor}"; the link was removed, its text kept`,
        asset: null,
      };
    }
    case 'page': {
      if (options.image) return {url: null, problem: `image "${url}" points at a page`, asset: null};
      const {anchor, problem} = checkAnchor(target.page, target.anchor);
      const rawPath = url.trim().split(/[?#]/)[0] ?? '';
      const keep =
        !rawPath.startsWith('/') &&
        /\.md$/i.test(rawPath) &&
        !isIndexFile(rawPath) &&
        path.posix.normalize(path.posix.join(path.posix.dirname(page.file), safeDecode(rawPath))) ===
          target.page.outFile;
      const link = keep ? rawPath : relativePath(page.outFile, target.page.outFile);
      return {url: `${link}${anchor}`, problem, asset: null};
    }
    case 'asset': {
      if (target.isPublic) {
        const from = path.posix.join('docs', path.posix.dirname(page.outFile));
        const link = path.posix.relative(from, path.posix.join('static', target.file));
        return {
          url: `${encodeURI(link)}${target.suffix}`,
          problem: null,
          asset: {file: target.file, isPublic: true, to: 'static'},
        };
      }
      const relative = !url.trim().startsWith('/');
      const link = relative ? url.trim() : `${encodeURI(relativePath(page.outFile, target.file))}${target.suffix}`;
      return {url: link, problem: null, asset: {file: target.file, isPublic: false, to: 'docs'}};
    }
    default:
      return {
        url: null,
        problem: `${options.image ? 'image' : 'link'} "${url}" points at ${target.path}, which is no page or file of the site; the ${options.image ? 'image was replaced by its text' : 'link was removed, its text kept'}`,
        asset: null,
      };
  }
}

/**
 * An address in HTML (`<a href>`, `<img src>`), rewritten to an absolute address: the canonical
 * address of a page, or the file's address in static/ (`pathname://` for links, so Docusaurus serves
 * the file rather than looking for a route).
 * @param {string} url
 * @param {PageInfo} page
 * @param {SiteIndex} site
 * @param {{image?: boolean}} [options]
 * @returns {Rewrite}
 */
export function rewriteHtmlUrl(url, page, site, options = {}) {
  const target = resolveTarget(url, page.file, site);
  switch (target.kind) {
    case 'external':
      return {url, problem: null, asset: null};
    case 'hash':
      return rewriteMarkdownUrl(url, page, site, options);
    case 'page': {
      const {anchor, problem} = checkAnchor(target.page, target.anchor);
      return {url: `${target.page.route}${anchor}`, problem, asset: null};
    }
    case 'asset': {
      const address = `/${encodeURI(target.file)}${target.suffix}`;
      return {
        url: options.image ? address : `pathname://${address}`,
        problem: null,
        asset: {file: target.file, isPublic: target.isPublic, to: 'static'},
      };
    }
    default:
      return {
        url: null,
        problem: `${options.image ? 'image' : 'link'} "${url}" points at ${target.path}, which is no page or file of the site`,
        asset: null,
      };
  }
}
