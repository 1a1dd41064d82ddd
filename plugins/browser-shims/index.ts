/**
 * Docusaurus plugin: module stand-ins for the browser bundle only, each with the same exports as the
 * module it replaces and fewer bytes on every page's first load. The server bundle and Node keep the
 * originals. tests/unit/browserShims.test.ts checks that each stand-in exports what the original does.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Module -> its stand-in, by exact module name. */
export const BROWSER_SHIMS: Readonly<Record<string, string>> = {
  '@docusaurus/utils-common': path.join(__dirname, 'utilsCommon.ts'),
};

export default function browserShimsPlugin(): Plugin {
  return {
    name: 'browser-shims',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const alias = Object.fromEntries(Object.entries(BROWSER_SHIMS).map(([name, file]) => [`${name}$`, file]));
      return {resolve: {alias}};
    },
  };
}
