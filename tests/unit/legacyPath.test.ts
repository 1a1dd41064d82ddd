import {
  legacyCandidates,
  legacyForms,
  legacyRedirects,
  redirectTarget,
  resolveLegacyPath,
} from '@site/src/lib/legacyPath';
import {ROUTES} from '../support/fixtures';

const routes = new Set([
  '/',
  '/faq/',
  '/faq/bounties.html',
  '/tutorials/iot/boards/esp32-adafruit/',
  '/guidebook/core/cli.html',
]);
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
    expect(legacyCandidates('/faq/bounties/')).toEqual([
      '/faq/bounties/.html',
      '/faq/bounties//',
      '/faq/bounties.html',
    ]);
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
    [
      '/tutorials/iot/boards/esp32-adafruit/index.html',
      {kind: 'redirect', to: '/tutorials/iot/boards/esp32-adafruit/'},
    ],
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
    expect(redirectTarget('/faq/bounties.html', '?ref=old', '#introduction')).toBe(
      '/faq/bounties.html?ref=old#introduction',
    );
  });
});

describe('legacyForms', () => {
  it('gives a folder its address without the slash and with index.html, the home page only the latter', () => {
    expect(legacyForms('/faq/')).toEqual(['/faq', '/faq/index.html']);
    expect(legacyForms('/')).toEqual(['/index.html']);
  });

  it('gives a page its address without .html and with a slash instead', () => {
    expect(legacyForms('/faq/bounties.html')).toEqual(['/faq/bounties', '/faq/bounties/']);
  });
});

describe('legacyRedirects', () => {
  it('lists every form of every route with the route it resolves to', () => {
    expect(legacyRedirects(routes)).toEqual([
      {from: '/faq', to: '/faq/'},
      {from: '/faq/bounties', to: '/faq/bounties.html'},
      {from: '/faq/bounties/', to: '/faq/bounties.html'},
      {from: '/faq/index.html', to: '/faq/'},
      {from: '/guidebook/core/cli', to: '/guidebook/core/cli.html'},
      {from: '/guidebook/core/cli/', to: '/guidebook/core/cli.html'},
      {from: '/index.html', to: '/'},
      {from: '/tutorials/iot/boards/esp32-adafruit', to: '/tutorials/iot/boards/esp32-adafruit/'},
      {from: '/tutorials/iot/boards/esp32-adafruit/index.html', to: '/tutorials/iot/boards/esp32-adafruit/'},
    ]);
  });

  it('leaves out a form that is a route itself or that resolves to another route first', () => {
    // `/a/` is a folder and a form of the page `/a.html`; `/a` resolves to the page, not the folder.
    expect(legacyRedirects(['/a.html', '/a/'])).toEqual([
      {from: '/a', to: '/a.html'},
      {from: '/a/index.html', to: '/a/'},
    ]);
  });

  it('agrees with resolveLegacyPath on every route of the site: 2 forms a route, 1 for the home page', () => {
    const all = new Set(ROUTES.map((r) => r.path));
    const redirects = legacyRedirects(all);
    expect(redirects).toHaveLength(all.size * 2 - 1);
    for (const {from, to} of redirects)
      expect([from, resolveLegacyPath(from, (p) => all.has(p))]).toEqual([from, {kind: 'redirect', to}]);
  });
});
