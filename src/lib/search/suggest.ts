/**
 * Pages to suggest on the not-found page, from the words of the address that was asked for:
 * `/guidebook/core/forger-plugin.html` looks for "guidebook core forger plugin", any word may match,
 * and the last part of the address (usually the page's own name) counts double.
 */
import type {SearchEngine} from './engine';
import type {SearchPage} from './types';

/** Parts of an address that say nothing about the page. */
const NOISE = new Set(['html', 'htm', 'md', 'mdx', 'index', 'php', 'aspx', 'www']);

/** The words of an address, in order: `/faq/Bounties_v2.html` -> ['faq', 'bounties', 'v2']. */
export function wordsFromPath(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: use the address as it is.
  }
  return decoded
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !NOISE.has(word));
}

/**
 * Up to `n` pages for the words of `pathname`, best first, each page once. A page whose title
 * matches comes before one that only mentions the words. Loads the index's term shards for the
 * words, not the sections' texts.
 */
export async function suggestPages(engine: SearchEngine, pathname: string, n = 5): Promise<SearchPage[]> {
  const words = wordsFromPath(pathname);
  if (words.length === 0 || n <= 0) return [];
  // The last segment of the address weighs more than the folders above it.
  const lastSegment = new Set(wordsFromPath(pathname.split('/').filter(Boolean).at(-1) ?? ''));
  const hits = await engine.find(words.join(' '), {
    combineWith: 'OR',
    limit: 200,
    perPage: 1,
    boostTerm: (term) => (lastSegment.has(term) ? 2 : 1),
  });
  const pages: SearchPage[] = [];
  for (const hit of hits) {
    if (!pages.includes(hit.page)) pages.push(hit.page);
    if (pages.length >= n) break;
  }
  return pages;
}
