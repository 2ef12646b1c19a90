// Loads one of the site's wasm parts (the boards', the editor's, Learn's, online play's, the
// engine's for records): its glue module and its wasm, fetched side by side, the module
// compiled and the part started.
//
//   loadPart(base, name, { announce, settle }) -> Promise of the part's glue module
//
// `base` is the folder of NAME.js and NAME_bg.wasm; `announce` names the part in a
// `pyramid-part` event with its wasm exports (the memory tests read the part's own memory);
// with `settle`, the promise resolves a task later, so that the part's start and the first
// thing it does are separate tasks and neither holds the page long.
//
// The module is compiled from its bytes, not streamed: Chromium decodes a streamed module on
// the page's main thread, in one task once its bytes are in (35 to 65 ms for the boards' part
// on a phone, at Lighthouse's 4x), and WebAssembly.compile on another thread.
export function loadPart(base, name, { announce, settle = false } = {}) {
  const glue = import(new URL(`${name}.js`, base).href);
  const module = fetch(new URL(`${name}_bg.wasm`, base)).then((response) => {
    if (!response.ok) throw new Error(`${name}_bg.wasm: ${response.status}`);
    return response.arrayBuffer();
  }).then((bytes) => WebAssembly.compile(bytes));
  return Promise.all([glue, module]).then(async ([m, compiled]) => {
    const wasm = await m.default({ module_or_path: compiled });
    if (announce) dispatchEvent(new CustomEvent('pyramid-part', { detail: { part: announce, wasm } }));
    if (settle) await new Promise((resolve) => setTimeout(resolve));
    return m;
  });
}
