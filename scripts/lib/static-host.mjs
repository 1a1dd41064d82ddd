// @ts-check
// A plain static host: a file that exists is returned as is, a folder answers with its index.html
// (asked for without its slash, with a 301 that adds the slash and keeps the query, as nginx, Apache,
// S3 and GitHub Pages do), anything else gets 404.html with status 404. No rewrites.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/**
 * How a plain static host answers a request path: with a file, with a 301 that adds the slash to a
 * folder asked for without it, or (null) with its 404 page.
 * @param {string} root absolute build folder
 * @param {string} urlPath the request path, still URL-encoded
 * @returns {{file: string} | {addSlash: true} | null}
 */
export function answerFor(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = path.join(root, path.normalize(decoded));
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  try {
    const stat = fs.statSync(full);
    if (stat.isFile()) return {file: full};
    if (stat.isDirectory()) {
      const index = path.join(full, 'index.html');
      if (!fs.existsSync(index)) return null;
      return urlPath.endsWith('/') ? {file: index} : {addSlash: true};
    }
  } catch {
    return null;
  }
  return null;
}

/** Types a host compresses when asked to (`gzip: true`); images other than SVG are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/**
 * @param {string} dir build folder
 * @param {{gzip?: boolean}} [options] gzip: compress text answers for clients that accept it, as
 *   production hosts do (the benchmarks measure what a reader downloads)
 * @returns {http.Server}
 */
export function createStaticServer(dir, {gzip = false} = {}) {
  const root = path.resolve(dir);
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const answer = answerFor(root, url.pathname);
    if (answer && 'addSlash' in answer) {
      res.writeHead(301, {location: `${url.pathname}/${url.search}`, 'cache-control': 'no-cache'});
      res.end();
      return;
    }
    const file = answer?.file ?? null;
    const status = file ? 200 : 404;
    const target = file ?? path.join(root, '404.html');
    if (!fs.existsSync(target)) {
      res.writeHead(404, {'content-type': 'text/plain; charset=utf-8'});
      res.end('Not found');
      return;
    }
    const type = TYPES[/** @type {keyof typeof TYPES} */ (path.extname(target))] ?? 'application/octet-stream';
    const compress = gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(status, {
      'content-type': type,
      'cache-control': 'no-cache',
      ...(compress ? {'content-encoding': 'gzip', vary: 'accept-encoding'} : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const body = fs.createReadStream(target);
    if (compress) body.pipe(zlib.createGzip()).pipe(res);
    else body.pipe(res);
  });
}

/**
 * Starts `server` on a free port of the loopback interface.
 * @param {http.Server} server
 * @returns {Promise<string>} its origin, `http://127.0.0.1:<port>`
 */
export async function listenOnLoopback(server) {
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static server did not get a port');
  return `http://127.0.0.1:${address.port}`;
}
