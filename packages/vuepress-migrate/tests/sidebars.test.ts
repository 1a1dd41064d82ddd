/** VuePress path-keyed sidebars as Docusaurus sidebars (src/sidebars.ts). */
import {
  buildSidebars,
  LOAD_ERROR,
  planSidebars,
  printSidebars,
  resolveSidebarPath,
  sidebarForRoute,
  sidebarName,
} from '../src/sidebars';
import type {PageInfo} from '../src/types';
import type {SidebarPlan} from '../src/sidebars';

function page(route: string, id: string, title: string | null = null): PageInfo {
  return {file: `${id}.md`, outFile: `${id}.md`, route, id, title, anchors: new Set()};
}
const pages = [
  page('/', 'index', 'Home'),
  page('/guide/', 'guide/index', 'Guide'),
  page('/guide/setup.html', 'guide/setup', 'Setup'),
  page('/guide/usage.html', 'guide/usage', 'Usage'),
  page('/guide/advanced/', 'guide/advanced/index', 'Advanced'),
  page('/guide/advanced/hooks.html', 'guide/advanced/hooks', 'Hooks'),
  page('/faq/', 'faq/index', 'FAQ'),
];

function build(plan: SidebarPlan) {
  return buildSidebars(plan, {
    pages,
    displayedSidebarOf: (p) => sidebarForRoute(plan, p.route),
    locate: (key, text) => ({file: `sidebars/${sidebarName(key)}.js`, line: text.length}),
  });
}

describe('planning sidebars', () => {
  it('makes one sidebar per key, named after it, in the config order', () => {
    const plan = planSidebars({'/guide/advanced/': ['hooks'], '/guide/': [''], '/': ['']}, 'config.js');
    expect(plan.entries.map((e) => [e.key, e.name])).toEqual([
      ['/guide/advanced/', 'guide-advanced'],
      ['/guide/', 'guide'],
      ['/', 'main'],
    ]);
    expect(sidebarForRoute(plan, '/guide/advanced/hooks.html')).toBe('guide-advanced');
    expect(sidebarForRoute(plan, '/guide/setup.html')).toBe('guide');
    expect(sidebarForRoute(plan, '/faq/')).toBe('main');
  });

  it('makes one sidebar for every page from a list', () => {
    const plan = planSidebars(['', '/guide/'], 'config.js');
    expect(plan.entries).toEqual([{key: '/', name: 'main', value: ['', '/guide/']}]);
  });

  it('keeps a key that failed to load in the matching order, without a sidebar, and reports where it failed', () => {
    const failure = {file: '.vuepress/sidebars/guide.js', line: 3, message: 'TypeError: boom'};
    const plan = planSidebars({'/guide/': {[LOAD_ERROR]: failure}, '/': ['']}, 'config.js');
    expect(sidebarForRoute(plan, '/guide/setup.html')).toBeNull();
    expect(sidebarForRoute(plan, '/faq/')).toBe('main');
    expect(plan.problems).toEqual([
      {
        ...failure,
        message: 'sidebar of "/guide/" could not be loaded: TypeError: boom; its pages show no sidebar',
        severity: 'error',
      },
    ]);
  });

  it('makes no sidebar for "auto", a value that is not a list, or a whole sidebar that failed', () => {
    expect(planSidebars('auto', 'c').keys).toEqual([]);
    expect(planSidebars({'/x/': 'auto'}, 'c').entries[0]?.name).toBeNull();
    expect(planSidebars({'/x/': 42}, 'c').problems[0]?.message).toMatch(/not a list/);
    expect(planSidebars({[LOAD_ERROR]: {file: 'c', line: 1, message: 'x'}}, 'c').problems[0]?.severity).toBe('error');
    expect(planSidebars(undefined, 'c')).toEqual({keys: [], entries: [], problems: []});
  });
});

describe('resolving items as the VuePress theme did', () => {
  it('resolves paths relative to the key', () => {
    expect(resolveSidebarPath('', '/guide/')).toBe('/guide/');
    expect(resolveSidebarPath('setup', '/guide/')).toBe('/guide/setup');
    expect(resolveSidebarPath('../faq/', '/guide/')).toBe('/faq/');
    expect(resolveSidebarPath('/faq/', '/guide/')).toBe('/faq/');
    expect(resolveSidebarPath('#top', '/guide/')).toBe('/guide/#top');
  });

  it('turns strings, [path, label] pairs and groups into docs and categories', () => {
    const plan = planSidebars(
      {
        '/guide/': [
          '',
          ['setup.md', 'Set Up'],
          {title: 'Daily', collapsable: false, children: ['usage.html']},
          {title: 'More', path: 'advanced/', children: [{title: 'Deep', children: ['advanced/hooks']}]},
          {title: 'Solo', path: '/faq/'},
          ['https://example.com', 'Site'],
          ['setup#install', 'Install'],
        ],
      },
      'c',
    );
    const {sidebars, problems} = build(plan);
    expect(problems).toEqual([]);
    expect(sidebars[0]?.items).toEqual([
      {type: 'doc', id: 'guide/index'},
      {type: 'doc', id: 'guide/setup', label: 'Set Up'},
      {
        type: 'category',
        label: 'Daily',
        collapsible: false,
        collapsed: false,
        items: [{type: 'doc', id: 'guide/usage'}],
      },
      {
        type: 'category',
        label: 'More',
        collapsible: true,
        collapsed: true,
        link: {type: 'doc', id: 'guide/advanced/index'},
        items: [
          {
            type: 'category',
            label: 'Deep',
            collapsible: true,
            collapsed: true,
            items: [{type: 'doc', id: 'guide/advanced/hooks'}],
          },
        ],
      },
      {type: 'ref', id: 'faq/index', label: 'Solo'},
      {type: 'link', href: 'https://example.com', label: 'Site'},
      {type: 'link', href: '/guide/setup.html#install', label: 'Install'},
    ]);
  });

  it("lists a page that shows another sidebar as a 'ref'", () => {
    const plan = planSidebars({'/guide/advanced/': [''], '/guide/': ['', '/guide/advanced/']}, 'c');
    const guide = build(plan).sidebars.find((s) => s.name === 'guide');
    expect(guide?.items).toEqual([
      {type: 'doc', id: 'guide/index'},
      {type: 'ref', id: 'guide/advanced/index'},
    ]);
  });

  it('reports items that match no page, by file and line, and leaves out what is left empty', () => {
    const plan = planSidebars(
      {'/guide/': ['nowhere', {title: 'Empty', children: ['gone']}], '/faq/': ['missing']},
      'c',
    );
    const {sidebars, problems} = build(plan);
    expect(sidebars).toEqual([]);
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([
      'sidebars/guide.js:7 sidebar "/guide/": item "nowhere" matches no page; left out',
      'sidebars/guide.js:4 sidebar "/guide/": item "gone" matches no page; left out',
      'sidebars/guide.js:5 sidebar "/guide/": group "Empty" has no item left; left out',
      'sidebars/guide.js:7 sidebar "/guide/" has no item left; its pages show no sidebar',
      'sidebars/faq.js:7 sidebar "/faq/": item "missing" matches no page; left out',
      'sidebars/faq.js:5 sidebar "/faq/" has no item left; its pages show no sidebar',
    ]);
  });
});

it('prints a typed sidebars.ts like the portal one', () => {
  const text = printSidebars(
    [
      {
        name: 'guide-advanced',
        key: '/guide/advanced/',
        items: [
          {type: 'doc', id: 'guide/advanced/index', label: "Kestrel's hooks"},
          {
            type: 'category',
            label: 'More',
            collapsible: true,
            collapsed: true,
            link: {type: 'doc', id: 'x'},
            items: [{type: 'ref', id: 'y'}],
          },
        ],
      },
    ],
    'docs/.vuepress/config.js',
  );
  expect(text).toBe(
    [
      '// Generated by `npm run migrate` from docs/.vuepress/config.js: one sidebar per VuePress sidebar key.',
      "import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';",
      '',
      'const sidebars = {',
      '  // VuePress sidebar key /guide/advanced/',
      "  'guide-advanced': [",
      "    {type: 'doc', id: 'guide/advanced/index', label: 'Kestrel\\'s hooks'},",
      '    {',
      "      type: 'category',",
      "      label: 'More',",
      '      collapsible: true,',
      '      collapsed: true,',
      "      link: {type: 'doc', id: 'x'},",
      '      items: [',
      "        {type: 'ref', id: 'y'},",
      '      ],',
      '    },',
      '  ],',
      '} satisfies SidebarsConfig;',
      '',
      'export default sidebars;',
      '',
    ].join('\n'),
  );
  expect(printSidebars([], 'c')).toContain('const sidebars = {} satisfies SidebarsConfig;');
});
