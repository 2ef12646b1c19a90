// The languages' messages, parsed once at build time: each www/i18n/LANG.ftl becomes
// i18n/LANG.json in the build, the body of Project Fluent's FluentResource (its plain
// objects), which i18n.js hands to its bundle as they are. A page then reads JSON (about a
// millisecond) where it parsed Fluent's syntax (tens of milliseconds on a phone), and the
// .ftl files stay the source translators edit.
//
//   node scripts/ftl-json.mjs OUT_DIR      (run by scripts/post-build.sh)
//
// A message defined twice, or a line Fluent cannot read, fails the build.
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { readFileSync, readdirSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The parsed body of Fluent `text`, as JSON; `name` says which file in an error. */
export function ftlToJson(text, name = 'messages') {
  const resource = new FluentResource(text);
  const errors = new FluentBundle('en').addResource(resource);
  if (errors.length) throw new Error(`${name}: ${errors.join('; ')}`);
  // Fluent skips what it cannot parse: every entry of the source must have come through.
  const ids = new Set(resource.body.map((m) => m.id));
  const lost = [...text.matchAll(/^(-?[a-zA-Z][\w-]*)\s*=/gm)].map((m) => m[1]).filter((id) => !ids.has(id));
  if (lost.length) throw new Error(`${name}: Fluent could not read ${lost.join(', ')}`);
  return JSON.stringify(resource.body);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: node scripts/ftl-json.mjs OUT_DIR');
  const source = join(dirname(fileURLToPath(import.meta.url)), '..', 'www', 'i18n');
  mkdirSync(join(out, 'i18n'), { recursive: true });
  for (const file of readdirSync(source).filter((f) => f.endsWith('.ftl'))) {
    const json = ftlToJson(readFileSync(join(source, file), 'utf8'), `i18n/${file}`);
    writeFileSync(join(out, 'i18n', file.replace(/\.ftl$/, '.json')), json);
    // The page reads only the JSON: the source is not served (nor kept offline) twice.
    rmSync(join(out, 'i18n', file), { force: true });
  }
}
