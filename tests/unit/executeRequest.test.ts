import {
  executeRequest,
  REQUEST_TIMEOUT_MS,
  type FetchLike,
  type ResponseLike,
} from '@site/src/components/RequestExample/executeRequest';
import type {PreparedRequest} from '@site/src/components/RequestExample/buildRequest';

const REQUEST: PreparedRequest = {
  url: 'https://x.org/api/blocks',
  method: 'POST',
  headers: [['API-Version', '1']],
  body: 'a=1',
  dropped: [],
};

function response(status: number, text: string, contentType = 'application/json'): ResponseLike {
  return new Response(text, {status, headers: {'content-type': contentType}});
}

/** A fetch that never answers until its signal aborts it, as a silent node. */
const hanging: FetchLike = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

describe('executeRequest', () => {
  afterEach(() => jest.useRealTimers());

  it('sends the request as prepared and reads the answer', async () => {
    const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => response(201, '{"ok":true}'));
    let clock = 100;
    const outcome = await executeRequest(REQUEST, {fetch, now: () => (clock += 42)});
    expect(outcome).toEqual({
      kind: 'response',
      status: 201,
      statusText: '',
      contentType: 'application/json',
      body: {text: '{"ok":true}', truncated: false},
      elapsedMs: 42,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(REQUEST.url);
    expect(init).toMatchObject({method: 'POST', headers: [['API-Version', '1']], body: 'a=1', credentials: 'omit'});
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('returns HTTP errors as answers', async () => {
    const outcome = await executeRequest(REQUEST, {fetch: async () => response(404, '{"error":"nope"}')});
    expect(outcome).toMatchObject({kind: 'response', status: 404});
  });

  it('times out after 15 seconds and aborts the request', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const pending = executeRequest(REQUEST, {
      fetch: (url, init) => {
        signal = init.signal ?? undefined;
        return hanging(url, init);
      },
    });
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({kind: 'timeout'});
    expect(signal?.aborted).toBe(true);
  });

  it('is cancelled, without a probe, when the caller aborts', async () => {
    const caller = new AbortController();
    const fetch = jest.fn(hanging);
    const pending = executeRequest(REQUEST, {fetch, signal: caller.signal});
    caller.abort();
    await expect(pending).resolves.toEqual({kind: 'cancelled'});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the caller already aborted', async () => {
    const caller = new AbortController();
    caller.abort();
    const fetch = jest.fn(hanging);
    await expect(executeRequest(REQUEST, {fetch, signal: caller.signal})).resolves.toEqual({kind: 'cancelled'});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('calls it CORS when the request fails but a no-cors HEAD probe gets through', async () => {
    const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async (_url, init) => {
      if (init.mode === 'no-cors') return new Response(null, {status: 200});
      throw new TypeError('Failed to fetch');
    });
    await expect(executeRequest(REQUEST, {fetch})).resolves.toEqual({kind: 'cors'});
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({method: 'HEAD', mode: 'no-cors', credentials: 'omit'});
    expect(fetch.mock.calls[1]?.[1]).not.toHaveProperty('body');
  });

  it('calls it a network failure when the probe fails too', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(executeRequest(REQUEST, {fetch})).resolves.toEqual({kind: 'network'});
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not probe after an error that is not a fetch failure', async () => {
    const fetch = jest.fn(async () => {
      throw new Error('something else');
    });
    await expect(executeRequest(REQUEST, {fetch})).resolves.toEqual({kind: 'network'});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a probe that hangs ends in the timeout', async () => {
    jest.useFakeTimers();
    const fetch: FetchLike = (url, init) =>
      init.mode === 'no-cors' ? hanging(url, init) : Promise.reject(new TypeError('Failed to fetch'));
    const pending = executeRequest(REQUEST, {fetch});
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(pending).resolves.toEqual({kind: 'timeout'});
  });
});
