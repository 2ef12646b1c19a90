// The rules pages: every live diagram mounts, one example per page replays to the
// engine's result, and broken embeds show their errors without stopping the others.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { serve, browser, page, settled, shoot, dist, mountEmbeds } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

const embedStates = (p) => p.locator('.pyramid-embed').evaluateAll((els) =>
  els.map((e) => ({ state: e.dataset.state, error: e.dataset.error ?? '', game: e.dataset.game })));

async function waitMounted(p) {
  await mountEmbeds(p);
  await p.waitForFunction(() => [...document.querySelectorAll('.pyramid-embed')].every((e) => e.dataset.state));
}

async function replay(p, embed) {
  await embed.locator('button[data-action="replay"]').click();
  await embed.locator('xpath=self::*[@data-replay="done"]').waitFor({ timeout: 15000 });
  await settled(p, '.pyramid-embed[data-replay="done"] .pyramid-board');
}

// One worked example per page, its position, and where the engine says it ends.
const examples = {
  pyramida: ['b W:d7 B:d3,e4', 'w W:d1 B:d3,d5'],
  chase: ['w W:Rb2,Rc3,Kd5 B:Kag1', 'b W:Rc1,Rb2,Kd5 B:Kag1 clock=1'],
  pyraos: ['w W:1a1,1c3,1d3,1c4,2a1 B:1b1,1d1,1a2,1b2,1a4', 'b W:1c3,1d3,1c4,1d4 B:1b1,1d1,1a2,1b2,1a4'],
  allmer: ['w W:b1,c1,g1,d2,e3 B:a1,a7,b7,d7,g7', 'b W:a1,c1,g1,d2,e3 B:a7,b7,d7,g7'],
};

test('the rules index links the four pages, and the app links the rules', async () => {
  const p = await page(chrome);
  await p.goto(server.url + 'rules/index.html');
  for (const game of Object.keys(examples)) {
    assert.equal(await p.locator(`a[href="${game}.html"]`).count() > 0, true, game);
  }
  await p.goto(server.url + '#chase');
  await p.waitForSelector('.pyramid-board .cells');
  assert.equal(await p.getAttribute('.rules-link', 'href'), 'rules/chase.html');
  assert.deepEqual(p.errors, []);
});

test("a rules page downloads the embedded boards' wasm (and Learn's, for its lesson and puzzle), not the app's, and the app the other way round", async () => {
  // The page's own requests: the service worker then fetches the whole site for offline use.
  const wasmAskedBy = async (path, ready) => {
    const p = await page(chrome);
    const asked = [];
    p.on('request', (r) => { if (r.url().endsWith('.wasm')) asked.push(new URL(r.url()).pathname); });
    await p.goto(server.url + path);
    await ready(p);
    await p.close();
    return asked;
  };
  assert.deepEqual((await wasmAskedBy('rules/pyramida.html', waitMounted)).sort(), ['/pyramid-embed_bg.wasm', '/pyramid-learn_bg.wasm']);
  assert.deepEqual(await wasmAskedBy('#pyramida', (p) => p.waitForSelector('.pyramid-board .cells')),
    ['/pyramid-games_bg.wasm']);
});

for (const [game, [position, after]] of Object.entries(examples)) {
  test(`rules page for ${game}: every diagram mounts, and an example replays`, async () => {
    const p = await page(chrome, { width: 1100, height: 900 });
    await p.goto(server.url + `rules/${game}.html`);
    await waitMounted(p);
    const states = await embedStates(p);
    assert.ok(states.length >= 10, `${states.length} diagrams`);
    assert.deepEqual(states.filter((s) => s.state !== 'ready'), [], 'every diagram mounted');
    assert.equal(await p.locator('.pyramid-embed[data-interactive="true"]').count(), 1, 'one try-it board');

    const embed = p.locator(`.pyramid-embed[data-position="${position}"]`).first();
    await embed.scrollIntoViewIfNeeded();
    assert.equal(await embed.locator('.pyramid-board').getAttribute('data-position'), position);
    await replay(p, embed);
    assert.equal(await embed.locator('.pyramid-board').getAttribute('data-position'), after);
    await shoot(p, `rules-${game}-replayed`);
    // First brings the example back to its start.
    await embed.locator('button[data-action="first"]').click();
    assert.equal(await embed.locator('.pyramid-board').getAttribute('data-position'), position);
    assert.deepEqual(p.errors, []);
  });
}

test('a board far down a page is mounted only when it comes near, one at a time, and PyramidGames.mount mounts at once', async () => {
  const p = await page(chrome, { width: 390, height: 844 });
  await p.goto(server.url + 'rules/chase.html');
  const first = p.locator('.pyramid-embed').first();
  await first.locator('xpath=self::*[@data-state="ready"]').waitFor();
  // The first board is drawn; the last (Chase's page has 21, the last a screenful of
  // pages below) has not cost a thing: no state, no shadow root, no board.
  const last = p.locator('.pyramid-embed').last();
  assert.deepEqual(await last.evaluate((e) => [e.dataset.state ?? null, e.shadowRoot === null]), [null, true]);
  const states = await embedStates(p);
  assert.ok(states.filter((s) => s.state).length < states.length / 2, `${states.filter((s) => s.state).length} of ${states.length} mounted at the top`);
  // Its room was kept while it waited: mounting it moves nothing below it.
  const room = await last.evaluate((e) => e.getBoundingClientRect().height);
  assert.ok(room > 200, `room kept: ${room}px`);
  await last.scrollIntoViewIfNeeded();
  await last.locator('xpath=self::*[@data-state="ready"]').waitFor();
  assert.ok(await last.locator('.pyramid-board .cells [data-cell]').count() > 0);
  // A board a page adds later is mounted when the page asks, wherever it stands.
  const added = await p.evaluate(async () => {
    const el = document.createElement('div');
    el.className = 'pyramid-embed';
    el.dataset.game = 'pyramida';
    document.body.append(el);
    await window.PyramidGames.mount(el);
    return el.dataset.state;
  });
  assert.equal(added, 'ready');
  assert.deepEqual(p.errors, []);
});

test('three broken embeds show three errors; the good board still works', async () => {
  const p = await page(chrome);
  await p.goto(server.url + 'test-pages/embeds.html');
  await waitMounted(p);
  const states = await embedStates(p);
  assert.deepEqual(states.map((s) => s.state), ['error', 'error', 'error', 'ready']);
  assert.match(states[0].error, /data-game: unknown game 'checkers'/);
  assert.match(states[1].error, /data-position: .*'Pb31'/);
  assert.match(states[2].error, /data-moves, move 2: illegal move '1a1'/);
  assert.equal(await p.locator('.pyramid-embed .board-error').count(), 3);
  // The caption arrived as text, markup-looking characters and all.
  assert.equal(await p.textContent('#good .embed-caption'), 'Column attack: d7 slides to d1 & stays < d3');
  await replay(p, p.locator('#good'));
  assert.equal(await p.getAttribute('#good .pyramid-board', 'data-position'), 'w W:d1 B:d3,d5');
  await shoot(p, 'embeds-broken');
  assert.deepEqual(p.errors, []);
});

test('the try-it board is fully playable', async () => {
  const p = await page(chrome);
  await p.goto(server.url + 'rules/allmer.html');
  await waitMounted(p);
  const board = p.locator('.pyramid-embed[data-interactive="true"]');
  await board.scrollIntoViewIfNeeded();
  await board.locator('.pieces [data-cell="d1"]').click();
  await board.locator('.cells [data-cell="d2"]').click();
  await settled(p, '.pyramid-embed[data-interactive="true"] .pyramid-board');
  assert.match(await board.locator('.embed-status').textContent(), /Black to move/);
  await board.locator('button[data-action="undo"]').click();
  assert.match(await board.locator('.embed-status').textContent(), /White to move/);
});

test("a board on a stranger's page stays light when the system is dark; on the site's pages it turns dark", async () => {
  const context = await chrome.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
  const p = await context.newPage();
  // An embedded board is drawn in its element's shadow root (a plain cell: the top is darker).
  const cellFill = (board) =>
    p.evaluate((sel) => getComputedStyle(document.querySelector(sel).shadowRoot.querySelector('.cell:not(.top)')).fill, board);
  await p.goto(server.url + 'test-pages/embeds.html');
  await waitMounted(p);
  assert.equal(await cellFill('#good'), 'rgb(140, 106, 67)');
  await p.goto(server.url + 'rules/pyramida.html');
  await waitMounted(p);
  assert.equal(await cellFill('.pyramid-embed'), 'rgb(122, 90, 54)');
  await context.close();
});

// The rules pages in every language: the same diagrams as the English page (only the
// captions are translated), links to each other, and each in its own language.
const LANGUAGES = ['en', 'cs', 'de', 'fr', 'sv'];
const fileOf = (name, lang) => `${name}${lang === 'en' ? '' : `.${lang}`}.html`;

/** The diagrams of a page as written, every attribute but the caption, in order. */
function diagrams(html) {
  return [...html.matchAll(/<div class="pyramid-embed"([^>]*)>/g)].map(([, attrs]) =>
    [...attrs.matchAll(/(data-[a-z-]+)="([^"]*)"/g)].filter(([, name]) => name !== 'data-caption')
      .map(([, name, value]) => `${name}=${value}`).join(' '));
}

test('each rules page exists in five languages, with the English page\'s diagrams, in its own language', async () => {
  const { readFile } = await import('node:fs/promises');
  for (const name of ['index', ...Object.keys(examples)]) {
    const english = await readFile(join(dist, 'rules', fileOf(name, 'en')), 'utf8');
    for (const lang of LANGUAGES) {
      const html = await readFile(join(dist, 'rules', fileOf(name, lang)), 'utf8');
      const where = fileOf(name, lang);
      assert.match(html, new RegExp(`<html lang="${lang}"`), `${where}: <html lang>`);
      assert.deepEqual(diagrams(html), diagrams(english), `${where}: the same diagrams`);
      // The language switcher names every language's page, this one as current.
      const links = [...html.matchAll(/<a href="([^"]+)" hreflang="([a-z]+)" lang="[a-z]+"( aria-current="true")?>/g)];
      assert.deepEqual(links.map(([, href, hreflang]) => [href, hreflang]), LANGUAGES.map((l) => [fileOf(name, l), l]), where);
      assert.deepEqual(links.filter(([, , , current]) => current).map(([, , l]) => l), [lang], `${where}: current`);
      for (const l of LANGUAGES) assert.match(html, new RegExp(`<link rel="alternate" hreflang="${l}" href="${fileOf(name, l)}">`), where);
      // Links to other rules pages stay in the page's language.
      for (const game of Object.keys(examples)) {
        if (html.includes(`href="${game}`)) assert.ok(html.includes(`href="${fileOf(game, lang)}"`), `${where} links ${fileOf(game, lang)}`);
      }
    }
  }
});

for (const lang of ['cs', 'de']) {
  test(`the rules in ${lang}: every diagram mounts, the switcher leads to the other languages, laptop and phone`, async () => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const p = await page(chrome, viewport);
      await p.goto(server.url + `rules/${fileOf('pyramida', lang)}`);
      await waitMounted(p);
      const states = await embedStates(p);
      assert.deepEqual(states.filter((s) => s.state !== 'ready'), [], 'every diagram mounted');
      assert.equal(await p.getAttribute('html', 'lang'), lang);
      const [scroll, width] = await p.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
      assert.ok(scroll <= width, `${lang}: ${scroll} px wide in ${width}`);
      await shoot(p, `rules-pyramida-${lang}-${viewport.width}`);
      await p.click('.lang-nav a[hreflang="fr"]');
      await p.waitForURL(/pyramida\.fr\.html$/);
      assert.equal(await p.getAttribute('html', 'lang'), 'fr');
      assert.deepEqual(p.errors, []);
      await p.context().close();
    }
  });
}
