// A benchmark, not a test: what the languages' runtime (i18n.js, with Fluent's bundle in
// it) costs the app's first load, as the CPU time of its own functions in Chromium's
// sampling profiler (every 100 µs): fetching and reading the language's messages and
// writing every element's words, not what its callbacks run (the app's start is called
// from its promise, which Lighthouse counts as the script's). The browser's storage is
// opened before the page runs, so that its first read, which can take tens of
// milliseconds, is not counted as the language's.
//
//   node scripts/words-bench.mjs [DIST] [--before DIST] [--runs N] [--lang LANG]
//
// The median of N runs (7 by default) a build, the builds in turns. Figures:
// docs/engine.md, "Pages that never freeze".
import { resolve, join } from 'node:path';
import { chromium } from '../tests/e2e/node_modules/playwright-core/index.mjs';
import { serve } from '../tests/e2e/harness.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const args = process.argv.slice(2);
const flag = (name) => { const i = args.indexOf(name); return i >= 0 ? args.splice(i, 2)[1] : undefined; };
const before = flag('--before');
const runs = Number(flag('--runs') ?? 7);
const lang = flag('--lang') ?? 'en';
const builds = [['after', resolve(args[0] ?? join(root, 'dist'))]];
if (before) builds.unshift(['before', resolve(before)]);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });

/** The milliseconds of CPU spent in i18n.js's own functions while `url` loads and shows its first screen. */
async function once(url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang });
  const p = await context.newPage();
  await p.addInitScript(() => { try { localStorage.length; } catch { /* no storage */ } });
  const cdp = await context.newCDPSession(p);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await p.goto(url);
  await p.waitForSelector('.picker .card h2:not(:empty)');
  await p.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  let ms = 0;
  profile.samples.forEach((id, i) => {
    if (/\/i18n\.js$/.test(nodes.get(id).callFrame.url)) ms += (profile.timeDeltas[i] ?? 0) / 1000;
  });
  return ms;
}

const hosts = await Promise.all(builds.map(([, dir]) => serve(dir)));
const times = builds.map(() => []);
for (let r = 0; r < runs; r++) {
  for (let b = 0; b < builds.length; b++) times[b].push(await once(hosts[b].url));
}
for (const h of hosts) await h.close();
await browser.close();
const median = (list) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)];
for (let b = 0; b < builds.length; b++) {
  const sorted = [...times[b]].sort((x, y) => x - y);
  console.log(`${builds[b][0]}: i18n.js ${median(times[b]).toFixed(1)} ms median of ${runs} `
    + `(${sorted[0].toFixed(1)}-${sorted[sorted.length - 1].toFixed(1)}), the app's first screen in '${lang}'`);
}
