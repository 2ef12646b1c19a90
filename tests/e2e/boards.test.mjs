// The boards as a player meets them, on a laptop and on a phone: sizes and tap targets,
// zoom and pan, every effect named, the move list, drag and drop, flip, themes, sounds.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, page, clickCell, settled, shoot, plies, tapCell } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

const GAMES = ['pyramida', 'chase', 'pyraos', 'allmer'];
const at = (game, position) => server.url + `#${game}?position=` + encodeURIComponent(position);

/** A phone: 390 × 844, touch. */
async function phone(options = {}) {
  const context = await chrome.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, ...options });
  const p = await context.newPage();
  p.errors = [];
  p.on('pageerror', (e) => p.errors.push(String(e)));
  p.on('console', (m) => { if (m.type() === 'error') p.errors.push(m.text()); });
  return p;
}

/** Opens a game's address and waits for its board (not the one it replaces). */
async function open(p, url) {
  const before = await p.evaluate(() => document.querySelector('.pyramid-board')?.id ?? null).catch(() => null);
  await p.goto(url);
  const game = new URL(url).hash.slice(1).split('?')[0];
  await p.waitForFunction(([game, before]) => {
    const board = document.querySelector(`.pyramid-board[data-game="${game}"]`);
    return board && board.id !== before && board.querySelector('.cells');
  }, [game, before]);
}

/** Screen pixels per viewBox unit of the board. */
const scale = (p) => p.evaluate(() => document.querySelector('.pyramid-board svg.board-svg').getScreenCTM().a);

/** The size on screen of one cell's drawing. */
const cellBox = (p, cell) => p.locator(`.pyramid-board .cells [data-cell="${cell}"]`).boundingBox();

test('Chase on a laptop: readable pieces, clear marks, every file named, the cell under the pointer', async () => {
  const p = await page(chrome);
  await open(p, server.url + '#chase');
  const k = await scale(p);
  // Each piece is its figurine (no letter), as large on screen as the letters were.
  assert.equal(await p.locator('.pyramid-board .pieces .glyph').count(), 0);
  assert.equal(await p.locator('.pyramid-board .pieces .figurine').count(), 32);
  // The shapes are a file of the site's, fetched when the first such board is drawn.
  await p.waitForSelector('.pyramid-board defs[data-figurines="ready"] symbol#fig-K', { state: 'attached' });
  const figurine = await p.locator('.pyramid-board .pieces .figurine').first().boundingBox();
  assert.ok(figurine.height >= 16 && k > 0, `piece figurines ${figurine.height} px`);
  const board = await p.locator('.pyramid-board svg.board-svg').boundingBox();
  assert.ok(board.height >= 640, `the board uses the height: ${board.height} px`);
  // Files are named along the foot and where they end on the right edge.
  assert.equal(await p.locator('.cells .label.edge').count(), 32);
  await clickCell(p, 'b8');
  const dot = await p.locator('.pyramid-board .options .option.target').first().boundingBox();
  assert.ok(dot.width >= 8, `legal-move dot ${dot.width} px`);
  // The cell under the mouse is named; while a piece is chosen only what it can reach is
  // lit, otherwise the cell's rank and file are.
  const e5 = await cellBox(p, 'e5');
  await p.mouse.move(e5.x + e5.width / 2, e5.y + e5.height / 2);
  await p.waitForSelector('.board-readout.show');
  assert.equal(await p.textContent('.board-readout'), 'e5');
  assert.equal(await p.locator('.cells .guide').count(), 0, 'no rank and file lit while b8 is chosen');
  await p.keyboard.press('Escape');
  const e6 = await cellBox(p, 'e6');
  await p.mouse.move(e6.x + e6.width / 2, e6.y + e6.height / 2);
  await p.waitForFunction(() => document.querySelector('.board-readout').textContent === 'e6');
  assert.ok(await p.locator('.cells .guide').count() > 40);
  await shoot(p, 'chase-laptop-hover');
  assert.deepEqual(p.errors, []);
});

test("where the figurines' file cannot be had, Chase's pieces are discs with their letters", async () => {
  const p = await page(chrome);
  await p.route('**/figurines.svg', (route) => route.abort());
  await open(p, server.url + '#chase');
  await p.waitForSelector('.pyramid-board defs[data-figurines="failed"] symbol#fig-N text', { state: 'attached' });
  assert.equal(await p.locator('.pyramid-board defs symbol#fig-N text').textContent(), 'N');
  const figurine = await p.locator('.pyramid-board .pieces .figurine').first().boundingBox();
  assert.ok(figurine.height >= 16, `a piece is drawn: ${figurine.height} px`);
  await p.close();
});

test('Chase on a phone: two zoom steps make every hex 24 px, opening on the pieces; a finger pans, a pinch zooms', async () => {
  const p = await phone();
  await open(p, server.url + '#chase');
  const before = (await cellBox(p, 'q1')).width;
  await p.click('.zoom button[aria-label="Zoom in"]');
  await p.click('.zoom button[aria-label="Zoom in"]');
  const hexes = await p.locator('.pyramid-board .cells [data-cell]').evaluateAll((els) =>
    Math.min(...els.map((e) => e.getBoundingClientRect().width)));
  assert.ok(hexes >= 24, `smallest hex after two steps: ${hexes} px (was ${before})`);
  const k = await scale(p);
  assert.ok(7.4 * k >= 14, `piece letters ${7.4 * k} px`);
  // The view opened on White's pieces (White to move), not on empty hexes.
  const inView = await p.evaluate(() => {
    const frame = document.querySelector('.pyramid-board svg.board-svg').getBoundingClientRect();
    return [...document.querySelectorAll('.pieces .piece')].filter((e) => {
      const r = e.getBoundingClientRect();
      return r.left >= frame.left && r.right <= frame.right && r.top >= frame.top && r.bottom <= frame.bottom;
    }).length;
  });
  await shoot(p, 'chase-phone-zoomed');
  assert.ok(inView >= 8, `${inView} pieces in view`);
  // The turn line and the buttons stay where they were: only the board's view changed.
  assert.ok((await p.locator('.turn').boundingBox()).y < 844);

  const svg = await p.locator('.pyramid-board svg.board-svg').boundingBox();
  const cdp = await p.context().newCDPSession(p);
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  const viewBox = () => p.getAttribute('.pyramid-board svg.board-svg', 'viewBox');
  const cx = svg.x + svg.width / 2, cy = svg.y + svg.height / 2;
  let box = await viewBox();
  await touch('touchStart', [{ x: cx, y: cy }]);
  for (let i = 1; i <= 5; i++) await touch('touchMove', [{ x: cx + i * 12, y: cy + i * 6 }]);
  await touch('touchEnd', []);
  assert.notEqual(await viewBox(), box, 'one finger pans');
  assert.equal(await p.locator('.history [data-move]').count(), 0, 'panning plays nothing');

  await p.click('.zoom button[aria-label="Fit the board"]');
  assert.equal(await p.getAttribute('.pyramid-board', 'data-zoom'), '1');
  await touch('touchStart', [{ x: cx - 20, y: cy }, { x: cx + 20, y: cy }]);
  for (let i = 1; i <= 5; i++) await touch('touchMove', [{ x: cx - 20 - i * 15, y: cy }, { x: cx + 20 + i * 15, y: cy }]);
  await touch('touchEnd', []);
  const zoom = parseFloat(await p.getAttribute('.pyramid-board', 'data-zoom'));
  assert.ok(zoom > 2, `a pinch zoomed to ${zoom}`);
  assert.deepEqual(p.errors, []);
});

test('on a phone every cell takes a 24 px tap, and the turn, Undo and the moves show with the board', async () => {
  for (const game of ['pyramida', 'pyraos', 'allmer']) {
    const p = await phone();
    await open(p, server.url + '#' + game);
    // Around each cell's centre, 12 px each way still finds that cell.
    const small = await p.evaluate(() => {
      const found = (x, y) => document.elementFromPoint(x, y)?.closest('[data-cell-index]')?.dataset.cellIndex;
      const bad = [];
      for (const cell of document.querySelectorAll('.pyramid-board .cells [data-cell-index]')) {
        const hit = document.querySelector(`.pyramid-board .hits [data-cell-index="${cell.dataset.cellIndex}"]`);
        // Cells above the first level take clicks only once they can hold a sphere.
        if (hit && getComputedStyle(hit).pointerEvents === 'none') continue;
        const r = cell.getBoundingClientRect();
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        const ok = [[0, 0], [-11.5, 0], [11.5, 0], [0, -11.5], [0, 11.5]].every(([dx, dy]) =>
          found(x + dx, y + dy) === cell.dataset.cellIndex);
        if (!ok) bad.push(cell.dataset.cell);
      }
      return bad;
    });
    assert.deepEqual(small, [], `${game}: cells with a tap area under 24 px`);
    for (const selector of ['.turn', 'button[data-action="undo"]', '.history']) {
      const box = await p.locator(selector).boundingBox();
      assert.ok(box && box.y + box.height <= 844, `${game}: ${selector} is on the first screen`);
    }
    if (game === 'pyraos') {
      // The reserves stand above and below the board, not beside it.
      const base = await p.locator('.sphere-base').boundingBox();
      const white = await p.locator('.reserve.white').boundingBox();
      const black = await p.locator('.reserve.black').boundingBox();
      assert.ok(white.y >= base.y + base.height - 1 && black.y + black.height <= base.y + 1);
    }
    await shoot(p, `${game}-phone`);
    await p.context().close();
  }
  // Chase too shows the turn, Undo and the moves with its board.
  const p = await phone();
  await open(p, server.url + '#chase');
  for (const selector of ['.turn', 'button[data-action="undo"]', '.history']) {
    const box = await p.locator(selector).boundingBox();
    assert.ok(box && box.y + box.height <= 844, `chase: ${selector} is on the first screen`);
  }
  await p.context().close();
});

/** Plays a legal move on a phone by tapping cells at their drawn size; returns its text. */
async function tapAMove(p) {
  const count = await p.locator('.history [data-move]').count();
  const side = (await p.getAttribute('.pyramid-board', 'data-position')).startsWith('w') ? 'white' : 'black';
  const pieces = await p.locator(`.pyramid-board .pieces .piece.${side}`).evaluateAll((els) => els.map((e) => e.dataset.cell));
  const options = () => p.locator('.pyramid-board .options .option').evaluateAll((els) => els.map((e) => e.dataset.option));
  let choices = await options();
  for (const cell of pieces) {
    if (choices.length > 0) break;
    await tapCell(p, cell);
    choices = await options();
  }
  for (let i = 0; i < 6 && (await p.locator('.history [data-move]').count()) === count; i++) {
    if (choices.length === 0) {
      await p.click('button[data-action="done"]:visible, button[data-action="pass"]:visible');
      break;
    }
    await tapCell(p, choices[0]);
    choices = await options();
  }
  await settled(p);
  const moves = await plies(p);
  assert.equal(moves.length, count + 1, 'a move was played');
  return moves.at(-1);
}

test('on a phone ten moves of each game are played by tapping cells at the size they are drawn', async () => {
  for (const game of GAMES) {
    const p = await phone();
    await open(p, server.url + '#' + game);
    for (let i = 0; i < 10; i++) await tapAMove(p);
    assert.equal((await plies(p)).length, 10);
    assert.deepEqual(p.errors, [], game);
    await shoot(p, `${game}-phone-ten-moves`);
    await p.context().close();
  }
});

/** Plays `clicks` and returns the notice shown and the last move's marks. */
async function effectsOf(p, clicks) {
  for (const cell of clicks) await clickCell(p, cell);
  await p.waitForSelector('.board-notice.show');
  const notice = await p.textContent('.board-notice');
  const kind = await p.getAttribute('.board-notice', 'class');
  const last = p.locator('.history [data-move]').last();
  return { notice, kind, effects: await last.getAttribute('data-effects'), marks: await last.locator('.effect').textContent(), move: await last.getAttribute('data-move') };
}

test('every effect is named on the board while it plays and marked in the move list', async () => {
  const cases = [
    ['pyramida', 'b W:d7 B:d3,e4', ['e4', 'd5'], /d7 retreats down the column to d1/, 'retreat', 'e4-d5 d7>d1'],
    ['pyramida', 'b W:b3,c4 B:d3,e4', ['e4', 'd5'], /c4 cannot retreat: Black moves again/, 'extra-move', 'e4-d5 c4+'],
    ['chase', 'w W:Ka1,Rb2 B:Ka20,Pb9,Pz2', ['b2', 'b9'], /Black's Pawn on b9 is captured/, 'capture', 'b2-b9'],
    ['chase', 'w W:Ka1,Rb9 B:Ka20,Pz3', ['b9', 'a9'], /Check: Black's King is attacked/, 'check', 'b9-a9'],
    ['pyraos', 'w W:1c3,1d3,1c4 B:1a1,1b1,1a2', ['1d4', '1c3', '1d3'], /White takes back the spheres on 1c3 and 1d3/, 'removal', '1d4 x1c3,1d3'],
    ['allmer', 'w W:b1,a4,a5,a6 B:a1,c7,d7,e7,f7', ['b1', 'a1'], /Black's stone on a1 falls off the pyramid/, 'fall', 'b1-a1'],
    ['allmer', 'w W:a1,d2,f5,f6 B:b1,c1,a7,b7,c7,g7', ['d2', 'd1'], /Osiris: Black's stones on b1 and c1 enclosed/, 'osiris', 'd2-d1'],
    ['allmer', 'w W:e5,a1,b1,g1 B:e2,a7,b7,c7,g7', ['e5', 'e2'], /Black's stone on e2 is smashed/, 'smash', 'e5-e2'],
  ];
  for (const [game, position, clicks, words, kind, move] of cases) {
    const p = await page(chrome);
    await open(p, at(game, position));
    const seen = await effectsOf(p, clicks);
    assert.match(seen.notice, words, `${game} ${move}`);
    assert.match(seen.kind, new RegExp(kind), `${game} ${move}: notice class`);
    assert.match(seen.effects, new RegExp(kind), `${game} ${move}: move-list mark`);
    assert.ok(seen.marks.length > 0);
    // The notation itself is the engine's, unchanged by the marks.
    assert.equal(seen.move, move);
    await settled(p);
    if (kind === 'check') {
      assert.match(seen.marks, /\+/);
      assert.equal(await p.locator('.cells .check').count(), 1);
      await shoot(p, 'chase-check-notice');
    }
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test('the move list numbers full moves, keeps the latest in view and stays inside its box for 300 plies', async () => {
  const p = await page(chrome);
  await open(p, server.url + '#chase');
  // A long random game, made in the page with the engine's own API and kept as a save.
  const save = await p.evaluate(async () => {
    const engine = await import('./pyramid-worker.js');
    await engine.default({ module_or_path: './pyramid-worker_bg.wasm' });
    const { GameHandle } = engine;
    const g = new GameHandle('chase', undefined, undefined);
    let seed = 12345;
    const random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    while (g.history().length < 300) {
      const moves = g.legalMoves();
      if (moves.length === 0) break;
      // Moves that end the game are avoided, so the game runs long.
      let played = false;
      for (let tries = 0; tries < moves.length && !played; tries++) {
        g.play(moves[random(moves.length)]);
        if (g.status() === 'ongoing') played = true; else g.undo();
      }
      if (!played) break;
    }
    return ['pyramid-save 1', 'game chase', `start ${new GameHandle('chase', undefined, undefined).position()}`,
      ...g.history().map((m) => `move ${m}`)].join('\n');
  });
  await p.evaluate((save) => localStorage.setItem('pyramid-games:chase', save), save);
  await p.reload();
  await p.waitForSelector('.pyramid-board .cells');
  const moves = await plies(p);
  assert.equal(moves.length, 300);
  assert.equal(await p.locator('.history .row').count(), 150);
  assert.equal(await p.textContent('.history .row:first-child .num'), '1.');
  assert.equal(await p.locator('.history .row:first-child [data-move]').count(), 2, 'a row holds White’s and Black’s move');
  const fit = await p.evaluate(() => {
    const list = document.querySelector('.history');
    const last = [...list.querySelectorAll('[data-move]')].at(-1).getBoundingClientRect();
    const box = list.getBoundingClientRect();
    return { overflow: list.scrollWidth - list.clientWidth, inView: last.top >= box.top && last.bottom <= box.bottom + 1 };
  });
  assert.equal(fit.overflow, 0, 'no sideways overflow');
  assert.ok(fit.inView, 'the latest move is in view');
  await shoot(p, 'chase-300-plies');
  assert.deepEqual(p.errors, []);
});

test('an extra move and a start by Black show "…" in the move list', async () => {
  const p = await page(chrome);
  await open(p, at('pyramida', 'b W:b3,c4 B:d3,e4'));
  await clickCell(p, 'e4');
  await clickCell(p, 'd5');
  await settled(p);
  await clickCell(p, 'd3');
  await clickCell(p, 'e4');
  await settled(p);
  const rows = await p.locator('.history .row').evaluateAll((els) => els.map((e) => e.textContent));
  assert.deepEqual(rows.map((r) => r.replace(/[^\w.…\- >+]/g, '')), ['1.…e4-d5 c4+', '1.…d3-e4']);
  assert.deepEqual(p.errors, []);
});

test('last move, captures over pieces, drag and drop, a click that selects nothing', async () => {
  const p = await page(chrome);
  // Pyraos marks the sphere just placed.
  await open(p, server.url + '#pyraos');
  await clickCell(p, '1b2');
  await settled(p);
  assert.equal(await p.locator('.marks .mark.last').count(), 1);

  // Chase: the last move tints both hexes; a capture's mark is drawn over the pieces.
  await open(p, at('chase', 'w W:Ka1,Rb2 B:Ka20,Pb9,Pz2'));
  await clickCell(p, 'b2');
  const order = await p.evaluate(() => {
    const layers = [...document.querySelector('.pyramid-board svg.board-svg').children].map((e) => e.getAttribute('class'));
    return [layers.indexOf('pieces'), layers.indexOf('marks options')];
  });
  assert.ok(order[1] > order[0], 'choices are drawn above the pieces');
  await clickCell(p, 'b9');
  await settled(p);
  assert.deepEqual(await p.locator('.cells .last').evaluateAll((els) => els.map((e) => e.dataset.cell).sort()), ['b2', 'b9']);

  // Allmer: drag a stone to its destination; an illegal drop puts it back.
  await open(p, at('allmer', 'w W:b1,a4,a5,a6 B:a1,c7,d7,e7,f7'));
  const centre = async (cell) => { const b = await cellBox(p, cell); return [b.x + b.width / 2, b.y + b.height / 2]; };
  const drag = async (from, to) => {
    const [x0, y0] = await centre(from), [x1, y1] = await centre(to);
    await p.mouse.move(x0, y0);
    await p.mouse.down();
    await p.mouse.move(x0 + 2, y0 + 1);
    await p.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, { steps: 4 });
    assert.equal(await p.getAttribute('.pyramid-board', 'data-dragging'), 'true');
    await p.mouse.move(x1, y1, { steps: 4 });
    await p.mouse.up();
  };
  const start = await p.getAttribute('.pyramid-board', 'data-position');
  await drag('a4', 'g4');
  assert.equal(await p.getAttribute('.pyramid-board', 'data-position'), start, 'an illegal drop changes nothing');
  const transform = await p.getAttribute('.pieces [data-cell="a4"]', 'transform');
  const [ax, ay] = await centre('a4');
  const piece = await p.locator('.pieces [data-cell="a4"]').boundingBox();
  assert.ok(Math.abs(piece.x + piece.width / 2 - ax) < 2 && Math.abs(piece.y + piece.height / 2 - ay) < 2, `put back: ${transform}`);
  await drag('a4', 'b4');
  await settled(p);
  assert.deepEqual(await plies(p), ['a4-b4']);
  await shoot(p, 'allmer-after-drag');

  // A click on an enemy stone (White's, Black to move) selects nothing and says so with a shake.
  await clickCell(p, 'b4');
  assert.equal(await p.getAttribute('.pyramid-board', 'data-nope'), '1');
  assert.equal(await p.getAttribute('.pyramid-board', 'data-selection'), '0');
  assert.deepEqual(p.errors, []);
});

test("the computer's turn shows no choices and nothing moves when it thinks; Flip and the automatic flip", async () => {
  const p = await page(chrome);
  await open(p, server.url + '#allmer');
  const undo = async () => (await p.locator('button[data-action="undo"]').boundingBox()).y;
  const y = await undo();
  await p.selectOption('select[data-control="level"]', 'hard');
  await p.selectOption('select[data-control="mode"]', 'computer-white');
  // You play Black: the board turns so Black's stones are near.
  assert.equal(await p.getAttribute('.pyramid-board', 'data-flipped'), 'true');
  const a7 = await cellBox(p, 'a7');
  const a1 = await cellBox(p, 'a1');
  assert.ok(a7.y > a1.y, 'Black’s first row is at the bottom');
  // While it thinks (a loaded machine may have it answer before a slower check could
  // look, so the page is read in the same frame that finds it thinking).
  const seen = await (await p.waitForFunction(() => {
    const thinking = document.querySelector('.thinking:not(.idle)');
    const moves = document.querySelectorAll('.history [data-move]').length;
    if (!thinking && moves === 0) return null;
    return { thinking: !!thinking, moves, options: document.querySelectorAll('.pyramid-board .options .option').length };
  })).jsonValue();
  if (seen.thinking && seen.moves === 0) {
    assert.equal(seen.options, 0, 'no choices on the computer’s turn');
    assert.equal(await undo(), y, 'the thinking line does not push the buttons');
  }
  await p.waitForSelector('.history [data-move]', { timeout: 20000 });
  await p.selectOption('select[data-control="mode"]', 'two');
  await p.click('button[data-action="flip"]');
  assert.equal(await p.getAttribute('.pyramid-board', 'data-flipped'), 'false');
  assert.equal(await p.getAttribute('button[data-action="flip"]', 'aria-pressed'), 'false');
  assert.deepEqual(p.errors, []);
});

/** Counts the tones the page starts, in `window.tones`. */
async function countTones(p) {
  await p.addInitScript(() => {
    window.tones = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...a) { window.tones++; return start.apply(this, a); };
  });
}

test('dark theme from the system and by the toggle; sounds off until chosen, both remembered', async () => {
  const context = await chrome.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
  const p = await context.newPage();
  await countTones(p);
  await open(p, server.url + '#pyramida');
  const background = () => p.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const dark = await background();
  assert.notEqual(dark, 'rgb(246, 241, 231)', 'the system’s dark theme is followed');
  await shoot(p, 'pyramida-dark');
  // The toggle cycles auto → dark → light, and the choice survives a reload.
  await p.click('button[data-pref="theme"]');
  await p.click('button[data-pref="theme"]');
  assert.equal(await p.getAttribute('html', 'data-theme'), 'light');
  await p.reload();
  await p.waitForSelector('.pyramid-board .cells');
  assert.equal(await p.getAttribute('html', 'data-theme'), 'light');
  assert.equal(await background(), 'rgb(246, 241, 231)');

  await clickCell(p, 'd1');
  await clickCell(p, 'e2');
  await settled(p);
  assert.equal(await p.evaluate(() => window.tones), 0, 'silent by default');
  await p.click('button[data-pref="sound"]');
  assert.equal(await p.getAttribute('button[data-pref="sound"]', 'aria-pressed'), 'true');
  const before = await p.evaluate(() => window.tones);
  await clickCell(p, 'b1');
  await clickCell(p, 'c2');
  await settled(p);
  assert.ok((await p.evaluate(() => window.tones)) > before, 'a move makes a sound');
  await p.reload();
  await p.waitForSelector('.pyramid-board .cells');
  assert.equal(await p.getAttribute('button[data-pref="sound"]', 'aria-pressed'), 'true');
  await context.close();
});

test('a move played makes its sound; a takeback and a step in review make none', async () => {
  const context = await chrome.newContext({ viewport: { width: 1280, height: 800 } });
  const p = await context.newPage();
  await countTones(p);
  await open(p, server.url + '#pyramida');
  await p.selectOption('select[data-control="mode"]', 'two');
  await p.click('button[data-pref="sound"]');
  const tones = () => p.evaluate(() => window.tones);
  // The first legal move, typed (the board hears it entered).
  const play = async () => {
    const move = await p.evaluate(() => document.querySelector('.move-box datalist option').value);
    await p.fill('.move-input', move);
    await p.press('.move-input', 'Enter');
    await settled(p);
  };
  await play();
  await play();
  let heard = await tones();
  assert.ok(heard > 0, 'a move entered makes its sound');
  await p.click('button[data-action="undo"]');
  await settled(p);
  assert.equal(await tones(), heard, 'a takeback is silent');
  await p.click('button[data-action="redo"]');
  await settled(p);
  assert.ok((await tones()) > heard, 'a move played again (Redo) makes its sound');
  heard = await tones();
  await p.keyboard.press('Home');
  await settled(p);
  await p.keyboard.press('ArrowRight');
  await settled(p);
  assert.match(await p.textContent('.review-text'), /Viewing move\D*1\D*of\D*2/);
  assert.equal(await tones(), heard, 'a step on in review is silent');
  await context.close();
});

test('the picker shows each game as a small picture of its board', async () => {
  const p = await page(chrome);
  await p.goto(server.url);
  await p.waitForSelector('.picker .cards');
  // Each picture's frame is in the page with its card; its board is drawn a task later.
  await p.waitForFunction(() => document.querySelectorAll('.card svg.picture[data-drawn]').length === 4);
  const pictures = await p.locator('.card svg.picture').evaluateAll((els) => els.map((e) => e.dataset.game));
  assert.deepEqual(pictures, GAMES);
  assert.equal(await p.locator('.card[data-game="chase"] svg.picture .piece').count(), 32);
  assert.deepEqual(p.errors, []);
});

test('a choice prompt is never hidden by another message (a repeated position)', async () => {
  // A game in which the position after move 22 has occurred twice, and White's next move
  // g2-h3 attacks i2, which may retreat to two cells.
  const moves = ['l1-m2', 'b1-a2', 'm2-n3', 'n1-o2 n3>m2', 'd1-e2', 'o2-p3', 't1-u2', 'r1-q2', 'h1-g2', 'q2-r1',
    'u2-t1', 'r1-s2', 'e2-f3', 'j1-i2', 'm2-l3', 's2-r3', 't1-u2', 'a2-b1', 'u2-t3', 'b1-c2', 'p1-o2 p3>q2', 'q2-p3 o2>p1'];
  const save = ['pyramid-save 1', 'game pyramida', 'start w W:d1,h1,l1,p1,t1 B:b1,f1,j1,n1,r1', ...moves.map((m) => `move ${m}`)];
  const p = await page(chrome);
  await p.goto(server.url);
  await p.evaluate((save) => localStorage.setItem('pyramid-games:pyramida', save), save.join('\n'));
  await open(p, server.url + '#pyramida');
  assert.match(await p.textContent('.note'), /occurred 2 times/);
  await clickCell(p, 'g2');
  await clickCell(p, 'h3');
  assert.match(await p.textContent('.prompt'), /Choose where the attacked stone retreats/);
  assert.equal(await p.locator('.pyramid-board .options .option.retreat').count(), 2);
  await shoot(p, 'pyramida-retreat-after-repetition');
  assert.deepEqual(p.errors, []);
});
