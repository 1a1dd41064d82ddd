/**
 * The HTML shell of every built page (Docusaurus's `ssrTemplate`): upstream's, except how the
 * bundle is loaded.
 *
 * Every page is served complete: server-rendered HTML and CSS that a reader can read, scroll, search
 * in with the browser and follow links from (each link is a static page of its own). What needs the
 * app (the mobile drawer, site search, copy buttons, tabs, request examples, the scroll spy,
 * navigation without a page load) is not needed before the reader does something. So the bundle
 * (about 150 KiB gzip, and the work of hydrating a long article) is not part of the first load:
 * a small inline loader at the end of the body (LOADER) requests it on the reader's first sign of
 * use. Readers without JavaScript get the same page.
 */

/**
 * The loader: `s` is the page's bundle URLs in execution order; it inserts them (in that order,
 * `async = false`) once, when the first of these happens:
 * - the reader touches, clicks, moves a mouse, turns a wheel, presses a key or moves focus
 *   (`pointerdown`, `touchstart`, `mousemove`, `wheel`, `keydown`, `focusin`): every way of starting
 *   to scroll or to use a control begins with one, while scrolling the page by itself (the
 *   browser's restoring of a position, a `#hash`) does not;
 * - at once, on a page served at an address other than its canonical one: the not-found page, or a
 *   legacy address the app moves to the canonical address (src/theme/Layout).
 * A touch or press that starts on a link does not load the app: the browser is about to leave for
 * the link's static page. If a script of the app fails to load, the loader stops holding anything.
 * Until the app has hydrated (Docusaurus's `data-has-hydrated` on `<html>`), a press on a control
 * (`button`, or a `role=button` or `role=tab` that is no link) and the search shortcut (Ctrl+K,
 * Cmd+K, `/` outside a text field: src/lib/search/shortcuts.ts) are held, and the last of each is
 * given to the app once it has hydrated: the menu opens, search opens. Links are left to the
 * browser: a link followed before the app is there loads the static page.
 * Plain ES5 in a string: it runs inline before any bundle (tests/unit/ssgTemplate.test.ts runs it).
 */
export const LOADER = `function (s) {
  var d = document, root = d.documentElement, started = false, held = null, key = null;
  var cues = ['pointerdown', 'touchstart', 'mousemove', 'wheel', 'keydown', 'focusin'];
  function load(ev) {
    if (started) return;
    var t = ev && (ev.type === 'pointerdown' || ev.type === 'touchstart') ? ev.target : null;
    if (t && t.closest && t.closest('a[href]')) return;
    started = true;
    for (var i = 0; i < cues.length; i++) removeEventListener(cues[i], load, true);
    for (i = 0; i < s.length; i++) {
      var e = d.createElement('script');
      e.src = s[i];
      e.async = false;
      e.onerror = release;
      d.head.appendChild(e);
    }
  }
  function release() {
    watch.disconnect();
    removeEventListener('click', onClick, true);
    removeEventListener('keydown', onKey, true);
    held = key = null;
  }
  function hydrated() {
    return root.getAttribute('data-has-hydrated') === 'true';
  }
  function editable(t) {
    if (!t || !t.tagName) return false;
    if (t.isContentEditable || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT') return true;
    return t.tagName === 'INPUT' && !/^(button|checkbox|radio|range|reset|submit|color|file|image)$/.test(t.type);
  }
  function onClick(e) {
    var t = e.target, c = t && t.closest ? t.closest('button, [role="button"], [role="tab"]') : null;
    if (!c || c.hasAttribute('href') || hydrated()) return;
    e.preventDefault();
    e.stopPropagation();
    held = c;
    load();
  }
  function onKey(e) {
    if (hydrated() || e.isComposing || e.altKey) return;
    var k = (e.key || '').toLowerCase();
    if ((k === 'k' && (e.ctrlKey || e.metaKey) && !e.shiftKey) || (k === '/' && !e.ctrlKey && !e.metaKey && !editable(e.target))) {
      e.preventDefault();
      key = e;
    }
  }
  var watch = new MutationObserver(function () {
    if (!hydrated()) return;
    var press = held, k = key;
    release();
    if (press && press.isConnected) press.click();
    if (k) {
      var to = k.target && k.target.isConnected ? k.target : d;
      to.dispatchEvent(new KeyboardEvent('keydown', {key: k.key, code: k.code, ctrlKey: k.ctrlKey, metaKey: k.metaKey, shiftKey: k.shiftKey, bubbles: true, cancelable: true}));
    }
  });
  watch.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
  addEventListener('click', onClick, true);
  addEventListener('keydown', onKey, true);
  var canonical = d.querySelector('link[rel="canonical"]'), elsewhere = true;
  try {
    elsewhere = !canonical || new URL(canonical.href, location.href).pathname !== location.pathname;
  } catch (error) {}
  if (elsewhere) load();
  else for (var i = 0; i < cues.length; i++) addEventListener(cues[i], load, {capture: true, passive: true});
}`;

/**
 * The bundle URLs the loader of a built page requests, in order, read back from the page's HTML
 * (the call that ends its body); null when the page has no loader. For the build's tests and the
 * bench, so the format is read where it is written.
 */
export function loaderUrls(html: string): string[] | null {
  const call = /\((\[[^\]]*\])\)<\/script>\s*<\/body>/.exec(html);
  return call?.[1] === undefined ? null : (JSON.parse(call[1]) as string[]);
}

/** Eta template (upstream's `ssgTemplate.html`, with the loader instead of the head scripts). */
export const ssgTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>(${LOADER})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %>)</script>
  </body>
</html>
`;
