import { serve, browser, page, clickCell, settled } from './harness.mjs';
const server = await serve();
const chrome = await browser();
for (const [w, h] of [[1280, 800], [390, 844]]) {
  const p = await page(chrome, { width: w, height: h });
  await p.goto(server.url + '#allmer');
  await p.waitForSelector('.pyramid-board .cells');
  await clickCell(p, 'b1');
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/s32/allmer-select-${w}.png`, fullPage: w < 400 });
  await clickCell(p, 'a1');
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/s32/allmer-confirm-${w}.png`, fullPage: w < 400 });
  console.log(w, 'prompt:', await p.textContent('.guide'));
  // first visit: Chase
  const f = await page(chrome, { width: w, height: h }, { firstVisit: true });
  await f.goto(server.url + '#chase');
  await f.waitForSelector('.pyramid-board .cells');
  await clickCell(f, 'a7'); await clickCell(f, 'c4');
  await f.waitForFunction(() => document.querySelectorAll('.history [data-move]').length >= 2, null, { timeout: 20000 });
  await settled(f);
  await f.waitForTimeout(500);
  await f.screenshot({ path: `/tmp/s32/chase-first-${w}.png`, fullPage: w < 400 });
  console.log(w, 'mode:', await f.inputValue('[data-control=mode]'), await f.inputValue('[data-control=level]'), 'threats:', await f.textContent('.guide .threats'));
  console.log('errors', p.errors, f.errors);
  await p.context().close(); await f.context().close();
}
await chrome.close(); await server.close();
