/**
 * Front matter: the YAML block between two `---` lines at the very top of a page.
 */
import yaml from 'js-yaml';

export interface FrontMatterSplit {
  /** The YAML text between the `---` lines; null when the page has no front matter block. */
  readonly raw: string | null;
  /** The parsed mapping ({} without a block or for an empty one); null when it is not a valid YAML mapping. */
  readonly data: Record<string, unknown> | null;
  /** Why `data` is null: 'front matter is not a mapping', 'front matter is not valid YAML: …'. */
  readonly frontMatterError: string | null;
  /** The page after its front matter. */
  readonly body: string;
  /** The 1-based line of the file where `body` starts. */
  readonly bodyLine: number;
}

export interface FrontMatterOptions {
  /**
   * `default`: YAML as Docusaurus reads it (dates become Date objects); `core`: the YAML 1.2 core
   * types only, so a date stays the text it was (for front matter copied from another generator).
   */
  readonly schema?: 'default' | 'core';
}

const BLOCK = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** Splits a page into its front matter and its body. */
export function splitFrontMatter(source: string, options: FrontMatterOptions = {}): FrontMatterSplit {
  const match = BLOCK.exec(source);
  if (!match) return {raw: null, data: {}, frontMatterError: null, body: source, bodyLine: 1};
  const raw = match[1] ?? '';
  const body = source.slice(match[0].length);
  const bodyLine = match[0].split('\n').length;
  try {
    const data =
      raw.trim() === ''
        ? {}
        : yaml.load(raw, {schema: options.schema === 'core' ? yaml.CORE_SCHEMA : yaml.DEFAULT_SCHEMA});
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      return {raw, data: null, frontMatterError: 'front matter is not a mapping', body, bodyLine};
    }
    return {raw, data: data as Record<string, unknown>, frontMatterError: null, body, bodyLine};
  } catch (e) {
    return {
      raw,
      data: null,
      frontMatterError: `front matter is not valid YAML: ${(e as Error).message.split('\n')[0]}`,
      body,
      bodyLine,
    };
  }
}
