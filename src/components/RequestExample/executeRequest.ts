/**
 * Sends a prepared request once and says what happened. No React: the component passes a signal
 * that fires when the page is left, and this module adds the 15-second timeout.
 *
 * A browser reports a refusal by its cross-origin rules (CORS) and a network failure the same way,
 * as a TypeError from fetch. To tell them apart, a failed request is followed by a probe: a HEAD
 * request to the same URL in `no-cors` mode. A probe is a safe method, needs no preflight, and its
 * (opaque) answer cannot be read, but it arrives whenever the node is reachable: so a probe that
 * succeeds means the node answered and CORS withheld the answer; a probe that fails too means the
 * node could not be reached at all.
 */
import type {PreparedRequest} from './buildRequest';
import {readLimited, type BodyText} from './responseBody';

/** How long a reader waits for an answer before the request is stopped. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The part of a fetch Response this module reads. */
export interface ResponseLike {
  readonly status: number;
  readonly statusText: string;
  readonly headers: {get(name: string): string | null};
  readonly body: ReadableStream<Uint8Array> | null;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<ResponseLike>;

export type Outcome =
  | {
      readonly kind: 'response';
      readonly status: number;
      readonly statusText: string;
      readonly contentType: string | null;
      readonly body: BodyText;
      readonly elapsedMs: number;
    }
  | {readonly kind: 'timeout'}
  | {readonly kind: 'cors'}
  | {readonly kind: 'network'}
  /** The page was left (or the caller aborted); there is nobody to tell. */
  | {readonly kind: 'cancelled'};

export interface ExecuteOptions {
  /** Aborts the request, for example when the component unmounts. */
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  readonly fetch?: FetchLike;
  readonly now?: () => number;
}

export async function executeRequest(request: PreparedRequest, options: ExecuteOptions = {}): Promise<Outcome> {
  const {signal, timeoutMs = REQUEST_TIMEOUT_MS} = options;
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const now = options.now ?? (() => performance.now());
  if (signal?.aborted) return {kind: 'cancelled'};

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = (): void => controller.abort();
  signal?.addEventListener('abort', cancel);
  const stopped = (): Outcome | null => {
    if (timedOut) return {kind: 'timeout'};
    if (controller.signal.aborted) return {kind: 'cancelled'};
    return null;
  };

  const started = now();
  try {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers.map(([name, value]): [string, string] => [name, value]),
      body: request.body,
      signal: controller.signal,
      // The reader's cookies for the node are none of the example's business.
      credentials: 'omit',
      cache: 'no-store',
    });
    const body = await readLimited(response.body);
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      contentType: response.headers.get('content-type'),
      body,
      elapsedMs: Math.max(0, Math.round(now() - started)),
    };
  } catch (error) {
    const stop = stopped();
    if (stop !== null) return stop;
    if (!(error instanceof TypeError)) return {kind: 'network'};
    try {
      await fetchImpl(request.url, {
        method: 'HEAD',
        mode: 'no-cors',
        credentials: 'omit',
        cache: 'no-store',
        signal: controller.signal,
      });
      return stopped() ?? {kind: 'cors'};
    } catch {
      return stopped() ?? {kind: 'network'};
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
