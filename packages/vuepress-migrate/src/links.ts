/**
 * Link targets resolved the way VuePress 1 resolved them, rewritten for Docusaurus:
 *   - Markdown links to pages become relative links to the output .md file (the build checks them);
 *   - Markdown links and images to files become relative paths (the bundler copies them): files
 *     next to the pages stay where they are under docs/, files of .vuepress/public go to static/;
 *   - links in HTML (<a href>, <img src>) use absolute addresses: the page's canonical address, or
 *     the file's address in static/, where a plain static host serves it as VuePress did.
 */
import path from 'node:path';
import {isIndexFile, relativePath, routeOfFile} from './paths';
import type {PageInfo, SiteIndex} from './types';

/** What a link points at. */
export type Target =
  | {readonly kind: 'external'}
  | {readonly kind: 'hash'; readonly anchor: string}
  | {readonly kind: 'page'; readonly page: PageInfo; readonly anchor: string | null}
  | {readonly kind: 'asset'; readonly file: string; readonly isPublic: boolean; readonly suffix: string}
  | {readonly kind: 'missing'; readonly path: string};

/** A file of the VuePress folder that a link or image uses, to copy into the output. */
export interface Asset {
  readonly file: string;
  readonly isPublic: boolean;
  readonly to: 'docs' | 'static';
}

/** A link rewritten for Docusaurus. */
export interface Rewrite {
  /** The new address; null: drop the link, keep its text. */
  readonly url: string | null;
  /** What to report. */
  readonly problem: string | null;
  /** A file to copy. */
  readonly asset: Asset | null;
}

export interface RewriteOptions {
  /** The address is an image's. */
  readonly image?: boolean;
  /** The link's text or the image's alt, for the report. */
  readonly label?: string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function safeDecode(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/**
 * What a link in `fromFile` points at, by VuePress 1 rules (`.md`, `.html`, folder and bare
 * addresses; README.md and index.html as the folder page).
 * @param fromFile source file of the page holding the link
 */
export function resolveTarget(url: string, fromFile: string, site: SiteIndex): Target {
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
  if (target === '.' || target === './' || target === '/') target = '';
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

/** @param target path relative to the source root, '' for the root */
function findPage(target: string, site: SiteIndex): PageInfo | undefined {
  if (target === '' || target.endsWith('/')) return site.byRoute.get(`/${target}`);
  if (/\.md$/i.test(target)) return site.byFile.get(target) ?? site.byRoute.get(routeOfFile(target));
  if (target.endsWith('.html')) {
    if (target === 'index.html' || target.endsWith('/index.html'))
      return site.byRoute.get(`/${target.slice(0, -'index.html'.length)}`);
    return site.byRoute.get(`/${target}`);
  }
  return site.byRoute.get(`/${target}.html`) ?? site.byRoute.get(`/${target}/`);
}

function checkAnchor(target: PageInfo, anchor: string | null): {anchor: string; problem: string | null} {
  if (anchor === null || anchor === '') return {anchor: '', problem: null};
  // The title's anchor: Docusaurus renders the title without an id, and the page starts there.
  if (anchor === target.titleAnchor) return {anchor: '', problem: null};
  if (target.anchors.has(anchor)) return {anchor: `#${encodeURI(anchor)}`, problem: null};
  return {
    anchor: '',
    problem: `anchor "#${anchor}" matches no heading of ${target.file}: the link now points at the page`,
  };
}

/** `[text]()`, `<a href="">`: VuePress rendered a link to nowhere; Docusaurus refuses to build it. */
function emptyTarget(options: RewriteOptions): Rewrite {
  const what = options.label === undefined ? '' : ` "${options.image ? '!' : ''}[${options.label}]()"`;
  return {
    url: null,
    problem: options.image
      ? `image${what} has an empty address; replaced by its text`
      : `link${what} has an empty target; the link was removed, its text kept`,
    asset: null,
  };
}

/**
 * A link or image of Markdown syntax, rewritten for Docusaurus.
 * @param page the page holding the link
 */
export function rewriteMarkdownUrl(
  url: string,
  page: PageInfo,
  site: SiteIndex,
  options: RewriteOptions = {},
): Rewrite {
  if (url.trim() === '') return emptyTarget(options);
  const target = resolveTarget(url, page.file, site);
  switch (target.kind) {
    case 'external':
      return {url, problem: null, asset: null};
    case 'hash': {
      if (target.anchor !== '' && target.anchor === page.titleAnchor)
        return {url: `./${path.posix.basename(page.outFile)}`, problem: null, asset: null};
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
 */
export function rewriteHtmlUrl(url: string, page: PageInfo, site: SiteIndex, options: RewriteOptions = {}): Rewrite {
  if (url.trim() === '') return emptyTarget(options);
  const target = resolveTarget(url, page.file, site);
  switch (target.kind) {
    case 'external':
      return {url, problem: null, asset: null};
    case 'hash':
      if (target.anchor !== '' && target.anchor === page.titleAnchor)
        return {url: page.route, problem: null, asset: null};
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
