/** Where a VuePress page was served and where its doc goes (src/paths.ts). */
import {
  docIdOf,
  ensureEndingSlash,
  hasNumberPrefix,
  isIndexFile,
  matchSidebarKey,
  outFileOf,
  relativePath,
  routeOfFile,
} from '../src/paths';

describe('addresses of VuePress pages', () => {
  it('serves README.md and index.md, in any case, as the folder', () => {
    expect(routeOfFile('README.md')).toBe('/');
    expect(routeOfFile('guide/README.md')).toBe('/guide/');
    expect(routeOfFile('guide/readme.md')).toBe('/guide/');
    expect(routeOfFile('guide/index.md')).toBe('/guide/');
    expect(isIndexFile('guide/my-readme.md')).toBe(false);
  });

  it('serves other pages as .html', () => {
    expect(routeOfFile('guide/setup.md')).toBe('/guide/setup.html');
    expect(routeOfFile('releases/v1.0.md')).toBe('/releases/v1.0.html');
    expect(routeOfFile('LICENSE.md')).toBe('/LICENSE.html');
  });
});

describe('output files and doc ids', () => {
  it('writes folder pages as index.md (the portal convention) and keeps other paths', () => {
    expect(outFileOf('README.md')).toBe('index.md');
    expect(outFileOf('guide/README.md')).toBe('guide/index.md');
    expect(outFileOf('guide/setup.md')).toBe('guide/setup.md');
    expect(docIdOf('guide/index.md')).toBe('guide/index');
  });

  it('spots number prefixes Docusaurus would strip from ids, and not versions or dates', () => {
    expect(hasNumberPrefix('community/01-meetups.md')).toBe(true);
    expect(hasNumberPrefix('02_intro/page.md')).toBe(true);
    expect(hasNumberPrefix('releases/v1.0.md')).toBe(false);
    expect(hasNumberPrefix('releases/2.0-notes.md')).toBe(false);
    expect(hasNumberPrefix('guide/setup.md')).toBe(false);
  });
});

describe('sidebar keys', () => {
  const keys = ['/guide/advanced/', '/guide/', '/'];

  it('picks the first key in the config order that the address starts with, like VuePress', () => {
    expect(matchSidebarKey('/guide/advanced/hooks.html', keys)).toBe('/guide/advanced/');
    expect(matchSidebarKey('/guide/setup.html', keys)).toBe('/guide/');
    expect(matchSidebarKey('/faq/', keys)).toBe('/');
    // The config order wins, not the longest key: '/' first shadows the others.
    expect(matchSidebarKey('/guide/setup.html', ['/', '/guide/'])).toBe('/');
  });

  it('matches a folder address without its slash and returns null when no key matches', () => {
    expect(ensureEndingSlash('/guide')).toBe('/guide/');
    expect(ensureEndingSlash('/a.html')).toBe('/a.html');
    expect(matchSidebarKey('/guide', ['/guide/'])).toBe('/guide/');
    expect(matchSidebarKey('/faq/', ['/guide/'])).toBeNull();
  });
});

it('links files relatively, always starting with a dot', () => {
  expect(relativePath('guide/a.md', 'guide/b.md')).toBe('./b.md');
  expect(relativePath('guide/a.md', 'reference/cli.md')).toBe('../reference/cli.md');
  expect(relativePath('index.md', 'guide/index.md')).toBe('./guide/index.md');
});
