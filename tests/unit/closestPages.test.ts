import {closestPages, editDistance, normalizeAddress} from '@site/src/lib/closestPages';

const pages = [
  '/',
  '/faq/',
  '/faq/bounties.html',
  '/faq/passphrases.html',
  '/guidebook/core/cli.html',
  '/guidebook/core/configuration.html',
  '/guidebook/core/plugins/required/core-p2p.html',
  '/tutorials/node/setup.html',
  '/tutorials/node/setupdevnet.html',
].map((path) => ({path}));

describe('closestPages', () => {
  it('normalizes what does not matter in an address', () => {
    expect(normalizeAddress('/FAQ/Index.html')).toBe('faq');
    expect(normalizeAddress('/faq/bounties.html')).toBe('faq/bounties');
    expect(normalizeAddress('/faq/bounties/')).toBe('faq/bounties');
  });

  it('measures edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('suggests the three closest addresses, closest first', () => {
    const suggested = closestPages('/guidebook/core/clii', pages).map((p) => p.path);
    expect(suggested).toHaveLength(3);
    expect(suggested.slice(0, 2)).toEqual(['/guidebook/core/cli.html', '/guidebook/core/configuration.html']);
    expect(closestPages('/tutorials/node/setup-devnet', pages)[0]?.path).toBe('/tutorials/node/setupdevnet.html');
    expect(closestPages('/faq/bounty', pages)[0]?.path).toBe('/faq/bounties.html');
  });

  it('returns at most the count asked, in a stable order on ties', () => {
    expect(closestPages('/zzz', pages, 3)).toHaveLength(3);
    expect(closestPages('/x', [{path: '/a'}, {path: '/b'}], 1)).toEqual([{path: '/a'}]);
  });
});
