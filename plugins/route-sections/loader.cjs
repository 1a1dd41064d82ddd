/**
 * Rspack loader of plugins/route-sections (browser bundle only): rewrites Docusaurus' generated
 * route files and src/lib/routeSections/manifest.js from the generated files on disk. The work is in
 * split.ts; this file only loads it (loaders run in Node, which does not read TypeScript).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file: Rspack requires loaders */
const fs = require('node:fs');
const split = require('jiti')(__filename)('./split.ts');

let cached;

/** The split table of the generated files as they are now (computed once per change). */
function table(files) {
  const text = {
    routes: fs.readFileSync(files.routes, 'utf8'),
    registry: fs.readFileSync(files.registry, 'utf8'),
    chunkNames: fs.readFileSync(files.chunkNames, 'utf8'),
  };
  const key = `${text.routes}\0${text.registry}\0${text.chunkNames}`;
  if (cached === undefined || cached.key !== key) cached = {key, value: split.splitTable(text)};
  return cached.value;
}

module.exports = function routeSectionsLoader() {
  const {files, manifest} = this.getOptions();
  for (const file of Object.values(files)) this.addDependency(file);
  const current = table(files);
  const params = new URLSearchParams(this.resourceQuery.replace(/^\?/, ''));
  switch (this.resourcePath) {
    case files.routes:
      return params.has('section') ? split.sectionModule(current, params.get('section')) : split.frameModule(current);
    case files.registry:
      return split.frameRegistry(current);
    case files.chunkNames:
      return split.frameChunkNamesJson(current);
    case manifest:
      return split.manifestModule(current, files.routes);
    default:
      throw new Error(`Route sections: unexpected file ${this.resourcePath}`);
  }
};
