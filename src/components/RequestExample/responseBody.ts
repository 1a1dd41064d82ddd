/**
 * Reading and presenting a response body: at most MAX_BODY_BYTES are read (the rest is cancelled,
 * so a huge answer never fills the tab), JSON is pretty-printed, anything else stays plain text.
 */

/** The most of a body the page reads and shows: 100 KiB. */
export const MAX_BODY_BYTES = 100 * 1024;

export interface BodyText {
  readonly text: string;
  /** True when the body went on past the limit and was cut. */
  readonly truncated: boolean;
}

export type FormattedBody =
  | {readonly kind: 'empty'}
  | {readonly kind: 'json'; readonly text: string}
  | {readonly kind: 'text'; readonly text: string};

/** Reads a body stream as UTF-8, stopping after `limit` bytes. */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  limit: number = MAX_BODY_BYTES,
): Promise<BodyText> {
  if (body === null) return {text: '', truncated: false};
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) return {text: text + decoder.decode(), truncated: false};
    const room = limit - bytes;
    if (value.byteLength > room) {
      // A character cut in half at the limit is dropped rather than shown as garbage.
      text += decoder.decode(value.subarray(0, room), {stream: true});
      await reader.cancel().catch(() => undefined);
      return {text, truncated: true};
    }
    bytes += value.byteLength;
    text += decoder.decode(value, {stream: true});
  }
}

export function isJsonType(contentType: string | null): boolean {
  if (contentType === null) return false;
  const essence = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return essence === 'application/json' || essence.endsWith('+json') || essence === 'text/json';
}

/**
 * JSON (by Content-Type, and only when it parses) comes back indented by two spaces; everything
 * else, including a JSON body cut at the limit, stays as the server sent it.
 */
export function formatBody(body: BodyText, contentType: string | null): FormattedBody {
  if (body.text === '') return {kind: 'empty'};
  if (isJsonType(contentType) && !body.truncated) {
    try {
      return {kind: 'json', text: JSON.stringify(JSON.parse(body.text), null, 2)};
    } catch {
      // Declared as JSON but is not: show what arrived.
    }
  }
  return {kind: 'text', text: body.text};
}

/** "100 KB" for the note under a cut body. */
export function formatSize(bytes: number): string {
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`;
}
