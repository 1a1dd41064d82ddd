/** Links resolved by VuePress rules and rewritten for Docusaurus (src/links.ts). */
import {resolveTarget, rewriteHtmlUrl, rewriteMarkdownUrl} from '../src/links';
import type {PageInfo, SiteIndex} from '../src/types';

function page(file: string, outFile: string, route: string, anchors: string[] = []): PageInfo {
  return {file, outFile, route, id: outFile.replace(/\.md$/, ''), title: null, anchors: new Set(anchors)};
}

const pages = [
  page('README.md', 'index.md', '/'),
  page('guide/README.md', 'guide/index.md', '/guide/', ['steps']),
  page('guide/setup.md', 'guide/setup.md', '/guide/setup.html', ['install', 'what-s-new']),
  {
    ...page('reference/cli.md', 'reference/cli.md', '/reference/cli.html', ['command-line', 'exit-codes']),
    titleAnchor: 'command-line',
  },
  page('releases/v1.0.md', 'releases/v1.0.md', '/releases/v1.0.html'),
];
const site: SiteIndex = {
  byFile: new Map(pages.map((p) => [p.file, p])),
  byRoute: new Map(pages.map((p) => [p.route, p])),
  sourceFiles: new Set(['guide/img/flow.png', 'files/spec.pdf']),
  publicFiles: new Set(['logo.svg', 'files/sample.yml']),
};
const setup = pages[2] as PageInfo;
const guide = pages[1] as PageInfo;

const routeOf = (url: string, from = 'guide/setup.md') => {
  const target = resolveTarget(url, from, site);
  return target.kind === 'page' ? target.page.route : target.kind;
};

describe('what a link points at, by VuePress rules', () => {
  it('resolves .md links relative to the page, README.md as the folder', () => {
    expect(routeOf('../reference/cli.md')).toBe('/reference/cli.html');
    expect(routeOf('./README.md')).toBe('/guide/');
    expect(routeOf('../README.md')).toBe('/');
  });

  it('resolves .html, folder and bare addresses, absolute or relative', () => {
    expect(routeOf('/reference/cli.html')).toBe('/reference/cli.html');
    expect(routeOf('/guide/')).toBe('/guide/');
    expect(routeOf('/guide/index.html')).toBe('/guide/');
    expect(routeOf('/guide/setup')).toBe('/guide/setup.html');
    expect(routeOf('/guide')).toBe('/guide/');
    expect(routeOf('../releases/v1.0')).toBe('/releases/v1.0.html');
    expect(routeOf('setup.html', 'guide/README.md')).toBe('/guide/setup.html');
  });

  it('keeps the anchor, decoded', () => {
    expect(resolveTarget('../reference/cli.md#exit%2Dcodes', 'guide/setup.md', site)).toMatchObject({
      kind: 'page',
      anchor: 'exit-codes',
    });
    expect(resolveTarget('#install', 'guide/setup.md', site)).toEqual({kind: 'hash', anchor: 'install'});
  });

  it('tells external links, files and missing targets apart', () => {
    expect(routeOf('https://example.com/x.md')).toBe('external');
    expect(routeOf('mailto:a@example.com')).toBe('external');
    expect(resolveTarget('/logo.svg', 'guide/setup.md', site)).toMatchObject({
      kind: 'asset',
      file: 'logo.svg',
      isPublic: true,
    });
    expect(resolveTarget('./img/flow.png', 'guide/setup.md', site)).toMatchObject({
      kind: 'asset',
      file: 'guide/img/flow.png',
      isPublic: false,
    });
    expect(resolveTarget('missing.md', 'guide/setup.md', site)).toEqual({kind: 'missing', path: 'guide/missing.md'});
    expect(resolveTarget('../../outside.md', 'guide/setup.md', site)).toMatchObject({kind: 'missing'});
    // A relative path never reaches the public folder, as in VuePress.
    expect(routeOf('logo.svg', 'README.md')).toBe('missing');
  });
});

describe('Markdown links rewritten for Docusaurus', () => {
  it('points page links at the output .md file, README.md becoming index.md', () => {
    expect(rewriteMarkdownUrl('/reference/cli.html#exit-codes', setup, site)).toMatchObject({
      url: '../reference/cli.md#exit-codes',
      problem: null,
    });
    expect(rewriteMarkdownUrl('./README.md', setup, site).url).toBe('./index.md');
    expect(rewriteMarkdownUrl('setup.html', guide, site).url).toBe('./setup.md');
  });

  it('leaves a relative .md link that already names the output file as written', () => {
    expect(rewriteMarkdownUrl('setup.md#install', guide, site).url).toBe('setup.md#install');
  });

  it('drops an anchor no heading has, reporting it, and keeps the link to the page', () => {
    const rewrite = rewriteMarkdownUrl('setup.md#nowhere', guide, site);
    expect(rewrite.url).toBe('setup.md');
    expect(rewrite.problem).toMatch(/anchor "#nowhere" matches no heading of guide\/setup\.md/);
  });

  it('removes a link to a missing page and says so, without throwing', () => {
    const rewrite = rewriteMarkdownUrl('../nowhere.md', setup, site);
    expect(rewrite.url).toBeNull();
    expect(rewrite.problem).toMatch(/no page or file of the site/);
    expect(rewriteMarkdownUrl('#nowhere', setup, site).url).toBeNull();
  });

  it('points public files at static/ and keeps page-relative files in place, to be copied', () => {
    expect(rewriteMarkdownUrl('/logo.svg', setup, site)).toMatchObject({
      url: '../../static/logo.svg',
      asset: {file: 'logo.svg', to: 'static'},
    });
    expect(rewriteMarkdownUrl('/files/sample.yml', pages[0] as PageInfo, site).url).toBe('../static/files/sample.yml');
    expect(rewriteMarkdownUrl('./img/flow.png', setup, site)).toMatchObject({
      url: './img/flow.png',
      asset: {file: 'guide/img/flow.png', to: 'docs'},
    });
    expect(rewriteMarkdownUrl('/files/spec.pdf', setup, site).url).toBe('../files/spec.pdf');
  });

  it('leaves external links alone and refuses a page as an image', () => {
    expect(rewriteMarkdownUrl('https://example.com', setup, site)).toEqual({
      url: 'https://example.com',
      problem: null,
      asset: null,
    });
    expect(rewriteMarkdownUrl('./README.md', setup, site, {image: true}).url).toBeNull();
  });
});

describe('addresses in raw HTML', () => {
  it('become canonical page addresses', () => {
    expect(rewriteHtmlUrl('../reference/cli.md#exit-codes', setup, site).url).toBe('/reference/cli.html#exit-codes');
    expect(rewriteHtmlUrl('./', setup, site).url).toBe('/guide/');
  });

  it('serve files from static/: images at their address, links through pathname://', () => {
    expect(rewriteHtmlUrl('/logo.svg', setup, site, {image: true})).toMatchObject({
      url: '/logo.svg',
      asset: {to: 'static', isPublic: true},
    });
    expect(rewriteHtmlUrl('img/flow.png', setup, site, {image: true})).toMatchObject({
      url: '/guide/img/flow.png',
      asset: {file: 'guide/img/flow.png', to: 'static', isPublic: false},
    });
    expect(rewriteHtmlUrl('/files/sample.yml', setup, site).url).toBe('pathname:///files/sample.yml');
  });

  it('report a missing target', () => {
    expect(rewriteHtmlUrl('/nowhere/', setup, site)).toMatchObject({
      url: null,
      problem: expect.stringMatching(/no page or file/),
    });
  });

  it('point a link to the title anchor at the page, and drop an empty address', () => {
    expect(rewriteHtmlUrl('../reference/cli.md#command-line', setup, site).url).toBe('/reference/cli.html');
    expect(rewriteHtmlUrl(' ', setup, site)).toMatchObject({url: null, problem: expect.stringMatching(/empty target/)});
  });
});

describe('links that broke the build on real trees (issue 17)', () => {
  it('an empty or blank target: the link is removed, its text kept, and it is reported', () => {
    for (const url of ['', '  ']) {
      expect(rewriteMarkdownUrl(url, setup, site, {label: 'Set up your node'})).toEqual({
        url: null,
        problem: 'link "[Set up your node]()" has an empty target; the link was removed, its text kept',
        asset: null,
      });
    }
    expect(rewriteMarkdownUrl('', setup, site, {image: true})).toMatchObject({url: null});
  });

  it("a page's title anchor, which Docusaurus renders without an id: the link points at the page", () => {
    expect(rewriteMarkdownUrl('../reference/cli.md#command-line', setup, site)).toEqual({
      url: '../reference/cli.md',
      problem: null,
      asset: null,
    });
    expect(rewriteMarkdownUrl('../reference/cli.md#exit-codes', setup, site).url).toBe(
      '../reference/cli.md#exit-codes',
    );
    const cli = pages[3] as PageInfo;
    expect(rewriteMarkdownUrl('#command-line', cli, site).url).toBe('./cli.md');
  });
});
