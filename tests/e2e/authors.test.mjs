// For rules authors: diagrams of a region (data-view), the Chase rules page that uses
// them, and pages that fit a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, page, shoot, mountEmbeds } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

const ready = async (p) => { await mountEmbeds(p); await p.waitForFunction(() => [...document.querySelectorAll('.pyramid-embed')].every((e) => e.dataset.state)); };

test('data-view shows a region of the board, and a bad one is named', async () => {
  const p = await page(chrome);
  await p.goto(server.url + 'test-pages/views.html');
  await ready(p);
  const box = (id) => p.getAttribute(`#${id} .board-svg`, 'viewBox').then((v) => v.split(' ').map(Number));
  const [, , w, h] = await box('around');
  assert.ok(w < 120 && h < 120, `a small part of Chase's board (${w} × ${h})`);
  assert.ok((await p.locator('#around .cells .outside').count()) > 450, 'the cells around it are faded');
  // What the region is about is inside it: the Rook and where it goes.
  const inside = await p.evaluate(() => {
    const svg = document.querySelector('#around').shadowRoot.querySelector('.board-svg');
    const [x, y, w, h] = svg.getAttribute('viewBox').split(' ').map(Number);
    return ['j10', 'j15'].map((name) => {
      const b = svg.querySelector(`.cells [data-cell="${name}"]`).getBBox();
      return b.x >= x && b.y >= y && b.x + b.width <= x + w && b.y + b.height <= y + h;
    });
  });
  assert.deepEqual(inside, [true, true]);
  const height = (await p.locator('#around .board-svg').boundingBox()).height;
  assert.ok(height <= 360, `the region is at most 360 px tall (${height})`);
  assert.ok((await p.locator('#corners .cells .outside').count()) > 0);
  assert.match(await p.textContent('#bad .board-error'), /data-view: 'j99' is not a cell of Pyramid Chase$/);
  await shoot(p, 'data-view');
  await p.context().close();
});

test('the Chase rules page: region diagrams at most 360 px tall, the page at most half its old height', async () => {
  const p = await page(chrome);
  await p.goto(server.url + 'rules/chase.html');
  await ready(p);
  const diagrams = await p.locator('.pyramid-embed:not([data-lesson]):not([data-puzzle])').evaluateAll((els) =>
    els.map((e) => ({ view: e.dataset.view || null, height: e.shadowRoot.querySelector('.board-svg').getBoundingClientRect().height })));
  const regions = diagrams.filter((d) => d.view);
  assert.ok(regions.length >= 15, `most diagrams show a region (${regions.length})`);
  for (const d of regions) assert.ok(d.height <= 360, `${d.view}: ${d.height} px`);
  // The page's diagrams, that is: the lesson and the puzzle at its end (a whole board and
  // its panel each, in a grid row) are not diagrams.
  const height = await p.evaluate(() => document.documentElement.scrollHeight -
    document.querySelector('.pyramid-embed[data-puzzle]').closest('.diagrams').getBoundingClientRect().height);
  assert.ok(height <= 17899 / 2, `the page is ${height} px tall, the lesson and the puzzle aside`);
  await p.context().close();
});

test('at 390 × 844 no rules page and no app screen scrolls sideways', async () => {
  const context = await chrome.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const p = await context.newPage();
  const wide = [];
  const check = async (what) => {
    const width = await p.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) wide.push(`${what}: ${width} px`);
  };
  for (const name of ['index', 'pyramida', 'chase', 'pyraos', 'allmer']) {
    await p.goto(server.url + `rules/${name}.html`);
    await ready(p);
    await check(`rules/${name}.html`);
  }
  await p.goto(server.url);
  await p.waitForSelector('.picker .cards');
  await check('the picker');
  for (const game of ['pyramida', 'chase', 'pyraos', 'allmer']) {
    await p.goto(server.url + '#' + game);
    await p.waitForSelector('.pyramid-board .cells');
    for (const summary of await p.locator('.panel details summary').all()) await summary.click();
    await check(`#${game}, every section open`);
    await p.goto(server.url + '#edit/' + game);
    await p.waitForSelector('.editor-board[data-drawn] .cells');
    await check(`#edit/${game}`);
  }
  assert.deepEqual(wide, []);
  await context.close();
});

test('a lesson and a puzzle come with their words: none of their text arrives after them (Czech)', async () => {
  const p = await page(chrome);
  // The moment each is mounted (a microtask after), its elements still without words.
  await p.addInitScript(() => {
    window.wordless = [];
    new MutationObserver((changes) => {
      for (const { target } of changes) {
        if (target.dataset.state !== 'ready' || !target.shadowRoot) continue;
        const empty = [...target.shadowRoot.querySelectorAll('[data-l10n-id]')].filter((e) => !e.textContent.trim() && !e.children.length);
        window.wordless.push(...empty);
      }
    }).observe(document, { subtree: true, attributeFilter: ['data-state'] });
  });
  await p.goto(server.url + 'test-pages/learn-cs.html');
  await ready(p);
  await p.evaluate(() => globalThis.pyramidI18n.loadFor(document.querySelector('.pyramid-embed')));
  const late = await p.evaluate(() => window.wordless.filter((e) => e.textContent.trim()).map((e) => `${e.dataset.l10nId}: ${e.textContent}`));
  assert.deepEqual(late, [], 'text that came after its lesson or puzzle was drawn (the page jumps)');
  await p.context().close();
});
