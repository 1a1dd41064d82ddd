/** Heading anchors as VuePress 1 made them (scripts/migrate/slugify.mjs). */
import {createVuepressSlugger, vuepressSlug} from '../../../scripts/migrate/slugify.mjs';

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
    const slug = createVuepressSlugger();
    expect([slug('Options'), slug('Options'), slug('Options')]).toEqual(['options', 'options-1', 'options-2']);
    expect(createVuepressSlugger()('Options')).toBe('options');
  });
});
