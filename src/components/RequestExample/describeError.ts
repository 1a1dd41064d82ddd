/**
 * Plain-language messages for everything that can go wrong with an example: a refused command, an
 * invalid "Run against" address, an HTTP error, a timeout, a CORS refusal and a network failure.
 * Each says what happened and what the reader can do. Pure.
 */
import {REQUEST_TIMEOUT_MS} from './executeRequest';
import {statusText} from './statusText';

export interface Message {
  readonly title: string;
  readonly detail: string;
}

/** A command the page will not send (see parseCurl). */
export function describeRefusal(problem: string): Message {
  return {
    title: 'This example cannot be run from the page',
    detail: `The command cannot be sent from a browser: ${problem}. Copy it and run it in a terminal instead.`,
  };
}

/** A RequestExample written wrongly (see extractCommand): no bash block, or more than one. */
export function describeMisuse(problem: string): Message {
  return {
    title: 'This example cannot be run from the page',
    detail: `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.`,
  };
}

/** The `message` or `error` a JSON error body carries, if any. */
export function errorBodyMessage(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  for (const key of ['message', 'error']) {
    const candidate = record[key];
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
    if (typeof candidate === 'object' && candidate !== null) {
      const nested = (candidate as Record<string, unknown>).message;
      if (typeof nested === 'string' && nested.trim() !== '') return nested.trim();
    }
  }
  return null;
}

export function isHttpError(status: number): boolean {
  return status >= 400;
}

export function describeHttpError(status: number, serverStatusText: string, body: string): Message {
  const label = `${status} ${statusText(status, serverStatusText)}`.trim();
  const reason = errorBodyMessage(body) ?? statusText(status);
  return {
    title: `The node answered with an error: ${label}`,
    detail: `${reason}${/[.!?]$/.test(reason) ? '' : '.'} Check the command's parameters, then try again.`,
  };
}

const LOOPBACK_HOST = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * True when a page served over https would send to a plain-http node that is not this computer,
 * which browsers block as mixed content.
 */
export function isBlockedMixedContent(pageUrl: string, target: string): boolean {
  const page = new URL(pageUrl);
  const url = new URL(target);
  return page.protocol === 'https:' && url.protocol === 'http:' && !LOOPBACK_HOST.test(url.hostname);
}

export interface FailureContext {
  /** The origin the request went to. */
  readonly origin: string;
  /** The address of the page the reader is on. */
  readonly pageUrl: string;
}

export function describeFailure(kind: 'timeout' | 'cors' | 'network', context: FailureContext): Message {
  const {origin, pageUrl} = context;
  const seconds = REQUEST_TIMEOUT_MS / 1000;
  switch (kind) {
    case 'timeout':
      return {
        title: `No answer within ${seconds} seconds`,
        detail: `The request to ${origin} was stopped after ${seconds} seconds without an answer. The node may be busy or syncing, or out of reach from your network. Try again in a moment, or run the command in a terminal.`,
      };
    case 'cors':
      return {
        title: 'The node answered, but your browser withheld the response',
        detail: `${origin} responded, but its CORS headers do not allow pages from ${new URL(pageUrl).origin} to read the answer, so your browser blocked it. Run the command in a terminal, or, if you operate the node, allow this origin in its CORS settings.`,
      };
    case 'network': {
      const mixed = isBlockedMixedContent(pageUrl, origin)
        ? ' This page is served over https, and browsers block its requests to plain http addresses other than your own computer: use an https address for the node.'
        : '';
      return {
        title: 'The request could not reach the node',
        detail: `Your browser could not connect to ${origin}. The node may be down, the address or port may be wrong, or a firewall, proxy or browser extension may have blocked the request.${mixed} Check the address and that the node is running, then try again.`,
      };
    }
  }
}
