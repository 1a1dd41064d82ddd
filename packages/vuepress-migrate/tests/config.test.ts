/**
 * .vuepress/config.js evaluated in a child process (src/config.ts): a sidebar file
 * that throws is reported by file and line, and the rest of the config is still read.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadVuepressConfig} from '../src/config';

// Each case runs Node processes; give them room on a busy machine.
jest.setTimeout(60000);

function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-config-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('loading .vuepress/config.js', () => {
  it('reads the sidebar, the title and the file each sidebar key came from', () => {
    const dir = tree({
      '.vuepress/config.js':
        "module.exports = {title: 'Kestrel', description: 'Backups', themeConfig: {sidebar: {'/guide/': require('./sidebars/guide'), '/': ['']}}};",
      '.vuepress/sidebars/guide.js': "module.exports = ['', {title: 'More', children: ['a']}];",
    });
    const config = loadVuepressConfig(dir);
    expect(config).toEqual({
      configFile: '.vuepress/config.js',
      title: 'Kestrel',
      description: 'Backups',
      sidebar: {'/guide/': ['', {title: 'More', children: ['a']}], '/': ['']},
      keySources: {'/guide/': '.vuepress/sidebars/guide.js', '/': '.vuepress/config.js'},
      problems: [],
    });
  });

  it('replaces a sidebar file that throws by a marker with its file and line, and goes on', () => {
    const dir = tree({
      '.vuepress/config.js':
        "module.exports = {themeConfig: {sidebar: {'/guide/': require('./sidebars/broken'), '/': ['']}}};",
      '.vuepress/sidebars/broken.js': "const items = [''];\n\nthrow new TypeError('the list is not ready');\n",
    });
    const config = loadVuepressConfig(dir);
    expect(config.sidebar).toEqual({
      '/guide/': {
        __migrateLoadError: {
          file: '.vuepress/sidebars/broken.js',
          line: 3,
          message: 'TypeError: the list is not ready',
        },
      },
      '/': [''],
    });
    expect(config.problems).toEqual([]);
  });

  it('reports a sidebar file with a syntax error at its line', () => {
    const dir = tree({
      '.vuepress/config.js': "module.exports = {themeConfig: {sidebar: {'/x/': require('./sidebars/x')}}};",
      '.vuepress/sidebars/x.js': "module.exports = [\n  'a',\n  'b' 'c',\n];\n",
    });
    const marker = (
      loadVuepressConfig(dir).sidebar as Record<
        string,
        {__migrateLoadError: {file: string; line: number; message: string}}
      >
    )['/x/'];
    expect(marker?.__migrateLoadError).toMatchObject({file: '.vuepress/sidebars/x.js', line: 3});
    expect(marker?.__migrateLoadError.message).toMatch(/^SyntaxError/);
  });

  it('notes a required package that is missing but unused by the sidebar', () => {
    const dir = tree({
      '.vuepress/config.js':
        "const theme = require('vuepress-theme-not-installed');\nmodule.exports = {themeConfig: {sidebar: ['']}};",
    });
    const config = loadVuepressConfig(dir);
    expect(config.sidebar).toEqual(['']);
    expect(config.problems).toEqual([
      expect.objectContaining({
        file: 'vuepress-theme-not-installed',
        severity: 'note',
        message: expect.stringMatching(/requires "vuepress-theme-not-installed", which failed/),
      }),
    ]);
  });

  it('reports a config that throws, by file and line, with no sidebar', () => {
    const dir = tree({'.vuepress/config.js': "\n\nthrow new Error('half written');\n"});
    const config = loadVuepressConfig(dir);
    expect(config.sidebar).toBeUndefined();
    expect(config.problems).toEqual([
      {
        file: '.vuepress/config.js',
        line: 3,
        message: 'config.js failed to load: Error: half written; no sidebars were made',
        severity: 'error',
      },
    ]);
  });

  it('reports a missing config, and a config in another format', () => {
    expect(loadVuepressConfig(tree({'README.md': '# Hi'})).problems[0]?.message).toBe(
      'no .vuepress/config.js; no sidebars were made',
    );
    expect(loadVuepressConfig(tree({'.vuepress/config.ts': 'export default {}'})).problems[0]).toMatchObject({
      file: '.vuepress/config.ts',
      message: expect.stringMatching(/only \.vuepress\/config\.js is read/),
    });
  });

  it('keeps what the config prints out of the result', () => {
    const dir = tree({
      '.vuepress/config.js': "console.log('{\"noise\": true}');\nmodule.exports = {themeConfig: {sidebar: ['']}};",
    });
    expect(loadVuepressConfig(dir).sidebar).toEqual(['']);
  });
});
