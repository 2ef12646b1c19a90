// Run by scripts/post-build.sh on each wasm of the build: renames the functions a wasm
// imports from its JavaScript glue to short names (a, b, …, aa, …), in the wasm's import
// section and in the glue's import object alike.
//
//   node scripts/short-imports.mjs DIR NAME    (DIR/NAME.js and DIR/NAME_bg.wasm)
//
// wasm-bindgen names each import after its function and a 16-digit hash
// (`__wbg_appendChild_dbf7ad2f48413560`): random digits that gzip cannot shrink, 2.5 KiB of
// the app's gzipped wasm. Every name must appear once in the glue, as a key of its import
// object; anything else (another wasm-bindgen's glue) stops the build rather than guess.
// index.html's integrity hashes of the two files are brought up to date.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const [dir, name] = process.argv.slice(2);
if (!dir || !name) throw new Error('usage: short-imports.mjs DIR NAME');
const jsPath = join(dir, `${name}.js`);
const wasmPath = join(dir, `${name}_bg.wasm`);
const glueModule = `./${name}_bg.js`;

function fail(message) {
  console.error(`short-imports.mjs: ${name}: ${message}`);
  process.exit(1);
}

// LEB128, as the wasm binary format writes every count and size.
function readU32(bytes, at) {
  let value = 0, shift = 0, byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}
function writeU32(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return out;
}
const utf8 = new TextDecoder();
const encode = (text) => [...new TextEncoder().encode(text)];

// The byte length of an import's description (after its kind byte).
function descriptionEnd(bytes, kind, at) {
  const limits = (from) => {
    const flags = bytes[from];
    let [, next] = readU32(bytes, from + 1);
    if (flags & 1) [, next] = readU32(bytes, next);
    return next;
  };
  switch (kind) {
    case 0: return readU32(bytes, at)[1]; // function: type index
    case 1: return limits(at + 1); // table: element type, limits
    case 2: return limits(at); // memory: limits
    case 3: return at + 2; // global: value type, mutability
    case 4: return readU32(bytes, at + 1)[1]; // tag: attribute, type index
    default: return fail(`an import of unknown kind ${kind}`);
  }
}

// Short names in order: a–z, A–Z, then two letters and more.
const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
function shortName(n) {
  let out = '';
  do {
    out = letters[n % letters.length] + out;
    n = Math.floor(n / letters.length) - 1;
  } while (n >= 0);
  return out;
}

const wasm = await readFile(wasmPath);
let js = await readFile(jsPath, 'utf8');
const chunks = [wasm.subarray(0, 8)];
const renamed = new Map();
let at = 8;
while (at < wasm.length) {
  const id = wasm[at];
  const [size, bodyStart] = readU32(wasm, at + 1);
  let body = wasm.subarray(bodyStart, bodyStart + size);
  at = bodyStart + size;
  if (id === 2) {
    const [count, first] = readU32(wasm, bodyStart);
    const rewritten = writeU32(count);
    let p = first;
    for (let i = 0; i < count; i++) {
      const [moduleLength, m] = readU32(wasm, p);
      const module = utf8.decode(wasm.subarray(m, m + moduleLength));
      const [fieldLength, f] = readU32(wasm, m + moduleLength);
      let field = utf8.decode(wasm.subarray(f, f + fieldLength));
      const kind = wasm[f + fieldLength];
      const end = descriptionEnd(wasm, kind, f + fieldLength + 1);
      if (module === glueModule) {
        const short = shortName(renamed.size);
        renamed.set(field, short);
        field = short;
      }
      rewritten.push(...writeU32(encode(module).length), ...encode(module), ...writeU32(encode(field).length),
        ...encode(field), ...wasm.subarray(f + fieldLength, end));
      p = end;
    }
    body = Uint8Array.from(rewritten);
  }
  chunks.push(Uint8Array.from([id, ...writeU32(body.length)]), body);
}
const out = Buffer.concat(chunks);
if (renamed.size === 0) fail(`the wasm imports nothing from ${glueModule}`);

for (const [long, short] of renamed) {
  const key = `\n        ${long}: `;
  const uses = js.split(long).length - 1;
  if (uses !== 1 || !js.includes(key)) fail(`${long} is not used once, as a key of the import object`);
  js = js.replace(key, `\n        ${short}: `);
}
await writeFile(wasmPath, out);
await writeFile(jsPath, js);

// Trunk writes integrity hashes of the app's two files into index.html.
const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const indexPath = join(dir, 'index.html');
const index = await readFile(indexPath, 'utf8').catch(() => null);
if (index !== null) {
  let updated = index;
  for (const [file, bytes] of [[`${name}.js`, js], [`${name}_bg.wasm`, out]]) {
    const link = new RegExp(`(href="\\./${file.replaceAll('.', '\\.')}"[^>]*integrity=")sha384-[^"]*"`);
    updated = updated.replace(link, `$1${sri(bytes)}"`);
  }
  if (updated !== index) await writeFile(indexPath, updated);
}
console.log(`${name}: ${renamed.size} imports renamed, wasm ${wasm.length} → ${out.length} bytes`);
