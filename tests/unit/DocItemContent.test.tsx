/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import type {PropDocContent} from '@docusaurus/plugin-content-docs';
import DocItemContent from '@theme/DocItem/Content';

// MDXContent only provides the MDX components to the page body (and @mdx-js/react is ESM only).
jest.mock('@theme/MDXContent', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => <>{children}</>,
}));

/** What the MDX loader hands DocItem: the page component with its metadata attached. */
function docContent(frontMatter: Record<string, unknown>): PropDocContent {
  return Object.assign(() => null, {
    metadata: {title: 'Command Line Interface'},
    frontMatter,
    contentTitle: undefined,
    toc: [],
    assets: {},
  }) as unknown as PropDocContent;
}

function renderPage(frontMatter: Record<string, unknown>) {
  return render(
    <MemoryRouter>
      <DocProvider content={docContent(frontMatter)}>
        <DocItemContent>
          <p>The first paragraph of the page.</p>
        </DocItemContent>
      </DocProvider>
    </MemoryRouter>,
  );
}

describe('DocItem/Content', () => {
  it('shows a range from front matter applies_to directly under the title, as plain text', () => {
    renderPage({applies_to: '2.2 \u2013 2.6'});
    const title = screen.getByRole('heading', {level: 1, name: 'Command Line Interface'});
    const line = screen.getByText('Applies to Core 2.2 \u2013 2.6');
    expect(line.tagName).toBe('P');
    expect(title.nextElementSibling).toBe(line);
    expect(line.parentElement?.tagName).toBe('HEADER');
    // Only the title is a heading: the line is not announced as one.
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Command Line Interface']);
    // The page body follows the header.
    expect(line.parentElement?.nextElementSibling).toBe(screen.getByText('The first paragraph of the page.'));
  });

  it('shows a single release', () => {
    renderPage({applies_to: '2.6'});
    expect(screen.getByTestId('applies-to')).toHaveTextContent(/^Applies to Core 2\.6$/);
  });

  it('shows no line without the field, and keeps the title', () => {
    renderPage({});
    expect(screen.getByRole('heading', {level: 1, name: 'Command Line Interface'})).toBeInTheDocument();
    expect(screen.queryByTestId('applies-to')).toBeNull();
    expect(screen.queryByText(/Applies to/)).toBeNull();
  });

  it('shows no line for a value the checker would reject', () => {
    renderPage({applies_to: '2.2-2.6'});
    expect(screen.queryByTestId('applies-to')).toBeNull();
  });
});
