/** @jest-environment jsdom */
import {renderHook} from '@testing-library/react';
import {useIsRoute} from '@site/src/lib/useSiteRecord';

// Global data is one object for the life of the page, as here.
const mockRecord = {
  pages: [
    {title: 'FAQ', path: '/faq/'},
    {title: 'Passphrases', path: '/faq/passphrases.html'},
  ],
};
jest.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: (name: string) => (name === 'site-content' ? mockRecord : undefined),
}));

describe('useIsRoute', () => {
  it("answers from the site record's pages: canonical addresses only", () => {
    const {result} = renderHook(() => useIsRoute());
    const isRoute = result.current;
    expect(['/faq/', '/faq/passphrases.html'].map(isRoute)).toEqual([true, true]);
    expect(['/faq', '/faq/index.html', '/faq/passphrases', '/faq/passphrases/', '/nope.html'].map(isRoute)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('keeps the same function across renders, so effects that depend on it do not rerun', () => {
    const {result, rerender} = renderHook(() => useIsRoute());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
