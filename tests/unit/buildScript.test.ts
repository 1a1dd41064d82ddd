/**
 * scripts/build.mjs: `npm run build` starts `docusaurus build` with the settings that lower its peak
 * memory, which only work from the environment the process starts with.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_MEMORY_ENV, BUILD_SCRIPT, DOCUSAURUS_BIN, buildEnvironment, runBuild} from '../../scripts/build.mjs';

const ROOT = path.resolve(__dirname, '../..');

describe('the build environment', () => {
  test('adds the memory settings', () => {
    const env = buildEnvironment({PATH: '/usr/bin'});
    expect(env).toEqual({PATH: '/usr/bin', MIMALLOC_PURGE_DELAY: '0', DOCUSAURUS_SSG_WORKER_THREAD_COUNT: '1'});
  });

  test('leaves a setting the environment already has', () => {
    const env = buildEnvironment({DOCUSAURUS_SSG_WORKER_THREAD_COUNT: '4'});
    expect(env.DOCUSAURUS_SSG_WORKER_THREAD_COUNT).toBe('4');
    expect(env.MIMALLOC_PURGE_DELAY).toBe(BUILD_MEMORY_ENV.MIMALLOC_PURGE_DELAY);
  });
});

describe('scripts/build.mjs', () => {
  test('starts docusaurus build in the build environment, with the arguments given', () => {
    const spawn = jest.fn(() => ({status: 3}));
    const status = runBuild(['--out-dir', 'x'], {PATH: '/usr/bin'}, spawn as never);
    expect(status).toBe(3);
    expect(spawn).toHaveBeenCalledWith(process.execPath, [DOCUSAURUS_BIN, 'build', '--out-dir', 'x'], {
      stdio: 'inherit',
      env: {PATH: '/usr/bin', ...BUILD_MEMORY_ENV},
    });
  });

  test('fails when docusaurus cannot be started or is killed', () => {
    const spawn = jest.fn(() => ({status: null, error: new Error('spawn ENOENT')}));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(runBuild([], {}, spawn as never)).toBe(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('spawn ENOENT'));
    error.mockRestore();
  });

  test('runs docusaurus build with its arguments and its exit code', () => {
    expect(fs.existsSync(DOCUSAURUS_BIN)).toBe(true);
    const help = spawnSync(process.execPath, [BUILD_SCRIPT, '--help'], {cwd: ROOT, encoding: 'utf8'});
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/Usage: docusaurus build/);
    const bad = spawnSync(process.execPath, [BUILD_SCRIPT, '--no-such-option'], {cwd: ROOT, encoding: 'utf8'});
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toMatch(/no-such-option/);
  }, 60_000);

  test('is what npm run build, npm test and the bench run', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: {build: string}};
    expect(pkg.scripts.build).toBe('node scripts/build.mjs');
    expect(fs.readFileSync(path.join(ROOT, 'scripts/test-all.mjs'), 'utf8')).toMatch(
      /run\('node', \['scripts\/build\.mjs'\]\)/,
    );
    expect(fs.readFileSync(path.join(ROOT, 'scripts/bench.mjs'), 'utf8')).toMatch(
      /runMeasured\('node', \[BUILD_SCRIPT,/,
    );
  });
});
