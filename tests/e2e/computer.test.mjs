// Playing against the computer in real Chromium: it answers from a Web Worker, the page
// stays responsive while it thinks, and New game stops it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, page, clickCell, settled, plies } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

const moves = (p) => plies(p);
const waitMoves = (p, n, timeout = 20000) =>
  p.waitForFunction((n) => document.querySelectorAll('.history [data-move]').length >= n, n, { timeout });

/**
 * The page's workers, watched: `window.idle()` says whether no worker could still play a
 * move (each was ended, or answered every move it was asked for), and while
 * `window.held` is a list the moves found wait there (see hardChaseThinking). A move
 * held from a worker the page ended is dropped, as the browser drops it.
 */
function watchWorkers() {
  const Real = window.Worker;
  const workers = [];
  window.idle = () => workers.every((w) => w.ended || w.open.size === 0);
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.open = new Set();
      workers.push(this);
    }
    postMessage(message, ...rest) {
      if (message?.kind === 'move' || message?.kind === 'perfect') this.open.add(message.id);
      return super.postMessage(message, ...rest);
    }
    set onmessage(handler) {
      super.onmessage = handler && ((event) => {
        const deliver = () => {
          if (this.ended) return;
          if (!['progress', 'loading'].includes(event.data?.kind)) this.open.delete(event.data?.id);
          handler.call(this, event);
        };
        if (event.data?.kind === 'move' && window.held) window.held.push(deliver);
        else deliver();
      });
    }
    terminate() { this.ended = true; super.terminate(); }
  };
}

/** A new page showing `game`, played with opponent `mode` at `level`. */
async function against(game, mode, level) {
  const p = await page(chrome);
  await p.addInitScript(watchWorkers);
  await p.goto(server.url + '#' + game);
  await p.waitForSelector('.pyramid-board .cells');
  await p.selectOption('select[data-control="level"]', level);
  await p.selectOption('select[data-control="mode"]', mode);
  return p;
}

// A Pyramida game against the easy computer, after the player's first move and its reply.
async function easyPyramidaAnswered() {
  const p = await against('pyramida', 'computer-black', 'easy');
  await clickCell(p, 'd1');
  await clickCell(p, 'e2');
  await waitMoves(p, 2);
  await settled(p);
  return p;
}

test('the computer answers each move of the player', async () => {
  const p = await easyPyramidaAnswered();
  assert.equal((await moves(p)).length, 2);
  assert.match(await p.textContent('.turn'), /White to move/);
  // Then the player again, and the computer again. The computer's reply varies from game
  // to game, and t1-u2 is the move that every reply leaves legal and unambiguous.
  await clickCell(p, 't1');
  await clickCell(p, 'u2');
  await waitMoves(p, 4);
  await settled(p);
  // Undo takes back the computer's move and the player's, and leaves the computer idle:
  // it was once asked about the position between the two and then played onto the wrong one.
  await p.click('button[data-action="undo"]');
  assert.equal((await moves(p)).length, 2);
  assert.match(await p.textContent('.turn'), /White to move/);
  assert.ok(await p.isHidden('.thinking'));
  // Not asked since: no worker could bring a move.
  assert.ok(await p.evaluate(() => window.idle()), 'the computer was asked after Undo');
  assert.equal((await moves(p)).length, 2);
  assert.equal(await p.textContent('.message'), '');
  assert.deepEqual(p.errors, []);
});

// A Chase game against the hard computer, which is thinking about its first move. Its
// search takes under 0.1 s here, too short to act on while it lasts: the page holds the
// worker's move until `release`, so that the test sees the thinking it acts on.
async function hardChaseThinking() {
  const p = await against('chase', 'computer-black', 'hard');
  await p.evaluate(() => { window.held = []; });
  await clickCell(p, 'b8');
  await clickCell(p, 'b9');
  await p.waitForSelector('.thinking:not(.idle)');
  assert.equal(await p.evaluate(() => window.idle()), false, 'the worker thinking is watched');
  return p;
}

/**
 * Lets the moves held by hardChaseThinking arrive, and every later one. Checked first: no
 * worker could still bring a move (the one thinking was ended), so none arrives after.
 */
async function release(p) {
  assert.ok(await p.evaluate(() => window.idle()), 'a worker could still bring a move');
  await p.evaluate(() => {
    const held = window.held;
    window.held = null;
    held.forEach((deliver) => deliver());
  });
}

test('the page stays responsive while the computer thinks, and New game stops it', async () => {
  const p = await hardChaseThinking();
  // The search is a worker's (it holds the question), not the page's: the page is free
  // to take the click below while the computer thinks. Observed, not timed.
  assert.equal(await p.evaluate(() => window.idle()), false);
  assert.match(await p.textContent('.thinking'), /thinking/);
  await p.click('button[data-action="new-game"]');
  assert.ok(await p.isHidden('.thinking'));
  await release(p);
  assert.deepEqual(await moves(p), [], 'no move arrives after New game');
  assert.deepEqual(p.errors, []);
});

test('Undo while the computer thinks stops it and takes back the player\'s move', async () => {
  const p = await hardChaseThinking();
  await p.click('button[data-action="undo"]');
  assert.ok(await p.isHidden('.thinking'));
  assert.match(await p.textContent('.turn'), /White to move/);
  await release(p);
  assert.deepEqual(await moves(p), [], 'no move arrives after Undo');
  // The player can move again, and the computer answers that move.
  await clickCell(p, 'b8');
  await clickCell(p, 'b9');
  await waitMoves(p, 2);
  assert.deepEqual(p.errors, []);
});

test('going to another game while the computer thinks ends its search quietly', async () => {
  const p = await hardChaseThinking();
  await p.goto(server.url + '#pyramida');
  await p.waitForSelector('.pyramid-board .cells [data-cell="u2"]');
  // The same page (only the address changed): its held move may arrive now.
  await release(p);
  // The search's progress reports used to reach a handler freed with the Chase screen:
  // its worker is ended with it (release checks), so none comes.
  assert.deepEqual(await moves(p), []);
  assert.deepEqual(p.errors, []);
});

test('a game against the computer resumes against it after a reload', async () => {
  const p = await easyPyramidaAnswered();
  await p.reload();
  await p.waitForSelector('.pyramid-board .cells');
  assert.equal(await p.inputValue('select[data-control="mode"]'), 'computer-black');
  assert.equal(await p.inputValue('select[data-control="level"]'), 'easy');
  assert.equal((await moves(p)).length, 2);
  await clickCell(p, 't1');
  await clickCell(p, 'u2');
  await waitMoves(p, 4);
  // Another game keeps its own opponent: Chase was never played against the computer.
  await p.goto(server.url + '#chase');
  await p.waitForSelector('.pyramid-board[data-game="chase"] .cells');
  assert.equal(await p.inputValue('select[data-control="mode"]'), 'two');
  assert.deepEqual(p.errors, []);
});

test('computer against computer picks up where it was after a reload', async () => {
  const p = await against('allmer', 'computer-both', 'easy');
  await waitMoves(p, 2, 30000);
  await p.reload();
  await p.waitForSelector('.pyramid-board .cells');
  const before = (await moves(p)).length;
  assert.ok(before >= 2);
  await waitMoves(p, before + 2, 30000);
  assert.deepEqual(p.errors, []);
});

test('computer against computer plays on by itself', async () => {
  const p = await against('allmer', 'computer-both', 'easy');
  await waitMoves(p, 4, 30000);
  // Moves come at a watchable pace, and the board takes no clicks meanwhile.
  assert.equal(await p.getAttribute('.pyramid-board', 'data-interactive'), 'false');
  await p.selectOption('select[data-control="mode"]', 'two');
  assert.deepEqual(p.errors, []);
});
