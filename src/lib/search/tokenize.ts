/**
 * How text becomes search terms, the same for the index, the query and the highlighting:
 * split on white space, punctuation and symbols (so `core:start` is `core` + `start` and
 * `CORE_LOG_LEVEL` is `core` + `log` + `level`), lowercase, and drop common English words.
 */

/** Everything between two words: white space, punctuation (\p{P}) and symbols (\p{S}: `=`, `|`, `$`). */
export const SEPARATOR = /[\s\p{Z}\p{P}\p{S}]+/u;
const SEPARATOR_GLOBAL = new RegExp(SEPARATOR.source, 'gu');

/** Words too common to help find a page; leaving them out keeps the index small. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by can do does for from has have how i if in into is it its me my ' +
    'of on or our so than that the their them then there these they this to was we were what when ' +
    'which will with you your'
  ).split(' '),
);

/** The words of a text, in order, as written. */
export function tokenize(text: string): string[] {
  return text.split(SEPARATOR).filter(Boolean);
}

/** A word as the index keeps it (lowercase), or null when it is a stop word. */
export function processTerm(word: string): string | null {
  const term = word.toLowerCase();
  return term.length === 0 || STOP_WORDS.has(term) ? null : term;
}

/** The terms of a query, in order, without stop words or repeats. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const word of tokenize(query)) {
    const term = processTerm(word);
    if (term !== null && !terms.includes(term)) terms.push(term);
  }
  return terms;
}

export interface WordSpan {
  /** Offset of the word's first character in the text. */
  readonly start: number;
  readonly end: number;
  /** The word as a term (lowercase). */
  readonly term: string;
}

/** Every word of a text with its place, for highlighting. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  let start = 0;
  const push = (end: number) => {
    if (end > start) spans.push({start, end, term: text.slice(start, end).toLowerCase()});
  };
  for (const separator of text.matchAll(SEPARATOR_GLOBAL)) {
    push(separator.index);
    start = separator.index + separator[0].length;
  }
  push(text.length);
  return spans;
}
