/** @jest-environment jsdom */
import React from 'react';
import {render, screen, waitFor, within} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import NotFoundContent from '@theme/NotFound/Content';
// The provider Docusaurus mounts once the app is hydrated in a browser.
import {BrowserContextProvider} from '@docusaurus/core/lib/client/browserContext';
import {SECTIONS} from '@site/src/lib/sections';
import {loadSearchEngine} from '@site/src/lib/search/loadEngine';
import {fixtureEngine} from './search/fixture';

jest.mock('@site/src/lib/search/loadEngine', () => ({loadSearchEngine: jest.fn()}));
const loadEngine = loadSearchEngine as jest.MockedFunction<typeof loadSearchEngine>;
beforeEach(() => loadEngine.mockResolvedValue(fixtureEngine().engine));

function renderAt(path: string) {
  return render(
    <BrowserContextProvider>
      <MemoryRouter initialEntries={[path]}>
        <NotFoundContent />
      </MemoryRouter>
    </BrowserContextProvider>,
  );
}

const mockPages = [
  {title: 'Introduction', path: '/'},
  {title: 'Command Line Interface', path: '/guidebook/core/cli.html'},
  {title: 'Configuration', path: '/guidebook/core/configuration.html'},
  {title: 'Bounties', path: '/faq/bounties.html'},
  {title: 'Passphrases', path: '/faq/passphrases.html'},
  ...SECTIONS.map((section) => ({title: section.label, path: section.to})),
];

// The route table answers isRoute; the titles load on demand (mockPagesState: 'ready' or 'error').
let mockPagesState: 'ready' | 'error' = 'ready';
jest.mock('@site/src/lib/useSiteRecord', () => ({
  isRoute: (path: string) => mockPages.some((page) => page.path === path),
  useSitePages: () => (mockPagesState === 'ready' ? {status: 'ready', pages: mockPages} : {status: 'error', pages: []}),
}));
afterEach(() => {
  mockPagesState = 'ready';
});

describe('NotFound content', () => {
  it('names the address that was asked for', () => {
    renderAt('/faq/no-such-page');
    expect(screen.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeInTheDocument();
    expect(screen.getByText('/faq/no-such-page')).toBeInTheDocument();
  });

  it('suggests the three pages whose addresses are closest', () => {
    renderAt('/guidebook/core/clii');
    const list = screen.getByTestId('closest-pages');
    const links = Array.from(list.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toHaveLength(3);
    expect(links.slice(0, 2)).toEqual(['/guidebook/core/cli.html', '/guidebook/core/configuration.html']);
  });

  it('still names the address, the way home and the sections when the list of pages cannot load', () => {
    mockPagesState = 'error';
    renderAt('/guidebook/core/clii');
    expect(screen.getByText('/guidebook/core/clii')).toBeInTheDocument();
    expect(screen.queryByTestId('closest-pages')).toBeNull();
    expect(screen.getByRole('link', {name: 'Go to the documentation home'})).toHaveAttribute('href', '/');
    expect(screen.getByRole('list', {name: /^Browse the sections/})).toBeInTheDocument();
  });

  it('offers the way home and every section', () => {
    renderAt('/x');
    expect(screen.getByRole('link', {name: 'Go to the documentation home'})).toHaveAttribute('href', '/');
    const sections = screen.getByRole('list', {name: /^Browse the sections/});
    for (const section of SECTIONS) {
      expect(within(sections).getByRole('link', {name: section.label})).toHaveAttribute('href', section.to);
    }
  });

  it('offers only the sections the docs tree has (a migrated tree has its own)', () => {
    const faq = mockPages.findIndex((page) => page.path === '/faq/');
    const [removed] = mockPages.splice(faq, 1);
    try {
      renderAt('/x');
      const sections = screen.getByRole('list', {name: /^Browse the sections/});
      expect(within(sections).queryByRole('link', {name: 'FAQ'})).toBeNull();
      expect(within(sections).getByRole('link', {name: 'Guidebook'})).toHaveAttribute('href', '/guidebook/');
    } finally {
      if (removed) mockPages.splice(faq, 0, removed);
    }
  });

  it('suggests pages the search index finds for the words of the address', async () => {
    renderAt('/plugins/forger-settings');
    const related = await screen.findByTestId('related-pages');
    await waitFor(() => expect(within(related).getAllByRole('link').length).toBeGreaterThan(0));
    expect(within(related).getAllByRole('link')[0]).toHaveAttribute('href', '/guidebook/core/plugins/core-forger.html');
  });

  it('shows no related pages when the index cannot load', async () => {
    loadEngine.mockRejectedValue(new Error('offline'));
    renderAt('/plugins/forger-settings');
    await waitFor(() => expect(loadEngine).toHaveBeenCalled());
    expect(screen.queryByTestId('related-pages')).toBeNull();
    expect(screen.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeInTheDocument();
  });
});
