// Accounts in real Chromium against the real game server: two players sign up in two
// browser contexts, meet by quick pairing, play a rated game to its end, and find their
// new ratings on their profiles; the account menu, the account page, the leaderboard;
// axe-core on every account screen in both themes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { browser, page, gameServer, shoot, signUp as signUpAt, violations } from './harness.mjs';

let b;
let server;
before(async () => {
  b = await browser();
  server = await gameServer();
});
after(async () => {
  await b?.close();
  await server?.close();
});

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const PASSWORD = 'correct horse battery';
const unique = (prefix) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

/** Signs up `name` on the account page; waits for the lobby, signed in. */
const signUp = (p, name) => signUpAt(p, server.url, name, PASSWORD);

/** Plays a move by typing it, and waits until the server has confirmed it. */
async function typeMove(p, move, count) {
  await p.waitForSelector('.pyramid-board[data-interactive="true"]');
  await p.fill('.move-input', move);
  await p.press('.move-input', 'Enter');
  await p.waitForFunction((n) => document.querySelectorAll('.history [data-move]').length === n, count);
}

test('two accounts meet by quick pairing, play a rated game, and see their new ratings', async () => {
  const ann = await page(b, LAPTOP);
  const bob = await page(b, PHONE);
  const [annName, bobName] = [unique('Ann_'), unique('Bob_')];

  // Signed out: the header offers signing in; the lobby's rated choices wait for it.
  await ann.goto(`${server.url}/#online`);
  await ann.waitForSelector('.account-menu a[href="#online/account"]');
  await ann.waitForSelector('.quick-pairing .hint a[href="#online/account"]');
  assert.ok(await ann.isDisabled('[data-control=pair-rated]'));
  await shoot(ann, 'accounts-lobby-signed-out-1280');
  await ann.goto(`${server.url}/#online/account`);
  await ann.waitForSelector('form.sign-in');
  await shoot(ann, 'accounts-sign-in-1280');
  // A wrong password is said, in words.
  await ann.fill('form.sign-in [name=username]', 'nobody_here');
  await ann.fill('form.sign-in [name=password]', 'not a password');
  await ann.click('form.sign-in button[type=submit]');
  await ann.waitForSelector('form.sign-in [role=status]:has-text("wrong username or password")');
  // The browser logs the refusal (401) as a failed resource: expected here, and only here.
  assert.deepEqual(ann.errors.splice(0).map((e) => e.includes('401')), [true]);

  await signUp(ann, annName);
  await signUp(bob, bobName);
  await shoot(bob, 'accounts-lobby-390');

  // Both press 3 + 2, rated: the second pairs with the first, and both are taken to it.
  await ann.click('.pairing-grid [data-clock="3+2"]');
  await ann.waitForSelector('.pairing-grid [data-clock="3+2"][aria-pressed=true]');
  await ann.waitForSelector('.quick-pairing[data-seek=waiting]');
  await ann.waitForSelector('.pairing-status [role=status]:has-text("Looking for an opponent")');
  await shoot(ann, 'accounts-seeking-1280');
  await bob.click('.pairing-grid [data-clock="3+2"]');
  for (const p of [ann, bob]) await p.waitForSelector('.online.play .pyramid-board');
  const id = ann.url().split('#online/')[1];
  assert.equal(bob.url().split('#online/')[1], id, 'both are in one game');

  // Names and ratings beside the board, provisional with "?"; the terms say rated.
  for (const p of [ann, bob]) {
    await p.waitForSelector(`.who a.player-name:text-is("${annName}")`);
    await p.waitForSelector(`.who a.player-name:text-is("${bobName}")`);
    await p.waitForFunction(() => [...document.querySelectorAll('.who .rating')].map((e) => e.textContent).join() === '1500?,1500?');
    assert.match(await p.textContent('.online.play .terms'), /3 \+ 2.*rated/);
  }
  await shoot(ann, 'accounts-game-1280');
  await shoot(bob, 'accounts-game-390');

  // A move each (colours were drawn at random), then White resigns: the rated game
  // ends, and each sees the change beside the names.
  const whiteIs = async (p) => /\(you\)/.test(await p.textContent('.player[data-side=white] .presence'));
  for (const p of [ann, bob]) {
    await p.waitForFunction(() => /\(you\)/.test(document.querySelector('.online.play .board-area')?.textContent ?? ''));
  }
  const [white, black] = (await whiteIs(ann)) ? [ann, bob] : [bob, ann];
  await typeMove(white, 'd1-c2', 1);
  await typeMove(black, 'b1-a2', 2);
  await white.click('[data-action=resign]');
  await white.click('[data-action=resign-yes]');
  for (const p of [ann, bob]) {
    await p.waitForSelector('.who .rating-change.up:text-is("+162")');
    await p.waitForSelector('.who .rating-change.down:text-is("-162")');
  }
  const [loser, winner] = white === ann ? [annName, bobName] : [bobName, annName];
  await shoot(bob, 'accounts-game-over-390');

  // Their profiles, from the header's menu: the new ratings, the chart, the game.
  const ratings = { [loser]: '1338?', [winner]: '1662?' };
  for (const [p, name] of [[ann, annName], [bob, bobName]]) {
    const rating = ratings[name];
    await p.click('.account-menu summary');
    await p.click('.account-menu [data-l10n-id=account-profile]');
    await p.waitForSelector(`.online.profile h1:text-is("${name}")`);
    const row = p.locator('.online.profile tr', { hasText: /Pyraos|Pyramida|Chase|Allmer/ }).filter({ hasText: rating });
    // The name is drawn at once; the ratings table when the profile has loaded, and its
    // words (the game's title, the rating) before its frame is painted: i18n.js translates
    // a screen's build in a requestAnimationFrame, so the row is waited for as it reads.
    await p.waitForSelector('.online.profile section.ratings table');
    await row.first().waitFor();
    assert.equal(await row.count(), 1, `${name}: ${rating} in one game`);
    assert.match(await row.textContent(), /1$/, 'one rated game');
    await p.waitForSelector('.rating-chart figcaption:has-text("one rated game")');
    await p.waitForSelector(`.recent .game-row[data-id="${id}"]`);
  }
  await shoot(bob, 'accounts-profile-390');
  await shoot(ann, 'accounts-profile-1280');
  // A game in the list opens on the game's screen, over, in review.
  await ann.click(`.recent .game-row[data-id="${id}"] a`);
  await ann.waitForSelector('.online.play .result:has-text("Black wins"), .online.play .result:has-text("White wins")');

  // The leaderboard: provisional players are not on it yet.
  await ann.goto(`${server.url}/#online/leaderboard/pyraos`);
  await ann.waitForSelector('.leaderboard-body .message');
  await shoot(ann, 'accounts-leaderboard-1280');
  assert.deepEqual(ann.errors, []);
  assert.deepEqual(bob.errors, []);
  await ann.context().close();
  await bob.context().close();
});

test('the account page: a new password, signing out, deleting the account', async () => {
  const p = await page(b, LAPTOP);
  const name = unique('Cy_');
  await signUp(p, name);
  await p.goto(`${server.url}/#online/account`);
  await p.waitForSelector(`.signed-in:has-text("${name}")`);
  await shoot(p, 'accounts-settings-1280');
  await p.fill('form.password [name=password]', PASSWORD);
  await p.fill('form.password [name=newPassword]', 'a second password');
  await p.click('form.password button[type=submit]');
  await p.waitForSelector('form.password [role=status]:has-text("The password is changed")');
  // Signed out from the menu; the new password signs in.
  await p.click('.account-menu summary');
  await p.click('.account-menu [data-l10n-id=account-sign-out]');
  await p.waitForSelector('.account-menu a[href="#online/account"]');
  await p.goto(`${server.url}/#online/account`);
  await p.fill('form.sign-in [name=username]', name);
  await p.fill('form.sign-in [name=password]', 'a second password');
  await p.click('form.sign-in button[type=submit]');
  await p.waitForSelector(`.account-menu summary:text-is("${name}")`);
  // Deleted, after a yes.
  await p.goto(`${server.url}/#online/account`);
  await p.fill('form.delete [name=password]', 'a second password');
  p.once('dialog', (d) => d.accept());
  await p.click('form.delete button[type=submit]');
  await p.waitForSelector('form.sign-up');
  await p.waitForSelector('.account-menu a[href="#online/account"]');
  assert.equal((await fetch(`${server.url}/api/players/${name}`)).status, 404);
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

for (const scheme of ['light', 'dark']) {
  test(`no WCAG A/AA violation on the account screens in the ${scheme} theme`, async () => {
    // axe-core comes in as an inline script, which the server's policy refuses: this
    // test is about accessibility, so the page's policy is set aside for it alone.
    const context = await b.newContext({ viewport: LAPTOP, colorScheme: scheme, bypassCSP: true });
    const p = await context.newPage();
    const found = {};
    await p.goto(`${server.url}/#online/account`);
    await p.waitForSelector('form.sign-in');
    found['sign in'] = await violations(p);
    await p.fill('form.sign-up [name=username]', unique('Dee_'));
    await p.fill('form.sign-up [name=password]', PASSWORD);
    await p.click('form.sign-up button[type=submit]');
    await p.waitForSelector('[data-control=pair-rated]:not([disabled])');
    found.lobby = await violations(p);
    await p.click('.account-menu summary');
    found.menu = await violations(p);
    await p.click('.account-menu [data-l10n-id=account-settings]');
    await p.waitForSelector('.signed-in');
    found.account = await violations(p);
    await p.click('.account-menu summary');
    await p.click('.account-menu [data-l10n-id=account-profile]');
    await p.waitForSelector('.online.profile table');
    found.profile = await violations(p);
    await p.goto(`${server.url}/#online/leaderboard/allmer`);
    await p.waitForSelector('.leaderboard-body .message, .leaderboard-body .ranked');
    found.leaderboard = await violations(p);
    for (const [screen, list] of Object.entries(found)) assert.deepEqual(list, [], `${scheme}: ${screen}`);
    await context.close();
  });
}

test('a passkey added to an account signs it in (Chromium\'s virtual authenticator)', async () => {
  // A passkey's site is a name, never an address: the page is opened as localhost.
  const base = server.url.replace('127.0.0.1', 'localhost');
  const p = await page(b, LAPTOP);
  const cdp = await p.context().newCDPSession(p);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true,
      isUserVerified: true, automaticPresenceSimulation: true,
    },
  });
  const name = unique('Eve_');
  await p.goto(`${base}/#online/account`);
  await p.fill('form.sign-up [name=username]', name);
  await p.fill('form.sign-up [name=password]', PASSWORD);
  await p.click('form.sign-up button[type=submit]');
  await p.waitForSelector(`.account-menu summary:text-is("${name}")`);
  await p.goto(`${base}/#online/account`);
  await p.waitForSelector('.passkey-list li:has-text("No passkey yet")');
  // The session alone adds no passkey: the password is asked, and checked.
  await p.fill('form.passkeys [name=password]', 'not the password');
  await p.click('form.passkeys button[type=submit]');
  await p.waitForSelector('.passkeys [role=status]:has-text("wrong username or password")');
  await p.fill('form.passkeys [name=password]', PASSWORD);
  await p.fill('form.passkeys [name=name]', 'The test laptop');
  await p.click('form.passkeys button[type=submit]');
  await p.waitForSelector('.passkeys [role=status]:has-text("The passkey is added")');
  await p.waitForSelector('.passkey-list .passkey:has-text("The test laptop"):has-text("never used")');
  await shoot(p, 'accounts-passkey-added-1280');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  assert.equal(credentials.length, 1, 'the authenticator holds one passkey');

  // Signed out, then in with the passkey alone: no password typed.
  await p.click('.account-menu summary');
  await p.click('.account-menu [data-l10n-id=account-sign-out]');
  await p.waitForSelector('.account-menu a[href="#online/account"]');
  await p.waitForSelector('form.sign-in');
  await p.fill('form.sign-in [name=username]', name);
  await p.click('[data-action=passkey-sign-in]');
  await p.waitForSelector(`.account-menu summary:text-is("${name}")`);
  await p.waitForSelector('.online.lobby .quick-pairing');
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  assert.equal(after.credentials[0].signCount, 2, 'used once to add, once to sign in');

  // The account lists it as used; removed with the password, it signs in no more.
  await p.goto(`${base}/#online/account`);
  await p.waitForSelector('.passkey-list .passkey:has-text("The test laptop"):has-text("last used")');
  await p.fill('form.passkeys [name=password]', PASSWORD);
  await p.click('.passkey-list [data-action=passkey-remove]');
  await p.waitForSelector('.passkeys [role=status]:has-text("The passkey is removed")');
  await p.waitForSelector('.passkey-list li:has-text("No passkey yet")');
  const refused = await p.evaluate(async (name) => (await fetch('api/session/passkey', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: name }),
  })).status, name);
  assert.equal(refused, 401, 'no passkey to sign in with');
  // The two refusals asked for above are the browser's only complaints.
  const unasked = p.errors.filter((e) => !e.includes('status of 401'));
  assert.equal(p.errors.length - unasked.length, 2, `${p.errors}`);
  assert.deepEqual(unasked, []);
  await p.context().close();
});

test('the account lists its sessions, and one ended there signs that browser out', async () => {
  const name = unique('Ses_');
  const laptop = await page(b, LAPTOP);
  await signUp(laptop, name);
  const phone = await page(b, PHONE);
  await phone.goto(`${server.url}/#online/account`);
  await phone.fill('form.sign-in [name=username]', name);
  await phone.fill('form.sign-in [name=password]', PASSWORD);
  await phone.click('form.sign-in button[type=submit]');
  await phone.waitForSelector(`.account-menu summary:text-is("${name}")`);
  await laptop.goto(`${server.url}/#online/account`);
  await laptop.waitForFunction(() => document.querySelectorAll('.session-list .session').length === 2);
  const mine = laptop.locator('.session-list .session:has(.badge)');
  assert.match(await mine.textContent(), /this browser/);
  assert.equal(await mine.locator('[data-action=session-end]').count(), 0, 'this one is ended by signing out');
  await shoot(laptop, 'accounts-sessions-1280');
  await phone.goto(`${server.url}/#online/account`);
  await phone.waitForFunction(() => document.querySelectorAll('.session-list .session').length === 2);
  await shoot(phone, 'accounts-sessions-390');
  await laptop.click('.session-list .session:not(:has(.badge)) [data-action=session-end]');
  await laptop.waitForSelector('.sessions [role=status]:has-text("The session is ended")');
  await laptop.waitForFunction(() => document.querySelectorAll('.session-list .session').length === 1);
  // The phone's session is over: its next look at the account finds nobody signed in.
  await phone.goto(`${server.url}/#online/account`);
  await phone.reload();
  await phone.waitForSelector('form.sign-in');
  await shoot(phone, 'accounts-session-ended-390');
  for (const p of [laptop, phone]) assert.deepEqual(p.errors, []);
  for (const p of [laptop, phone]) await p.context().close();
});

test('the server killed with -9 while a seek waits and mid-game: the seek pairs after, the game ends rated once', async () => {
  const ann = await page(b, LAPTOP);
  const bob = await page(b, PHONE);
  const [annName, bobName] = [unique('Ann_'), unique('Bob_')];
  await signUp(ann, annName);
  await signUp(bob, bobName);
  // Ann's seek is stored; the server is killed (SIGKILL) and started again on its file.
  await ann.click('.pairing-grid [data-clock="5+3"]');
  await ann.waitForSelector('.quick-pairing[data-seek=waiting]');
  await server.restart();
  // Bob's page is loaded again (a connection kept to the killed process would fail his
  // seek's POST, which a browser never sends twice), and his seek pairs with the one
  // stored before the kill: both are taken to the game.
  await bob.reload();
  await bob.waitForSelector('[data-control=pair-rated]:not([disabled]):checked');
  await bob.click('.pairing-grid [data-clock="5+3"]');
  for (const p of [ann, bob]) await p.waitForSelector('.online.play .pyramid-board');
  for (const p of [ann, bob]) {
    await p.waitForFunction(() => /\(you\)/.test(document.querySelector('.online.play .board-area')?.textContent ?? ''));
  }
  const whiteIs = async (p) => /\(you\)/.test(await p.textContent('.player[data-side=white] .presence'));
  const [white, black] = (await whiteIs(ann)) ? [ann, bob] : [bob, ann];
  await typeMove(white, 'd1-c2', 1);
  await typeMove(black, 'b1-a2', 2);
  await white.waitForFunction(() => document.querySelectorAll('.history [data-move]').length === 2);
  // Killed mid-game: each page opens a socket again by itself, and play goes on.
  const again = [ann, bob].map((p) => p.waitForEvent('websocket', { timeout: 20000 }));
  await server.restart();
  await Promise.all(again);
  await typeMove(white, 'h1-g2', 3);
  await black.waitForFunction(() => document.querySelectorAll('.history [data-move]').length === 3);
  await white.click('[data-action=resign]');
  await white.click('[data-action=resign-yes]');
  for (const p of [ann, bob]) await p.waitForSelector('.who .rating-change.up:text-is("+162")');
  // Rated once: one game each, on the profiles.
  for (const name of [annName, bobName]) {
    const profile = await (await fetch(`${server.url}/api/players/${name}`)).json();
    assert.equal(profile.ratings.pyramida.games, 1, name);
    assert.equal(profile.history.pyramida.length, 1, name);
  }
  // What the kills cost the pages: failed requests and sockets, nothing else.
  for (const p of [ann, bob]) {
    const others = p.errors.filter((e) => !/Failed to load resource|WebSocket|ERR_CONNECTION|net::/.test(e));
    assert.deepEqual(others, []);
  }
  await ann.context().close();
  await bob.context().close();
});
