// A board embedded in another site looks and works the same whatever that site's CSS: the
// same page with Bootstrap, modern-normalize and an aggressive reset of its own, against
// the plain page: the board, its controls and their sizes are the same, and clicks play.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { serve, browser, page, shoot, mountEmbeds } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

const require = createRequire(import.meta.url);
// What a hostile page does to everything it can reach: every element, divs, buttons, SVG.
const AGGRESSIVE = `
  * { margin: 0; padding: 0; border: 0; box-sizing: content-box !important; font: 700 22px/3 "Courier New", monospace !important;
      color: #e0f !important; letter-spacing: 3px; text-transform: uppercase; vertical-align: top; }
  div { line-height: 4 !important; text-align: right; }
  button { all: unset; background: lime !important; padding: 30px !important; }
  svg, svg * { fill: red !important; stroke: blue !important; stroke-width: 9 !important; }
  circle, rect, path, polygon, g { transform: scale(2) !important; opacity: 0.2 !important; }
  p, span, ol, li { display: inline !important; font-size: 40px !important; }
`;

/** The sizes of what the embeds drew, by element, as the page shows them. */
async function measure(p) {
  return p.evaluate(() => {
    const out = {};
    for (const host of document.querySelectorAll('.pyramid-embed')) {
      const root = host.shadowRoot;
      const size = (el) => { const r = el.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height)]; };
      out[host.id] = {
        board: size(root.querySelector('.board-svg')),
        buttons: [...root.querySelectorAll('button')].map((b) => [b.textContent, ...size(b)]),
        cell: size(root.querySelector('.cells [data-cell-index]')),
        font: getComputedStyle(root.querySelector('.embed-bar button')).fontFamily,
        fill: getComputedStyle(root.querySelector('.cells .cell')).fill,
      };
    }
    return out;
  });
}

async function open(p, hostile) {
  await p.goto(server.url + 'test-pages/hostile.html');
  if (hostile) {
    for (const file of ['bootstrap/dist/css/bootstrap.min.css', 'modern-normalize/modern-normalize.css']) {
      await p.addStyleTag({ content: await readFile(require.resolve(file), 'utf8') });
    }
    await p.addStyleTag({ content: AGGRESSIVE });
  }
  await mountEmbeds(p);
  await p.waitForFunction(() => [...document.querySelectorAll('.pyramid-embed')].every((e) => e.dataset.state === 'ready'));
}

test('embedded boards look and work the same on a page with CSS frameworks and aggressive resets', async () => {
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    const plain = await page(chrome, { width: w, height: h });
    await open(plain, false);
    const hostile = await page(chrome, { width: w, height: h });
    await open(hostile, true);
    // The host page's rules did reach its own text.
    assert.equal(await hostile.evaluate(() => getComputedStyle(document.querySelector('h1')).textTransform), 'uppercase');
    const [a, b] = [await measure(plain), await measure(hostile)];
    assert.deepEqual(b, a, `${w}: the boards and their controls as on a plain page`);
    await shoot(hostile, `embed-hostile-${w}`);
    // Clicks still play: a stone of Allmer's interactive board moves.
    const cell = (p, name) => p.locator(`#play .cells [data-cell="${name}"]`);
    await hostile.locator('#play .pieces [data-cell="c1"]').click();
    await cell(hostile, 'c2').click();
    await hostile.waitForFunction(() => /Black to move/.test(document.querySelector('#play').shadowRoot.querySelector('.embed-status').textContent));
    // And the example's buttons step through it.
    await hostile.locator('#example button[data-action="next"]').click();
    await hostile.waitForFunction(() => /Move 1 of 1/.test(document.querySelector('#example').shadowRoot.querySelector('.embed-status').textContent));
    assert.deepEqual(hostile.errors, []);
    assert.deepEqual(plain.errors, []);
    await plain.context().close();
    await hostile.context().close();
  }
});
