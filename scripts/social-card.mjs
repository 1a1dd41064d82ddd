#!/usr/bin/env node
// @ts-check
// Writes static/img/social-card.png, the 1200×630 link preview (og:image, twitter:image): social
// networks show PNG or JPEG, not SVG. Drawn from the logo and the site's title and description in
// Debian's Chromium. Run it again when the logo, the title or the colours change:
//   node scripts/social-card.mjs
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './lib/chromium.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const constants = fs.readFileSync(path.join(ROOT, 'src/siteConstants.ts'), 'utf8');
const constant = (/** @type {string} */ name) => {
  const value = new RegExp(`export const ${name}\\s*=\\s*'([^']+)'`).exec(constants)?.[1];
  if (!value) throw new Error(`src/siteConstants.ts has no string constant ${name}`);
  return value;
};
const logo = fs.readFileSync(path.join(ROOT, 'static/img/logo.svg'), 'utf8');
const escape = (/** @type {string} */ text) =>
  text.replace(/[&<>]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;'})[c] ?? c);

const html = `<!doctype html><html><head><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { display: flex; flex-direction: column; justify-content: center; gap: 36px; padding: 0 96px; box-sizing: border-box;
    background: linear-gradient(135deg, #7d1d1a 0%, #b52a26 55%, #d8443f 100%); color: #fff;
    font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; }
  .logo { width: 132px; height: 132px; border-radius: 28px; box-shadow: 0 12px 32px rgb(0 0 0 / 30%); }
  .logo svg { width: 100%; height: 100%; }
  h1 { margin: 0; font-size: 76px; line-height: 1.1; letter-spacing: -1px; }
  p { margin: 0; font-size: 38px; line-height: 1.3; opacity: 0.92; max-width: 960px; }
  .address { font-size: 30px; opacity: 0.8; }
</style></head><body>
  <div class="logo">${logo}</div>
  <h1>${escape(constant('SITE_TITLE'))}</h1>
  <p>${escape(constant('SITE_DESCRIPTION'))}</p>
  <div class="address">${escape(constant('SITE_URL').replace(/^https?:\/\//, ''))}</div>
</body></html>`;

const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
try {
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  await page.setContent(html);
  const out = path.join(ROOT, 'static/img/social-card.png');
  await page.screenshot({path: out, type: 'png'});
  console.log(`wrote ${path.relative(ROOT, out)}`);
} finally {
  await browser.close();
}
