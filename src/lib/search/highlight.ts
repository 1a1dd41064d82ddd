/**
 * Marks the matched words of a result: in its page title, its heading and a short excerpt of its
 * text centred on the first match. Pure: returns segments that the component renders as <mark>.
 */
import {wordSpans} from './tokenize';

export interface Segment {
  readonly text: string;
  readonly match: boolean;
}

/** Tells whether a word (lowercase) is one of the words to mark. */
export type TermMatcher = (term: string) => boolean;

/**
 * Marks the words a result matched: the index terms the engine reports for it, fuzzy and prefix
 * matches included (`forgers` is marked for `forger`, `delegates` for `deleg`).
 */
export function termMatcher(matchedTerms: readonly string[]): TermMatcher {
  const exact = new Set(matchedTerms.map((t) => t.toLowerCase()));
  return (term) => exact.has(term);
}

/** Splits `text` into marked and unmarked segments; unmarked text between matches stays whole. */
export function highlight(text: string, isMatch: TermMatcher): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const span of wordSpans(text)) {
    if (!isMatch(span.term)) continue;
    if (span.start > last) segments.push({text: text.slice(last, span.start), match: false});
    segments.push({text: text.slice(span.start, span.end), match: true});
    last = span.end;
  }
  if (last < text.length) segments.push({text: text.slice(last), match: false});
  return segments;
}

export interface SnippetOptions {
  /** Longest excerpt, in characters, before the ellipses. */
  readonly maxLength?: number;
  /** Characters of text kept before the first match. */
  readonly context?: number;
}

const ELLIPSIS = '…';

/**
 * A short excerpt of `text` around its first marked word, cut at word boundaries, with an ellipsis
 * where text was left out, as segments. Without a match, the start of the text.
 */
export function snippet(text: string, isMatch: TermMatcher, options: SnippetOptions = {}): Segment[] {
  const {maxLength = 160, context = 40} = options;
  const spans = wordSpans(text);
  if (spans.length === 0) return [];
  const first = spans.find((s) => isMatch(s.term));
  let start = 0;
  if (first && first.end > maxLength) {
    // Begin at the first word that starts no more than `context` characters before the match.
    const from = Math.max(0, first.start - context);
    start = spans.find((s) => s.start >= from)?.start ?? first.start;
  }
  let end = text.length;
  if (end - start > maxLength) {
    const limit = start + maxLength;
    const lastWhole = [...spans].reverse().find((s) => s.end <= limit && s.start >= start);
    end = lastWhole?.end ?? limit;
  }
  const segments = highlight(text.slice(start, end), isMatch);
  if (start > 0) segments.unshift({text: ELLIPSIS, match: false});
  if (end < text.length) segments.push({text: ELLIPSIS, match: false});
  return mergePlain(segments);
}

/** Joins neighbouring unmarked segments. */
function mergePlain(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const segment of segments) {
    const previous = out.at(-1);
    if (previous && !previous.match && !segment.match)
      out[out.length - 1] = {text: previous.text + segment.text, match: false};
    else out.push(segment);
  }
  return out;
}
