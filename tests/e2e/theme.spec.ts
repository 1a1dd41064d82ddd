/**
 * The page furniture and navigation behaviour of the legacy site (issue: swizzled theme), in the
 * production build on the plain static host.
 */
import {test, expect, type Page} from '@playwright/test';
import {DOCS_REPO, DOCS_REPO_URL, NAV_HOME_LABEL, REPO_LABEL} from '../../src/siteConstants';
import {waitForHydration, watchPage} from './support';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test('the top bar links only to Home and Contribute!', async ({page}) => {
  await open(page, '/faq/');
  const links = page.locator('nav.navbar a:not(.navbar__brand)').filter({visible: true});
  await expect(links).toHaveText([NAV_HOME_LABEL, REPO_LABEL]);
  await expect(links.nth(0)).toHaveAttribute('href', '/');
  await expect(links.nth(1)).toHaveAttribute('href', DOCS_REPO_URL);
  await expect(page.locator('nav.navbar a.navbar__brand')).toHaveAttribute('href', '/');
});

test('a nested page links to its source file with the legacy edit text', async ({page}) => {
  await open(page, '/guidebook/core/plugins/required/core-p2p.html');
  const edit = page.getByRole('link', {name: 'Help us improve this page!', exact: true});
  await expect(edit).toHaveAttribute(
    'href',
    `${DOCS_REPO_URL}/edit/${DOCS_REPO.branch}/${DOCS_REPO.docsDir}/guidebook/core/plugins/required/core-p2p.md`,
  );
});

test('scrolling to the third section writes its id into the address without a history entry', async ({page}) => {
  await open(page, '/guidebook/core/cli.html');
  const before = await page.evaluate(() => window.history.length);
  const id = await page.locator('article h2[id]').nth(2).getAttribute('id');
  expect(id).toBeTruthy();
  await page.evaluate((headingId) => {
    const heading = document.getElementById(headingId ?? '');
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
    if (heading) window.scrollTo(0, window.scrollY + heading.getBoundingClientRect().top - navbar);
  }, id);
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#${id}`);
  expect(await page.evaluate(() => window.history.length)).toBe(before);
  await expect(page.locator(`.table-of-contents a[href="#${id}"]`).first()).toHaveClass(
    /table-of-contents__link--active/,
  );

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
  expect(await page.evaluate(() => window.history.length)).toBe(before);
});

test('the progress bar runs while a page loads on demand, and is gone after', async ({page}) => {
  // No prefetching (Docusaurus skips it when the reader saves data), so the page's code loads on
  // the click, and that load is held until the bar has been seen: nothing depends on how fast it is.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {get: () => ({effectiveType: '4g', saveData: true})});
  });
  await open(page, '/faq/');
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/assets/js/**', async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/faq/passphrases.html"]').click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect.poll(() => held).toBeGreaterThan(0);
  await expect(page.locator('article h1')).toHaveText('FAQ');
  release();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/faq/passphrases.html');
  await expect(page.locator('article h1')).toHaveText('Passphrases');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a hash change within the page shows no progress bar', async ({page}) => {
  await open(page, '/guidebook/core/cli.html');
  // Records whether the bar ever appears, however briefly.
  await page.evaluate(() => {
    const seen = document.createElement('meta');
    seen.id = 'progress-seen';
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) document.head.append(seen);
    }).observe(document.body, {childList: true, subtree: true});
  });
  const href = await page.locator('.table-of-contents a').nth(1).getAttribute('href');
  await page.locator('.table-of-contents a').nth(1).click();
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(href);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expect(page.locator('#progress-seen')).toHaveCount(0);
});

test.describe('on a 375 px wide screen', () => {
  test.use({viewport: {width: 375, height: 740}});

  test('the drawer closes after following a link in it', async ({page}) => {
    await open(page, '/faq/');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await drawer.locator('a[href="/faq/passphrases.html"]').click();
    await expect(page.locator('article h1')).toHaveText('Passphrases');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('the menu pressed before the app is there opens the drawer once the app has hydrated', async ({page}) => {
    const {problems} = watchPage(page);
    await page.goto('/faq/');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Passphrases'})).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('going back restores the scroll position', async ({page}) => {
  await open(page, '/glossary/');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/faq/"]').click();
  await expect(page.locator('article h1')).toHaveText('FAQ');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  await page.goBack();
  await expect(page.locator('article h1')).toHaveText('Glossary');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1480);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - 1500)).toBeLessThanOrEqual(20);
});

test('after a navigation to an address with a hash, the heading is in view below the top bar', async ({page}) => {
  await open(page, '/faq/');
  const watch = watchPage(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/guidebook/core/cli.html');
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  });
  await expect(page.locator('article h1')).toHaveText('Command Line Interface');
  const id = await page.locator('article h2[id]').nth(3).getAttribute('id');
  await page.locator(`.table-of-contents a[href="#${id}"]`).first().click();
  await expect
    .poll(() =>
      page.evaluate((headingId) => {
        const top = document.getElementById(headingId ?? '')?.getBoundingClientRect().top ?? -1;
        const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
        return top >= navbar - 1 && top < navbar + 80;
      }, id),
    )
    .toBe(true);
  expect(watch.problems).toEqual([]);
});

test('meta tags from front matter swap between pages, with none left over', async ({page}) => {
  await open(page, '/');
  const keywords = page.locator('head meta[name="keywords"]');
  await expect(keywords).toHaveAttribute('content', /swipechain documentation/);
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/faq/"]').click();
  await expect(page.locator('article h1')).toHaveText('FAQ');
  await expect(keywords).toHaveCount(1);
  await expect(keywords).toHaveAttribute('content', /passphrase/);
  await expect(page.locator('head meta[name="audience"]')).toHaveAttribute('content', 'wallet users');
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/faq/passphrases.html"]').click();
  await expect(page.locator('article h1')).toHaveText('Passphrases');
  await expect(keywords).toHaveCount(0);
  await expect(page.locator('head meta[name="audience"]')).toHaveCount(0);
});

test('a first visit loads the routes of its own section only; a link into another section loads that one in the app', async ({
  page,
}) => {
  // Idle callbacks never run, so no prefetch asks for other sections behind the test's back.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const {problems} = watchPage(page);
  const sectionScripts: string[] = [];
  page.on('request', (request) => {
    const name = /\/routes-([\w-]+)\.[\da-f]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name !== undefined && request.resourceType() === 'script') sectionScripts.push(name);
  });
  await open(page, '/faq/desktop-wallet.html');
  expect(sectionScripts).toEqual(['faq']);
  await page.evaluate(() => {
    (window as unknown as {sameDocument: boolean}).sameDocument = true;
  });
  // The top bar's home link leads to the home page, a section of its own.
  await page.locator('nav[aria-label="Main"] a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('article h1')).toHaveCount(1);
  await expect.poll(() => sectionScripts).toEqual(['faq', 'home']);
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  // Back in the first section: nothing more to load.
  await page.goBack();
  await expect(page).toHaveURL(/\/faq\/desktop-wallet\.html$/);
  await expect(page.locator('article h1')).toHaveCount(1);
  expect(sectionScripts).toEqual(['faq', 'home']);
  expect(problems).toEqual([]);
});

test('links in view are prefetched only once the browser is idle after the load', async ({page}) => {
  // Idle callbacks are held until the test lets them run.
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    const w = window as unknown as {heldIdle: IdleRequestCallback[]; runIdle: () => void};
    w.heldIdle = held;
    w.runIdle = () => {
      for (const callback of held.splice(0)) callback({didTimeout: false, timeRemaining: () => 50});
    };
    window.requestIdleCallback = (callback) => held.push(callback);
  });
  await open(page, '/guidebook/core/cli.html');
  await page.waitForFunction(() => document.readyState === 'complete');
  const prefetches = page.locator('head link[rel="prefetch"]');
  // The page is loaded and links are in view, but nothing is prefetched until the browser is idle.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {heldIdle: unknown[]}).heldIdle.length))
    .toBeGreaterThan(0);
  await expect(prefetches).toHaveCount(0);
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  // One address is prefetched per idle period, and the first ones may need nothing the page lacks
  // (its own address, say): let the browser be idle again until a prefetch appears.
  await expect
    .poll(async () => {
      await page.evaluate(() => (window as unknown as {runIdle: () => void}).runIdle());
      return prefetches.count();
    })
    .toBeGreaterThan(0);
  // Each file once, and none the page already fetched (its own chunks, the shared layout's).
  const hrefs = await prefetches.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  expect(hrefs.filter((href) => fetched.includes(href))).toEqual([]);
});

test('a first visit requests no script until the reader does something; the first key press loads the app', async ({
  page,
}) => {
  const {problems} = watchPage(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/guidebook/core/cli.html');
  // Loaded, and nothing in flight for half a second: the page has asked for all it asks for alone.
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
  await expect(page.locator('article h1')).toHaveText('Command Line Interface');
  await page.keyboard.press('Shift');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  expect(scripts.slice(0, 2)).toEqual([
    expect.stringMatching(/^\/assets\/js\/runtime~main\.[^/]+\.js$/),
    expect.stringMatching(/^\/assets\/js\/main\.[^/]+\.js$/),
  ]);
  expect(problems).toEqual([]);
});

test('on first use, every script the app needs to hydrate is one the loader asked for at once, and none comes twice', async ({
  page,
}) => {
  const {problems} = watchPage(page);
  // The moment the app has hydrated, in the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement.dataset.hasHydrated !== 'true') return;
      (window as unknown as {hydratedAt: number}).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
  });
  for (const address of ['/guidebook/core/cli.html', '/archive/api/public-v1/accounts.html']) {
    await page.goto(address);
    const listed = await page.evaluate(() => {
      const call = /\((\[[^\]]*\])\)\s*$/.exec(document.body.lastElementChild?.textContent ?? '');
      return call ? (JSON.parse(call[1]!) as string[]) : [];
    });
    expect(listed.length).toBeGreaterThan(3);
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => (window as unknown as {hydratedAt?: number}).hydratedAt !== undefined);
    // Until the app had hydrated, the page asked for the loader's list and nothing else: no second
    // trip for chunks that main.js asks for only once it runs.
    const requested = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= (window as unknown as {hydratedAt: number}).hydratedAt)
        // Script elements only: an idle prefetch (a <link>) may start before hydration ends.
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    );
    expect([...requested].sort()).toEqual([...listed].sort());
  }
  expect(problems).toEqual([]);
});

test('Ctrl+K pressed before the app is there opens search once it has hydrated', async ({page}) => {
  await page.goto('/faq/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
});

test('a first visit keeps the article runs without interactive parts as served, laid out as before', async ({page}) => {
  const {problems} = watchPage(page);
  // Before the bundle runs, tag every element inside the runs; hydration must leave them in place.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelectorAll('.static-blocks *').forEach((element) => {
        (element as unknown as {served: boolean}).served = true;
      });
    });
  });
  await open(page, '/tutorials/node/setup.html');
  const kept = await page.evaluate(() => {
    const inside = Array.from(document.querySelectorAll('.static-blocks *'));
    return {
      count: inside.length,
      served: inside.filter((e) => (e as unknown as {served?: boolean}).served).length,
      // React marks every element it hydrates with its own expando keys; the kept ones have none.
      hydrated: inside.filter((e) => Object.keys(e).some((key) => key.startsWith('__react'))).length,
      wrappers: Array.from(document.querySelectorAll('.static-blocks')).filter((e) =>
        Object.keys(e).some((key) => key.startsWith('__react')),
      ).length,
    };
  });
  expect(kept.count).toBeGreaterThan(100);
  expect(kept.served).toBe(kept.count);
  expect(kept.hydrated).toBe(0);
  // ...while the wrappers themselves are part of the app (so the check above can see React's keys).
  expect(kept.wrappers).toBeGreaterThan(0);

  // The wrapper makes no box: a heading and a paragraph inside a run get the spacing and size that
  // the same elements get as direct children of the article.
  const layout = await page.evaluate(() => {
    const article = document.querySelector('.theme-doc-markdown')!;
    const style = (element: Element) => {
      const s = getComputedStyle(element);
      return {top: s.marginTop, bottom: s.marginBottom, size: s.fontSize, display: s.display};
    };
    const inRun = (selector: string) => document.querySelector(`.theme-doc-markdown > .static-blocks > ${selector}`)!;
    const direct = (tag: string) => {
      const element = document.createElement(tag);
      element.textContent = 'x';
      article.prepend(element);
      const result = style(element);
      element.remove();
      return result;
    };
    return {
      wrapper: getComputedStyle(document.querySelector('.static-blocks')!).display,
      h2: [style(inRun('h2')), direct('h2')],
      h3: [style(inRun('h3')), direct('h3')],
      p: [style(inRun('p')).bottom, direct('p').bottom],
    };
  });
  expect(layout.wrapper).toBe('contents');
  expect(layout.h2[0]).toEqual(layout.h2[1]);
  expect(layout.h3[0]).toEqual(layout.h3[1]);
  expect(layout.p[0]).toBe(layout.p[1]);
  expect(problems).toEqual([]);
});

test('a link inside a kept run opens its page in the app, which renders its own runs', async ({page}) => {
  const {problems} = watchPage(page);
  await open(page, '/tutorials/node/setup.html');
  await page.evaluate(() => {
    (window as unknown as {sameDocument: boolean}).sameDocument = true;
  });
  const link = page.locator('.static-blocks a[href="/archive/guidebook/guides/core-commander.html"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/archive\/guidebook\/guides\/core-commander\.html$/);
  await expect(page.locator('article h1')).toHaveCount(1);
  // No new document: the click was handled in the app.
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  await expect(page.locator('.static-blocks p').first()).toBeVisible();
  // A modified click stays the browser's (a new tab), and the page does not move.
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page
      .locator('.static-blocks a[href^="/"]')
      .first()
      .click({modifiers: ['ControlOrMeta']}),
  ]);
  await popup.close();
  await expect(page).toHaveURL(/\/archive\/guidebook\/guides\/core-commander\.html$/);
  expect(problems).toEqual([]);
});

test('a code block wider than a phone offers word wrap once it is in view, and every block can be copied', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 823});
  await open(page, '/guidebook/core/cli.html');
  // The last block that is wider than its box, far below the first screen.
  const index = await page.evaluate(() => {
    const blocks = Array.from(document.querySelectorAll('.theme-code-block pre'));
    let last = -1;
    blocks.forEach((pre, i) => {
      if (pre.scrollWidth > pre.clientWidth) last = i;
    });
    return last;
  });
  expect(index).toBeGreaterThan(3);
  const block = page.locator('.theme-code-block').nth(index);
  await block.scrollIntoViewIfNeeded();
  const wrap = block.getByRole('button', {name: /word wrap/i});
  await expect(wrap).toBeVisible();
  await wrap.click();
  await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  await expect(block.getByRole('button', {name: /copy/i})).toHaveCount(1);
});
