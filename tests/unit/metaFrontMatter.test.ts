import {validateMeta} from '@site/src/lib/metaFrontMatter';

describe('validateMeta', () => {
  it('accepts no meta and a list of name/content pairs', () => {
    expect(validateMeta(undefined)).toEqual({ok: true, meta: []});
    expect(validateMeta([{name: 'keywords', content: 'delegate, vote'}])).toEqual({
      ok: true,
      meta: [{name: 'keywords', content: 'delegate, vote'}],
    });
  });

  it.each([
    ['a string', 'keywords', '`meta` must be a list of {name, content} entries'],
    ['an object', {name: 'a', content: 'b'}, '`meta` must be a list of {name, content} entries'],
    ['a list of strings', ['keywords'], 'meta[0] must be an object with "name" and "content"'],
    ['an entry without a name', [{content: 'x'}], 'meta[0].name must be a non-empty string'],
    ['an empty name', [{name: ' ', content: 'x'}], 'meta[0].name must be a non-empty string'],
    [
      'a numeric content',
      [
        {name: 'a', content: 'ok'},
        {name: 'b', content: 3},
      ],
      'meta[1].content must be a string',
    ],
    ['an unknown key', [{name: 'a', content: 'b', property: 'og:title'}], 'meta[0] has unknown key(s): property'],
  ])('rejects %s', (_case, value, error) => {
    expect(validateMeta(value)).toEqual({ok: false, error});
  });
});
