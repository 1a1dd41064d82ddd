// Jest for pure modules, theme components and checks over the production build.
// TypeScript and the ESM parts of Docusaurus are compiled by SWC; the aliases mirror the bundler's.
/** @type {import('jest').Config} */
const config = {
  testMatch: [
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
  transformIgnorePatterns: ['/node_modules/(?!(@docusaurus|react-router|clsx|prism-react-renderer)/)'],
  moduleNameMapper: {
    '\\.(css|scss)$': '<rootDir>/tests/mocks/styleMock.js',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@theme-original/(.*)$': '<rootDir>/node_modules/@docusaurus/theme-classic/lib/theme/$1',
    '^@theme/(.*)$': ['<rootDir>/src/theme/$1', '<rootDir>/node_modules/@docusaurus/theme-classic/lib/theme/$1'],
    '^@docusaurus/(BrowserOnly|ComponentCreator|constants|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|use[A-Za-z]+)$':
      '<rootDir>/node_modules/@docusaurus/core/lib/client/exports/$1',
    '^@generated/(.*)$': '<rootDir>/tests/mocks/generated/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/mocks/setup.ts'],
};

export default config;
