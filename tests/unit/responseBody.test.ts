import {
  MAX_BODY_BYTES,
  formatBody,
  formatSize,
  isJsonType,
  readLimited,
} from '@site/src/components/RequestExample/responseBody';

function stream(...chunks: (string | Uint8Array)[]): {body: ReadableStream<Uint8Array>; cancelled: () => boolean} {
  let cancelled = false;
  const encoder = new TextEncoder();
  const queue = chunks.map((chunk) => (typeof chunk === 'string' ? encoder.encode(chunk) : chunk));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(next);
    },
    cancel() {
      cancelled = true;
    },
  });
  return {body, cancelled: () => cancelled};
}

describe('readLimited', () => {
  it('reads a whole small body', async () => {
    expect(await readLimited(stream('{"a":', '1}').body)).toEqual({text: '{"a":1}', truncated: false});
  });

  it('reads nothing from a missing body', async () => {
    expect(await readLimited(null)).toEqual({text: '', truncated: false});
  });

  it('keeps a character split across chunks', async () => {
    const bytes = new TextEncoder().encode('é');
    expect((await readLimited(stream(bytes.subarray(0, 1), bytes.subarray(1)).body)).text).toBe('é');
  });

  it('stops at the limit, says so and cancels the rest', async () => {
    const source = stream('a'.repeat(6), 'b'.repeat(6), 'c'.repeat(6));
    expect(await readLimited(source.body, 10)).toEqual({text: 'aaaaaabbbb', truncated: true});
    expect(source.cancelled()).toBe(true);
  });

  it('a body of exactly the limit is whole', async () => {
    expect(await readLimited(stream('a'.repeat(10)).body, 10)).toEqual({text: 'a'.repeat(10), truncated: false});
  });

  it('defaults to 100 KB', async () => {
    const result = await readLimited(stream('x'.repeat(MAX_BODY_BYTES + 5)).body);
    expect(MAX_BODY_BYTES).toBe(102_400);
    expect(result.text).toHaveLength(MAX_BODY_BYTES);
    expect(result.truncated).toBe(true);
  });
});

describe('formatBody', () => {
  it('pretty-prints JSON', () => {
    expect(formatBody({text: '{"a":[1]}', truncated: false}, 'application/json; charset=utf-8')).toEqual({
      kind: 'json',
      text: '{\n  "a": [\n    1\n  ]\n}',
    });
  });

  it('recognises +json types', () => {
    expect(formatBody({text: '{}', truncated: false}, 'application/problem+json').kind).toBe('json');
  });

  it('shows a body that claims to be JSON but is not as text', () => {
    expect(formatBody({text: '<html>', truncated: false}, 'application/json')).toEqual({kind: 'text', text: '<html>'});
  });

  it('shows a cut JSON body as text', () => {
    expect(formatBody({text: '{"a":', truncated: true}, 'application/json')).toEqual({kind: 'text', text: '{"a":'});
  });

  it('keeps other types as text, even when they look like JSON', () => {
    expect(formatBody({text: '{"a":1}', truncated: false}, 'text/plain')).toEqual({kind: 'text', text: '{"a":1}'});
    expect(formatBody({text: 'ok', truncated: false}, null)).toEqual({kind: 'text', text: 'ok'});
  });

  it('knows an empty body', () => {
    expect(formatBody({text: '', truncated: false}, 'application/json')).toEqual({kind: 'empty'});
  });
});

describe('isJsonType and formatSize', () => {
  it('isJsonType', () => {
    expect(isJsonType('Application/JSON')).toBe(true);
    expect(isJsonType('text/html')).toBe(false);
    expect(isJsonType(null)).toBe(false);
  });
  it('formatSize', () => {
    expect(formatSize(MAX_BODY_BYTES)).toBe('100 KB');
    expect(formatSize(512)).toBe('512 bytes');
  });
});
