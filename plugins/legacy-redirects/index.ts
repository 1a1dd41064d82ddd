/**
 * Legacy addresses that answer on the host itself, without the page's script and without a 404 status.
 *
 * From the docs' own routes (the permalinks the docs plugin loaded, which the site record also holds
 * for the client's legacy rules, src/lib/useSiteRecord.ts) it takes every legacy form
 * (src/lib/legacyPath.ts) and, after a production build (`postBuild`), writes (./rules.ts):
 *   - for each page `/x/y.html`, a redirect document at `x/y/index.html`: a plain static host answers
 *     `/x/y/` with it (status 200), and `/x/y` too once it adds the slash to the folder;
 *   - `_redirects` for Netlify and `nginx-redirects.conf` for nginx: 301s, no page load at all.
 * Folder forms need no document: `/x/index.html` is the page itself and `/x` is a folder.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {legacyRedirects, type LegacyRedirect} from '../../src/lib/legacyPath';
import {
  documentFile,
  isFolderForm,
  netlifyRedirects,
  nginxInclude,
  NETLIFY_FILE,
  NGINX_FILE,
  NGINX_SERVER_LINE,
  redirectDocument,
} from './rules';

export const PLUGIN_NAME = 'legacy-redirects';

/** The comment a generated file opens with. */
const header = (...lines: string[]) =>
  [...lines, "Written by plugins/legacy-redirects from the docs' routes at each build; do not edit."]
    .map((line) => `# ${line}`)
    .join('\n');

export default function legacyRedirectsPlugin(context: LoadContext): Plugin {
  const {siteConfig, i18n} = context;
  let titles = new Map<string, string>();
  let redirects: LegacyRedirect[] = [];

  return {
    name: PLUGIN_NAME,

    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const docs = docsContent?.loadedVersions.flatMap((version) => version.docs) ?? [];
      titles = new Map(docs.map((doc) => [doc.permalink, doc.title]));
      redirects = legacyRedirects(titles.keys());
    },

    async postBuild({outDir}) {
      const site = {
        url: siteConfig.url.replace(/\/+$/, ''),
        title: siteConfig.title,
        lang: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
      };
      const documents = redirects.filter(({from}) => isFolderForm(from));
      await Promise.all(
        documents.map(async ({from, to}) => {
          const file = path.join(outDir, documentFile(from));
          await fs.mkdir(path.dirname(file), {recursive: true});
          // `wx`: never over a file the build wrote (a page at that address would win anyway).
          await fs.writeFile(file, redirectDocument({to, title: titles.get(to) ?? to}, site), {flag: 'wx'});
        }),
      );
      await Promise.all([
        fs.writeFile(
          path.join(outDir, NETLIFY_FILE),
          netlifyRedirects(
            redirects,
            header('Legacy addresses, answered with a 301 to the canonical address (Netlify).'),
          ),
        ),
        fs.writeFile(
          path.join(outDir, NGINX_FILE),
          nginxInclude(
            redirects,
            header(
              'Legacy addresses for nginx. Include this file in the http block; in the server block that serves',
              'the build, answer with a 301 to the canonical address:',
              `  ${NGINX_SERVER_LINE}`,
            ),
          ),
        ),
      ]);
    },
  };
}
