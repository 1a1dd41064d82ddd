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

/** Query terms: every 61st term, two of its prefixes, three typing mistakes; and words not there. */
const queries = [
  ...terms
    .filter((_, i) => i % 61 === 0)
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
  expect(asked.length).toBeGreaterThan(100);
  expect(nonEmpty).toBeGreaterThan(asked.length / 4);
});
