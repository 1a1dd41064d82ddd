/**
 * The level for the "Example Response" heading: one below the heading the example sits under, so
 * the page outline stays in order wherever a writer puts the block.
 */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export function levelBelow(previous: number | null): HeadingLevel {
  if (previous === null) return 3;
  return Math.min(6, Math.max(2, previous + 1)) as HeadingLevel;
}

/** The level of the last heading before `element` in its article (or document), or null. */
export function precedingHeadingLevel(element: Element): number | null {
  const scope = element.closest('article') ?? element.ownerDocument;
  let level: number | null = null;
  for (const heading of Array.from(scope.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    if (element.contains(heading)) continue;
    if (heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) {
      level = Number(heading.tagName.slice(1));
    }
  }
  return level;
}
