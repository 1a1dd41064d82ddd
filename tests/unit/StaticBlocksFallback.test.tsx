/** @jest-environment jsdom */
// <StaticBlocks> when React gives up hydrating a production page (a mismatch elsewhere on it) and
// renders it from scratch. Its own file: the hydration flag is module state, and this needs a page
// that has not hydrated yet.
import React, {act} from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {article, Page} from '../support/staticBlocksPage';

afterEach(() => {
  delete process.env.HYDRATE_CLIENT_ENTRY;
});

describe('a production first visit that React renders again from scratch', () => {
  it('keeps the served runs if React gives up hydrating and renders the page from scratch', async () => {
    // A text that differs between server and client makes React 19 drop the served HTML of the
    // whole root and render it again on the client.
    const Mismatch = ({text}: {readonly text: string}) => <span>{text}</span>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Page>
        <Mismatch text="server" />
        {article}
      </Page>,
    );
    process.env.HYDRATE_CLIENT_ENTRY = 'true';
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recovered: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <Page>
          <Mismatch text="client" />
          {article}
        </Page>,
        {onRecoverableError: (error) => recovered.push(error)},
      );
    });
    expect(recovered.length).toBeGreaterThan(0);
    expect(container.querySelector('span')?.textContent).toBe('client');
    expect(container.querySelector('.static-blocks p')?.textContent).toBe('Read the guide.');
    expect(container.querySelector('.static-blocks a')).toHaveAttribute('href', '/guide.html');
    errors.mockRestore();
    await act(async () => root!.unmount());
    container.remove();
  });
});
