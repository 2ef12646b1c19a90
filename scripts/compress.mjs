// Writes a gzip (.gz) and a brotli (.br) copy beside each compressible file of the build,
// at the highest levels, for the game server to send precompressed. The service worker's
// file list is written before, from the plain files only.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, extname } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
const kinds = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.svg', '.json', '.webmanifest', '.txt', '.map', '.bin']);
let count = 0;
function walk(path) {
  for (const name of readdirSync(path)) {
    const file = join(path, name);
    if (statSync(file).isDirectory()) { walk(file); continue; }
    if (!kinds.has(extname(name))) continue;
    const data = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }));
    count++;
  }
}
walk(dir);
console.log(`compress: ${count} files, each with .gz and .br`);
