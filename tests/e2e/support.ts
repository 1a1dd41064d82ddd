import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net, {type AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';

/**
 * Collects what must never happen on a page: console errors, uncaught exceptions, failed requests.
 * Call before navigating; read `problems` after.
 */
export function watchPage(page: Page): {problems: string[]} {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A prefetch (`<link rel=prefetch>`, which Playwright types "other") still in flight when the
    // page reloads or leaves is cancelled by the browser: nothing was lost. Any other failure counts.
    if (request.resourceType() === 'other' && request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    // Every request must succeed, documents included: even a legacy address is answered without an
    // error status (tests/e2e/legacy-forms.spec.ts); only an unknown address gets the 404 page.
    if (response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${url.pathname}`);
    }
  });
  return {problems};
}

/**
 * Waits until React has hydrated the server-rendered page. A built page loads its bundle on the
 * reader's first sign of use (src/ssgTemplate.ts), so this gives one first: a press of Shift, which
 * does nothing else. `interact: false` waits for a page that must load the app by itself (the
 * not-found page, a legacy address).
 */
export async function waitForHydration(page: Page, {interact = true}: {interact?: boolean} = {}): Promise<void> {
  if (interact) await page.keyboard.press('Shift');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/** Debian's nginx (package `nginx`); NGINX_PATH overrides it. scripts/test-all.mjs installs it as root. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface RunningNginx {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** The error log so far (for failure messages). */
  errors(): string;
  stop(): Promise<void>;
}

/** A port nothing listens on at the moment, on the loopback address. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts nginx in the foreground over a build folder, on a free loopback port, with its config,
 * pid, logs and temp folders in a new temp folder: `http { <http>; server { root <dir>; <server> } }`.
 * Resolves once it answers; `stop()` ends it and removes the folder.
 */
export async function startNginx(
  dir: string,
  {http = '', server = ''}: {http?: string; server?: string} = {},
): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX)) {
    throw new Error(
      `No nginx at ${NGINX}. Install Debian's package: sudo apt-get install -y nginx (npm test does it when run as root), or set NGINX_PATH.`,
    );
  }
  const root = path.resolve(dir);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-e2e-'));
  const port = await freePort();
  const at = (name: string) => path.join(tmp, name);
  // Started as root, nginx runs its workers as `nobody`, who cannot read a build inside a private
  // folder (a clone in a mktemp folder is mode 700): the workers run as the user who started us.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  fs.writeFileSync(
    at('nginx.conf'),
    `${user}worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 64; }
http {
    types { text/html html; text/css css; text/javascript js; application/json json; text/plain txt; application/xml xml; image/svg+xml svg; image/png png; font/woff2 woff2; }
    default_type application/octet-stream;
    access_log ${at('access.log')};
    client_body_temp_path ${at('client_body')};
    proxy_temp_path ${at('proxy')};
    fastcgi_temp_path ${at('fastcgi')};
    uwsgi_temp_path ${at('uwsgi')};
    scgi_temp_path ${at('scgi')};
${http}
    server {
        listen 127.0.0.1:${port};
        root ${root};
        index index.html;
        error_page 404 /404.html;
${server}
    }
}
`,
  );
  const child = spawn(NGINX, ['-p', tmp, '-c', at('nginx.conf'), '-e', at('error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const errors = () => `${output}${fs.existsSync(at('error.log')) ? fs.readFileSync(at('error.log'), 'utf8') : ''}`;
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(tmp, {recursive: true, force: true});
  };
  // Up when it answers, down when it exits: whichever comes first.
  const up = (async () => {
    for (;;) {
      try {
        await fetch(`${origin}/`, {redirect: 'manual'});
        return true;
      } catch {
        if (child.exitCode !== null) return false;
        await new Promise((resolve) => setTimeout(resolve, 50)); // poll: not listening yet
      }
    }
  })();
  const started = await Promise.race([up, exited.then(() => false)]);
  if (!started) {
    const log = errors();
    await stop();
    throw new Error(`nginx did not start:\n${log}`);
  }
  return {origin, errors, stop};
}
