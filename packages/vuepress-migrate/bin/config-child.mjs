#!/usr/bin/env node
// @ts-check
// Not a command: the child process in which src/config.ts evaluates a VuePress config
// (`node bin/config-child.mjs <.vuepress/config.js>`), running src/configChild.ts, loaded like the
// other launchers (scripts/lib/typescript.mjs). It ends once the result is printed, whatever timers
// or servers the config left behind.
import {loadTypeScript} from '../../../scripts/lib/typescript.mjs';

const child = /** @type {typeof import('../src/configChild')} */ (
  loadTypeScript(new URL('../src/configChild.ts', import.meta.url))
);
child.main(process.argv[2] ?? '.vuepress/config.js');
process.exit(0);
