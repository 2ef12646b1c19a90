// The three browser engines players use (Firefox ESR, WebKitGTK, Chromium), through W3C
// WebDriver: each game played by clicks, a rules page, a lesson and a puzzle, offline after
// one visit; and an online game between a Firefox player and a WebKit player, their
// accounts, a challenge's notice and an arena.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve, dist, gameServer, MOUNT_EMBEDS } from './harness.mjs';
import { engines, open, until, clickAt, clickCell, settled, type, moves, attribute, inEmbed, shoot, resize, trace } from './webdriver.mjs';

let site;
before(async () => { site = await serve(); });
after(async () => { await site?.close(); });

/** Opens a screen of the app as a returning player who plays both sides at one screen. */
async function app(driver, url, hash) {
  // Storage is set from another page of the site, so that the app's page loads anew.
  await driver.get(`${url}rules/index.html`);
  await driver.executeScript(`for (const g of ['pyramida', 'chase', 'pyraos', 'allmer'])
    localStorage.setItem('pyramid-opponent:' + g, 'two normal');`);
  await driver.get(`${url}#${hash}`);
  await until(driver, `return document.querySelector('.pyramid-board .cells [data-cell]') !== null;`, `${hash}'s board`);
}

const position = (driver) => attribute(driver, '.pyramid-board', 'data-position');

/** Clicks cells in turn, letting each move's animation end. */
async function clicks(driver, cells) {
  for (const cell of cells) {
    await clickCell(driver, cell);
    await settled(driver);
  }
}

// Each game from a position, the cells clicked, the moves they make, and the position after.
const GAMES = {
  pyramida: ['w W:d1,h1 B:b1,f1', ['d1', 'e2', 'b1', 'c2', 'h1', 'g2'], 3, 'b W:e2,g2 B:f1,c2'],
  chase: ['w W:Ka1,Rb2 B:Ka20,Pb9,Pz2', ['b2', 'b9', 'z2', 'z3', 'b9', 'a9'], 3, 'b W:Ka1,Ra9 B:Pz3,Ka20 clock=1'],
  pyraos: [null, ['1a1', '1c1', '1b1', '1d1'], 4, 'w W:1a1,1b1 B:1c1,1d1'],
  allmer: ['w W:a3,d1,e2,g5 B:b1,c1,f6,d7,a6,g3', ['a3', 'a1'], 1, 'b W:a1,d1,e2,g5 B:g3,a6,f6,d7'],
};

const firstPuzzle = (game) => {
  const line = readFileSync(join(dist, 'puzzles', `${game}.txt`), 'utf8').split('\n').find((l) => l && !l.startsWith('#'));
  const fields = line.split(' | ');
  return { id: fields[0], solution: fields[5].split('; ') };
};

const said = (driver, words, what) => until(driver,
  `return new RegExp(arguments[0]).test(document.querySelector('.learn .said')?.textContent ?? '');`, what, 20000, words);

for (const engine of engines) {
  describe(engine, () => {
    let driver;
    before(async () => { driver = await open(engine); });
    after(async () => { await driver?.quit(); });

    test(`${engine}: each of the four games played by clicks`, async () => {
      for (const [game, [start, cells, count, end]] of Object.entries(GAMES)) {
        await app(driver, site.url, start ? `${game}?position=${encodeURIComponent(start)}` : game);
        await clicks(driver, cells);
        assert.equal(await position(driver), end, `${engine}, ${game}`);
        assert.equal((await moves(driver)).length, count, `${engine}, ${game}'s move list`);
        await shoot(driver, `engine-${engine}-${game}`);
      }
      // The last game at a phone's size, to be looked at in each engine (MiniBrowser's
      // window is at least 447 px wide: the picture's name says the width it had).
      await resize(driver, 390, 844);
      const width = await driver.executeScript('return innerWidth;');
      await shoot(driver, `engine-${engine}-allmer-${width}`);
      await resize(driver, 1280, 800);
    });

    test(`${engine}: a record imported, read by the engine's records loaded on the page`, async () => {
      await app(driver, site.url, 'pyramida');
      await clickAt(driver, 'Import', `return document.querySelector('button[data-action="import"]');`);
      await driver.executeScript(`document.querySelector('.import-text').value = arguments[0];`,
        '[Game "pyramida"]\n\n1. d1-e2 b1-c2 2. h1-g2 *');
      await clickAt(driver, 'Import this record', `return document.querySelector('button[data-action="import-record"]');`);
      await until(driver, `return document.querySelectorAll('.history [data-move]').length === 3;`, 'the imported moves');
      assert.deepEqual(await moves(driver), ['d1-e2', 'b1-c2', 'h1-g2'], engine);
    });

    test(`${engine}: a rules page's diagrams mount, and an example replays`, async () => {
      await driver.get(`${site.url}rules/pyramida.html`);
      // An empty list would pass every(): WebKit's driver may answer before the diagrams exist.
      await until(driver, `return document.querySelectorAll('.pyramid-embed').length >= 10;`, 'the diagrams');
      // Each is mounted as it comes near the viewport: a reader scrolls down the page.
      const states = await driver.executeScript(MOUNT_EMBEDS);
      assert.ok(states.length >= 10);
      assert.deepEqual(states.filter((s) => s !== 'ready'), [], 'every diagram mounted');
      const example = '.pyramid-embed[data-position="b W:d7 B:d3,e4"]';
      const board = inEmbed(example, '.pyramid-board');
      await trace(driver);
      await clickAt(driver, 'the replay button', `return ${inEmbed(example, 'button[data-action="replay"]')};`);
      await until(driver, `return document.querySelector(arguments[0]).dataset.replay === 'done'
        && ${board}.dataset.animating === 'false' && ${board}.dataset.position;`, 'the replay', 20000, example);
      assert.equal(await driver.executeScript(`return ${board}.dataset.position;`), 'w W:d1 B:d3,d5');
    });

    test(`${engine}: a lesson done by clicks, and a puzzle solved`, async () => {
      await driver.get(`${site.url}#learn/pyramida/1`);
      await until(driver, `return document.querySelector('.learn.lesson .pyramid-board .cells [data-cell]') !== null;`, 'the lesson');
      await clicks(driver, ['d1', 'e2']);
      await until(driver, `return document.querySelector('.learn .panel .stars:not(.hidden)')?.dataset.stars;`, 'the stars');
      assert.equal(await attribute(driver, '.learn .panel .stars', 'data-stars'), '3');

      const { id, solution } = firstPuzzle('pyraos');
      await driver.get(`${site.url}#puzzles/pyraos/${id}`);
      await said(driver, 'find the win', 'the puzzle');
      await until(driver, `return document.querySelector('.learn.puzzle[data-opened]') !== null;`, 'the solver\'s turn');
      for (let i = 0; i < solution.length; i += 2) {
        await until(driver, `return document.querySelector('.pyramid-board').dataset.interactive === 'true';`, 'the learner\'s turn');
        await type(driver, '.learn .move-input', solution[i]);
        await settled(driver);
      }
      await said(driver, 'Solved', 'solved');
    });

    test(`${engine}: after one visit the app works with the server gone`, async () => {
      const own = await serve();
      await driver.get(`${own.url}#pyramida`);
      await until(driver, `return navigator.serviceWorker?.controller !== null
        && document.querySelector('.pyramid-board .cells [data-cell]') !== null;`, 'the service worker');
      // Every file the worker keeps is cached before it takes control.
      await own.close();
      // Each a new page load (WebDriver's own Refresh bypasses service workers in Firefox;
      // a person's reload does not).
      await driver.get(`${own.url}rules/chase.html`);
      await until(driver, `return document.querySelectorAll('.pyramid-embed').length > 0;`, 'the rules page offline');
      const offline = await driver.executeScript(MOUNT_EMBEDS);
      assert.deepEqual(offline.filter((s) => s !== 'ready'), [], 'every diagram mounted offline');
      await driver.get(`${own.url}#allmer`);
      await until(driver, `return document.querySelector('.pyramid-board[data-game="allmer"] .cells [data-cell]') !== null;`, 'Allmer offline');
    });
  });
}

test('an online game between a Firefox player and a WebKit player, through the server', async () => {
  const server = await gameServer();
  const [alice, bob] = await Promise.all([open('firefox'), open('webkit', { width: 390, height: 844 })]);
  try {
    await alice.get(`${server.url}/#online/new/pyramida`);
    await until(alice, `return document.querySelector('.online.lobby form.invite') !== null;`, 'the invite form');
    await alice.findElement({ css: 'input[name=seat][value=white]' }).click();
    await alice.findElement({ css: '[data-action=create]' }).click();
    const link = await until(alice, `const l = document.querySelector('.waiting-room:not(.hidden) .invite-link');
      return l?.value;`, 'the invite link');
    await bob.get(link);
    const interactive = (driver) => until(driver,
      `return document.querySelector('.online.play .pyramid-board')?.dataset.interactive === 'true';`, 'a move to make');
    const seen = (driver, n) => until(driver,
      `return document.querySelectorAll('.history [data-move]').length === arguments[0];`, `${n} moves`, 20000, n);
    for (const [player, cells, n] of [[alice, ['d1', 'c2'], 1], [bob, ['b1', 'a2'], 2], [alice, ['h1', 'g2'], 3], [bob, ['f1', 'e2'], 4]]) {
      await interactive(player);
      await clicks(player, cells);
      await seen(alice, n);
      await seen(bob, n);
    }
    assert.deepEqual(await moves(alice), ['d1-c2', 'b1-a2', 'h1-g2', 'f1-e2']);
    assert.deepEqual(await moves(bob), await moves(alice));
    assert.equal(await position(bob), await position(alice));
  } finally {
    await Promise.all([alice.quit(), bob.quit()]);
    await server.close();
  }
});

/** Ann in Firefox at 1280 × 800 and Bob in WebKit on a phone, each signed up on `server`
 * (the lobby shown, signed in): the two drivers and their names. */
async function twoPlayers(server) {
  const [ann, bob] = await Promise.all([open('firefox'), open('webkit', { width: 390, height: 844 })]);
  const suffix = Math.random().toString(36).slice(2, 7);
  const names = new Map([[ann, `Ann_${suffix}`], [bob, `Bob_${suffix}`]]);
  try {
    await signUpBoth(server, names);
  } catch (e) {
    // Nothing of this test may outlive it (an open browser keeps the runner waiting).
    await Promise.all([ann.quit(), bob.quit()]);
    throw e;
  }
  return { ann, bob, names };
}

/** Signs each of `names`' drivers up under its name. */
async function signUpBoth(server, names) {
  const form = 'form.sign-up';
  for (const [driver, name] of names) {
    await driver.get(`${server.url}/#online/account`);
    await trace(driver);
    // The fields are filled, then read back: a form drawn again while they were typed
    // (once in WebKit, under load) is filled again rather than sent empty.
    for (let attempt = 1; ; attempt++) {
      try {
        await until(driver, `return document.querySelector('${form} [name=password]') !== null;`, 'the sign-up form');
        for (const [field, text] of [['username', name], ['password', 'correct horse battery']]) {
          const input = await driver.findElement({ css: `${form} [name=${field}]` });
          await input.clear();
          await input.sendKeys(text);
        }
        const filled = await driver.executeScript(`return [...document.querySelectorAll('${form} input')].map((i) => i.value);`);
        if (filled.join() === `${name},correct horse battery`) break;
        if (attempt === 3) throw new Error(`${driver.engine}: the sign-up form holds ${JSON.stringify(filled)}`);
      } catch (e) {
        if (attempt === 3 || e.name !== 'NoSuchElementError' && e.name !== 'StaleElementReferenceError') throw e;
      }
    }
    // Sent by its button, as a person does (the Enter key's implicit submission is the
    // browser's; the forms' own test is accounts.test.mjs).
    await clickAt(driver, 'the sign-up button', `return document.querySelector('${form} button[type=submit]');`);
    // Until signed in: the sign-up's status line on the way (a failure names what it said).
    const signedIn = await until(driver, `const menu = document.querySelector('.account-menu summary')?.textContent;
      if (menu === arguments[0] && document.querySelector('[data-control=pair-rated]')?.checked) return 'in';
      const said = document.querySelector('${form} [role=status]')?.textContent;
      return said && !said.includes('…') && !said.includes('...') ? 'said: ' + said : false;`,
    'signed in, in the lobby', 20000, name);
    assert.equal(signedIn, 'in', `${driver.engine}: signing up as ${name}`);
  }
}

test('accounts in Firefox and WebKit: two players sign up, pair by quick pairing, play rated, see their ratings', async () => {
  const server = await gameServer();
  const { ann, bob, names } = await twoPlayers(server).catch(async (e) => { await server.close(); throw e; });
  try {
    for (const driver of [ann, bob]) await shoot(driver, `engines-${driver.engine}-lobby-signed-in`);
    // Ann's seek waits; Bob's pairs with it.
    await clickAt(ann, 'the 3 + 2 button', `return document.querySelector('.pairing-grid [data-clock="3+2"]');`);
    await until(ann, `return document.querySelector('.quick-pairing[data-seek=waiting]') !== null;`, 'a seek stored');
    await clickAt(bob, 'the 3 + 2 button', `return document.querySelector('.pairing-grid [data-clock="3+2"]');`);
    for (const driver of [ann, bob]) {
      await until(driver, `return document.querySelector('.online.play .pyramid-board') !== null;`, 'the paired game');
    }
    for (const driver of [ann, bob]) {
      await until(driver, `return [...document.querySelectorAll('.who .rating')].map((e) => e.textContent).join() === '1500?,1500?'
        && /\\(you\\)/.test(document.querySelector('.board-area').textContent);`, 'names, ratings and the seat');
    }
    await shoot(bob, 'engines-webkit-rated-game-390');
    const whiteIs = (driver) => driver.executeScript(
      `return /\\(you\\)/.test(document.querySelector('.player[data-side=white] .presence').textContent);`);
    const [white, black] = (await whiteIs(ann)) ? [ann, bob] : [bob, ann];
    const turn = (driver, n) => until(driver, `return document.querySelectorAll('.history [data-move]').length === arguments[0]
      && document.querySelector('.online.play .pyramid-board').dataset.interactive === 'true';`, `move ${n + 1} to make`, 20000, n);
    await turn(white, 0);
    await clicks(white, ['d1', 'c2']);
    await turn(black, 1);
    await clicks(black, ['b1', 'a2']);
    await until(white, `return document.querySelectorAll('.history [data-move]').length === 2
      && document.querySelector('[data-action=resign]')?.offsetParent !== null;`, 'both moved, Resign offered');
    await clickAt(white, 'Resign', `return document.querySelector('[data-action=resign]');`);
    await clickAt(white, 'Yes', `return document.querySelector('[data-action=resign-yes]');`);
    for (const driver of [ann, bob]) {
      await until(driver, `return [...document.querySelectorAll('.who .rating-change')].map((e) => e.textContent).sort().join() === '+162,-162';`,
        'the ratings\' change');
    }
    await shoot(ann, 'engines-firefox-rated-game-over');
    // Each one's profile, from the header's menu.
    for (const [driver, name] of names) {
      await driver.get(`${server.url}/#online/player/${name}`);
      await until(driver, `return document.querySelector('.rating-chart figcaption') !== null;`, 'the profile\'s chart');
      const rating = driver === white ? '1338?' : '1662?';
      assert.equal(await driver.executeScript(`return document.querySelector('tr[data-game=pyramida] .rating').textContent;`), rating);
    }
    await shoot(bob, 'engines-webkit-profile-390');
    await shoot(ann, 'engines-firefox-profile');
  } finally {
    await Promise.all([ann.quit(), bob.quit()]);
    await server.close();
  }
});

test('a challenge\'s notice and an arena in Firefox and WebKit', async () => {
  const server = await gameServer(['--hourly-arena-minutes', '0']);
  const { ann, bob, names } = await twoPlayers(server).catch(async (e) => { await server.close(); throw e; });
  try {
    // Bob waits on the game picker; Ann challenges him from his profile: the notice finds him.
    await bob.get(`${server.url}/#`);
    await until(bob, `return document.querySelector('.picker .cards li') !== null;`, 'the game picker');
    await ann.get(`${server.url}/#online/player/${names.get(bob)}`);
    await until(ann, `return document.querySelector('.challenge-form button[type=submit]') !== null;`, 'the challenge form');
    await clickAt(ann, 'Send the challenge', `return document.querySelector('.challenge-form button[type=submit]');`);
    await until(bob, `return document.querySelector('.challenge-notice-body')?.textContent.includes(arguments[0] + ' challenges you.');`,
      'the challenge\'s notice', 20000, names.get(ann));
    await shoot(bob, 'engines-webkit-challenge-notice-390');
    await clickAt(bob, 'Answer', `return document.querySelector('.challenge-notice-body a');`);
    await until(bob, `return document.querySelector('.challenges .challenge.incoming [data-act=accept]') !== null;`, 'the challenge in the lobby');
    await clickAt(bob, 'Accept', `return document.querySelector('.challenges .challenge.incoming [data-act=accept]');`);
    for (const driver of [ann, bob]) {
      await until(driver, `return document.querySelector('.online.play .pyramid-board') !== null;`, 'the challenge\'s game');
    }
    await until(ann, `return document.querySelector('[data-action=abort]')?.offsetParent != null;`, 'Abort offered');
    await clickAt(ann, 'Abort', `return document.querySelector('[data-action=abort]');`);

    // An arena: Ann makes one (lichess's request, with her session); both join from its
    // page; they are paired and their games open by themselves; Ann ends the arena and
    // aborts the game: both are back on its page, with the podium.
    const post = (path, body) => ann.executeAsyncScript(`const done = arguments[arguments.length - 1];
      fetch(arguments[0], { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(arguments[1]) })
        .then((r) => r.json()).then(done, (e) => done(String(e)));`, path, body);
    const made = await post('/api/tournament',
      { name: 'Engines', clockTime: 3, clockIncrement: 2, minutes: 30, waitMinutes: 0, variant: 'pyramida' });
    assert.ok(made.id, JSON.stringify(made));
    for (const driver of [ann, bob]) {
      await driver.get(`${server.url}/#online/tournament/${made.id}`);
      await until(driver, `return document.querySelector('.arena-action[data-act=arena-join]') !== null;`, 'Join');
      await clickAt(driver, 'Join', `return document.querySelector('.arena-action[data-act=arena-join]');`);
    }
    for (const driver of [ann, bob]) {
      await until(driver, `return document.querySelector('.online.play .arena-link') !== null;`, 'the arena\'s game, opened by itself');
    }
    await shoot(ann, 'engines-firefox-arena-game');
    assert.equal((await post(`/api/tournament/${made.id}/terminate`, {})).ok, true);
    await until(ann, `return document.querySelector('[data-action=abort]')?.offsetParent != null;`, 'Abort offered');
    await clickAt(ann, 'Abort', `return document.querySelector('[data-action=abort]');`);
    for (const driver of [ann, bob]) {
      await until(driver, `return document.querySelectorAll('.arena-page .standings tbody .player-name').length === 2
        && document.querySelector('.arena-page .podium li') !== null;`, 'back on the arena\'s page, finished');
    }
    await shoot(bob, 'engines-webkit-arena-390');
  } finally {
    await Promise.all([ann.quit(), bob.quit()]);
    await server.close();
  }
});
