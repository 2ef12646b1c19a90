// Draws the app's PNG icons from www/icons/icon.svg with Chromium (run it after changing
// the SVG: node scripts/icons.mjs; the PNGs are committed).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
const require = createRequire(new URL('../tests/e2e/package.json', import.meta.url));
const { chromium } = require('playwright-core');
const svg = await readFile(new URL('../www/icons/icon.svg', import.meta.url), 'utf8');
const chrome = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
for (const size of [192, 512]) {
  const p = await chrome.newPage({ viewport: { width: size, height: size } });
  await p.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  await p.screenshot({ path: new URL(`../www/icons/icon-${size}.png`, import.meta.url).pathname });
  await p.close();
}
await chrome.close();
