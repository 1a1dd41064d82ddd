/** @jest-environment jsdom */
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import NotFoundContent from '@theme/NotFound/Content';
// The provider Docusaurus mounts once the app is hydrated in a browser.
import {BrowserContextProvider} from '@docusaurus/core/lib/client/browserContext';
import {SECTIONS} from '@site/src/lib/sections';

function renderAt(path: string) {
  return render(
    <BrowserContextProvider>
      <MemoryRouter initialEntries={[path]}>
        <NotFoundContent />
      </MemoryRouter>
    </BrowserContextProvider>,
  );
}

jest.mock('@site/src/lib/useSiteRecord', () => ({
  useSiteRecord: () => ({
    title: 'Swipechain Documentation',
    description: '',
    base: '/',
    pages: [
      {title: 'Introduction', path: '/'},
      {title: 'Command Line Interface', path: '/guidebook/core/cli.html'},
      {title: 'Configuration', path: '/guidebook/core/configuration.html'},
      {title: 'Bounties', path: '/faq/bounties.html'},
      {title: 'Passphrases', path: '/faq/passphrases.html'},
    ],
  }),
}));

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

  it('offers the way home and every section', () => {
    renderAt('/x');
    expect(screen.getByRole('link', {name: 'Go to the documentation home'})).toHaveAttribute('href', '/');
    const sections = screen.getByRole('list', {name: /^Browse the sections/});
    for (const section of SECTIONS) {
      expect(within(sections).getByRole('link', {name: section.label})).toHaveAttribute('href', section.to);
    }
  });
});
