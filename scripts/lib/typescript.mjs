// @ts-check
// The one way the scripts load the site's TypeScript modules (the page model, src/lib, the
// migrator's launchers in packages/vuepress-migrate/bin): jiti, as Docusaurus loads its config and
// local plugins. A declared dependency (package.json). Type the result at the call with a JSDoc
// type cast to `typeof import(…)`, as content-rules.mjs and the launchers do.
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const jiti = createRequire(import.meta.url)('jiti')(fileURLToPath(import.meta.url), {interopDefault: true});

/**
 * Loads a TypeScript module by its URL (`new URL('../../src/lib/appliesTo.ts', import.meta.url)`).
 * @param {URL} url
 * @returns {unknown}
 */
export function loadTypeScript(url) {
  return jiti(fileURLToPath(url));
}
