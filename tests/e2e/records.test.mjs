// Reviewing, keeping and sending games in real Chromium: the move list and the keys step
// through a game, records go out and come back, links carry games between browsers, and
// no game is ever dropped.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, page, clickCell, settled, shoot, plies } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

const START = 'w W:d1,h1,l1,p1,t1 B:b1,f1,j1,n1,r1';
const position = (p) => p.getAttribute('.pyramid-board', 'data-position');

/** Plays Pyramida moves given as pairs of cells. */
async function playCells(p, pairs) {
  for (const [from, to] of pairs) {
    await clickCell(p, from);
    await clickCell(p, to);
    await settled(p);
  }
}

async function opened(p) {
  await p.goto(server.url + '#pyramida');
  await p.waitForSelector('.pyramid-board .cells');
}

test('review by clicking the move list and by the keys; viewing never changes the game', async () => {
  const p = await page(chrome);
  await opened(p);
  await playCells(p, [['d1', 'e2'], ['b1', 'c2'], ['h1', 'g2'], ['j1', 'i2']]);
  const live = await position(p);
  const moves = await plies(p);
  assert.equal(moves.length, 4);
  const saved = await p.evaluate(() => localStorage.getItem('pyramid-games:pyramida'));

  await p.click('.history [data-ply="2"]');
  assert.match(await p.textContent('.review-text'), /Viewing move 2 of 4/);
  assert.equal(await p.getAttribute('.history [data-ply="2"]', 'aria-current'), 'step');
  const afterTwo = await position(p);
  assert.notEqual(afterTwo, live);
  // The board takes no move while it shows the past.
  await clickCell(p, 'h1');
  assert.equal(await p.getAttribute('.pyramid-board', 'data-selection'), '0');
  await shoot(p, 'pyramida-review');

  await p.keyboard.press('ArrowLeft');
  assert.match(await p.textContent('.review-text'), /Viewing move 1 of 4/);
  await p.keyboard.press('Home');
  assert.equal(await position(p), START);
  await p.keyboard.press('ArrowRight');
  // One move on animates.
  assert.equal(await p.getAttribute('.pyramid-board', 'data-animating'), 'true');
  await settled(p);
  await p.keyboard.press('ArrowRight');
  await settled(p);
  assert.equal(await position(p), afterTwo);
  // Keys also work with the focus on a button, not in a text field.
  await p.focus('button[data-action="flip"]');
  await p.keyboard.press('End');
  assert.ok(await p.isHidden('.review-bar'));
  assert.equal(await position(p), live);
  assert.deepEqual(await plies(p), moves);
  assert.equal(await p.evaluate(() => localStorage.getItem('pyramid-games:pyramida')), saved);

  // Continue from here, then take that back with Redo.
  await p.click('.history [data-ply="2"]');
  await p.click('button[data-action="continue-here"]');
  assert.equal((await plies(p)).length, 2);
  assert.match(await p.textContent('.message'), /Continuing from move 2/);
  await p.click('button[data-action="redo"]');
  await settled(p);
  await p.click('button[data-action="redo"]');
  await settled(p);
  assert.deepEqual(await plies(p), moves);
  assert.deepEqual(p.errors, []);
});

test('export copies and downloads the record, import brings it back, a bad record changes nothing', async () => {
  const context = await chrome.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });
  const p = await context.newPage();
  await opened(p);
  await playCells(p, [['d1', 'e2'], ['b1', 'c2'], ['h1', 'g2']]);
  const moves = await plies(p);
  const download = p.waitForEvent('download');
  await p.click('button[data-action="export"]');
  const file = await download;
  assert.match(file.suggestedFilename(), /^pyramid-pyramida-\d{4}-\d\d-\d\d\.txt$/);
  // The clipboard is written from a promised text (records.js): it may be filled after
  // the download has begun.
  await p.waitForFunction(async () => /\[Game "pyramida"\]/.test(await navigator.clipboard.readText()));
  const record = await p.evaluate(() => navigator.clipboard.readText());
  assert.match(record, /\[Game "pyramida"\]/);
  assert.match(record, /1\. d1-e2 b1-c2 2\. h1-g2/);

  await p.click('button[data-action="new-game"]');
  assert.equal((await plies(p)).length, 0);
  await p.click('button[data-action="import"]');
  await p.fill('.import-text', '[Game "pyramida"]\n\n1. d1-e2 b1-c2 2. h1-h9 *');
  await p.click('button[data-action="import-record"]');
  // Records are read by the engine's JavaScript API, which loads on the first import.
  await p.waitForFunction(() => /cannot be read/.test(document.querySelector('.message')?.textContent ?? ''));
  assert.match(await p.textContent('.message'), /cannot be read: line 3, move 3 \(White to move\)/);
  assert.equal((await plies(p)).length, 0, 'the game in progress stays as it was');
  await p.fill('.import-text', record.replace(/\n/g, '\r\n'));
  await p.click('button[data-action="import-record"]');
  await p.waitForFunction((n) => document.querySelectorAll('.history [data-move]').length === n, moves.length);
  assert.deepEqual(await plies(p), moves);
  await context.close();
});

test('a shared link opens the same game in another browser, which continues it and sends it back', async () => {
  const a = await page(chrome);
  await opened(a);
  await playCells(a, [['d1', 'e2'], ['b1', 'c2']]);
  const link = a.url();
  assert.match(link, /#pyramida\?m=/);
  assert.ok(link.length < 200);

  const b = await page(chrome);
  await b.goto(link);
  await b.waitForSelector('.pyramid-board .cells');
  assert.equal(await position(b), await position(a));
  assert.deepEqual(await plies(b), await plies(a));
  await playCells(b, [['h1', 'g2']]);
  const reply = b.url();
  assert.notEqual(reply, link);

  await a.goto(reply);
  await a.waitForFunction(() => document.querySelectorAll('.history [data-move]').length === 3);
  assert.equal(await position(a), await position(b));
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
});

test('a tampered link opens as far as it is valid, says so, and keeps the game the browser had', async () => {
  const p = await page(chrome);
  await opened(p);
  await playCells(p, [['d1', 'e2'], ['b1', 'c2'], ['h1', 'g2']]);
  const link = p.url();
  const codes = link.split('m=')[1];
  // The third move's code made nonsense: the first two moves stand.
  const tampered = link.replace(`m=${codes}`, `m=${codes.slice(0, 2)}~~`);
  const q = await page(chrome);
  await q.goto(server.url + '#pyramida');
  await q.waitForSelector('.pyramid-board .cells');
  await playCells(q, [['t1', 'u2']]);
  await q.goto(tampered);
  await q.waitForFunction(() => /damaged/.test(document.querySelector('.message')?.textContent ?? ''));
  assert.match(await q.textContent('.message'), /link is damaged.*move 3/);
  assert.deepEqual(await plies(q), ['d1-e2', 'b1-c2']);
  // The game q had went to Your games.
  await q.click('.library summary');
  assert.match(await q.textContent('.library-list'), /Pyramida .* 1 move/);
  // A truncated link: the game name only survives.
  await q.goto(server.url + '#pyra');
  await q.waitForSelector('.picker');
  assert.deepEqual(q.errors, []);
});

test('New game keeps the old game in Your games, from which it opens again', async () => {
  const p = await page(chrome);
  await opened(p);
  await playCells(p, [['d1', 'e2'], ['b1', 'c2'], ['h1', 'g2']]);
  const moves = await plies(p);
  await p.click('button[data-action="new-game"]');
  assert.equal((await plies(p)).length, 0);
  await p.click('.library summary');
  assert.match(await p.textContent('.library summary'), /Your games \(1\)/);
  assert.match(await p.textContent('.library-list li'), /Pyramida · \d{4}-\d\d-\d\d · two players · unfinished · 3 moves/);
  await shoot(p, 'your-games');
  await p.click('.library-list button[data-action="open-kept"]');
  await p.waitForFunction((n) => document.querySelectorAll('.history [data-move]').length === n, moves.length);
  assert.deepEqual(await plies(p), moves);
  assert.deepEqual(p.errors, []);
});

test('games Your games kept as records are read into saves, listed, and open', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '#');
  const record = '[Game "pyramida"]\n[Date "2026-01-02"]\n[White "Ann"]\n\n1. d1-e2 b1-c2 2. h1-g2 *\n';
  await p.evaluate((r) => localStorage.setItem('pyramid-library', JSON.stringify([
    { record: r, saved: '2026-01-02T10:00:00.000Z' },
    { record: 'not a record', saved: '2026-01-01T10:00:00.000Z' },
  ])), record);
  await opened(p);
  await p.click('.library summary');
  // Read by the engine's records, which load for it; the unreadable one is left out.
  await p.waitForFunction(() => document.querySelectorAll('.library-list li').length === 1
    && JSON.parse(localStorage.getItem('pyramid-library')).length === 1);
  assert.match(await p.textContent('.library-list li'), /Pyramida · 2026-01-02 · Ann vs \? · unfinished · 3 moves/);
  const kept = await p.evaluate(() => JSON.parse(localStorage.getItem('pyramid-library'))[0]);
  assert.match(kept.save, /^pyramid-save 1\ngame pyramida\n/);
  assert.equal(kept.record, undefined);
  await p.click('.library-list button[data-action="open-kept"]');
  await p.waitForFunction(() => document.querySelectorAll('.history [data-move]').length === 3);
  assert.deepEqual(await plies(p), ['d1-e2', 'b1-c2', 'h1-g2']);
  assert.deepEqual(p.errors, []);
});

test('Analyse weighs the position shown in review and draws the best move; a new view asks again', async () => {
  const p = await page(chrome);
  await opened(p);
  await playCells(p, [['d1', 'e2'], ['b1', 'c2'], ['h1', 'g2']]);
  await p.click('.history [data-ply="2"]');
  await p.click('button[data-action="analyse"]');
  assert.equal(await p.getAttribute('button[data-action="analyse"]', 'aria-pressed'), 'true');
  await p.waitForSelector('.analysis[data-best]', { timeout: 20000 });
  const best = await p.getAttribute('.analysis', 'data-best');
  assert.equal(await p.getAttribute('.pyramid-board .arrow', 'data-arrow'), best);
  assert.match(await p.textContent('.analysis-text'), /for White, to move · depth \d+ · best /);
  await shoot(p, 'pyramida-analysis');
  // Another position: the old question is dropped and a new one asked.
  await p.keyboard.press('ArrowLeft');
  await p.waitForFunction(() => /for Black, to move/.test(document.querySelector('.analysis-text').textContent), null, { timeout: 20000 });
  // Back at the game, analysis stops.
  await p.keyboard.press('End');
  assert.ok(await p.isHidden('.analysis'));
  assert.equal(await p.locator('.pyramid-board .arrow').count(), 0);
  assert.deepEqual(p.errors, []);
});

test('data-record shows a whole game with First / Previous / Next / Last, the keys and the move list', async () => {
  const p = await page(chrome);
  await p.goto(server.url + 'test-pages/records.html');
  await p.waitForSelector('#record[data-state="ready"]');
  const record = p.locator('#record');
  const pos = () => record.locator('.pyramid-board').getAttribute('data-position');
  const start = await pos();
  assert.equal(await record.locator('.history [data-move]').count(), 4);
  assert.match(await record.locator('.embed-status').textContent(), /Move 0 of 4/);
  await record.locator('button[data-action="next"]').click();
  assert.equal(await record.locator('.pyramid-board').getAttribute('data-animating'), 'true', 'a step animates');
  await settled(p, '#record .pyramid-board');
  await record.locator('button[data-action="last"]').click();
  assert.match(await record.locator('.embed-status').textContent(), /Move 4 of 4/);
  assert.equal(await record.locator('.history .ply.current').getAttribute('data-move'), 'e6-e5');
  // The keys, with the diagram's board focused.
  await record.locator('.pyramid-board svg.board-svg').focus();
  await p.keyboard.press('ArrowLeft');
  assert.match(await record.locator('.embed-status').textContent(), /Move 3 of 4/);
  await p.keyboard.press('Home');
  assert.equal(await pos(), start);
  await p.keyboard.press('End');
  assert.match(await record.locator('.embed-status').textContent(), /Move 4 of 4/);
  await record.locator('.history [data-ply="2"]').click();
  assert.match(await record.locator('.embed-status').textContent(), /Move 2 of 4/);
  await shoot(p, 'embed-record');
  // A share link's game part works the same way.
  await p.waitForSelector('#link[data-state="ready"]');
  const linked = await p.locator('#link .history [data-move]').evaluateAll((els) => els.map((e) => e.dataset.move));
  assert.equal(linked.length, 3);
  // The same game as the app opens from that link.
  const app = await page(chrome);
  await app.goto(server.url + '#pyramida?m=AAE');
  await app.waitForSelector('.pyramid-board .cells');
  assert.deepEqual(await plies(app), linked);
  // A bad record and a contradicting data-game are refused, each in its place.
  assert.match(await p.getAttribute('#bad-record', 'data-error'), /data-record: line 3, move 2 \(Black to move\)/);
  assert.match(await p.getAttribute('#other-game', 'data-error'), /data-game is 'chase' but data-record is a game of pyramida/);
  assert.deepEqual(p.errors, []);
});

test('a link followed in the same moment as a move is not taken back by the save that follows the move', async () => {
  // The save waits for the move's click to be answered, then puts the game in the address;
  // it must leave an address that has moved on: another game, the same game at another
  // position, the editor, the picker.
  const ended = '#pyramida?position=' + encodeURIComponent('w W: B:b1');
  for (const [hash, shown] of [
    ['#chase', '.pyramid-board[data-game="chase"] .cells'],
    [ended, '.pyramid-board[data-position="w W: B:b1"]'],
    ['#edit/allmer', '.editor-board .cells'],
    ['#', '.picker .cards'],
  ]) {
    const p = await page(chrome);
    await opened(p);
    await p.evaluate((target) => {
      const input = document.querySelector('[data-control="move"]');
      input.value = 'd1-e2';
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      location.hash = target;
    }, hash);
    await p.waitForSelector(shown);
    if (hash === ended) {
      // A position of the same game opens as a game of its own; the one with the move is
      // kept in Your games.
      assert.equal(await p.textContent('.library summary'), 'Your games (1)');
    } else {
      assert.equal(await p.evaluate(() => location.hash), hash === '#' ? '' : hash);
      // The move was still saved.
      await p.goto(server.url + '#pyramida');
      await p.waitForSelector('.pyramid-board[data-game="pyramida"] .cells');
      assert.equal((await plies(p)).length, 1);
    }
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});
