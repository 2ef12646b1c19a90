// Pyramid Chase in real Chromium: a capture and a check played by clicking.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, page, clickCell, settled, shoot } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

const pieceAt = (p, cell) => p.locator(`.pyramid-board .pieces [data-cell="${cell}"]`);

test('the 561 hexes and 32 pieces are drawn, with the summit and the power level', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '#chase');
  await p.waitForSelector('.pyramid-board .cells');
  assert.equal(await p.locator('.pyramid-board .cells [data-cell]').count(), 561);
  assert.equal(await p.locator('.pyramid-board .pieces .piece').count(), 32);
  assert.equal(await p.locator('.cells .summit').count(), 6);
  // The highest piece stands on rank 8: moves may reach rank 9, outlined.
  const frontier = await p.locator('.cells .frontier').evaluateAll((els) => els.map((e) => e.dataset.cell));
  assert.equal(frontier.length, 25);
  assert.ok(frontier.every((c) => c.endsWith('9')));
  await clickCell(p, 'b8');
  const options = await p.locator('.marks .option').evaluateAll((els) => els.map((e) => e.dataset.option).sort());
  assert.deepEqual(options, ['a9', 'b9']);
  assert.deepEqual(p.errors, []);
});

test('a capture and a check, played by clicking', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '#chase?position=' + encodeURIComponent('w W:Ka1,Rb2 B:Ka20,Pb9,Pz2'));
  await p.waitForSelector('.pyramid-board .cells');
  await clickCell(p, 'b2');
  assert.equal(await p.locator('.marks .option.capture[data-option="b9"]').count(), 1, 'the capture is marked as one');
  await clickCell(p, 'b9');
  await settled(p);
  assert.equal(await pieceAt(p, 'b9').getAttribute('data-kind'), 'R');
  assert.match(await pieceAt(p, 'b9').getAttribute('class'), /white/);
  assert.equal(await p.locator('.pyramid-board .pieces .piece.black').count(), 2, 'the pawn was taken');

  await clickCell(p, 'z2');
  await clickCell(p, 'z3');
  await settled(p);
  await clickCell(p, 'b9');
  await clickCell(p, 'a9');
  await settled(p);
  assert.equal(await p.locator('.cells .check[data-cell="a20"]').count(), 1, 'the checked King is marked');
  assert.match(await p.textContent('.turn'), /Black to move — check/);
  assert.match(await p.textContent('.history'), /b2-b9.*z2-z3.*b9-a9/s);
  assert.equal(await p.getAttribute('.pyramid-board', 'data-position'), 'b W:Ka1,Ra9 B:Pz3,Ka20 clock=1');
  await shoot(p, 'chase-check');

  // In check, only answers to it are offered: the King steps off the a-file.
  await clickCell(p, 'a20');
  const answers = await p.locator('.marks .option').evaluateAll((els) => els.map((e) => e.dataset.option).sort());
  assert.deepEqual(answers, ['b19', 'b20']);
  assert.deepEqual(p.errors, []);
});

test('zoom enlarges the hexes while the board keeps its place', async () => {
  const p = await page(chrome, { width: 390, height: 844 });
  await p.goto(server.url + '#chase');
  await p.waitForSelector('.pyramid-board .cells');
  const hex = async () => (await p.locator('.pyramid-board .cells [data-cell="a1"]').boundingBox()).width;
  const frame = await p.locator('.pyramid-board svg.board-svg').boundingBox();
  const before = await hex();
  await p.click('.zoom button[aria-label="Zoom in"]');
  assert.ok(await hex() > before * 1.4, `${before} → ${await hex()}`);
  assert.deepEqual(await p.locator('.pyramid-board svg.board-svg').boundingBox(), frame);
  await p.click('.zoom button[aria-label="Fit the board"]');
  assert.equal(await hex(), before);
});
