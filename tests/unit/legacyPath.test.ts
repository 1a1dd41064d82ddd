import {legacyCandidates, redirectTarget, resolveLegacyPath} from '@site/src/lib/legacyPath';

const routes = new Set(['/', '/faq/', '/faq/bounties.html', '/tutorials/iot/boards/esp32-adafruit/', '/guidebook/core/cli.html']);
const isRoute = (p: string) => routes.has(p);

describe('legacyCandidates', () => {
  it('turns /x/index.html into the folder /x/ only', () => {
    expect(legacyCandidates('/faq/index.html')).toEqual(['/faq/']);
    expect(legacyCandidates('/index.html')).toEqual(['/']);
  });

  it('tries .html, then a trailing slash, for an address without one', () => {
    expect(legacyCandidates('/faq/bounties')).toEqual(['/faq/bounties.html', '/faq/bounties/']);
  });

  it('also replaces a trailing slash by .html, last', () => {
    expect(legacyCandidates('/faq/bounties/')).toEqual(['/faq/bounties/.html', '/faq/bounties//', '/faq/bounties.html']);
  });
});

describe('resolveLegacyPath', () => {
  it.each([
    ['/', {kind: 'canonical'}],
    ['/faq/', {kind: 'canonical'}],
    ['/faq/bounties.html', {kind: 'canonical'}],
    ['/faq', {kind: 'redirect', to: '/faq/'}],
    ['/faq/index.html', {kind: 'redirect', to: '/faq/'}],
    ['/faq/bounties', {kind: 'redirect', to: '/faq/bounties.html'}],
    ['/faq/bounties/', {kind: 'redirect', to: '/faq/bounties.html'}],
    ['/index.html', {kind: 'redirect', to: '/'}],
    ['/tutorials/iot/boards/esp32-adafruit', {kind: 'redirect', to: '/tutorials/iot/boards/esp32-adafruit/'}],
    ['/tutorials/iot/boards/esp32-adafruit/index.html', {kind: 'redirect', to: '/tutorials/iot/boards/esp32-adafruit/'}],
    ['/guidebook/core/cli', {kind: 'redirect', to: '/guidebook/core/cli.html'}],
    ['/guidebook/core/cli/', {kind: 'redirect', to: '/guidebook/core/cli.html'}],
    ['/faq.html', {kind: 'not-found'}],
    ['/faq/bounties.html/', {kind: 'not-found'}],
    ['/nothing/here', {kind: 'not-found'}],
    ['/404.html', {kind: 'not-found'}],
  ])('%s resolves to %j', (path, expected) => {
    expect(resolveLegacyPath(path, isRoute)).toEqual(expected);
  });

  it('takes the first candidate that exists when several do', () => {
    const both = new Set(['/a.html', '/a/']);
    expect(resolveLegacyPath('/a', (p) => both.has(p))).toEqual({kind: 'redirect', to: '/a.html'});
  });
});

describe('redirectTarget', () => {
  it('keeps the query and the hash', () => {
    expect(redirectTarget('/faq/bounties.html', '?ref=old', '#introduction')).toBe('/faq/bounties.html?ref=old#introduction');
  });
});
