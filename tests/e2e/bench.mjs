// Benchmarks, not tests: prints the figures of the README's performance section.
//   perft natively (the CLI) and compiled to wasm (in Chromium) in the same run;
//   the board's click latencies with the real page; the size of the build.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { serve, browser, dist } from './harness.mjs';

const root = join(dist, '..');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const best = (xs) => Math.min(...xs);
const runs = Number(process.env.BENCH_RUNS ?? 3);

function nativePerft(game, depth) {
  const times = [];
  let nodes = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    const out = spawnSync(join(root, 'target/release/pyramid'), ['perft', game, String(depth)], { encoding: 'utf8' });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    nodes = Number(out.stdout.trim().split('\n').pop());
  }
  return { nodes, ms: best(times) };
}

const server = await serve();
const chrome = await browser();
const context = await chrome.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
const page = await context.newPage();
await page.goto(server.url + '#chase');
await page.waitForSelector('.pyramid-board .cells');
await page.waitForFunction(() => window.wasmBindings?.GameHandle);

console.log('## Perft, native and wasm (best of %d)', runs);
for (const [game, depth] of [['chase', 5], ['pyramida', 6]]) {
  const native = nativePerft(game, depth);
  const wasm = await page.evaluate(([game, depth, runs]) => {
    const times = [];
    let nodes = 0;
    for (let i = 0; i < runs; i++) {
      const g = new window.wasmBindings.GameHandle(game, undefined, undefined);
      const t0 = performance.now();
      nodes = g.perft(depth);
      times.push(performance.now() - t0);
      g.free();
    }
    return { nodes, ms: Math.min(...times) };
  }, [game, depth, runs]);
  if (wasm.nodes !== native.nodes) throw new Error(`${game} perft ${depth}: wasm ${wasm.nodes} ≠ native ${native.nodes}`);
  const mnps = (r) => (r.nodes / r.ms / 1000).toFixed(1);
  console.log(`${game} perft ${depth}: ${native.nodes} nodes; native ${native.ms.toFixed(0)} ms = ${mnps(native)} M nodes/s; ` +
    `wasm ${wasm.ms.toFixed(0)} ms = ${mnps(wasm)} M nodes/s; wasm/native ${(native.ms / wasm.ms).toFixed(2)}`);
}

// Click latency: from a click to the DOM showing its result (layout included), the
// animation excluded (reduced motion). Each sample selects a piece, then plays a move.
console.log('\n## Board latency in headless Chromium (median of the samples)');
const click = (cell) => page.evaluate((cell) => {
  const board = document.querySelector('.pyramid-board');
  const el = board.querySelector(`.pieces [data-cell="${cell}"]`) ?? board.querySelector(`.cells [data-cell="${cell}"]`);
  const t0 = performance.now();
  el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  document.body.getBoundingClientRect();
  return performance.now() - t0;
}, cell);
for (const game of ['chase', 'pyramida']) {
  await page.goto(server.url + '#' + game);
  await page.reload();
  await page.waitForSelector('.pyramid-board .cells');
  const select = [];
  const move = [];
  for (let i = 0; i < 40; i++) {
    const pieces = await page.locator('.pyramid-board .pieces .piece').evaluateAll((els) => els.map((e) => e.dataset.cell));
    let played = false;
    for (let k = 0; k < pieces.length && !played; k++) {
      const cell = pieces[(i * 7 + k) % pieces.length];
      const t = await click(cell);
      const options = await page.locator('.marks .option').evaluateAll((els) => els.map((e) => e.dataset.option));
      if (options.length === 0) { await page.keyboard.press('Escape'); continue; }
      select.push(t);
      move.push(await click(options[i % options.length]));
      played = true;
    }
    if ((await page.getAttribute('.pyramid-board', 'data-status')) !== 'ongoing') break;
  }
  console.log(`${game}: select → destinations ${median(select).toFixed(2)} ms; destination → redrawn board ` +
    `${median(move).toFixed(2)} ms (${select.length} moves)`);
}

// The computer's time per move, in the browser (wasm, main thread of a page: the same
// code the worker runs), from the start and from positions a few random moves in.
console.log('\n## The computer in the browser: time per move (average and max over the positions)');
await page.goto(server.url + '#pyramida');
await page.waitForFunction(() => window.wasmBindings?.bestMove);
for (const game of ['pyramida', 'chase', 'pyraos', 'allmer']) {
  const row = await page.evaluate((game) => {
    const { GameHandle, bestMove } = window.wasmBindings;
    let seed = 12345;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const lines = [];
    for (let k = 0; k < 6; k++) {
      const g = new GameHandle(game, undefined, undefined);
      const moves = [];
      for (let i = 0; i < k * 4; i++) {
        const legal = g.legalMoves();
        if (legal.length === 0) break;
        const mv = legal[Math.floor(random() * legal.length)];
        g.play(mv);
        moves.push(mv);
      }
      if (g.status() === 'ongoing') lines.push(moves);
      g.free();
    }
    const out = {};
    for (const level of ['easy', 'normal', 'hard']) {
      const times = lines.map((moves) => {
        const t0 = performance.now();
        bestMove(game, undefined, undefined, moves, level, 1, undefined);
        return performance.now() - t0;
      });
      out[level] = `${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(0)} ms avg, ${Math.max(...times).toFixed(0)} ms max`;
    }
    return out;
  }, game);
  console.log(`${game}: easy ${row.easy}; normal ${row.normal}; hard ${row.hard}`);
}

console.log('\n## Size of the build');
for (const file of readdirSync(dist).filter((f) => /\.(wasm|js|css)$/.test(f))) {
  const bytes = readFileSync(join(dist, file));
  console.log(`${file.replace(/-[0-9a-f]{16}/, '')}: ${(bytes.length / 1024).toFixed(1)} KiB, gzip ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1)} KiB`);
}

await chrome.close();
await server.close();
