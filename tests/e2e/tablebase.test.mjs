// Perfect and "Who wins from here?" through the game server's tablebase, under the
// standard rules (which no book in the site covers), from a mid-game position: the
// server is given a table that knows the positions reachable from it (pyramid-tablebase
// reachable). Then the server goes away, and who wins is solved in the browser, saying so.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browser, page, settled, plies, gameServer, shoot, waitPlies, loadPosition, playAny } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// 21 spheres, White to move: White wins in 11 plies (19,551 positions reachable).
const MID = 'w W:1b1,1c1,1d2,1a3,1b3,1c4,2c1,2a2,2b3,3a2 B:1d1,1a2,1b2,1c2,1c3,1d3,1a4,1b4,2b1,2b2,2a3';

let server, chrome;
before(async () => {
  const tables = await mkdtemp(join(tmpdir(), 'pyramid-tables-'));
  const exe = join(here, '..', '..', 'target', 'debug', 'pyramid-tablebase');
  execFileSync(exe, ['reachable', join(tables, 'standard.table'), '--position', MID]);
  server = await gameServer(['--tables', tables]);
  chrome = await browser();
});
after(async () => { await chrome?.close(); await server?.close(); });

const verdictSays = (p, pattern) => p.waitForFunction(
  (source) => new RegExp(source).test(document.querySelector('.verdict-text')?.textContent ?? ''),
  pattern.source, { timeout: 20000 });

/** The server's answer about MID after `moves`. */
async function ask(moves) {
  const url = new URL('api/tablebase/pyraos', server.url + '/');
  url.searchParams.set('position', MID);
  for (const m of moves) url.searchParams.append('move', m);
  return (await fetch(url)).json();
}

test('Perfect under the standard rules plays from the server and wins in the fewest plies', async () => {
  const p = await page(chrome);
  const asked = [];
  p.on('request', (r) => { if (r.url().includes('/api/tablebase') || r.url().includes('/books/')) asked.push(new URL(r.url()).pathname); });
  await p.goto(server.url + '/#pyraos');
  await p.waitForSelector('.pyramid-board .cells');
  // The standard rules: offered only because the server has their table.
  await p.waitForFunction(() => {
    const o = document.querySelector('select[data-control="level"] option[value="perfect"]');
    return o && !o.disabled && !o.hidden;
  });
  await loadPosition(p, MID);
  await p.click('[data-action="verdict"]');
  await verdictSays(p, /^White wins in 11 plies$/);
  await p.selectOption('select[data-control="level"]', 'perfect');
  await p.selectOption('select[data-control="mode"]', 'computer-white');
  for (let k = 0; ; k++) {
    await waitPlies(p, 2 * k + 1);
    await settled(p);
    if (await p.isVisible('.result')) break;
    await playAny(p, 3 * k + 2);
  }
  assert.match(await p.textContent('.result'), /White wins/);
  const moves = await plies(p);
  assert.ok(moves.length <= 11, `won in ${moves.length} plies, 11 promised`);
  // Each of Perfect's moves was the server's best there: the quickest win.
  for (let i = 0; i < moves.length; i += 2) {
    const answer = await ask(moves.slice(0, i));
    assert.equal(answer.category, 'win', `ply ${i + 1}: a won position`);
    const played = answer.moves.find((m) => m.move === moves[i]);
    assert.equal(played.plies, answer.plies - 1, `ply ${i + 1}, ${moves[i]}: the quickest win`);
  }
  assert.ok(asked.some((a) => a === '/api/tablebase/pyraos'), 'asked the server');
  assert.ok(!asked.some((a) => a.startsWith('/books/')), 'no book downloaded');
  await shoot(p, 'pyraos-tablebase-perfect');
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('without the server, who wins is solved in the browser and Perfect says why it cannot move', async () => {
  const p = await page(chrome);
  await p.goto(server.url + '/#pyraos');
  await p.waitForSelector('.pyramid-board .cells');
  await loadPosition(p, MID);
  await p.click('[data-action="verdict"]');
  await verdictSays(p, /^White wins in 11 plies$/);
  await server.close();
  await playAny(p, 0);
  await verdictSays(p, /wins in \d+ plies \(The server's tablebase cannot be reached: no connection\. Solved in this browser instead\.\)/);
  await shoot(p, 'pyraos-tablebase-offline');
  // Perfect, still offered from when the server answered, says why it cannot move.
  await p.selectOption('select[data-control="level"]', 'perfect');
  await p.selectOption('select[data-control="mode"]', 'computer-black');
  await p.waitForSelector('button[data-action="retry"]:not(.hidden)', { timeout: 30000 });
  assert.match(await p.textContent('.message'),
    /The server's tablebase cannot be reached: no connection\. Perfect plays these rules only from it: try again, or choose another level\./);
  assert.equal((await plies(p)).length, 1);
  // The page itself reports the failed request as a console error; nothing else.
  assert.deepEqual(p.errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(e)), []);
  await p.context().close();
});
