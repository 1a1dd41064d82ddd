/**
 * Search finds a query term's matches in the sorted term list by binary search and a scan
 * (src/lib/search/termLookup.ts) instead of building MiniSearch's SearchableMap of every term on the
 * first keystroke. The answers must be the tree's, or ranking would change: compared here over the
 * terms of the real pages, for terms, their prefixes, typing mistakes and words not in the list.
 *
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import SearchableMap from 'minisearch/SearchableMap';
import {exactTerm, nearTerms, prefixTerms} from '../../src/lib/search/termLookup';
import {processTerm, tokenize} from '../../src/lib/search/tokenize';

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const words = new Set<string>();
for (const file of markdownFiles(path.join(__dirname, '../../docs')))
  for (const token of tokenize(fs.readFileSync(file, 'utf8'))) {
    const term = processTerm(token);
    if (term) words.add(term);
  }
// Sorted in code unit order, as the build writes SearchMeta.terms.
const terms = [...words].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const tree = SearchableMap.from(terms.map((term, i): [string, number] => [term, i]));
const ascending = (xs: Iterable<number>) => [...xs].sort((a, b) => a - b);

/** Query terms: every 97th term, two of its prefixes, three typing mistakes; and words not there. */
const queries = [
  ...terms
    .filter((_, i) => i % 97 === 0)
    .flatMap((term) => [
      term,
      term.slice(0, 2),
      term.slice(0, Math.ceil(term.length / 2)),
      term.slice(1),
      `${term.slice(0, 2)}x${term.slice(3)}`,
      `${term}s`,
    ]),
  'zzqxvw',
  'delegat',
  'trnsaction',
  'ω',
  'a',
];

test('the term list is the real one, large enough to mean something', () => {
  expect(terms.length).toBeGreaterThan(3000);
  expect(terms).toContain('delegate');
});

const fuzzyQueries = queries.filter((q) => q.length >= 5); // the engine asks for near spellings from 5 letters
const treeNear = (q: string, d: number) => ascending([...tree.fuzzyGet(q, d).values()].map(([i]) => i));

test.each([
  [
    'exact',
    queries,
    (q: string) => [exactTerm(terms, q)].filter((i) => i >= 0),
    (q: string) => [tree.get(q)].flatMap((i) => (i === undefined ? [] : [i])),
  ],
  ['prefix', queries, (q: string) => prefixTerms(terms, q), (q: string) => ascending(tree.atPrefix(q).values())],
  ['one edit', fuzzyQueries, (q: string) => nearTerms(terms, q, 1), (q: string) => treeNear(q, 1)],
  ['two edits', fuzzyQueries, (q: string) => nearTerms(terms, q, 2), (q: string) => treeNear(q, 2)],
  [
    'three edits',
    fuzzyQueries.filter((q) => q.length >= 8),
    (q: string) => nearTerms(terms, q, 3),
    (q: string) => treeNear(q, 3),
  ],
])('%s matches are those of MiniSearch’s SearchableMap', (_kind, asked, ours, theirs) => {
  let nonEmpty = 0;
  const differing: {query: string; ours: number[]; theirs: number[]}[] = [];
  for (const query of asked) {
    const [a, b] = [ours(query), theirs(query)];
    if (a.length !== b.length || a.some((x, i) => x !== b[i])) differing.push({query, ours: a, theirs: b});
    if (b.length > 0) nonEmpty += 1;
  }
  expect(differing).toEqual([]);
  // The comparison covers queries that match, not only ones that find nothing.
  expect(asked.length).toBeGreaterThan(60);
  expect(nonEmpty).toBeGreaterThan(asked.length / 4);
});

/** Levenshtein distance over the whole matrix: what the banded check must agree with. */
function distance(a: string, b: string): number {
  let row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1)
      next[j] = Math.min(
        (row[j] as number) + 1,
        (next[j - 1] as number) + 1,
        (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length] as number;
}

test('near spellings agree with the full edit distance and with SearchableMap on random words, empty and non-BMP ones included', () => {
  // A small alphabet, so that near spellings are common; one letter is a surrogate pair.
  const alphabet = ['a', 'b', 'c', 'é', '😀'];
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const word = () =>
    Array.from({length: Math.floor(random() * 7)}, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  let matched = 0;
  for (let round = 0; round < 40; round += 1) {
    const list = [...new Set(Array.from({length: 60}, word))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const map = SearchableMap.from(list.map((term, i): [string, number] => [term, i]));
    for (let k = 0; k < 10; k += 1) {
      const query = word();
      for (const max of [0, 1, 2, 3]) {
        const ours = nearTerms(list, query, max);
        expect({query, max, ours}).toEqual({
          query,
          max,
          ours: list.flatMap((term, i) => (distance(query, term) <= max ? [i] : [])),
        });
        expect(ours).toEqual(ascending([...map.fuzzyGet(query, max).values()].map(([i]) => i)));
        matched += ours.length;
      }
      expect(prefixTerms(list, query)).toEqual(ascending(map.atPrefix(query).values()));
      expect(exactTerm(list, query)).toBe(map.get(query) ?? -1);
    }
  }
  expect(matched).toBeGreaterThan(1000);
});
