// Installable and offline: the web manifest and its icons; after one visit the app, every
// rules page and the computer work with the network off; a new build is offered and taken
// only when the player says so; a page that only embeds a board registers no worker.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, browser, dist, clickCell, settled, mountEmbeds } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

/** Waits until the service worker controls the page, and returns its cache's name. */
async function controlled(p) {
  await p.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  return p.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('pyramid-games-')));
}

test('the manifest names the app, its colours and its icons, which exist at their sizes', async () => {
  const p = await (await chrome.newContext()).newPage();
  await p.goto(server.url);
  const href = await p.getAttribute('link[rel="manifest"]', 'href');
  const manifest = await (await p.request.get(new URL(href, server.url).href)).json();
  assert.equal(manifest.name, 'Pyramid games');
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.theme_color && manifest.background_color && manifest.start_url);
  const themes = await p.locator('meta[name="theme-color"]').evaluateAll((els) => els.map((e) => e.media));
  assert.deepEqual(themes.sort(), ['(prefers-color-scheme: dark)', '(prefers-color-scheme: light)']);
  const types = manifest.icons.map((i) => i.type).sort();
  assert.deepEqual(types, ['image/png', 'image/png', 'image/svg+xml']);
  for (const icon of manifest.icons) {
    const response = await p.request.get(new URL(icon.src, server.url).href);
    assert.equal(response.status(), 200, icon.src);
    if (icon.type === 'image/png') {
      const body = await response.body();
      // A PNG's width and height are in its header (IHDR), big-endian at bytes 16 and 20.
      assert.equal(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.sizes);
    }
  }
  await p.context().close();
});

test('after one visit, the app, every rules page and the computer work offline', async () => {
  const context = await chrome.newContext({ viewport: { width: 1280, height: 800 } });
  const p = await context.newPage();
  await p.goto(server.url + '#pyramida');
  await p.waitForSelector('.pyramid-board .cells');
  assert.equal((await controlled(p)).length, 1);
  await context.setOffline(true);
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  await p.goto(server.url + '#allmer');
  await p.reload();
  await p.waitForSelector('.pyramid-board[data-game="allmer"] .cells');
  // The computer, in its worker, answers a move.
  await p.selectOption('select[data-control="level"]', 'easy');
  await p.selectOption('select[data-control="mode"]', 'computer-black');
  await clickCell(p, 'a1');
  await clickCell(p, 'a2');
  await p.waitForFunction(() => document.querySelectorAll('.history [data-move]').length === 2, null, { timeout: 20000 });
  await settled(p);
  for (const name of ['index', 'pyramida', 'chase', 'pyraos', 'allmer']) {
    await p.goto(server.url + `rules/${name}.html`);
    await mountEmbeds(p);
    await p.waitForFunction(() => [...document.querySelectorAll('.pyramid-embed')].every((e) => e.dataset.state === 'ready'));
    assert.equal(await p.locator('.board-error').count(), 0, `rules/${name}.html`);
  }
  await p.goto(server.url + '#edit/chase');
  await p.waitForSelector('.editor-board[data-drawn] .cells');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a page that only embeds a board registers no service worker', async () => {
  const context = await chrome.newContext();
  const p = await context.newPage();
  // Every call to register a service worker, recorded (the app's is made on load).
  await p.addInitScript(() => {
    window.registered = [];
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args) => { window.registered.push(String(args[0])); return register(...args); };
  });
  await p.goto(server.url + 'test-pages/records.html');
  await mountEmbeds(p);
  await p.waitForFunction(() => [...document.querySelectorAll('.pyramid-embed')].every((e) => e.dataset.state));
  // The page has loaded (goto waits for it) and its load handlers have run: a task later.
  await p.evaluate(() => new Promise((done) => setTimeout(done, 0)));
  assert.deepEqual(await p.evaluate(() => window.registered), []);
  assert.equal(await p.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
  // The record sees the app's own call.
  await p.goto(server.url);
  await p.waitForFunction(() => window.registered.length === 1);
  await context.close();
});

test('a new build waits until the player reloads, then replaces the old cache', async () => {
  const site = await mkdtemp(join(tmpdir(), 'pyramid-site-'));
  await cp(dist, site, { recursive: true });
  const copy = await serve(site);
  const context = await chrome.newContext();
  const p = await context.newPage();
  await p.goto(copy.url + '#chase');
  await p.waitForSelector('.pyramid-board .cells');
  const [old] = await controlled(p);
  // A new build: another version in sw.js.
  const worker = join(site, 'sw.js');
  await writeFile(worker, (await readFile(worker, 'utf8')).replace(/const BUILD = "[^"]+"/, 'const BUILD = "next-build"'));
  await p.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  await p.waitForSelector('.update-ready');
  assert.match(await p.textContent('.update-ready'), /A new version is ready/);
  // Until then the old build serves the page.
  assert.deepEqual(await p.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('pyramid-games-')).sort()),
    [old, 'pyramid-games-next-build'].sort());
  await Promise.all([p.waitForEvent('load'), p.click('.update-ready button')]);
  await p.waitForSelector('.pyramid-board .cells');
  assert.deepEqual(await controlled(p), ['pyramid-games-next-build']);
  await context.close();
  await copy.close();
  await rm(site, { recursive: true, force: true });
});
