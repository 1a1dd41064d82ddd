/**
 * Whether the bundler keeps its persistent cache (`node_modules/.cache`): Docusaurus Faster's
 * `rspackPersistentCache`.
 *
 * The cache makes a restart of `npm start` and a second build on the same machine faster. A build on
 * a clean machine (CI, a release job, the bench) only writes it and never reads it, and holding it
 * costs memory: at ten times today's pages the build's peak was 4160 MiB with the cache and 3232
 * without it (`npm run bench -- --scale 10`), at today's 164 pages about 80 MiB. So production
 * builds skip it unless asked with `SWIPECHAIN_BUILD_CACHE=true`; the dev server keeps it.
 * (`DOCUSAURUS_NO_PERSISTENT_CACHE`, which Docusaurus reads itself, still turns it off everywhere.)
 */
export function persistentBundlerCache(env: NodeJS.ProcessEnv): boolean {
  if (env.SWIPECHAIN_BUILD_CACHE === 'true') return true;
  // `docusaurus build` sets NODE_ENV to production before it reads the config; `start` sets development.
  return env.NODE_ENV !== 'production';
}
