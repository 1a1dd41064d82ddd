/** @jest-environment jsdom */
// Links in kept server HTML (src/components/StaticBlocks) navigate in-app and preload on intent.
import React from 'react';
import {fireEvent, render, waitFor} from '@testing-library/react';
import {inAppTarget, isPlainClick, useStaticLinks} from '@site/src/lib/staticLinks';

const isRoute = (path: string) => ['/guide.html', '/faq/'].includes(path);

function Probe({navigate}: {readonly navigate: (to: string) => void}) {
  useStaticLinks(navigate, isRoute);
  return null;
}

function page(html: string): HTMLElement {
  document.body.innerHTML = `<article><div class="static-blocks">${html}</div><p><a href="/guide.html" id="outside">o</a></p></article>`;
  return document.body;
}

const anchor = (selector: string) => document.querySelector<HTMLAnchorElement>(selector)!;

describe('inAppTarget', () => {
  it('takes a link to a page of the site, with its query and hash', () => {
    page('<a id="a" href="/guide.html?x=1#step-2">g</a>');
    expect(inAppTarget(anchor('#a'), window.location.origin, isRoute)).toBe('/guide.html?x=1#step-2');
  });

  it('leaves to the browser: links outside the kept runs, hashes, other sites, files, new tabs, downloads', () => {
    page(
      [
        '<a id="hash" href="#step">h</a>',
        '<a id="ext" href="https://example.com/guide.html">e</a>',
        '<a id="file" href="/img/logo.svg">f</a>',
        '<a id="blank" href="/faq/" target="_blank">b</a>',
        '<a id="dl" href="/faq/" download>d</a>',
      ].join(''),
    );
    for (const id of ['#outside', '#hash', '#ext', '#file', '#blank', '#dl']) {
      expect(inAppTarget(anchor(id), window.location.origin, isRoute)).toBeNull();
    }
  });

  it('counts only plain left clicks', () => {
    const click = {button: 0, defaultPrevented: false, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false};
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({...click, button: 1})).toBe(false);
    expect(isPlainClick({...click, ctrlKey: true})).toBe(false);
    expect(isPlainClick({...click, metaKey: true})).toBe(false);
    expect(isPlainClick({...click, shiftKey: true})).toBe(false);
    expect(isPlainClick({...click, defaultPrevented: true})).toBe(false);
  });
});

describe('useStaticLinks', () => {
  it('navigates in-app on a plain click, and preloads on hover and touch', () => {
    page('<a id="a" href="/guide.html#intro"><code>guide</code></a><a id="b" href="/faq/">f</a>');
    const navigate = jest.fn();
    const preload = jest.fn();
    (window as unknown as {docusaurus: unknown}).docusaurus = {preload, prefetch: jest.fn()};
    const {unmount} = render(<Probe navigate={navigate} />);

    // A click on an element inside the link counts as a click on the link.
    const plain = fireEvent.click(anchor('#a code'));
    expect(plain).toBe(false); // default prevented
    expect(navigate).toHaveBeenCalledWith('/guide.html#intro');

    expect(fireEvent.click(anchor('#a'), {ctrlKey: true})).toBe(true);
    expect(fireEvent.click(anchor('#outside'))).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);

    fireEvent.mouseOver(anchor('#a'));
    fireEvent.touchStart(anchor('#b'));
    fireEvent.mouseOver(anchor('#outside'));
    expect(preload.mock.calls).toEqual([['/guide.html'], ['/faq/']]);

    // Gone with the page.
    unmount();
    fireEvent.click(anchor('#b'));
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('useStaticLinks with the route table in sections', () => {
  // `/tutorials/` is a section not loaded yet: its pages join `known` when it loads.
  const known = new Set(['/guide.html']);
  let loaded = false;
  let failing = false;
  const unloaded = {
    loadedFor: (path: string) => loaded || !path.startsWith('/tutorials/'),
    loadFor: jest.fn(async () => {
      if (failing) throw new Error('chunk failed');
      loaded = true;
      known.add('/tutorials/setup.html');
    }),
    follow: jest.fn(),
  };
  function SectionProbe({navigate}: {readonly navigate: (to: string) => void}) {
    useStaticLinks(navigate, (path) => known.has(path), unloaded);
    return null;
  }

  beforeEach(() => {
    loaded = false;
    failing = false;
    known.delete('/tutorials/setup.html');
    unloaded.loadFor.mockClear();
    unloaded.follow.mockClear();
  });

  it('a link into a section not loaded yet loads it, then navigates in-app to a page', async () => {
    page('<a id="t" href="/tutorials/setup.html#go">t</a><a id="f" href="/site.json">f</a>');
    const navigate = jest.fn();
    const preload = jest.fn();
    (window as unknown as {docusaurus: unknown}).docusaurus = {preload, prefetch: jest.fn()};
    render(<SectionProbe navigate={navigate} />);
    fireEvent.mouseOver(anchor('#t'));
    expect(preload.mock.calls).toEqual([['/tutorials/setup.html']]);
    expect(fireEvent.click(anchor('#t'))).toBe(false);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/tutorials/setup.html#go'));
    expect(unloaded.follow).not.toHaveBeenCalled();
    // An address outside every section (a file) stays the browser's, as before.
    expect(fireEvent.click(anchor('#f'))).toBe(true);
  });

  it('the browser loads an address the section does not have, or one whose section fails to load', async () => {
    page('<a id="n" href="/tutorials/nope.html">n</a><a id="t" href="/tutorials/setup.html">t</a>');
    const navigate = jest.fn();
    render(<SectionProbe navigate={navigate} />);
    expect(fireEvent.click(anchor('#n'))).toBe(false);
    await waitFor(() => expect(unloaded.follow).toHaveBeenCalledWith(`${window.location.origin}/tutorials/nope.html`));
    // As if the section were not loaded: its load fails this time.
    loaded = false;
    known.delete('/tutorials/setup.html');
    failing = true;
    fireEvent.click(anchor('#t'));
    await waitFor(() => expect(unloaded.follow).toHaveBeenCalledTimes(2));
    expect(navigate).not.toHaveBeenCalled();
  });
});
