// Stand-ins for the modules Docusaurus generates at build time, so theme components render in jest.
module.exports = {
  __esModule: true,
  default: {
    title: 'Swipechain Documentation',
    tagline: 'The central knowledge hub for all things Swipechain',
    url: 'https://docs.swipechain.org',
    baseUrl: '/',
    trailingSlash: undefined,
    themeConfig: {
      navbar: {hideOnScroll: false, items: []},
      colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
      docs: {versionPersistence: 'localStorage', sidebar: {hideable: false, autoCollapseCategories: false}},
      tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
      prism: {additionalLanguages: []},
    },
    customFields: {},
    future: {v4: {}, faster: {}},
    i18n: {defaultLocale: 'en-US', locales: ['en-US'], localeConfigs: {'en-US': {direction: 'ltr', htmlLang: 'en-US'}}},
  },
};
