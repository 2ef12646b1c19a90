// No English left on any screen: the site is served a pseudo-language (English with every
// letter of every message swapped for an accented one: "Ŵĥîţê ţô ɱôʋê"), and every screen
// is walked: the picker, each game (a move, review, analysis, share, export, import, your
// games, the editor), Learn and Puzzles, and an online game between two browsers. A plain
// Latin word of three letters or more on the page, in its title or in an attribute a
// reader hears (aria-label, title, placeholder, alt) came from somewhere other than the
// messages: English that no translation reaches. The page's own texts (cells, moves,
// players' names) are short or not words and pass.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { parse, serialize, Transformer } from '@fluent/syntax';
import { browser, page, gameServer, settled, playAny, dist } from './harness.mjs';
import { ftlToJson } from '../../scripts/ftl-json.mjs';

const cli = join(dist, '..', 'target', 'debug', 'pyramid');
const FROM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const TO = 'àƀçđêƒĝĥîĵķļɱñôƥʠŕšţûʋŵ×ŷžÀƁÇĐÊƑĜĤÎĴĶĻṀÑÔƤɊŔŠŢÛṼŴẊŶŽ';
const accent = (text) => [...text].map((c) => { const i = FROM.indexOf(c); return i < 0 ? c : [...TO][i]; }).join('');

/** English's messages with every letter of their own text accented; placeables kept. */
function pseudo(ftl) {
  class Accent extends Transformer {
    visitTextElement(node) { node.value = accent(node.value); return node; }
  }
  return serialize(new Accent().visit(parse(ftl, {})), {});
}

/** A course with its prose accented, as a translation of the English one. */
function pseudoCourse(text) {
  return text.split('\n').map((line) => {
    const prose = line.match(/^(lesson|text|hint|success) (.*)$/);
    if (prose) return `${prose[1]} ${accent(prose[2])}`;
    const wrong = line.match(/^(wrong [^:]+: )(.*)$/);
    return wrong ? wrong[1] + accent(wrong[2]) : line;
  }).join('\n');
}

/**
 * Our own words that are not messages: notation (a record's tags), and names: the
 * browsers and systems a session is listed by (screen::account::browser_of), as every
 * language writes them.
 */
const OURS = new Set(['pass', 'Game', 'Firefox', 'Edge', 'Chromium', 'Safari', 'Android', 'iPhone', 'iPad',
  'Windows', 'macOS', 'ChromeOS', 'Linux']);

/** Words of three Latin letters or more on the page: English that no message made. */
async function english(p) {
  return p.evaluate((ours) => {
    const found = new Set();
    const scan = (text, where) => {
      // A puzzle's id (pyramida-0110) is notation too.
      const plain = String(text ?? '').replace(/\b[a-z]+-\d{4}\b/g, '');
      const words = (plain.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !ours.includes(w));
      if (words.length > 0) found.add(`${where}: ${String(text).trim().slice(0, 90)}`);
    };
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        // Notation: a position's text.
        if (['SCRIPT', 'STYLE', 'TEXTAREA', 'TEMPLATE', 'NOSCRIPT', 'CODE'].includes(el.tagName)) continue;
        // Each language's name in its own words.
        if (el.closest('select.language-choice')) continue;
        const where = el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '');
        for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
          if (el.hasAttribute(name)) scan(el.getAttribute(name), `${where}[${name}]`);
        }
        const hidden = el.closest('[hidden], .hidden') && !el.closest('.visually-hidden');
        for (const node of el.childNodes) {
          if (node.nodeType === Node.TEXT_NODE && !hidden) scan(node.textContent, where);
        }
      }
    };
    scan(document.title, 'title');
    walk(document);
    return [...found];
  }, [...OURS]);
}

let b, server, fake;
before(async () => {
  b = await browser();
  server = await gameServer();
  fake = ftlToJson(pseudo(readFileSync(join(dist, '..', 'www', 'i18n', 'en.ftl'), 'utf8')));
});
after(async () => { await b?.close(); await server?.close(); });

/** A page whose German is the pseudo-language. */
async function pseudoPage(viewport) {
  const p = await page(b, viewport, { locale: 'de' });
  const context = p.context();
  await context.route('**/i18n/de.json', (route) => route.fulfill({ body: fake, contentType: 'application/json' }));
  await context.route('**/learn/*.de.txt', async (route) => {
    const english = route.request().url().replace(/\.de\.txt$/, '.txt');
    const text = await (await fetch(english)).text();
    await route.fulfill({ body: pseudoCourse(text), contentType: 'text/plain; charset=utf-8' });
  });
  return p;
}

const seen = new Map();
/** Notes the English on the page now, under `screen`. */
async function look(p, screen) {
  await p.waitForFunction(() => document.documentElement.lang === 'de');
  for (const word of await english(p)) {
    if (!seen.has(word)) seen.set(word, screen);
  }
}

/** Clicks a visible control by its action, if the screen has one. */
async function press(p, action) {
  const control = p.locator(`[data-action="${action}"]:visible`).first();
  if ((await control.count()) === 0 || !(await control.isEnabled())) return false;
  await control.click();
  return true;
}

const GAMES = ['pyramida', 'chase', 'pyraos', 'allmer'];

test('every screen of the app, in a pseudo-language, shows no English', async () => {
  const p = await pseudoPage({ width: 1280, height: 800 });
  await p.goto(server.url + '/');
  await p.waitForSelector('.picker h1[data-l10n-id]');
  await look(p, 'picker');
  for (const game of GAMES) {
    await p.goto(`${server.url}/#${game}`);
    await p.waitForSelector('.pyramid-board');
    await settled(p);
    await look(p, `${game}: start`);
    for (let k = 0; k < 3; k++) await playAny(p, k + 1);
    await look(p, `${game}: after moves`);
    await p.fill('.move-input', 'zz9-zz9');
    await p.press('.move-input', 'Enter');
    await look(p, `${game}: a bad typed move`);
    await p.locator('.history [data-move]').first().click();
    await look(p, `${game}: review`);
    if (await press(p, 'analyse')) {
      await p.waitForSelector('.analysis-text:not(:empty)');
      await look(p, `${game}: analysis`);
    }
    if (await press(p, 'verdict')) await look(p, `${game}: verdict`);
    await press(p, 'review-end');
    for (const action of ['share', 'export', 'import']) {
      if (await press(p, action)) await look(p, `${game}: ${action}`);
      await p.keyboard.press('Escape');
    }
    await press(p, 'new-game');
    await look(p, `${game}: new game, your games`);
    await p.goto(`${server.url}/#edit/${game}`);
    await p.waitForSelector('.editor .editor-status[data-l10n-id], .editor .editor-status[data-l10n-phrases]');
    await look(p, `${game}: editor`);
    await p.goto(`${server.url}/#learn/${game}`);
    await p.waitForSelector('.learn');
    await look(p, `${game}: Learn`);
    await p.goto(`${server.url}/#learn/${game}/1`);
    await p.waitForSelector('.learn .pyramid-board');
    await look(p, `${game}: a lesson`);
    await press(p, 'hint');
    await look(p, `${game}: a lesson's hint`);
    await p.goto(`${server.url}/#puzzles/${game}`);
    await p.waitForSelector('.learn');
    await look(p, `${game}: Puzzles`);
  }
  await p.goto(`${server.url}/#online`);
  await p.waitForSelector('.online.lobby');
  await look(p, 'online lobby');
  await p.goto(`${server.url}/#online/new/pyramida`);
  await p.waitForSelector('.online.lobby form.invite');
  await look(p, 'invite form');
  await p.check('input[name=seat][value=white]');
  await p.selectOption('[data-control=clock]', '5+3');
  await p.click('[data-action=create]');
  await p.waitForSelector('.waiting-room:not(.hidden) .invite-link');
  await look(p, 'waiting room');
  const link = await p.inputValue('.invite-link');
  const q = await pseudoPage({ width: 390, height: 844 });
  await q.goto(link);
  await q.waitForSelector('.online.play .pyramid-board');
  for (const [mover, n] of [[p, 1], [q, 2]]) {
    await mover.waitForSelector('.online.play .pyramid-board[data-interactive="true"]');
    await look(mover, 'online game, to move');
    const state = await (await fetch(`${server.url}/api/games/${link.split('#online/')[1]}`)).json();
    const legal = execFileSync(cli, ['moves', state.game, state.current], { encoding: 'utf8' }).trim().split('\n');
    await mover.fill('.move-input', legal[0]);
    await mover.press('.move-input', 'Enter');
    for (const r of [p, q]) await r.waitForFunction((n) => document.querySelectorAll('.history [data-move]').length === n, n);
    await look(mover, 'online game, a move played');
  }
  await p.click('[data-action=draw]');
  await q.waitForSelector('.offer.question:not(.hidden)');
  await look(q, 'online draw offer');
  await look(p, 'online draw offered');
  await q.click('[data-action=decline-draw]');
  await p.click('[data-action=resign]');
  await look(p, 'online resign');
  await p.click('[data-action=resign-yes]');
  for (const r of [p, q]) {
    await r.waitForFunction(() => document.querySelector('.online.play .result')?.textContent);
    await look(r, 'online game over');
  }
  // Accounts: the sign-in page; signed in, the lobby's pairing and a seek, the account,
  // its menu, a profile, a leaderboard. The name has no word in it (letters apart).
  await p.goto(`${server.url}/#online/account`);
  await p.waitForSelector('form.sign-in');
  await look(p, 'sign in');
  const name = `p${Date.now() % 1000}_q${Math.floor(Math.random() * 10)}`;
  await p.fill('form.sign-up [name=username]', name);
  await p.fill('form.sign-up [name=password]', 'correct horse battery');
  await p.click('form.sign-up button[type=submit]');
  await p.waitForSelector('[data-control=pair-rated]:not([disabled])');
  await look(p, 'lobby, signed in');
  await p.click('.pairing-grid [data-clock="1d"]');
  await p.waitForSelector('[data-action=cancel-seek]:not(.hidden)');
  await look(p, 'seeking');
  await p.click('[data-action=cancel-seek]');
  await p.goto(`${server.url}/#online/account`);
  await p.waitForSelector('.signed-in');
  await look(p, 'account');
  await p.click('.account-menu summary');
  await look(p, 'account menu');
  await p.goto(`${server.url}/#online/player/${name}`);
  await p.waitForSelector('.online.profile table');
  await look(p, 'profile');
  await p.goto(`${server.url}/#online/leaderboard/pyraos`);
  await p.waitForSelector('.leaderboard-body .message');
  await look(p, 'leaderboard');
  const report = [...seen].map(([word, screen]) => `${screen}: ${word}`);
  assert.deepEqual(report, [], `English left:\n${report.join('\n')}`);
  assert.deepEqual(p.errors, []);
  assert.deepEqual(q.errors, []);
});
