/** @jest-environment jsdom */
// <StaticBlocks> while a production page hydrates, after it, and under `npm start`. The hydration
// flag is module state, as on a page: the tests run in order.
import React, {act} from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {render, screen} from '@testing-library/react';
import {article, Page} from '../support/staticBlocksPage';

const reactKeys = (element: Element) => Object.keys(element).filter((key) => key.startsWith('__react'));

afterEach(() => {
  delete process.env.HYDRATE_CLIENT_ENTRY;
});

describe('under npm start (no server HTML)', () => {
  it('renders the blocks on the first render', () => {
    const {unmount} = render(article);
    expect(screen.getByRole('link', {name: 'the guide'})).toHaveAttribute('href', '/guide.html');
    unmount();
  });
});

describe('a production first visit', () => {
  it('adopts the served HTML without hydrating inside it, and keeps it on later renders', async () => {
    // What the server sent (rendered before the flag is set: jsdom has a window, a server has none).
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page>{article}</Page>);
    process.env.HYDRATE_CLIENT_ENTRY = 'true';
    document.body.append(container);
    const paragraph = container.querySelector('p')!;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page>{article}</Page>);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph.textContent).toBe('Read the guide.');
    expect(reactKeys(paragraph)).toEqual([]);
    expect(reactKeys(container.querySelector('.static-blocks')!).length).toBeGreaterThan(0);

    // A later render of the same page (a parent updating) leaves the served HTML alone.
    await act(async () => root!.render(<Page>{article}</Page>));
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph.textContent).toBe('Read the guide.');
    errors.mockRestore();
    await act(async () => root!.unmount());
    container.remove();
  });

  it('renders blocks mounted after hydration (in-app navigation) normally', () => {
    process.env.HYDRATE_CLIENT_ENTRY = 'true';
    render(article);
    const paragraph = screen.getByText(/Read/);
    expect(reactKeys(paragraph).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', {name: 'the guide'})).toBeInTheDocument();
  });
});
