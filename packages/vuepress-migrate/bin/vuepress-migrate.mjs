#!/usr/bin/env node
// @ts-check
// `vuepress-migrate` (`npm run migrate`): runs src/cli.ts, loaded the way the repository's scripts
// load TypeScript (scripts/lib/typescript.mjs: jiti, a declared dependency).
import {loadTypeScript} from '../../../scripts/lib/typescript.mjs';

const cli = /** @type {typeof import('../src/cli')} */ (loadTypeScript(new URL('../src/cli.ts', import.meta.url)));
process.exit(await cli.main(process.argv.slice(2)));
