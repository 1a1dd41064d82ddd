/** @jest-environment jsdom */
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {LOADER, loaderUrls, ssgTemplate} from '@site/src/ssgTemplate';
import {isSearchShortcut} from '@site/src/lib/search/shortcuts';
import {parse} from 'acorn';

/** Renders the template as Docusaurus does, with the data it passes. */
async function render(scripts: string[]): Promise<string> {
  const template = await compileSSGTemplate(ssgTemplate);
  return template({
    appHtml: '<main>Page</main>',
    baseUrl: '/docs/',
    htmlAttributes: 'lang="en-US"',
    bodyAttributes: '',
    headTags: '<title>T</title>',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: [],
    scripts,
    stylesheets: ['assets/css/styles.css'],
    noIndex: false,
    version: '3',
  });
}

describe('ssgTemplate', () => {
  it('writes no script tag that loads the bundle; the loader at the end of the body gets the URLs in order', async () => {
    const html = await render(['assets/js/runtime~main.1.js', 'assets/js/main.2.js']);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).toContain('<link rel="stylesheet" href="/docs/assets/css/styles.css" />');
    const body = html.slice(html.indexOf('<body'));
    expect(body).toContain('<div id="__docusaurus"><main>Page</main></div>');
    expect(body).toMatch(
      /\["\/docs\/assets\/js\/runtime~main\.1\.js","\/docs\/assets\/js\/main\.2\.js"\]\)<\/script>\s*<\/body>/,
    );
  });

  it('escapes "<" in the URLs, so none can close the script element', async () => {
    const html = await render(['assets/js/</script><b>.js']);
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('\\u003c/script>\\u003cb>.js');
    expect(loaderUrls(html)).toEqual(['/docs/assets/js/</script><b>.js']);
  });

  it('loaderUrls reads the URLs back from a rendered page, and null from a page without the loader', async () => {
    const urls = ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'];
    expect(loaderUrls(await render(urls))).toEqual(urls.map((url) => `/docs/${url}`));
    expect(
      loaderUrls('<html><body><main>Redirect</main><script>location.replace("/a.html")</script></body></html>'),
    ).toBeNull();
  });
});

describe('LOADER', () => {
  const CANONICAL = 'https://docs.swipechain.org/guidebook/core/cli.html';
  let cleanups: (() => void)[] = [];

  /** Runs the loader on a page whose canonical link is `canonical` (none if null), served at `path`. */
  function run(
    scripts: string[],
    {canonical = CANONICAL, path = '/guidebook/core/cli.html'}: {canonical?: string | null; path?: string} = {},
  ) {
    window.history.replaceState(null, '', path);
    if (canonical !== null) document.head.innerHTML = `<link rel="canonical" href="${canonical}">`;
    // The loader's listeners live on the window: collect them, so each test starts with none.
    const added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
    const add = window.addEventListener.bind(window);
    const spy = jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      added.push([type, listener, options]);
      add(type, listener, options);
    });
    new Function(`(${LOADER})(${JSON.stringify(scripts)})`)();
    spy.mockRestore();
    cleanups.push(() => {
      for (const [type, listener, options] of added) window.removeEventListener(type, listener, options);
    });
  }
  const inserted = () =>
    Array.from(document.head.querySelectorAll('script')).map((s) => ({src: s.getAttribute('src'), async: s.async}));
  /** What Docusaurus does once the app has hydrated; the loader's observer runs in a microtask. */
  async function hydrate() {
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    await Promise.resolve();
  }

  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-has-hydrated');
  });
  afterEach(() => {
    for (const cleanup of cleanups) cleanup();
    cleanups = [];
  });

  it('requests nothing on its own on a page served at its canonical address', async () => {
    jest.useFakeTimers();
    try {
      run(['/a.js', '/b.js']);
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('load'));
      document.dispatchEvent(new Event('visibilitychange'));
      // Timers and animation frames (faked) all run: nothing is waiting on one.
      jest.runAllTimers();
      await Promise.resolve();
      expect(inserted()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each(['pointerdown', 'touchstart', 'mousemove', 'wheel', 'keydown', 'focusin'])(
    'inserts the scripts in order, not async, on the first %s, and once only',
    (type) => {
      run(['/a.js', '/b.js']);
      document.body.dispatchEvent(new Event(type, {bubbles: true}));
      const expected = [
        {src: '/a.js', async: false},
        {src: '/b.js', async: false},
      ];
      expect(inserted()).toEqual(expected);
      for (const again of ['pointerdown', 'keydown', type])
        document.body.dispatchEvent(new Event(again, {bubbles: true}));
      expect(inserted()).toEqual(expected);
    },
  );

  it('loads at once where the page is served at another address than its canonical one, or has none', () => {
    const cases = [
      {canonical: 'https://docs.swipechain.org/404.html', path: '/no/such/page.html'},
      {canonical: 'https://docs.swipechain.org/faq/', path: '/faq/index.html'},
      {canonical: null, path: '/faq/'},
    ];
    for (const {canonical, path} of cases) {
      document.head.innerHTML = '';
      run(['/a.js'], {canonical, path});
      expect(inserted()).toEqual([{src: '/a.js', async: false}]);
    }
  });

  it('holds a press on a control until the app has hydrated, then presses it once', async () => {
    run(['/a.js']);
    document.body.innerHTML = '<nav><button type="button" id="menu"><span>Menu</span></button></nav>';
    const menu = document.getElementById('menu')!;
    const presses: boolean[] = [];
    menu.addEventListener('click', (event) => presses.push(event.isTrusted));
    const click = new MouseEvent('click', {bubbles: true, cancelable: true});
    menu.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(presses).toEqual([]);
    expect(inserted()).toHaveLength(1);
    await hydrate();
    expect(presses).toHaveLength(1);
    // Once the app is there, presses go straight through.
    menu.click();
    expect(presses).toHaveLength(2);
  });

  it('holds tabs and link-less role=button controls, and leaves links (even a role=button one) to the browser', async () => {
    run(['/a.js']);
    document.body.innerHTML = `
      <ul role="tablist"><li role="tab" id="tab">Go</li></ul>
      <div role="button" id="toggle">On this page</div>
      <a role="button" href="/guidebook/core/" id="category">Core</a>
      <a href="/faq/" id="link">FAQ</a>`;
    const outcome = (id: string) => {
      const click = new MouseEvent('click', {bubbles: true, cancelable: true});
      document.getElementById(id)!.dispatchEvent(click);
      return click.defaultPrevented;
    };
    expect(outcome('category')).toBe(false);
    expect(outcome('link')).toBe(false);
    expect(inserted()).toEqual([]);
    expect(outcome('tab')).toBe(true);
    expect(outcome('toggle')).toBe(true);
    // Only the last press is given to the app.
    const pressed: string[] = [];
    for (const id of ['tab', 'toggle']) document.getElementById(id)!.addEventListener('click', () => pressed.push(id));
    await hydrate();
    expect(pressed).toEqual(['toggle']);
  });

  it('does not press a held control the app has replaced', async () => {
    run(['/a.js']);
    document.body.innerHTML = '<button type="button" id="menu">Menu</button>';
    const old = document.getElementById('menu')!;
    let pressed = 0;
    old.addEventListener('click', () => (pressed += 1));
    old.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
    old.remove();
    await hydrate();
    expect(pressed).toBe(0);
  });

  /** Keys pressed before hydration: whether the loader held them and gave them to the app after. */
  async function heldKeys(keys: (KeyboardEventInit & {target?: Element})[]) {
    run(['/a.js']);
    const given: KeyboardEventInit[] = [];
    const prevented: boolean[] = [];
    for (const {target = document.body, ...init} of keys) {
      const event = new KeyboardEvent('keydown', {bubbles: true, cancelable: true, ...init});
      target.dispatchEvent(event);
      prevented.push(event.defaultPrevented);
    }
    const listener = (event: KeyboardEvent) =>
      given.push({key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey});
    document.addEventListener('keydown', listener);
    await hydrate();
    document.removeEventListener('keydown', listener);
    return {prevented, given};
  }

  it('holds the search shortcut until the app has hydrated, then gives it to the app once', async () => {
    const {prevented, given} = await heldKeys([{key: 'k', ctrlKey: true}]);
    expect(prevented).toEqual([true]);
    expect(given).toEqual([{key: 'k', ctrlKey: true, metaKey: false, shiftKey: false}]);
    expect(inserted()).toHaveLength(1);
  });

  it('holds exactly the keys that open search (src/lib/search/shortcuts.ts), and nothing else', async () => {
    document.body.innerHTML = '<input id="field" type="text"><input id="box" type="checkbox">';
    const field = document.getElementById('field')!;
    const box = document.getElementById('box')!;
    const cases: (KeyboardEventInit & {target?: Element})[] = [
      {key: 'k', ctrlKey: true},
      {key: 'K', metaKey: true},
      {key: 'k', ctrlKey: true, shiftKey: true},
      {key: 'k', ctrlKey: true, altKey: true},
      {key: 'k'},
      {key: '/'},
      {key: '/', target: field},
      {key: '/', target: box},
      {key: '/', ctrlKey: true},
      {key: 'k', ctrlKey: true, target: field},
      {key: 'ArrowDown'},
      {key: ' '},
      {key: 'Enter'},
      {key: 'Tab'},
    ];
    for (const init of cases) {
      document.documentElement.removeAttribute('data-has-hydrated');
      const {target = document.body, ...rest} = init;
      const expected = isSearchShortcut({
        key: rest.key!,
        ctrlKey: rest.ctrlKey ?? false,
        metaKey: rest.metaKey ?? false,
        altKey: rest.altKey ?? false,
        shiftKey: rest.shiftKey ?? false,
        target,
      });
      const {prevented, given} = await heldKeys([init]);
      expect({init: rest.key, prevented: prevented[0], given: given.length}).toEqual({
        init: rest.key,
        prevented: expected,
        given: expected ? 1 : 0,
      });
      for (const cleanup of cleanups) cleanup();
      cleanups = [];
    }
  });

  it('is plain ES5, as every browser of the production browserslist runs it inline', () => {
    expect(() => parse(`(${LOADER})([])`, {ecmaVersion: 5})).not.toThrow();
  });

  it('does not load on a touch or press that starts on a link, and loads on the next one elsewhere', () => {
    run(['/a.js']);
    document.body.innerHTML = '<a href="/faq/"><span id="in">FAQ</span></a><p id="out">Text</p>';
    for (const type of ['touchstart', 'pointerdown'])
      document.getElementById('in')!.dispatchEvent(new Event(type, {bubbles: true}));
    expect(inserted()).toEqual([]);
    document.getElementById('out')!.dispatchEvent(new Event('touchstart', {bubbles: true}));
    expect(inserted()).toEqual([{src: '/a.js', async: false}]);
  });

  it('stops holding presses and keys once a script of the app fails to load', async () => {
    run(['/a.js', '/b.js']);
    document.body.innerHTML = '<button type="button" id="menu">Menu</button>';
    const press = () => {
      const click = new MouseEvent('click', {bubbles: true, cancelable: true});
      document.getElementById('menu')!.dispatchEvent(click);
      return click.defaultPrevented;
    };
    expect(press()).toBe(true);
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(press()).toBe(false);
    const key = new KeyboardEvent('keydown', {key: 'k', ctrlKey: true, bubbles: true, cancelable: true});
    document.body.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
    // Nothing is given to an app that did come after all.
    let pressed = 0;
    document.getElementById('menu')!.addEventListener('click', () => (pressed += 1));
    await hydrate();
    expect(pressed).toBe(0);
  });

  it('loads at once when the canonical link cannot be read as an address', () => {
    run(['/a.js'], {canonical: 'http://[::1'});
    expect(inserted()).toEqual([{src: '/a.js', async: false}]);
  });
});
