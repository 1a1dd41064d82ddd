// @ts-check
// Jest for pure modules, theme components and checks over the production build.
// TypeScript and the ESM parts of Docusaurus are compiled by SWC; the aliases mirror the bundler's.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The ES-module-only packages the page model (plugins/page-model/processors.ts) loads: the MDX
 * compiler, the remark plugins and everything they depend on (unified, micromark, mdast-util-*, …).
 * Jest's CommonJS runtime cannot load ES modules on Node 20, so SWC compiles them like our own
 * code, and tests import the page model and the migrator directly. Read from node_modules, so the
 * list follows the lockfile. Packages that export only an `import` entry are mapped to it.
 * @param {string[]} entries
 */
function esmOnlyPackages(entries) {
  /** @type {Map<string, {name: string, esm: boolean, importOnly: string | null}>} */
  const found = new Map();
  /** @param {string} name @param {string} from */
  const visit = (name, from) => {
    let dir = from;
    while (!fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'))) {
      if (path.dirname(dir) === dir) return;
      dir = path.dirname(dir);
    }
    const pkgDir = path.join(dir, 'node_modules', name);
    if (found.has(pkgDir)) return;
    const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    const main = pkg.exports?.['.'];
    const importOnly =
      main && typeof main === 'object' && typeof main.import === 'string' && !main.default && !main.require
        ? path.join(pkgDir, main.import)
        : null;
    found.set(pkgDir, {name: pkg.name, esm: pkg.type === 'module', importOnly});
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, pkgDir);
  };
  for (const entry of entries) visit(entry, import.meta.dirname);
  const esm = [...found.values()].filter((p) => p.esm);
  return {
    names: [...new Set(esm.map((p) => p.name))],
    importOnly: Object.fromEntries(esm.flatMap((p) => (p.importOnly ? [[`^${p.name}$`, p.importOnly]] : []))),
  };
}
const ESM_ONLY = esmOnlyPackages(['@mdx-js/mdx', 'remark-gfm', 'remark-directive', 'remark-stringify', 'unified']);
/** @param {string} name */
const escapeRegExp = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** @type {import('jest').Config} */
const config = {
  testMatch: [
    '<rootDir>/packages/*/tests/**/*.test.ts',
    '<rootDir>/tests/unit/**/*.test.ts?(x)',
    '<rootDir>/tests/content/**/*.test.ts',
    '<rootDir>/tests/build/**/*.test.ts',
  ],
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {jsc: {transform: {react: {runtime: 'automatic'}}, parser: {syntax: 'typescript', tsx: true}}},
    ],
  },
  transformIgnorePatterns: [
    `/node_modules/(?!(${['@docusaurus', 'react-router', 'clsx', 'prism-react-renderer', ...ESM_ONLY.names].map(escapeRegExp).join('|')})/)`,
  ],
  moduleNameMapper: {
    '\\.(css|scss)$': '<rootDir>/tests/mocks/styleMock.js',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@theme-original/(.*)$': '<rootDir>/node_modules/@docusaurus/theme-classic/lib/theme/$1',
    '^@theme/(.*)$': ['<rootDir>/src/theme/$1', '<rootDir>/node_modules/@docusaurus/theme-classic/lib/theme/$1'],
    '^@docusaurus/(BrowserOnly|ComponentCreator|constants|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|use[A-Za-z]+)$':
      '<rootDir>/node_modules/@docusaurus/core/lib/client/exports/$1',
    '^@generated/(.*)$': '<rootDir>/tests/mocks/generated/$1',
    ...ESM_ONLY.importOnly,
  },
  setupFilesAfterEnv: ['<rootDir>/tests/mocks/setup.ts'],
};

export default config;
