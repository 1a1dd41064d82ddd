#!/usr/bin/env node
// @ts-check
// `npm test`: every suite, in order, on a fresh machine or a used one.
//   1. installs what is missing: node_modules (npm ci), Chromium and nginx (Debian packages, with
//      apt-get, as root; not as root, a missing Chromium stops here and a missing nginx fails its spec)
//   2. typecheck, lint (ESLint and Prettier), spelling (cspell), production build, jest (modules,
//      components, content, build), Playwright
// and ends with one line `N passed, N failed` over all suites. Exits 1 when anything failed.
import {CHROMIUM_PATH} from './lib/chromium.mjs';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from './lib/routes.mjs';

const CHROMIUM = CHROMIUM_PATH;
// tests/e2e/nginx.spec.ts runs the build under Debian's nginx (tests/e2e/support.ts reads the same variable).
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const RESULTS = path.join(ROOT, 'test-results');
fs.mkdirSync(RESULTS, {recursive: true});

/** @param {string} cmd @param {string[]} args @param {Record<string, string>} [env] */
function run(cmd, args, env = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...env}});
  return result.status === 0;
}

function ensureInstalled() {
  if (!fs.existsSync(path.join(ROOT, 'node_modules/.package-lock.json'))) {
    if (!run('npm', ['ci', '--no-audit', '--no-fund'])) throw new Error('npm ci failed');
  }
  const root = process.getuid?.() === 0;
  if (!fs.existsSync(CHROMIUM) && !root) {
    throw new Error(
      `No Chromium at ${CHROMIUM}. Install the Debian package: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
  // Not as root, a missing nginx is left to tests/e2e/nginx.spec.ts, which fails saying how to install it.
  const missing = [
    ...(fs.existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(fs.existsSync(NGINX) || !root ? [] : ['nginx']),
  ];
  if (missing.length === 0) return;
  if (
    !run('apt-get', ['update', '-qq']) ||
    !run('apt-get', ['install', '-y', '-qq', ...missing], {DEBIAN_FRONTEND: 'noninteractive'})
  ) {
    throw new Error(`apt-get install ${missing.join(' ')} failed`);
  }
}

/** @type {{suite: string, passed: number, failed: number}[]} */
const tally = [];
/** @param {string} suite @param {boolean} ok */
const single = (suite, ok) => tally.push({suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1});

/** A JSON report's counts, or one failure when the runner died before writing it. */
function counts(/** @type {string} */ file, /** @type {(r: any) => {passed: number, failed: number}} */ read) {
  try {
    return read(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return {passed: 0, failed: 1};
  }
}

ensureInstalled();

single('typecheck', run('npx', ['tsc', '--noEmit']));
single('lint', run('npm', ['run', '--silent', 'lint'])); // ESLint, then Prettier
single('spelling', run('npm', ['run', '--silent', 'spell'])); // cspell over the Markdown (cspell.config.yaml)
const built = run('node', ['scripts/build.mjs']); // docusaurus build, with its memory settings
single('build', built);

const jestReport = path.join(RESULTS, 'jest.json');
fs.rmSync(jestReport, {force: true});
run('npx', [
  'jest',
  '--json',
  `--outputFile=${jestReport}`,
  ...(built ? [] : ['--testPathIgnorePatterns', 'tests/build/']),
]);
tally.push({
  suite: 'jest',
  ...counts(jestReport, (r) => ({passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites})),
});

if (built) {
  const e2eReport = path.join(RESULTS, 'e2e.json');
  fs.rmSync(e2eReport, {force: true});
  run('npx', ['playwright', 'test'], {CHROMIUM_PATH: CHROMIUM, NGINX_PATH: NGINX});
  tally.push({
    suite: 'playwright',
    ...counts(e2eReport, (r) => ({
      passed: r.stats.expected + r.stats.flaky,
      failed: r.stats.unexpected + (r.errors?.length ?? 0),
    })),
  });
} else {
  tally.push({suite: 'playwright (not run: the build failed)', passed: 0, failed: 1});
}

console.log('\nSummary by suite:');
for (const t of tally) console.log(`  ${t.suite}: ${t.passed} passed, ${t.failed} failed`);
const passed = tally.reduce((s, t) => s + t.passed, 0);
const failed = tally.reduce((s, t) => s + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
