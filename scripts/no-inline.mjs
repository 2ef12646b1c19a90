// Trunk's post-build step: the app's loader, which trunk writes inline into index.html,
// moves into a file of its own (start.js), so that the game server's
// Content-Security-Policy can refuse every inline script. Fails when the page has another
// inline script, or none: either would mean trunk changed how it loads the app.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const page = join(dir, 'index.html');
const html = readFileSync(page, 'utf8');
const inline = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)];
const others = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)];
if (inline.length !== 1 || others.length !== 1) {
  console.error(`no-inline.mjs: expected trunk's one inline loader in index.html, found ${others.length} inline scripts`);
  process.exit(1);
}
// www/start.js goes first: what the page does before the app's wasm is fetched, which
// is why trunk's preload of that wasm goes too (start.js's loader fetches it).
const first = readFileSync(new URL('../www/start.js', import.meta.url), 'utf8');
writeFileSync(join(dir, 'start.js'), `${first}\n${inline[0][1].trim()}\n`);
const preload = /<link rel="preload" href="\.\/pyramid-games_bg\.wasm"[^>]*>/;
if (!preload.test(html)) {
  console.error("no-inline.mjs: trunk's preload of the app's wasm is not where it was");
  process.exit(1);
}
const served = html.replace(inline[0][0], '<script type="module" src="./start.js"></script>').replace(preload, '');
writeFileSync(page, served);
