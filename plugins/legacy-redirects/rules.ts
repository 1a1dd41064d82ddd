/**
 * What the legacy-redirects plugin writes, as pure functions of the redirect list
 * (`legacyRedirects()` of src/lib/legacyPath.ts over the docs' routes):
 *   - a redirect document for each page form `/x/y/`, written at `x/y/index.html`;
 *   - `_redirects`, the rules file Netlify reads;
 *   - `nginx-redirects.conf`, two nginx `map`s that give every legacy address its canonical one.
 */
import {escapeHtml} from '../../src/lib/escapeHtml';
import type {LegacyRedirect} from '../../src/lib/legacyPath';

export const NETLIFY_FILE = '_redirects';
export const NGINX_FILE = 'nginx-redirects.conf';
/** The variable the nginx include sets: the canonical address of a legacy one, or empty. */
export const NGINX_VARIABLE = '$swipechain_redirect';
/** The line the server block adds to answer with it (README "Hosting"). */
export const NGINX_SERVER_LINE = `if (${NGINX_VARIABLE}) { return 301 ${NGINX_VARIABLE}$is_args$args; }`;

/** A page form served as a folder: `/x/y/` is the file `x/y/index.html`. */
export const isFolderForm = (from: string): boolean => from.endsWith('/') && from !== '/';

/** The folder form `/x` of a folder `/x/`: the slash it lacks is all that differs. */
export const isBareFolder = ({from, to}: LegacyRedirect): boolean => to.endsWith('/') && from === to.slice(0, -1);

/** Where a redirect document lives in the build, for a folder form `/x/y/`. */
export function documentFile(from: string): string {
  if (!isFolderForm(from)) throw new Error(`${from} is not served as a folder`);
  return `${from.slice(1)}index.html`;
}

export interface RedirectPage {
  /** The canonical address. */
  readonly to: string;
  readonly title: string;
}

/**
 * A document that sends the reader to the canonical address, keeping query and hash. It loads
 * nothing: the script replaces the address at once; without JavaScript the refresh does (the
 * `<noscript>` keeps the two from racing), and the link is there for anyone whose browser does neither.
 */
export function redirectDocument(page: RedirectPage, site: {url: string; title: string; lang: string}): string {
  const href = escapeHtml(page.to);
  const title = escapeHtml(`${page.title} | ${site.title}`);
  // JSON is a valid JavaScript string literal; `<` is escaped so the text can never close the script.
  const target = JSON.stringify(page.to).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${escapeHtml(site.lang)}">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(`${site.url}${page.to}`)}">
<script>location.replace(${target} + location.search + location.hash)</script>
<noscript><meta http-equiv="refresh" content="0; url=${href}"></noscript>
</head>
<body>
<p>This page is at <a href="${href}">${escapeHtml(page.title)}</a>.</p>
</body>
</html>
`;
}

/**
 * Netlify's `_redirects`: a forced (`!`) 301 for each legacy form whose address a file of the build
 * answers (Netlify lets a file shadow a plain rule). Netlify keeps the query string. The folder
 * form `/x` is left to the host: Netlify matches rules with and without a trailing slash alike, so a
 * rule from `/x` to `/x/` would redirect `/x/` to itself.
 */
export function netlifyRedirects(redirects: readonly LegacyRedirect[], header: string): string {
  const rules = redirects.filter((redirect) => !isBareFolder(redirect));
  const width = Math.max(0, ...rules.map((r) => r.from.length));
  return `${header}\n${rules.map(({from, to}) => `${from.padEnd(width)}  ${to}  301!`).join('\n')}\n`;
}

/**
 * The nginx include, for the `http` block: `$swipechain_redirect` is the canonical address of the
 * path the client asked for, or empty. It reads `$request_uri` (the request line, unchanged by
 * internal redirects), not `$uri`: when nginx answers `/x/` with `/x/index.html` internally, that
 * must not redirect again. The server block answers with `NGINX_SERVER_LINE`.
 */
export function nginxInclude(redirects: readonly LegacyRedirect[], header: string): string {
  // nginx has no escape for `$` in a string, and a map key starting with `~` is a pattern: only
  // plain paths go in (every route of the site is one); anything else fails the build by name.
  const unsafe = redirects.flatMap(({from, to}) => [from, to]).filter((p) => !/^\/[\w.~/%-]*$/.test(p));
  if (unsafe.length) throw new Error(`legacy-redirects: addresses nginx cannot take as written: ${unsafe.join(', ')}`);
  const quote = (s: string) => `"${s}"`;
  const width = Math.max(0, ...redirects.map((r) => quote(r.from).length));
  // A bucket of nginx's map hash holds a key and two pointers; the default (64 bytes on most
  // machines) is too small for long addresses, and nginx refuses to start.
  let bucket = 64;
  while (bucket < Math.max(0, ...redirects.map((r) => r.from.length)) + 32) bucket *= 2;
  return `${header}
map_hash_bucket_size ${bucket};

map $request_uri $swipechain_request_path {
    "~^(?<swipechain_path>[^?]*)" $swipechain_path;
}

map $swipechain_request_path ${NGINX_VARIABLE} {
    default "";
${redirects.map(({from, to}) => `    ${quote(from).padEnd(width)} ${quote(to)};`).join('\n')}
}
`;
}
