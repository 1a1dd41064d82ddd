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
  ])('%s -> %s', (text, slug) => {
    expect(vuepressSlug(text)).toBe(slug);
  });

  it('suffixes repeated anchors with -1, -2 on one page', () => {
    const ids = (markdown: string) => vuepressHeadings(parseTree(markdown, 'md')).map((h) => h.id);
    expect(ids('## Options\n\n## Options\n\n## Options')).toEqual(['options', 'options-1', 'options-2']);
    expect(ids('## Options')).toEqual(['options']);
  });
});
