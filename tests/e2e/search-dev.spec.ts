/**
 * Search under `npm start`: the dev server serves the index the plugin writes with createData, so
 * search works in preview as in the build. The test starts the dev server on a free port, waits for
 * it, searches, and stops it.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {freePort, waitForHydration} from './support';

const ROOT = path.resolve(__dirname, '../..');
const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

async function waitForServer(url: string, timeoutMs: number, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, {signal: AbortSignal.timeout(30_000)});
      if (response.ok) return;
    } catch {
      // not listening yet, or still compiling
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The dev server did not answer at ${url} within ${timeoutMs / 1000} s.\n${log()}`);
}

test('under npm start, search finds a page', async ({page}) => {
  test.setTimeout(360_000);
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [DOCUSAURUS, 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: ROOT,
      detached: true, // its own process group, so that stopping it stops the bundler's workers too
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0'},
    },
  );
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${base}/`, 300_000, () => output.slice(-2000));
    await page.goto(`${base}/guidebook/`);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const field = page.getByRole('combobox', {name: 'Search the documentation'});
    await expect(field).toBeFocused();
    await field.fill('forger');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('Forger', {timeout: 60_000});
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/guidebook/core/plugins/required/core-forger.html');
    await expect(page.locator('article h1')).toHaveText('Forger');
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
});
