// A benchmark's helper, not a test: which element is each page's largest contentful paint,
// and when, with the CPU slowed four times and the network of Lighthouse's phone (150 ms,
// 1.6 Mbps), in Debian's Chromium. Lighthouse 12.2.3 cannot name the element with this
// Chromium (its TraceElements gatherer fails), so this watches the browser's own
// largest-contentful-paint entries. The pages come from the game server on the build.
//
//   node scripts/largest-paint.mjs [--site DIST] ROUTE...     e.g. '#online' '#learn/pyramida'
//
// Prints, a page each, the first paint and every largest-paint candidate in turn (time in
// ms, area in px², the element and its first words). Figures: docs/engine.md, "Pages that
// never freeze".
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { browser, servedAt } from '../tests/e2e/harness.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const args = process.argv.slice(2);
const at = args.indexOf('--site');
const site = at >= 0 ? resolve(args.splice(at, 2)[1]) : join(root, 'dist');
const exe = ['release', 'debug'].map((d) => join(root, 'target', d, 'pyramid-server')).find(existsSync);
if (!exe || args.length === 0) {
  console.error('largest-paint.mjs: build the game server (cargo build --release -p pyramid-server) and name routes');
  process.exit(2);
}
const data = await mkdtemp(join(tmpdir(), 'pyramid-largest-paint-'));
const server = spawn(exe, ['--port', '0', '--site', site, '--database', `sqlite:${join(data, 'games.sqlite3')}`],
  { stdio: ['ignore', 'ignore', 'pipe'] });
const url = await servedAt(server);
const chrome = await browser();
try {
  for (const route of args) {
    const context = await chrome.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions',
      { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await page.addInitScript(() => {
      window.largestPaints = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const el = entry.element;
          const words = (el?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
          window.largestPaints.push(`${Math.round(entry.startTime)} ms, ${entry.size} px²: ${el ? `${el.tagName.toLowerCase()}.${el.className}` : entry.url} "${words}"`);
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${url}/${route}`);
    // Largest paints come until the page is still; the last is the page's.
    await page.waitForLoadState('networkidle', { timeout: 15000 }).catch(() => {});
    const first = await page.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1));
    console.log(`${route}: first contentful paint ${first} ms`);
    for (const line of await page.evaluate(() => window.largestPaints)) console.log(`  ${line}`);
    await context.close();
  }
} finally {
  await chrome.close();
  server.kill('SIGKILL');
}
