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
// comes a download sooner. The app, once started, finds the address it would show in the
// root's data-first and leaves that screen as it is.
//
// The screen's own requests come after it shows (a game's first state, a profile, the
// lobby's lists): the app's 120 KiB waits a few seconds more, so as not to share a slow
// line with them. The visitor's first move starts it at once: a new address, a press, a
// key. A preference toggled before it came (the header's theme and sound buttons, which
// the app answers) is toggled once it has.
const root = document.querySelector('[data-pyramid-app]');
const address = location.hash.slice(1);
const parts = [
  [/^(learn|puzzles)\//, 'pyramidLearn'],
  [/^edit\//, 'pyramidEditor'],
  [/^online(\/|$)/, 'pyramidOnline'],
];
const part = window[parts.find(([pattern]) => pattern.test(address))?.[1]];
const SCREEN_FIRST_MS = 3000;
if (root && part) {
  let moved = false;
  const move = new Promise((resolve) => addEventListener('hashchange', () => resolve((moved = true)), { once: true }));
  const shown = part.show(root, address).then(() => {
    // The address the screen shows now (a seat's link takes its secret out of it).
    if (!moved) root.dataset.first = location.hash.slice(1);
    return true;
  }, () => false); // Not shown: the app, started now, shows it as it shows any address.
  if (await Promise.race([shown, move.then(() => false)])) {
    let pressed = null;
    const remember = (event) => { pressed = event.target.closest?.('header.site [data-pref]') ?? pressed; };
    addEventListener('click', remember, true);
    addEventListener('TrunkApplicationStarted', () => {
      removeEventListener('click', remember, true);
      pressed?.click();
    }, { once: true });
    const waiting = new AbortController();
    await Promise.race([move, new Promise((resolve) => {
      for (const type of ['pointerdown', 'keydown']) addEventListener(type, resolve, { capture: true, signal: waiting.signal });
      setTimeout(() => (window.requestIdleCallback ?? setTimeout)(resolve), SCREEN_FIRST_MS);
    })]);
    waiting.abort();
  }
}
