// Shared by the end-to-end tests: serves dist/ on 127.0.0.1 and opens Debian's Chromium.
import { createServer } from 'node:http';
import { readFile, mkdir } from 'node:fs/promises';
import { extname, join, normalize, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
export const dist = join(here, '..', '..', 'dist');
export const screenshots = join(here, 'screenshots');
const pages = join(here, 'pages');

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves dist/ (or a copy of it at `site`) on a free port of 127.0.0.1; returns
 * { url, close, requests } (`requests`: every path asked for, in order).
 */
export async function serve(site = dist) {
  const requests = [];
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    requests.push(path);
    // Test pages live outside the site, under another path.
    const [root, rest] = path.startsWith('/test-pages/') ? [pages, path.slice('/test-pages'.length)] : [site, path];
    const file = join(root, rest.endsWith('/') ? rest + 'index.html' : rest);
    if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((ok) => server.close(ok)), requests };
}

/**
 * Debian's Chromium, headless. Its contexts are a returning player's, who last chose two
 * players at one screen for every game (so a test plays both sides); pass
 * `{ firstVisit: true }` to newContext for a browser that has never been here (whose first
 * game is against the computer).
 */
export async function browser() {
  const b = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const newContext = b.newContext.bind(b);
  b.newContext = async ({ firstVisit = false, ...options } = {}) => {
    const context = await newContext(options);
    if (!firstVisit) await context.addInitScript(returning);
    return context;
  };
  return b;
}

/** Runs in each page before its scripts: the opponent last chosen, where none is yet. */
function returning() {
  try {
    for (const game of ['pyramida', 'chase', 'pyraos', 'allmer']) {
      const key = `pyramid-opponent:${game}`;
      if (localStorage.getItem(key) === null) localStorage.setItem(key, 'two normal');
    }
  } catch {
    // A page without storage (about:blank).
  }
}

/** A fresh page (clean storage) that fails the test on any page error. */
export async function page(b, viewport = { width: 1280, height: 800 }, options = {}) {
  const context = await b.newContext({ viewport, ...options });
  const p = await context.newPage();
  const errors = [];
  // Echoed at once too: a test that times out waiting for the page still shows why.
  const note = (text) => {
    errors.push(text);
    process.stderr.write(`[page error] ${text}\n`);
  };
  p.on('pageerror', (e) => note(String(e)));
  p.on('console', (m) => { if (m.type() === 'error') note(m.text()); });
  p.errors = errors;
  return p;
}

/** Clicks the element drawn on a cell of the board (the piece if there is one). */
export async function clickCell(p, cell, board = '.pyramid-board') {
  // A board drawn in slices (embedded, online) says data-drawn="false" until its last.
  await p.waitForSelector(`${board}:not([data-drawn="false"])`);
  // Boards whose pieces overlap (Pyraos) take clicks on a layer of targets above them.
  for (const layer of ['.hits', '.pieces', '.cells']) {
    const target = p.locator(`${board} ${layer} [data-cell="${cell}"]`);
    if ((await target.count()) > 0) {
      await target.click();
      return;
    }
  }
  throw new Error(`no cell ${cell} on the board`);
}

export async function settled(p, board = '.pyramid-board') {
  await p.waitForSelector(`${board}[data-animating="false"]`);
}

/**
 * Brings every embedded board of the page near the viewport in turn, as a reader scrolling
 * down would, and waits for each to be mounted (or to say its error); back at the top
 * after. A board is mounted only when it comes near (embed.js). The body of a script, for
 * Playwright's evaluate and WebDriver's executeScript alike; it returns every state.
 */
export const MOUNT_EMBEDS = `return (async () => {
  const all = [...document.querySelectorAll('.pyramid-embed')];
  for (const e of all) {
    e.scrollIntoView({ block: 'center' });
    // Mounted, and its board (drawn a slice a task) whole.
    const done = () => e.dataset.state && e.shadowRoot?.querySelector('.pyramid-board')?.dataset.drawn !== 'false';
    await new Promise((ok) => { const seen = () => (done() ? ok() : requestAnimationFrame(seen)); seen(); });
  }
  scrollTo(0, 0);
  return all.map((e) => e.dataset.state);
})();`;

/** Mounts every embedded board of the page (MOUNT_EMBEDS) and returns their states. */
export const mountEmbeds = (p) => p.evaluate(new Function(MOUNT_EMBEDS));

/** Resolves when no screen's words wait for their frame (i18n.js marks <html> meanwhile). */
export const translated = (p) => p.waitForFunction(() => !document.documentElement.hasAttribute('data-l10n-waiting'));

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let axe;

/**
 * The WCAG 2.2 A and AA violations axe-core finds on the page once its words are written,
 * one line each (rule, how many, the first element). axe comes in as an inline script: a
 * page whose policy refuses those needs its context made with `bypassCSP`.
 */
export async function violations(p) {
  axe ??= await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await translated(p);
  if (!(await p.evaluate(() => 'axe' in window))) await p.addScriptTag({ content: axe });
  const result = await p.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), AXE_TAGS);
  return result.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0].target.join(' ')}`);
}

export async function shoot(p, name) {
  await mkdir(screenshots, { recursive: true });
  const file = join(screenshots, `${name}.png`);
  await p.screenshot({ path: file });
  return file;
}

/** Cells holding a side's pieces, sorted. */
export async function cellsOf(p, side, board = '.pyramid-board') {
  const cells = await p.locator(`${board} .pieces .piece.${side}`).evaluateAll(
    (els) => els.map((e) => e.getAttribute('data-cell')));
  return cells.sort();
}

/** The moves in the move list, in the engine's notation. */
export async function plies(p) {
  return p.locator('.history [data-move]').evaluateAll((els) => els.map((e) => e.dataset.move));
}

/** Taps the centre of a cell as drawn (a touch screen's tap, at the cell's real size). */
export async function tapCell(p, cell, board = '.pyramid-board') {
  const box = await p.locator(`${board} .cells [data-cell="${cell}"]`).boundingBox();
  if (!box) throw new Error(`no cell ${cell} on the board`);
  await p.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The address a started game server says it serves on (its first line to stderr). */
export function servedAt(child) {
  return new Promise((ok, fail) => {
    let text = '';
    child.stderr.on('data', (chunk) => {
      text += chunk;
      // The whole address: a chunk may end in the middle of it.
      const found = text.match(/serving on (http:\/\/\S+)\s/);
      if (found) ok(found[1].replace(/\/$/, ''));
    });
    child.on('exit', (code) => fail(new Error(`pyramid-server exited (${code}): ${text}`)));
  });
}

/**
 * Starts the game server (the debug build `cargo test -p pyramid-server` leaves in
 * target/debug) serving dist/ on a free port, with a fresh SQLite file and `args` more;
 * returns { url, process, close }.
 */
export async function gameServer(args = []) {
  const { spawn } = await import('node:child_process');
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const data = await mkdtemp(join(tmpdir(), 'pyramid-e2e-'));
  const exe = join(here, '..', '..', 'target', 'debug', 'pyramid-server');
  const database = `sqlite:${join(data, 'games.sqlite3')}`;
  const start = (port) => {
    // Every test signs up and reads from this one address: the limits meant for strangers
    // are raised (a test of the limits gives its own, later flags winning).
    const limits = ['--signups-per-hour', '100000', '--reads-per-minute', '100000'];
    const child = spawn(exe, ['--port', String(port), '--site', dist, '--database', database, ...limits, ...args],
      { stdio: ['ignore', 'ignore', 'pipe'] });
    return { child, url: servedAt(child) };
  };
  const kill = (child) => new Promise((ok) => {
    if (child.exitCode !== null || child.signalCode !== null) return ok();
    child.once('exit', ok);
    child.kill('SIGKILL');
  });
  // Now and then a port the system gives answers as something else: a proxy of this
  // machine's sandbox, whose "403 resolve_deny" reached the tests' requests and the
  // pages. A server whose port does not answer as itself is given up for another port.
  let running;
  let url;
  for (let attempt = 1; ; attempt++) {
    running = start(0);
    url = await running.url;
    const health = await fetch(`${url}/api/health`).then((r) => r.json()).catch(() => null);
    if (health?.server === 'pyramid-server') break;
    await kill(running.child);
    if (attempt === 5) throw new Error(`pyramid-server's port never answered as itself (last: ${url})`);
  }
  const server = { url, process: running.child, close: () => kill(running.child) };
  /** Kills the server (SIGKILL) and starts it again on the same port and database. */
  server.restart = async () => {
    await kill(running.child);
    running = start(new URL(url).port);
    await running.url;
    server.process = running.child;
  };
  return server;
}

/** Waits until the move list holds `n` moves. */
export const waitPlies = (p, n, timeout = 20000) =>
  p.waitForFunction((n) => document.querySelectorAll('.history [data-move]').length >= n, n, { timeout });

/** Loads a position through the game screen's Position box. */
export async function loadPosition(p, position) {
  if (!(await p.isVisible('.position-input'))) await p.click('.position summary');
  await p.fill('.position-input', position);
  await p.click('[data-action="load-position"]');
  await settled(p);
}

/** Plays one of the legal moves (the `k`-th, wrapping) by typing it. */
export async function playAny(p, k) {
  const legal = await p.$$eval('.move-box datalist option', (os) => os.map((o) => o.value));
  await p.fill('.move-input', legal[k % legal.length]);
  await p.press('.move-input', 'Enter');
  await settled(p);
}

/** Signs up `name` (with `password`) on the game server at `url`'s account page; waits
 * for the lobby, signed in. */
export async function signUp(p, url, name, password) {
  await p.goto(`${url}/#online/account`);
  await p.fill('form.sign-up [name=username]', name);
  await p.fill('form.sign-up [name=password]', password);
  await p.click('form.sign-up button[type=submit]');
  await p.waitForSelector('.online.lobby .quick-pairing');
  await p.waitForSelector(`.account-menu summary:text-is("${name}")`);
  await p.waitForSelector('[data-control=pair-rated]:not([disabled]):checked');
}
