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
import init, { mountBoard } from './pyramid-embed.js';
// The boards' words, in each board's language (its data-lang, else its page's).
import './i18n.js';

const here = import.meta.url;
if (!document.querySelector('link[data-pyramid-board-css]')) {
  const css = document.createElement('link');
  css.rel = 'stylesheet';
  css.href = new URL('./board.css', here).href;
  css.dataset.pyramidBoardCss = '';
  document.head.append(css);
}
// Initialising the module mounts the boards already on the page.
await init({ module_or_path: new URL('./pyramid-embed_bg.wasm', here) });

// A lesson (data-lesson="N") or a puzzle (data-puzzle="ID") of data-game is mounted by the
// Learn part, loaded with the game's file only when a page has one.
let learn;
async function mountLearn(element) {
  if (element.dataset.state) return;
  const game = element.dataset.game ?? '';
  const kind = 'lesson' in element.dataset ? 'learn' : 'puzzles';
  try {
    learn ??= import(new URL('./pyramid-learn.js', here).href).then(async (m) => {
      await m.default({ module_or_path: new URL('./pyramid-learn_bg.wasm', here) });
      return m;
    });
    const [m, response] = await Promise.all([learn, fetch(new URL(`./${kind}/${encodeURIComponent(game)}.txt`, here))]);
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
const mountAny = (element) =>
  ('lesson' in element.dataset || 'puzzle' in element.dataset ? mountLearn(element) : mountBoard(element));
document.querySelectorAll('.pyramid-embed[data-lesson], .pyramid-embed[data-puzzle]').forEach(mountLearn);
window.PyramidGames = { mount: mountAny };
