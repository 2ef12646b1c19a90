// The Perfect level in real Chromium: offered only for Pyraos under the children's rules
// (the setting solved and booked), its book downloaded only when it plays, every move
// keeping a won position won in the fewest plies, an honest refusal of a position it does
// not know, and play offline once its book has been fetched.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, page, settled, plies, waitPlies, loadPosition, playAny } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

const WHITE_BOOK = '/books/pyraos-children-white.book';
const BLACK_BOOK = '/books/pyraos-children-black.book';
const books = () => server.requests.filter((r) => r.startsWith('/books/'));

const offered = (p) =>
  p.$eval('select[data-control="level"] option[value="perfect"]', (o) => !o.disabled && !o.hidden);

async function open(p, game) {
  await p.goto(server.url + '#' + game);
  await p.waitForSelector('.pyramid-board .cells');
}

/** A new game under removal=`removal`. */
async function newGame(p, removal) {
  if (!(await p.isVisible('select[data-option="removal"]'))) await p.click('.options summary');
  await p.selectOption('select[data-option="removal"]', removal);
  await p.click('button[data-action="new-game"]');
  await settled(p);
}

test('Perfect is offered only where Pyraos is solved, and downloads its book only to play', async () => {
  const p = await page(chrome);
  await open(p, 'pyramida');
  assert.equal(await offered(p), false);
  await open(p, 'pyraos');
  assert.equal(await offered(p), false, 'standard rules: not offered');
  await newGame(p, 'children');
  assert.equal(await offered(p), true);
  assert.deepEqual(books(), [], 'no book before Perfect plays');

  await p.selectOption('select[data-control="level"]', 'perfect');
  await p.selectOption('select[data-control="mode"]', 'computer-white');
  await waitPlies(p, 1);
  await settled(p);
  assert.deepEqual(books(), [WHITE_BOOK]);
  // A few moves more: one download for the game.
  for (let k = 0; k < 4; k++) {
    await playAny(p, 7 * k + 3);
    await waitPlies(p, 3 + 2 * k);
    await settled(p);
  }
  assert.deepEqual(books(), [WHITE_BOOK]);
  assert.equal(await p.textContent('.message'), '');

  // A new game under the standard rules: Perfect is not offered, and the computer plays Hard.
  await newGame(p, 'standard');
  assert.equal(await offered(p), false);
  assert.equal(await p.$eval('select[data-control="level"]', (s) => s.value), 'hard');
  assert.match(await p.textContent('.message'), /Perfect plays only the options the game has solved/);
  await waitPlies(p, 1);
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

// 18 spheres, Black to move: `pyramid solve` says "black wins in 13" (see verdict.test.mjs).
const LATE = 'b W:1a1,1b1,1c1,1a2,1c2,1a4,2b1,2b2,2a3 B:1d1,1b2,1a3,1b3,1c3,1b4,1c4,2a1,2b3';

test('Perfect keeps a won position won and wins in the fewest plies', async () => {
  const p = await page(chrome);
  await open(p, 'pyraos');
  await newGame(p, 'children');
  await loadPosition(p, LATE);
  await p.selectOption('select[data-control="level"]', 'perfect');
  await p.selectOption('select[data-control="mode"]', 'computer-black');
  // Perfect (Black) against any replies, to the end.
  for (let k = 0; !(await p.isVisible('.result')); k++) {
    await waitPlies(p, 2 * k + 1);
    await settled(p);
    if (await p.isVisible('.result')) break;
    await playAny(p, 5 * k + 1);
  }
  assert.match(await p.textContent('.result'), /Black wins/);
  const moves = await plies(p);
  // Each of Perfect's moves, checked by the solver of the worker's wasm (what "Who wins
  // from here?" shows): it keeps the position's value, the quickest win.
  const values = await p.evaluate(async ({ start, moves }) => {
    const solver = await import('./pyramid-worker.js');
    await solver.default({ module_or_path: './pyramid-worker_bg.wasm' });
    const out = [];
    for (let i = 0; i < moves.length; i += 2) {
      const v = solver.verdict('pyraos', { removal: 'children' }, start, moves.slice(0, i), 2000000);
      out.push([v.value, v.moves.find((m) => m[0] === moves[i])[1]]);
    }
    return out;
  }, { start: LATE, moves });
  assert.equal(values[0][0].plies, 13);
  for (const [i, [position, played]] of values.entries()) {
    assert.equal(position.result, 'win', `Perfect's move ${i + 1}: a won position`);
    assert.deepEqual(played, position, `Perfect's move ${i + 1}, ${moves[2 * i]}: the quickest win`);
  }
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('a position Perfect does not know is refused, and another level goes on', async () => {
  const p = await page(chrome);
  await open(p, 'pyraos');
  await newGame(p, 'children');
  // White to move with three spheres against none: no game of Perfect's comes here, and
  // too much is left to solve.
  await loadPosition(p, 'w W:1a1,1b1,1c1 B:');
  await p.selectOption('select[data-control="level"]', 'perfect');
  await p.selectOption('select[data-control="mode"]', 'computer-white');
  await p.waitForSelector('button[data-action="retry"]:not(.hidden)', { timeout: 30000 });
  assert.match(await p.textContent('.message'), /Perfect does not know this position.*3 spheres.*Choose another level/);
  assert.equal((await plies(p)).length, 0);
  await p.selectOption('select[data-control="level"]', 'easy');
  await waitPlies(p, 1);
  assert.equal(await p.isVisible('button[data-action="retry"]'), false);
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('once its book is fetched, Perfect plays offline', async () => {
  const context = await chrome.newContext({ viewport: { width: 1280, height: 800 } });
  const p = await context.newPage();
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  await open(p, 'pyraos');
  await p.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  await newGame(p, 'children');
  await p.selectOption('select[data-control="level"]', 'perfect');
  await p.selectOption('select[data-control="mode"]', 'computer-black');
  await playAny(p, 0);
  await waitPlies(p, 2);
  await settled(p);
  await context.setOffline(true);
  // A new page (a new worker, with no book read) resumes the saved game against Perfect.
  await p.reload();
  await p.waitForSelector('.pyramid-board .cells');
  assert.equal(await p.$eval('select[data-control="level"]', (s) => s.value), 'perfect');
  await playAny(p, 1);
  await waitPlies(p, 4);
  assert.equal(await p.textContent('.message'), '');
  assert.deepEqual(errors, []);
  await context.close();
});
