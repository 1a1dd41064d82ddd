/** @jest-environment jsdom */
import {renderHook, waitFor} from '@testing-library/react';

// A route table shaped like the docs plugin's: layout routes nesting the pages' exact routes.
jest.mock('@generated/routes', () => ({
  __esModule: true,
  default: [
    {
      path: '/',
      component: null,
      routes: [
        {
          path: '/',
          component: null,
          routes: [
            {path: '/faq/', component: null, exact: true},
            {path: '/faq/passphrases.html', component: null, exact: true},
          ],
        },
      ],
    },
    {path: '*', component: null},
  ],
}));

let mockFail = false;
jest.mock('@generated/site-content/default/site-pages.json', () => {
  if (mockFail) throw new Error('offline');
  return {__esModule: true, default: {pages: [{title: 'FAQ', path: '/faq/'}]}};
});

import {isRoute, useIsRoute, useSitePages} from '@site/src/lib/useSiteRecord';

describe('isRoute', () => {
  it('answers from the exact routes of the route table, at any depth: canonical addresses only', () => {
    expect(['/faq/', '/faq/passphrases.html'].map(isRoute)).toEqual([true, true]);
    expect(['/', '*', '/faq', '/faq/index.html', '/faq/passphrases', '/nope.html'].map(isRoute)).toEqual(
      Array(6).fill(false),
    );
  });

  it('is one function for the life of the page, so effects that depend on it do not rerun', () => {
    const {result, rerender} = renderHook(() => useIsRoute());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('useSitePages', () => {
  it('renders loading first (as the server does), then an error when the list cannot load; the next use tries again', async () => {
    mockFail = true;
    const failed = renderHook(() => useSitePages());
    expect(failed.result.current).toEqual({status: 'loading', pages: []});
    await waitFor(() => expect(failed.result.current.status).toBe('error'));
    expect(failed.result.current.pages).toEqual([]);

    mockFail = false;
    const loaded = renderHook(() => useSitePages());
    expect(loaded.result.current).toEqual({status: 'loading', pages: []});
    await waitFor(() => expect(loaded.result.current.status).toBe('ready'));
    expect(loaded.result.current.pages).toEqual([{title: 'FAQ', path: '/faq/'}]);
  });
});
