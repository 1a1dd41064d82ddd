/**
 * Code highlighting at build time. The remark plugin (./remark.ts, registered with the docs in
 * docusaurus.config.ts) turns fenced blocks into pre-highlighted markup; this plugin adds the
 * colours (CSS generated from the site's Prism themes) and keeps Prism out of the browser: the
 * theme's client module that loads Prism grammars at start-up is replaced by an empty module.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {themeCss} from './themeCss';

export {default as remarkCodeHighlight} from './remark';

const load = createRequire(__filename);

/** The colours come from `themeConfig.prism` (`theme` for light mode, `darkTheme` for dark), as upstream. */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as {prism?: {theme?: PrismTheme; darkTheme?: PrismTheme}};
  if (!prism?.theme || !prism.darkTheme)
    throw new Error('code-highlight: themeConfig.prism needs a theme and a darkTheme');
  const cssFile = path.join(context.generatedFilesDir, 'code-highlight', 'prism-theme.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, themeCss(prism.theme, prism.darkTheme));
  const prismClientModule = load.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  return {
    name: 'code-highlight',
    getClientModules: () => [cssFile],
    configureWebpack: (_config, isServer) => (isServer ? {} : {resolve: {alias: {[prismClientModule]: false}}}),
  };
}
