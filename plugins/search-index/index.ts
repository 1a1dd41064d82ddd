/**
 * Offline search and plain text for assistants, from the docs themselves.
 *
 * Once the docs plugin has loaded (`allContentLoaded`), this plugin reads every page's source and
 *   - writes the search index (./extract.ts, src/lib/search/types.ts) with `createData`; the browser
 *     imports it on demand (src/lib/search/loadEngine.ts), so `npm start` rebuilds it whenever a page
 *     changes and the production build ships it as a chunk that only search downloads;
 *   - after a production build (`postBuild`), writes `/llms.txt` and `/llms-full.txt` (./llms.ts).
 * Pages come in reading order (./order.ts); a page's source is read again only when it changed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import {SECTIONS} from '../../src/lib/sections';
import type {SearchIndexData, SearchPage, SearchSection} from '../../src/lib/search/types';
import {extractPage, type ExtractedPage} from './extract';
import {llmsFullTxt, llmsTxt, type LlmsPage} from './llms';
import {orderDocs, type SidebarsLike} from './order';

/** The plugin's name: createData writes to `.docusaurus/search-index/default/` (see src/lib/search/generated.d.ts). */
export const PLUGIN_NAME = 'search-index';
export const INDEX_FILE = 'search-index.json';
/** The lazily loaded chunks: the index data (webpackChunkName in src/lib/search/loadEngine.ts) and MiniSearch. */
export const INDEX_CHUNK = 'search-index';
export const ENGINE_CHUNK = 'search-engine';
export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

/** Section labels by sidebar key; the home sidebar's pages are the overview. */
export function sectionLabel(sidebar: string | undefined): string {
  if (!sidebar || sidebar === 'main') return 'Overview';
  return SECTIONS.find((s) => s.to === `/${sidebar}/`)?.label ?? sidebar.charAt(0).toUpperCase() + sidebar.slice(1);
}

interface Page {
  readonly doc: DocMetadata;
  readonly section: string;
  readonly extracted: ExtractedPage;
}

/** No content of its own (`Plugin<unknown>`): it reads the docs plugin's in `allContentLoaded`. */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const siteUrl = `${siteConfig.url}${siteConfig.baseUrl}`.replace(/\/+$/, '/');
  const absolute = (permalink: string) => `${siteConfig.url}${permalink}`;
  /** The last extraction of each source file, by its content. */
  const cache = new Map<string, {content: string; extracted: ExtractedPage}>();
  let pages: Page[] = [];

  const sourceFile = (doc: DocMetadata) => path.resolve(siteDir, aliasedSitePathToRelativePath(doc.source));

  async function read(doc: DocMetadata, linkTargets: Map<string, string>): Promise<ExtractedPage> {
    const filePath = sourceFile(doc);
    const content = await fs.readFile(filePath, 'utf8');
    const cached = cache.get(filePath);
    if (cached?.content === content) return cached.extracted;
    try {
      const extracted = await extractPage(content, {filePath, resolveDocLink: (target) => linkTargets.get(target)});
      cache.set(filePath, {content, extracted});
      return extracted;
    } catch (error) {
      // A page that does not parse (mid-edit under `npm start`, say) is found by its title only;
      // the MDX compiler reports the error itself, with its place, and fails the build.
      logger.warn(`search-index: could not read ${path.relative(siteDir, filePath)}: ${(error as Error).message}`);
      return {sections: [], markdown: ''};
    }
  }

  return {
    name: PLUGIN_NAME,

    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = docsContent?.loadedVersions[0];
      if (!version) {
        logger.warn('search-index: no docs loaded; the search index is empty.');
      }
      const docs = orderDocs(version?.docs ?? [], (version?.sidebars ?? {}) as SidebarsLike);
      const linkTargets = new Map(
        docs.map((doc) => [sourceFile(doc), absolute(doc.permalink)]),
      );
      pages = await Promise.all(
        docs.map(async (doc) => ({
          doc,
          section: sectionLabel((doc.frontMatter.displayed_sidebar as string | undefined) ?? doc.sidebar),
          extracted: await read(doc, linkTargets),
        })),
      );

      const searchPages: SearchPage[] = pages.map(({doc, section}) => ({title: doc.title, url: doc.permalink, section}));
      const sections: SearchSection[] = pages.flatMap(({extracted}, page) => {
        const [first] = extracted.sections;
        // Every page has an opening result, so that its title is always found.
        const opening = first && first.anchor === '' ? [] : [{page, anchor: '', heading: '', text: ''}];
        return [...opening, ...extracted.sections.map((s) => ({page, anchor: s.anchor, heading: s.heading, text: s.text}))];
      });
      const data: SearchIndexData = {version: 1, pages: searchPages, sections};
      await actions.createData(INDEX_FILE, JSON.stringify(data));
    },

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // MiniSearch gets a named chunk, search-engine.<hash>.js, beside the index data's
      // search-index.<hash>.js (src/lib/search/loadEngine.ts): search downloads these two files,
      // which the budget checks find by name. (Rspack does not merge a cache group into an
      // existing chunk of the same name, so the two stay apart.)
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              searchIndex: {test: /[\\/]node_modules[\\/]minisearch[\\/]/, name: ENGINE_CHUNK, chunks: 'async', enforce: true, priority: 60},
            },
          },
        },
      };
    },

    async postBuild({outDir}) {
      const site = {title: siteConfig.title, description: String(siteConfig.customFields?.description ?? siteConfig.tagline), url: siteUrl};
      const llmsPages: LlmsPage[] = pages.map(({doc, section, extracted}) => ({
        title: doc.title,
        description: doc.description,
        url: absolute(doc.permalink),
        section,
        markdown: extracted.markdown,
      }));
      await Promise.all([
        fs.writeFile(path.join(outDir, LLMS_FILE), llmsTxt(site, llmsPages, `${siteUrl}${LLMS_FULL_FILE}`)),
        fs.writeFile(path.join(outDir, LLMS_FULL_FILE), llmsFullTxt(site, llmsPages)),
      ]);
    },
  };
}
