import {type RefObject, useEffect} from 'react';
import {activeHeadingId, addressFor, SCROLL_SPY_INTERVAL_MS, throttle} from './scrollSpy';

/** Where the content area starts in the viewport: just below the fixed top bar. */
function contentTop(): number {
  const navbar = document.querySelector('.navbar');
  return navbar ? navbar.getBoundingClientRect().bottom : 0;
}

/**
 * While the reader scrolls, highlights the TOC link (inside `container`) of the heading in view and
 * writes that heading's id into the address with history.replaceState: no new history entry, no
 * scroll jump. At the top of the page the hash is removed. A `linkClassName` of null (links with no
 * class, as in a page's inline TOC) spies on nothing: with no link to find it would only erase the
 * hash that the page's main TOC writes.
 */
export function useScrollSpy(
  container: RefObject<HTMLElement | null>,
  linkClassName: string | null,
  linkActiveClassName: string,
): void {
  useEffect(() => {
    if (linkClassName === null) return undefined;
    // The desktop TOC passes several classes ('table-of-contents__link toc-highlight').
    const selector = `a.${linkClassName.trim().split(/\s+/).join('.')}`;

    const check = () => {
      // The TOC and its links are read at every check, not once: in-app navigation to another page
      // keeps this hook mounted while the TOC's element and links change, and stale ids (none on
      // the new page) would erase the address's hash.
      const root = container.current;
      if (!root) return;
      const links = Array.from(root.querySelectorAll<HTMLAnchorElement>(selector));
      const ids = links.map((link) => decodeURIComponent(link.hash.slice(1))).filter(Boolean);
      const headings = ids.flatMap((id) => {
        const el = document.getElementById(id);
        return el ? [{id, top: el.getBoundingClientRect().top}] : [];
      });
      const active = activeHeadingId(headings, contentTop());
      for (const link of links) {
        link.classList.toggle(linkActiveClassName, active !== null && link.hash === `#${encodeURIComponent(active)}`);
      }
      const current = window.location.hash ? decodeURIComponent(window.location.hash.slice(1)) : null;
      if (current !== active) {
        const {pathname, search} = window.location;
        window.history.replaceState(window.history.state, '', addressFor(pathname, search, active));
      }
    };

    const onScroll = throttle(check, SCROLL_SPY_INTERVAL_MS);
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [container, linkClassName, linkActiveClassName]);
}
