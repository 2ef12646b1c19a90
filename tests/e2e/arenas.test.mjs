// Arena tournaments in the app, in real Chromium against the real game server: three
// players in three browser contexts (two wide screens and a phone) join an arena from
// its page, found in the lobby's list. The server pairs two of them: their games open by
// themselves; one goes berserk; one resigns, both go back to the arena's page by
// themselves, and the standings show the winner's 2 points. The third is paired next.
// A player pauses (and is shown paused); the creator ends the arena and every page
// shows the podium. axe-core on the lobby and the arena's page; screenshots at
// 1280 × 800 and 390 × 844, and the page in the other four languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browser, page, gameServer, shoot, signUp as signUpAt, violations } from './harness.mjs';

const PASSWORD = 'correct horse battery';
const KEY = `e2e-arenas-${process.pid}`;
const here = dirname(fileURLToPath(import.meta.url));
let b;
let server;
before(async () => {
  b = await browser();
  // No hourly arenas: the lobby lists the test's own.
  server = await gameServer(['--hourly-arena-minutes', '0', '--house-key', KEY]);
});
after(async () => {
  await b?.close();
  await server?.close();
});

const unique = (prefix) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

/** A request of the lichess API with the page's session, as the app makes them. */
const api = (p, method, path, form) => p.evaluate(async ({ method, path, form }) => {
  // With a session, a body is JSON (a cross-site form cannot send it).
  const init = method === 'GET' ? { method }
    : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(form ?? {}) };
  const r = await fetch(`/api/${path}`, init);
  return { status: r.status, body: await r.json() };
}, { method, path, form });

/** The game id in a page's address, once its game screen is shown. */
const gameOf = (p) => p.evaluate(() => {
  const m = location.hash.match(/^#online\/([A-Za-z0-9]+)$/);
  return m && document.querySelector('.online.play .board-area') ? m[1] : null;
});

/** Waits until `count` of `pages` are on a game screen; those pages and their games. */
async function inGames(pages, count) {
  for (;;) {
    const games = await Promise.all(pages.map(gameOf));
    const playing = pages.map((p, i) => [p, games[i]]).filter(([, g]) => g);
    if (playing.length >= count) return playing;
    await pages[0].waitForTimeout(100);
  }
}

/** A move each in the Pyraos game shown on `pages` (two players), typed by whoever's
 * board takes input (the colours are drawn by the pairing). */
async function aMoveEach(pages) {
  for (const [i, move] of ['1a1', '1d4'].entries()) {
    const count = i + 1;
    let mover = null;
    while (!mover) {
      for (const p of pages) {
        if (await p.$('.online.play .pyramid-board[data-interactive="true"]')) mover = p;
      }
      if (!mover) await pages[0].waitForTimeout(50);
    }
    await mover.fill('.move-input', move);
    await mover.press('.move-input', 'Enter');
    for (const p of pages) await p.waitForFunction((n) => document.querySelectorAll('.history [data-move]').length === n, count);
  }
}

/** A player's points as their page's standings show them. */
const pointsOn = (p, name) => p.evaluate((name) => {
  const row = [...document.querySelectorAll('.standings tbody tr')]
    .find((r) => r.querySelector('.player-name')?.textContent === name);
  return row ? Number(row.querySelector('td.score').textContent) : null;
}, name);

test('three players join an arena, are paired, play, and see the standings change on every page', async () => {
  const ann = await page(b, { width: 1280, height: 800 }, { bypassCSP: true });
  const bob = await page(b, { width: 390, height: 844 }, { bypassCSP: true });
  const cy = await page(b, { width: 1280, height: 800 }, { bypassCSP: true });
  const names = [unique('Ann_'), unique('Bob_'), unique('Cy_')];
  const players = [ann, bob, cy];
  for (const [i, p] of players.entries()) await signUpAt(p, server.url, names[i], PASSWORD);

  // Ann makes two arenas, as a lichess client would: one that runs now, one in five minutes.
  const make = async (form) => {
    const made = await api(ann, 'POST', 'tournament', {
      clockTime: 3, clockIncrement: 2, minutes: 60, variant: 'pyraos', ...form,
    });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    return made.body.id;
  };
  const id = await make({ name: 'Friday', waitMinutes: 0, berserkable: true });
  const later = await make({ name: 'Later', waitMinutes: 5 });

  // The lobby lists both; a link opens an arena's page, counting down to its start.
  await ann.goto(`${server.url}/#online`);
  const listed = (id) => `.arenas .arena-list li[data-id="${id}"]`;
  await ann.waitForSelector(`${listed(later)}:has-text("Later Arena")`);
  assert.match(await ann.textContent(listed(id)), /Friday Arena.*Pyraos.*3 \+ 2.*60 minutes.*rated.*ends in 60 minutes.*0 players/s);
  assert.match(await ann.textContent(listed(later)), /starts in 5 minutes/);
  assert.deepEqual(await violations(ann), []);
  await ann.$eval('.arenas', (e) => e.scrollIntoView());
  await shoot(ann, 'arena-lobby-1280');
  await ann.click(`${listed(later)} a`);
  await ann.waitForSelector('.arena-page .countdown:has-text("Starts in 4:")');
  await ann.waitForSelector('.arena-page .standings td:has-text("Nobody has joined yet.")');
  // Before the start: Join, then Withdraw.
  await ann.click('.arena-action[data-act="arena-join"]');
  await ann.click('.arena-action[data-act="arena-withdraw"]');
  await ann.waitForSelector('.arena-action[data-act="arena-join"]');

  // Everyone joins the running one from its page. Two are paired at once: their games
  // open by themselves; the third waits on the page, which counts down to the end.
  const joinedOrPlaying = () => document.querySelector('.arena-action[data-act="arena-pause"]')
    || document.querySelector('.online.play .board-area');
  for (const p of players) {
    await p.goto(`${server.url}/#online/tournament/${id}`);
    await p.click('.arena-action[data-act="arena-join"]');
    await p.waitForFunction(joinedOrPlaying);
  }
  const first = await inGames(players, 2);
  const [winner, loser] = first.map(([p]) => p);
  const waiting = players.find((p) => !first.some(([q]) => q === p));
  assert.equal(first[0][1], first[1][1], 'both in the same game');
  await waiting.waitForFunction(() => document.querySelectorAll('.standings tbody tr .player-name').length === 3);
  await waiting.waitForSelector('.arena-page .countdown:has-text("Ends in 5")');
  await waiting.waitForSelector('.arena-me:has-text("You are number")');
  assert.deepEqual(await violations(waiting), []);
  await waiting.setViewportSize({ width: 390, height: 844 });
  await shoot(waiting, 'arena-running-390');
  await waiting.setViewportSize({ width: 1280, height: 800 });
  await shoot(waiting, 'arena-running-1280');

  // The winner-to-be goes berserk before their first move: both pages mark it, and
  // their clock is halved (3 + 2 to 1:30, no increment).
  await winner.click('[data-action=berserk]');
  for (const p of [winner, loser]) await p.waitForSelector('.online.play .who .berserk');
  assert.equal(await winner.isVisible('[data-action=berserk]'), false, 'once');
  assert.equal(await loser.isVisible('[data-action=berserk]'), true, 'the other may too');
  // One resigns: both go back to the arena's page by themselves, and every page's
  // standings show the winner's 2 points.
  await loser.waitForSelector('.online.play .arena-link');
  await aMoveEach([winner, loser]);
  await shoot(loser, 'arena-game');
  await loser.click('[data-action=resign]');
  await loser.click('[data-action=resign-yes]');
  const winnerName = names[players.indexOf(winner)];
  const loserName = names[players.indexOf(loser)];
  // (The other two may be paired again at once, their pages off to the game: the loser,
  // whose last opponent is the only other free player, stays.)
  await loser.waitForSelector('.arena-page .standings', { timeout: 20000 });
  await loser.waitForFunction((name) => [...document.querySelectorAll('.standings tbody tr')]
    .some((r) => r.querySelector('.player-name')?.textContent === name && r.querySelector('td.score').textContent === '2'), winnerName);
  assert.equal(await pointsOn(loser, loserName), 0);

  // The next pairing, at once: the winner and the player who waited (the loser's last
  // opponent is the winner); the winner's page opens the new game.
  const second = await inGames([winner, waiting], 2);
  assert.notEqual(second[0][1], first[0][1]);
  // The loser, alone and free, pauses: shown paused, points kept.
  await loser.click('.arena-action[data-act="arena-pause"]');
  await loser.waitForSelector('.arena-action[data-act="arena-join"]');
  await loser.waitForSelector('.arena-me:has-text("paused")');
  await loser.waitForSelector('.standings .badge.paused');

  // The creator ends it while the game is under way: it finishes and counts. The
  // winner resigns it; every page shows the podium and no button.
  const ended = await api(ann, 'POST', `tournament/${id}/terminate`);
  assert.equal(ended.status, 200, JSON.stringify(ended.body));
  await aMoveEach([winner, waiting]);
  await winner.click('[data-action=resign]');
  await winner.click('[data-action=resign-yes]');
  for (const p of players) {
    await p.waitForSelector('.arena-page .podium li.place-1', { timeout: 20000 });
    await p.waitForSelector('.arena-page .countdown:has-text("Finished")');
    assert.equal(await p.isVisible('.arena-action'), false);
  }
  for (const p of players) {
    const scores = await Promise.all(names.map((n) => pointsOn(p, n)));
    assert.deepEqual(scores.sort(), [0, 2, 2], 'two wins of 2 points, the same on every page');
  }
  // Over: no pause or streak is said, as no game comes next.
  assert.equal(await loser.textContent('.arena-me'), 'You are number 3 with 0 points.');
  assert.match(await ann.textContent('.podium .place-1'), /First.*2 points/s);
  assert.deepEqual(await violations(ann), []);
  await shoot(ann, 'arena-podium-1280');
  await shoot(bob, 'arena-podium-390');

  // A guest is offered to sign in first; an arena that does not exist is said so.
  const guest = await page(b, { width: 390, height: 844 });
  await guest.goto(`${server.url}/#online/tournament/${later}`);
  await guest.waitForSelector('.arena-action[data-act="arena-sign-in"]:has-text("Sign in to join")');
  await guest.click('.arena-action');
  await guest.waitForSelector('form.sign-up');
  await guest.goto(`${server.url}/#online/tournament/nosuch`);
  await guest.waitForSelector('.arena-page .message:has-text("No such tournament")');
  assert.equal(await guest.textContent('.arena-page h1'), 'Arena');
  await guest.context().close();

  // In the other four languages, on a phone.
  await cy.setViewportSize({ width: 390, height: 844 });
  for (const [lang, finished, standings] of [['de', 'Beendet', 'Tabelle'], ['fr', 'Terminée', 'Classement'],
    ['cs', 'Skončila', 'Pořadí'], ['sv', 'Avslutad', 'Tabell']]) {
    await cy.evaluate((lang) => localStorage.setItem('pyramid-lang', lang), lang);
    await cy.reload();
    await cy.waitForSelector(`.arena-page .countdown:has-text("${finished}")`);
    await cy.waitForSelector(`.arena-page .standings caption:has-text("${standings}")`);
    await cy.click('.arena-rules summary');
    await shoot(cy, `arena-podium-${lang}-390`);
  }
  for (const p of players) await p.context().close();
});

test('a player alone in an arena is joined by a house bot, which plays them through the API', async () => {
  // House-Easy, the real program, started only now: the first test's arena had people enough.
  const data = await mkdtemp(join(tmpdir(), 'pyramid-house-'));
  const bot = spawn(join(here, '..', '..', 'target', 'debug', 'pyramid-house'),
    [server.url, 'House-Easy', '--level', 'easy', '--data', data],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PYRAMID_HOUSE_KEY: KEY } });
  try {
    const dee = await page(b, { width: 390, height: 844 }, { bypassCSP: true });
    const name = unique('Dee_');
    await signUpAt(dee, server.url, name, PASSWORD);
    const made = await api(dee, 'POST', 'tournament', {
      name: 'Lonely', clockTime: 3, clockIncrement: 2, minutes: 30, waitMinutes: 0, variant: 'pyraos',
    });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    await dee.goto(`${server.url}/#online/tournament/${made.body.id}`);
    await dee.click('.arena-action[data-act="arena-join"]');
    // The bot joins, the two are paired, and Dee's game opens by itself.
    await dee.waitForSelector('.online.play .who a.player-name:text-is("House-Easy")', { timeout: 20000 });
    // A move each (the bot answers), then Dee resigns.
    const moves = () => document.querySelectorAll('.history [data-move]').length;
    for (const count of [1, 2]) {
      // Dee's turn, or the bot has moved.
      await dee.waitForFunction((n) => document.querySelector('.online.play .pyramid-board[data-interactive="true"]')
        || document.querySelectorAll('.history [data-move]').length >= n, count, { timeout: 20000 });
      if (await dee.evaluate(moves) < count) {
        const played = await dee.$$eval('.history [data-move]', (ms) => ms.map((m) => m.textContent));
        await dee.fill('.move-input', ['1a1', '1d4', '1b2'].find((m) => !played.some((p) => p.includes(m))));
        await dee.press('.move-input', 'Enter');
      }
      await dee.waitForFunction((n) => document.querySelectorAll('.history [data-move]').length >= n, count, { timeout: 20000 });
    }
    const first = await dee.evaluate(() => location.hash);
    await dee.click('[data-action=resign]');
    await dee.click('[data-action=resign-yes]');
    // Back to the arena, where the two, both free, are paired again at once: the next
    // game opens by itself. The bot has the win's 2 points.
    await dee.waitForFunction((first) => location.hash !== first && /^#online\/[A-Za-z0-9]+$/.test(location.hash)
      && document.querySelector('.online.play .who a.player-name'), first, { timeout: 20000 });
    const standings = await api(dee, 'GET', `tournament/${made.body.id}`);
    const bot = standings.body.standing.players.find((p) => p.name === 'House-Easy');
    assert.equal(bot?.score, 2, JSON.stringify(standings.body));
    // Dee, its creator, ends the arena and aborts the game under way (nobody has moved):
    // back on the arena's page, the podium.
    assert.equal((await api(dee, 'POST', `tournament/${made.body.id}/terminate`)).status, 200);
    await dee.click('[data-action=abort]');
    await dee.waitForSelector('.arena-page .podium li.place-1:has-text("House-Easy")', { timeout: 20000 });
    await shoot(dee, 'arena-house-bot-390');
    await dee.context().close();
  } finally {
    bot.kill('SIGKILL');
  }
});

test('the standings of many players come in pages of ten', async () => {
  // Twelve players joined through the API (a session each, as the app's requests are).
  const headers = { 'Content-Type': 'application/json', Origin: server.url };
  const session = async (name) => {
    const made = await fetch(`${server.url}/api/account`, { method: 'POST', headers, body: JSON.stringify({ username: name, password: PASSWORD }) });
    assert.equal(made.status, 201, await made.text());
    return made.headers.get('set-cookie').split(';')[0];
  };
  const names = Array.from({ length: 12 }, (_, i) => unique(`P${String(i).padStart(2, '0')}_`));
  const cookies = [];
  for (const name of names) cookies.push(await session(name));
  const made = await fetch(`${server.url}/api/tournament`, { method: 'POST', headers: { ...headers, Cookie: cookies[0] },
    body: JSON.stringify({ name: 'Crowd', clockTime: 3, clockIncrement: 2, minutes: 30, waitMinutes: 10, variant: 'pyramida' }) });
  const id = (await made.json()).id;
  for (const cookie of cookies) {
    const joined = await fetch(`${server.url}/api/tournament/${id}/join`, { method: 'POST', headers: { ...headers, Cookie: cookie }, body: '{}' });
    assert.equal(joined.status, 200);
  }
  const p = await page(b, { width: 390, height: 844 }, { bypassCSP: true });
  await p.goto(`${server.url}/#online/tournament/${id}`);
  await p.waitForSelector('.arena-page .pages .page:has-text("Page 1 of 2")');
  assert.equal(await p.$$eval('.standings tbody tr', (rows) => rows.length), 10);
  assert.equal(await p.isDisabled('.pages [data-page="-1"]'), true);
  await p.click('.pages [data-page="1"]');
  await p.waitForSelector('.arena-page .pages .page:has-text("Page 2 of 2")');
  await p.waitForFunction(() => document.querySelectorAll('.standings tbody tr').length === 2);
  assert.equal(await p.textContent('.standings tbody tr:first-child td.rank'), '11');
  assert.equal(await p.isDisabled('.pages [data-page="1"]'), true);
  await shoot(p, 'arena-pages-390');
  await p.context().close();
});
