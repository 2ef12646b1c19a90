// A benchmark, not a test: Lighthouse (12.2.3, its mobile profile with simulated
// throttling, Debian's Chromium) on every page a visitor meets first, and the table of
// its figures: performance, total blocking time, cumulative layout shift, largest
// contentful paint, the longest main-thread task (Lighthouse's long-tasks audit, in its
// simulated phone's time) with the script it is charged to, and the longest of the
// embedded boards' own tasks (embed.js and the boards' part), which must stay under 50 ms.
// The static pages as a static host serves the build (precompressed files, no server of ours); online play (the lobby, a game, a profile) from the game
// server, with an account and a game made for the run.
//
//   node scripts/lighthouse.mjs [DIST] [--before DIST] [--only TEXT] [--runs N] [--save DIR]
//
// DIST is the build to measure (dist/ by default); --before measures an earlier build
// too, page by page in turns; --only keeps the pages whose name contains TEXT; --runs
// takes the median of N runs a page (1 by default); --save writes each whole report to DIR
// (to see which element is the largest paint, or which task blocks). scripts/lighthouse.sh installs
// Lighthouse first. Figures: docs/engine.md, "Pages that never freeze".
import { createServer } from 'node:http';
import { readFile, stat, mkdtemp, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, extname, resolve } from 'node:path';
import { spawn, execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { servedAt } from '../tests/e2e/harness.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const args = process.argv.slice(2);
const flag = (name) => { const i = args.indexOf(name); return i >= 0 ? args.splice(i, 2)[1] : undefined; };
const before = flag('--before');
const only = flag('--only');
const runs = Number(flag('--runs') ?? 1);
const save = flag('--save');
const dist = resolve(args[0] ?? join(root, 'dist'));
const lighthouse = join(root, 'target', 'lighthouse', 'node_modules', 'lighthouse', 'cli', 'index.js');
if (!existsSync(lighthouse)) {
  console.error('lighthouse.mjs: run scripts/lighthouse.sh (it installs Lighthouse 12.2.3 into target/lighthouse)');
  process.exit(2);
}

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.ftl': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.webmanifest': 'application/manifest+json', '.bin': 'application/octet-stream',
};

/** A static host of `dir`: the file, or its precompressed copy when the client takes it. */
function staticHost(dir) {
  const server = createServer(async (req, res) => {
    let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const author = path.match(/^\/rules\/author-(\d+)\.html$/);
    if (author) {
      res.writeHead(200, { 'Content-Type': types['.html'] });
      return res.end(authorsPage(Number(author[1])));
    }
    if (path.endsWith('/')) path += 'index.html';
    const file = join(dir, path);
    if (!file.startsWith(dir)) return res.writeHead(403).end();
    try {
      await stat(file);
    } catch {
      return res.writeHead(404).end();
    }
    const accepts = req.headers['accept-encoding'] ?? '';
    const headers = { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'max-age=600' };
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
      if (accepts.includes(encoding) && existsSync(file + suffix)) {
        res.writeHead(200, { ...headers, 'Content-Encoding': encoding, Vary: 'Accept-Encoding' });
        return res.end(await readFile(file + suffix));
      }
    }
    res.writeHead(200, headers);
    res.end(await readFile(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ server, url: `http://127.0.0.1:${server.address().port}` })));
}

/**
 * A rules author's page of `count` boards (the four games in turn, with a paragraph
 * between two), beside the site's rules pages: 50 boards must cost what 5 do.
 */
function authorsPage(count) {
  const games = ['chase', 'pyramida', 'allmer', 'pyraos'];
  const boards = Array.from({ length: count }, (_, i) =>
    `<p>Diagram ${i + 1}: a position to study before the next one.</p>\n<div class="pyramid-embed" data-game="${games[i % 4]}"></div>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${count} boards</title>
<link rel="stylesheet" href="../board.css" data-pyramid-board-css>
<script type="module" src="../embed.js"></script></head>
<body><h1>An author's page of ${count} boards</h1>\n${boards.join('\n')}\n</body></html>`;
}

/** The game server on `dir`, a fresh SQLite file, an account, a game being played and a profile. */
async function gameServer(dir) {
  const exe = [join(root, 'target', 'release', 'pyramid-server'), join(root, 'target', 'debug', 'pyramid-server')]
    .find(existsSync);
  if (!exe) throw new Error('build the game server first (cargo build --release -p pyramid-server)');
  const data = await mkdtemp(join(tmpdir(), 'pyramid-lighthouse-'));
  const child = spawn(exe, ['--port', '0', '--site', dir, '--database', `sqlite:${join(data, 'games.sqlite3')}`,
    '--signups-per-hour', '1000'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const url = await servedAt(child);
  const post = async (path, body, cookie) => {
    const r = await fetch(url + path, {
      method: 'POST', headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { status: r.status, cookie: r.headers.get('set-cookie')?.split(';')[0], body: await r.json().catch(() => null) };
  };
  const name = `Light_${Date.now() % 100000}`;
  const signed = await post('/api/account', { username: name, password: 'a quiet pyramid of stones' });
  const game = await post('/api/games', { game: 'chase', seat: 'white', timeControl: { minutes: 10, increment: 5 }, open: true }, signed.cookie);
  await post(`/api/games/${game.body.id}/join`, {});
  return { url, game: game.body.id, name, close: () => child.kill('SIGKILL') };
}

const GAMES = ['pyramida', 'chase', 'pyraos', 'allmer'];
const LANGS = ['', '.cs', '.de', '.fr', '.sv'];

function pages(hosts) {
  const list = [['the app', `${hosts.static}/`]];
  for (const game of [...GAMES, 'index']) {
    for (const lang of LANGS) list.push([`rules/${game}${lang}`, `${hosts.static}/rules/${game}${lang}.html`]);
  }
  for (const count of [5, 50]) list.push([`an author's page of ${count} boards`, `${hosts.static}/rules/author-${count}.html`]);
  list.push(['Learn', `${hosts.static}/#learn/pyramida`]);
  list.push(['Puzzles', `${hosts.static}/#puzzles/allmer`]);
  list.push(['the editor', `${hosts.static}/#edit/chase`]);
  if (hosts.online) {
    list.push(['the online lobby', `${hosts.online.url}/#online`]);
    list.push(['an online game', `${hosts.online.url}/#online/${hosts.online.game}`]);
    list.push(['a profile', `${hosts.online.url}/#online/player/${hosts.online.name}`]);
  }
  return list.filter(([name]) => !only || name.includes(only));
}

// Asynchronous: the static host answers from this very process, so the benchmark must
// not block its event loop while Lighthouse loads the page.
const run = promisify(execFile);

let saved = 0;

async function measure(url) {
  const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update '
    + '--disable-sync --no-first-run --disable-quic --disable-dev-shm-usage';
  let out;
  // Chromium now and then loses its target at start on a loaded machine: a run is tried
  // three times before the benchmark gives up.
  for (let attempt = 1; !out; attempt++) {
    try {
      ({ stdout: out } = await run(process.execPath, [lighthouse, url, '--only-categories=performance', '--output=json',
        '--output-path=stdout', '--quiet', `--chrome-flags=${flags}`, '--max-wait-for-load=60000'],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024 }));
    } catch (e) {
      if (attempt === 3) throw new Error(`lighthouse on ${url}: ${e.stderr}`);
      console.error(`lighthouse on ${url}: ${String(e.stderr).trim()}; again`);
    }
  }
  const report = JSON.parse(out.toString());
  if (save) await writeFile(join(save, `${++saved}.json`), out);
  const a = report.audits;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    tbt: Math.round(a['total-blocking-time'].numericValue),
    cls: a['cumulative-layout-shift'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue / 1000,
    // The languages' runtime: its scripting time (bootup-time, by script), simulated.
    words: Math.round(a['bootup-time'].details?.items?.find((i) => /\/i18n\.js$/.test(i.url))?.scripting ?? 0),
    ...longTasks(a['long-tasks'].details?.items ?? []),
  };
}

/** A page's longest task, said: "under 50 ms" when Lighthouse listed none. */
function task(r) {
  return r.longest ? `${r.longest} ms (${r.longestBy})` : 'under 50 ms';
}

/** The item of `list` with the most `key`. */
const most = (list, key) => list.reduce((a, b) => (b[key] > a[key] ? b : a));

/**
 * Lighthouse's tasks of 50 ms or more (none: 0), each charged to a script's file or
 * Unattributable: the longest, and the longest of the boards' own (embed.js, their part).
 */
function longTasks(tasks) {
  const top = tasks.length ? most(tasks, 'duration') : null;
  const boards = tasks.filter((t) => /\/(pyramid-)?embed(_bg)?\.(js|wasm)$/.test(t.url));
  return {
    longest: Math.round(top?.duration ?? 0),
    longestBy: top ? (top.url.split('/').pop() || top.url) : '',
    boards: boards.length ? Math.round(most(boards, 'duration').duration) : 0,
  };
}

function median(list, key) {
  const sorted = list.map((r) => r[key]).sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
}

// The pages online play serves: the game server is started only when one is measured.
const ONLINE = ['the online lobby', 'an online game', 'a profile'];

async function hostsOf(dir) {
  const { server, url } = await staticHost(dir);
  const online = !only || ONLINE.some((name) => name.includes(only)) ? await gameServer(dir) : null;
  return { static: url, online, close: () => { server.close(); online?.close(); } };
}

const builds = [['after', dist]];
if (before) builds.unshift(['before', resolve(before)]);
const hosts = {};
for (const [label, dir] of builds) hosts[label] = await hostsOf(dir);
const names = pages(hosts[builds[0][0]]).map(([name]) => name);
const rows = [];
for (const name of names) {
  const row = { name };
  for (const [label] of builds) {
    const url = pages(hosts[label]).find(([n]) => n === name)[1];
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(url));
    row[label] = Object.fromEntries(['performance', 'tbt', 'cls', 'lcp', 'words'].map((k) => [k, median(results, k)]));
    // The longest task of all the runs, not a median: a slice must never be long.
    const { longest, longestBy } = most(results, 'longest');
    Object.assign(row[label], { longest, longestBy, boards: most(results, 'boards').boards });
  }
  rows.push(row);
  const said = builds.map(([label]) => {
    const r = row[label];
    return `${label} ${r.performance} / ${r.tbt} ms / ${r.cls.toFixed(3)} / ${r.lcp.toFixed(1)} s / i18n.js ${r.words} ms / longest ${task(r)} / boards' ${r.boards} ms`;
  });
  console.error(`${name}: ${said.join('; ')}`);
}
for (const h of Object.values(hosts)) h.close();

const fifty = (ms) => (ms ? `${ms} ms` : 'under 50 ms');
const cell = (r) => `${r.performance} | ${r.tbt.toLocaleString('en')} ms | ${r.cls.toFixed(3)} | ${r.lcp.toFixed(1)} s | ${r.words} ms | ${task(r)} | ${fifty(r.boards)}`;
const head = builds.map(([label]) => `${label}: performance | blocking | layout shift | largest paint | i18n.js scripting | longest task | boards' longest`).join(' | ');
console.log(`| page | ${head} |`);
console.log(`|---|${builds.map(() => '---|---|---|---|---|---|---|').join('')}`);
for (const row of rows) console.log(`| ${row.name} | ${builds.map(([label]) => cell(row[label])).join(' | ')} |`);
const worst = rows.map((r) => r.after);
console.log(`\nafter: lowest performance ${Math.min(...worst.map((r) => r.performance))}, `
  + `highest blocking ${Math.max(...worst.map((r) => r.tbt))} ms, highest layout shift `
  + `${Math.max(...worst.map((r) => r.cls)).toFixed(3)}, longest task ${task(most(worst, 'longest'))}, `
  + `boards' longest ${fifty(most(worst, 'boards').boards)}`);
