/**
 * The site's content, read once. Once the docs plugin has loaded (`allContentLoaded`), this plugin
 * reads every doc's source one time with the page model (plugins/page-model) and, from that reading:
 *   - checks each page's front matter `meta` and `applies_to` (against the releases of
 *     `docs/releases/`, as the content checker does) and fails the build naming the file;
 *   - writes each page's title and address with `createData` (`useSitePages()`, ./siteRecord.ts), which
 *     only the not-found page loads;
 *   - writes the search index (./search.ts): its meta part with `createData`, which the browser
 *     imports on demand (src/lib/search/loadEngine.ts), so `npm start` rebuilds it whenever a page
 *     changes and the production build ships it as a chunk that only search downloads; and the
 *     files that queries load (term shards, section texts) to a folder named after their hash, which
 *     the dev server serves and `postBuild` copies to the build's assets/search/<hash>/;
 *   - writes `/site.json` (./siteRecord.ts) and `/llms.txt`, `/llms-full.txt` (./llms.ts), pages in
 *     reading order (./order.ts), to a folder of its own that `postBuild` copies into the build.
 * Under `npm start` a doc is parsed again only when its source changed. A build loads the content
 * once: as soon as its bundler configs are made, the plugin lets go of every reading, and keeps
 * nothing of the pages in memory (at ten times today's pages, about 150 MB it would otherwise hold
 * through the bundling and the static rendering, where the build's memory peaks).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import {validateMeta} from '../../src/lib/metaFrontMatter';
import {formatLastUpdated} from '../../src/lib/lastUpdated';
import {validateAppliesTo} from '../../src/lib/appliesTo';
import {plainMarkdownOf, readPage, sectionsOf, type PageSection} from '../page-model';
import {llmsFullTxt, llmsTxt, type LlmsPage} from './llms';
import {orderDocs, type SidebarsLike} from './order';
import {searchIndexData, searchIndexFiles, sectionLabel, type SearchFiles} from './search';
import {documentedReleases} from './releases';
import {headersOf, recordFrontMatter, SITE_RECORD_FILE, summarize, type Header, type SiteRecord} from './siteRecord';

/** The plugin's name: createData's folder, `.docusaurus/site-content/default/` (src/lib/search/generated.d.ts). */
export const PLUGIN_NAME = 'site-content';
/** The meta part of the search index (src/lib/search/generated.d.ts). */
export const META_FILE = 'search-meta.json';
/** Each page's title and address, for the not-found page (src/lib/useSiteRecord.ts), beside the index's meta part. */
export const PAGES_FILE = 'site-pages.json';
/** MiniSearch's chunk, beside the index data's (webpackChunkName in src/lib/search/loadEngine.ts). */
export const ENGINE_CHUNK = 'search-engine';
/** Where the build and the dev server put the index files that queries load, below the base URL. */
export const SEARCH_FILES_PATH = 'assets/search';
/** Folders of index files kept under `npm start`: a page opened before the last few changes still searches. */
const KEPT_INDEXES = 3;
export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

/**
 * What the plugin keeps of one doc's reading: what the record, the index and llms.txt take from it,
 * never the page's syntax tree. The trees of all pages together are many times the size of the site
 * (about 700 MB at ten times the pages), and the build would hold them through bundling until
 * `postBuild` if the plugin kept them.
 */
interface Reading {
  readonly ok: boolean;
  readonly headers: Header[];
  readonly sections: PageSection[];
  /** The page as plain Markdown for llms-full.txt, its links to other docs made absolute. */
  readonly markdown: string;
}

interface ContentPage {
  readonly doc: DocMetadata;
  readonly file: string;
  readonly reading: Reading;
  readonly section: string;
}

/**
 * Writes the index files to `root`/<hash>/, unless that folder is there already (the folder of an
 * index never changes), and removes the other folders but those named in `keep`.
 */
export async function writeSearchFiles(root: string, index: SearchFiles, keep: readonly string[] = []): Promise<void> {
  const dir = path.join(root, index.hash);
  const exists = await fs.stat(dir).then(
    () => true,
    () => false,
  );
  if (!exists) {
    // Written aside, then renamed: the dev server never serves a folder half written.
    const temporary = `${dir}.${process.pid}.tmp`;
    await fs.rm(temporary, {recursive: true, force: true});
    await fs.mkdir(temporary, {recursive: true});
    const files = [...index.files];
    for (let i = 0; i < files.length; i += 64)
      await Promise.all(
        files.slice(i, i + 64).map(([name, content]) => fs.writeFile(path.join(temporary, name), content)),
      );
    await fs.rename(temporary, dir);
  }
  const others = (await fs.readdir(root)).filter((name) => name !== index.hash && !keep.includes(name));
  await Promise.all(others.map((name) => fs.rm(path.join(root, name), {recursive: true, force: true})));
}

/** Each doc's source file and its absolute address, with a key that changes when any of them does. */
interface LinkTargets {
  readonly byFile: ReadonlyMap<string, string>;
  readonly key: string;
}

function linkTargets(entries: readonly (readonly [string, string])[]): LinkTargets {
  const key = createHash('sha256');
  for (const [file, url] of entries) key.update(`${file}\0${url}\0`);
  return {byFile: new Map(entries), key: key.digest('hex')};
}

export default function siteContentPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  /** The index files of every index written, each in a folder named after its hash. */
  const searchRoot = path.join(context.generatedFilesDir, PLUGIN_NAME, 'default', 'search');
  const searchUrl = `${siteConfig.baseUrl}${SEARCH_FILES_PATH}/`;
  const siteUrl = `${siteConfig.url}${siteConfig.baseUrl}`.replace(/\/+$/, '/');
  const absolute = (permalink: string) => `${siteConfig.url}${permalink}`;
  /**
   * The last reading of each source file, by its content and the doc addresses its links resolve
   * against (`npm start` loads the content again on every change).
   */
  const cache = new Map<string, {source: string; targets: string; reading: Reading}>();
  /** The files `postBuild` copies to the build as they are (site.json, llms.txt, llms-full.txt). */
  const buildFilesDir = path.join(context.generatedFilesDir, PLUGIN_NAME, 'default', 'build-files');
  let searchHash: string | null = null;
  /** The hashes of the last few indexes written, the latest last (`npm start` writes one on every change). */
  let recentIndexes: string[] = [];

  const sourceFile = (doc: DocMetadata) => path.resolve(siteDir, aliasedSitePathToRelativePath(doc.source));
  const relative = (file: string) => path.relative(siteDir, file);

  /** Reads a doc and keeps what the plugin needs of it; its tree is dropped as soon as that is taken. */
  async function read(file: string, links: LinkTargets): Promise<Reading> {
    const source = await fs.readFile(file, 'utf8');
    const cached = cache.get(file);
    if (cached?.source === source && cached.targets === links.key) return cached.reading;
    const page = readPage(source);
    // A page that does not parse (mid-edit under `npm start`, say) is found by its title only; the
    // MDX compiler reports the error itself, with its place, and fails the build.
    if (!page.ok) logger.warn(`${PLUGIN_NAME}: could not read ${relative(file)}: ${page.parseError.message}`);
    const reading: Reading = page.ok
      ? {
          ok: true,
          headers: headersOf(page.headings),
          sections: sectionsOf(page.tree),
          markdown: plainMarkdownOf(page.tree, {
            filePath: file,
            resolveDocLink: (target) => links.byFile.get(target),
          }),
        }
      : {ok: false, headers: [], sections: [], markdown: ''};
    cache.set(file, {source, targets: links.key, reading});
    return reading;
  }

  function frontMatterProblems(docs: readonly DocMetadata[], contentPath: string): string[] {
    const releases = documentedReleases(contentPath);
    return docs.flatMap((doc) => {
      const problems: string[] = [];
      const meta = validateMeta(doc.frontMatter.meta);
      if (!meta.ok) problems.push(`front matter ${meta.error}`);
      if (doc.frontMatter.applies_to !== undefined) {
        const appliesTo = validateAppliesTo(doc.frontMatter.applies_to, releases);
        if (!appliesTo.ok) problems.push(`front matter ${appliesTo.error}`);
      }
      return problems.map((problem) => `${relative(sourceFile(doc))}: ${problem}`);
    });
  }

  return {
    name: PLUGIN_NAME,

    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = docsContent?.loadedVersions[0];
      if (!version) logger.warn(`${PLUGIN_NAME}: no docs loaded; the site record and the search index are empty.`);
      const docs = orderDocs(version?.docs ?? [], (version?.sidebars ?? {}) as SidebarsLike);

      const problems = frontMatterProblems(docs, version?.contentPath ?? path.join(siteDir, 'docs'));
      if (problems.length) throw new Error(`Malformed page front matter:\n${problems.join('\n')}`);

      const links = linkTargets(docs.map((doc) => [sourceFile(doc), absolute(doc.permalink)]));
      const pages: ContentPage[] = await Promise.all(
        docs.map(async (doc) => {
          const file = sourceFile(doc);
          const sidebar = (doc.frontMatter.displayed_sidebar as string | undefined) ?? doc.sidebar;
          return {doc, file, reading: await read(file, links), section: sectionLabel(sidebar)};
        }),
      );

      const record: SiteRecord = {
        title: siteConfig.title,
        description: siteConfig.tagline,
        base: siteConfig.baseUrl,
        pages: pages
          .map(({doc, reading}) => ({
            title: doc.title,
            frontmatter: recordFrontMatter(doc.frontMatter),
            regularPath: doc.permalink,
            key: doc.id,
            path: doc.permalink,
            headers: reading.headers,
            lastUpdated: formatLastUpdated(doc.lastUpdatedAt)?.text ?? null,
          }))
          .sort((a, b) => a.path.localeCompare(b.path)),
      };
      // Not global data: that ships in main.js to every reader of every page and grows with the site.
      // Only the not-found page needs the list, and loads it on demand.
      await actions.createData(PAGES_FILE, JSON.stringify(summarize(record)));

      const data = searchIndexData(
        pages.map(({doc, reading, section}) => ({
          title: doc.title,
          url: doc.permalink,
          section,
          sections: reading.sections,
        })),
      );
      const index = searchIndexFiles(data);
      recentIndexes = [...recentIndexes.filter((hash) => hash !== index.hash), index.hash].slice(-KEPT_INDEXES);
      await writeSearchFiles(searchRoot, index, recentIndexes);
      searchHash = index.hash;
      await actions.createData(META_FILE, JSON.stringify({...index.meta, base: `${searchUrl}${index.hash}/`}));

      const site = {
        title: siteConfig.title,
        description: String(siteConfig.customFields?.description ?? siteConfig.tagline),
        url: siteUrl,
      };
      const llmsPages: LlmsPage[] = pages.map(({doc, reading, section}) => ({
        title: doc.title,
        description: doc.description,
        url: absolute(doc.permalink),
        section,
        markdown: reading.markdown,
      }));
      await fs.rm(buildFilesDir, {recursive: true, force: true});
      await fs.mkdir(buildFilesDir, {recursive: true});
      await Promise.all([
        fs.writeFile(path.join(buildFilesDir, SITE_RECORD_FILE), `${JSON.stringify(record, null, 1)}\n`),
        fs.writeFile(path.join(buildFilesDir, LLMS_FILE), llmsTxt(site, llmsPages, `${siteUrl}${LLMS_FULL_FILE}`)),
        fs.writeFile(path.join(buildFilesDir, LLMS_FULL_FILE), llmsFullTxt(site, llmsPages)),
      ]);
    },

    configureWebpack(config, isServer) {
      // A production config means a build, which never loads the content again: the readings kept
      // for `npm start` are garbage from here on.
      if (config.mode === 'production') cache.clear();
      if (isServer) return {};
      // MiniSearch gets a named chunk, search-engine.<hash>.js, beside the index's meta part and
      // engine, search-index.<hash>.js (src/lib/search/loadEngine.ts): opening search downloads
      // these two files, which the budget checks find by name. (Rspack does not merge a cache group
      // into an existing chunk of the same name, so the two stay apart.) Under `npm start` the dev
      // server serves the index files where the build puts them (no watching: a new index is a new
      // folder, and the meta part that names it is a module the dev server already follows).
      return {
        ...(config.mode === 'development'
          ? {devServer: {static: [{directory: searchRoot, publicPath: searchUrl, watch: false}]}}
          : {}),
        optimization: {
          splitChunks: {
            cacheGroups: {
              searchIndex: {
                test: /[\\/]node_modules[\\/]minisearch[\\/]/,
                name: ENGINE_CHUNK,
                chunks: 'async',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      };
    },

    async postBuild({outDir}) {
      await Promise.all([
        fs.cp(buildFilesDir, outDir, {recursive: true}),
        ...(searchHash
          ? [
              fs.cp(path.join(searchRoot, searchHash), path.join(outDir, SEARCH_FILES_PATH, searchHash), {
                recursive: true,
              }),
            ]
          : []),
      ]);
    },
  };
}
