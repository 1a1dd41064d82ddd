/** Front matter kept and completed for Docusaurus (src/frontMatter.ts). */
import yaml from 'js-yaml';
// Reading front matter is the page model's (tests/unit/pageModel.test.ts, the core schema).
import {convertFrontMatter, stringifyFrontMatter} from '../src/frontMatter';
import type {FrontMatterInput} from '../src/frontMatter';

const input = (extra: Partial<FrontMatterInput> = {}): FrontMatterInput => ({
  slug: '/guide/setup.html',
  displayedSidebar: 'guide',
  numberPrefix: false,
  title: null,
  resolvePage: (link) => (link === './install.md' ? 'guide/install' : null),
  ...extra,
});

describe('converting it', () => {
  it('keeps every key and adds slug and displayed_sidebar', () => {
    const {data, problems} = convertFrontMatter(
      {title: 'Setup', description: 'How.', sidebarDepth: 2, date: '2021-01-02'},
      input(),
    );
    expect(data).toEqual({
      title: 'Setup',
      description: 'How.',
      sidebarDepth: 2,
      date: '2021-01-02',
      slug: '/guide/setup.html',
      displayed_sidebar: 'guide',
    });
    expect(problems).toEqual([]);
  });

  it('hides the sidebar of a page that shows none, and opts number-prefixed files out of id rewriting', () => {
    const {data} = convertFrontMatter({sidebar: false}, input({displayedSidebar: null, numberPrefix: true}));
    expect(data).toEqual({
      sidebar: false,
      slug: '/guide/setup.html',
      displayed_sidebar: null,
      parse_number_prefixes: false,
    });
  });

  it('adds the title VuePress found when Docusaurus would not find it, first', () => {
    expect(Object.keys(convertFrontMatter({description: 'x'}, input({title: 'Found'})).data)).toEqual([
      'title',
      'description',
      'slug',
      'displayed_sidebar',
    ]);
    expect(convertFrontMatter({title: 'Own'}, input({title: 'Found'})).data.title).toBe('Own');
  });

  it('translates prev/next and editLink', () => {
    const {data, problems} = convertFrontMatter({prev: false, next: './install.md', editLink: false}, input());
    expect(data).toMatchObject({
      prev: false,
      pagination_prev: null,
      next: './install.md',
      pagination_next: 'guide/install',
      custom_edit_url: null,
    });
    expect(problems).toEqual([]);
    const missing = convertFrontMatter({next: './nowhere.md'}, input());
    expect(missing.data.pagination_next).toBeUndefined();
    expect(missing.problems[0]).toMatch(/next: "\.\/nowhere\.md" is no page/);
  });

  it('renames keys Docusaurus would misread and coerces types it would reject', () => {
    const {data, problems} = convertFrontMatter({id: 'x/y', title: 2021, tags: 'backup', slug: '/other/'}, input());
    expect(data).toMatchObject({vuepress_id: 'x/y', title: '2021', tags: ['backup'], slug: '/guide/setup.html'});
    expect(data.id).toBeUndefined();
    expect(problems).toEqual([
      'front matter "id" renamed to "vuepress_id" (Docusaurus would use it as the doc id)',
      'front matter slug "/other/" replaced by the served address /guide/setup.html',
    ]);
  });

  it('keeps a key whose value Docusaurus refuses under another name, so the build does not stop', () => {
    const {data, problems} = convertFrontMatter(
      {hide_title: 'yes', sidebar_position: 'high', draft: 'no', image: '/x.png', sidebarDepth: 2},
      input(),
    );
    expect(data).toEqual({
      image: '/x.png',
      sidebarDepth: 2,
      slug: '/guide/setup.html',
      displayed_sidebar: 'guide',
      vuepress_hide_title: 'yes',
      vuepress_sidebar_position: 'high',
      vuepress_draft: 'no',
    });
    expect(problems).toEqual([
      'front matter "hide_title" renamed to "vuepress_hide_title": Docusaurus refuses its value ("hide_title" must be a boolean)',
      'front matter "sidebar_position" renamed to "vuepress_sidebar_position": Docusaurus refuses its value ("sidebar_position" must be a number)',
      'front matter "draft" renamed to "vuepress_draft": Docusaurus refuses its value ("draft" must be a boolean)',
    ]);
  });

  it('reports VuePress layouts it cannot render', () => {
    expect(convertFrontMatter({home: true, layout: 'Landing'}, input()).problems).toHaveLength(2);
  });
});

it('writes YAML deterministically, dates kept as written', () => {
  const text = stringifyFrontMatter({title: 'A: B', date: '2021-01-02', displayed_sidebar: null, tags: ['x']});
  expect(text).toBe('---\ntitle: "A: B"\ndate: 2021-01-02\ndisplayed_sidebar: null\ntags:\n  - x\n---\n');
  expect(yaml.load(text.replace(/^---\n|---\n$/g, ''), {schema: yaml.CORE_SCHEMA})).toEqual({
    title: 'A: B',
    date: '2021-01-02',
    displayed_sidebar: null,
    tags: ['x'],
  });
});
