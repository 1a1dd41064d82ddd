/** @jest-environment jsdom */
import React from 'react';
import {act, fireEvent, render, screen, waitFor, within} from '@testing-library/react';
import {Router} from 'react-router-dom';
import {createMemoryHistory, type MemoryHistory} from 'history';
import {BrowserContextProvider} from '@docusaurus/core/lib/client/browserContext';
import SearchBar from '@theme/SearchBar';
import {searchIndexFiles} from '@site/plugins/site-content/search';
import {createSearchEngine} from '@site/src/lib/search/engine';
import {loadSearchEngine} from '@site/src/lib/search/loadEngine';
import {FIXTURE, fixtureEngine, SMALL_FILES} from './fixture';

jest.mock('@site/src/lib/search/loadEngine', () => ({loadSearchEngine: jest.fn()}));
const load = loadSearchEngine as jest.MockedFunction<typeof loadSearchEngine>;

beforeAll(() => {
  // jsdom has no layout; the dialog scrolls the chosen result into view.
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => load.mockResolvedValue(fixtureEngine().engine));
afterEach(() => load.mockReset());

function renderBar(): MemoryHistory {
  const history = createMemoryHistory({initialEntries: ['/faq/']});
  render(
    <BrowserContextProvider>
      <Router history={history}>
        <p>
          <input aria-label="Another field" />
        </p>
        <SearchBar />
      </Router>
    </BrowserContextProvider>,
  );
  return history;
}

const field = () => screen.getByRole('combobox', {name: 'Search the documentation'});

describe('SearchBar', () => {
  it('is a button in the top bar, not a link, and loads nothing until opened', () => {
    renderBar();
    expect(screen.getByRole('button', {name: 'Search'})).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('opens with Ctrl+K, Cmd+K and /, but / types a slash in a field', async () => {
    renderBar();
    fireEvent.keyDown(screen.getByLabelText('Another field'), {key: '/'});
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(document.body, {key: '/'});
    expect(await screen.findByRole('dialog', {name: 'Search the documentation'})).toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(field(), {key: 'Escape'});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', {name: 'Search'})).toHaveFocus();
    for (const keys of [{ctrlKey: true}, {metaKey: true}]) {
      fireEvent.keyDown(document.body, {key: 'k', ...keys});
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      fireEvent.keyDown(field(), {key: 'Escape'});
    }
  });

  it('keeps the keys typed: focus moved out of the open dialog (a page finishing its load) returns to the field', async () => {
    renderBar();
    fireEvent.keyDown(document.body, {key: 'k', ctrlKey: true});
    expect(field()).toHaveFocus();
    // What Docusaurus does when a navigation renders: focus the top of the new page.
    act(() => screen.getByLabelText('Another field').focus());
    expect(field()).toHaveFocus();
    // Inside the dialog, focus moves freely.
    act(() => screen.getByRole('button', {name: 'Close search'}).focus());
    expect(screen.getByRole('button', {name: 'Close search'})).toHaveFocus();
    // Closed, the page's own fields take focus again.
    fireEvent.keyDown(field(), {key: 'Escape'});
    act(() => screen.getByLabelText('Another field').focus());
    expect(screen.getByLabelText('Another field')).toHaveFocus();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('lists results with the page, the section and marked words; arrows choose, Enter opens the heading', async () => {
    const history = renderBar();
    fireEvent.click(screen.getByRole('button', {name: 'Search'}));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Type to search'));
    fireEvent.change(field(), {target: {value: 'forger'}});
    const options = within(await screen.findByRole('listbox', {name: 'Search results'})).getAllByRole('option');
    expect(options).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('4 results.');
    expect(options[0]).toHaveTextContent(/^Forger Plugin/);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveTextContent('Forger');
    expect(options[1]).toHaveTextContent('Guidebook › Core CLI');
    expect(options[1]).toHaveAttribute('href', '/guidebook/core/cli.html#forger');
    expect(Array.from(options[1]!.querySelectorAll('mark'), (m) => m.textContent)).toEqual(['Forger', 'forger']);
    expect(field()).toHaveAttribute('aria-expanded', 'true');

    fireEvent.keyDown(field(), {key: 'ArrowDown'});
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    fireEvent.keyDown(field(), {key: 'ArrowUp'});
    fireEvent.keyDown(field(), {key: 'ArrowUp'});
    expect(options[3]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(field(), {key: 'ArrowDown'});
    fireEvent.keyDown(field(), {key: 'ArrowDown'});
    fireEvent.keyDown(field(), {key: 'Enter'});
    expect(history.location.pathname + history.location.hash).toBe('/guidebook/core/cli.html#forger');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when nothing matches, with a hint', async () => {
    renderBar();
    fireEvent.click(screen.getByRole('button', {name: 'Search'}));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Type to search'));
    fireEvent.change(field(), {target: {value: 'zzqx'}});
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results for “zzqx”.'));
    expect(screen.getByTestId('search-no-results')).toHaveTextContent('Check the spelling');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows that the index is loading, and when it could not be loaded', async () => {
    let fail: (error: Error) => void = () => {};
    load.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    renderBar();
    fireEvent.click(screen.getByRole('button', {name: 'Search'}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the search index');
    await act(async () => fail(new Error('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('could not be loaded');
  });

  it('shows that the files a query needs are loading, answers from them, and asks only for new ones', async () => {
    const {meta, files} = searchIndexFiles(FIXTURE, SMALL_FILES);
    const waiting = new Map<string, () => void>();
    const requested: string[] = [];
    load.mockResolvedValue(
      createSearchEngine(meta, (name) => {
        requested.push(name);
        return new Promise((resolve) => waiting.set(name, () => resolve(JSON.parse(files.get(name) ?? 'null'))));
      }),
    );
    const arrive = async () => {
      await waitFor(() => expect(waiting.size).toBeGreaterThan(0));
      await act(async () => {
        for (const [name, resolve] of waiting) {
          waiting.delete(name);
          resolve();
        }
      });
    };
    renderBar();
    fireEvent.click(screen.getByRole('button', {name: 'Search'}));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Type to search'));
    fireEvent.change(field(), {target: {value: 'relay'}});
    expect(screen.getByRole('status')).toHaveTextContent('Loading the search index');
    await arrive(); // the term shards
    expect(screen.getByRole('status')).toHaveTextContent('Loading the search index');
    await arrive(); // the texts of the results
    expect(screen.getByRole('status')).toHaveTextContent('3 results.');
    // Back to a query whose files are in: its answer at once, with no request.
    const count = requested.length;
    fireEvent.change(field(), {target: {value: 'rela'}});
    fireEvent.change(field(), {target: {value: 'relay'}});
    expect(screen.getByRole('status')).toHaveTextContent('3 results.');
    expect(requested).toHaveLength(count);
  });

  it('shows that a file a query needs could not be loaded, and asks for it again when search reopens', async () => {
    const {meta, files} = searchIndexFiles(FIXTURE, SMALL_FILES);
    let offline = true;
    load.mockResolvedValue(
      createSearchEngine(meta, async (name) => {
        if (offline) throw new Error('offline');
        return JSON.parse(files.get(name) ?? 'null') as unknown;
      }),
    );
    renderBar();
    fireEvent.click(screen.getByRole('button', {name: 'Search'}));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Type to search'));
    fireEvent.change(field(), {target: {value: 'relay'}});
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('could not be loaded'));
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(field(), {key: 'Escape'});
    offline = false;
    fireEvent.click(screen.getByRole('button', {name: 'Search'}));
    fireEvent.change(await screen.findByRole('combobox', {name: 'Search the documentation'}), {
      target: {value: 'relay'},
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 results.'));
  });

  it('keeps Tab inside the dialog and closes on the backdrop', async () => {
    renderBar();
    fireEvent.click(screen.getByRole('button', {name: 'Search'}));
    await waitFor(() => expect(field()).toHaveFocus());
    const close = screen.getByRole('button', {name: 'Close search'});
    close.focus();
    fireEvent.keyDown(close, {key: 'Tab'});
    expect(field()).toHaveFocus();
    fireEvent.keyDown(field(), {key: 'Tab', shiftKey: true});
    expect(close).toHaveFocus();
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
