/** @jest-environment jsdom */
import React from 'react';
import {act, render, screen} from '@testing-library/react';
import TOCItems from '@theme/TOCItems';

const TOC = [
  {value: 'Install', id: 'install', level: 2},
  {value: 'Configure', id: 'configure', level: 2},
  {value: 'Options', id: 'options', level: 3},
];

/**
 * The page around a TOC: the top bar (upstream's TOCItems measures it) and the headings. jsdom lays
 * nothing out: every heading's top is 0, so the last heading is the one "reached".
 */
function page() {
  const navbar = document.createElement('nav');
  navbar.className = 'navbar';
  document.body.append(navbar);
  for (const {id} of TOC) {
    const h = document.createElement('h2');
    h.id = id;
    document.body.append(h);
  }
}

describe('TOCItems (wrap)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    page();
    window.history.replaceState(null, '', '/guide.html');
  });
  afterEach(() => jest.useRealTimers());

  it("renders upstream's list, nested by level, with upstream's link class", () => {
    render(<TOCItems toc={TOC} />);
    const options = screen.getByRole('link', {name: 'Options'});
    expect(options).toHaveAttribute('href', '#options');
    expect(options).toHaveClass('table-of-contents__link');
    // Options (h3) sits in a list inside Configure's item.
    expect(options.closest('ul')?.closest('li')).toContainElement(screen.getByRole('link', {name: 'Configure'}));
  });

  it('highlights the heading in view with the active class and writes it into the address', () => {
    // As the desktop TOC passes them (theme-classic's TOC).
    render(
      <TOCItems
        toc={TOC}
        linkClassName="table-of-contents__link toc-highlight"
        linkActiveClassName="table-of-contents__link--active"
      />,
    );
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(window.location.hash).toBe('#options');
    expect(screen.getByRole('link', {name: 'Options'})).toHaveClass('table-of-contents__link--active');
    expect(screen.getByRole('link', {name: 'Install'})).not.toHaveClass('table-of-contents__link--active');
  });

  it('highlights in the mobile TOC too, which passes no active class', () => {
    render(<TOCItems toc={TOC} />);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('link', {name: 'Options'})).toHaveClass('table-of-contents__link--active');
  });

  it("spies on nothing in a page's inline TOC (links without a class)", () => {
    window.history.replaceState(null, '', '/guide.html#install');
    render(<TOCItems toc={TOC} className="table-of-contents" linkClassName={null} />);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(300);
    });
    expect(window.location.hash).toBe('#install');
    expect(document.querySelector('.table-of-contents__link--active')).toBeNull();
  });
});
