// @ts-check
// Debian's Chromium, as every browser run of the project starts it (Playwright tests, Lighthouse in
// `npm run bench`, the social card): never a downloaded browser. The flags keep it off the network
// it does not have: background connections are refused here, many at a time.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
