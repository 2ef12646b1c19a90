// A benchmark, not a test: the time from navigation to a board that answers a click,
// through a slow connection (Chrome DevTools Protocol network emulation: 1.6 Mbps down,
// 150 ms latency) from a server that gzips like any static host. Cold: a new browser
// profile; warm: the same profile again, with the service worker installed.
//   node tests/e2e/bench-load.mjs        (after trunk build --release; BENCH_RUNS=5)
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { browser, dist } from './harness.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json',
};
const compressible = new Set(['.html', '.js', '.wasm', '.css', '.svg', '.webmanifest']);

// Each file gzipped once, as a static host or CDN would serve it.
const cache = new Map();
const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
  const file = join(dist, path.endsWith('/') ? path + 'index.html' : path);
  if (!file.startsWith(dist)) return res.writeHead(403).end();
  try {
    if (!cache.has(file)) cache.set(file, await readFile(file));
    let body = cache.get(file);
    const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
    if (compressible.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const key = file + '.gz';
      if (!cache.has(key)) cache.set(key, gzipSync(body, { level: 9 }));
      body = cache.get(key);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers).end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const url = `http://127.0.0.1:${server.address().port}/`;
const chrome = await browser();

/** Navigates through the slow connection; returns ms until a click on a piece shows its moves. */
async function timeToFirstMove(p) {
  const cdp = await p.context().newCDPSession(p);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8,
  });
  const t0 = Date.now();
  await p.goto(url + '#pyramida', { waitUntil: 'commit' });
  // Pyramida's cells take clicks on their diamond-shaped targets.
  const cell = p.locator('.pyramid-board .hits [data-cell="d1"]');
  await cell.click({ timeout: 60000 });
  await p.waitForSelector('.pyramid-board .options .option', { timeout: 60000 });
  const ms = Date.now() - t0;
  await cdp.detach();
  return ms;
}

const cold = [], warm = [];
for (let i = 0; i < runs; i++) {
  const context = await chrome.newContext({ viewport: { width: 1280, height: 800 } });
  const p = await context.newPage();
  cold.push(await timeToFirstMove(p));
  // Warm: once the service worker controls the site, as on a player's next visit.
  await p.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
  await p.close();
  warm.push(await timeToFirstMove(await context.newPage()));
  await context.close();
}
const wasm = (await readFile(join(dist, 'pyramid-games_bg.wasm'))).length;
console.log('## Time to a board that answers a click (1.6 Mbps, 150 ms latency, gzip; median of %d)', runs);
console.log(`wasm: ${(wasm / 1024).toFixed(0)} KiB, ${(gzipSync(await readFile(join(dist, 'pyramid-games_bg.wasm')), { level: 9 }).length / 1024).toFixed(0)} KiB gzipped`);
console.log(`cold (first visit):          median ${median(cold)} ms   (runs: ${cold.join(', ')})`);
console.log(`warm (service worker ready): median ${median(warm)} ms   (runs: ${warm.join(', ')})`);
await chrome.close();
server.close();
