// Reading and writing game records (Export, Import, and Your games kept before records were
// kept as saves) runs in the engine's JavaScript API, the computer's worker's module
// (pyramid-worker.js), loaded on the page the first time a record is read or written: the
// app's own wasm carries no record reader. The service worker precaches that module with
// the rest of the build, so this works offline too.
//   window.pyramidRecords.read(text)  -> Promise of { value: { game, moves, white, black, date, save } }
//   window.pyramidRecords.write(save, white, black, date) -> Promise of { value: the record's text }
//   window.pyramidRecords.copy(save, white, black, date) -> the same, and the text copied
// Neither rejects: a failure is { error }, the API's error (for a record, its `id` and `args`
// are the message) or the module's that could not be loaded.
import { loadPart } from './part.js';

const here = new URL('.', import.meta.url);
let part;

function load() {
  part ??= loadPart(here, 'pyramid-worker');
  return part;
}

function answer(call) {
  return load().then(call).then((value) => ({ value }), (error) => ({ error }));
}

window.pyramidRecords = {
  read(text) {
    return answer((m) => m.readRecord(text));
  },
  write(save, white, black, date) {
    return answer((m) => m.writeRecord(save, white, black, date));
  },
  // The clipboard is asked at once, in the click, for a text still to come: WebKit copies
  // only in the click itself, and the engine may still be loading.
  copy(save, white, black, date) {
    const written = this.write(save, white, black, date);
    const text = written.then(({ value, error }) => (error ? Promise.reject(error) : value));
    const later = () => text.then((t) => navigator.clipboard?.writeText(t)).catch(() => {});
    try {
      if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
        const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
        navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]).catch(later);
      } else {
        later();
      }
    } catch {
      later();
    }
    return written;
  },
};
