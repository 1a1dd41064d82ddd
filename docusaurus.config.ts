import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {darkCodeTheme, lightCodeTheme} from './src/lib/codeThemes';
import {createFallbackVcs} from './plugins/vcs-fallback';
import {persistentBundlerCache} from './plugins/bundler-cache';
import buildMemoryPlugin from './plugins/build-memory';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import codeHighlightPlugin, {remarkCodeHighlight} from './plugins/code-highlight';
import docsPlugin from './plugins/docs';
import siteContentPlugin from './plugins/site-content';
import remarkLegacyAnchors from './plugins/legacy-anchors';
import remarkComponentImports, {componentChunksPlugin} from './plugins/component-imports';
import rehypeStaticBlocks from './plugins/static-blocks';
import legacyRedirectsPlugin from './plugins/legacy-redirects';
import browserShimsPlugin from './plugins/browser-shims';
import routeSectionsPlugin from './plugins/route-sections';
import {ssgTemplate} from './src/ssgTemplate';
import {
  BASE_URL,
  DOCS_REPO,
  DOCS_REPO_URL,
  LOCALE,
  NAV_HOME_LABEL,
  REPO_LABEL,
  SITE_DESCRIPTION,
  SITE_TITLE,
  SITE_URL,
} from './src/siteConstants';

/**
 * SWIPECHAIN_DOCS_DIR points the docs plugin at another folder (a migrated tree, say) so it can be
 * previewed with this theme before it replaces docs/.
 */
const docsDir = process.env.SWIPECHAIN_DOCS_DIR ?? DOCS_REPO.docsDir;
/** SWIPECHAIN_SIDEBARS: the sidebars file of that folder (`npm run migrate` writes one beside it). */
const sidebarPath = process.env.SWIPECHAIN_SIDEBARS ?? './sidebars.ts';
/** SWIPECHAIN_STATIC_DIR: one more static folder (a migrated tree's old public files, at their old addresses). */
const staticDirectories = ['static', ...(process.env.SWIPECHAIN_STATIC_DIR ? [process.env.SWIPECHAIN_STATIC_DIR] : [])];

/**
 * Code blocks: github (light) and dracula (dark) with every token colour at 4.5:1 or more
 * (src/lib/codeThemes.ts). Highlighted at build time (plugins/code-highlight): the browser gets
 * coloured markup and no Prism.
 */
const prism = {
  theme: lightCodeTheme,
  darkTheme: darkCodeTheme,
  additionalLanguages: ['bash', 'ini', 'nginx', 'php', 'java', 'csharp', 'ruby', 'elixir', 'sql', 'diff', 'docker'],
  magicComments: [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: {start: 'highlight-start', end: 'highlight-end'},
    },
  ],
};

/**
 * Blocks that few pages use: each page that uses one imports it (plugins/component-imports) and they
 * share one chunk, so the component every page loads stays small. Writers need no import.
 */
const pageComponents = {components: {RequestExample: '@site/src/components/RequestExample'}};

/** The docs: one page per legacy address (plugins/docs wraps upstream's docs plugin). */
const docsOptions = {
  path: docsDir,
  routeBasePath: '/',
  sidebarPath,
  // From the page's path inside the docs folder, so a preview of another folder
  // (SWIPECHAIN_DOCS_DIR) still points at the file's place in the docs repository.
  editUrl: ({docPath}) => `${DOCS_REPO_URL}/edit/${DOCS_REPO.branch}/${DOCS_REPO.docsDir}/${docPath}`,
  showLastUpdateTime: true,
  breadcrumbs: false,
  remarkPlugins: [
    // Front matter `legacy_anchors`: the old site's heading ids, kept as anchors (CONTENT.md).
    [remarkLegacyAnchors, {siteDir: __dirname}],
    // Fenced code blocks highlighted at build time (plugins/code-highlight).
    [remarkCodeHighlight, {additionalLanguages: prism.additionalLanguages, magicComments: prism.magicComments}],
    // Large blocks few pages use are imported by the pages that use them (pageComponents).
    [remarkComponentImports, pageComponents],
  ],
  // Runs of blocks with nothing interactive keep their server HTML while a first visit hydrates.
  rehypePlugins: [rehypeStaticBlocks],
} satisfies DocsOptions;

const config: Config = {
  title: SITE_TITLE,
  tagline: SITE_DESCRIPTION,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  staticDirectories,
  // Left undefined on purpose: folder pages build to x/index.html and .html slugs to x/y.html,
  // exactly the addresses of the legacy site.
  trailingSlash: undefined,

  // The bundle is requested after the first paint (src/ssgTemplate.ts).
  ssrTemplate: ssgTemplate,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  // One language. i18n/en-US/code.json re-words theme labels (the edit link's legacy text); Docusaurus
  // reads it whatever `translate` says. `translate: false` because the docs and sidebars are the
  // source, not translations: otherwise the folder's presence turns it on, and it then asks every
  // sidebar label for a unique key (the releases sidebar has seven "Summary" items).
  i18n: {defaultLocale: LOCALE, locales: [LOCALE], localeConfigs: {[LOCALE]: {translate: false}}},

  future: {
    // Every Faster option on (fasterByDefault); the bundler's persistent cache only where it is read
    // again (plugins/bundler-cache.ts).
    v4: {removeLegacyPostBuildHeadAttribute: true, fasterByDefault: true},
    faster: {rspackPersistentCache: persistentBundlerCache(process.env)},
    experimental_vcs: createFallbackVcs(),
  },

  customFields: {description: SITE_DESCRIPTION},

  // siteContentPlugin: every doc read once for /site.json, offline search (src/theme/SearchBar) and
  // /llms.txt, /llms-full.txt.
  // legacyRedirectsPlugin: legacy addresses answered by the host (redirect documents, _redirects, nginx).
  // routeSectionsPlugin: the browser loads the route table a section at a time (src/lib/routeSections).
  // buildMemoryPlugin: a build frees the heap's garbage before and after bundling (plugins/build-memory).
  plugins: [
    [docsPlugin, docsOptions],
    siteContentPlugin,
    codeHighlightPlugin,
    legacyRedirectsPlugin,
    componentChunksPlugin(pageComponents),
    browserShimsPlugin,
    routeSectionsPlugin,
    buildMemoryPlugin,
  ],
  clientModules: [
    './src/clientModules/navigationProgress.ts',
    './src/clientModules/scrollRestoration.ts',
    './src/clientModules/idlePrefetch.ts',
  ],

  presets: [
    [
      'classic',
      {
        // The docs plugin is registered in `plugins` (plugins/docs: upstream's, with lighter route props).
        docs: false,
        blog: false,
        pages: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/print.css']},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    // The link preview: social networks show PNG, not SVG (drawn by scripts/social-card.mjs).
    image: 'img/social-card.png',
    navbar: {
      title: SITE_TITLE,
      logo: {alt: 'Swipechain logo', src: 'img/logo.svg', href: '/'},
      items: [
        {to: '/', label: NAV_HOME_LABEL, position: 'left', activeBaseRegex: '^/$'},
        {href: DOCS_REPO_URL, label: REPO_LABEL, position: 'right'},
        // A button, not a link: src/theme/SearchBar.
        {type: 'search', position: 'right'},
      ],
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    colorMode: {respectPrefersColorScheme: true},
    prism,
  } satisfies Preset.ThemeConfig,
};

export default config;
