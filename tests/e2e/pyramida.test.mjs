// Pyramida in real Chromium: the app shell, and worked example 4 played by clicking.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, page, clickCell, settled, shoot, cellsOf, plies, tapCell } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

test('the picker offers the four games', async () => {
  const p = await page(chrome);
  await p.goto(server.url);
  await p.waitForSelector('.picker .cards');
  const games = await p.locator('a.card').evaluateAll((els) => els.map((e) => e.dataset.game));
  assert.deepEqual(games, ['pyramida', 'chase', 'pyraos', 'allmer']);
  assert.equal(await p.locator('.card.soon').count(), 0);
  await shoot(p, 'picker');
  await p.click('a.card[data-game="pyramida"]');
  await p.waitForSelector('.pyramid-board .cells');
  assert.equal(await p.locator('.pyramid-board .cells rect[data-cell]').count(), 97);
  assert.deepEqual(p.errors, []);
});

test('worked example 4, the column attack, played by clicking', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '#pyramida');
  await p.waitForSelector('.pyramid-board .cells');
  // Start from the example's position through the position box.
  await p.click('details.position summary');
  await p.fill('.position-input', 'b W:d7 B:d3,e4');
  await p.click('button[data-action="load-position"]');
  assert.deepEqual(await cellsOf(p, 'white'), ['d7']);

  await clickCell(p, 'e4');
  const options = await p.locator('.marks .option').evaluateAll((els) => els.map((e) => e.dataset.option).sort());
  assert.deepEqual(options, ['d5', 'f3', 'f5']);
  await clickCell(p, 'd5');
  // The column lights up while the white stone slides down it.
  await p.waitForSelector('.pyramid-board .cells .lit', { timeout: 2000 });
  await shoot(p, 'pyramida-column-attack-moving');
  await settled(p);

  assert.deepEqual(await cellsOf(p, 'white'), ['d1']);
  assert.deepEqual(await cellsOf(p, 'black'), ['d3', 'd5']);
  assert.equal(await p.getAttribute('.pyramid-board', 'data-position'), 'w W:d1 B:d3,d5');
  assert.match(await p.textContent('.history'), /e4-d5 d7>d1/);
  assert.match(await p.textContent('.turn'), /White to move/);
  // The last move is highlighted.
  assert.equal(await p.locator('.marks .mark.last').count(), 2);
  await shoot(p, 'pyramida-column-attack');
  assert.deepEqual(p.errors, []);
});

test('a bad position is refused and the game in progress stays', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '#pyramida');
  await p.waitForSelector('.pyramid-board .cells');
  await clickCell(p, 'd1');
  await clickCell(p, 'e2');
  await settled(p);
  const before = await p.getAttribute('.pyramid-board', 'data-position');
  await p.click('details.position summary');
  await p.fill('.position-input', 'w W:k14 B:b1');
  await p.click('button[data-action="load-position"]');
  assert.match(await p.textContent('.message'), /'k14'/);
  assert.equal(await p.getAttribute('.pyramid-board', 'data-position'), before);
  // Undo and redo still work on the kept game.
  await p.click('button[data-action="undo"]');
  assert.equal(await p.getAttribute('.pyramid-board', 'data-position'), 'w W:d1,h1,l1,p1,t1 B:b1,f1,j1,n1,r1');
  await p.click('button[data-action="redo"]');
  await settled(p);
  assert.equal(await p.getAttribute('.pyramid-board', 'data-position'), before);
  assert.deepEqual(p.errors, []);
});

test('the game survives a reload, and a damaged save is reported', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '#pyramida');
  await p.waitForSelector('.pyramid-board .cells');
  await clickCell(p, 'h1');
  await clickCell(p, 'i2');
  await settled(p);
  await p.reload();
  await p.waitForSelector('.pyramid-board .cells');
  assert.match(await p.textContent('.history'), /h1-i2/);
  // The address carries the game too: reloaded with a damaged save, it still opens.
  await p.evaluate(() => localStorage.setItem('pyramid-games:pyramida', 'pyramid-save 1\ngame pyramida\nstart w W:zz9 B:'));
  await p.reload();
  await p.waitForSelector('.pyramid-board .cells');
  assert.match(await p.textContent('.message'), /saved game could not be restored.*line 3/);
  assert.match(await p.textContent('.history'), /h1-i2/);
  // Without the game in the address, a damaged save means a new game.
  await p.evaluate(() => localStorage.setItem('pyramid-games:pyramida', 'pyramid-save 1\ngame pyramida\nstart w W:zz9 B:'));
  await p.goto(server.url + '#pyramida');
  await p.waitForFunction(() => /line 3/.test(document.querySelector('.message')?.textContent ?? ''));
  assert.match(await p.textContent('.message'), /saved game could not be restored.*line 3/);
  assert.equal(await p.getAttribute('.pyramid-board', 'data-position'), 'w W:d1,h1,l1,p1,t1 B:b1,f1,j1,n1,r1');
});

test('fits a phone screen and plays by touch', async () => {
  const context = await chrome.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const p = await context.newPage();
  await p.goto(server.url + '#pyramida');
  await p.waitForSelector('.pyramid-board .cells');
  const box = await p.locator('.pyramid-board svg.board-svg').boundingBox();
  assert.ok(box.width <= 390 && box.width > 300, `board width ${box.width}`);
  await tapCell(p, 'l1');
  await tapCell(p, 'k2');
  await settled(p);
  assert.match(await p.textContent('.history'), /l1-k2/);
  await shoot(p, 'pyramida-phone');
  await context.close();
});

test('a blocked attack shows the extra-move notice and the same player moves again', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '#pyramida?position=' + encodeURIComponent('b W:b3,c4 B:d3,e4'));
  await p.waitForSelector('.pyramid-board .cells');
  await clickCell(p, 'e4');
  await clickCell(p, 'd5');
  await p.waitForSelector('.board-notice.show.extra-move');
  assert.match(await p.textContent('.board-notice'), /c4 cannot retreat: Black moves again/);
  await settled(p);
  await shoot(p, 'pyramida-extra-move');
  assert.match(await p.textContent('.turn'), /Black to move — extra move/);
  assert.equal(await p.getAttribute('.pyramid-board', 'data-position'), 'b W:b3,c4 B:d3,d5 extra=1');
  assert.deepEqual(p.errors, []);
});

test('an attack with two retreats asks for the retreat, and Escape cancels', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '#pyramida?position=' + encodeURIComponent('w W:b5,u2 B:d5,t1'));
  await p.waitForSelector('.pyramid-board .cells');
  await clickCell(p, 'b5');
  await clickCell(p, 'c6');
  assert.match(await p.textContent('.prompt'), /where the attacked stone retreats/);
  await shoot(p, 'pyramida-retreat-choice');
  await p.keyboard.press('Escape');
  assert.equal(await p.locator('.marks .option').count(), 0);
  await clickCell(p, 'b5');
  await clickCell(p, 'c6');
  await clickCell(p, 'e4');
  await settled(p);
  assert.deepEqual(await cellsOf(p, 'black'), ['e4', 't1']);
  assert.match(await p.textContent('.history'), /b5-c6 d5>e4/);
});

test('Undo, a new move or another game in the middle of an animation cut it short cleanly', async () => {
  const p = await page(chrome);
  // The page's clock (and its animation frames) runs only when the test says: every
  // animation below is caught in its middle, however busy the machine.
  await p.clock.install();
  await p.goto(server.url + '#pyramida');
  await p.waitForSelector('.pyramid-board .cells');
  await p.clock.pauseAt(Date.now() + 60_000);
  const animating = async () => {
    assert.equal(await p.getAttribute('.pyramid-board', 'data-animating'), 'true');
    // Some way into it (a move takes longer than this).
    await p.clock.runFor(60);
    assert.equal(await p.getAttribute('.pyramid-board', 'data-animating'), 'true');
  };
  await clickCell(p, 'd1');
  await clickCell(p, 'e2');
  await animating();
  await p.click('button[data-action="undo"]');
  await clickCell(p, 'h1');
  await clickCell(p, 'g2');
  await animating();
  // A frame of the cut animation used to call a handler freed by the next one.
  await clickCell(p, 'b1');
  await clickCell(p, 'c2');
  await p.clock.runFor(5_000);
  await settled(p);
  assert.deepEqual(await plies(p), ['h1-g2', 'b1-c2']);
  await clickCell(p, 'l1');
  await clickCell(p, 'k2');
  await animating();
  await p.goto(server.url + '#allmer');
  await p.waitForSelector('.pyramid-board .cells');
  // Every frame and timer the old board may still have asked for runs now.
  await p.clock.runFor(5_000);
  assert.deepEqual(p.errors, []);
});
