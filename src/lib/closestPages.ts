/**
 * Pages whose addresses are closest to one that was not found, for the not-found page.
 * Closeness is the edit distance between normalized addresses (case, `.html`, `index.html` and
 * slashes do not count), so `/guidebook/core/clii` suggests `/guidebook/core/cli.html` first.
 */
export function normalizeAddress(address: string): string {
  return address
    .toLowerCase()
    .replace(/\/index\.html$/, '/')
    .replace(/\.html?$/, '')
    .replace(/\/+$/, '')
    .replace(/^\/+/, '');
}

/** Levenshtein distance, two rows of memory. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

export function closestPages<T extends {path: string}>(address: string, pages: readonly T[], count = 3): T[] {
  const target = normalizeAddress(address);
  return pages
    .map((page, order) => ({page, order, distance: editDistance(target, normalizeAddress(page.path))}))
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, count)
    .map((entry) => entry.page);
}
