/** @jest-environment jsdom */
import React, {useRef} from 'react';
import {act, render} from '@testing-library/react';
import {useScrollSpy} from '@site/src/lib/useScrollSpy';

function Toc({
  ids,
  linkClassName = 'toc-link',
}: {
  readonly ids: readonly string[];
  readonly linkClassName?: string | null;
}) {
  const ref = useRef<HTMLUListElement>(null);
  useScrollSpy(ref, linkClassName, 'toc-link--active');
  // As the theme's TOC does on in-app navigation, the list is a new element for another page's
  // headings, while the component (and the hook) stays mounted.
  return (
    <ul key={ids.join()} ref={ref}>
      {ids.map((id) => (
        <li key={id}>
          {/* A plain in-page anchor, as the theme's TOC renders. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links */}
          <a className="toc-link" href={`#${id}`}>
            {id}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** jsdom lays nothing out: every heading's top is 0, so the last heading of the list is "reached". */
function page(headingIds: readonly string[]) {
  document.body.querySelectorAll('h2').forEach((h) => h.remove());
  for (const id of headingIds) {
    const h = document.createElement('h2');
    h.id = id;
    document.body.append(h);
  }
}

describe('useScrollSpy', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes the heading in view into the address, and follows the TOC when in-app navigation swaps its links', () => {
    window.history.replaceState(null, '', '/first.html');
    page(['intro', 'usage']);
    const {rerender} = render(<Toc ids={['intro', 'usage']} />);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(window.location.hash).toBe('#usage');

    // Another page, same TOC component: its headings and links replace the first page's.
    window.history.pushState(null, '', '/second.html#forger');
    page(['account', 'forger']);
    rerender(<Toc ids={['account', 'forger']} />);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(300); // the check runs at most once per 300 ms
    });
    expect(window.location.pathname + window.location.hash).toBe('/second.html#forger');
    expect(document.querySelector('a.toc-link--active')?.getAttribute('href')).toBe('#forger');
  });

  it("leaves the address alone for a TOC whose links carry no class (a page's inline TOC)", () => {
    window.history.replaceState(null, '', '/third.html#usage');
    page(['intro', 'usage']);
    render(<Toc ids={['intro', 'usage']} linkClassName={null} />);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(300);
    });
    expect(window.location.hash).toBe('#usage');
  });
});
