// A benchmark, not a test: how long the embedded boards hold a phone's main thread.
// Each rules page is loaded in Debian's Chromium as a phone (412 × 823, its CPU slowed 4×
// as Lighthouse's mobile profile assumes), traced until its boards near the screen are
// mounted and drawn, and the longest main-thread task after the page's first paint is
// printed, and the longest of those that ran script: on a rules page the boards' own
// (their stages and slices, their part's start, their words), which must stay under
// 50 ms; the others are the browser's parsing, style, layout and paint.
//
//   node scripts/board-tasks.mjs [DIST] [--runs N] [--only TEXT] [--why] [--again]
//
// Each task is timed twice: on the clock, and by the main thread's own time (its thread
// time; Chromium's throttle slows a thread by holding it busy, so that is counted). On
// this 2-core machine the clock also counts the time the page's thread waited for a core
// while the browser's other processes, its compiling threads and the throttle ran; the
// last column says how long that was in each load (Linux's scheduler figures).
//
// DIST is the build (dist/ by default); --runs loads each page N times (5 by default) and
// prints the median and the range; --only keeps the pages whose address contains TEXT;
// --why says what each task over 50 ms did (its longest trace events); --again measures
// each page's second load in its tab, a few seconds after the first: a reader who comes
// back (the boards' wasm compiled already: V8 keeps a module's code for the same bytes).
// Lighthouse (scripts/lighthouse.mjs) simulates its slow phone from an unthrottled load;
// this slows the real one, so its figures are harsher and vary more from load to load
// on a busy machine. Figures: docs/engine.md, "Pages that never freeze".
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve, browser } from '../tests/e2e/harness.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const args = process.argv.slice(2);
const flag = (name) => { const i = args.indexOf(name); return i >= 0 ? args.splice(i, 2)[1] : undefined; };
const runs = Number(flag('--runs') ?? 5);
const only = flag('--only');
const why = args.includes('--why') && args.splice(args.indexOf('--why'), 1);
const again = args.includes('--again') && args.splice(args.indexOf('--again'), 1);
const dist = resolve(args[0] ?? join(root, 'dist'));

const PAGES = ['pyramida', 'chase', 'pyraos', 'allmer', 'chase.de']
  .map((name) => `rules/${name}.html`).filter((page) => !only || page.includes(only));

/** Run in the page before its own scripts: reads down to the first board if it is further
 * down, then logs "boards drawn" once every board that came near (near as embed.js counts
 * it: within half a screen) is mounted and drawn whole (a board draws in slices). Which
 * boards are near is asked of observers: a getBoundingClientRect in the polls made the
 * browser lay out the page the boards were changing, a task of 50 ms and more at 4x. */
function waitInPage() {
  addEventListener('load', () => {
    const boards = [...document.querySelectorAll('.pyramid-embed')];
    const near = new Set();
    const drawn = () => near.size > 0 && [...near].every((e) => e.dataset.state
      && e.shadowRoot?.querySelector('.pyramid-board')?.dataset.drawn !== 'false');
    const check = () => (drawn() ? console.log('boards drawn') : setTimeout(check, 200));
    new IntersectionObserver(([first], observer) => {
      observer.disconnect();
      if (first.boundingClientRect.top > innerHeight * 1.5) boards[0].scrollIntoView();
      const watcher = new IntersectionObserver((entries) => {
        for (const entry of entries) if (entry.isIntersecting) near.add(entry.target);
      }, { rootMargin: '50% 0px' });
      boards.forEach((e) => watcher.observe(e));
      setTimeout(check, 200);
    }).observe(boards[0]);
  });
}

/** One load of `address`: its main thread's tasks after first paint, longest first, and how
 * long that thread waited for a core during the load. */
async function load(b, address) {
  const context = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  // The page says itself when its boards are drawn: anything the benchmark evaluated in
  // the page after its first paint would be a task of its own, and counted (Playwright's
  // page.evaluate and waitForFunction run its injected script first: 50 to 90 ms at 4x).
  await page.addInitScript(waitInPage);
  const drawn = () => new Promise((done) => page.on('console', (m) => m.text() === 'boards drawn' && done()));
  if (again) {
    const first = drawn();
    await page.goto(address, { waitUntil: 'load' });
    await first;
    await page.waitForTimeout(3000);
  }
  const last = drawn();
  const waited = waitedForACore();
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,loading', transferMode: 'ReportEvents' });
  await page.goto(address, { waitUntil: 'load' });
  await last;
  waited.end();
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  // The page's renderer is the process that painted it.
  const painted = events.find((e) => e.name === 'firstContentfulPaint');
  if (!painted) throw new Error(`${address}: no first paint in the trace`);
  const [main, paint] = [painted.pid, painted.ts];
  const thread = events.find((e) => e.name === 'thread_name' && e.pid === main && e.args?.name === 'CrRendererMain')?.tid;
  const on = events.filter((e) => e.pid === main && e.tid === thread && e.ph === 'X');
  const tasks = on.filter((e) => e.name === 'RunTask' && e.ts >= paint).sort((x, y) => y.dur - x.dur).map((task) => {
    // What the task did, by its longest parts (an event's script when it names one).
    const parts = new Map();
    for (const e of on) {
      if (e === task || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
      const url = e.args?.data?.url?.split('/').pop();
      const name = url ? `${e.name} ${url}` : e.name;
      parts.set(name, (parts.get(name) ?? 0) + e.dur / 1000);
    }
    // A task that ran script: on a rules page, the boards' (their stages and slices, the
    // part's start, their words; a promise's continuation runs at a task's microtask
    // checkpoint, which every task has, mostly empty); the rest is the browser's parsing,
    // style, layout and paint.
    const script = [...parts].some(([name, ms]) => /^(TimerFire|RunMicrotasks|FunctionCall|v8\.callFunction|v8\.evaluateModule|EvaluateScript)/.test(name)
      || (name === 'BlinkScheduler_PerformMicrotaskCheckpoint' && ms >= 1));
    // Its thread time too (see the top): a task of 20 ms of work can take 70 on the clock.
    return { ms: task.dur / 1000, cpu: (task.tdur ?? task.dur) / 1000, at: (task.ts - paint) / 1000, script, parts: [...parts].sort((x, y) => y[1] - x[1]).slice(0, 4) };
  });
  return { tasks, waited: waited.of(main) };
}

/** How long each renderer's main thread waited for a core, runnable but not running, from
 * Linux's scheduler figures (`/proc/PID/task/PID/schedstat`; a renderer's main thread is
 * its process's first): `end()` when the load is over, then `of(pid)`, in ms (undefined
 * where there are no such figures). What the clock counts in a task beyond its thread time
 * is this wait, on this machine: for Chase's page, 330 to 440 ms of each, in three loads. */
function waitedForACore() {
  const read = () => {
    try {
      const renderers = execSync('ps -eo pid,args').toString().split('\n').filter((line) => line.includes('--type=renderer'));
      return new Map(renderers.map((line) => Number(line.trim().split(/\s+/)[0]))
        .map((pid) => [pid, Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[1])]));
    } catch {
      return new Map();
    }
  };
  const start = read();
  let end;
  return {
    end: () => { end = read(); },
    // A renderer started for this load waited only during it.
    of: (pid) => (end?.has(pid) ? (end.get(pid) - (start.get(pid) ?? 0)) / 1e6 : undefined),
  };
}

const site = await serve(dist);
const b = await browser();
console.log('| page | longest task after first paint: median (range) | longest task, thread time: median (range) | longest script task: median (range) | script tasks over 50 ms, all loads | longest script task, thread time: median (range) | over 50 ms of thread time | main thread waiting for a core, a load: median (range) |');
console.log('|---|---|---|---|---|---|---|---|');
const ms = (x) => `${Math.round(x)} ms`;
const spread = (list) => {
  list.sort((x, y) => x - y);
  return `${ms(list[Math.floor(list.length / 2)])} (${ms(list[0])}–${ms(list[list.length - 1])})`;
};
for (const page of PAGES) {
  const [longest, longestCpu, scripts, cpus, waits] = [[], [], [], [], []];
  let [over, overCpu] = [0, 0];
  for (let i = 0; i < runs; i++) {
    const { tasks, waited } = await load(b, site.url + page);
    if (waited !== undefined) waits.push(waited);
    longest.push(tasks[0]?.ms ?? 0);
    longestCpu.push(Math.max(0, ...tasks.map((t) => t.cpu)));
    // The tasks that ran script, longest on the clock first.
    const script = tasks.filter((t) => t.script);
    scripts.push(script[0]?.ms ?? 0);
    over += script.filter((t) => t.ms > 50).length;
    cpus.push(Math.max(0, ...script.map((t) => t.cpu)));
    overCpu += script.filter((t) => t.cpu > 50).length;
    if (why) {
      for (const t of tasks.filter((t) => t.ms > 50)) {
        console.error(`${page}: ${Math.round(t.ms)} ms (thread ${Math.round(t.cpu)}) at ${Math.round(t.at)} ms after first paint: `
          + t.parts.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', '));
      }
    }
  }
  console.log(`| ${page} | ${spread(longest)} | ${spread(longestCpu)} | ${spread(scripts)} | ${over} | ${spread(cpus)} | ${overCpu} | ${waits.length ? spread(waits) : 'n/a'} |`);
}
await b.close();
await site.close();
