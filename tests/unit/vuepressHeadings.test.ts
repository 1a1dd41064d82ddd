/**
 * The anchors VuePress 1 gave headings (plugins/page-model/headings.ts, `vuepressHeadings`), which
 * the migrator keeps as explicit ids so that old deep links still land.
 */
import {parseTree, vuepressHeadings, vuepressSlug} from '../../plugins/page-model';

describe('VuePress anchors', () => {
  it.each([
    ['Getting Started', 'getting-started'],
    ["What's new?", 'what-s-new'],
    ['1. Keep the Key Safe', '_1-keep-the-key-safe'],
    ['kestrel restore --to', 'kestrel-restore-to'],
    ['Café “au lait”', 'cafe-au-lait'],
    ['  Spaces  around  ', 'spaces-around'],
    ['Before – after — end', 'before-after-end'],
  ])('%s -> %s', (text, slug) => {
    expect(vuepressSlug(text)).toBe(slug);
  });

  const ids = (markdown: string) => vuepressHeadings(parseTree(markdown, 'md')).map((h) => h.id);

  it('suffixes repeated anchors with -2, -3 on one page, as markdown-it-anchor 5 did', () => {
    expect(ids('## Options\n\n## Options\n\n## Options')).toEqual(['options', 'options-2', 'options-3']);
    expect(ids('## Options')).toEqual(['options']);
    // An anchor taken by an earlier heading is skipped.
    expect(ids('## Endpoint 2\n\n## Endpoint\n\n## Endpoint')).toEqual(['endpoint-2', 'endpoint', 'endpoint-3']);
  });

  it('leaves emoji shortcodes, HTML and comments out of the anchor', () => {
    expect(ids('## :rocket: Launch\n\n### serialize <!-- lint: skip -->\n\n## Ratio 1:2:3')).toEqual([
      'launch',
      'serialize',
      'ratio-1-2-3',
    ]);
  });
});
