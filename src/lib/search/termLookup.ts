/**
 * Finding a query term's matches in the index's term list (`SearchMeta.terms`, sorted in code unit
 * order) without building a tree of it first: the exact term and its completions by binary search
 * (the terms that start with a prefix follow each other), near spellings by a scan that skips terms
 * whose length alone rules them out. The answers are MiniSearch's (`SearchableMap`'s `get`,
 * `atPrefix` and `fuzzyGet`: Levenshtein distance, no transpositions); tests/unit/searchTermLookup
 * checks that. Building that tree of every term took tens of milliseconds of the first keystroke.
 */

/** The first index i with terms[i] >= key (terms.length if none). */
function lowerBound(terms: readonly string[], key: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((terms[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The index of `term` in `terms`, or -1. */
export function exactTerm(terms: readonly string[], term: string): number {
  const i = lowerBound(terms, term);
  return terms[i] === term ? i : -1;
}

/** The indexes of the terms that start with `prefix` (the term itself included), ascending. */
export function prefixTerms(terms: readonly string[], prefix: string): number[] {
  const found: number[] = [];
  for (let i = lowerBound(terms, prefix); i < terms.length && (terms[i] as string).startsWith(prefix); i += 1)
    found.push(i);
  return found;
}

/**
 * Whether the Levenshtein distance of `a` and `b` is at most `max`. Only the band of cells within
 * `max` of the diagonal can stay within `max`; `previous` and `current` are scratch rows of at least
 * b.length + 1 cells.
 */
function within(a: string, b: string, max: number, previous: Int32Array, current: Int32Array): boolean {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return false;
  const outside = max + 1; // any value over max: a cell outside the band
  for (let j = 0; j <= m; j += 1) previous[j] = j <= max ? j : outside;
  let row = previous;
  let next = current;
  for (let i = 1; i <= n; i += 1) {
    const from = Math.max(1, i - max);
    const to = Math.min(m, i + max);
    next[from - 1] = from === 1 && i <= max ? i : outside;
    let best = next[from - 1] as number;
    const code = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j += 1) {
      const substitute = (row[j - 1] as number) + (code === b.charCodeAt(j - 1) ? 0 : 1);
      const remove = (row[j] as number) + 1;
      const insert = (next[j - 1] as number) + 1;
      let cell = substitute < remove ? substitute : remove;
      if (insert < cell) cell = insert;
      if (cell > outside) cell = outside;
      next[j] = cell;
      if (cell < best) best = cell;
    }
    if (to < m) next[to + 1] = outside;
    if (best > max) return false; // every later row only grows from here
    [row, next] = [next, row];
  }
  return (row[m] as number) <= max;
}

/** The indexes of the terms within `distance` edits of `term` (the term itself included), ascending. */
export function nearTerms(terms: readonly string[], term: string, distance: number): number[] {
  const found: number[] = [];
  const width = term.length + distance + 2;
  const previous = new Int32Array(width);
  const current = new Int32Array(width);
  for (let i = 0; i < terms.length; i += 1) {
    const candidate = terms[i] as string;
    if (within(term, candidate, distance, previous, current)) found.push(i);
  }
  return found;
}
