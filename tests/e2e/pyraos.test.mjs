// Pyraos in real Chromium: a square built by clicking, and two spheres taken back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, page, clickCell, settled, shoot, cellsOf } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

const reserve = (p, side) => p.getAttribute(`.reserves [data-reserve="${side}"]`, 'data-count');

test('a square by clicking, then two spheres back to the reserve', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '#pyraos');
  await p.waitForSelector('.pyramid-board .cells');
  assert.equal(await p.locator('.cells [data-cell]').count(), 30);
  assert.equal(await reserve(p, 'white'), '15');
  // Before any click, the cells a sphere may be placed on are shown: level 1 only.
  assert.equal(await p.locator('.marks .option.target').count(), 16);
  for (const cell of ['1a1', '1c1', '1b1', '1d1', '1a2', '1c2']) {
    await clickCell(p, cell);
    await settled(p);
  }
  assert.equal(await reserve(p, 'white'), '12');
  assert.equal(await reserve(p, 'black'), '12');
  await clickCell(p, '1b2');
  // The square is made: its spheres may go back, or Done keeps them all.
  assert.match(await p.textContent('.prompt'), /take back/);
  assert.ok(await p.isVisible('button[data-action="done"]'));
  const removable = await p.locator('.marks .option.remove').evaluateAll((els) => els.map((e) => e.dataset.option).sort());
  assert.deepEqual(removable, ['1a1', '1a2', '1b1', '1b2']);
  await shoot(p, 'pyraos-square');
  await clickCell(p, '1a1');
  await clickCell(p, '1b2');
  await settled(p);
  assert.deepEqual(await cellsOf(p, 'white'), ['1a2', '1b1']);
  assert.equal(await reserve(p, 'white'), '13');
  assert.equal(await reserve(p, 'black'), '12');
  assert.match(await p.textContent('.history'), /1b2 x1a1,1b2/);
  assert.match(await p.textContent('.turn'), /Black to move/);
  await shoot(p, 'pyraos-after-removal');
  assert.deepEqual(p.errors, []);
});

test('Done ends the removal early', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '#pyraos?position=' + encodeURIComponent('w W:1a1,1b1,1a2 B:1c1,1d1,1c2'));
  await p.waitForSelector('.pyramid-board .cells');
  await clickCell(p, '1b2');
  await p.click('button[data-action="done"]');
  await settled(p);
  assert.deepEqual(await cellsOf(p, 'white'), ['1a1', '1a2', '1b1', '1b2']);
  assert.equal(await reserve(p, 'white'), '11');
});

test('a sphere placed on four others is drawn over them and can be lifted', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '#pyraos?position=' + encodeURIComponent('w W:1a1,1c1,1b2,1d4 B:1b1,1a2,1c2,1d1'));
  await p.waitForSelector('.pyramid-board .cells');
  await clickCell(p, '2a1');
  await settled(p);
  assert.deepEqual(await cellsOf(p, 'white'), ['1a1', '1b2', '1c1', '1d4', '2a1']);
  // The level-2 sphere comes after (over) the level-1 ones.
  const order = await p.locator('.pieces .piece').evaluateAll((els) => els.map((e) => e.dataset.cell));
  assert.equal(order.at(-1), '2a1');
});
