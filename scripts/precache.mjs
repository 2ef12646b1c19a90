// Run by scripts/post-build.sh, trunk's post-build hook: writes sw.js into the build with
// the list of every file of the build and a version made from their contents, so that a
// new build is a new cache.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('precache.mjs runs as trunk\'s post_build hook (TRUNK_STAGING_DIR is not set)');

async function files(root) {
  const out = [];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) out.push(...(await files(path)));
    else out.push(path);
  }
  return out;
}

// Perfect's books (1.3 MB) are left out: the service worker keeps them when first fetched.
// So is api/: on a static host its files answer the game server's requests with "nothing
// here" (no tablebase), and served by the game server they must come from it.
const list = (await files(dir))
  .map((f) => relative(dir, f).split(sep).join('/'))
  .filter((f) => f !== 'sw.js' && !f.startsWith('books/') && !f.startsWith('api/'))
  .sort();
const hash = createHash('sha256');
for (const f of list) {
  hash.update(f);
  hash.update(await readFile(join(dir, f)));
}
const build = hash.digest('hex').slice(0, 16);
// The site's root is asked for as "./" as well as "index.html".
const urls = ['./', ...list];
const template = await readFile(new URL('../www/sw.js', import.meta.url), 'utf8');
const worker = template.replace("'__BUILD__'", JSON.stringify(build)).replace('__FILES__', JSON.stringify(urls, null, 1));
await writeFile(join(dir, 'sw.js'), worker);
console.log(`sw.js: build ${build}, ${urls.length} files`);
