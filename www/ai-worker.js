// The computer's thinking, off the page's main thread. The page posts
//   { id, game, options, start, moves, level, seed }
// and gets back { id, kind: 'progress', depth, nodes, budget, score, best } as the search goes,
// then { id, kind: 'move', move } or { id, kind: 'error', message }. To stop a search,
// the page terminates this worker.
import init, { bestMove } from './pyramid-games.js';

const ready = init({ module_or_path: new URL('./pyramid-games_bg.wasm', import.meta.url) });

self.onmessage = async ({ data }) => {
  await ready;
  const report = (progress) => self.postMessage({ id: data.id, kind: 'progress', ...progress });
  try {
    const move = bestMove(data.game, data.options, data.start ?? undefined, data.moves, data.level, data.seed, report);
    self.postMessage({ id: data.id, kind: 'move', move });
  } catch (error) {
    self.postMessage({ id: data.id, kind: 'error', message: String(error?.message ?? error) });
  }
};
