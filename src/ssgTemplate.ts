/**
 * The HTML shell of every built page (Docusaurus's `ssrTemplate`): upstream's, except how the
 * bundle is loaded.
 *
 * Upstream writes `<script defer>` tags in the head, so a phone on a slow link downloads the
 * 130 KiB main bundle while it is still fetching the stylesheet and has painted nothing. The page
 * is readable without the bundle (it is server-rendered), so here the bundle is requested once
 * the page has painted: a small inline loader at the end of the body (LOADER) inserts the same
 * scripts, in the same order (`async = false`). Readers without JavaScript get the same page.
 */

/**
 * The loader: `s` is the page's bundle URLs in execution order. It waits for the first contentful
 * paint (Paint Timing; two frames where a browser lacks it), then inserts the scripts. A hidden tab
 * (a background tab, a prerender) paints nothing, so there it loads them at once. Plain ES5 in a
 * string: it runs inline before any bundle (tests/unit/ssgTemplate.test.ts runs it).
 */
export const LOADER = `function (s) {
  var done = false;
  function load() {
    if (done) return;
    done = true;
    for (var i = 0; i < s.length; i++) {
      var e = document.createElement('script');
      e.src = s[i];
      e.async = false;
      document.head.appendChild(e);
    }
  }
  var P = window.PerformanceObserver;
  if (document.visibilityState === 'hidden') load();
  else if (P && P.supportedEntryTypes && P.supportedEntryTypes.indexOf('paint') >= 0) {
    var o = new P(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        o.disconnect();
        setTimeout(load, 0);
      }
    });
    o.observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(function () { requestAnimationFrame(load); });
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
