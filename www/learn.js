// Learn and Puzzles are a wasm part of their own (pyramid-learn_bg.wasm), fetched the first
// time the app opens one: the app calls window.pyramidLearn.show(root, hash) for
// #learn/GAME… and #puzzles/GAME…, and this loads the part and the game's lesson or puzzle
// file, then shows the screen. Calls run in the order made, like the editor's.
const here = new URL('.', import.meta.url);
let part;
let queue = Promise.resolve();

function load() {
  part ??= import(new URL('pyramid-learn.js', here).href).then(async (m) => {
    await m.default({ module_or_path: new URL('pyramid-learn_bg.wasm', here) });
    return m;
  });
  return part;
}

async function fetchData(hash) {
  const [kind, game] = hash.split('/');
  const response = await fetch(new URL(`${kind === 'learn' ? 'learn' : 'puzzles'}/${game}.txt`, here));
  if (!response.ok) throw new Error(`${kind}/${game}.txt: ${response.status}`);
  return response.text();
}

window.pyramidLearn = {
  show(root, hash) {
    queue = queue.then(async () => {
      const [m, data] = await Promise.all([load(), fetchData(hash)]);
      // A later address may have taken the page while this loaded.
      if (location.hash.slice(1) === hash) m.showLearn(root, hash, data);
    }).catch((e) => {
      root.textContent = `Learn and Puzzles could not be loaded: ${e.message}`;
    });
    return queue;
  },
  close() {
    queue = queue.then(() => part?.then((m) => m.closeLearn()));
    return queue;
  },
};
