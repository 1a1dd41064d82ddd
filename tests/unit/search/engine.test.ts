/**
 * The search engine over the index files (src/lib/search/engine.ts): what a query loads, and that
 * it answers as MiniSearch over the whole index does.
 */
import {searchIndexFiles} from '@site/plugins/site-content/search';
import {createSearchEngine} from '@site/src/lib/search/engine';
import {nearTerms} from '@site/src/lib/search/termLookup';
import type * as TermLookup from '@site/src/lib/search/termLookup';
import {termFile, textFile} from '@site/src/lib/search/types';
import {wholeIndexSearch} from '../../support/search';
import {FIXTURE, fixtureEngine, SMALL_FILES} from './fixture';

// The lookups run as they are; the test of their reuse counts the calls.
jest.mock('@site/src/lib/search/termLookup', () => {
  const actual = jest.requireActual<typeof TermLookup>('@site/src/lib/search/termLookup');
  return {...actual, nearTerms: jest.fn(actual.nearTerms)};
});

const whole = wholeIndexSearch(FIXTURE);

/** The file (term shard or text group) holding item n: the last whose first item is at most n. */
const fileOf = (starts: readonly number[], n: number) => starts.filter((start) => start <= n).length - 1;

const QUERIES = ['forger', 'relay peers', 'unvote peers', 'deleg', 'pasphrase', 'cli forger', 'vote', 'blocks', 'd'];

describe('the search engine over the index files', () => {
  it('splits the fixture into several files of each kind (what the other tests rely on)', () => {
    const {index} = fixtureEngine();
    expect(index.meta.termStarts.length).toBeGreaterThan(3);
    expect(index.meta.textStarts.length).toBeGreaterThan(3);
  });

  it.each(QUERIES)(
    'answers %p with the sections, order and scores of MiniSearch over the whole index',
    async (query) => {
      const {engine} = fixtureEngine();
      const hits = await engine.find(query);
      const expected = whole.hits(query);
      expect(hits.map((h) => [h.id, h.tier])).toEqual(expected.map((h) => [h.id, h.tier]));
      hits.forEach((hit, i) => expect(hit.score).toBeCloseTo(expected[i]?.score ?? NaN, 12));
    },
  );

  it.each(['relay', 'passph', 'pasphrase', 'unvote peers'])(
    'loads for %p only the term shards that hold its words, their completions and near spellings',
    async (query) => {
      const {engine, index, requested} = fixtureEngine();
      await engine.find(query);
      const {terms, termStarts} = index.meta;
      const shardOf = (term: string) => fileOf(termStarts, terms.indexOf(term));
      const expected = [...new Set([...whole.matchedTerms(query)].map((term) => termFile(shardOf(term))))];
      expect([...requested].sort()).toEqual(expected.sort());
      expect(requested.length).toBeLessThan(termStarts.length);
    },
  );

  it('loads the texts of the results it shows, and none to find pages', async () => {
    const {engine, index, requested} = fixtureEngine();
    await engine.find('delegate');
    expect(requested.filter((name) => name.startsWith('text-'))).toEqual([]);
    const results = await engine.search('delegate');
    const {textStarts} = index.meta;
    const groups = new Set(results.map((r) => textFile(fileOf(textStarts, r.id))));
    expect(new Set(requested.filter((name) => name.startsWith('text-')))).toEqual(groups);
    expect(groups.size).toBeLessThan(textStarts.length);
    expect(results.map((r) => r.section)).toEqual(results.map((r) => FIXTURE.sections[r.id]));
  });

  it('fetches each file once for a query typed letter by letter, even while the last is still loading', async () => {
    const {engine, requested} = fixtureEngine();
    const query = 'forger plugin';
    const typed = Array.from(query, (_, i) => query.slice(0, i + 1));
    await Promise.all(typed.slice(0, 5).map((q) => engine.search(q)));
    for (const q of typed.slice(5)) await engine.search(q);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested).toEqual([...new Set(requested)]);
  });

  it('answers at once when the files a query needs are loaded, and loads nothing for it otherwise', async () => {
    const {engine, requested} = fixtureEngine();
    expect(engine.searchLoaded('relay')).toBeUndefined();
    expect(requested).toEqual([]);
    const results = await engine.search('relay');
    expect(engine.searchLoaded('relay')?.map((r) => [r.url, r.score])).toEqual(results.map((r) => [r.url, r.score]));
    expect(engine.searchLoaded('zzzqqq')).toEqual([]);
  });

  it('asks again, on the next query, for a file that failed to load', async () => {
    const {meta, files} = searchIndexFiles(FIXTURE, SMALL_FILES);
    const requested: string[] = [];
    const engine = createSearchEngine(meta, async (name) => {
      requested.push(name);
      if (requested.length === 1) throw new Error('offline');
      return JSON.parse(files.get(name) ?? 'null') as unknown;
    });
    await expect(engine.search('relay')).rejects.toThrow('offline');
    const results = await engine.search('relay');
    expect(results.map((r) => r.url)).toContain('/guidebook/core/cli.html#relay');
    const first = requested[0] ?? '';
    expect(requested.filter((name) => name === first)).toHaveLength(2);
  });

  it('looks each query term up once while a query is typed on, and answers the same after forgetting', async () => {
    const near = jest.mocked(nearTerms);
    near.mockClear();
    const {engine} = fixtureEngine();
    await engine.search('forger relay');
    const typedOn = near.mock.calls.length;
    await engine.search('forger relay peers'); // one new term of five letters or more
    expect(near.mock.calls.length - typedOn).toBe(1);
    expect(near.mock.calls.at(-1)?.[1]).toBe('peers');
    // Past the number of terms kept, the lookups are redone, with the same answers.
    const before = await engine.find('relay peers');
    const calls = near.mock.calls.length;
    for (let i = 0; i < 300; i += 1) engine.searchLoaded(`forger${i}`);
    const after = await engine.find('relay peers');
    expect(near.mock.calls.length - calls).toBeGreaterThan(300);
    expect(after.map((h) => [h.id, h.score])).toEqual(before.map((h) => [h.id, h.score]));
  });
});
