// src/lib/routeSections in the browser bundle: sections load before the router matches an address.
import type {RouteConfig} from 'react-router-config';
import type * as Sections from '@site/src/lib/routeSections';
import type * as Preload from '@site/src/lib/routeSections/preload';
import type * as Normalize from '@site/src/lib/routeSections/normalizeLocation';

type Section = {default: Record<string, RouteConfig[]>};

const mockFrameArray: RouteConfig[] = [];
const mockLoads: string[] = [];
const mockFail = new Set<string>();
const page = (path: string): RouteConfig => ({
  path,
  exact: true,
  component: Object.assign(() => null, {preload: jest.fn()}),
});
const mockSectionRoutes: Record<string, RouteConfig[]> = {
  faq: [page('/faq/'), page('/faq/desktop-wallet.html')],
  guidebook: [page('/guidebook/core/cli.html')],
  '': [page('/')],
};

jest.mock('@site/src/lib/routeSections/manifest', () => {
  const load = (section: string) => (): Promise<Section> => {
    mockLoads.push(section);
    if (mockFail.has(section)) return Promise.reject(new Error(`chunk ${section} failed`));
    return Promise.resolve({default: {0: mockSectionRoutes[section]!}});
  };
  return {
    sections: {faq: load('faq'), guidebook: load('guidebook'), '': load('')},
    leafArrays: [mockFrameArray],
    topLevelPaths: ['/', '/faq/', '/guidebook/'],
  };
});
jest.mock('@generated/routes', () => ({
  __esModule: true,
  default: [{path: '/', component: Object.assign(() => null, {preload: jest.fn()}), routes: mockFrameArray}],
}));

// Required, not imported: imports run before the declarations above, which the mocks use.
/* eslint-disable @typescript-eslint/no-require-imports */
const {isKnownRoute, isSectioned, loadSectionsFor, missingSectionChunks, sectionsLoadedFor, tableVersion} =
  require('@site/src/lib/routeSections') as typeof Sections;
const preload = (require('@site/src/lib/routeSections/preload') as typeof Preload).default;
const normalizeLocation = (require('@site/src/lib/routeSections/normalizeLocation') as typeof Normalize).default;
/* eslint-enable @typescript-eslint/no-require-imports */

const noTable = () => new Set<string>();

beforeEach(() => {
  mockLoads.length = 0;
  mockFail.clear();
});

it('knows the top-level pages at once, and a section page only once its section is in', async () => {
  expect(isSectioned()).toBe(true);
  expect(isKnownRoute('/faq/', noTable)).toBe(true);
  expect(isKnownRoute('/faq/desktop-wallet.html', noTable)).toBe(false);
  expect(sectionsLoadedFor('/faq/desktop-wallet.html')).toBe(false);
  expect(missingSectionChunks('/faq/desktop-wallet.html')).toEqual(['routes-faq']);
  const version = tableVersion();
  await loadSectionsFor('/faq/desktop-wallet.html');
  expect(mockLoads).toEqual(['faq']);
  expect(tableVersion()).toBe(version + 1);
  expect(isKnownRoute('/faq/desktop-wallet.html', noTable)).toBe(true);
  expect(sectionsLoadedFor('/faq/desktop-wallet.html')).toBe(true);
  expect(missingSectionChunks('/faq/desktop-wallet.html')).toEqual([]);
  expect(mockFrameArray.map((route) => route.path)).toEqual(['/faq/', '/faq/desktop-wallet.html']);
  // Once in, never again.
  await loadSectionsFor('/faq/');
  expect(mockLoads).toEqual(['faq']);
});

it('a failed section load rejects, and the next attempt loads it again', async () => {
  mockFail.add('guidebook');
  await expect(loadSectionsFor('/guidebook/core/cli.html')).rejects.toThrow('chunk guidebook failed');
  expect(sectionsLoadedFor('/guidebook/core/cli.html')).toBe(false);
  mockFail.clear();
  await loadSectionsFor('/guidebook/core/cli.html');
  expect(mockLoads).toEqual(['guidebook', 'guidebook']);
  expect(isKnownRoute('/guidebook/core/cli.html', noTable)).toBe(true);
});

it('an address outside every section needs no load', async () => {
  await loadSectionsFor('/no-such-section/page.html');
  expect(mockLoads).toEqual([]);
  expect(sectionsLoadedFor('/no-such-section/page.html')).toBe(true);
});

it('normalizeLocation hands an address of a section not loaded on as it is, and remembers nothing', async () => {
  const location = {pathname: '/index.html', search: '', hash: ''};
  // `/index.html` may resolve to `/`, whose section is not in yet.
  expect(normalizeLocation(location)).toBe(location);
  // preload loads it, then the matching and the memo are upstream's.
  await preload('/index.html');
  expect(mockLoads).toEqual(['']);
  expect(normalizeLocation(location)).toEqual({...location, pathname: '/'});
  const canonical = {pathname: '/faq/desktop-wallet.html', search: '', hash: ''};
  expect(normalizeLocation(canonical)).toBe(canonical);
  expect(normalizeLocation({pathname: '/faq/desktop-wallet.html'})).toEqual({pathname: '/faq/desktop-wallet.html'});
});

it('preload loads the components of the routes an address renders once its section is in', async () => {
  const home = mockSectionRoutes['']![0]!.component as unknown as {preload: jest.Mock};
  home.preload.mockClear();
  await preload('/');
  expect(home.preload).toHaveBeenCalledTimes(1);
});
