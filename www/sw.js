// The service worker: after one visit the whole site (app, rules pages, embed, worker)
// comes from the cache, network or not; Perfect's books once Perfect has played. scripts/precache.mjs writes the build's file list
// and version in place of the two markers below when trunk builds the site.
const BUILD = '__BUILD__';
const FILES = __FILES__;
const CACHE = `pyramid-games-${BUILD}`;
const scope = new URL(self.registration.scope);
const cached = new Set(FILES.map((f) => new URL(f, scope).href));

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

// A new build waits until the page lets it take over ("A new version is ready").
self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('pyramid-games-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

// Perfect's books (books/) are large and wanted by few: not precached, but kept once the
// computer's worker has fetched one, so Perfect then plays offline too.
const books = new URL('books/', scope).href;

async function kept(request, href) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(href);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(href, response.clone());
  return response;
}

// Cache first, for the build's own files only; anything else goes to the network as if
// there were no worker.
self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  const url = new URL(event.request.url);
  url.hash = '';
  url.search = '';
  if (url.pathname.endsWith('/')) url.pathname += 'index.html';
  if (url.href.startsWith(books)) {
    event.respondWith(kept(event.request, url.href));
    return;
  }
  if (!cached.has(url.href)) return;
  event.respondWith((async () => {
    const hit = await caches.match(url.href, { cacheName: CACHE });
    return hit ?? fetch(event.request);
  })());
});
