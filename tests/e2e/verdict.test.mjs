// "Who wins from here?" in real Chromium: off by default, the exact value of the position
// after every move, each legal move marked in review, and an honest "not yet" where the
// position is too early to solve. The values are those `pyramid solve` prints for the
// same positions under the children's rules.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, page, clickCell, settled, shoot } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

// 18 spheres, Black to move: `pyramid solve pyraos POSITION --option removal=children`
// prints "black wins in 13"; after 1d3, "black wins in 12".
const LATE = 'b W:1a1,1b1,1c1,1a2,1c2,1a4,2b1,2b2,2a3 B:1d1,1b2,1a3,1b3,1c3,1b4,1c4,2a1,2b3';

async function childrens(p, position) {
  await p.goto(server.url + '#pyraos');
  await p.waitForSelector('.pyramid-board .cells');
  await p.click('.options summary');
  await p.selectOption('select[data-option="removal"]', 'children');
  await p.click('.position summary');
  await p.fill('.position-input', position);
  await p.click('[data-action="load-position"]');
  await settled(p);
}

const said = (p) => p.textContent('.verdict-text');
async function saying(p, pattern) {
  await p.waitForFunction((source) => new RegExp(source).test(document.querySelector('.verdict-text')?.textContent ?? ''),
    pattern.source, { timeout: 20000 });
  return said(p);
}

test('who wins from here: off by default, exact after every move, every move marked in review', async () => {
  const p = await page(chrome);
  await childrens(p, LATE);
  assert.equal(await p.getAttribute('[data-action="verdict"]', 'aria-pressed'), 'false');
  assert.equal(await p.isVisible('.verdict-text'), false);

  await p.click('[data-action="verdict"]');
  assert.equal(await p.getAttribute('[data-action="verdict"]', 'aria-pressed'), 'true');
  assert.equal(await saying(p, /wins|Draw/), 'Black wins in 13 plies');
  // Playing on: the list of moves is for review only.
  assert.equal(await p.isVisible('.verdict-moves'), false);
  await clickCell(p, '1d3');
  await settled(p);
  assert.equal(await saying(p, /in 12/), 'Black wins in 12 plies');

  // In review, each legal move of the position shown: quickest win first, slowest loss
  // before quicker ones, ties in the rules' order.
  await p.keyboard.press('Home');
  assert.equal(await saying(p, /in 13/), 'Black wins in 13 plies');
  await p.waitForSelector('.verdict-moves li');
  const marks = await p.$$eval('.verdict-moves li', (items) =>
    items.map((li) => [li.className, li.querySelector('.verdict-move').textContent, li.querySelector('.verdict-value').textContent]));
  assert.deepEqual(marks, [
    ['win', '1d3', 'Win in 13'],
    ['win', '1d4', 'Win in 13'],
    ['loss', '1d2', 'Loss in 16'],
    ['loss', '1d1-2a2', 'Loss in 16'],
    ['loss', '2a2', 'Loss in 14'],
  ]);
  await shoot(p, 'pyraos-verdict-review');

  await p.keyboard.press('End');
  assert.equal(await saying(p, /in 12/), 'Black wins in 12 plies');
  assert.equal(await p.isVisible('.verdict-moves'), false);

  // Off again: nothing shown, nothing asked.
  await p.click('[data-action="verdict"]');
  assert.equal(await p.isVisible('.verdict-text'), false);
  assert.deepEqual(p.errors, []);
});

test('too early in the game to solve in the browser says so; games without a solver have no button', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '#pyraos');
  await p.waitForSelector('.pyramid-board .cells');
  await p.click('[data-action="verdict"]');
  assert.match(await saying(p, /Not solved yet/), /too much of the game is left/);
  for (const game of ['pyramida', 'chase', 'allmer']) {
    await p.goto(server.url + '#' + game);
    await p.waitForSelector(`.pyramid-board[data-game="${game}"] .cells`);
    assert.equal(await p.locator('[data-action="verdict"]').count(), 0, game);
  }
  assert.deepEqual(p.errors, []);
});
