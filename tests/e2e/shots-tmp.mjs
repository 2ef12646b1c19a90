import { serve, browser } from './harness.mjs';
const server = await serve(); const b = await browser();
const out = '/tmp/shots2/';
const sizes = { laptop: { viewport: { width: 1280, height: 800 } }, phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } };
for (const [name, opts] of Object.entries(sizes)) {
  for (const scheme of ['light', 'dark']) {
    const ctx = await b.newContext({ ...opts, colorScheme: scheme });
    const p = await ctx.newPage();
    p.on('pageerror', (e) => console.log('ERR', String(e)));
    for (const game of ['pyramida', 'chase', 'pyraos', 'allmer']) {
      await p.goto(server.url + '#edit/' + game);
      await p.waitForSelector('.editor');
      await p.waitForTimeout(400);
      await p.screenshot({ path: `${out}editor-${game}-${name}-${scheme}.png` });
    }
    // keyboard focus on a board
    await p.goto(server.url + '#pyramida');
    await p.waitForSelector('.pyramid-board .cells');
    await p.waitForTimeout(600);
    for (let i = 0; i < 30; i++) {
      await p.keyboard.press('Tab');
      const inGrid = await p.evaluate(() => !!document.activeElement?.closest?.('.pyramid-board'));
      if (inGrid) break;
    }
    await p.keyboard.press('ArrowUp'); await p.keyboard.press('ArrowRight'); await p.keyboard.press('Enter');
    await p.waitForTimeout(300);
    await p.screenshot({ path: `${out}keyboard-pyramida-${name}-${scheme}.png` });
    await p.goto(server.url + 'rules/chase.html');
    await p.waitForTimeout(1500);
    await p.screenshot({ path: `${out}rules-chase-${name}-${scheme}.png`, fullPage: false });
    const w = await p.evaluate(() => document.documentElement.scrollWidth);
    console.log(name, scheme, 'chase rules scrollWidth', w);
    await ctx.close();
  }
}
await b.close(); await server.close();
