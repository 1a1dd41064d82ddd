/**
 * Turns a parsed curl command into the request a browser sends: curl's defaults (POST when there is
 * a body, a form Content-Type, `-G` data in the query), Basic auth from -u, and the node the reader
 * chose in "Run against". Pure.
 */
import type {CurlCommand, Header} from './parseCurl';

export interface PreparedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: readonly Header[];
  readonly body: string | null;
  /** Headers the command sets that a browser will not let a page send. */
  readonly dropped: readonly string[];
}

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * Request headers a page cannot set (the Fetch standard's forbidden names, and User-Agent, which
 * Chromium still ignores); the browser would drop them silently, so we say so instead.
 */
const FORBIDDEN_HEADERS = new Set([
  'accept-charset',
  'accept-encoding',
  'access-control-request-headers',
  'access-control-request-method',
  'connection',
  'content-length',
  'cookie',
  'cookie2',
  'date',
  'dnt',
  'expect',
  'host',
  'keep-alive',
  'origin',
  'referer',
  'set-cookie',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'user-agent',
  'via',
]);

export function isForbiddenHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return FORBIDDEN_HEADERS.has(lower) || lower.startsWith('proxy-') || lower.startsWith('sec-');
}

/** Base64 of the UTF-8 bytes, as curl encodes `-u user:password`. */
export function basicAuth(name: string, password: string): string {
  const bytes = new TextEncoder().encode(`${name}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** The command's URL without its fragment, moved to `origin` when one is given. */
export function targetUrl(commandUrl: string, origin: string | null): string {
  const url = new URL(commandUrl);
  const base = origin ?? url.origin;
  return `${base}${url.pathname}${url.search}`;
}

export function buildRequest(command: CurlCommand, origin: string | null = null): PreparedRequest {
  const data = command.data.join('&');
  const hasData = command.data.length > 0;
  let url = targetUrl(command.url, origin);
  if (hasData && command.get) url += `${url.includes('?') ? '&' : '?'}${data}`;
  const body = hasData && !command.get ? data : null;

  const defaultMethod = command.head ? 'HEAD' : body !== null ? 'POST' : 'GET';
  const method = command.method ?? defaultMethod;

  const headers: Header[] = [...command.headers];
  const has = (name: string): boolean => headers.some(([n]) => n.toLowerCase() === name);
  if (body !== null && !has('content-type')) headers.push(['Content-Type', FORM_CONTENT_TYPE]);
  if (command.user !== null && !has('authorization')) {
    headers.push(['Authorization', basicAuth(command.user.name, command.user.password)]);
  }
  if (command.userAgent !== null && !has('user-agent')) headers.push(['User-Agent', command.userAgent]);
  if (command.cookie !== null && !has('cookie')) headers.push(['Cookie', command.cookie]);

  const dropped = [...new Set(headers.filter(([name]) => isForbiddenHeader(name)).map(([name]) => name))];
  return {
    url,
    method,
    headers: headers.filter(([name]) => !isForbiddenHeader(name)),
    body,
    dropped,
  };
}

/** "GET /api/blocks": names an example for assistive technology. */
export function requestLabel(command: CurlCommand): string {
  return `${buildRequest(command).method} ${new URL(command.url).pathname}`;
}
