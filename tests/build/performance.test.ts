/**
 * What keeps the first load light, checked on the production build: code arrives highlighted in
 * the HTML and Prism stays out of what every page loads; the link preview is a PNG social
 * networks show. (Speed and size figures are printed by `npm run bench`, not asserted here.)
 */
import fs from 'node:fs';
import path from 'node:path';
import {loaderUrls} from '../../src/ssgTemplate';
import {assertBuilt, BUILD_DIR, builtFile, loadPage} from '../support/build';

beforeAll(assertBuilt);

const JS_DIR = path.join(BUILD_DIR, 'assets/js');
/** A property only Prism's grammars use: a file that has it carries Prism. */
const PRISM_MARK = 'lookbehind';

describe('code highlighted at build time', () => {
  it('a page serves its code blocks with Prism token classes and no inline colours', () => {
    const $ = loadPage('/guidebook/core/cli.html');
    const blocks = $('.theme-code-block');
    expect(blocks.length).toBeGreaterThan(10);
    expect($('.theme-code-block pre code .token-line').length).toBeGreaterThan(blocks.length);
    expect($('.theme-code-block .token.function').length).toBeGreaterThan(0);
    expect($('.theme-code-block [style*="color"]')).toHaveLength(0);
    expect($('.theme-code-block[style]')).toHaveLength(0);
  });

  it('the stylesheet colours the tokens for light and dark mode', () => {
    const css = fs
      .readdirSync(path.join(BUILD_DIR, 'assets/css'))
      .map((file) => fs.readFileSync(path.join(BUILD_DIR, 'assets/css', file), 'utf8'))
      .join('\n');
    expect(css).toMatch(/\[data-theme=(light|'light')\] \.token\.comment/);
    expect(css).toMatch(/\[data-theme=(dark|'dark')\] \.token\.comment/);
  });

  it('Prism is in one chunk only, loaded with the first JSON answer of a request example, not by main.js', () => {
    const files = fs.readdirSync(JS_DIR).filter((file) => file.endsWith('.js'));
    const withPrism = files.filter((file) => fs.readFileSync(path.join(JS_DIR, file), 'utf8').includes(PRISM_MARK));
    expect(withPrism).toHaveLength(1);
    expect(withPrism[0]).not.toMatch(/^(main|runtime)/);
    const html = fs.readFileSync(path.join(BUILD_DIR, 'guidebook/core/cli.html'), 'utf8');
    expect(html).not.toContain(withPrism[0]);
  });
});

describe('the link preview', () => {
  it('og:image and twitter:image are a 1200×630 PNG that the build ships', () => {
    const $ = loadPage('/');
    const image = $('meta[property="og:image"]').attr('content') ?? '';
    expect($('meta[name="twitter:image"]').attr('content')).toBe(image);
    expect(image).toMatch(/\/img\/social-card\.png$/);
    const png = fs.readFileSync(path.join(BUILD_DIR, new URL(image).pathname));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height, big-endian, at bytes 16-23.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('what every doc page loads for its version', () => {
  it("has the sidebars but not every doc's title and description (plugins/docs)", () => {
    const chunks = fs
      .readdirSync(JS_DIR)
      .filter((file) => !/^(main|runtime)/.test(file))
      .map((file) => fs.readFileSync(path.join(JS_DIR, file), 'utf8'))
      .filter((text) => text.includes('"docsSidebars"'));
    expect(chunks).toHaveLength(1);
    const [props] = chunks;
    expect(props).toContain('"docs":{}');
    expect(props).toContain('"guidebook"'); // a sidebar
    // The FAQ's description, which upstream's version props carry for every page.
    const $ = loadPage('/faq/');
    const description = $('meta[name="description"]').attr('content') ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(props).not.toContain(description.slice(0, 40));
  });
});

/** The text of main.js. */
const mainJs = (): string =>
  fs
    .readdirSync(JS_DIR)
    .filter((file) => /^main\..*\.js$/.test(file))
    .map((file) => fs.readFileSync(path.join(JS_DIR, file), 'utf8'))
    .join('\n');

describe('what main.js carries to every page', () => {
  it("has each docs version's main doc, not a list of every doc (plugins/docs)", () => {
    const main = fs
      .readdirSync(JS_DIR)
      .filter((file) => /^main\..*\.js$/.test(file))
      .map((file) => fs.readFileSync(path.join(JS_DIR, file), 'utf8'))
      .join('\n');
    // The docs plugin's global data names docs by id with their sidebar; the site record by title.
    expect(main).toMatch(/"mainDocId":\s*"index"/);
    expect(main).toMatch(/"id":\s*"index"/);
    expect(main).not.toMatch(/"id":\s*"faq\/desktop-wallet"/);
    expect(main).not.toMatch(/"id":\s*"archive\/api\/public-v1\/accounts"/);
  });

  it("has no list of the pages' titles: the not-found page loads it on demand (src/lib/useSiteRecord.ts)", () => {
    const main = mainJs();
    // A title only the site's page list would carry into main.js (routes name paths, not titles).
    const title = loadPage('/faq/desktop-wallet.html')('h1').first().text();
    expect(title.length).toBeGreaterThan(5);
    expect(main).not.toContain(JSON.stringify(title));
    const [pagesChunk] = fs.readdirSync(JS_DIR).filter((file) => /^site-pages\.[\da-f]+\.js$/.test(file));
    expect(pagesChunk).toBeDefined();
    expect(fs.readFileSync(path.join(JS_DIR, pagesChunk!), 'utf8')).toContain(JSON.stringify(title).slice(1, -1));
  });

  it('has no tslib (plugins/browser-shims)', () => {
    // Helpers only tslib defines.
    expect(mainJs()).not.toMatch(/__classPrivateFieldGet|__spreadArray|__asyncGenerator/);
  });

  it("has the route table's frame, and each section's pages are in that section's chunk (plugins/route-sections)", () => {
    const main = mainJs();
    const sectionFile = (name: string): string => {
      const [file] = fs
        .readdirSync(JS_DIR)
        .filter((entry) => new RegExp(`^routes-${name}\\.[\\da-f]+\\.js$`).test(entry));
      expect([name, file]).toEqual([name, expect.any(String)]);
      return fs.readFileSync(path.join(JS_DIR, file!), 'utf8');
    };
    for (const [section, page] of [
      ['guidebook', '/guidebook/core/cli.html'],
      ['faq', '/faq/desktop-wallet.html'],
      ['archive', '/archive/api/public-v1/accounts.html'],
    ] as const) {
      expect(main).not.toContain(JSON.stringify(page));
      expect(sectionFile(section)).toContain(JSON.stringify(page));
    }
    // The not-found route and the layout routes stay; the home page is a section of its own.
    expect(sectionFile('home')).toContain('"/"');
  });
});

describe('what the runtime carries to every page', () => {
  it("names no section's page chunks: each section's chunk names its own, and they are built (plugins/route-sections)", () => {
    const [runtimeFile] = fs.readdirSync(JS_DIR).filter((file) => /^runtime~main\.[\da-f]+\.js$/.test(file));
    const runtime = fs.readFileSync(path.join(JS_DIR, runtimeFile!), 'utf8');
    expect(runtime).toContain('__routeSectionChunks');
    const faqPages = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'site.json'), 'utf8')).pages.filter(
      (page: {path: string}) => page.path.startsWith('/faq/'),
    ).length;
    expect(faqPages).toBeGreaterThan(3);
    for (const section of ['faq', 'guidebook', 'archive']) {
      const [file] = fs
        .readdirSync(JS_DIR)
        .filter((entry) => new RegExp(`^routes-${section}\\.[\\da-f]+\\.js$`).test(entry));
      const text = fs.readFileSync(path.join(JS_DIR, file!), 'utf8');
      const files = JSON.parse(/Object\.assign\(r\.f,(\{[^}]*\})\)/.exec(text)?.[1] ?? '{}') as Record<string, string>;
      const ids = JSON.parse(/Object\.assign\(r\.i,(\{[^}]*\})\)/.exec(text)?.[1] ?? '{}') as Record<string, string>;
      expect([section, Object.keys(files).length]).toEqual([section, expect.any(Number)]);
      expect(Object.keys(files).length).toBeGreaterThan(section === 'faq' ? faqPages - 1 : 3);
      expect(Object.keys(ids).length).toBeGreaterThan(3);
      // The runtime's keys, as the minifier writes them (decimal, hex, quoted or bare), as names.
      const runtimeKeys = new Set(
        [...runtime.matchAll(/[{,](0x[\da-f]+|\d+|"[^"]*"|[A-Za-z_$][\w$]*):"/gi)].map(([, key]) =>
          key!.startsWith('"') ? key!.slice(1, -1) : /^0x/i.test(key!) ? String(parseInt(key!, 16)) : key!,
        ),
      );
      expect(runtimeKeys.size).toBeGreaterThan(10);
      for (const [id, chunkFile] of Object.entries(files)) {
        expect(fs.existsSync(path.join(BUILD_DIR, chunkFile))).toBe(true);
        expect([id, runtimeKeys.has(id)]).toEqual([id, false]);
      }
      for (const name of Object.keys(ids)) expect([name, runtimeKeys.has(name)]).toEqual([name, false]);
    }
  });
});

describe('large blocks only the pages that use them load (plugins/component-imports)', () => {
  /** The JS files that contain `text`. */
  const filesWith = (text: string): string[] =>
    fs
      .readdirSync(JS_DIR)
      .filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(JS_DIR, file), 'utf8').includes(text));
  // Words only RequestExample's code has (its curl parser's refusal, src/components/RequestExample/parseCurl.ts).
  const MARK = 'starts another one';

  it('RequestExample is one chunk of its own, outside main.js and the component every doc page loads', () => {
    // Before: in the doc page component's chunk, which every page loads.
    const withIt = filesWith(MARK);
    expect(withIt).toHaveLength(1);
    expect(withIt[0]).toMatch(/^component-RequestExample\.[\da-f]+\.js$/);
  });
});

describe('the bundle is requested on first use (src/ssgTemplate.ts)', () => {
  const pages = ['/', '/guidebook/core/cli.html', '/faq/desktop-wallet.html', '/404.html'];

  it.each(pages)(
    '%s has no script tag that loads a file; its loader lists the runtime, main, its route section and its own chunks, all built',
    (page) => {
      const $ = loadPage(page);
      expect($('script[src]')).toHaveLength(0);
      const loader = $('body > script').last().html() ?? '';
      const urls = loaderUrls(fs.readFileSync(builtFile(page), 'utf8'));
      expect(urls).not.toBeNull();
      // The page's section of the route table comes beside main.js (plugins/route-sections); the
      // not-found page serves every unknown address, so it has none of its own.
      const section = {'/': ['routes-home'], '/404.html': []}[page] ?? [`routes-${page.split('/')[1]}`];
      const names = urls!.map((url) => path.basename(url).split('.')[0]);
      expect(names.slice(0, 2 + section.length)).toEqual(['runtime~main', 'main', ...section]);
      // Then the page's own chunks (plugins/route-sections/pageChunks.ts), each once; the not-found
      // page has none (it is no route of its own).
      const own = names.slice(2 + section.length);
      expect(new Set(urls).size).toBe(urls!.length);
      if (page === '/404.html') expect(own).toEqual([]);
      else expect(own.length).toBeGreaterThan(2);
      for (const url of urls!) expect(fs.existsSync(path.join(BUILD_DIR, url))).toBe(true);
      // The build's loader is ours (minified): it waits for the reader's first sign of use, and loads
      // at once where the page is served at an address not its own.
      for (const cue of ['pointerdown', 'touchstart', 'mousemove', 'wheel', 'keydown', 'focusin'])
        expect(loader).toMatch(new RegExp(`["']${cue}["']`));
      expect(loader).toMatch(/link\[rel=(\\?["'])canonical\1\]/);
    },
  );
});
