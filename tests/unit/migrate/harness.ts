/**
 * Calls functions of scripts/migrate modules in a plain Node process. Those modules import the MDX
 * compiler and remark plugins, which are ES modules only, and Jest (CommonJS here) cannot load
 * them. One process runs a whole batch of calls; arguments and results travel as JSON, with Sets,
 * Maps and functions written as {$set: […]}, {$map: [[k, v], …]} and {$fn: 'source'}.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const MIGRATE = path.resolve(__dirname, '../../../scripts/migrate');

const CHILD = `
const revive = (v) => {
  if (Array.isArray(v)) return v.map(revive);
  if (v && typeof v === 'object') {
    if ('$set' in v) return new Set(v.$set.map(revive));
    if ('$map' in v) return new Map(v.$map.map(([k, x]) => [k, revive(x)]));
    if ('$fn' in v) return (0, eval)(v.$fn);
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, revive(x)]));
  }
  return v;
};
let input = '';
for await (const chunk of process.stdin) input += chunk;
const {url, calls} = JSON.parse(input);
const mod = await import(url);
const results = [];
for (const call of calls) {
  try {
    results.push({value: await mod[call.fn](...revive(call.args))});
  } catch (error) {
    results.push({error: String(error && error.stack || error)});
  }
}
process.stdout.write(JSON.stringify(results, (_k, v) => (v instanceof Set ? [...v] : v instanceof Map ? Object.fromEntries(v) : v)));
`;

export type Call = {fn: string; args: unknown[]};

/** Runs the calls in order in one process; throws when a call threw. */
export function callModule<T = unknown>(module: string, calls: Call[]): T[] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD], {
    input: JSON.stringify({url: pathToFileURL(path.join(MIGRATE, module)).href, calls}),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`node exited with ${run.status}: ${run.stderr}`);
  const results = JSON.parse(run.stdout) as {value?: T; error?: string}[];
  return results.map((result, i) => {
    if (result.error !== undefined) throw new Error(`${calls[i]?.fn} threw: ${result.error}`);
    return result.value as T;
  });
}

export const set = (values: unknown[]) => ({$set: values});
export const map = (entries: [string, unknown][]) => ({$map: entries});
export const fn = (source: string) => ({$fn: source});
