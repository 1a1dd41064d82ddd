import {load} from 'cheerio';
import {
  documentFile,
  isFolderForm,
  netlifyRedirects,
  nginxInclude,
  NGINX_SERVER_LINE,
  redirectDocument,
} from '@site/plugins/legacy-redirects/rules';
import {legacyRedirects} from '@site/src/lib/legacyPath';

const SITE = {url: 'https://docs.example.org', title: 'Example Docs', lang: 'en'};
const REDIRECTS = legacyRedirects(['/', '/faq/', '/faq/bounties.html']);

describe('redirectDocument', () => {
  const $ = load(redirectDocument({to: '/faq/bounties.html', title: 'Bounties & <Rewards>'}, SITE));

  it('names the canonical address, keeps search engines away and loads nothing', () => {
    expect($('html').attr('lang')).toBe('en');
    expect($('link[rel="canonical"]').attr('href')).toBe('https://docs.example.org/faq/bounties.html');
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('script[src], link[rel="stylesheet"], img').length).toBe(0);
    expect($('title').text()).toBe('Bounties & <Rewards> | Example Docs');
  });

  it('replaces the address in script, with the query and the hash', () => {
    const script = $('script').text();
    let replaced = '';
    const location = {search: '?q=1', hash: '#top', replace: (to: string) => void (replaced = to)};
    new Function('location', script)(location);
    expect(replaced).toBe('/faq/bounties.html?q=1#top');
  });

  it('refreshes without JavaScript only, and links to the page', () => {
    // Inside <noscript> the refresh cannot race the script.
    const noscript = load($('noscript').html() ?? '');
    expect(noscript('meta[http-equiv="refresh"]').attr('content')).toBe('0; url=/faq/bounties.html');
    expect($('body a').attr('href')).toBe('/faq/bounties.html');
    expect($('body a').text()).toBe('Bounties & <Rewards>');
  });

  it('cannot be closed early by the address it carries', () => {
    const html = redirectDocument({to: '/a</script><script>alert(1)</script>.html', title: 'x'}, SITE);
    expect(load(html)('script').length).toBe(1);
  });
});

describe('documentFile', () => {
  it('puts the document of /x/y/ at x/y/index.html, and has none for other forms', () => {
    expect(documentFile('/faq/bounties/')).toBe('faq/bounties/index.html');
    expect(REDIRECTS.filter((r) => isFolderForm(r.from)).map((r) => r.from)).toEqual(['/faq/bounties/']);
    expect(() => documentFile('/faq/bounties')).toThrow('not served as a folder');
  });
});

describe('netlifyRedirects', () => {
  it('forces a 301 for each form but a folder without its slash, which Netlify matches as the folder itself', () => {
    const text = netlifyRedirects(REDIRECTS, '# header');
    const rules = text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    expect(rules).toEqual([
      ['/faq/bounties', '/faq/bounties.html', '301!'],
      ['/faq/bounties/', '/faq/bounties.html', '301!'],
      ['/faq/index.html', '/faq/', '301!'],
      ['/index.html', '/', '301!'],
    ]);
    expect(text.startsWith('# header\n')).toBe(true);
  });
});

describe('nginxInclude', () => {
  it('maps the path of the request line to the canonical address, every form included', () => {
    const text = nginxInclude(REDIRECTS, '# header');
    expect(text).toContain('map $request_uri $swipechain_request_path {');
    expect(text).toMatch(/^map_hash_bucket_size 64;$/m);
    const long = nginxInclude([{from: `/${'a'.repeat(100)}`, to: '/a.html'}], '');
    expect(long).toMatch(/^map_hash_bucket_size 256;$/m);
    const entries = [...text.matchAll(/^ {4}"(\/[^"]*)"\s+"([^"]*)";$/gm)].map((m) => [m[1], m[2]]);
    expect(entries).toEqual(REDIRECTS.map((r) => [r.from, r.to]));
    expect(text).toMatch(/map \$swipechain_request_path \$swipechain_redirect \{\n {4}default "";/);
    expect(NGINX_SERVER_LINE).toBe('if ($swipechain_redirect) { return 301 $swipechain_redirect$is_args$args; }');
  });

  it('refuses an address nginx would read as a variable or a pattern', () => {
    expect(() => nginxInclude([{from: '/a$b', to: '/a.html'}], '')).toThrow('/a$b');
    expect(() => nginxInclude([{from: '/a"b', to: '/a.html'}], '')).toThrow('/a"b');
  });
});
