#!/usr/bin/env node
// @ts-check
// Serves a build the way a plain static host does, and nothing more: a file that exists is
// returned as is, a folder answers with its index.html, anything else gets 404.html with status
// 404. No rewrites (unlike `docusaurus serve`, which maps `/x` to `/x.html`), so what you preview
// is what readers of any static host get, legacy addresses included.
//   node scripts/static-server.mjs [dir=build] [--port 3000] [--host 127.0.0.1]
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createStaticServer} from './lib/static-host.mjs';

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
  };
  const dir = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'build';
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`static-server: ${dir}/index.html not found; run \`npm run build\` first.`);
    process.exit(1);
  }
  const port = Number(option('--port', process.env.PORT ?? '3000'));
  const host = option('--host', '127.0.0.1');
  createStaticServer(dir).listen(port, host, () => {
    console.log(`Serving ${path.resolve(dir)} at http://${host}:${port}/ (plain static host: no rewrites)`);
  });
}
