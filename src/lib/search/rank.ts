/**
 * The order of search results. The engine scores each section (BM25 with field boosts, prefix and
 * fuzzy matches worth less); this module then puts, whatever their score:
 *   1. the opening of a page whose title holds every query term,
 *   2. sections whose heading holds a query term and whose heading and page title together hold
 *      them all (`cli forger` finds "forger:run" of "Command Line Interface"),
 *   3. everything else (body text, code, partial or fuzzy-only matches),
 * and keeps a few sections per page so that one long page does not fill the list.
 * A term "holds" when a word equals it or starts with it; a fuzzy neighbour (`forged` for
 * `forger`) only counts for the score.
 */

/** The fields the engine indexes for every section. */
export type SearchField = 'title' | 'heading' | 'text';

/** One section the engine found, as it reports it. */
export interface Hit {
  /** Index of the section in the index data. */
  readonly id: number;
  readonly score: number;
  /** Each matched index term and the fields it matched in. */
  readonly match: Readonly<Record<string, readonly string[]>>;
}

export interface HitContext {
  /** The section's page (index into the pages). */
  readonly page: number;
  /** True for the page's opening (the part before its first heading). */
  readonly opening: boolean;
}

export type Tier = 0 | 1 | 2;

export interface RankOptions {
  /** Most results in all. */
  readonly limit?: number;
  /** Most sections of one page. */
  readonly perPage?: number;
}

export type Ranked<H extends Hit> = H & {readonly tier: Tier};

/** Whether an index term is a query term or a completion of one (not just a fuzzy neighbour). */
export function isStrongMatch(indexTerm: string, queryTerms: readonly string[]): boolean {
  return queryTerms.some((q) => indexTerm === q || indexTerm.startsWith(q));
}

function matchedIn(hit: Hit, field: SearchField, queryTerms: readonly string[], strong: boolean): boolean {
  return Object.entries(hit.match).some(
    ([term, fields]) => fields.includes(field) && (!strong || isStrongMatch(term, queryTerms)),
  );
}

/** The query terms that a word of one of `fields` holds. */
function termsHeldIn(hit: Hit, fields: readonly SearchField[], queryTerms: readonly string[]): Set<string> {
  const held = new Set<string>();
  for (const [term, matchedFields] of Object.entries(hit.match)) {
    if (!matchedFields.some((f) => fields.includes(f as SearchField))) continue;
    for (const q of queryTerms) if (term === q || term.startsWith(q)) held.add(q);
  }
  return held;
}

/** The tier of a hit (see the file's comment). */
export function tierOf(hit: Hit, context: HitContext, queryTerms: readonly string[]): Tier {
  const all = (held: Set<string>) => queryTerms.length > 0 && queryTerms.every((q) => held.has(q));
  if (context.opening && all(termsHeldIn(hit, ['title'], queryTerms))) return 0;
  if (termsHeldIn(hit, ['heading'], queryTerms).size > 0 && all(termsHeldIn(hit, ['title', 'heading'], queryTerms)))
    return 1;
  return 2;
}

/**
 * Orders the engine's hits: by tier, then score, then place in the site. Drops sections that only
 * matched through their page's title (the page's opening stands for them) and keeps at most
 * `perPage` sections of a page.
 */
export function rankHits<H extends Hit>(
  hits: readonly H[],
  contextOf: (id: number) => HitContext,
  queryTerms: readonly string[],
  {limit = 20, perPage = 3}: RankOptions = {},
): Ranked<H>[] {
  const ranked = hits
    .filter((hit) => {
      const context = contextOf(hit.id);
      return (
        context.opening || matchedIn(hit, 'heading', queryTerms, false) || matchedIn(hit, 'text', queryTerms, false)
      );
    })
    .map((hit) => ({...hit, tier: tierOf(hit, contextOf(hit.id), queryTerms)}))
    .sort((a, b) => a.tier - b.tier || b.score - a.score || a.id - b.id);
  const perPageCount = new Map<number, number>();
  const out: Ranked<H>[] = [];
  for (const hit of ranked) {
    const page = contextOf(hit.id).page;
    const count = perPageCount.get(page) ?? 0;
    if (count >= perPage) continue;
    perPageCount.set(page, count + 1);
    out.push(hit);
    if (out.length >= limit) break;
  }
  return out;
}
