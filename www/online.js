// Online play is a wasm part of its own (pyramid-online_bg.wasm), fetched the first time
// the app opens an online screen: the app calls window.pyramidOnline.show(root, hash) for
// #online…, and this loads the part, then shows the screen. Calls run in the order made.
//
// It also asks whether the page came from the game server (api/health): only then does
// the page show its "Play online" links (html[data-online]). A static host answers from
// the build's own api/health ("static"), and the links stay hidden; an online address
// there says why it cannot open.
import { loadPart } from './part.js';

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

// html[data-host] says the answer either way ("server" or "static"): what a test waits
// for before it looks for the links.
server.then((yes) => {
  if (yes) document.documentElement.dataset.online = '';
  document.documentElement.dataset.host = yes ? 'server' : 'static';
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

// A challenge waiting for the signed-in player, on every screen: a notice at the foot of
// the page that opens the lobby, where it is answered. The account's event stream (the
// lichess API's, which takes the session) says when something changed; the waiting
// challenges are then read again. The lobby lists them itself: no notice there.
const notice = document.querySelector('[data-challenge-notice]');
let listening = null;
let waiting = [];
let dismissed = '';

function drawNotice() {
  const lobby = location.hash === '#online' || location.hash.startsWith('#online/new');
  const ids = waiting.map((c) => c.id).join(' ');
  if (!ids || ids === dismissed || lobby) {
    notice.replaceChildren();
    return;
  }
  const text = item('span', 'challenge-notice');
  text.dataset.l10nArgs = JSON.stringify({ count: waiting.length, name: waiting[0].challenger?.name ?? '' });
  const answer = item('a', 'challenge-notice-answer', '#online');
  const later = item('button', 'challenge-notice-later');
  later.type = 'button';
  later.addEventListener('click', () => {
    dismissed = ids;
    drawNotice();
  });
  const body = document.createElement('p');
  body.className = 'challenge-notice-body';
  body.append(text, answer, later);
  notice.replaceChildren(body);
}

async function readWaiting() {
  try {
    const response = await fetch(new URL('api/challenge', here));
    waiting = response.ok ? ((await response.json()).in ?? []) : [];
  } catch {
    return;
  }
  drawNotice();
}

async function listen() {
  listening?.abort();
  listening = null;
  waiting = [];
  if (notice) drawNotice();
  if (!notice || !menu?.dataset.name) return;
  const stop = new AbortController();
  listening = stop;
  while (!stop.signal.aborted) {
    try {
      const response = await fetch(new URL('api/stream/event', here), { signal: stop.signal });
      if (!response.ok) return;
      await readWaiting();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        // Any event but the keep-alive's empty line: the waiting ones may have changed.
        if (value.trim()) await readWaiting();
      }
    } catch {
      if (stop.signal.aborted) return;
    }
    // The stream ended (the server restarted, the network came back): again, in a while.
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

window.addEventListener('hashchange', () => notice && drawNotice());

async function accountChanged() {
  await drawAccount();
  listen();
}

document.addEventListener('pyramid-account', accountChanged);
accountChanged();

// Passkeys: the browser's WebAuthn calls, between the server's two requests of each
// ceremony (docs/protocol.md, "Passkeys"). Binary fields travel as base64url.
const fromB64 = (text) => {
  const plain = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(plain + '='.repeat((4 - (plain.length % 4)) % 4)), (c) => c.charCodeAt(0)).buffer;
};
const toB64 = (buffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)))
  .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const withIds = (list) => (list ?? []).map((c) => ({ ...c, id: fromB64(c.id) }));

async function post(path, body) {
  const response = await fetch(new URL(path, here), {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) throw Object.assign(new Error(json?.message ?? String(response.status)), { code: json?.error });
  return json;
}

async function addPasskey(password, name) {
  const { ceremony, options } = await post('api/account/passkeys', { password, name: name || null });
  const publicKey = options.publicKey;
  publicKey.challenge = fromB64(publicKey.challenge);
  publicKey.user.id = fromB64(publicKey.user.id);
  publicKey.excludeCredentials = withIds(publicKey.excludeCredentials);
  const made = await navigator.credentials.create({ publicKey });
  const response = {
    attestationObject: toB64(made.response.attestationObject), clientDataJSON: toB64(made.response.clientDataJSON),
  };
  const credential = { id: made.id, rawId: toB64(made.rawId), type: made.type, extensions: {}, response };
  await post('api/account/passkeys/finish', { ceremony, credential });
}

async function signInWithPasskey(username) {
  const { ceremony, options } = await post('api/session/passkey', { username });
  const publicKey = options.publicKey;
  publicKey.challenge = fromB64(publicKey.challenge);
  publicKey.allowCredentials = withIds(publicKey.allowCredentials);
  const used = await navigator.credentials.get({ publicKey });
  const r = used.response;
  const response = {
    authenticatorData: toB64(r.authenticatorData), clientDataJSON: toB64(r.clientDataJSON),
    signature: toB64(r.signature), userHandle: r.userHandle ? toB64(r.userHandle) : null,
  };
  const credential = { id: used.id, rawId: toB64(used.rawId), type: used.type, extensions: {}, response };
  await post('api/session/passkey/finish', { ceremony, credential });
}

/** A ceremony as a promise of '' (done) or the code of what stopped it. */
const ceremony = (run) => async (...args) => {
  if (!window.PublicKeyCredential) return 'passkey-unsupported';
  try {
    await run(...args);
    return '';
  } catch (e) {
    if (e?.name === 'NotAllowedError' || e?.name === 'AbortError') return 'passkey-cancelled';
    return e?.code ?? 'passkey-unsupported';
  }
};
window.pyramidPasskeys = { add: ceremony(addPasskey), signIn: ceremony(signInWithPasskey) };

function load() {
  part ??= loadPart(here, 'pyramid-online', { announce: 'online', settle: true });
  return part;
}

// A page opened at an online screen fetches the part beside the app's own wasm, not after
// it (a static host has the files too: there the part is simply not shown).
if (location.hash.startsWith('#online')) load();

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
