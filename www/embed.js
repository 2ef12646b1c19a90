// Mounts a live board in place of every <div class="pyramid-embed"> on the page.
//
//   <script type="module" src="/embed.js"></script>
//   <div class="pyramid-embed" data-game="pyramida" data-position="b W:d7 B:d3,e4"
//        data-moves="e4-d5" data-caption="A column attack"></div>
//
// The attributes are described in docs/embedding.md; data-lesson="N" or data-puzzle="ID" with
// data-game mounts a lesson or a puzzle instead of a diagram. Boards added later can be mounted with
// window.PyramidGames.mount(element). Everything loads relative to this script, so it
// works from any page of the site.
//
// A board costs nothing until it comes near the viewport: the boards' module is fetched
// when the first one does, and boards are mounted one a task, the nearest first, so a
// page of fifty boards starts as one of five and the page answers between two boards.
// Until a board is mounted its element keeps the room the board will take (board.css).

// The boards' words, in each board's language (its data-lang, else its page's).
import './i18n.js';
// Chase's figurines, fetched when a board first shows one.
import './figurines.js';
import { loadPart } from './part.js';

const here = import.meta.url;
if (!document.querySelector('link[data-pyramid-board-css]')) {
  const css = document.createElement('link');
  css.rel = 'stylesheet';
  css.href = new URL('./board.css', here).href;
  css.dataset.pyramidBoardCss = '';
  document.head.append(css);
}

// The boards' style sheet, one that every board's shadow root adopts (a root's own <link>
// would apply only once loaded, after a first layout without it). Read from board.css (the
// page's copy, from the cache) and parsed here, once, in a task of its own: the first
// board's task, already the longest, does not parse it. Left unset where it cannot be read
// (another origin without leave): each board then links it.
let sheet;
function boardSheet() {
  sheet ??= (async () => {
    try {
      const response = await fetch(document.querySelector('link[data-pyramid-board-css]').href);
      if (!response.ok) return;
      const text = await response.text();
      await new Promise((resolve) => setTimeout(resolve));
      const made = new CSSStyleSheet();
      made.replaceSync(text);
      globalThis.pyramidBoardSheet = made;
    } catch {
      // The boards link it.
    }
  })();
  return sheet;
}

/** Gives the page its turn: input and painting go first, then what follows. */
const yieldToPage = () =>
  globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((go) => setTimeout(go, 0));

// A wasm part (the boards', Learn's), fetched and compiled once, when it is first needed.
const parts = new Map();
function part(name) {
  if (!parts.has(name)) {
    parts.set(name, loadPart(new URL('.', here), name, { settle: true }));
  }
  return parts.get(name);
}

// A lesson (data-lesson="N") or a puzzle (data-puzzle="ID") of data-game is mounted by the
// Learn part, loaded with the game's file only when a page has one.
async function mountLearn(element) {
  if (element.dataset.state) return;
  const game = element.dataset.game ?? '';
  const kind = 'lesson' in element.dataset ? 'learn' : 'puzzles';
  try {
    const lessons = fetch(new URL(`./${kind}/${encodeURIComponent(game)}.txt`, here));
    // Its words come with it, as a board's do: drawn with them, it never grows when they come.
    const words = globalThis.pyramidI18n.loadFor(element);
    const [m, response] = await Promise.all([part('pyramid-learn'), lessons, boardSheet(), words]);
    if (!response.ok) throw new Error(`there is no game '${game}'`);
    m.mountLearn(element, await response.text(), new URL('./index.html', here).href);
  } catch (e) {
    element.dataset.state = 'error';
    element.dataset.error = String(e.message ?? e);
    // Said in the page's language, as the boards say theirs.
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const said = document.createElement('p');
    said.dataset.l10nId = 'embed-learn-error';
    said.dataset.l10nArgs = JSON.stringify({ detail: element.dataset.error });
    root.replaceChildren(said);
    globalThis.pyramidI18n?.connectEmbed(root, element);
  }
}

const isLearn = (element) => 'lesson' in element.dataset || 'puzzle' in element.dataset;

/** Mounts one element now (its module first, once). */
async function mountNow(element) {
  if (isLearn(element)) return mountLearn(element);
  // The board's words are fetched beside its wasm: drawn with them, it never grows when
  // they come, moving the page below it. A page's first board starts each fetch in a task
  // of its own: their code runs (and compiles) for the first time then, 50 to 100 ms in
  // one task on a phone.
  const first = !parts.has('pyramid-embed');
  const wanted = [part('pyramid-embed')];
  if (first) await yieldToPage();
  wanted.push(globalThis.pyramidI18n.loadFor(element));
  if (first) await yieldToPage();
  wanted.push(boardSheet());
  const [m] = await Promise.all(wanted);
  // A board is mounted in stages, a task each (its game started, its attributes read, what
  // it shows worked out, its view planned, its board made, dressed with its bar and words,
  // shown): a page's first board runs much of the part's code for the first time, which
  // the browser compiles then, and all in one task held a phone's main thread long.
  while (!m.mountBoard(element)) await new Promise((resolve) => setTimeout(resolve));
}

// The boards near the viewport wait here to be mounted, one a task, each with its place in
// the page when it came near (its intersection's box and the scroll then): choosing the
// nearest never makes the page lay itself out again (getBoundingClientRect would, and a
// long page's layout held a phone's main thread for 20 to 40 ms).
const waiting = new Map();
let pumping = false;

/** The waiting board nearest the viewport's middle, visible ones first. */
function nearest() {
  const [top, bottom] = [scrollY, scrollY + innerHeight];
  let best, bestDistance = Infinity;
  for (const [element, place] of waiting) {
    const off = place.bottom < top || place.top > bottom ? innerHeight : 0;
    const distance = off + Math.abs((place.top + place.bottom) / 2 - (top + bottom) / 2);
    if (distance < bestDistance) [best, bestDistance] = [element, distance];
  }
  return best;
}

async function pump() {
  if (pumping) return;
  pumping = true;
  try {
    // Not in the observer's callback, which runs in the task after a layout.
    await yieldToPage();
    while (waiting.size) {
      const element = nearest();
      waiting.delete(element);
      try {
        await mountNow(element);
      } catch (e) {
        console.error('pyramid-embed:', e);
      }
      await yieldToPage();
    }
  } finally {
    pumping = false;
  }
}

// Near means within half a screen of being seen, so a reader scrolling finds it drawn.
const watcher = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    watcher.unobserve(entry.target);
    const box = entry.boundingClientRect;
    if (!entry.target.dataset.state) waiting.set(entry.target, { top: box.top + scrollY, bottom: box.bottom + scrollY });
  }
  pump();
}, { rootMargin: '50% 0px' });

/** Watches one element: mounted when it comes near. */
const watch = (element) => {
  if (!element.dataset.state) watcher.observe(element);
};
document.querySelectorAll('.pyramid-embed').forEach(watch);

// Boards a page adds later: PyramidGames.mount mounts one at once, as it always has.
window.PyramidGames = { mount: (element) => { watcher.unobserve(element); waiting.delete(element); return mountNow(element); } };
