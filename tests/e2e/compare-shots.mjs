// Not a test: screenshots of the same screens from two builds (BEFORE: an earlier dist/,
// and dist/), at 1280 × 800 and 390 × 844, written to SHOTS (a folder) and compared pixel
// for pixel. For a change meant to leave the screens as they were.
import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { serve, browser, page, clickCell, settled } from './harness.mjs';

const out = process.env.SHOTS ?? '/tmp/shots';
await mkdir(out, { recursive: true });
const builds = { before: await serve(process.env.BEFORE), now: await serve() };
const chrome = await browser();
const screens = [
  ['picker', ''],
  ['pyramida', 'pyramida'],
  ['chase', 'chase'],
  ['pyraos', 'pyraos'],
  ['allmer', 'allmer'],
  ['editor', 'edit/chase'],
];
let differ = 0;
for (const [w, h] of [[1280, 800], [390, 844]]) {
  for (const [name, hash] of screens) {
    const shots = {};
    for (const [build, server] of Object.entries(builds)) {
      const p = await page(chrome, { width: w, height: h });
      await p.emulateMedia({ reducedMotion: 'reduce' });
      await p.goto(server.url + '#' + hash);
      await p.waitForSelector(name === 'picker' ? '.picker' : name === 'editor' ? '.editor .board-svg' : '.pyramid-board .cells');
      if (['pyramida', 'allmer'].includes(name)) {
        // A piece chosen: the marks of the move being entered.
        await clickCell(p, name === 'pyramida' ? 'd1' : 'b1');
        await settled(p);
      }
      await p.waitForTimeout(300);
      shots[build] = await p.screenshot({ fullPage: true });
      await writeFile(join(out, `${name}-${w}-${build}.png`), shots[build]);
      await p.context().close();
    }
    const same = Buffer.compare(shots.before, shots.now) === 0;
    if (!same) differ++;
    console.log(`${name} ${w}×${h}: ${same ? 'identical' : 'DIFFERENT'}`);
  }
}
await chrome.close();
for (const s of Object.values(builds)) await s.close();
process.exitCode = differ ? 1 : 0;
