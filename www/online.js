// Online play is a wasm part of its own (pyramid-online_bg.wasm), fetched the first time
// the app opens an online screen: the app calls window.pyramidOnline.show(root, hash) for
// #online…, and this loads the part, then shows the screen. Calls run in the order made.
//
// It also asks whether the page came from the game server (api/health): only then does
// the page show its "Play online" links (html[data-online]). A static host answers from
// the build's own api/health ("static"), and the links stay hidden; an online address
// there says why it cannot open.
const here = new URL('.', import.meta.url);
let part;
let queue = Promise.resolve();

const server = (async () => {
  try {
    const response = await fetch(new URL('api/health', here));
    if (!response.ok) return false;
    const { server: name } = await response.json();
    return name === 'pyramid-server';
  } catch {
    return false;
  }
})();

server.then((yes) => {
  if (yes) document.documentElement.dataset.online = '';
});

function load() {
  part ??= import(new URL('pyramid-online.js', here).href).then(async (m) => {
    await m.default({ module_or_path: new URL('pyramid-online_bg.wasm', here) });
    return m;
  });
  return part;
}

/** Says message `id` (with `args`) in the page's language, and the way back. */
function say(root, id, args) {
  const p = document.createElement('p');
  p.className = 'message error';
  p.dataset.l10nId = id;
  if (args) p.dataset.l10nArgs = JSON.stringify(args);
  const back = document.createElement('a');
  back.href = '#';
  back.dataset.l10nId = 'game-all-games';
  root.replaceChildren(p, back);
}

window.pyramidOnline = {
  show(root, hash) {
    queue = queue.then(async () => {
      if (!(await server)) {
        say(root, 'online-needs-server');
        return;
      }
      const m = await load();
      // A later address may have taken the page while this loaded.
      if (location.hash.slice(1).startsWith(hash.split('/').slice(0, 2).join('/'))) m.showOnline(root, hash);
    }).catch((e) => {
      say(root, 'online-load-failed', { detail: String(e.message ?? e) });
    });
    return queue;
  },
  close() {
    queue = queue.then(() => part?.then((m) => m.closeOnline()));
    return queue;
  },
};
