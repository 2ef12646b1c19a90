// Challenges by name in the app, in real Chromium against the real game server: Ann
// challenges Bob from his profile, Bob sees a notice of it on the game picker (another
// browser context, a phone), opens his lobby from it and accepts, and both are taken to the game, each in their own seat; a second
// challenge Bob declines, which Ann reads. Then Ann challenges the house bot House-Easy
// by name from the lobby (a real pyramid-house through the lichess API), which accepts.
// axe-core on the lobby and the profile with the challenges shown.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browser, page, gameServer, shoot, signUp as signUpAt, violations } from './harness.mjs';

const KEY = `e2e-challenges-${process.pid}`;
const here = dirname(fileURLToPath(import.meta.url));
const PASSWORD = 'correct horse battery';
let b;
let server;
let bot;
before(async () => {
  b = await browser();
  server = await gameServer(['--house-key', KEY]);
  const data = await mkdtemp(join(tmpdir(), 'pyramid-house-'));
  bot = spawn(join(here, '..', '..', 'target', 'debug', 'pyramid-house'),
    [server.url, 'House-Easy', '--level', 'easy', '--data', data],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PYRAMID_HOUSE_KEY: KEY } });
});
after(async () => {
  bot?.kill('SIGKILL');
  await b?.close();
  await server?.close();
});

const unique = (prefix) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

const signUp = (p, name) => signUpAt(p, server.url, name, PASSWORD);

test('a player challenges another from a profile; accepted, both play; declined, it is said', async () => {
  // axe-core is added to the pages as a script: the pages' policy allows none of ours.
  const ann = await page(b, { width: 1280, height: 800 }, { bypassCSP: true });
  const bob = await page(b, { width: 390, height: 844 }, { bypassCSP: true });
  const [annName, bobName] = [unique('Ann_'), unique('Bob_')];
  await signUp(ann, annName);
  await signUp(bob, bobName);
  await bob.waitForSelector('.challenges .challenge-list .empty');
  // Bob waits on the game picker, away from the lobby: the notice finds him there.
  await bob.goto(`${server.url}/#`);
  await bob.waitForSelector('.picker .cards li');

  await ann.goto(`${server.url}/#online/player/${bobName}`);
  await ann.waitForSelector(`.challenge-form h2:has-text("${bobName}")`);
  await ann.selectOption('.challenge-form select:not([name=clock])', 'chase');
  await ann.check('.challenge-form [name=rated]');
  assert.deepEqual(await violations(ann), []);
  await shoot(ann, 'challenges-profile-1280');
  await ann.click('.challenge-form button[type=submit]');
  // Sent, the lobby shows it waiting.
  await ann.waitForSelector(`.challenges .challenge.outgoing:has-text("${bobName}")`);
  await bob.waitForSelector(`.challenge-notice-body:has-text("${annName} challenges you.")`);
  assert.deepEqual(await violations(bob), []);
  await shoot(bob, 'challenge-notice-390');
  await bob.setViewportSize({ width: 1280, height: 800 });
  await shoot(bob, 'challenge-notice-1280');
  await bob.setViewportSize({ width: 390, height: 844 });
  await bob.click('.challenge-notice-body a');
  await bob.waitForSelector(`.challenges .challenge.incoming:has-text("${annName}")`);
  assert.equal(await bob.$('.challenge-notice-body'), null, 'no notice in the lobby, which lists it');
  assert.match(await bob.textContent('.challenges .challenge.incoming'), /Pyramid Chase.*3 \+ 2.*rated/);
  assert.deepEqual(await violations(bob), []);
  await shoot(bob, 'challenges-lobby-390');
  await shoot(ann, 'challenges-lobby-1280');
  await bob.click('.challenges .challenge.incoming [data-act=accept]');
  for (const p of [ann, bob]) await p.waitForSelector('.online.play .pyramid-board');
  const id = bob.url().split('#online/')[1];
  assert.equal(ann.url().split('#online/')[1], id, 'both are in one game');
  for (const p of [ann, bob]) {
    await p.waitForFunction(() => /\(you\)/.test(document.querySelector('.online.play .board-area')?.textContent ?? ''));
    await p.waitForSelector(`.who a.player-name:text-is("${annName}")`);
    await p.waitForSelector(`.who a.player-name:text-is("${bobName}")`);
  }
  await shoot(bob, 'challenges-game-390');

  // A second challenge, declined: Ann reads it.
  await ann.goto(`${server.url}/#online/player/${bobName}`);
  await ann.click('.challenge-form button[type=submit]');
  await ann.waitForSelector(`.challenges .challenge.outgoing:has-text("${bobName}")`);
  await bob.goto(`${server.url}/#online`);
  await bob.click('.challenges .challenge.incoming [data-act=decline]');
  await ann.waitForSelector(`.challenge-form [role=status]:has-text("${bobName} declined your challenge")`);
  await ann.waitForSelector('.challenges .challenge-list .empty');
  await ann.close();
  await bob.close();
});

test('a house bot is offered by name in the lobby and accepts a challenge', async () => {
  const ann = await page(b, { width: 390, height: 844 });
  await signUp(ann, unique('Ann_'));
  await ann.waitForSelector('.challenges .house-bots:has-text("House-Easy")', { timeout: 30_000 });
  await ann.fill('.challenges .challenge-form [name=username]', 'House-Easy');
  await ann.click('.challenges .challenge-form button[type=submit]');
  await ann.waitForSelector('.online.play .pyramid-board');
  await ann.waitForSelector('.who a.player-name:text-is("House-Easy")');
  await ann.close();
});

test('the account page makes a token shown once, lists it, and revokes it', async () => {
  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const p = await page(b, size, { bypassCSP: true });
    const name = unique('Tok_');
    await signUp(p, name);
    await p.goto(`${server.url}/#online/account`);
    await p.waitForSelector('.tokens .token-list .hint');
    await p.fill('.tokens [name=description]', 'my bot');
    await p.check('.tokens [name=scope][value="bot:play"]');
    await p.fill('.tokens [name=password]', PASSWORD);
    await p.click('.tokens button[type=submit]');
    const secret = await (await p.waitForSelector('.tokens .new-token')).inputValue();
    await p.waitForSelector('.tokens .token .token-name:text-is("my bot")');
    assert.equal(await p.textContent('.tokens .token .token-scopes'), 'bot:play');
    // The token acts as the account, as a lichess client sends it.
    const me = await fetch(`${server.url}/api/account`, { headers: { authorization: `Bearer ${secret}` } }).then((r) => r.json());
    assert.equal(me.username, name);
    assert.deepEqual(await violations(p), []);
    await shoot(p, `tokens-account-${size.width}`);
    await p.click('.tokens .token button[data-token]');
    await p.waitForSelector('.tokens .token-list .hint');
    const refused = await fetch(`${server.url}/api/account`, { headers: { authorization: `Bearer ${secret}` } });
    assert.equal(refused.status, 401);
    await p.close();
  }
});
