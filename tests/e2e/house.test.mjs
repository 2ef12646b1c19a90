// Nobody waits alone, in real Chromium against the real game server and a real house bot
// (pyramid-house, playing through the lichess-compatible API): a player's quick-pairing
// seek says when a house bot will play them, and after 20 s without a person the bot
// takes it; the game opens with House-Normal beside the board and the bot answers a move.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browser, page, gameServer, shoot } from './harness.mjs';

const KEY = `e2e-house-${process.pid}`;
const here = dirname(fileURLToPath(import.meta.url));
let b;
let server;
let bot;
before(async () => {
  b = await browser();
  server = await gameServer(['--house-key', KEY]);
  const data = await mkdtemp(join(tmpdir(), 'pyramid-house-'));
  const exe = join(here, '..', '..', 'target', 'debug', 'pyramid-house');
  bot = spawn(exe, [server.url, 'House-Normal', '--level', 'easy', '--data', data],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PYRAMID_HOUSE_KEY: KEY } });
});
after(async () => {
  bot?.kill('SIGKILL');
  await b?.close();
  await server?.close();
});

const PASSWORD = 'correct horse battery';

test('a seek nobody answers says when a house bot will play, and the bot then does', async () => {
  // The bot is online once its event stream is open (it signs itself up first).
  for (let i = 0; ; i++) {
    const online = await fetch(`${server.url}/api/bot/online`).then((r) => r.text());
    if (online.includes('House-Normal')) break;
    assert.ok(i < 600, 'the house bot came online');
    await new Promise((ok) => setTimeout(ok, 50));
  }
  const phone = await page(b, { width: 390, height: 844 });
  const name = `Ann_${Math.random().toString(36).slice(2, 8)}`;
  await phone.goto(`${server.url}/#online/account`);
  await phone.fill('form.sign-up [name=username]', name);
  await phone.fill('form.sign-up [name=password]', PASSWORD);
  await phone.click('form.sign-up button[type=submit]');
  await phone.waitForSelector('.online.lobby .quick-pairing');
  await phone.waitForSelector('[data-control=pair-rated]:not([disabled]):checked');
  await phone.click('.pairing-grid [data-clock="3+2"]');
  await phone.waitForSelector('.pairing-status [role=status]:has-text("a house bot will play you in")');
  const said = await phone.textContent('.pairing-status [role=status]');
  const seconds = Number(said.match(/in (\d+) s/)[1]);
  assert.ok(seconds > 0 && seconds <= 20, said);
  await shoot(phone, 'house-seeking-390');
  // Past 20 s the bot takes the seek: the game opens, the bot's name beside the board.
  await phone.waitForSelector('.online.play .pyramid-board', { timeout: 60_000 });
  await phone.waitForSelector('.who a.player-name:text-is("House-Normal")');
  assert.match(await phone.textContent('.online.play .terms'), /3 \+ 2.*rated/);
  await shoot(phone, 'house-game-390');
  await phone.close();
});
