/**
 * Facts about the site that several places need: the config, the theme and the tests.
 * Named once here and imported everywhere else.
 */
export const SITE_TITLE = 'Swipechain Documentation';
export const SITE_DESCRIPTION = 'The central knowledge hub for all things Swipechain';
export const SITE_URL = 'https://docs.swipechain.org';
export const BASE_URL = '/';
export const LOCALE = 'en-US';

/** The docs repository that "Contribute!" and every edit link point at. */
export const DOCS_REPO = {
  host: 'https://github.com',
  name: 'Swipechain/swipechain-docs',
  branch: 'master',
  docsDir: 'docs',
} as const;
export const DOCS_REPO_URL = `${DOCS_REPO.host}/${DOCS_REPO.name}`;

export const NAV_HOME_LABEL = 'Home';
export const REPO_LABEL = 'Contribute!';
