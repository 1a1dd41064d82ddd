/** Raw HTML turned into JSX that MDX compiles (src/html.ts). */
import {htmlToJsx, normalizeDetails, styleToJsx} from '../src/html';
import type {HtmlContext} from '../src/html';

function convert(html: string, components: string[] = []) {
  const reports: string[] = [];
  const urls: string[] = [];
  const context: HtmlContext = {
    prose: {frontMatter: {}, pageTitle: 'Page', site: {title: 'Kestrel'}},
    report: (_offset, message) => reports.push(message),
    rewriteUrl: (url, kind) => {
      urls.push(`${kind}:${url}`);
      if (url.includes('missing')) return null;
      return url.startsWith('./') ? `/guide/${url.slice(2)}` : url;
    },
    components: new Set(components),
  };
  return {jsx: htmlToJsx(html, context), reports, urls};
}

describe('HTML attributes', () => {
  it('turns class, for and other HTML spellings into React props', () => {
    expect(convert('<div class="box" tabindex="0"><label for="x">X</label></div>').jsx).toBe(
      '<div className="box" tabIndex="0"><label htmlFor="x">X</label></div>',
    );
  });

  it('turns a style string into a style object', () => {
    expect(convert('<span style="color: red; font-size:12px; --accent: #fff">x</span>').jsx).toBe(
      '<span style={{color: "red", fontSize: "12px", "--accent": "#fff"}}>x</span>',
    );
    expect(styleToJsx('background: url("a;b.png"); margin: 0')).toBe(
      '{{background: "url(\\"a;b.png\\")", margin: "0"}}',
    );
  });

  it('quotes values safely and keeps boolean attributes', () => {
    expect(convert(`<details open><summary title='say "hi"'>S</summary></details>`).jsx).toBe(
      `<details open><summary title='say "hi"'>S</summary></details>`,
    );
    expect(convert('<td colspan=2>x</td>').jsx).toBe('<td colSpan="2">x</td>');
  });

  it('drops Vue bindings and event handlers, reporting each', () => {
    const {jsx, reports} = convert('<div v-if="ok" :class="c" @click="go" onclick="go()">x</div>');
    expect(jsx).toBe('<div>x</div>');
    expect(reports).toHaveLength(4);
    expect(reports[0]).toMatch(/Vue attribute v-if="ok" on <div> has no static meaning/);
    expect(reports[3]).toMatch(/event handler onclick/);
  });

  it('reads $withBase() image sources as plain addresses', () => {
    const {jsx, urls} = convert(`<img :src="$withBase('/logo.png')" alt="Logo">`);
    expect(jsx).toBe('<img src="/logo.png" alt="Logo" />');
    expect(urls).toEqual(['image:/logo.png']);
  });

  it('rewrites link and image addresses and drops a missing one', () => {
    expect(convert('<a href="./setup.md">Setup</a>').jsx).toBe('<a href="/guide/setup.md">Setup</a>');
    expect(convert('<img src="missing.png" alt="x">').jsx).toBe('<img alt="x" />');
  });

  it('turns a named anchor into an id, which Docusaurus checks links against', () => {
    expect(convert('<a name="legacy"></a>').jsx).toBe('<a id="legacy"></a>');
    expect(convert('<a name="n" id="i"></a>').jsx).toBe('<a name="n" id="i"></a>');
  });
});

describe('elements', () => {
  it('closes void elements and drops their stray closing tags', () => {
    expect(convert('one<br>two<br/>three<hr></br>').jsx).toBe('one<br />two<br />three<hr />');
    expect(convert('<img src="/a.png">').jsx).toBe('<img src="/a.png" />');
  });

  it('turns comments into MDX comments', () => {
    expect(convert('<!-- keep me -->').jsx).toBe('{/* keep me */}');
    expect(convert('<!-- a */ b -->').jsx).toBe('{/* a * / b */}');
  });

  it('maps the components VuePress pages used to the portal ones', () => {
    expect(convert('<request-example>').jsx).toBe('<RequestExample>');
    expect(convert('</request-example>').jsx).toBe('</RequestExample>');
    expect(convert('<Badge text="beta" type="warn"/>').jsx).toBe('<Badge text="beta" type="warning" />');
    expect(convert('<Badge text="new" vertical="middle"/>').jsx).toBe('<Badge text="new" vertical="middle" />');
  });

  it('turns <router-link to> into <a href> and unwraps <ClientOnly> and <OutboundLink>', () => {
    expect(convert('<router-link to="./setup.md">Setup</router-link>').jsx).toBe('<a href="/guide/setup.md">Setup</a>');
    expect(convert('<ClientOnly><span>x</span></ClientOnly><OutboundLink/>').jsx).toBe('<span>x</span>');
  });

  it('keeps an unknown Vue component as an inert custom element and reports it', () => {
    const {jsx, reports} = convert('<FeatureMatrix :rows="3" />', ['featurematrix']);
    expect(jsx).toBe('<feature-matrix />');
    expect(reports).toEqual([
      'Vue component <FeatureMatrix> (.vuepress/components) has no counterpart in the portal; kept as the inert element <feature-matrix>',
      'Vue attribute :rows="3" on <FeatureMatrix> has no static meaning; dropped',
    ]);
    expect(convert('<Widget/>').jsx).toBe('<vue-widget />');
  });

  it('escapes text between tags and resolves Vue interpolation there', () => {
    expect(convert('<p>{{ $site.title }} uses {braces} and a < b</p>').jsx).toBe(
      '<p>Kestrel uses \\{braces\\} and a \\< b</p>',
    );
  });
});

describe('<details>', () => {
  it('gets its tags on lines of their own, with blank lines around the content', () => {
    expect(normalizeDetails('<details><summary>More</summary>Body text</details>')).toBe(
      '<details>\n<summary>More</summary>\n\nBody text\n\n</details>',
    );
    expect(normalizeDetails('<details>\n<summary>More</summary>')).toBe('<details>\n<summary>More</summary>\n\n');
    expect(normalizeDetails('Last line\n</details>')).toBe('Last line\n\n</details>');
  });
});
