import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The eight section sidebars of the legacy site, in their order (the build tests check them against
 * the legacy spec, tests/fixtures/sidebars.json).
 * An item is a 'doc' when the page belongs to the sidebar's section and a 'ref' when it only links
 * there (the page displays its own section's sidebar through `displayed_sidebar`).
 * Collapsible groups start collapsed; the group of the current page opens by itself.
 */
const sidebars = {
  main: [
    {type: 'doc', id: 'index'},
    {
      type: 'category',
      label: 'Table of Contents',
      collapsible: false,
      collapsed: false,
      items: [
        {type: 'ref', id: 'introduction/index'},
        {type: 'ref', id: 'guidebook/index'},
        {type: 'ref', id: 'tutorials/index'},
        {type: 'ref', id: 'security/index'},
        {type: 'ref', id: 'faq/index'},
      ],
    },
  ],
  introduction: [
    {type: 'ref', id: 'index', label: 'Back to Table of Contents'},
    {type: 'doc', id: 'introduction/index', label: 'From Blockchain to Swipechain'},
    {
      type: 'category',
      label: 'Blockchain introduction',
      collapsible: false,
      collapsed: false,
      items: [
        {type: 'doc', id: 'introduction/blockchain/index', label: 'Intro to Blockchain'},
        {type: 'doc', id: 'introduction/blockchain/what-is-blockchain'},
        {type: 'doc', id: 'introduction/blockchain/how-secure-is-blockchain'},
        {type: 'doc', id: 'introduction/blockchain/why-do-blockchains-exist'},
        {type: 'doc', id: 'introduction/blockchain/when-do-you-need-blockchain'},
        {type: 'doc', id: 'introduction/blockchain/anonymous-vs-untraceable'},
        {type: 'doc', id: 'introduction/blockchain/understanding-consensus-models'},
      ],
    },
    {
      type: 'category',
      label: 'Swipechain',
      collapsible: false,
      collapsed: false,
      items: [
        {type: 'doc', id: 'introduction/swipechain/index', label: 'Intro to Swipechain'},
        {type: 'doc', id: 'introduction/swipechain/swipechain-network-topology'},
        {type: 'doc', id: 'introduction/swipechain/understanding-transactions-and-block-propagation'},
        {type: 'doc', id: 'introduction/swipechain/what-is-an-swipechain-address'},
        {type: 'doc', id: 'introduction/swipechain/what-is-delegated-proof-of-stake'},
      ],
    },
  ],
  guidebook: [
    {type: 'ref', id: 'index', label: 'Back to Table of Contents'},
    {type: 'doc', id: 'guidebook/index', label: 'Guidebook Home'},
    {
      type: 'category',
      label: 'Getting Started',
      collapsible: true,
      collapsed: true,
      items: [
        {type: 'doc', id: 'guidebook/developer/setup-dev-environment'},
        {type: 'doc', id: 'guidebook/developer/monitor-blockchain'},
        {type: 'doc', id: 'guidebook/developer/send-transaction'},
        {type: 'doc', id: 'guidebook/developer/tester-cli-transaction'},
      ],
    },
    {
      type: 'category',
      label: 'Core',
      collapsible: true,
      collapsed: true,
      items: [
        {type: 'doc', id: 'guidebook/core/index'},
        {type: 'doc', id: 'guidebook/core/node-lifecycle'},
        {type: 'doc', id: 'guidebook/core/transaction-lifecycle'},
        {type: 'doc', id: 'guidebook/core/cli'},
        {type: 'doc', id: 'guidebook/core/configuration'},
        {type: 'doc', id: 'guidebook/core/development'},
        {type: 'doc', id: 'guidebook/core/docker'},
        {type: 'doc', id: 'guidebook/core/events'},
        {type: 'doc', id: 'guidebook/core/logging'},
        {type: 'doc', id: 'guidebook/core/testing'},
        {type: 'doc', id: 'guidebook/core/webhooks'},
        {type: 'doc', id: 'guidebook/core/data-models'},
        {type: 'doc', id: 'guidebook/core/source-code'},
      ],
    },
    {
      type: 'category',
      label: 'Other Products',
      collapsible: true,
      collapsed: true,
      items: [
        {type: 'doc', id: 'guidebook/guides/index'},
        {type: 'doc', id: 'guidebook/guides/mobile'},
        {type: 'doc', id: 'guidebook/guides/desktop'},
        {type: 'doc', id: 'guidebook/guides/explorer'},
        {type: 'doc', id: 'guidebook/guides/pay'},
      ],
    },
    {
      type: 'category',
      label: 'Contribution Guidelines',
      collapsible: true,
      collapsed: true,
      items: [
        {type: 'doc', id: 'guidebook/contribution-guidelines/index'},
        {type: 'doc', id: 'guidebook/contribution-guidelines/clean-code-and-tests'},
        {type: 'doc', id: 'guidebook/contribution-guidelines/contributing'},
        {type: 'doc', id: 'guidebook/contribution-guidelines/writing-documentation'},
        {type: 'doc', id: 'guidebook/contribution-guidelines/gsod'},
        {type: 'doc', id: 'guidebook/contribution-guidelines/git-branch-guidelines'},
        {type: 'doc', id: 'guidebook/contribution-guidelines/git-commit-guidelines'},
        {type: 'doc', id: 'guidebook/contribution-guidelines/project-structuring'},
        {type: 'doc', id: 'guidebook/contribution-guidelines/repository-management'},
      ],
    },
    {
      type: 'category',
      label: 'Release Guidelines',
      collapsible: true,
      collapsed: true,
      items: [
        {type: 'doc', id: 'guidebook/release-guidelines/index'},
        {type: 'doc', id: 'guidebook/release-guidelines/releases-and-versioning'},
        {type: 'doc', id: 'guidebook/release-guidelines/going-live'},
      ],
    },
  ],
  tutorials: [
    {type: 'ref', id: 'index', label: 'Back to Table of Contents'},
    {type: 'doc', id: 'tutorials/index', label: 'Tutorials Home'},
    {
      type: 'category',
      label: 'Core',
      collapsible: false,
      collapsed: false,
      items: [{type: 'doc', id: 'tutorials/core/how-to-use-milestones'}],
    },
    {
      type: 'category',
      label: 'Core Plugins',
      collapsible: false,
      collapsed: false,
      items: [
        {type: 'doc', id: 'tutorials/core/plugins/how-to-write-a-core-plugin'},
        {type: 'doc', id: 'tutorials/core/plugins/how-to-interact-with-the-blockchain'},
        {type: 'doc', id: 'tutorials/core/plugins/how-to-interact-with-the-database'},
        {type: 'doc', id: 'tutorials/core/plugins/how-to-interact-with-the-transaction-pool'},
        {type: 'doc', id: 'tutorials/core/plugins/how-to-interact-with-wallets'},
        {type: 'doc', id: 'tutorials/core/plugins/how-to-interact-with-events'},
        {type: 'doc', id: 'tutorials/core/plugins/how-to-create-http-servers'},
      ],
    },
    {
      type: 'category',
      label: 'Custom transactions',
      collapsible: false,
      collapsed: false,
      items: [{type: 'doc', id: 'tutorials/core/how-to-write-custom-transactions'}],
    },
    {
      type: 'category',
      label: 'Node',
      collapsible: false,
      collapsed: false,
      items: [
        {type: 'doc', id: 'tutorials/node/setup'},
        {type: 'doc', id: 'tutorials/node/setupdevnet'},
        {type: 'doc', id: 'tutorials/node/secure'},
        {type: 'doc', id: 'tutorials/node/snapshots'},
        {type: 'doc', id: 'tutorials/node/dynamic-fees'},
      ],
    },
  ],
  security: [
    {type: 'ref', id: 'index', label: 'Back to Table of Contents'},
    {type: 'doc', id: 'security/index', label: 'Security Policy'},
    {
      type: 'category',
      label: 'Discovering Vulnerabilities',
      collapsible: false,
      collapsed: false,
      items: [
        {type: 'doc', id: 'security/discovering/legal'},
        {type: 'doc', id: 'security/discovering/testing'},
        {type: 'doc', id: 'security/discovering/public-disclosure'},
      ],
    },
    {
      type: 'category',
      label: 'Contributing',
      collapsible: false,
      collapsed: false,
      items: [{type: 'doc', id: 'security/contributing/index'}],
    },
  ],
  faq: [
    {type: 'ref', id: 'index', label: 'Back to Table of Contents'},
    {type: 'doc', id: 'faq/index', label: 'FAQ Home'},
    {
      type: 'category',
      label: 'FAQ Categories',
      collapsible: false,
      collapsed: false,
      items: [
        {type: 'doc', id: 'faq/passphrases'},
        {type: 'doc', id: 'faq/desktop-wallet'},
        {type: 'doc', id: 'faq/voting-delegates'},
      ],
    },
  ],
  releases: [
    {type: 'ref', id: 'index', label: 'Back to Table of Contents'},
    {type: 'doc', id: 'releases/index', label: 'Releases Home'},
    {
      type: 'category',
      label: 'v2.6',
      collapsible: true,
      collapsed: true,
      items: [
        {type: 'doc', id: 'releases/v2.6/index', label: 'Summary'},
        {type: 'doc', id: 'releases/v2.6/migrating_2.5_2.6'},
      ],
    },
    {
      type: 'category',
      label: 'v2.5',
      collapsible: true,
      collapsed: true,
      items: [
        {type: 'doc', id: 'releases/v2.5/index', label: 'Summary'},
        {type: 'doc', id: 'releases/v2.5/migrating_2.4_2.5'},
      ],
    },
    {
      type: 'category',
      label: 'v2.4',
      collapsible: true,
      collapsed: true,
      items: [
        {type: 'doc', id: 'releases/v2.4/index', label: 'Summary'},
        {type: 'doc', id: 'releases/v2.4/migrating_2.3_2.4'},
      ],
    },
    {
      type: 'category',
      label: 'v2.3',
      collapsible: true,
      collapsed: true,
      items: [
        {type: 'doc', id: 'releases/v2.3/index', label: 'Summary'},
        {type: 'doc', id: 'releases/v2.3/migrating_2.2_2.3'},
      ],
    },
    {
      type: 'category',
      label: 'v2.2',
      collapsible: true,
      collapsed: true,
      items: [
        {type: 'doc', id: 'releases/v2.2/index', label: 'Summary'},
        {type: 'doc', id: 'releases/v2.2/migrating_2.1_2.2'},
      ],
    },
    {
      type: 'category',
      label: 'v2.1',
      collapsible: true,
      collapsed: true,
      items: [
        {type: 'doc', id: 'releases/v2.1/index', label: 'Summary'},
        {type: 'doc', id: 'releases/v2.1/changes'},
        {type: 'doc', id: 'releases/v2.1/migrating_1.0_2.1'},
        {type: 'doc', id: 'releases/v2.1/migrating_2.0_2.1'},
      ],
    },
    {
      type: 'category',
      label: 'v2.0',
      collapsible: true,
      collapsed: true,
      items: [
        {type: 'doc', id: 'releases/v2.0.19/index', label: 'Summary'},
        {type: 'doc', id: 'releases/v2.0.19/migrating_1.0_2.0'},
      ],
    },
  ],
  archive: [
    {type: 'ref', id: 'index', label: 'Back to Table of Contents'},
    {type: 'doc', id: 'archive/index', label: 'Archive Home'},
    {
      type: 'category',
      label: 'API 1.0',
      collapsible: true,
      collapsed: true,
      items: [
        {type: 'doc', id: 'archive/api/public-v1/index', label: 'Getting Started'},
        {type: 'doc', id: 'archive/api/public-v1/accounts', label: 'Accounts'},
        {type: 'doc', id: 'archive/api/public-v1/blocks', label: 'Blocks'},
        {type: 'doc', id: 'archive/api/public-v1/delegates', label: 'Delegates'},
        {type: 'doc', id: 'archive/api/public-v1/loader', label: 'Loader'},
        {type: 'doc', id: 'archive/api/public-v1/peers', label: 'Peers'},
        {type: 'doc', id: 'archive/api/public-v1/signatures', label: 'Signatures'},
        {type: 'doc', id: 'archive/api/public-v1/transactions', label: 'Transactions'},
      ],
    },
    {
      type: 'category',
      label: 'Exchanges',
      collapsible: true,
      collapsed: true,
      items: [
        {type: 'doc', id: 'archive/exchanges/index', label: 'Introduction'},
        {type: 'doc', id: 'archive/exchanges/rate-limiting', label: 'v2.0: Rate Limits'},
      ],
    },
    {
      type: 'category',
      label: 'Tutorials',
      collapsible: true,
      collapsed: true,
      items: [{type: 'doc', id: 'archive/tutorials/dynamic-fees'}],
    },
    {
      type: 'category',
      label: 'Guidebook',
      collapsible: true,
      collapsed: true,
      items: [{type: 'doc', id: 'archive/guidebook/guides/core-commander'}],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
