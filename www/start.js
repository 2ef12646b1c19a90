// The page's start, before the app's own loader (scripts/no-inline.mjs puts trunk's loader
// after this, as the build's start.js).
//
// The stored theme first: a page painted in the wrong colours flashes when the app comes.
try {
  const theme = localStorage.getItem('pyramid-theme');
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
} catch {
  // Storage refused: the system's colours.
}

// A page opened at Learn, Puzzles, the editor or online play shows that screen by its own
// part (fetched as the page's scripts ran), and only then fetches the app's wasm, which
// that screen does not need: the two downloads no longer share the line, and the screen
// comes a download sooner. A click to another address starts the app at once. The app,
// once started, finds the address it would show in the root's data-first and leaves that
// screen as it is.
const root = document.querySelector('[data-pyramid-app]');
const address = location.hash.slice(1);
const parts = [
  [/^(learn|puzzles)\//, 'pyramidLearn'],
  [/^edit\//, 'pyramidEditor'],
  [/^online(\/|$)/, 'pyramidOnline'],
];
const part = window[parts.find(([pattern]) => pattern.test(address))?.[1]];
if (root && part) {
  let moved = false;
  const move = new Promise((resolve) => addEventListener('hashchange', () => resolve((moved = true)), { once: true }));
  const shown = part.show(root, address).then(() => {
    // The address the screen shows now (a seat's link takes its secret out of it).
    if (!moved) root.dataset.first = location.hash.slice(1);
    // Painted before the app's download begins.
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  }, () => {
    // Not shown: the app, started now, shows it as it shows any address.
  });
  await Promise.race([shown, move]);
}
