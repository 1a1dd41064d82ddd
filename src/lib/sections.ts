/**
 * The top-level sections of the docs (their folder pages, with a one-line summary), for the not-found
 * page, the search results and other maps of the site. The only SECTIONS: the content checker's
 * minimum word counts per part of the site are PROSE_QUOTAS (scripts/lib/routes.mjs).
 */
export interface Section {
  readonly label: string;
  readonly to: string;
  readonly summary: string;
}

export const SECTIONS: readonly Section[] = [
  {label: 'Introduction', to: '/introduction/', summary: 'Blockchains, consensus and how Swipechain works.'},
  {label: 'Guidebook', to: '/guidebook/', summary: 'Run, configure and extend a Swipechain Core node.'},
  {label: 'Tutorials', to: '/tutorials/', summary: 'Step-by-step: nodes, plugins, custom transactions, IoT.'},
  {label: 'Security', to: '/security/', summary: 'Report a vulnerability and the rewards program.'},
  {label: 'FAQ', to: '/faq/', summary: 'Wallets, passphrases, voting and delegates.'},
  {label: 'Releases', to: '/releases/', summary: 'What changed in each version and how to upgrade.'},
  {label: 'Glossary', to: '/glossary/', summary: 'The words of the field, defined.'},
  {label: 'Archive', to: '/archive/', summary: 'API 1.0 and other retired references.'},
];
