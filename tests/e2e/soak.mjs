// A benchmark, not a test: thousands of random clicks, taps and key presses on the real
// app in Chromium, with Undo, Redo, New game, review, the editor and opponent changes
// mixed in, across all four games. Passes with no page error, no console error, and the
// game saved at the end opening again as it was.
//   node tests/e2e/soak.mjs        (after trunk build --release; SOAK_ACTIONS=3000, SOAK_SEED)
import { serve, browser } from './harness.mjs';

const total = Number(process.env.SOAK_ACTIONS ?? 3000);
let seed = Number(process.env.SOAK_SEED ?? 1);
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (xs) => xs[Math.floor(random() * xs.length)];
const KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Enter', ' ', 'Escape', 'Home', 'End', 'PageUp', 'PageDown', '?', 'Tab'];
const BUTTONS = ['undo', 'redo', 'new-game', 'flip', 'pass', 'done'];

const server = await serve();
const chrome = await browser();
const problems = [];
const counts = { click: 0, tap: 0, key: 0, button: 0, opponent: 0, review: 0, editor: 0, reload: 0 };
const t0 = Date.now();
const perGame = Math.ceil(total / 4);
for (const [i, game] of ['pyramida', 'chase', 'pyraos', 'allmer'].entries()) {
  // Phones and laptops in turn: taps on one, clicks on the other.
  const phone = i % 2 === 1;
  const context = await chrome.newContext(phone
    ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
    : { viewport: { width: 1280, height: 800 } });
  const p = await context.newPage();
  p.on('pageerror', (e) => problems.push(`${game}: page error: ${e.message}`));
  p.on('console', (m) => { if (m.type() === 'error') problems.push(`${game}: console error: ${m.text()}`); });
  await p.goto(server.url + '#' + game);
  await p.waitForSelector('.pyramid-board .cells');
  for (let n = 0; n < perGame; n++) {
    const roll = random();
    try {
      if (roll < 0.55) {
        const cells = await p.locator('.game .pyramid-board .cells [data-cell]').count();
        const box = await p.locator('.game .pyramid-board .cells [data-cell]').nth(Math.floor(random() * cells)).boundingBox();
        if (box) {
          const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
          if (phone) { await p.touchscreen.tap(x, y); counts.tap++; } else { await p.mouse.click(x, y); counts.click++; }
        }
      } else if (roll < 0.75) {
        if (random() < 0.5) await p.focus('.game .board-svg');
        await p.keyboard.press(pick(KEYS));
        counts.key++;
      } else if (roll < 0.9) {
        const button = p.locator(`.game .panel button[data-action="${pick(BUTTONS)}"]:visible:enabled`);
        if (await button.count()) { await button.first().click({ timeout: 2000 }); counts.button++; }
      } else if (roll < 0.95) {
        await p.selectOption('select[data-control="level"]', 'easy');
        await p.selectOption('select[data-control="mode"]', pick(['two', 'computer-white', 'computer-black', 'two']));
        counts.opponent++;
      } else if (roll < 0.98) {
        const moves = await p.locator('.history [data-move]').count();
        if (moves) { await p.locator('.history [data-move]').nth(Math.floor(random() * moves)).click(); counts.review++; }
      } else if (roll < 0.99) {
        await p.goto(server.url + '#edit/' + game);
        await p.waitForSelector('.editor-board[data-drawn] .cells');
        await p.goBack();
        await p.waitForSelector('.game .pyramid-board .cells');
        counts.editor++;
      } else {
        await p.reload();
        await p.waitForSelector('.game .pyramid-board .cells');
        counts.reload++;
      }
    } catch (e) {
      // A control that vanished between finding and clicking it is the page moving on,
      // not a fault; anything the page itself reports is caught by the listeners.
      if (!/Timeout|detached|not visible|outside of the viewport|intercepts pointer/.test(e.message)) throw e;
    }
  }
  // The game as saved opens again as it was.
  // The game itself, not a position under review, is what is saved.
  await p.selectOption('select[data-control="mode"]', 'two');
  await p.evaluate(() => document.activeElement?.blur());
  await p.keyboard.press('End');
  await p.waitForTimeout(800);
  const before = await p.getAttribute('.game .pyramid-board', 'data-position');
  const plies = await p.locator('.history [data-move]').count();
  await p.reload();
  await p.waitForSelector('.game .pyramid-board .cells');
  const after = await p.getAttribute('.game .pyramid-board', 'data-position');
  const again = await p.locator('.history [data-move]').count();
  if (before !== after || plies !== again) problems.push(`${game}: saved ${before} (${plies} moves), reopened ${after} (${again} moves)`);
  console.log(`${game}: ${perGame} actions on a ${phone ? 'phone' : 'laptop'}, ${plies} moves in the game at the end`);
  await context.close();
}
await chrome.close();
await server.close();
console.log(`## Soak: ${perGame * 4} random actions in ${((Date.now() - t0) / 1000).toFixed(0)} s:`, JSON.stringify(counts));
console.log(problems.length ? problems.join('\n') : '0 page errors, 0 console errors, every saved game reopened as it was');
process.exit(problems.length ? 1 : 0);
