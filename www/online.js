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

// The header's account menu: "Sign in", or the player's name with their profile, the
// leaderboards, their account and Sign out. Drawn again when the online part says that
// who is signed in changed (the document's pyramid-account event).
const menu = document.querySelector('[data-account-menu]');

function item(tag, id, href) {
  const el = document.createElement(tag);
  el.dataset.l10nId = id;
  if (href) el.href = href;
  return el;
}

async function drawAccount() {
  if (!menu || !(await server)) return;
  let name = null;
  try {
    const response = await fetch(new URL('api/session', here));
    if (response.ok) name = (await response.json()).username;
  } catch {
    // No answer: the menu offers signing in, which says why if it fails.
  }
  // Drawn again only when the name changed: an open menu stays open.
  if ((menu.dataset.name ?? '') === (name ?? '') && menu.firstChild) return;
  menu.dataset.name = name ?? '';
  if (!name) {
    menu.replaceChildren(item('a', 'account-sign-in', '#online/account'));
    return;
  }
  const details = document.createElement('details');
  details.className = 'account';
  const summary = document.createElement('summary');
  summary.textContent = name;
  const items = document.createElement('div');
  items.className = 'account-items';
  const out = item('button', 'account-sign-out');
  out.type = 'button';
  out.addEventListener('click', async () => {
    await fetch(new URL('api/session', here), { method: 'DELETE' }).catch(() => {});
    document.dispatchEvent(new Event('pyramid-account'));
  });
  items.append(
    item('a', 'account-profile', `#online/player/${encodeURIComponent(name)}`),
    item('a', 'account-leaderboards', '#online/leaderboard/pyramida'),
    item('a', 'account-settings', '#online/account'),
    out,
  );
  // A choice made closes the menu.
  items.addEventListener('click', () => details.removeAttribute('open'));
  details.append(summary, items);
  menu.replaceChildren(details);
}

document.addEventListener('pyramid-account', drawAccount);
drawAccount();

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
