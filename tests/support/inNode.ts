/**
 * Runs a script of tests/support in a plain Node process, loaded by jiti as Docusaurus loads the
 * site's plugins, with JSON in (stdin) and out (stdout). For what Jest cannot load: the page model
 * reads pages with the unified packages, which are ES modules only.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export function runInNode<T>(script: string, input: unknown): T {
  const output = execFileSync(process.execPath, [require.resolve('jiti/bin/jiti.js'), path.join(__dirname, script)], {
    input: JSON.stringify(input),
    encoding: 'utf8',
    cwd: ROOT,
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(output) as T;
}
