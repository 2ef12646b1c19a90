// Chase's figurines (figurines.svg: six <symbol>s, fig-K … fig-P), fetched when the first
// board that shows chess pieces is drawn, so that neither the wasm of every part nor a page
// without them carries their 4 KiB. The board calls pyramidFigurines.into(defs) with its
// <defs> (each board keeps its own copy: an embedded board's shadow root sees no other);
// the defs then say data-figurines="ready", or "failed" with each piece a disc with its
// letter, so the game stays playable. A failure is asked again by the next board.
const SVG = 'http://www.w3.org/2000/svg';
const KINDS = ['K', 'Q', 'R', 'B', 'N', 'P'];
let sprite = null;

function load() {
  sprite ??= fetch(new URL('./figurines.svg', import.meta.url))
    .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`figurines.svg: ${r.status}`))))
    .then((text) => {
      // The site's own file, parsed as SVG (nothing in it runs); only its symbols are taken.
      const symbols = [...new DOMParser().parseFromString(text, 'image/svg+xml').querySelectorAll('symbol')];
      if (symbols.length === 0) throw new Error('figurines.svg has no symbols');
      return symbols;
    })
    .catch((e) => {
      sprite = null;
      throw e;
    });
  return sprite;
}

function make(name, attrs) {
  const el = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

function letters(defs) {
  for (const kind of KINDS) {
    const symbol = make('symbol', { id: `fig-${kind}`, viewBox: '0 0 800 800' });
    symbol.append(make('circle', { cx: 400, cy: 400, r: 340, stroke: 'currentColor', 'stroke-width': 24 }));
    const text = make('text', {
      x: 400, y: 400, 'font-size': 440, 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: 'currentColor',
    });
    text.textContent = kind;
    symbol.append(text);
    defs.append(symbol);
  }
}

window.pyramidFigurines = {
  into(defs) {
    load().then(
      (symbols) => {
        defs.append(...symbols.map((s) => document.importNode(s, true)));
        defs.dataset.figurines = 'ready';
      },
      () => {
        letters(defs);
        defs.dataset.figurines = 'failed';
      },
    );
  },
};
