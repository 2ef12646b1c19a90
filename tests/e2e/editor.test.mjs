// The board editor: a position built by clicks and drags in each game, the game's own
// error for an invalid one, moves tried from it, and what it gives away (the position
// text, an embed snippet that mounts the same position, a game in the app).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, page, clickCell, settled, shoot } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

const EDITOR = '.editor-board';

async function openEditor(p, hash) {
  await p.goto(server.url + '#' + hash);
  await p.waitForSelector(`${EDITOR}[data-drawn] .cells`);
}

/** Picks a palette tool (`w`, `b`, a side and a letter such as `wK`, or `none`). */
async function tool(p, piece) {
  await p.click(`.editor .tool[data-piece="${piece}"]`);
}

const position = (p) => p.inputValue('.editor textarea[data-control="position"]');
const status = (p) => p.textContent('.editor-status');

/** For each game: the pieces to put, the text they make, and a move legal in it. */
const BUILDS = {
  pyramida: { puts: [['w', 'd1'], ['w', 'h1'], ['b', 'b1']], text: 'w W:d1,h1 B:b1', move: ['d1', 'e2'] },
  chase: { puts: [['wK', 'a1'], ['wR', 'b9'], ['bK', 'a20']], text: 'w W:Ka1,Rb9 B:Ka20', move: ['b9', 'a9'] },
  pyraos: { puts: [['w', '1a1'], ['w', '1b1'], ['b', '1a2'], ['b', '1b2'], ['b', '2a1']], text: 'w W:1a1,1b1 B:1a2,1b2,2a1', move: ['1c1'] },
  allmer: { puts: [['w', 'a1'], ['w', 'b1'], ['w', 'c1'], ['w', 'd1'], ['b', 'a7'], ['b', 'b7'], ['b', 'c7'], ['b', 'd7']], text: 'w W:a1,b1,c1,d1 B:a7,b7,c7,d7', move: ['a1', 'a2'] },
};

for (const [game, build] of Object.entries(BUILDS)) {
  test(`${game}: a position built in the editor, checked by the game, tried and taken away`, async () => {
    const p = await page(chrome);
    const errors = [];
    p.on('pageerror', (e) => errors.push(e.message));
    await openEditor(p, `edit/${game}`);
    assert.match(await status(p), /^A valid position/, 'it opens on the start position');
    await p.click('button[data-action="empty"]');
    assert.match(await position(p), /^w W: B:$/);
    for (const [piece, cell] of build.puts) {
      await tool(p, piece);
      await clickCell(p, cell, EDITOR);
    }
    assert.equal(await position(p), build.text);
    assert.match(await status(p), /^A valid position\. White to move; \d+ legal moves?\./);

    // The same piece again takes it away; the game says what is wrong, in its words.
    const [lastPiece, lastCell] = build.puts.at(-1);
    await tool(p, lastPiece);
    await clickCell(p, lastCell, EDITOR);
    assert.notEqual(await position(p), build.text);
    await clickCell(p, lastCell, EDITOR);
    assert.equal(await position(p), build.text);

    // Black to move, then back.
    await p.selectOption('.editor select[data-control="side"]', 'Black');
    assert.match(await position(p), /^b /);
    await p.selectOption('.editor select[data-control="side"]', 'White');

    // Moves tried from the position go into the snippet.
    await p.click('button[data-action="try"]');
    await p.waitForSelector('.editor .board-area .pyramid-board[data-game] .cells');
    for (const cell of build.move) await clickCell(p, cell, '.editor .board-area .pyramid-board');
    await settled(p, '.editor .board-area .pyramid-board');
    assert.match(await p.textContent('.editor .trial-moves'), /^Moves: /);
    const snippet = await p.inputValue('.editor textarea[data-control="snippet"]');
    assert.match(snippet, new RegExp(`data-game="${game}"`));
    assert.match(snippet, /data-moves="[^"]+"/);
    await shoot(p, `editor-${game}`);

    // The snippet, pasted into another page, mounts the same position and moves.
    const other = await page(chrome);
    const pasted = server.url + 'test-pages/pasted.html';
    await other.route(pasted, (route) => route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>A rules page</title></head><body>${snippet}</body></html>`,
    }));
    await other.goto(pasted);
    await other.waitForSelector('.pyramid-embed[data-state="ready"]');
    await other.click('.pyramid-embed button[data-action="first"]');
    await settled(other);
    assert.equal(await other.getAttribute('.pyramid-embed .pyramid-board', 'data-position'), build.text);
    await other.close();

    // Open as a game: the app plays on from the position and the moves tried.
    await p.click('button[data-action="open"]');
    await p.waitForSelector('.game:not(.editor) .pyramid-board .cells');
    assert.equal((await p.locator('.history [data-move]').count()), 1);
    await p.click('button[data-action="undo"]');
    await settled(p);
    assert.equal(await p.getAttribute('.pyramid-board', 'data-position'), build.text);
    assert.deepEqual(errors, []);
    await p.context().close();
  });
}

test('an invalid position gives the game\'s own message; bad text and a bad region change nothing', async () => {
  const p = await page(chrome);
  await openEditor(p, 'edit/chase');
  await p.click('button[data-action="empty"]');
  await tool(p, 'wK');
  await clickCell(p, 'a1', EDITOR);
  const text = await position(p);
  assert.match(await status(p), /^Not a valid position: .*King/);
  assert.ok(await p.locator('button[data-action="open"][disabled]').count() === 1, 'nothing to open');
  await shoot(p, 'editor-invalid');

  // A malformed position pasted in is refused, and the board keeps what it had.
  await p.fill('.editor textarea[data-control="position"]', 'w W:Kzz99 B:Ka20');
  await p.click('button[data-action="load"]');
  assert.match(await p.textContent('.editor .error'), /^Not loaded: .*zz99/);
  assert.equal(await p.getAttribute(EDITOR, 'data-position'), text);
  // A good one loads.
  await p.fill('.editor textarea[data-control="position"]', 'b W:Ka1,Rb9 B:Ka20 clock=7');
  await p.click('button[data-action="load"]');
  assert.equal(await position(p), 'b W:Ka1,Rb9 B:Ka20 clock=7');
  assert.equal(await p.inputValue('.editor input[data-field="clock"]'), '7');
  // A field of the position is read when it changes.
  await p.fill('.editor input[data-field="clock"]', '9');
  await p.press('.editor input[data-field="clock"]', 'Tab');
  assert.equal(await position(p), 'b W:Ka1,Rb9 B:Ka20 clock=9');
  await p.fill('.editor input[data-field="clock"]', '7');
  await p.press('.editor input[data-field="clock"]', 'Tab');
  assert.equal(await position(p), 'b W:Ka1,Rb9 B:Ka20 clock=7');

  // Dragging a piece moves it; dragging it off the board takes it away.
  const drag = async (fromCell, to) => {
    const a = await p.locator(`${EDITOR} .cells [data-cell="${fromCell}"]`).boundingBox();
    await p.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await p.mouse.down();
    await p.mouse.move(a.x + 20, a.y + 10, { steps: 4 });
    await p.mouse.move(to.x, to.y, { steps: 6 });
    await p.mouse.up();
  };
  const c9 = await p.locator(`${EDITOR} .cells [data-cell="c9"]`).boundingBox();
  await drag('b9', { x: c9.x + c9.width / 2, y: c9.y + c9.height / 2 });
  assert.equal(await position(p), 'b W:Ka1,Rc9 B:Ka20 clock=7');
  await drag('c9', { x: 1200, y: 780 });
  assert.equal(await position(p), 'b W:Ka1 B:Ka20 clock=7');

  // A region for the diagram: good ones go into the snippet, a bad one is named.
  await p.fill('.editor input[data-control="view"]', 'around a1 4');
  assert.match(await p.inputValue('.editor textarea[data-control="snippet"]'), /data-view="around a1 4"/);
  assert.ok((await p.locator(`${EDITOR} .cells .outside`).count()) > 400, 'the rest of the board is faded');
  await p.fill('.editor input[data-control="view"]', 'around q99 4');
  assert.match(await p.textContent('.editor [role="alert"]:not(:empty)'), /'q99' is not a cell of Pyramid Chase/);
  assert.match(await p.inputValue('.editor textarea[data-control="snippet"]'), /data-view="around a1 4"/);
  await p.context().close();
});

test('the game screen opens the editor on the game as it stands', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '#allmer');
  await p.waitForSelector('.pyramid-board .cells');
  await clickCell(p, 'a1');
  await clickCell(p, 'a2');
  await settled(p);
  const played = await p.getAttribute('.pyramid-board', 'data-position');
  await p.click('.position summary');
  await p.click('button[data-action="edit-position"]');
  await p.waitForSelector(`${EDITOR}[data-drawn] .cells`);
  assert.equal(await position(p), played);
  await p.click('button[data-action="start"]');
  assert.notEqual(await position(p), played);
  await p.click('button[data-action="current"]');
  assert.equal(await position(p), played);
  // A damaged link says so, and the editor opens on what could be read.
  await openEditor(p, 'edit/chase?m=%25%25zz');
  assert.match(await p.textContent('.editor .message'), /^The link could not be read whole \(link, move 1: .*\)/);
  assert.match(await status(p), /^A valid position/);
  await p.context().close();
});
