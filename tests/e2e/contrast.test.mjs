// Every mark that carries meaning on a board (the last move, the selected piece, legal
// destinations and choices, check, the keyboard's cursor) stands out from what lies around
// it by WCAG's 3:1 for non-text contrast, in the light and the dark theme, in each game.
// Measured in real Chromium from the computed colours: for each mark, the points just
// outside its outline tell the surfaces it borders; one of the mark's own solid colours
// must reach 3:1 against each (a light line on a dark halo passes on light and dark cells).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, clickCell, settled } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

/** For each game: a position, a move to play by clicks, then a cell to select. */
const SCENES = {
  pyramida: { clicks: ['d1', 'e2'], select: 'b1' },
  chase: { position: 'w W:Ka1,Rb9 B:Ka20,Pz3', clicks: ['b9', 'a9'], select: 'a20' },
  // Black lifts its free sphere onto the square of four: the lifted sphere is selected.
  pyraos: { position: 'w W:1a1,1b1 B:1a2,1b2,1d4', clicks: ['1d1'], select: '1d4' },
  allmer: { clicks: ['a1', 'a2'], select: 'a7' },
};

/** In the page: each mark's worst contrast against what borders it, below 3:1. */
function measure() {
  const parse = (text) => {
    const m = text && text.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const [r, g, b, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return { r, g, b, a };
  };
  const over = (top, under) => ({
    r: top.r * top.a + under.r * (1 - top.a),
    g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a),
    a: 1,
  });
  const luminance = ({ r, g, b }) => {
    const c = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
  };
  const ratio = (x, y) => {
    const [a, b] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (a + 0.05) / (b + 0.05);
  };
  const paint = (el, prop) => {
    const style = getComputedStyle(el);
    const c = parse(style[prop]);
    if (!c) return null;
    const own = Number(style[prop === 'fill' ? 'fillOpacity' : 'strokeOpacity']) * Number(style.opacity);
    return { ...c, a: c.a * own };
  };
  const backgrounds = [document.body, document.documentElement].map((e) => parse(getComputedStyle(e).backgroundColor));
  const page = backgrounds.find((c) => c && c.a > 0) || { r: 255, g: 255, b: 255, a: 1 };
  // The colour a point shows once the marks are set aside: the fills under it, blended.
  const marks = new Set();
  const surface = (x, y, marked) => {
    let colour = null, alpha = 0;
    const layers = [];
    for (const el of document.elementsFromPoint(x, y)) {
      if (marks.has(el) || el.closest('.marks, .options, .focus-ring, .glyph')) continue;
      // Marked cells side by side (a move's two ends) are one mark.
      if (marked && el.matches(marked)) return null;
      if (!(el instanceof SVGGeometryElement)) continue;
      const fill = paint(el, 'fill');
      if (!fill || fill.a === 0) continue;
      layers.push(fill);
      alpha = 1 - (1 - alpha) * (1 - fill.a);
      if (alpha > 0.98) break;
    }
    colour = { ...page, a: 1 };
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return colour;
  };
  // A mark: its solid colours and its outline's box.
  const found = [];
  const consider = (name, el, colours, marked) => {
    const solid = colours.filter((c) => c && c.a >= 0.85);
    const box = el.getBoundingClientRect();
    const cx = box.left + box.width / 2, cy = box.top + box.height / 2, d = 1.5;
    const around = [[box.left - d, cy], [box.right + d, cy], [cx, box.top - d], [cx, box.bottom + d]];
    let worst = Infinity;
    for (const [x, y] of around) {
      const s = surface(x, y, marked);
      if (!s) continue;
      worst = Math.min(worst, Math.max(0, ...solid.map((c) => ratio(c, s))));
    }
    for (let i = 0; i + 1 < solid.length; i++) worst = Math.min(worst, Math.max(ratio(solid[i], solid[i + 1]), 3));
    found.push({ name, worst: Math.round(worst * 100) / 100 });
  };
  const board = document.querySelector('.pyramid-board');
  for (const g of board.querySelectorAll('.marks g, .options g.focus-ring')) {
    const halo = g.querySelector('.mark-halo'), line = g.lastElementChild;
    marks.add(halo); marks.add(line);
    consider(line.getAttribute('class'), halo, [paint(halo, 'stroke'), paint(line, 'stroke')]);
  }
  for (const el of board.querySelectorAll('.options .option')) {
    marks.add(el);
    consider(el.getAttribute('class'), el, [paint(el, 'fill'), paint(el, 'stroke')]);
  }
  for (const el of board.querySelectorAll('.cells .last, .cells .check')) {
    const kind = el.classList.contains('check') ? '.cells .check' : '.cells .last';
    consider(el.getAttribute('class'), el, [paint(el, 'fill')], kind);
  }
  return found;
}

for (const scheme of ['light', 'dark']) {
  test(`marks that carry meaning reach 3:1 against their surroundings, ${scheme} theme`, async () => {
    const context = await chrome.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: scheme });
    const p = await context.newPage();
    const failures = [];
    const kinds = new Set();
    for (const [game, scene] of Object.entries(SCENES)) {
      const position = scene.position ? '?position=' + encodeURIComponent(scene.position) : '';
      await p.goto(server.url + `#${game}${position}`);
      await p.waitForSelector(`.pyramid-board[data-game="${game}"] .cells`);
      for (const cell of scene.clicks) await clickCell(p, cell);
      await settled(p);
      await clickCell(p, scene.select);
      await p.focus('.board-svg');
      await p.keyboard.press('ArrowUp');
      for (const { name, worst } of await p.evaluate(measure)) {
        kinds.add(`${game}: ${name}`);
        if (worst < 3) failures.push(`${game} ${name}: ${worst}`);
      }
    }
    // The scenes show what they are meant to: each kind of mark, in each game.
    const wanted = {
      pyramida: ['mark last', 'mark chosen', 'option target', 'focus-line'],
      chase: ['hex last', 'check', 'mark chosen', 'option target', 'focus-line'],
      pyraos: ['mark last', 'mark chosen', 'option target', 'focus-line'],
      allmer: ['mark last', 'mark chosen', 'option target', 'focus-line'],
    };
    for (const [game, names] of Object.entries(wanted)) {
      for (const name of names) {
        const seen = [...kinds].some((k) => k.startsWith(game + ':') && k.includes(name));
        assert.ok(seen, `${scheme}: no ${name} to measure in ${game} (found ${[...kinds].join(', ')})`);
      }
    }
    assert.deepEqual(failures, [], `${scheme}: marks under 3:1`);
    await context.close();
  });
}

/** In the page: each shown note under the board, its text's contrast on what it lies on. */
function notes() {
  const parse = (text) => {
    const [r, g, b, a = 1] = text.match(/rgba?\(([^)]+)\)/)[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return { r, g, b, a };
  };
  const over = (top, under) => ({
    r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a), a: 1,
  });
  const luminance = ({ r, g, b }) => {
    const c = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
  };
  // The backgrounds from the root down to the note, laid one over the other.
  const ground = (el) => {
    const chain = [];
    for (let e = el; e; e = e.parentElement) chain.unshift(parse(getComputedStyle(e).backgroundColor));
    return chain.reduce((under, top) => over(top, under), { r: 255, g: 255, b: 255, a: 1 });
  };
  return [...document.querySelectorAll('.board-notes .show')].map((el) => {
    const style = getComputedStyle(el);
    const back = ground(el);
    const ink = over(parse(style.color), back);
    const [hi, lo] = [luminance(ink), luminance(back)].sort((x, y) => y - x);
    return { note: el.className, text: el.textContent, ratio: Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100 };
  });
}

for (const scheme of ['light', 'dark']) {
  test(`the notes beside the board (a move, a check) are legible: 4.5:1, ${scheme} theme`, async () => {
    const context = await chrome.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: scheme });
    const p = await context.newPage();
    await p.goto(server.url + '#chase?position=' + encodeURIComponent('w W:Ka1,Rb9,Pc2 B:Ka20,Pz3'));
    await p.waitForSelector('.pyramid-board .cells');
    for (const cell of ['c2', 'c3', 'z3', 'z4', 'b9', 'a9']) {
      await clickCell(p, cell);
      await settled(p);
    }
    const measured = await p.evaluate(notes);
    assert.ok(measured.some((n) => /check/.test(n.note)), `a check note (${JSON.stringify(measured)})`);
    for (const n of measured) assert.ok(n.ratio >= 4.5, `${scheme}: "${n.text}" at ${n.ratio}:1`);
    await context.close();
  });
}
