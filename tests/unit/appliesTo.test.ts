import {
  compareReleases,
  formatAppliesTo,
  parseAppliesTo,
  releasesFromFolderNames,
  validateAppliesTo,
} from '@site/src/lib/appliesTo';

const RELEASES = ['2.0', '2.1', '2.2', '2.3', '2.4', '2.5', '2.6'];
const DASH = '\u2013';

describe('releasesFromFolderNames', () => {
  it('reads major.minor from the release folders, in order, and ignores other names', () => {
    expect(
      releasesFromFolderNames(['v2.6', 'index.md', 'v2.0.19', 'v2.1', 'v2.10', 'v2.2', 'notes', 'v2.1.3']),
    ).toEqual(['2.0', '2.1', '2.2', '2.6', '2.10']);
  });
});

describe('compareReleases', () => {
  it('compares numbers, not strings', () => {
    expect(compareReleases('2.9', '2.10')).toBeLessThan(0);
    expect(compareReleases('3.0', '2.6')).toBeGreaterThan(0);
    expect(compareReleases('2.4', '2.4')).toBe(0);
  });
});

describe('parseAppliesTo', () => {
  it.each([
    ['2.6', {from: '2.6', to: '2.6'}],
    [`2.0 ${DASH} 2.6`, {from: '2.0', to: '2.6'}],
    [`2.2 ${DASH} 2.4`, {from: '2.2', to: '2.4'}],
  ])('reads %s', (value, expected) => {
    expect(parseAppliesTo(value)).toEqual({ok: true, value: expected});
  });

  it.each([
    ['a hyphen', '2.0 - 2.6', `write a range as "2.0 ${DASH} 2.6" (an en dash, U+2013, with one space on each side)`],
    ['no spaces', `2.0${DASH}2.6`, `write a range as "2.0 ${DASH} 2.6"`],
    ['two spaces', `2.0  ${DASH} 2.6`, `write a range as "2.0 ${DASH} 2.6"`],
    ['an em dash', '2.0 \u2014 2.6', `write a range as "2.0 ${DASH} 2.6"`],
    ['words', '2.0 to 2.6', `write a range as "2.0 ${DASH} 2.6"`],
    [
      'a descending range',
      `2.6 ${DASH} 2.0`,
      `a range goes from the older release to the newer one ("2.0 ${DASH} 2.6")`,
    ],
    ['an empty range', `2.4 ${DASH} 2.4`, 'write one release as "2.4"'],
    ['a "v"', 'v2.6', 'write "2.6" without the "v"'],
    ['a patch release', '2.0.19', 'name the release as major.minor ("2.0"), not a patch'],
    ['an open range', '2.4+', 'is not a release such as "2.6"'],
    ['a word', 'latest', '"latest" is not a release such as "2.6"'],
    ['three releases', `2.0 ${DASH} 2.4 ${DASH} 2.6`, 'is not one release or one range'],
    ['spaces around', ' 2.6', 'has spaces around it'],
  ])('rejects %s', (_name, value, message) => {
    const result = parseAppliesTo(value);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(message);
  });

  it('asks for a quoted string when YAML read a number', () => {
    // `applies_to: 2.0` without quotes is the number 2.
    expect(parseAppliesTo(2)).toEqual({ok: false, error: 'applies_to must be a quoted string: write applies_to: "2"'});
    expect(parseAppliesTo(['2.0'])).toMatchObject({ok: false});
    expect(parseAppliesTo(undefined)).toMatchObject({ok: false});
  });
});

describe('validateAppliesTo', () => {
  it('accepts releases the site documents', () => {
    expect(validateAppliesTo(`2.0 ${DASH} 2.6`, RELEASES)).toEqual({ok: true, value: {from: '2.0', to: '2.6'}});
  });

  it('rejects a release the site does not document, naming the ones it does', () => {
    expect(validateAppliesTo(`2.2 ${DASH} 2.7`, RELEASES)).toEqual({
      ok: false,
      error: `applies_to "2.2 ${DASH} 2.7": 2.7 is no release the site documents (2.0, 2.1, 2.2, 2.3, 2.4, 2.5, 2.6)`,
    });
    expect(validateAppliesTo('1.0', RELEASES)).toMatchObject({ok: false});
  });

  it('reports format problems before unknown releases', () => {
    expect(validateAppliesTo('3.0 - 2.0', RELEASES)).toMatchObject({
      ok: false,
      error: expect.stringContaining('en dash'),
    });
  });
});

describe('formatAppliesTo', () => {
  it('writes the line shown under the title', () => {
    expect(formatAppliesTo({from: '2.0', to: '2.6'})).toBe(`Applies to Core 2.0 ${DASH} 2.6`);
    expect(formatAppliesTo({from: '2.6', to: '2.6'})).toBe('Applies to Core 2.6');
  });
});
