// Learn and Puzzles in Chromium: a lesson of each game completed (and one failed, then
// retried), a puzzle of each game solved, one failed, a hint, a solution, the rating
// changed; both at a laptop's and a phone's size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve, browser, page, settled, shoot, clickCell, dist, mountEmbeds } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

const GAMES = ['pyramida', 'chase', 'pyraos', 'allmer'];
// The first lesson of each course, and the move that does it.
const FIRST = { pyramida: 'd1-e2', chase: 'c10-c11', pyraos: '1b2', allmer: 'b2-f2' };

async function typeMove(p, text) {
  await p.fill('.learn .move-input', text);
  await p.press('.learn .move-input', 'Enter');
  await settled(p);
}

/** The first puzzle of a game's file: id, the solution's moves. */
function firstPuzzle(game) {
  const line = readFileSync(join(dist, 'puzzles', `${game}.txt`), 'utf8').split('\n').find((l) => l && !l.startsWith('#'));
  const fields = line.split(' | ');
  return { id: fields[0], solution: fields[5].split('; ') };
}

async function openPuzzle(p, game, id) {
  await p.goto(`${server.url}#puzzles/${game}/${id}`);
  await p.waitForSelector(`.learn.puzzle[data-puzzle="${id}"] .pyramid-board .cells`);
  // What to find is said at once; the solver's turn comes after the opponent's move.
  await p.waitForFunction(() => /find the win/.test(document.querySelector('.learn .said').textContent));
  await p.waitForSelector(`.learn.puzzle[data-puzzle="${id}"][data-opened]`);
}

test('the first lesson of every course, done for three stars and kept', async () => {
  for (const game of GAMES) {
    const p = await page(chrome);
    await p.goto(`${server.url}#learn/${game}`);
    await p.waitForSelector('.learn.course .lessons li');
    assert.ok(await p.locator('.lessons li').count() >= 6, `${game}: a course of lessons`);
    await p.click('.lessons li[data-lesson="1"] a');
    await p.waitForSelector('.learn.lesson .pyramid-board .cells');
    await typeMove(p, FIRST[game]);
    await p.waitForSelector('.learn .panel .stars:not(.hidden)');
    assert.equal(await p.getAttribute('.learn .panel .stars', 'data-stars'), '3', game);
    assert.ok(await p.isVisible('.learn .next'));
    // Progress stays in the browser: the course shows the stars.
    await p.goto(`${server.url}#learn/${game}`);
    await p.waitForSelector('.learn.course .lessons li');
    assert.match(await p.textContent('.lessons li[data-lesson="1"] .stars'), /★★★/);
    assert.deepEqual(p.errors, [], game);
    await p.context().close();
  }
});

test('a wrong move in a lesson is explained in the engine\'s words and taken back, then the lesson is done (laptop and phone)', async () => {
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    const p = await page(chrome, { width: w, height: h });
    await p.goto(`${server.url}#learn/pyramida/1`);
    await p.waitForSelector('.learn.lesson .pyramid-board .cells');
    await clickCell(p, 'd1');
    await clickCell(p, 'c2');
    await settled(p);
    assert.match(await p.textContent('.learn .said'), /White d1 to c2\. — .*Try again/);
    // Taken back, the board still (its undo animated) and open to a move again.
    await p.waitForFunction(() => {
      const board = document.querySelector('.pyramid-board').dataset;
      return board.position === 'w W:d1 B:r1' && board.animating === 'false' && board.interactive === 'true';
    });
    await shoot(p, `learn-wrong-${w}`);
    await clickCell(p, 'd1');
    await clickCell(p, 'e2');
    await settled(p);
    await p.waitForSelector('.learn .panel .stars:not(.hidden)');
    assert.match(await p.textContent('.learn .said'), /Well done/);
    await shoot(p, `learn-done-${w}`);
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test('a puzzle of every game solved, and the rating moves', async () => {
  for (const game of GAMES) {
    const p = await page(chrome);
    const { id, solution } = firstPuzzle(game);
    await openPuzzle(p, game, id);
    assert.match(await p.textContent('.learn .rating'), /Your rating: 1500 ± 350/);
    for (let i = 0; i < solution.length; i += 2) {
      await p.waitForFunction(() => document.querySelector('.pyramid-board').dataset.interactive !== 'false');
      // The reply locks the board until it is played: the loop's first line waits.
      await typeMove(p, solution[i]);
    }
    await p.waitForFunction(() => /Solved/.test(document.querySelector('.learn .said').textContent));
    const rating = Number(await p.getAttribute('.learn .rating', 'data-rating'));
    assert.ok(rating > 1500, `${game}: the rating rose to ${rating}`);
    assert.deepEqual(p.errors, [], game);
    await p.context().close();
  }
});

test('a wrong move in a puzzle is refuted and taken back; Hint chooses the piece; Solution plays the rest', async () => {
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    const p = await page(chrome, { width: w, height: h });
    const { id, solution } = firstPuzzle('chase');
    await openPuzzle(p, 'chase', id);
    const start = await p.getAttribute('.pyramid-board', 'data-position');
    const solver = start.startsWith('w') ? 'white' : 'black';
    // Any legal move but the solution's: the first piece with a destination that is not it.
    const pieces = await p.locator(`.pyramid-board .pieces .piece.${solver}`).evaluateAll((els) => els.map((e) => e.dataset.cell));
    let wrong = null;
    for (const cell of pieces) {
      await clickCell(p, cell);
      const options = await p.locator('.options .option').evaluateAll((els) => els.map((e) => e.dataset.option));
      const other = options.find((o) => `${cell}-${o}` !== solution[0].split(' ')[0]);
      if (other) { wrong = [cell, other]; break; }
    }
    assert.ok(wrong, 'a wrong move to try');
    await clickCell(p, wrong[1]);
    await p.waitForFunction(() => /is not it/.test(document.querySelector('.learn .said').textContent));
    const rating = Number(await p.getAttribute('.learn .rating', 'data-rating'));
    assert.ok(rating < 1500, `a failed puzzle lowers the rating: ${rating}`);
    await shoot(p, `puzzle-refuted-${w}`);
    // Both taken back: the puzzle's position again.
    await p.waitForFunction((start) => document.querySelector('.pyramid-board').dataset.position === start, start, { timeout: 5000 });
    await p.click('[data-action="hint"]');
    const from = solution[0].split('-')[0];
    assert.match(await p.textContent('.learn .said'), new RegExp(`Hint: move the piece on ${from}`));
    assert.equal(await p.getAttribute('.pyramid-board', 'data-selection'), '1');
    await p.click('[data-action="solution"]');
    await p.waitForFunction((n) => document.querySelector('.pyramid-board').dataset.status !== 'ongoing' ||
      document.querySelectorAll('.pyramid-board').length === 0, solution.length, { timeout: 10000 });
    assert.match(await p.textContent('.learn .said'), /The solution: /);
    assert.ok(await p.isVisible('.learn .next'));
    await shoot(p, `puzzle-solution-${w}`);
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test('Learn and Puzzles are reachable from the picker, the game screen and the rules pages', async () => {
  const p = await page(chrome);
  await p.goto(server.url);
  await p.waitForSelector('.picker .cards');
  assert.equal(await p.locator('.card-actions a[href="#learn/chase"]').count(), 1);
  assert.equal(await p.locator('.card-actions a[href="#puzzles/chase"]').count(), 1);
  await p.goto(`${server.url}#chase`);
  await p.waitForSelector('.pyramid-board .cells');
  await p.click('.heading .learn-link');
  await p.waitForSelector('.learn.course[data-game="chase"]');
  await p.click('.learn .links a[href="#puzzles/chase"]');
  await p.waitForSelector('.learn.puzzle[data-game="chase"] .pyramid-board .cells');
  // And from each rules page.
  await p.goto(`${server.url}rules/pyraos.html`);
  await p.click('a[href="../index.html#learn/pyraos"]');
  await p.waitForSelector('.learn.course[data-game="pyraos"] .lessons li');
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('a lesson and a puzzle embedded in a rules page play there, whatever the page\'s CSS', async () => {
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    const p = await page(chrome, { width: w, height: h });
    await p.goto(`${server.url}rules/allmer.html`);
    await mountEmbeds(p);
    await p.waitForFunction(() => [...document.querySelectorAll('.pyramid-embed')].every((e) => e.dataset.state === 'ready'));
    const lesson = p.locator('.pyramid-embed[data-lesson]');
    const puzzle = p.locator('.pyramid-embed[data-puzzle]');
    await puzzle.scrollIntoViewIfNeeded();
    await puzzle.locator('.said').filter({ hasText: 'find the win' }).waitFor();
    const { solution } = firstPuzzle('allmer');
    for (let i = 0; i < solution.length; i += 2) {
      await p.waitForFunction(() => document.querySelector('.pyramid-embed[data-puzzle]').shadowRoot
        .querySelector('.pyramid-board').dataset.interactive !== 'false');
      await puzzle.locator('.move-input').fill(solution[i]);
      await puzzle.locator('.move-input').press('Enter');
    }
    await puzzle.locator('.said').filter({ hasText: 'Solved' }).waitFor();
    // Its links lead to the app.
    assert.match(await puzzle.locator('.next').getAttribute('href'), /index\.html#puzzles\/allmer$/);
    assert.match(await lesson.locator('h1').textContent(), /\S/);
    await shoot(p, `rules-learn-embeds-${w}`);
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test('a streak: puzzles by rising rating, on after a solve, over at the first mistake; in the dark theme', async () => {
  const context = await chrome.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
  const p = await context.newPage();
  p.errors = [];
  p.on('pageerror', (e) => p.errors.push(String(e)));
  // The streak's order: the file's puzzles by rating, ties in file order.
  const lines = readFileSync(join(dist, 'puzzles', 'pyramida.txt'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  const byRating = lines.map((l, i) => ({ f: l.split(' | '), i }))
    .sort((a, b) => Number(a.f[8]) - Number(b.f[8]) || a.i - b.i);
  const first = byRating[0].f;
  await p.goto(`${server.url}#puzzles/pyramida/streak/0`);
  await p.waitForSelector(`.learn.puzzle[data-puzzle="${first[0]}"] .pyramid-board .cells`);
  await p.waitForFunction(() => /find the win/.test(document.querySelector('.learn .said').textContent));
  const solution = first[5].split('; ');
  for (let i = 0; i < solution.length; i += 2) {
    await p.waitForFunction(() => document.querySelector('.pyramid-board').dataset.interactive !== 'false');
    await typeMove(p, solution[i]);
  }
  await p.waitForFunction(() => /Solved/.test(document.querySelector('.learn .said').textContent));
  assert.match(await p.getAttribute('.learn .next', 'href'), /#puzzles\/pyramida\/streak\/1$/);
  await shoot(p, 'puzzle-streak-dark');
  await p.click('.learn .next');
  await p.waitForSelector(`.learn.puzzle[data-puzzle="${byRating[1].f[0]}"] .pyramid-board .cells`);
  assert.match(await p.textContent('.learn h1'), /Puzzle streak: 1 solved/);
  await p.waitForFunction(() => /find the win/.test(document.querySelector('.learn .said').textContent));
  await p.waitForSelector(`.learn.puzzle[data-puzzle="${byRating[1].f[0]}"][data-opened]`);
  await p.click('[data-action="solution"]');
  await p.waitForFunction(() => /Streak over: 1 solved/.test(document.querySelector('.learn .next').textContent));
  assert.match(await p.getAttribute('.learn .next', 'href'), /#puzzles\/pyramida\/streak\/0$/);
  assert.deepEqual(p.errors, []);
  await context.close();
});

test('on a page opened at Learn, a preference toggled before the app came is toggled once, when it comes', async () => {
  const p = await page(chrome);
  await p.addInitScript(() => {
    addEventListener('TrunkApplicationStarted', () => { window.appStarted = true; });
  });
  await p.goto(`${server.url}#learn/pyramida`);
  await p.waitForSelector('.learn.course .lessons li');
  // The app waits for the screen's own requests: nothing yet has asked for it.
  const before = await p.evaluate(() => Boolean(window.appStarted));
  await p.click('button[data-pref="theme"]');
  await p.waitForFunction(() => window.appStarted);
  // From "auto", one press: dark, whether the app came before the press or after it.
  await p.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  assert.equal(await p.getAttribute('button[data-pref="theme"]', 'data-value'), 'dark', `app started before the press: ${before}`);
  assert.equal(await p.evaluate(() => localStorage.getItem('pyramid-theme')), 'dark');
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('a page opened at Learn shows it by its own part, fetches the app\'s wasm after, and the app keeps that screen', async () => {
  const p = await page(chrome);
  await p.addInitScript(() => {
    addEventListener('TrunkApplicationStarted', () => { window.appStarted = true; });
    // When the course's screen first came into the page, on the page's own clock.
    new MutationObserver((_, observer) => {
      if (document.querySelector('.learn.course')) {
        window.courseShown = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await p.goto(`${server.url}#learn/pyramida`);
  await p.waitForSelector('.learn.course .lessons li');
  await p.evaluate(() => { window.course = document.querySelector('.learn.course'); });
  await p.waitForFunction(() => window.appStarted);
  const { wasm, shown, kept, first } = await p.evaluate(() => ({
    wasm: performance.getEntriesByType('resource').find((e) => e.name.endsWith('/pyramid-games_bg.wasm'))?.startTime,
    shown: window.courseShown,
    kept: window.course.isConnected && document.querySelectorAll('.learn.course').length === 1,
    first: document.querySelector('[data-pyramid-app]').hasAttribute('data-first'),
  }));
  assert.ok(wasm >= shown, `the app's wasm was asked for at ${wasm} ms, before the course was shown at ${shown} ms`);
  assert.ok(kept, 'the app drew the course again');
  assert.ok(!first, 'the app leaves no data-first behind');
  // The app follows the address from then on: a lesson, then the picker.
  await p.click('.lessons li[data-lesson="1"] a');
  await p.waitForSelector('.learn.lesson .pyramid-board .cells');
  await p.evaluate(() => { location.hash = '#'; });
  await p.waitForSelector('.picker .cards li');
  assert.deepEqual(p.errors, []);
  await p.context().close();
});
