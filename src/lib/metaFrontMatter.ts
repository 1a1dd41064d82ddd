/**
 * Front matter `meta`: a list of `{name, content}` pairs that become `<meta name content>` tags.
 * Anything else is a writer's mistake that must fail the build, naming the file.
 */
export interface MetaEntry {
  readonly name: string;
  readonly content: string;
}

export type MetaValidation = {ok: true; meta: MetaEntry[]} | {ok: false; error: string};

export function validateMeta(value: unknown): MetaValidation {
  if (value === undefined) return {ok: true, meta: []};
  if (!Array.isArray(value)) return {ok: false, error: '`meta` must be a list of {name, content} entries'};
  const meta: MetaEntry[] = [];
  for (const [i, entry] of value.entries()) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return {ok: false, error: `meta[${i}] must be an object with "name" and "content"`};
    }
    const {name, content, ...rest} = entry as Record<string, unknown>;
    if (typeof name !== 'string' || name.trim() === '')
      return {ok: false, error: `meta[${i}].name must be a non-empty string`};
    if (typeof content !== 'string') return {ok: false, error: `meta[${i}].content must be a string`};
    const extra = Object.keys(rest);
    if (extra.length) return {ok: false, error: `meta[${i}] has unknown key(s): ${extra.join(', ')}`};
    meta.push({name, content});
  }
  return {ok: true, meta};
}
