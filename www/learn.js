// Learn and Puzzles are a wasm part of their own (pyramid-learn_bg.wasm), fetched the first
// time the app opens one: the app calls window.pyramidLearn.show(root, hash) for
// #learn/GAME… and #puzzles/GAME…, and this loads the part and the game's lesson or puzzle
// file, then shows the screen. Calls run in the order made, like the editor's.
import { loadPart } from './part.js';

const here = new URL('.', import.meta.url);
let part;
let queue = Promise.resolve();

function load() {
  part ??= loadPart(here, 'pyramid-learn', { announce: 'learn', settle: true });
  return part;
}

// Lessons are written in each language (learn/GAME.LANG.txt, English as learn/GAME.txt);
// puzzles are moves only. The page's language is the one the reader chose (i18n.js).
const TRANSLATED = ['cs', 'de', 'fr', 'sv'];

async function fetchText(path) {
  const response = await fetch(new URL(path, here));
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
}

function fetchData(hash) {
  const [kind, game] = hash.split('/');
  if (kind !== 'learn') return fetchText(`puzzles/${game}.txt`);
  const lang = document.documentElement.lang;
  if (!TRANSLATED.includes(lang)) return fetchText(`learn/${game}.txt`);
  return fetchText(`learn/${game}.${lang}.txt`).catch(() => fetchText(`learn/${game}.txt`));
}

// A page opened at a lesson or a puzzle fetches the part and the game's file beside the
// app's own wasm rather than after it: the screen's words then wait for one round of
// downloads, not three in a row.
let early = null;
if (/^#(learn|puzzles)\//.test(location.hash)) {
  load();
  const hash = location.hash.slice(1);
  early = { hash, lang: document.documentElement.lang, data: fetchData(hash) };
  early.data.catch(() => {});
}

/** The file `hash` shows: the one fetched at the page's start when it is the same. */
function dataFor(hash) {
  const file = (h) => h.split('/').slice(0, 2).join('/');
  const mine = early && file(early.hash) === file(hash) && early.lang === document.documentElement.lang;
  const data = mine ? early.data : fetchData(hash);
  early = null;
  return data;
}

let shown = null;

window.pyramidLearn = {
  show(root, hash) {
    shown = { root, hash };
    queue = queue.then(async () => {
      const [m, data] = await Promise.all([load(), dataFor(hash)]);
      // A later address may have taken the page while this loaded.
      if (location.hash.slice(1) === hash) m.showLearn(root, hash, data);
    }).catch((e) => {
      const said = document.createElement('p');
      said.className = 'message error';
      said.dataset.l10nId = 'learn-load-failed';
      said.dataset.l10nArgs = JSON.stringify({ detail: String(e.message ?? e) });
      root.replaceChildren(said);
    });
    return queue;
  },
  close() {
    shown = null;
    queue = queue.then(() => part?.then((m) => m.closeLearn()));
    return queue;
  },
};

// Another language chosen: an open lesson is shown again in it (from its start).
new MutationObserver(() => {
  if (shown?.hash.startsWith('learn/') && location.hash.slice(1) === shown.hash) {
    window.pyramidLearn.show(shown.root, shown.hash);
  }
}).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
