#!/usr/bin/env node
// @ts-check
// `vuepress-migrate-preview` (`npm run migrate:preview`): runs src/preview.ts, loaded the way the
// repository's scripts load TypeScript (scripts/lib/typescript.mjs: jiti, a declared dependency).
import {loadTypeScript} from '../../../scripts/lib/typescript.mjs';

const preview = /** @type {typeof import('../src/preview')} */ (
  loadTypeScript(new URL('../src/preview.ts', import.meta.url))
);
process.exit(await preview.main(process.argv.slice(2)));
