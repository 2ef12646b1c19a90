// The computer's thinking, off the page's main thread. The page posts
//   { id, kind: 'move', game, options, start, moves, level, seed }
// and gets back { id, kind: 'progress', depth, nodes, budget, score, best } as the search goes,
// then { id, kind: 'move', move } or { id, kind: 'error', message }. It may also post
//   { id, kind: 'perfect', game, options, start, moves }
// for the Perfect player's move, answered the same way (after { id, kind: 'loading' } while
// the book it needs downloads, once per worker), or
//   { id, kind: 'verdict', game, options, start, moves, budget }
// for who wins from here with perfect play, answered by { id, kind: 'verdict', verdict }
// (null when more than `budget` positions would have to be solved; see `verdict` in
// src/web/api.rs). To stop a search, the page terminates this worker.
// The worker has a wasm of its own, with the search and without the page.
import init, { bestMove, verdict, perfectBookNeeded, loadPerfectBook, perfectMove } from './pyramid-worker.js';

const ready = init({ module_or_path: new URL('./pyramid-worker_bg.wasm', import.meta.url) });

// Perfect's books are fetched only when Perfect plays; the service worker keeps them
// once fetched, so Perfect then plays offline too.
async function perfect(data) {
  const args = [data.game, data.options, data.start ?? undefined, data.moves];
  const name = perfectBookNeeded(...args);
  if (name) {
    self.postMessage({ id: data.id, kind: 'loading' });
    const response = await fetch(new URL(`./books/${name}`, import.meta.url)).catch(() => null);
    if (!response?.ok) {
      const status = response ? ` (HTTP ${response.status})` : '';
      throw new Error(`Perfect's book could not be downloaded${status}: check the connection, then choose Perfect again.`);
    }
    loadPerfectBook(name, new Uint8Array(await response.arrayBuffer()));
  }
  return perfectMove(...args);
}

self.onmessage = async ({ data }) => {
  await ready;
  const report = (progress) => self.postMessage({ id: data.id, kind: 'progress', ...progress });
  try {
    if (data.kind === 'verdict') {
      const answer = verdict(data.game, data.options, data.start ?? undefined, data.moves, data.budget);
      self.postMessage({ id: data.id, kind: 'verdict', verdict: answer });
      return;
    }
    const move = data.kind === 'perfect'
      ? await perfect(data)
      : bestMove(data.game, data.options, data.start ?? undefined, data.moves, data.level, data.seed, report);
    self.postMessage({ id: data.id, kind: 'move', move });
  } catch (error) {
    self.postMessage({ id: data.id, kind: 'error', message: String(error?.message ?? error) });
  }
};
