// Mounts a live board in place of every <div class="pyramid-embed"> on the page.
//
//   <script type="module" src="/embed.js"></script>
//   <div class="pyramid-embed" data-game="pyramida" data-position="b W:d7 B:d3,e4"
//        data-moves="e4-d5" data-caption="A column attack"></div>
//
// The attributes are described in the README. Boards added later can be mounted with
// window.PyramidGames.mount(element). Everything loads relative to this script, so it
// works from any page of the site.
import init, { mountBoard } from './pyramid-embed.js';

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
window.PyramidGames = { mount: (element) => mountBoard(element) };
