// The app on two server processes over one Postgres database (the throwaway cluster of
// the test command, PYRAMID_TEST_POSTGRES; skipped without it): Ann's pages are served
// by one process and Bob's by the other. Ann challenges Bob from his profile and the
// notice reaches him on the game picker; then both join an arena, are paired, their
// games open by themselves, and when Ann ends it both pages show the same standings.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { browser, page, gameServer, shoot, signUp } from './harness.mjs';

const POSTGRES = process.env.PYRAMID_TEST_POSTGRES;
const PASSWORD = 'correct horse battery';
let b;
let servers = [];
before(async () => {
  if (!POSTGRES) return;
  b = await browser();
  const flags = ['--database', POSTGRES, '--hourly-arena-minutes', '0'];
  servers = [await gameServer(flags), await gameServer(flags)];
});
after(async () => {
  await b?.close();
  for (const s of servers) await s.close();
});

const unique = (prefix) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

const post = (p, path, body) => p.evaluate(async ({ path, body }) => {
  const r = await fetch(`/api/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: r.status, body: await r.json() };
}, { path, body });

test('a challenge and an arena between two players served by two processes', { skip: !POSTGRES && 'no PYRAMID_TEST_POSTGRES' }, async () => {
  const [a, z] = servers.map((s) => s.url);
  const ann = await page(b, { width: 1280, height: 800 }, { bypassCSP: true });
  const bob = await page(b, { width: 390, height: 844 }, { bypassCSP: true });
  const [annName, bobName] = [unique('Ann_'), unique('Bob_')];
  await signUp(ann, a, annName, PASSWORD);
  await signUp(bob, z, bobName, PASSWORD);

  // The notice: Bob waits on the picker (second process); Ann challenges him (first).
  await bob.goto(`${z}/#`);
  await bob.waitForSelector('.picker .cards li');
  await ann.goto(`${a}/#online/player/${bobName}`);
  await ann.click('.challenge-form button[type=submit]');
  await bob.waitForSelector(`.challenge-notice-body:has-text("${annName} challenges you.")`);
  await shoot(bob, 'processes-challenge-notice-390');
  await bob.click('.challenge-notice-body a');
  await bob.click(`.challenges .challenge.incoming:has-text("${annName}") [data-act=accept]`);
  for (const p of [ann, bob]) await p.waitForSelector('.online.play .pyramid-board');
  await ann.click('[data-action=abort]');

  // The arena: each joins on their own process; the pairing (whichever process makes it)
  // opens both games; Ann ends the arena and aborts; both pages show one table.
  const made = await post(ann, 'tournament',
    { name: 'Two', clockTime: 3, clockIncrement: 2, minutes: 30, waitMinutes: 0, variant: 'allmer' });
  assert.equal(made.status, 200, JSON.stringify(made.body));
  for (const [p, base] of [[ann, a], [bob, z]]) {
    await p.goto(`${base}/#online/tournament/${made.body.id}`);
    await p.click('.arena-action[data-act="arena-join"]');
  }
  for (const p of [ann, bob]) await p.waitForSelector('.online.play .arena-link', { timeout: 20000 });
  assert.equal(await ann.evaluate(() => location.hash), await bob.evaluate(() => location.hash), 'one game');
  assert.equal((await post(ann, `tournament/${made.body.id}/terminate`, {})).status, 200);
  await ann.click('[data-action=abort]');
  const table = (p) => p.$$eval('.standings tbody tr', (rows) => rows.map((r) => r.textContent).join(' | '));
  for (const p of [ann, bob]) await p.waitForSelector('.arena-page .podium li', { timeout: 20000 });
  assert.equal(await table(ann), await table(bob), 'each process sends the same standings');
  assert.match(await table(ann), new RegExp(`${annName}.*\\| .*${bobName}|${bobName}.*\\| .*${annName}`));
  await shoot(bob, 'processes-arena-390');
});
