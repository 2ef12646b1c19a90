// The other browser engines, through W3C WebDriver (selenium-webdriver): Debian's Firefox
// ESR by geckodriver, WebKitGTK's MiniBrowser by WebKitWebDriver under a virtual display
// (Xvfb), and Chromium by chromedriver. Playwright cannot drive the Debian builds of the
// first two. Each driver is started on a free loopback port and stopped with its browser.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdir, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { Builder, Key, Origin } from 'selenium-webdriver';
import { screenshots } from './harness.mjs';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Where each engine's driver is, and the capabilities of a session in it. */
const ENGINES = {
  firefox: {
    driver: () => [process.env.GECKODRIVER ?? join(homedir(), '.cargo', 'bin', 'geckodriver'),
      (port) => ['--host', '127.0.0.1', '--port', String(port)]],
    capabilities: () => ({
      browserName: 'firefox',
      'moz:firefoxOptions': {
        binary: '/usr/bin/firefox-esr',
        args: ['-headless'],
        // No first-run pages or update checks: the machine's network is closed.
        prefs: { 'app.update.enabled': false, 'browser.shell.checkDefaultBrowser': false, 'datareporting.policy.dataSubmissionEnabled': false },
      },
    }),
  },
  webkit: {
    driver: () => ['/usr/bin/WebKitWebDriver', (port) => ['--host=127.0.0.1', `--port=${port}`]],
    display: true,
    // Pages drawn without its GL compositor: under Xvfb that runs on Mesa's software
    // rasteriser, which crashed the browser mid-test once (a segfault in swrast_dri.so in
    // the ThreadedCompositor thread, the session gone).
    env: { WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
    // MiniBrowser under automation needs a display; headless, the session never starts.
    capabilities: () => ({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    }),
  },
  chromium: {
    driver: () => [process.env.CHROMEDRIVER ?? '/usr/bin/chromedriver', (port) => [`--port=${port}`]],
    capabilities: () => ({
      browserName: 'chrome',
      'goog:chromeOptions': {
        binary: process.env.CHROMIUM ?? '/usr/bin/chromium',
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
          '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
      },
    }),
  },
};

export const engines = Object.keys(ENGINES);

const freePort = () => new Promise((ok, fail) => {
  const s = createServer();
  s.once('error', fail);
  s.listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => ok(port));
  });
});

/** A virtual display (Xvfb picks a free number and tells it on a pipe). */
async function virtualDisplay() {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const number = await new Promise((ok, fail) => {
    let text = '';
    child.stdio[3].on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) ok(text.trim());
    });
    child.once('exit', (code) => fail(new Error(`Xvfb exited (${code})`)));
  });
  return { display: `:${number}`, stop: () => stopProcess(child) };
}

const stopProcess = (child) => new Promise((ok) => {
  if (child.exitCode !== null || child.signalCode !== null) return ok();
  child.once('exit', ok);
  child.kill('SIGTERM');
});

/** Waits until the driver answers that it is ready. */
async function ready(url, child) {
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(`the driver exited (${child.exitCode})`);
    const status = await fetch(`${url}/status`).then((r) => r.json()).catch(() => null);
    if (status?.value?.ready) return;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error(`the driver at ${url} never became ready`);
}

/**
 * A browser of `engine` at the window size given; returns selenium's driver, with `quit()`
 * also stopping the driver process (and the display).
 */
export async function open(engine, { width = 1280, height = 800 } = {}) {
  const spec = ENGINES[engine];
  const screen = spec.display ? await virtualDisplay() : null;
  const port = await freePort();
  const [exe, args] = spec.driver();
  const env = { ...process.env, ...spec.env, ...(screen && { DISPLAY: screen.display }) };
  const child = spawn(exe, args(port), { stdio: 'ignore', env });
  const started = new Promise((ok, fail) => { child.once('spawn', ok); child.once('error', fail); });
  const url = `http://127.0.0.1:${port}`;
  try {
    await started;
    await ready(url, child);
  } catch (e) {
    await screen?.stop();
    throw new Error(`${engine}: its driver ${exe} did not start (scripts/setup.sh installs it)`, { cause: e });
  }
  const driver = await new Builder().usingServer(url).withCapabilities(spec.capabilities()).build();
  await driver.manage().window().setRect({ width, height });
  driver.engine = engine;
  const quit = driver.quit.bind(driver);
  driver.quit = async () => {
    await quit().catch(() => {});
    await stopProcess(child);
    await screen?.stop();
  };
  return driver;
}

/** Waits until `script` (the body of a function) returns something true; returns it. */
export async function until(driver, script, message, timeout = 20000, ...args) {
  let last;
  try {
    return await driver.wait(async () => {
      last = await driver.executeScript(script, ...args);
      return last;
    }, timeout);
  } catch (e) {
    const trail = await driver.executeScript(`return [location.href, scrollY, sessionStorage.getItem('webdriver-trace')];`).catch(() => null);
    throw new Error(`${driver.engine}: waited ${timeout} ms for ${message} (last: ${JSON.stringify(last)}; page, scroll, trace: ${JSON.stringify(trail)})`, { cause: e });
  }
}

/**
 * Clicks the element that `find` (a function's body, given `args`) returns, at its centre
 * in the window's coordinates, as a person does (WebKit's driver refuses a click on an
 * element another covers, as a cell's piece does).
 */
export async function clickAt(driver, what, find, ...args) {
  const at = await driver.executeScript(`const target = (() => { ${find} })();
    if (!target) return null;
    target.scrollIntoView({ block: 'center', inline: 'center' });
    const r = target.getBoundingClientRect();
    return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];`, ...args);
  if (!at) throw new Error(`${driver.engine}: no ${what} on the page`);
  await driver.actions({ async: true }).move({ x: at[0], y: at[1], origin: Origin.VIEWPORT }).click().perform();
}

/** Clicks a cell where it is drawn (its piece, or the target above it, if any). */
export const clickCell = (driver, cell, board = '.pyramid-board') => clickAt(driver, `cell ${cell}`, `
  const board = document.querySelector(arguments[0]);
  return ['.hits', '.pieces', '.cells'].map((l) => board?.querySelector(l + ' [data-cell="' + arguments[1] + '"]')).find(Boolean);`,
board, cell);

/**
 * Keeps, in the tab's session storage, each click's target and each page hidden from now
 * on: a wait that fails says what the page went through (a click that missed, a reload).
 */
export const trace = (driver) => driver.executeScript(`
  const note = (text) => sessionStorage.setItem('webdriver-trace', (sessionStorage.getItem('webdriver-trace') ?? '') + text + ' | ');
  note('traced at scroll ' + scrollY);
  document.addEventListener('click', (e) => {
    const t = e.composedPath()[0];
    note('click ' + t.tagName + ' "' + t.textContent.trim().slice(0, 20) + '" at ' + e.clientX + ',' + e.clientY + ', scroll ' + scrollY);
  }, true);
  addEventListener('pagehide', () => note('page hidden: ' + location.href));`);

/** Waits until the board shows no animation. */
export const settled = (driver, board = '.pyramid-board') =>
  until(driver, `return document.querySelector(arguments[0])?.dataset.animating === 'false';`,
    `${board} to settle`, 20000, board);

/** An embedded board's shadow root holds its board and buttons (a page's CSS cannot reach them). */
export const inEmbed = (embed, inner) => `document.querySelector('${embed}')?.shadowRoot?.querySelector('${inner}')`;

/** Types text into a field and presses Enter. */
export async function type(driver, selector, text) {
  const field = await driver.findElement({ css: selector });
  await field.clear();
  // The Enter key itself: geckodriver types "\n" as a character, not as Enter.
  await field.sendKeys(text, Key.ENTER);
}

/** The page's move list, in the engine's notation. */
export const moves = (driver) => driver.executeScript(
  `return [...document.querySelectorAll('.history [data-move]')].map((e) => e.dataset.move);`);

/** An attribute of the first element matching. */
export const attribute = (driver, selector, name) => driver.executeScript(
  'return document.querySelector(arguments[0])?.getAttribute(arguments[1]) ?? null;', selector, name);

/** Saves a picture of the window as screenshots/NAME.png; returns its path. */
export async function shoot(driver, name) {
  await mkdir(screenshots, { recursive: true });
  const file = join(screenshots, `${name}.png`);
  await writeFile(file, Buffer.from(await driver.takeScreenshot(), 'base64'));
  return file;
}

/** Sets the size of the page's window, for a laptop's or a phone's screen. */
export const resize = (driver, width, height) => driver.manage().window().setRect({ width, height });
