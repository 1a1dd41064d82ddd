/** @jest-environment jsdom */
import React from 'react';
import {render, screen, waitFor} from '@testing-library/react';
import {suggestPages, wordsFromPath} from '@site/src/lib/search/suggest';
import {useSearchSuggestions} from '@site/src/lib/search/useSearchSuggestions';
import {loadSearchEngine} from '@site/src/lib/search/loadEngine';
import {fixtureEngine} from './fixture';

jest.mock('@site/src/lib/search/loadEngine', () => ({loadSearchEngine: jest.fn()}));
const load = loadSearchEngine as jest.MockedFunction<typeof loadSearchEngine>;

const {engine} = fixtureEngine();

describe('wordsFromPath', () => {
  it('takes the words of the address, without extensions, index and one-letter parts', () => {
    expect(wordsFromPath('/guidebook/core/plugins/Core_Forger.html')).toEqual([
      'guidebook',
      'core',
      'plugins',
      'core',
      'forger',
    ]);
    expect(wordsFromPath('/faq/index.html')).toEqual(['faq']);
    expect(wordsFromPath('/a/voting%20delegates/')).toEqual(['voting', 'delegates']);
    // A malformed escape does not throw: the address is read as it is.
    expect(wordsFromPath('/faq/%E0%A4%A-voting')).toContain('voting');
  });
});

describe('suggestPages', () => {
  it('suggests the page the address names, best first, each page once', async () => {
    const pages = await suggestPages(engine, '/guidebook/core/forger-plugin.html', 3);
    expect(pages[0]?.url).toBe('/guidebook/core/plugins/core-forger.html');
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.length).toBeLessThanOrEqual(3);
  });

  it('weighs the last part of the address most', async () => {
    expect((await suggestPages(engine, '/guidebook/voting', 1)).map((p) => p.url)).toEqual([
      '/faq/voting-delegates.html',
    ]);
  });

  it('finds pages for a misspelt address', async () => {
    expect((await suggestPages(engine, '/faq/votting-delegats.html', 1)).map((p) => p.url)).toEqual([
      '/faq/voting-delegates.html',
    ]);
  });

  it('suggests nothing for an address without words', async () => {
    expect(await suggestPages(engine, '/', 5)).toEqual([]);
    expect(await suggestPages(engine, '/zzzz-qqqq', 5)).toEqual([]);
  });

  it('loads the term shards of the words, not the texts of the sections', async () => {
    const fresh = fixtureEngine();
    expect(await suggestPages(fresh.engine, '/guidebook/core/forger-plugin.html', 3)).not.toEqual([]);
    expect(fresh.requested.length).toBeGreaterThan(0);
    expect(fresh.requested.filter((name) => !name.startsWith('terms-'))).toEqual([]);
  });
});

function Suggestions({path}: {path: string}) {
  const {status, pages} = useSearchSuggestions(path, 2);
  return (
    <p>
      {status}: {pages.map((p) => p.title).join(', ')}
    </p>
  );
}

describe('useSearchSuggestions', () => {
  afterEach(() => load.mockReset());

  it('is loading at first, then lists the pages for the address', async () => {
    load.mockResolvedValue(engine);
    render(<Suggestions path="/faq/voting" />);
    expect(screen.getByText(/^loading/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^ready/)).toHaveTextContent('ready: Voting for Delegates'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('follows a new address', async () => {
    load.mockResolvedValue(engine);
    const {rerender} = render(<Suggestions path="/faq/voting" />);
    await waitFor(() => expect(screen.getByText(/^ready/)).toHaveTextContent('Voting for Delegates'));
    rerender(<Suggestions path="/cli" />);
    await waitFor(() => expect(screen.getByText(/^ready/)).toHaveTextContent('ready: Core CLI'));
  });

  it('reports an index that could not be loaded', async () => {
    load.mockRejectedValue(new Error('offline'));
    render(<Suggestions path="/faq/voting" />);
    await waitFor(() => expect(screen.getByText(/^error/)).toBeInTheDocument());
  });
});
