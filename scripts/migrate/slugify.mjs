// @ts-check
// Heading anchors as VuePress 1 made them (@vuepress/shared-utils slugify + markdown-it-anchor), so
// the old deep links (`/guide/setup.html#what-s-new`) keep working after the migration.

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f]/g;
const SPECIAL = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g;
const COMBINING = /[\u0300-\u036f]/g;

/**
 * The anchor VuePress 1 gave a heading text: accents dropped, punctuation runs turned into one `-`,
 * a leading digit prefixed with `_`, lower case.
 * @param {string} text
 */
export function vuepressSlug(text) {
  return text
    .normalize('NFKD')
    .replace(COMBINING, '')
    .replace(CONTROL, '')
    .replace(SPECIAL, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

/**
 * A per-page slugger: markdown-it-anchor suffixes a repeated slug with -1, -2, ….
 * @returns {(text: string) => string}
 */
export function createVuepressSlugger() {
  /** @type {Set<string>} */
  const seen = new Set();
  return (text) => {
    const base = vuepressSlug(text);
    let slug = base;
    for (let i = 1; seen.has(slug); i += 1) slug = `${base}-${i}`;
    seen.add(slug);
    return slug;
  };
}
