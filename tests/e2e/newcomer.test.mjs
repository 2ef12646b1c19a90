// A newcomer's first game: the computer at the beginner's level on a first visit, moves
// with a consequence marked and asked about, the opponent's threats drawn, notices and
// prompts beside the board, the game told in words, and Pyraos's levels at a glance.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, page, clickCell, settled, shoot, loadPosition, plies, waitPlies } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

async function open(p, game) {
  await p.goto(server.url + '#' + game);
  await p.waitForSelector(`.pyramid-board[data-game="${game}"] .cells`);
}

const classOf = (p, cell) => p.getAttribute(`.options .option[data-option="${cell}"]`, 'class');

test('a first visit plays the computer at the beginner level, with threats shown; on a phone who plays sits under the board', async () => {
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    const p = await page(chrome, { width: w, height: h }, { firstVisit: true });
    await open(p, 'chase');
    assert.equal(await p.inputValue('[data-control="mode"]'), 'computer-black');
    assert.equal(await p.inputValue('[data-control="level"]'), 'easy');
    assert.ok(await p.isChecked('[data-control="show-threats"]'), 'threats are on at the beginner level');
    // Reachable without scrolling past the board's controls: right after the buttons.
    const buttons = await p.locator('.panel .buttons').boundingBox();
    const opponent = await p.locator('.panel .opponent').boundingBox();
    const moves = await p.locator('.panel .moves').boundingBox();
    if (w < 400) {
      assert.ok(opponent.y >= buttons.y + buttons.height - 1 && opponent.y < moves.y, 'the opponent right under the buttons');
      assert.ok(opponent.y + opponent.height <= 844 * 1.6, `the opponent at ${opponent.y}`);
    }
    await clickCell(p, 'a7');
    await clickCell(p, 'c4');
    await waitPlies(p, 2);
    await settled(p);
    await shoot(p, `newcomer-first-visit-${w}`);
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
  // A later visit opens the game against the same opponent.
});

test('Play the computer on the picker opens the game against it', async () => {
  const p = await page(chrome, undefined, { firstVisit: true });
  await p.goto(server.url);
  await p.waitForSelector('.picker .cards');
  assert.equal(await p.locator('.card-action[data-action="play-computer"]').count(), 4);
  await p.click('.card-action[data-game="allmer"]');
  await p.waitForSelector('.pyramid-board[data-game="allmer"] .cells');
  assert.equal(await p.inputValue('[data-control="mode"]'), 'computer-black');
  assert.equal(await p.inputValue('[data-control="level"]'), 'easy');
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('Pyramida: the repetition is announced on the second occurrence, and the losing third asks once', async () => {
  const p = await page(chrome);
  await open(p, 'pyramida');
  await loadPosition(p, 'w W:a4,c2 B:u4,s2');
  for (const [from, to] of [['a4', 'b5'], ['u4', 't5'], ['b5', 'a4']]) {
    await clickCell(p, from);
    await clickCell(p, to);
    await settled(p);
  }
  // Black's step back would bring the start position a second time: a warning, no question.
  await clickCell(p, 't5');
  assert.match(await classOf(p, 'u4'), /caution/);
  assert.match(await p.textContent('.guide .warning'), /t5-u4: This position has occurred before: reaching it once more loses \(third repetition\)/);
  await clickCell(p, 'u4');
  await settled(p);
  for (const [from, to] of [['a4', 'b5'], ['u4', 't5'], ['b5', 'a4']]) {
    await clickCell(p, from);
    await clickCell(p, to);
    await settled(p);
  }
  // Now it would be the third time: marked as losing, and asked once.
  await clickCell(p, 't5');
  assert.match(await classOf(p, 'u4'), /danger/);
  assert.match(await p.textContent('.guide .warning'), /Playing this loses: /);
  await shoot(p, 'newcomer-repetition-marked');
  await clickCell(p, 'u4');
  await p.waitForSelector('.guide .confirm:not(.hidden)');
  assert.match(await p.textContent('.guide .confirm'), /t5-u4: Playing this loses: .* Play it anyway\?/);
  assert.equal((await plies(p)).length, 7, 'nothing played before the answer');
  await p.click('[data-action="cancel-move"]');
  assert.ok(await p.isHidden('.guide .confirm'));
  assert.equal((await plies(p)).length, 7);
  await clickCell(p, 't5');
  await clickCell(p, 'u4');
  await p.click('[data-action="confirm-move"]');
  await settled(p);
  assert.equal((await plies(p)).length, 8);
  assert.equal(await p.getAttribute('.pyramid-board', 'data-status'), 'white wins');
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('Allmer: a push of your own stone off the pyramid is marked and asks; the question can be turned off', async () => {
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    const p = await page(chrome, { width: w, height: h });
    await open(p, 'allmer');
    await clickCell(p, 'b1');
    assert.match(await classOf(p, 'a1'), /danger/);
    assert.match(await p.textContent('.guide .warning'), /b1-a1: Playing this loses one of your own stones/);
    await clickCell(p, 'a1');
    await p.waitForSelector('.guide .confirm:not(.hidden)');
    await shoot(p, `newcomer-allmer-asks-${w}`);
    // The question stands beside the board: on the first screen.
    const box = await p.locator('.guide .confirm').boundingBox();
    assert.ok(box.y + box.height <= h, `the question at ${box.y} px`);
    await p.click('[data-action="cancel-move"]');
    assert.equal((await plies(p)).length, 0);
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
  const p = await page(chrome);
  await open(p, 'allmer');
  await p.uncheck('[data-control="ask-first"]');
  await clickCell(p, 'b1');
  await clickCell(p, 'a1');
  await settled(p);
  assert.equal((await plies(p)).length, 1, 'played at once when asking is off');
  // The setting is kept.
  await p.reload();
  await p.waitForSelector('.pyramid-board .cells');
  assert.equal(await p.isChecked('[data-control="ask-first"]'), false);
  await p.context().close();
});

test('threats are drawn at the beginner level: the mate Normal found against a newcomer', async () => {
  const p = await page(chrome);
  await open(p, 'chase');
  assert.equal(await p.isChecked('[data-control="show-threats"]'), false, 'off at Normal');
  await p.selectOption('[data-control="level"]', 'easy');
  assert.ok(await p.isChecked('[data-control="show-threats"]'), 'on at Easy');
  for (const [from, to] of [['a7', 'c4'], ['ad4', 'ac2']]) {
    await clickCell(p, from);
    await clickCell(p, to);
    await settled(p);
  }
  await p.waitForSelector('.options .threat[data-threat="ac2-c2"]', { state: 'attached' });
  assert.match(await p.textContent('.guide .threats'), /Black ac2-c2 wins/);
  await shoot(p, 'newcomer-chase-threat');
  await p.uncheck('[data-control="show-threats"]');
  assert.equal(await p.locator('.options .threat').count(), 0);
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('a click that is no move says why, in the engine\'s words', async () => {
  const p = await page(chrome);
  await open(p, 'chase');
  await clickCell(p, 'a7');
  await clickCell(p, 'a20');
  assert.match(await p.textContent('.guide .prompt'), /power level/);
  await clickCell(p, 'ad4');
  assert.match(await p.textContent('.guide .prompt'), /The Queen on ad4 is Black's: White to move\./);
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('notices stand beside the board, never over the cells a game is won on, and both moves of a turn can be read', async () => {
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    const p = await page(chrome, { width: w, height: h });
    // The page's clock, to move it on ten seconds at once below.
    await p.clock.install();
    await open(p, 'pyramida');
    // A column attack: d7 retreats down its column; then Black's reply.
    await loadPosition(p, 'b W:d7 B:d3,e4');
    await clickCell(p, 'e4');
    await clickCell(p, 'd5');
    await settled(p);
    await p.waitForSelector('.board-notice.show');
    assert.match(await p.textContent('.board-notice'), /^Black e4-d5 d7>d1: .*d7 retreats down the column to d1/);
    const notice = await p.locator('.board-notes').boundingBox();
    for (const cell of await p.locator('.cells .cell.top').all()) {
      const top = await cell.boundingBox();
      const apart = notice.x >= top.x + top.width || top.x >= notice.x + notice.width ||
        notice.y >= top.y + top.height || top.y >= notice.y + notice.height;
      assert.ok(apart, 'the notice does not cover the top');
    }
    // It stays until the next move; then it is the turn's first line.
    // Every timer due in the next ten seconds runs now.
    await p.clock.fastForward(10_000);
    assert.ok(await p.isVisible('.board-notice.show'));
    await clickCell(p, 'd1');
    await clickCell(p, 'c2');
    await settled(p);
    assert.match(await p.textContent('.board-notice-before'), /d7 retreats down the column to d1/);
    // The move list's marks explained, and the game in words.
    assert.match(await p.textContent('.legend'), /↩ an attacked piece retreats/);
    assert.equal(await p.locator('.log-list li').count(), 2);
    assert.match(await p.locator('.log-list li').first().textContent(), /d7 retreats/);
    await shoot(p, `newcomer-notices-${w}`);
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test('every game\'s move example parses as a move of that game', async () => {
  for (const game of ['pyramida', 'chase', 'pyraos', 'allmer']) {
    const p = await page(chrome);
    await open(p, game);
    const example = (await p.getAttribute('.move-input', 'placeholder')).replace(/^e\.g\. /, '');
    await p.fill('.move-input', example);
    await p.press('.move-input', 'Enter');
    await settled(p);
    assert.deepEqual(await plies(p), [example], `${game}: ${example}`);
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test('Pyraos at a glance: each level smaller, over the spheres beneath, at both sizes', async () => {
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    const p = await page(chrome, { width: w, height: h });
    await open(p, 'pyraos');
    await loadPosition(p, 'w W:1a1,1c1,1b2,1d2,1a3,1c3,1b4,1d4,2a1,2b2,3a1 B:1b1,1d1,1a2,1c2,1b3,1d3,1a4,1c4,2b1,2a2');
    const radius = async (cell) => (await p.locator(`.pieces [data-cell="${cell}"] .stone`).boundingBox()).width;
    const [r1, r2, r3] = [await radius('1a1'), await radius('2a1'), await radius('3a1')];
    assert.ok(r1 > r2 && r2 > r3, `sizes by level: ${r1}, ${r2}, ${r3}`);
    // The four spheres under 3a1 show around it: each one's centre is outside it.
    const top = await p.locator('.pieces [data-cell="3a1"] .stone').boundingBox();
    for (const cell of ['2a1', '2b1', '2a2', '2b2']) {
      const b = await p.locator(`.pieces [data-cell="${cell}"] .stone`).boundingBox();
      const [cx, cy] = [b.x + b.width / 2, b.y + b.height / 2];
      const inside = cx > top.x && cx < top.x + top.width && cy > top.y && cy < top.y + top.height;
      assert.ok(!inside, `${cell} shows around 3a1`);
    }
    assert.equal(await p.getAttribute('.pieces [data-cell="3a1"]', 'data-level'), '3');
    await p.evaluate(() => window.scrollTo(0, 0));
    await shoot(p, `newcomer-pyraos-levels-${w}`);
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});
