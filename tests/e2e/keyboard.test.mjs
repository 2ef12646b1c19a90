// Every game with the keyboard alone, and what a screen reader gets: no mouse or touch
// event at all in the games played here; the accessibility tree and the live region read.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, page, settled, plies } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

const at = (game, position) => server.url + `#${game}?position=` + encodeURIComponent(position);

/** Tabs until the board has the focus. */
async function tabToBoard(p) {
  for (let i = 0; i < 40; i++) {
    await p.keyboard.press('Tab');
    if (await p.evaluate(() => document.activeElement?.classList.contains('board-svg'))) return;
  }
  throw new Error('the board never took the focus');
}

/**
 * The keys from the focused cell to `target`: a breadth-first search over what each
 * key does, worked out from the cells as drawn (the board's own rule: the nearest cell
 * within 60° of the key's direction, on the same level, ties turning clockwise).
 */
function pathTo(target) {
  const cells = [...document.querySelectorAll('.pyramid-board .cells [data-cell-index]')].map((e) => {
    const r = e.getBoundingClientRect();
    return { name: e.dataset.cell, x: r.left + r.width / 2, y: r.top + r.height / 2, level: /^\d/.test(e.dataset.cell) ? +e.dataset.cell[0] : 0 };
  });
  const scale = document.querySelector('.pyramid-board svg.board-svg').getScreenCTM().a;
  const byName = new Map(cells.map((c) => [c.name, c]));
  const keys = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
  const step = (from, [dx, dy]) => {
    let best = null;
    for (const c of cells) {
      if (c === from || c.level !== from.level) continue;
      const vx = (c.x - from.x) / scale, vy = (c.y - from.y) / scale;
      const len = Math.hypot(vx, vy), cos = (vx * dx + vy * dy) / len;
      if (cos <= 0.49) continue;
      const key = [Math.round(len * (1 + 0.5 * Math.sqrt(Math.max(0, 1 - cos * cos))) * 100), Math.round((vx * dy - vy * dx) * 100)];
      if (!best || key[0] < best.key[0] || (key[0] === best.key[0] && key[1] < best.key[1])) best = { key, c };
    }
    return best?.c;
  };
  const levelStep = (from, up) => {
    let best = null;
    for (const c of cells) {
      if (c.level !== from.level + (up ? 1 : -1)) continue;
      const d = Math.hypot(c.x - from.x, c.y - from.y);
      if (!best || d < best.d) best = { d, c };
    }
    return best?.c;
  };
  const start = byName.get(document.querySelector('.pyramid-board').dataset.focus);
  const seen = new Map([[start.name, []]]);
  const queue = [start];
  while (queue.length) {
    const cell = queue.shift();
    if (cell.name === target) return seen.get(cell.name);
    const next = Object.entries(keys).map(([k, d]) => [k, step(cell, d)]);
    next.push(['PageUp', levelStep(cell, true)], ['PageDown', levelStep(cell, false)]);
    for (const [k, c] of next) {
      if (c && !seen.has(c.name)) { seen.set(c.name, [...seen.get(cell.name), k]); queue.push(c); }
    }
  }
  return null;
}

/** Moves the keyboard's cursor to `cell`, checking each step lands where it should. */
async function cursorTo(p, cell) {
  for (let tries = 0; tries < 3; tries++) {
    const keys = await p.evaluate(pathTo, cell);
    assert.ok(keys, `no way to ${cell}`);
    for (const key of keys) await p.keyboard.press(key);
    if ((await p.getAttribute('.pyramid-board', 'data-focus')) === cell) return;
  }
  assert.equal(await p.getAttribute('.pyramid-board', 'data-focus'), cell);
}

/** Picks cells with Enter, one after another. */
async function pick(p, ...cells) {
  for (const cell of cells) {
    await cursorTo(p, cell);
    await p.keyboard.press('Enter');
  }
}

const speech = (p) => p.textContent('.pyramid-board .board-speech');

/** A page that fails the test on any mouse or touch event. */
async function keyboardOnly(url) {
  const p = await page(chrome);
  await p.addInitScript(() => {
    for (const type of ['pointerdown', 'mousedown', 'touchstart', 'click']) {
      window.addEventListener(type, (e) => { if (e.isTrusted && (e.detail > 0 || type !== 'click')) window.pointerUsed = type; }, true);
    }
  });
  await p.goto(url);
  await p.waitForSelector('.pyramid-board .cells');
  await tabToBoard(p);
  return p;
}

test('Pyramida by keyboard: an attack, the retreat chosen from two, then a reply', async () => {
  const p = await keyboardOnly(at('pyramida', 'w W:b5,u2 B:d5,t1'));
  await pick(p, 'b5', 'c6');
  assert.match(await p.textContent('.prompt'), /where the attacked stone retreats/);
  const retreats = await p.locator('.pyramid-board .options .option.retreat').evaluateAll((els) => els.map((e) => e.dataset.option).sort());
  assert.equal(retreats.length, 2);
  // The retreat cell's name says what it is.
  await cursorTo(p, retreats[0]);
  assert.match(await p.getAttribute(`.cells [data-cell="${retreats[0]}"]`, 'aria-label'), new RegExp(`^${retreats[0]}, empty, retreat here`));
  await p.keyboard.press('Enter');
  await settled(p);
  assert.match(await speech(p), new RegExp(`White b5 to c6\\. Black's stone on d5 retreats to ${retreats[0]}\\.`));
  await pick(p, 't1', 's2');
  await settled(p);
  assert.deepEqual(await plies(p), [`b5-c6 d5>${retreats[0]}`, 't1-s2']);
  assert.equal(await p.evaluate(() => window.pointerUsed ?? null), null);
  // Escape drops a move half entered; ? describes the position.
  await pick(p, 'c6');
  assert.equal(await p.getAttribute('.pyramid-board', 'data-selection'), '1');
  await p.keyboard.press('Escape');
  assert.equal(await p.getAttribute('.pyramid-board', 'data-selection'), '0');
  await p.keyboard.press('?');
  assert.match(await speech(p), /^White: 2 stones on .*c6.*\. Black: 2 stones on .*s2.*\. White to move\.$/);
  assert.deepEqual(p.errors, []);
});

test('Pyramid Chase by keyboard: a capture, then check announced', async () => {
  const p = await keyboardOnly(at('chase', 'w W:Ka1,Rb2 B:Ka20,Pb9,Pz2'));
  await pick(p, 'b2');
  await cursorTo(p, 'b9');
  assert.match(await p.getAttribute('.cells [data-cell="b9"]', 'aria-label'), /^b9, black Pawn|^b9, Black Pawn, legal capture/);
  await p.keyboard.press('Enter');
  await settled(p);
  assert.match(await speech(p), /White Rook b2 to b9\. Black's Pawn on b9 is captured\./);
  await pick(p, 'z2', 'z3');
  await settled(p);
  await pick(p, 'b9', 'a9');
  await settled(p);
  assert.match(await speech(p), /Check: Black's King is attacked/);
  await cursorTo(p, 'a20');
  assert.match(await p.getAttribute('.cells [data-cell="a20"]', 'aria-label'), /a20, Black King, .*in check/);
  assert.equal(await p.evaluate(() => window.pointerUsed ?? null), null);
  assert.deepEqual(p.errors, []);
});

test('Pyraos by keyboard: a placement that makes a square, two removals chosen, then Page Up to level 2', async () => {
  const p = await keyboardOnly(at('pyraos', 'w W:1c3,1d3,1c4 B:1a1,1b1,1a2'));
  await pick(p, '1d4', '1c3', '1d3');
  await settled(p);
  assert.deepEqual(await plies(p), ['1d4 x1c3,1d3']);
  assert.match(await speech(p), /White places a sphere on 1d4\. White takes back the spheres on 1c3 and 1d3\./);
  // Black fills a square's fourth cell and takes one back, then ends with Done.
  await pick(p, '1b2', '1a1');
  await p.keyboard.press('Tab');
  // The focus leaves the board for the buttons: Done ends the removals.
  for (let i = 0; i < 20 && !(await p.evaluate(() => document.activeElement?.dataset.action === 'done')); i++) {
    await p.keyboard.press('Tab');
  }
  await p.keyboard.press('Enter');
  await settled(p);
  assert.equal((await plies(p)).at(-1), '1b2 x1a1');
  // Levels: Page Up from the base reaches level 2.
  await p.focus('.pyramid-board svg.board-svg');
  await cursorTo(p, '1c3');
  await p.keyboard.press('PageUp');
  assert.match(await p.getAttribute('.pyramid-board', 'data-focus'), /^2/);
  assert.equal(await p.evaluate(() => window.pointerUsed ?? null), null);
  assert.deepEqual(p.errors, []);
});

test('Allmer by keyboard: a push off the corner, then a reply', async () => {
  const p = await keyboardOnly(at('allmer', 'w W:b1,a4,a5,a6 B:a1,c7,d7,e7,f7'));
  await pick(p, 'b1', 'a1');
  await settled(p);
  assert.match(await speech(p), /White b1 to a1\. Black's stone on a1 falls off the pyramid\./);
  await pick(p, 'c7', 'c6');
  await settled(p);
  assert.deepEqual(await plies(p), ['b1-a1', 'c7-c6']);
  // The focus stays on the board through moves and the animation.
  assert.ok(await p.evaluate(() => document.activeElement?.classList.contains('board-svg')));
  assert.equal(await p.evaluate(() => window.pointerUsed ?? null), null);
  assert.deepEqual(p.errors, []);
});

test('a typed move is played, a bad one explained with the game kept, and legal moves suggested', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '#pyramida');
  await p.waitForSelector('.pyramid-board .cells');
  const suggestions = await p.locator('datalist option').evaluateAll((els) => els.map((e) => e.value));
  assert.equal(suggestions.length, 10);
  await p.fill('input[data-control="move"]', 'D1-E2');
  await p.press('input[data-control="move"]', 'Enter');
  await settled(p);
  assert.deepEqual(await plies(p), ['d1-e2']);
  const before = await p.getAttribute('.pyramid-board', 'data-position');
  await p.fill('input[data-control="move"]', 'e2-e9');
  await p.press('input[data-control="move"]', 'Enter');
  assert.match(await p.textContent('.message'), /bad move 'e9'/);
  assert.equal(await p.getAttribute('.pyramid-board', 'data-position'), before);
  assert.deepEqual(p.errors, []);
});

test('the accessibility tree has a grid of named cells, and the computer’s moves are announced', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '#allmer');
  await p.waitForSelector('.pyramid-board .cells');
  const tree = await p.locator('.pyramid-board svg.board-svg').ariaSnapshot();
  assert.match(tree, /grid "Pyramid board"/);
  assert.match(tree, /row/);
  assert.match(tree, /gridcell "a1"/);
  await p.selectOption('select[data-control="level"]', 'easy');
  await p.selectOption('select[data-control="mode"]', 'computer-white');
  await p.waitForSelector('.history [data-move]', { timeout: 20000 });
  await settled(p);
  assert.match(await speech(p), /^White [a-g]\d to [a-g]\d/);
  // Undo is announced too.
  await p.selectOption('select[data-control="mode"]', 'two');
  await p.click('button[data-action="undo"]');
  assert.match(await speech(p), /taken back/);
  assert.deepEqual(p.errors, []);
});
