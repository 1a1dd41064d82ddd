#!/usr/bin/env node
// @ts-check
// `npm run build`: `docusaurus build`, with two settings that lower its peak memory and that take
// effect only from the environment the build starts with (the bundler's allocator and Docusaurus
// read them when they load, before the site config runs). Values already in the environment win.
//   MIMALLOC_PURGE_DELAY=0                Rspack's allocator hands freed pages back at once instead of
//                                         keeping them for 10 ms, so a finished compilation's memory
//                                         leaves the process before the next one grows.
//   DOCUSAURUS_SSG_WORKER_THREAD_COUNT=1  the static rendering runs in the build's own thread: no
//                                         worker threads that each load their own copy of the server
//                                         bundle.
// With the server bundle compiled after the browser bundle (plugins/build-memory), the peak of a
// 10× build fell from 3.1-3.4 GiB to 2.5-3.1 GiB and that of today's site from about 800 to 660 MiB
// (`npm run bench -- --scale 10`). Arguments go to `docusaurus build` as they are.
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

/** The settings `npm run build` starts `docusaurus build` with, unless the environment sets them. */
export const BUILD_MEMORY_ENV = Object.freeze({
  MIMALLOC_PURGE_DELAY: '0',
  DOCUSAURUS_SSG_WORKER_THREAD_COUNT: '1',
});

/**
 * The environment of the build: `env` with the memory settings it does not set itself.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function buildEnvironment(env) {
  return {...BUILD_MEMORY_ENV, ...env};
}

/** Docusaurus's command-line program, run with this Node. */
export const DOCUSAURUS_BIN = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');

/** This file's path: other scripts run it as `node <BUILD_SCRIPT> [arguments]`. */
export const BUILD_SCRIPT = fileURLToPath(import.meta.url);

/**
 * Runs `docusaurus build` with `args` in the build environment; returns its exit code.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @param {typeof spawnSync} [spawn]
 * @returns {number}
 */
export function runBuild(args, env = process.env, spawn = spawnSync) {
  const result = spawn(process.execPath, [DOCUSAURUS_BIN, 'build', ...args], {
    stdio: 'inherit',
    env: buildEnvironment(env),
  });
  if (result.error) console.error(`build: could not start docusaurus: ${result.error.message}`);
  return result.status ?? 1;
}

if (process.argv[1] === BUILD_SCRIPT) process.exit(runBuild(process.argv.slice(2)));
