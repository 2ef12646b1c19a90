// The board editor is a wasm part of its own (pyramid-editor_bg.wasm), so the app's first
// load does not wait for it: the app calls window.pyramidEditor.show and .close, and the
// part is fetched the first time the editor opens. Calls run in the order made, so a close
// that follows a show still waiting for the download comes after it.
import { loadPart } from './part.js';

const here = new URL('.', import.meta.url);
let part;

function load() {
  part ??= loadPart(here, 'pyramid-editor', { settle: true });
  return part;
}

// A page opened at the editor fetches the part beside the app's own wasm, not after it.
if (location.hash.startsWith('#edit/')) load();

window.pyramidEditor = {
  show(root, hash) {
    return load().then((m) => m.showEditor(root, hash));
  },
  close() {
    return part?.then((m) => m.closeEditor());
  },
};
