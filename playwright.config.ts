import {defineConfig} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './scripts/lib/chromium.mjs';

/**
 * Browser tests run the machine's Chromium (Debian package `chromium`) against the production build
 * served by scripts/static-server.mjs, which behaves like a plain static host. Never a downloaded
 * browser. CHROMIUM_PATH overrides the binary; BUILD_DIR the build folder.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Web-first assertions wait for a state and return as soon as it holds. Their bound is 15 s, not
  // upstream's 5 s: a page hydrates only after its bundle, which is requested after the first paint
  // (src/ssgTemplate.ts), and on a loaded 2-core runner that took over 5 s for a legacy redirect.
  expect: {timeout: 15_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS},
  },
  webServer: {
    command: `node scripts/static-server.mjs ${BUILD_DIR} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
