// Registers the service worker (sw.js) for the site's own pages, never for a page that
// only embeds a board, and offers a new build once it is ready: "A new version is ready —
// reload". The page builds the offer with DOM calls only.
const here = new URL('.', import.meta.url);

async function register() {
  if (!('serviceWorker' in navigator)) return;
  let registration;
  try {
    registration = await navigator.serviceWorker.register(new URL('sw.js', here), { scope: here.pathname });
  } catch {
    return; // No worker (a file:// page, a private window): the site still works online.
  }
  const offer = (worker) => {
    if (!navigator.serviceWorker.controller || document.querySelector('.update-ready')) return;
    const bar = document.createElement('div');
    bar.className = 'update-ready';
    bar.setAttribute('role', 'status');
    const text = document.createElement('span');
    text.dataset.l10nId = 'update-ready';
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.dataset.l10nId = 'update-reload';
    reload.addEventListener('click', () => worker.postMessage('take-over'));
    bar.append(text, reload);
    document.body.append(bar);
  };
  const watch = (worker) => {
    if (!worker) return;
    if (worker.state === 'installed') offer(worker);
    worker.addEventListener('statechange', () => { if (worker.state === 'installed') offer(worker); });
  };
  watch(registration.waiting);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading || !document.querySelector('.update-ready')) return;
    reloading = true;
    location.reload();
  });
}

// After the page has loaded: the worker's precaching of the whole site must not take the
// connection from the page's own first download.
if (document.readyState === 'complete') register();
else addEventListener('load', register, { once: true });
