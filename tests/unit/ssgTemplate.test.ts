/** @jest-environment jsdom */
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {LOADER, loaderUrls, ssgTemplate} from '@site/src/ssgTemplate';

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
  type Observer = {callback: (list: {getEntriesByName: (name: string) => unknown[]}) => void; disconnected: boolean};
  let observers: Observer[];
  let frames: (() => void)[];

  function setVisibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => state});
  }

  function installPaintTiming(types: string[] | undefined) {
    if (types === undefined) {
      delete (window as {PerformanceObserver?: unknown}).PerformanceObserver;
      return;
    }
    class FakeObserver {
      static supportedEntryTypes = types;
      record: Observer;
      constructor(callback: Observer['callback']) {
        this.record = {callback, disconnected: false};
        observers.push(this.record);
      }
      observe(options: {type: string; buffered: boolean}) {
        expect(options).toEqual({type: 'paint', buffered: true});
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    (window as {PerformanceObserver?: unknown}).PerformanceObserver = FakeObserver;
  }

  const run = (scripts: string[]) => new Function(`(${LOADER})(${JSON.stringify(scripts)})`)();
  const inserted = () =>
    Array.from(document.head.querySelectorAll('script')).map((s) => ({src: s.getAttribute('src'), async: s.async}));
  const paint = (name: string) => observers[0]!.callback({getEntriesByName: (n) => (n === name ? [{name}] : [])});

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    observers = [];
    frames = [];
    window.requestAnimationFrame = (callback) => frames.push(() => callback(0));
    setVisibility('visible');
  });
  afterEach(() => jest.useRealTimers());

  it('waits for the first contentful paint, then inserts the scripts in order, not async', () => {
    installPaintTiming(['paint', 'navigation']);
    run(['/a.js', '/b.js']);
    expect(inserted()).toEqual([]);
    paint('first-paint');
    jest.runAllTimers();
    expect(inserted()).toEqual([]);
    paint('first-contentful-paint');
    expect(observers[0]!.disconnected).toBe(true);
    expect(inserted()).toEqual([]);
    jest.runAllTimers();
    expect(inserted()).toEqual([
      {src: '/a.js', async: false},
      {src: '/b.js', async: false},
    ]);
  });

  it('loads at once in a hidden tab, which paints nothing', () => {
    installPaintTiming(['paint']);
    setVisibility('hidden');
    run(['/a.js']);
    expect(inserted()).toEqual([{src: '/a.js', async: false}]);
    expect(observers).toEqual([]);
  });

  it('waits two frames where the browser has no paint timing', () => {
    for (const types of [undefined, ['navigation']]) {
      document.head.innerHTML = '';
      frames = [];
      installPaintTiming(types);
      run(['/a.js']);
      expect(inserted()).toEqual([]);
      frames.shift()!();
      expect(inserted()).toEqual([]);
      frames.shift()!();
      expect(inserted()).toEqual([{src: '/a.js', async: false}]);
    }
  });

  it('inserts the scripts once, however many paint entries arrive', () => {
    installPaintTiming(['paint']);
    run(['/a.js']);
    paint('first-contentful-paint');
    paint('first-contentful-paint');
    jest.runAllTimers();
    expect(inserted()).toHaveLength(1);
  });
});
