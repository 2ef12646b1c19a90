// Asks the game server this page came from which settings its tablebase answers, and
// keeps them as window.pyramidTablebase ("pyraos pass=off removal=standard", options
// sorted), then tells the app ("pyramid-tablebase"). A static host answers from the
// build's own api/tablebase, an empty list; offline nothing is asked. Without a table,
// Perfect and "Who wins" work as they do without a server.
const here = new URL('.', import.meta.url);

async function probe() {
  if (!navigator.onLine) return;
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
