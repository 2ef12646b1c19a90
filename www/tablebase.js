// Asks the game server this page came from which settings its tablebase answers, and
// keeps them as window.pyramidTablebase ("pyraos pass=off removal=standard", options
// sorted), then tells the app ("pyramid-tablebase"). On a static host, or offline, the
// request fails and the list stays empty: Perfect and "Who wins" work as without a server.
const here = new URL('.', import.meta.url);

async function probe() {
  try {
    const response = await fetch(new URL('api/tablebase', here));
    if (!response.ok) return;
    const { settings } = await response.json();
    window.pyramidTablebase = settings.map(({ game, options }) =>
      [game, ...Object.entries(options).map(([k, v]) => `${k}=${v}`).sort()].join(' '));
    window.dispatchEvent(new Event('pyramid-tablebase'));
  } catch {
    // No server here.
  }
}

probe();
