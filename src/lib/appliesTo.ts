/**
 * Front matter `applies_to`: the Core releases a page's instructions are for, one release
 * (`"2.6"`) or an ascending range (`"2.0 – 2.6"`, an en dash with one space on each side).
 * The content checker validates it against the releases the site documents (the folders of
 * `docs/releases/`, read with `releasesFromFolderNames`); the theme shows it under the page title.
 */

/** One Core release as the site names it: major and minor, `"2.6"`. */
export type Release = string;

export interface AppliesTo {
  readonly from: Release;
  readonly to: Release;
}

export type AppliesToResult = {ok: true; value: AppliesTo} | {ok: false; error: string};

export const RANGE_SEPARATOR = ' \u2013 ';

const RELEASE = /^\d+\.\d+$/;
const RELEASE_FOLDER = /^v(\d+)\.(\d+)(?:\.\d+)?$/;

/** The releases the site documents, from the folder names of `docs/releases/` (`v2.0.19` -> `2.0`), in order. */
export function releasesFromFolderNames(names: readonly string[]): Release[] {
  const releases = new Set<Release>();
  for (const name of names) {
    const match = RELEASE_FOLDER.exec(name);
    if (match) releases.add(`${Number(match[1])}.${Number(match[2])}`);
  }
  return [...releases].sort(compareReleases);
}

/** Orders `"2.10"` after `"2.9"`: negative when `a` comes first. */
export function compareReleases(a: Release, b: Release): number {
  const [aMajor = 0, aMinor = 0] = a.split('.').map(Number);
  const [bMajor = 0, bMinor = 0] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

function describeRelease(text: string): string | null {
  if (RELEASE.test(text)) return null;
  if (/^v\d/i.test(text)) return `write "${text.slice(1)}" without the "v"`;
  if (/^\d+\.\d+\.\d+$/.test(text))
    return `name the release as major.minor ("${text.split('.').slice(0, 2).join('.')}"), not a patch`;
  if (/^\d+\.\d+\.x$/i.test(text)) return `name the release as major.minor ("${text.slice(0, -2)}")`;
  return `"${text}" is not a release such as "2.6"`;
}

/**
 * Reads the value as written, without knowing which releases exist: one release or an ascending
 * range in the exact form `"2.0 – 2.6"`. Every error says what to write instead.
 */
export function parseAppliesTo(value: unknown): AppliesToResult {
  if (typeof value === 'number')
    return {ok: false, error: `applies_to must be a quoted string: write applies_to: "${value}"`};
  if (typeof value !== 'string')
    return {ok: false, error: 'applies_to must be a quoted string such as "2.6" or "2.0 – 2.6"'};
  if (value.trim() !== value || value === '')
    return {ok: false, error: `applies_to "${value}" has spaces around it or is empty`};
  const parts = value.split(/\s*[-\u2010-\u2015~]+\s*|\s+to\s+/);
  if (parts.length === 1) {
    const problem = describeRelease(value);
    return problem ? {ok: false, error: `applies_to: ${problem}`} : {ok: true, value: {from: value, to: value}};
  }
  if (parts.length !== 2)
    return {ok: false, error: `applies_to "${value}" is not one release or one range "2.0 – 2.6"`};
  const [from = '', to = ''] = parts;
  for (const part of [from, to]) {
    const problem = describeRelease(part);
    if (problem) return {ok: false, error: `applies_to "${value}": ${problem}`};
  }
  const canonical = `${from}${RANGE_SEPARATOR}${to}`;
  if (value !== canonical) {
    return {
      ok: false,
      error: `applies_to "${value}": write a range as "${canonical}" (an en dash, U+2013, with one space on each side)`,
    };
  }
  if (compareReleases(from, to) >= 0) {
    return {
      ok: false,
      error:
        compareReleases(from, to) === 0
          ? `applies_to "${value}": write one release as "${from}"`
          : `applies_to "${value}": a range goes from the older release to the newer one ("${to}${RANGE_SEPARATOR}${from}")`,
    };
  }
  return {ok: true, value: {from, to}};
}

/** `parseAppliesTo`, and both ends must be releases the site documents. */
export function validateAppliesTo(value: unknown, releases: readonly Release[]): AppliesToResult {
  const parsed = parseAppliesTo(value);
  if (!parsed.ok) return parsed;
  const unknown = [parsed.value.from, parsed.value.to].filter((r) => !releases.includes(r));
  if (unknown.length) {
    const known = releases.length ? releases.join(', ') : 'none found';
    return {
      ok: false,
      error: `applies_to "${String(value)}": ${[...new Set(unknown)].join(', ')} is no release the site documents (${known})`,
    };
  }
  return parsed;
}

/** The line under the title: "Applies to Core 2.6" or "Applies to Core 2.0 – 2.6". */
export function formatAppliesTo({from, to}: AppliesTo): string {
  return `Applies to Core ${from === to ? from : `${from}${RANGE_SEPARATOR}${to}`}`;
}
