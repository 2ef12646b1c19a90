// Benchmarks, not tests: prints the figures of docs/engine.md's performance section.
//   perft natively (the CLI) and compiled to wasm (in Chromium) in the same run;
//   the board's click latencies with the real page; the computer's time per move in the
//   browser, and the Perfect player's (Pyraos, children's rules); the size of the build.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { serve, browser, dist } from './harness.mjs';

const root = join(dist, '..');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const best = (xs) => Math.min(...xs);
const runs = Number(process.env.BENCH_RUNS ?? 10);
// BENCH_PARTS=perft,computer runs only those parts (of perft, latency, computer, perfect,
// size).
const parts = (process.env.BENCH_PARTS ?? 'perft,latency,computer,perfect,size').split(',');

function nativePerft(game, depth) {
  const t0 = process.hrtime.bigint();
  const out = spawnSync(join(root, 'target/release/pyramid'), ['perft', game, String(depth)], { encoding: 'utf8' });
  return { nodes: Number(out.stdout.trim().split('\n').pop()), ms: Number(process.hrtime.bigint() - t0) / 1e6 };
}

const server = await serve();
const chrome = await browser();
const context = await chrome.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
const page = await context.newPage();
await page.goto(server.url + '#chase');
await page.waitForSelector('.pyramid-board .cells');
// The worker's wasm, loaded on the page's main thread as window.workerBindings: the
// engine's speed is measured where it runs hot, in the computer's worker (built for speed;
// the page's wasm is built for size, and asks the engine about one position a click: the
// latency below). The computer and Perfect parts below use it too.
const loadWorkerWasm = () => page.evaluate(async () => {
  const worker = await import('./pyramid-worker.js');
  await worker.default({ module_or_path: './pyramid-worker_bg.wasm' });
  window.workerBindings = worker;
});
await loadWorkerWasm();

// Native and wasm runs alternate, and each side's best counts: this machine's speed
// drifts by a third from one second to the next, and the best run is the one it disturbed
// least.
if (parts.includes('perft')) console.log('## Perft, native and wasm (best of %d alternating runs each)', runs);
// Depths for runs of about 0.1 s: shorter ones measure the clock and the process start.
for (const [game, depth] of parts.includes('perft') ? [['chase', 5], ['pyramida', 7]] : []) {
  // Warm up first: Chromium runs new wasm code in its baseline compiler and swaps in
  // optimised code while it runs, so the first runs measure the compiler, not the code.
  await page.evaluate(([game, depth]) => {
    const warm = new window.workerBindings.GameHandle(game, undefined, undefined);
    for (const stop = performance.now() + 3000; performance.now() < stop; ) warm.perft(depth - 1);
    warm.free();
  }, [game, depth]);
  const native = [];
  const wasm = [];
  for (let i = 0; i < runs; i++) {
    native.push(nativePerft(game, depth));
    wasm.push(await page.evaluate(([game, depth]) => {
      const g = new window.workerBindings.GameHandle(game, undefined, undefined);
      const t0 = performance.now();
      const nodes = g.perft(depth);
      const ms = performance.now() - t0;
      g.free();
      return { nodes, ms };
    }, [game, depth]));
  }
  const nodes = native[0].nodes;
  if (wasm.some((r) => r.nodes !== nodes)) throw new Error(`${game} perft ${depth}: wasm and native disagree`);
  // The native figure is a whole process: its start (perft 1, best of the same number of
  // runs) is taken off, or a short perft would flatter wasm by the few ms of a start.
  const start = best(Array.from({ length: runs }, () => nativePerft(game, 1).ms));
  const [n, w] = [best(native.map((r) => r.ms)) - start, best(wasm.map((r) => r.ms))];
  const mnps = (ms) => (nodes / ms / 1000).toFixed(1);
  console.log(`${game} perft ${depth}: ${nodes} nodes; native ${n.toFixed(0)} ms = ${mnps(n)} M nodes/s; ` +
    `wasm ${w.toFixed(0)} ms = ${mnps(w)} M nodes/s; wasm/native ${(n / w).toFixed(2)} ` +
    `(native less its process start, ${start.toFixed(1)} ms)`);
}

// Click latency: from a click to the DOM showing its result (layout included), the
// animation excluded (reduced motion). Each sample selects a piece, then plays a move.
if (parts.includes('latency')) console.log('\n## Board latency in headless Chromium (median of the samples)');
const click = (cell) => page.evaluate((cell) => {
  const board = document.querySelector('.pyramid-board');
  const el = board.querySelector(`.pieces [data-cell="${cell}"]`) ?? board.querySelector(`.cells [data-cell="${cell}"]`);
  const t0 = performance.now();
  el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  document.body.getBoundingClientRect();
  return performance.now() - t0;
}, cell);
// With BENCH_BEFORE set to another build's folder (an earlier dist/), the latency is
// measured on both, in turns, in one run: a change's before and after under the same load.
const before = process.env.BENCH_BEFORE ? await serve(process.env.BENCH_BEFORE) : null;
async function latency(url, game, samples) {
  await page.goto(url + '#' + game);
  await page.reload();
  await page.waitForSelector('.pyramid-board .cells');
  for (let i = 0; i < 40; i++) {
    const pieces = await page.locator('.pyramid-board .pieces .piece').evaluateAll((els) => els.map((e) => e.dataset.cell));
    let played = false;
    for (let k = 0; k < pieces.length && !played; k++) {
      const cell = pieces[(i * 7 + k) % pieces.length];
      const t = await click(cell);
      const options = await page.locator('.marks .option').evaluateAll((els) => els.map((e) => e.dataset.option));
      if (options.length === 0) { await page.keyboard.press('Escape'); continue; }
      samples.select.push(t);
      samples.move.push(await click(options[i % options.length]));
      played = true;
    }
    if ((await page.getAttribute('.pyramid-board', 'data-status')) !== 'ongoing') break;
  }
}
for (const game of parts.includes('latency') ? ['chase', 'pyramida'] : []) {
  const builds = before ? [['before', before.url], ['now', server.url]] : [['', server.url]];
  const samples = Object.fromEntries(builds.map(([name]) => [name, { select: [], move: [] }]));
  for (let round = 0; round < (before ? 3 : 1); round++) {
    for (const [name, url] of builds) await latency(url, game, samples[name]);
  }
  for (const [name] of builds) {
    const { select, move } = samples[name];
    console.log(`${game}${name ? ` (${name})` : ''}: select → destinations ${median(select).toFixed(2)} ms; ` +
      `destination → redrawn board ${median(move).toFixed(2)} ms (${select.length} moves)`);
  }
}

// The computer's time per move in the browser (the worker's wasm, loaded on the page's
// main thread: the same code the worker runs), over whole games: hard against normal and normal against easy,
// twice with each colour, every move of both sides timed. Seeds are fixed, so the games
// are the same on every run.
if (parts.includes('computer')) {
  console.log('\n## The computer in the browser: time per move over whole games');
  await page.goto(server.url + '#pyramida');
  await page.waitForSelector('.pyramid-board .cells');
  await loadWorkerWasm();
}
for (const game of parts.includes('computer') ? ['pyramida', 'chase', 'pyraos', 'allmer'] : []) {
  const cap = game === 'pyramida' ? 400 : 300;
  const times = { easy: [], normal: [], hard: [] };
  const pairs = [['hard', 'normal'], ['normal', 'hard'], ['normal', 'easy'], ['easy', 'normal']];
  for (const [round, players] of [0, 1].flatMap((round) => pairs.map((players) => [round, players]))) {
    const played = await page.evaluate(([game, players, cap, round]) => {
      const { GameHandle, bestMove } = window.workerBindings;
      const g = new GameHandle(game, undefined, undefined);
      const moves = [];
      const spent = [];
      while (g.status() === 'ongoing' && moves.length < cap) {
        const level = players[g.sideToMove() === 'white' ? 0 : 1];
        const t0 = performance.now();
        const mv = bestMove(game, undefined, undefined, moves, level, round * 1000 + moves.length, undefined);
        spent.push([level, performance.now() - t0]);
        g.play(mv);
        moves.push(mv);
      }
      g.free();
      return spent;
    }, [game, players, cap, round]);
    for (const [level, ms] of played) times[level].push(ms);
  }
  const row = Object.entries(times).map(([level, ts]) =>
    `${level} ${(ts.reduce((a, b) => a + b, 0) / ts.length).toFixed(0)} ms avg, ${Math.max(...ts).toFixed(0)} ms max (${ts.length} moves)`);
  console.log(`${game}: ${row.join('; ')}`);
}

// The Perfect player (Pyraos, removal=children) in the browser: reading each book, then
// every move of whole games against seeded random replies and against hard, with each
// colour. Its level promises an answer within a second.
if (parts.includes('perfect')) {
  console.log('\n## Perfect in the browser (Pyraos, removal=children): time per move over whole games');
  if (!parts.includes('computer')) {
    await loadWorkerWasm();
  }
  const report = await page.evaluate(async () => {
    const { GameHandle, bestMove, perfectBookNeeded, loadPerfectBook, perfectMove } = window.workerBindings;
    const options = { removal: 'children' };
    const loads = [];
    for (const colour of ['white', 'black']) {
      const t0 = performance.now();
      const name = `pyraos-children-${colour}.book`;
      const bytes = new Uint8Array(await (await fetch(`./books/${name}`)).arrayBuffer());
      const t1 = performance.now();
      loadPerfectBook(name, bytes);
      loads.push(`${colour}: fetched in ${(t1 - t0).toFixed(0)} ms, read in ${(performance.now() - t1).toFixed(0)} ms`);
    }
    let seed = 12345;
    const random = (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const rows = [];
    for (const opponent of ['random', 'hard']) {
      for (const perfect of ['white', 'black']) {
        const times = [];
        let won = 0;
        const games = opponent === 'random' ? 50 : 5;
        for (let n = 0; n < games; n++) {
          const g = new GameHandle('pyraos', undefined, options);
          const moves = [];
          while (g.status() === 'ongoing') {
            let mv;
            if (g.sideToMove() === perfect) {
              if (perfectBookNeeded('pyraos', options, undefined, moves)) throw new Error('a book is not read');
              const t0 = performance.now();
              mv = perfectMove('pyraos', options, undefined, moves);
              times.push([performance.now() - t0, moves.length]);
            } else if (opponent === 'hard') {
              mv = bestMove('pyraos', options, undefined, moves, 'hard', n, undefined);
            } else {
              const legal = g.legalMoves();
              mv = legal[random(legal.length)];
            }
            g.play(mv);
            moves.push(mv);
          }
          if (g.status() === `${perfect} wins`) won += 1;
          g.free();
        }
        const ms = times.map((t) => t[0]);
        const worst = times.reduce((a, b) => (b[0] > a[0] ? b : a));
        rows.push(`as ${perfect} against ${opponent}: won ${won} of ${games}; ` +
          `${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(1)} ms avg, ${worst[0].toFixed(0)} ms max ` +
          `(at ply ${worst[1]}; ${ms.length} moves)`);
      }
    }
    // The longest Perfect thinks: a position from no game of its own, refused when the
    // exact search's budget runs out.
    const t0 = performance.now();
    let refused = '';
    try {
      perfectMove('pyraos', options, 'w W:1a1,1b1,1c1 B:', []);
    } catch (e) {
      refused = String(e.message ?? e).slice(0, 40);
    }
    rows.push(`a position it does not know, refused in ${(performance.now() - t0).toFixed(0)} ms ("${refused}…")`);
    return [...loads, ...rows];
  });
  for (const line of report) console.log(line);
}

if (parts.includes('size')) console.log('\n## Size of the build');
for (const file of parts.includes('size') ? readdirSync(dist).filter((f) => /\.(wasm|js|css)$/.test(f)) : []) {
  const bytes = readFileSync(join(dist, file));
  console.log(`${file.replace(/-[0-9a-f]{16}/, '')}: ${(bytes.length / 1024).toFixed(1)} KiB, gzip ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1)} KiB`);
}

await chrome.close();
await server.close();
await before?.close();
