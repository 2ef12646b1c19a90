// Online play in real Chromium against the real game server: two players in two browser
// contexts (and a third that watches), through the app's own screens.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browser, page, gameServer, shoot, settled, serve, violations } from './harness.mjs';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'target', 'debug', 'pyramid');

let b;
let server;
before(async () => {
  b = await browser();
  // The shortest grace period the server allows (20 s): the claim test waits for it.
  server = await gameServer(['--grace-seconds', '20']);
});
after(async () => {
  await b?.close();
  await server?.close();
});

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** Fills the invite form of `game` and creates the game; returns the invite link. */
async function invite(p, game, { seat = 'white', clock = 'none', anyone = false } = {}) {
  await p.goto(`${server.url}/#online/new/${game}`);
  await p.waitForSelector('.online.lobby form.invite');
  await p.check(`input[name=seat][value=${seat}]`);
  await p.selectOption('[data-control=clock]', clock);
  if (anyone) await p.check('[data-control=anyone]');
  await p.click('[data-action=create]');
  await p.waitForSelector('.waiting-room:not(.hidden) .invite-link');
  return p.inputValue('.invite-link');
}

/** Opens a game's link and waits for its board. */
async function open(p, link) {
  await p.goto(link);
  await p.waitForSelector('.online.play .pyramid-board');
}

const movesOf = (p) => p.locator('.history [data-move]').evaluateAll((els) => els.map((e) => e.dataset.move));

async function waitMoves(p, n) {
  await p.waitForFunction((n) => document.querySelectorAll('.history [data-move]').length === n, n, { timeout: 15000 });
}

/** Plays a move by typing it, and waits until the server has confirmed it. */
async function typeMove(p, move, count) {
  await p.waitForSelector('.pyramid-board[data-interactive="true"]');
  await p.fill('.move-input', move);
  await p.press('.move-input', 'Enter');
  await waitMoves(p, count);
  await p.waitForFunction(() => !document.querySelector('.online.play .turn')?.textContent.includes('on its way'));
}

const text = (p, selector) => p.locator(selector).first().textContent();

/** Nothing on the page scrolls sideways. */
async function fits(p, where) {
  const [scroll, width] = await p.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert.ok(scroll <= width, `${where}: the page is ${scroll} px wide in a ${width} px window`);
}

/** A request to the server's API, as any program may send it. */
async function api(path, body) {
  const response = await fetch(`${server.url}/api/${path}`, body === undefined ? {} : {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  const answer = await response.text();
  try {
    return JSON.parse(answer);
  } catch {
    throw new Error(`${path}: ${response.status} ${answer}`);
  }
}

/** A game made through the API; its creator opens it with the seat's private link. */
async function created(request) {
  const { id, token } = await api('games', request);
  return { id, seatLink: `${server.url}/#online/${id}/${token}`, link: `${server.url}/#online/${id}` };
}

/** The page, of those given, whose board takes a move now. */
async function mover(pages) {
  const ready = (p) => p.waitForSelector('.pyramid-board[data-interactive="true"]', { timeout: 10000 }).then(() => p);
  return Promise.any(pages.map(ready)).catch(() => { throw new Error('nobody to move'); });
}

/** Plays `moves` in order, each by the player whose move it is. */
async function playMoves(pages, moves) {
  let count = (await movesOf(pages[0])).length;
  for (const move of moves) {
    count += 1;
    await typeMove(await mover(pages), move, count);
  }
}

/** Plays `n` legal moves (the first the command line lists), by whoever is to move. */
async function playAny(pages, id, n) {
  for (let i = 0; i < n; i++) {
    const p = await mover(pages);
    const state = await api(`games/${id}`);
    const legal = execFileSync(cli, ['moves', state.game, state.current, ...Object.entries(state.options)
      .flatMap(([k, v]) => ['--option', `${k}=${v}`])], { encoding: 'utf8' }).trim().split('\n');
    await typeMove(p, legal[0], state.moves.length + 1);
  }
}

/** Waits until each page says the game ended, in these words. */
async function ended(pages, words) {
  for (const p of pages) {
    await p.waitForSelector(`.online.play .result:has-text("${words}")`, { timeout: 10000 });
  }
}

const idOf = (link) => link.split('#online/')[1];

async function closeAll(...pages) {
  for (const p of pages) assert.deepEqual(p.errors, [], 'no page error');
  await Promise.all(pages.map((p) => p.context().close()));
}

test('invite by link: the friend who opens it plays, a third person watches, moves go both ways', async () => {
  // Alice's page reads its QR code with jsQR, which comes in as an inline script: the
  // server's policy refuses it, so it is set aside on her page alone.
  const alice = await page(b, LAPTOP, { bypassCSP: true });
  const bob = await page(b, PHONE);
  const carol = await page(b, LAPTOP);
  const link = await invite(alice, 'pyramida', { seat: 'white', clock: '5+3' });
  assert.match(link, /#online\/[0-9a-f]+$/);
  // The waiting room: the link, Copy, a QR code, a way to cancel.
  assert.equal(await alice.locator('.waiting-room .qr path').count(), 1);
  assert.ok(await alice.isVisible('[data-action=copy-link]'));
  // The QR code reads back as the link (jsQR, a decoder of its own, reads it from pixels).
  await alice.addScriptTag({ path: createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js') });
  const read = await alice.evaluate(async () => {
    const svg = document.querySelector('.waiting-room svg.qr');
    const image = new Image();
    image.src = `data:image/svg+xml;base64,${btoa(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 400;
    const g = canvas.getContext('2d');
    g.drawImage(image, 0, 0, 400, 400);
    return window.jsQR(g.getImageData(0, 0, 400, 400).data, 400, 400)?.data;
  });
  assert.equal(read, link);
  assert.ok(await alice.isVisible('.waiting-room [data-action=abort]'));
  await shoot(alice, 'online-waiting-laptop');
  await open(bob, link);
  await bob.waitForSelector('.online.play .connection[data-state=open]');
  await bob.waitForFunction(() => document.querySelector('.presence[data-here]')?.textContent);
  await alice.waitForSelector('.waiting-room.hidden', { state: 'attached' });
  // Bob's seat is proved by his own socket's auth, which may come after the presence.
  await bob.waitForFunction(() =>
    /Black \(you\)/.test(document.querySelector('.player[data-side=black] .presence')?.textContent ?? ''));
  await open(carol, link);
  await carol.waitForSelector('.online.play .watchers:has-text("watching")');
  // Carol is neither player: no actions, a board that takes no move.
  assert.equal(await carol.getAttribute('.pyramid-board', 'data-interactive'), 'false');
  await typeMove(alice, 'd1-c2', 1);
  await waitMoves(bob, 1);
  await waitMoves(carol, 1);
  await settled(bob);
  await typeMove(bob, 'b1-a2', 2);
  await waitMoves(alice, 2);
  await waitMoves(carol, 2);
  assert.deepEqual(await movesOf(alice), await movesOf(bob));
  assert.deepEqual(await movesOf(carol), await movesOf(bob));
  // Clocks from the server's times: White's runs after Black's move.
  await alice.waitForSelector('.player[data-side=white] .clock.running');
  assert.match(await text(alice, '.player[data-side=black] .clock'), /^\d:\d\d$/);
  // Review: the board shows an earlier position while the game goes on underneath.
  await bob.click('.history [data-ply="1"]');
  await bob.waitForSelector('.review-bar:not(.hidden):has-text("Viewing move 1 of 2")');
  assert.equal(await bob.getAttribute('.pyramid-board', 'data-interactive'), 'false');
  await typeMove(alice, 'h1-g2', 3);
  await waitMoves(bob, 3);
  assert.match(await text(bob, '.review-text'), /Viewing move 1 of 3/);
  await bob.keyboard.press('End');
  await bob.waitForSelector('.review-bar.hidden', { state: 'attached' });
  assert.equal(await bob.getAttribute('.pyramid-board', 'data-position'), await alice.getAttribute('.pyramid-board', 'data-position'));
  await bob.waitForSelector('.pyramid-board[data-interactive="true"]');
  // Flip puts the other side's row under the board.
  await alice.click('[data-action=flip]');
  assert.equal(await alice.locator('.board-area > .player').first().getAttribute('data-side'), 'white');
  await alice.click('[data-action=flip]');
  await shoot(alice, 'online-live-laptop');
  await shoot(bob, 'online-live-phone');
  await fits(bob, 'a live game on a phone');
  await closeAll(alice, bob, carol);
});

/** Positions a few moves before the end, and the moves that end the game from there
 * (found by the computer playing itself with the command line). */
const ENDINGS = {
  pyramida: ['b W:r1,e2,g2,k2,o2 B:f1,j1,n1,c2,t3', ['c2-d3 e2>d1', 'd1-e2 d3>c2', 'c2-d3 e2>d1', 'd1-e2 d3>c2'], /Black wins/],
  chase: ['b W:Pb1,Ra2,Pb2,Ba3,Pb3,Pb4,Ka5,Pb5,Qaa5,Ba6,Pb6,Rc6,Na7,Nc8,Pa9,Pb9 B:Paf1,Rag1,Pae2,Naf2,Pad3,Pac4,Bad4,Pab5,Kac5,Paa6,Bab6,Pz7,Naa7,Rz8,Qy9,Pw10 clock=3',
    ['ad4-ae3', 'aa5-aa4', 'ac5-ad4', 'aa4-ab3'], /White wins/],
  pyraos: ['w W:1b1,1a2,1b2,1c2,1d2,1a3,1b4,1c4,2a1,2b2,2c2,2a3,3a1 B:1a1,1c1,1b3,1c3,1d3,1a4,2b1,2a2,2b3,3a2',
    ['1d4', '2c3', '3b2', '1d1'], /Black wins/],
  allmer: ['b W:b2,c3,c5,e5,b6 B:b4,f6,g6,a7', ['b4-a4', 'b2-e2', 'a7-d7', 'e2-e3'], /White wins/],
};

test('a whole game to its end in each of the four games, seen alike by both players and a watcher', async () => {
  for (const [game, [position, moves, result]] of Object.entries(ENDINGS)) {
    const alice = await page(b, LAPTOP);
    const bob = await page(b, PHONE);
    const carol = await page(b, LAPTOP);
    const { seatLink, link } = await created({ game, position, seat: 'white', timeControl: { minutes: 10, increment: 5 } });
    await open(alice, seatLink);
    // The seat's secret leaves the address once kept.
    await alice.waitForFunction(() => !location.hash.split('/')[2]);
    await open(bob, link);
    await alice.waitForSelector('.player[data-side=black] .presence[data-here=here]');
    await open(carol, link);
    await playMoves([alice, bob], moves);
    for (const p of [alice, bob, carol]) {
      await p.waitForSelector('.online.play .result:not(:empty)');
      assert.match(await text(p, '.online.play .result'), result, game);
      assert.equal((await movesOf(p)).length, moves.length, game);
    }
    assert.ok(await alice.isVisible('[data-action=rematch]'), 'a rematch is offered at the end');
    assert.ok(!(await carol.isVisible('[data-action=rematch]')), 'not to a watcher');
    if (game === 'chase') {
      await settled(alice);
      await settled(bob);
      await shoot(alice, 'online-end-laptop');
      await shoot(bob, 'online-end-phone');
    }
    await closeAll(alice, bob, carol);
  }
});

test('resign is asked once; a draw offered, declined, then agreed; a rematch swaps the colours', async () => {
  const alice = await page(b, LAPTOP);
  const bob = await page(b, PHONE);
  const link = await invite(alice, 'allmer', { seat: 'white' });
  await open(bob, link);
  await playAny([alice, bob], idOf(link), 2);
  await alice.click('[data-action=draw]');
  await bob.waitForSelector('.offer.question:has-text("White offers a draw")');
  await shoot(bob, 'online-draw-offer-phone');
  await bob.click('[data-action=decline-draw]');
  await alice.waitForSelector('.message:has-text("Your draw offer was declined")');
  await bob.click('[data-action=draw]');
  await alice.waitForSelector('.offer.question:has-text("Black offers a draw")');
  await shoot(alice, 'online-draw-offer-laptop');
  await alice.click('.offer.question [data-action=draw]');
  await ended([alice, bob], 'Draw: by agreement');
  // A rematch: the same game with colours swapped.
  await alice.click('[data-action=rematch]');
  await bob.waitForSelector('.offer.question:has-text("White offers a rematch")');
  await bob.click('.offer.question [data-action=rematch]');
  for (const p of [alice, bob]) {
    await p.waitForFunction((old) => location.hash !== `#online/${old}` && document.querySelector('.online.play .turn')?.textContent, idOf(link));
  }
  const second = alice.url().split('#online/')[1];
  assert.notEqual(second, idOf(link));
  assert.equal(bob.url().split('#online/')[1], second);
  await alice.waitForSelector('.player[data-side=black] .presence:has-text("(you)")');
  await bob.waitForSelector('.player[data-side=white] .presence:has-text("(you)")');
  await playAny([alice, bob], second, 2);
  // Resign asks once: No keeps the game, Yes ends it.
  await bob.click('[data-action=resign]');
  await bob.waitForSelector('.confirm:not(.hidden):has-text("Resign this game?")');
  await shoot(bob, 'online-resign-phone');
  await bob.click('[data-action=resign-no]');
  await bob.waitForSelector('.confirm.hidden', { state: 'attached' });
  assert.equal(await text(bob, '.online.play .result'), '');
  await bob.click('[data-action=resign]');
  await bob.click('[data-action=resign-yes]');
  await ended([alice, bob], 'Black wins: White resigned');
  await closeAll(alice, bob);
});

test('a takeback asked and granted; a refused move taken back with the reason; abort before both have moved', async () => {
  const alice = await page(b, LAPTOP);
  const bob = await page(b, PHONE);
  // Alice's socket can be made to spoil her next move on its way, as a refusal's cause.
  let spoil = false;
  await alice.routeWebSocket(/\/socket$/, (ws) => {
    const upstream = ws.connectToServer();
    ws.onMessage((message) => {
      const m = JSON.parse(message);
      if (spoil && m.type === 'move') {
        m.move = 'zz99';
        spoil = false;
      }
      upstream.send(JSON.stringify(m));
    });
  });
  const link = await invite(alice, 'pyraos', { seat: 'white' });
  await open(bob, link);
  await playAny([alice, bob], idOf(link), 2);
  await alice.click('[data-action=takeback]');
  await bob.waitForSelector('.offer.question:has-text("White asks to take back")');
  await bob.click('.offer.question [data-action=takeback]');
  // White's last move and Black's after it are taken back: White to move again.
  await waitMoves(alice, 0);
  await waitMoves(bob, 0);
  await alice.waitForSelector('.pyramid-board[data-interactive=true]');
  spoil = true;
  await alice.fill('.move-input', '1a1');
  await alice.press('.move-input', 'Enter');
  await alice.waitForSelector('.message:has-text("was taken back")');
  assert.match(await text(alice, '.online.play .message'), /Your move 1a1 was taken back: .+/);
  await waitMoves(alice, 0);
  await typeMove(alice, '1a1', 1);
  await waitMoves(bob, 1);
  // Before Black has moved, either side may abort.
  await bob.click('[data-action=abort]');
  await ended([alice, bob], 'aborted');
  await closeAll(alice, bob);
});

test('a change lost on its way is seen as a gap in the versions: the page asks for the state again', async () => {
  const alice = await page(b, LAPTOP);
  const bob = await page(b, PHONE);
  // Bob's socket loses the first move the server sends him, and tells what his page sends.
  let drop = false;
  const sent = [];
  await bob.routeWebSocket(/\/socket$/, (ws) => {
    const upstream = ws.connectToServer();
    ws.onMessage((message) => {
      sent.push(JSON.parse(message).type);
      upstream.send(message);
    });
    upstream.onMessage((message) => {
      if (drop && JSON.parse(message).type === 'move') {
        drop = false;
        return;
      }
      ws.send(message);
    });
  });
  const link = await invite(alice, 'allmer', { seat: 'white' });
  await open(bob, link);
  await bob.waitForSelector('.player[data-side=black] .presence:has-text("(you)")');
  drop = true;
  await playAny([alice], idOf(link), 1);
  // The next change (White aborts: Black has not moved yet) comes one version past what
  // Bob's page has: a gap.
  await alice.locator('[data-action=abort]:visible').click();
  await ended([alice, bob], 'aborted');
  await waitMoves(bob, 1);
  assert.ok(sent.includes('sync'), `the page asked for the state: ${sent}`);
  assert.deepEqual(await movesOf(bob), await movesOf(alice));
  await closeAll(alice, bob);
});

test('a dropped connection comes back by itself, without losing or repeating a move', async () => {
  const alice = await page(b, LAPTOP);
  const bob = await page(b, PHONE);
  const link = await invite(alice, 'pyramida', { seat: 'white', clock: '15+10' });
  await open(bob, link);
  await playAny([alice, bob], idOf(link), 2);
  await bob.context().setOffline(true);
  await bob.waitForSelector('.connection[data-state=lost]');
  await alice.waitForSelector('.player[data-side=black] .presence[data-here=away]');
  // Offline, Bob's page does not claim to know who is there.
  await bob.waitForSelector('.player[data-side=white] .presence[data-here=unknown]');
  await shoot(bob, 'online-offline-phone');
  // Alice moves while Bob is away; Bob sees it when he is back.
  await playAny([alice], idOf(link), 1);
  await bob.context().setOffline(false);
  await bob.waitForSelector('.connection[data-state=open]');
  await waitMoves(bob, 3);
  // Bob moves while offline: the move waits, then is sent once when he is back.
  await bob.context().setOffline(true);
  await bob.waitForSelector('.connection[data-state=lost]');
  const state = await api(`games/${idOf(link)}`);
  const legal = execFileSync(cli, ['moves', 'pyramida', state.current], { encoding: 'utf8' }).trim().split('\n');
  await bob.fill('.move-input', legal[0]);
  await bob.press('.move-input', 'Enter');
  await waitMoves(bob, 4);
  await bob.context().setOffline(false);
  await waitMoves(alice, 4);
  await bob.waitForSelector('.connection[data-state=open]');
  await bob.waitForFunction(() => !document.querySelector('.online.play .turn').textContent.includes('on its way'));
  const after = await api(`games/${idOf(link)}`);
  assert.equal(after.moves.length, 4, 'the move was played once');
  assert.deepEqual(await movesOf(alice), await movesOf(bob));
  await closeAll(alice, bob);
});

test('the server killed and restarted mid-game: both pages reconnect by themselves and the game goes on', async () => {
  const alice = await page(b, LAPTOP);
  const bob = await page(b, PHONE);
  const link = await invite(alice, 'pyraos', { seat: 'white', clock: '15+10' });
  await open(bob, link);
  await playAny([alice, bob], idOf(link), 2);
  // Both pages have both moves (Bob's own is confirmed on his page first).
  await waitMoves(alice, 2);
  const before = await movesOf(alice);
  // Each page opens a new socket of itself.
  const again = [alice, bob].map((p) => p.waitForEvent('websocket', { timeout: 20000 }));
  await server.restart();
  await Promise.all(again);
  for (const p of [alice, bob]) {
    await p.waitForSelector('.connection[data-state=open]', { timeout: 20000 });
  }
  // Every acknowledged move is there, and play goes on.
  assert.deepEqual((await api(`games/${idOf(link)}`)).moves, before);
  await playAny([alice, bob], idOf(link), 2);
  await waitMoves(alice, 4);
  await waitMoves(bob, 4);
  assert.deepEqual(await movesOf(alice), await movesOf(bob));
  await closeAll(alice, bob);
});

test('a short clock runs low and flags: the game ends on time', async () => {
  const alice = await page(b, LAPTOP);
  const bob = await page(b, PHONE);
  // 0 + 1: each side starts with 3 seconds (lichess's rule for a clock of increments only).
  const { seatLink, link } = await created({ game: 'pyramida', seat: 'white', timeControl: { minutes: 0, increment: 1 } });
  await open(alice, seatLink);
  await open(bob, link);
  await alice.waitForSelector('.player[data-side=black] .presence[data-here=here]');
  await typeMove(alice, 'd1-c2', 1);
  await bob.waitForSelector('.player[data-side=black] .clock.low.running');
  await shoot(bob, 'online-low-time-phone');
  await ended([alice, bob], 'White wins: Black ran out of time');
  assert.equal(await text(bob, '.player[data-side=black] .clock'), '0:00.0');
  await closeAll(alice, bob);
});

test('a correspondence game: the title and a notification say "your move"; resumed after a reload and on another device', async () => {
  const alice = await page(b, LAPTOP);
  const bob = await page(b, LAPTOP);
  await bob.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  // The page's notifications, recorded (the browser's own need a screen).
  await bob.addInitScript(() => {
    window.shown = [];
    window.Notification = class {
      static permission = 'default';
      static requestPermission() { window.Notification.permission = 'granted'; return Promise.resolve('granted'); }
      constructor(title, options) { window.shown.push(`${title}: ${options.body}`); }
    };
  });
  const link = await invite(alice, 'pyramida', { seat: 'white', clock: '3d' });
  await open(bob, link);
  await bob.check('[data-control=notify]');
  assert.equal(await bob.evaluate(() => window.Notification.permission), 'granted');
  // Bob's tab goes to the background; Alice moves.
  await bob.evaluate(() => {
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await typeMove(alice, 'd1-c2', 1);
  await bob.waitForFunction(() => document.title.startsWith('Your move'));
  assert.deepEqual(await bob.evaluate(() => window.shown), ['Your move: Your opponent played d1-c2 in your game of Pyramida.']);
  await bob.evaluate(() => {
    Object.defineProperty(document, 'hidden', { value: false, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await bob.waitForFunction(() => !document.title.startsWith('Your move'));
  // A correspondence clock: days and hours. Black's three days have just started: drawn in
  // the millisecond the state arrived they are whole, a moment later an hour is begun.
  assert.match(await text(bob, '.player[data-side=black] .clock'), /^(3 days 0 h|2 days 23 h)$/);
  // A reload keeps the seat.
  await bob.reload();
  await bob.waitForSelector('.online.play .turn:has-text("your move")');
  // Your games: the game, marked as Bob's move.
  await bob.goto(`${server.url}/#online`);
  await bob.waitForSelector(`.my-games .game-row.your-move[data-id="${idOf(link)}"]`);
  await shoot(bob, 'online-lobby-laptop');
  await bob.click(`.my-games .game-row[data-id="${idOf(link)}"] a`);
  await bob.waitForSelector('.online.play .turn:has-text("your move")');
  // The seat's private link opens it on another device.
  await bob.click('.seat-link summary');
  await bob.click('[data-action=copy-seat]');
  // The page writes the clipboard by a promise it does not wait for: read once it holds
  // the seat's link.
  await bob.waitForFunction(async () => /#online\/.+\/[0-9a-f]{32,}$/.test(await navigator.clipboard.readText()));
  const seatLink = await bob.evaluate(() => navigator.clipboard.readText());
  assert.match(seatLink, new RegExp(`#online/${idOf(link)}/[0-9a-f]{32,}$`));
  const phone = await page(b, PHONE);
  await open(phone, seatLink);
  await phone.waitForSelector('.online.play .turn:has-text("your move")');
  await phone.waitForFunction((id) => location.hash === `#online/${id}`, idOf(link));
  await typeMove(phone, 'b1-a2', 2);
  await waitMoves(alice, 2);
  await waitMoves(bob, 2);
  await shoot(phone, 'online-correspondence-phone');
  await closeAll(alice, bob, phone);
});

test('open games are listed live and joined with one click; games being played can be watched', async () => {
  const alice = await page(b, PHONE);
  const bob = await page(b, PHONE);
  const carol = await page(b, PHONE);
  await bob.goto(`${server.url}/#online`);
  await bob.waitForSelector('.open-games .game-list');
  const link = await invite(alice, 'chase', { seat: 'black', clock: '10+5', anyone: true });
  await shoot(alice, 'online-waiting-phone');
  await fits(alice, 'the waiting room on a phone');
  const id = idOf(link);
  // Bob's list learns of it without a reload.
  await bob.waitForSelector(`.open-games .game-row[data-id="${id}"]`, { timeout: 10000 });
  assert.match(await text(bob, `.open-games .game-row[data-id="${id}"]`), /Pyramid Chase.*10 \+ 5.*Black waits: you play White/);
  await shoot(bob, 'online-lobby-phone');
  await fits(bob, 'the lobby on a phone');
  await bob.click(`.open-games .game-row[data-id="${id}"] a`);
  await bob.waitForSelector('.player[data-side=white] .presence:has-text("(you)")');
  await carol.goto(`${server.url}/#online`);
  await carol.waitForSelector(`.playing-games .game-row[data-id="${id}"]`, { timeout: 10000 });
  await carol.click(`.playing-games .game-row[data-id="${id}"] a`);
  await carol.waitForSelector('.online.play .pyramid-board');
  await alice.waitForSelector('.watchers:has-text("1 watching")');
  assert.equal(await carol.getAttribute('.pyramid-board', 'data-interactive'), 'false');
  await closeAll(alice, bob, carol);
});

test('an opponent gone past the grace period: Keep waiting, then Claim victory', async () => {
  const alice = await page(b, LAPTOP);
  const bob = await page(b, PHONE);
  const link = await invite(alice, 'allmer', { seat: 'white', clock: '10+5' });
  await open(bob, link);
  await playAny([alice, bob], idOf(link), 2);
  await bob.context().close();
  await alice.waitForSelector('.claim:not(.hidden):has-text("You can claim victory in")');
  await alice.waitForSelector('.claim [data-action=claim]:visible', { timeout: 60000 });
  await shoot(alice, 'online-claim-laptop');
  await alice.click('[data-action=keep-waiting]');
  await alice.waitForSelector('.claim:has-text("You can claim victory in")');
  await alice.click('.claim [data-action=claim]', { timeout: 60000 });
  await alice.waitForSelector('.online.play .result:has-text("White wins: Black left the game")');
  await closeAll(alice);
});

test('Play online from a game screen: that game, and the position on the board as the start', async () => {
  const alice = await page(b, PHONE);
  await alice.goto(`${server.url}/#allmer`);
  await alice.waitForSelector('.game .pyramid-board');
  await alice.fill('.move-input', 'a1-a2');
  await alice.press('.move-input', 'Enter');
  await alice.waitForSelector('.history [data-move]');
  const position = await alice.getAttribute('.pyramid-board', 'data-position');
  await alice.click('.online-link');
  await alice.waitForSelector('.online.lobby form.invite');
  assert.equal(await alice.inputValue('[data-control=game]'), 'allmer');
  await alice.selectOption('[data-control=start]', 'board');
  assert.match(await text(alice, '[data-control=start] option:checked'), /The position on your board \(after 1 move\)/);
  await alice.click('[data-action=create]');
  await alice.waitForSelector('.waiting-room:not(.hidden)');
  const state = await api(`games/${alice.url().split('#online/')[1]}`);
  assert.equal(state.position, position);
  // The picker's cards lead there too.
  await alice.goto(`${server.url}/#`);
  await alice.click('.card-action.online-only[href="#online/new/pyraos"]');
  await alice.waitForSelector('.online.lobby form.invite');
  assert.equal(await alice.inputValue('[data-control=game]'), 'pyraos');
  await closeAll(alice);
});

test('served without the game server (a static host), no online option shows and an online address says why', async () => {
  const site = await serve();
  const p = await page(b, LAPTOP);
  await p.goto(site.url);
  await p.waitForSelector('.picker .card');
  // Once the page knows it came from a static host.
  await p.waitForSelector('html[data-host="static"]', { state: 'attached' });
  assert.equal(await p.locator('.online-only:visible').count(), 0);
  await p.goto(`${site.url}#pyramida`);
  await p.waitForSelector('.game .pyramid-board');
  assert.equal(await p.locator('.online-link:visible').count(), 0);
  // Link play is as it was.
  assert.equal(await p.locator('[data-action=share]').count(), 1);
  await p.goto(`${site.url}#online`);
  await p.waitForSelector('.message.error:has-text("needs the game server")');
  // Served by the game server, the options show.
  const q = await page(b, LAPTOP);
  await q.goto(`${server.url}/`);
  await q.waitForSelector('.picker .card');
  await q.waitForSelector('.picker .online-only:visible');
  await q.goto(`${server.url}/#pyraos`);
  await q.waitForSelector('.online-link:visible');
  await site.close();
  await closeAll(p, q);
});

for (const colorScheme of ['light', 'dark']) {
  test(`no WCAG A/AA violation on the online screens, ${colorScheme}`, async () => {
    const check = async (p, where) => assert.deepEqual(await violations(p), [], where);
    // axe-core comes in as an inline script, which the server's policy refuses: set
    // aside for this accessibility check alone.
    const alice = await page(b, LAPTOP, { colorScheme, bypassCSP: true });
    const bob = await page(b, PHONE, { colorScheme, bypassCSP: true });
    await alice.goto(`${server.url}/#online`);
    await alice.waitForSelector('.open-games .game-list');
    await check(alice, 'lobby');
    const link = await invite(alice, 'pyraos', { seat: 'white', clock: '5+3' });
    await check(alice, 'waiting room');
    await open(bob, link);
    await playAny([alice, bob], idOf(link), 2);
    await alice.click('[data-action=draw]');
    await bob.waitForSelector('.offer.question');
    await check(bob, 'an offer');
    await alice.click('[data-action=resign]');
    await check(alice, 'resign asked');
    await alice.click('[data-action=resign-yes]');
    await bob.waitForSelector('.online.play .result:not(:empty)');
    await check(bob, 'the end');
    if (colorScheme === 'dark') await shoot(bob, 'online-end-dark-phone');
    await closeAll(alice, bob);
  });
}

