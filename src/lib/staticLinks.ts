/**
 * Links inside server HTML that was kept without hydrating (src/components/StaticBlocks) are plain
 * `<a>` elements. This gives them what Docusaurus' `<Link>` gives a hydrated link: following one to a
 * page of the site navigates in-app (no full reload), and hovering or touching it preloads the page.
 * One listener on the document serves every kept link.
 */
import {useEffect} from 'react';
import {STATIC_BLOCKS_CLASS} from '@site/src/components/StaticBlocks';

/** The parts of a click that decide whether the browser or the app follows a link. */
export interface ClickLike {
  readonly button: number;
  readonly defaultPrevented: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
}

/** The path, query and hash a kept link leads to inside the site, or null when the browser should follow it. */
export function inAppTarget(
  anchor: HTMLAnchorElement,
  origin: string,
  isRoute: (path: string) => boolean,
): string | null {
  if (anchor.closest(`.${STATIC_BLOCKS_CLASS}`) === null) return null;
  const target = anchor.getAttribute('target');
  if ((target !== null && target !== '' && target !== '_self') || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href');
  // A hash on this page: the browser scrolls, and the router hears the change.
  if (href === null || href.startsWith('#')) return null;
  const url = new URL(href, anchor.baseURI);
  if (url.origin !== origin || !isRoute(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** Whether a click on a link is a plain one (the app's to handle), as react-router decides it. */
export function isPlainClick(event: ClickLike): boolean {
  return (
    !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest('a[href]') : null;
}

/** The preloader Docusaurus puts on `window`. */
interface Preloader {
  readonly preload: (routePath: string) => unknown;
}

/**
 * Routes the app does not know yet: with the route table loaded a section at a time
 * (src/lib/routeSections), a page of another section is only known once its section is in.
 */
export interface UnloadedRoutes {
  /** Whether every section `path` may need is in the table (then isRoute's answer is final). */
  readonly loadedFor: (path: string) => boolean;
  readonly loadFor: (path: string) => Promise<void>;
  /** Lets the browser load an address (a full page load); `window.location.assign` unless given. */
  readonly follow?: (href: string) => void;
}

/** Handles plain clicks on kept links with `navigate`, and preloads their pages on hover or touch. */
export function useStaticLinks(
  navigate: (to: string) => void,
  isRoute: (path: string) => boolean,
  unloaded?: UnloadedRoutes,
): void {
  useEffect(() => {
    const origin = window.location.origin;
    const onClick = (event: MouseEvent): void => {
      const anchor = anchorOf(event.target);
      if (anchor === null || !isPlainClick(event)) return;
      // Any link into the site; whether it is a page is decided below.
      const to = inAppTarget(anchor, origin, () => true);
      if (to === null) return;
      const url = new URL(to, origin);
      if (isRoute(url.pathname)) {
        event.preventDefault();
        navigate(to);
        return;
      }
      // A link into a section not loaded yet: load it, then follow the link in the app if it is a
      // page, or let the browser load the address if it is not (or if the section fails to load).
      if (unloaded === undefined || unloaded.loadedFor(url.pathname)) return;
      event.preventDefault();
      const follow = unloaded.follow ?? ((href: string) => window.location.assign(href));
      unloaded.loadFor(url.pathname).then(
        () => (isRoute(url.pathname) ? navigate(to) : follow(url.href)),
        () => follow(url.href),
      );
    };
    const onIntent = (event: Event): void => {
      const anchor = anchorOf(event.target);
      // A page of a section not loaded yet may be one: preloading loads the section first.
      const mayBeRoute = (path: string) => isRoute(path) || (unloaded !== undefined && !unloaded.loadedFor(path));
      const to = anchor === null ? null : inAppTarget(anchor, origin, mayBeRoute);
      const docusaurus = (window as {docusaurus?: Preloader}).docusaurus;
      if (to !== null && docusaurus !== undefined) docusaurus.preload(new URL(to, origin).pathname);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent, {passive: true});
    document.addEventListener('touchstart', onIntent, {passive: true});
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, [navigate, isRoute, unloaded]);
}
