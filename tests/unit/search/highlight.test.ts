import {highlight, snippet, termMatcher} from '@site/src/lib/search/highlight';
import {processTerm, queryTerms, tokenize, wordSpans} from '@site/src/lib/search/tokenize';

const marked = (segments: {text: string; match: boolean}[]) => segments.filter((s) => s.match).map((s) => s.text);
const joined = (segments: {text: string}[]) => segments.map((s) => s.text).join('');

describe('tokenize', () => {
  it('splits on white space, punctuation and symbols', () => {
    expect(tokenize('Run `core:start` with CORE_LOG_LEVEL=debug, then p2p.')).toEqual([
      'Run',
      'core',
      'start',
      'with',
      'CORE',
      'LOG',
      'LEVEL',
      'debug',
      'then',
      'p2p',
    ]);
  });

  it('lowercases terms and drops stop words', () => {
    expect(processTerm('Forger')).toBe('forger');
    expect(processTerm('The')).toBeNull();
    expect(queryTerms('How do I vote for the delegate, vote?')).toEqual(['vote', 'delegate']);
  });

  it('knows where each word is', () => {
    expect(wordSpans('a forger, a relay')).toEqual([
      {start: 0, end: 1, term: 'a'},
      {start: 2, end: 8, term: 'forger'},
      {start: 10, end: 11, term: 'a'},
      {start: 12, end: 17, term: 'relay'},
    ]);
  });
});

describe('highlight', () => {
  it('marks every matched word and keeps the text whole', () => {
    const text = 'Start the Forger, then check the forger log.';
    const segments = highlight(text, termMatcher(['forger']));
    expect(joined(segments)).toBe(text);
    expect(marked(segments)).toEqual(['Forger', 'forger']);
    expect(segments[0]).toEqual({text: 'Start the ', match: false});
  });

  it('marks the fuzzy and prefix matches the engine reports', () => {
    expect(marked(highlight('forgers and forging', termMatcher(['forgers'])))).toEqual(['forgers']);
    expect(marked(highlight('delegate delegates deleted', termMatcher(['delegate', 'delegates'])))).toEqual([
      'delegate',
      'delegates',
    ]);
  });

  it('does not mark words that only contain a term', () => {
    expect(marked(highlight('unforgeable reforger', termMatcher(['forger'])))).toEqual([]);
  });

  it('returns one plain segment when nothing matches', () => {
    expect(highlight('nothing here', termMatcher(['forger']))).toEqual([{text: 'nothing here', match: false}]);
  });
});

describe('snippet', () => {
  const long = `${'word '.repeat(60)}the forger signs blocks ${'tail '.repeat(60)}`.trim();

  it('centres the excerpt on the first match, cut at word boundaries with ellipses', () => {
    const segments = snippet(long, termMatcher(['forger']), {maxLength: 80, context: 20});
    const text = joined(segments);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(marked(segments)).toEqual(['forger']);
    const inner = text.slice(1, -1);
    expect(inner.length).toBeLessThanOrEqual(80);
    expect(inner).toMatch(/^word\b/);
    expect(inner).toMatch(/\btail$/);
  });

  it('starts at the beginning when the first match is near it', () => {
    const text = joined(snippet('The forger signs blocks.', termMatcher(['forger'])));
    expect(text).toBe('The forger signs blocks.');
  });

  it('shows the start of the text when nothing matches, and nothing for empty text', () => {
    expect(joined(snippet(long, termMatcher(['absent']), {maxLength: 20}))).toBe('word word word word…');
    expect(snippet('', termMatcher(['x']))).toEqual([]);
  });
});
