import {isStrongMatch, rankHits, tierOf, type Hit} from '@site/src/lib/search/rank';
import {fixtureEngine, SMALL_FILES} from './fixture';

describe('rankHits', () => {
  const contexts = [
    {page: 0, opening: true},
    {page: 0, opening: false},
    {page: 1, opening: false},
    {page: 2, opening: true},
    {page: 2, opening: false},
  ];
  const contextOf = (id: number) => contexts[id] ?? {page: -1, opening: false};

  it('tells strong matches (the term or a completion of it) from fuzzy ones', () => {
    expect(isStrongMatch('forger', ['forger'])).toBe(true);
    expect(isStrongMatch('forgers', ['forger'])).toBe(true);
    expect(isStrongMatch('forged', ['forger'])).toBe(false);
  });

  it('puts a page title match first, then heading matches, then text, whatever the scores', () => {
    const hits: Hit[] = [
      {id: 1, score: 50, match: {forger: ['text']}},
      {id: 2, score: 5, match: {forger: ['heading']}},
      {id: 0, score: 1, match: {forger: ['title']}},
    ];
    const ranked = rankHits(hits, contextOf, ['forger']);
    expect(ranked.map((h) => [h.id, h.tier])).toEqual([
      [0, 0],
      [2, 1],
      [1, 2],
    ]);
  });

  it('orders by score within a tier', () => {
    const hits: Hit[] = [
      {id: 2, score: 1, match: {relay: ['text']}},
      {id: 4, score: 3, match: {relay: ['text']}},
    ];
    expect(rankHits(hits, contextOf, ['relay']).map((h) => h.id)).toEqual([4, 2]);
  });

  it('does not promote fuzzy matches in a title or heading', () => {
    const hit: Hit = {id: 2, score: 1, match: {forged: ['heading']}};
    expect(tierOf(hit, contextOf(2), ['forger'])).toBe(2);
  });

  it('drops sections that matched only through their page title', () => {
    const hits: Hit[] = [{id: 1, score: 9, match: {cli: ['title']}}];
    expect(rankHits(hits, contextOf, ['cli'])).toEqual([]);
  });

  it('keeps at most perPage sections of a page and at most limit results', () => {
    const many: Hit[] = [0, 1].map((id) => ({id, score: 10 - id, match: {x: ['text']}}));
    expect(rankHits(many, contextOf, ['x'], {perPage: 1}).map((h) => h.id)).toEqual([0]);
    expect(rankHits(many, contextOf, ['x'], {limit: 1}).map((h) => h.id)).toEqual([0]);
  });
});

// The same answers whether the index is one term shard and one text group or many of each.
describe.each([
  ['in one file of each kind', {}],
  ['in many small files', SMALL_FILES],
])('the search engine, its index %s', (_name, files) => {
  const {engine} = fixtureEngine(files);

  it('ranks the page titled "Forger" first, then the "Forger" heading, then mentions in text', async () => {
    const results = await engine.search('forger');
    expect(results.map((r) => r.url)).toEqual([
      '/guidebook/core/plugins/core-forger.html',
      '/guidebook/core/cli.html#forger',
      '/glossary/#terms',
      '/guidebook/core/cli.html',
    ]);
    expect(results.map((r) => r.tier)).toEqual([0, 1, 2, 2]);
  });

  it('deep-links to the heading and marks the matched words', async () => {
    const [, cliForger] = await engine.search('forger');
    expect(cliForger?.section.heading).toBe('Forger');
    expect(cliForger?.isMatch('forger')).toBe(true);
    expect(cliForger?.isMatch('relay')).toBe(false);
  });

  it('finds words still being typed and words with a typing mistake', async () => {
    expect((await engine.search('passph')).map((r) => r.url)).toEqual([
      '/guidebook/core/plugins/core-forger.html#configuration',
    ]);
    expect((await engine.search('pasphrase')).map((r) => r.url)).toEqual([
      '/guidebook/core/plugins/core-forger.html#configuration',
    ]);
  });

  it('needs every word, and falls back to any word when no section has them all', async () => {
    expect((await engine.search('relay peers')).map((r) => r.url)).toEqual(['/guidebook/core/cli.html#relay']);
    const any = (await engine.search('unvote peers')).map((r) => r.url);
    expect(any).toEqual(
      expect.arrayContaining(['/faq/voting-delegates.html#unvote', '/guidebook/core/cli.html#relay']),
    );
  });

  it('matches a section by its page title and its own heading or text together', async () => {
    expect((await engine.search('cli forger')).map((r) => r.url)).toEqual([
      '/guidebook/core/cli.html#forger',
      '/guidebook/core/cli.html',
    ]);
  });

  it('answers nothing for an empty query, stop words or unknown words', async () => {
    expect(await engine.search('')).toEqual([]);
    expect(await engine.search('the of')).toEqual([]);
    expect(await engine.search('zzzqqq')).toEqual([]);
  });
});

describe('ranking of several words', () => {
  const contextOf = (id: number) => ({page: id, opening: id === 0});
  it('promotes a title or heading only when it holds every word (the heading with the title)', () => {
    const terms = ['cli', 'forger'];
    expect(tierOf({id: 0, score: 1, match: {cli: ['title'], forger: ['text']}}, contextOf(0), terms)).toBe(2);
    expect(tierOf({id: 0, score: 1, match: {cli: ['title'], forger: ['title']}}, contextOf(0), terms)).toBe(0);
    expect(tierOf({id: 1, score: 1, match: {cli: ['title'], forger: ['heading']}}, contextOf(1), terms)).toBe(1);
    expect(tierOf({id: 1, score: 1, match: {cli: ['title', 'heading'], forger: ['text']}}, contextOf(1), terms)).toBe(
      2,
    );
  });
});
