// Build-time module stand-in for jest.
module.exports = {
  __esModule: true,
  default: {
    defaultLocale: 'en-US',
    locales: ['en-US'],
    currentLocale: 'en-US',
    path: 'i18n',
    localeConfigs: {
      'en-US': {
        label: 'English',
        direction: 'ltr',
        htmlLang: 'en-US',
        calendar: 'gregory',
        path: 'en-US',
        translate: false,
        url: 'https://docs.swipechain.org',
        baseUrl: '/',
      },
    },
  },
};
