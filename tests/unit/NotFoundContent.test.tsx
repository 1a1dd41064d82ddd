/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
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

describe('NotFound content', () => {
  it('names the address that was asked for', () => {
    renderAt('/faq/no-such-page');
    expect(screen.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeInTheDocument();
    expect(screen.getByText('/faq/no-such-page')).toBeInTheDocument();
  });

  it('offers the way home and every section', () => {
    renderAt('/x');
    expect(screen.getByRole('link', {name: 'Go to the documentation home'})).toHaveAttribute('href', '/');
    for (const section of SECTIONS) {
      expect(screen.getByRole('link', {name: section.label})).toHaveAttribute('href', section.to);
    }
  });
});
