import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {answerFor, createStaticServer, listenOnLoopback} from '../../scripts/lib/static-host.mjs';

describe('the plain static server', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.mkdirSync(path.join(root, 'faq'));
  fs.writeFileSync(path.join(root, 'faq/index.html'), 'faq folder');
  fs.writeFileSync(path.join(root, 'faq/bounties.html'), 'bounties');
  fs.writeFileSync(path.join(root, '404.html'), 'not found page');
  fs.mkdirSync(path.join(root, 'empty'));

  it('returns a file that exists, a folder as its index.html, and adds the slash a folder lacks', () => {
    expect(answerFor(root, '/faq/bounties.html')).toEqual({file: path.join(root, 'faq/bounties.html')});
    expect(answerFor(root, '/faq/')).toEqual({file: path.join(root, 'faq/index.html')});
    expect(answerFor(root, '/faq/index.html')).toEqual({file: path.join(root, 'faq/index.html')});
    expect(answerFor(root, '/faq')).toEqual({addSlash: true});
  });

  it('rewrites nothing: no .html is guessed, a folder without index.html is not found', () => {
    expect(answerFor(root, '/faq/bounties')).toBeNull();
    expect(answerFor(root, '/empty/')).toBeNull();
    expect(answerFor(root, '/empty')).toBeNull();
  });

  it('never leaves its folder', () => {
    expect(answerFor(root, '/../../etc/passwd')).toBeNull();
    expect(answerFor(root, '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(answerFor(root, '/%E0%A4%A')).toBeNull();
  });

  it('answers unknown addresses with 404.html and status 404', async () => {
    const server = createStaticServer(root);
    const origin = await listenOnLoopback(server);
    try {
      const missing = await fetch(`${origin}/faq/bounties`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('not found page');
      const found = await fetch(`${origin}/faq/bounties.html`);
      expect(found.status).toBe(200);
      expect(found.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await found.text()).toBe('bounties');
      const folder = await fetch(`${origin}/faq?q=1`, {redirect: 'manual'});
      expect(folder.status).toBe(301);
      expect(folder.headers.get('location')).toBe('/faq/?q=1');
    } finally {
      server.close();
    }
  });
});
