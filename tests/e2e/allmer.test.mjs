// Allmer's Pyramid in real Chromium: a push that throws a stone off the board, and Osiris.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, page, clickCell, settled, shoot, cellsOf } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

const at = (position) => server.url + '#allmer?position=' + encodeURIComponent(position);

test('the stepped board: 48 fields, the cap not among them, four victory fields', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '#allmer');
  await p.waitForSelector('.pyramid-board .cells');
  assert.equal(await p.locator('.cells [data-cell]').count(), 48);
  assert.equal(await p.locator('.cells [data-cell="d4"]').count(), 0);
  assert.equal(await p.locator('.cells .victory').count(), 4);
  assert.deepEqual(await cellsOf(p, 'white'), ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1']);
  await shoot(p, 'allmer-start');
  assert.deepEqual(p.errors, []);
});

test('a push throws a stone off its corner, and the pusher encloses another (Osiris)', async () => {
  const p = await page(chrome);
  // The page's clock runs only when told: the picture below is of the push's middle.
  await p.clock.install();
  await p.goto(at('w W:b1,a3,d2,f6 B:a1,a2,c6,f3,d6,g4'));
  await p.waitForSelector('.pyramid-board .cells');
  await p.clock.pauseAt(Date.now() + 60_000);
  await clickCell(p, 'b1');
  // Runs, the jump and the push are marked differently.
  const marks = await p.locator('.marks .option').evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.dataset.option, e.getAttribute('class').replace('option ', '')])));
  assert.equal(marks.a1, 'push');
  assert.equal(marks.b2, 'jump');
  assert.equal(marks.c1, 'target');
  await clickCell(p, 'a1');
  await p.clock.runFor(260);
  await shoot(p, 'allmer-push-falling');
  await p.clock.runFor(5_000);
  await settled(p);
  assert.deepEqual(await cellsOf(p, 'white'), ['a1', 'a3', 'd2', 'f6']);
  assert.deepEqual(await cellsOf(p, 'black'), ['c6', 'd6', 'f3', 'g4'], 'a1 fell off, a2 was enclosed');
  assert.equal(await p.getAttribute('.pyramid-board', 'data-position'), 'b W:a1,d2,a3,f6 B:f3,g4,c6,d6');
  assert.match(await p.textContent('.history'), /b1-a1/);
  assert.deepEqual(p.errors, []);
});

test('a run encloses two stones on a line: both are removed', async () => {
  const p = await page(chrome);
  await p.goto(at('w W:a3,d1,e2,g5 B:b1,c1,f6,d7,a6,g3'));
  await p.waitForSelector('.pyramid-board .cells');
  await clickCell(p, 'a3');
  await clickCell(p, 'a1');
  await settled(p);
  assert.deepEqual(await cellsOf(p, 'black'), ['a6', 'd7', 'f6', 'g3']);
  assert.deepEqual(await cellsOf(p, 'white'), ['a1', 'd1', 'e2', 'g5']);
  await shoot(p, 'allmer-osiris');
  assert.deepEqual(p.errors, []);
});
