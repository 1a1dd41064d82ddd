import {matchRouteBranch, routeComponentsLoaded} from '@site/src/lib/routePreload';

/** The shape of Docusaurus' route tree for docs served at the site root. */
const ROUTES = [
  {
    path: '/',
    name: 'docs root',
    routes: [
      {
        path: '/',
        name: 'version root',
        routes: [
          {path: '/faq/', exact: true, name: 'faq'},
          {path: '/faq/bounties.html', exact: true, name: 'bounties'},
        ],
      },
    ],
  },
  {path: '*', name: 'not found'},
];

const names = (pathname: string) => matchRouteBranch(ROUTES, pathname).map((r) => r.name);

describe('matchRouteBranch', () => {
  it('follows the first matching route at each level down to the page', () => {
    expect(names('/faq/')).toEqual(['docs root', 'version root', 'faq']);
    expect(names('/faq/bounties.html')).toEqual(['docs root', 'version root', 'bounties']);
  });

  it('matches a folder without its slash, as the router renders it', () => {
    expect(names('/faq')).toEqual(['docs root', 'version root', 'faq']);
  });

  it('stops above the page for an address as asked for, like /faq/index.html', () => {
    // This is the branch Docusaurus loads before it hydrates /faq/index.html: the page is not in it.
    expect(names('/faq/index.html')).toEqual(['docs root', 'version root']);
  });
});

describe('routeComponentsLoaded', () => {
  it('gives one promise per address, which React reads as settled once it is', async () => {
    const load = routeComponentsLoaded('/faq');
    expect(routeComponentsLoaded('/faq')).toBe(load);
    await load;
    expect((load as Promise<void> & {status?: string}).status).toBe('fulfilled');
  });
});

describe('routeComponentsLoaded, when a chunk fails to load', () => {
  it('settles all the same, so hydration goes on', async () => {
    jest.resetModules();
    jest.doMock('@generated/routes', () => ({
      __esModule: true,
      default: [{path: '/', component: {preload: () => Promise.reject(new Error('ChunkLoadError'))}}],
    }));
    const {routeComponentsLoaded: load} = await import('@site/src/lib/routePreload');
    const promise = load('/faq');
    await expect(promise).resolves.toBeUndefined();
    expect((promise as Promise<void> & {status?: string}).status).toBe('fulfilled');
    jest.dontMock('@generated/routes');
  });
});
