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
// With `tablebase: true` (the game server this site came from has the setting's table),
// Perfect's move and who wins come from the server's tablebase request instead; if the
// server cannot be reached, who wins is solved here (saying so in `note`) and Perfect
// answers from its book where it has one, else with an error that says why.
// The worker has a wasm of its own, with the search and without the page.
import init, { bestMove, verdict, perfectBookNeeded, loadPerfectBook, perfectMove } from './pyramid-worker.js';

const ready = init({ module_or_path: new URL('./pyramid-worker_bg.wasm', import.meta.url) });

/** A failure the page says in its reader's language: what went wrong (`why`), and a detail. */
const failure = (why, detail = '') => Object.assign(new Error(`${why}: ${detail}`), { why, detail });

// Perfect's books are fetched only when Perfect plays; the service worker keeps them
// once fetched, so Perfect then plays offline too.
async function perfect(data) {
  const args = [data.game, data.options, data.start ?? undefined, data.moves];
  const name = perfectBookNeeded(...args);
  if (name) {
    self.postMessage({ id: data.id, kind: 'loading' });
    const response = await fetch(new URL(`./books/${name}`, import.meta.url)).catch(() => null);
    if (!response?.ok) {
      throw failure('book', response ? `HTTP ${response.status}` : 'no connection');
    }
    loadPerfectBook(name, new Uint8Array(await response.arrayBuffer()));
  }
  return perfectMove(...args);
}

// The server's answer for the game as it stands (docs/protocol.md, "The tablebase"), or a
// thrown failure 'unreachable' when there is no answer from it.
async function askTablebase(data) {
  const url = new URL(`./api/tablebase/${data.game}`, import.meta.url);
  for (const [k, v] of Object.entries(data.options)) url.searchParams.set(k, v);
  if (data.start) url.searchParams.set('position', data.start);
  for (const m of data.moves) url.searchParams.append('move', m);
  const response = await fetch(url).catch(() => null);
  const body = await response?.json().catch(() => null);
  if (!response?.ok || !body) {
    const why = body?.message ?? (response ? `HTTP ${response.status}` : 'no connection');
    throw failure('unreachable', why);
  }
  return body;
}

// The tablebase's answer as the solver's verdict: each move's value for the side making
// it (the server gives the position's after it, for the side then to move).
function asVerdict(a) {
  const kept = (m) => (m.category === 'draw' ? { result: 'draw' }
    : { result: m.category === 'win' ? 'loss' : 'win', plies: m.plies + 1 });
  return {
    value: a.category === 'draw' ? { result: 'draw' } : { result: a.category, plies: a.plies },
    side: a.side, text: a.text, moves: a.moves.map((m) => [m.move, kept(m)]), best: a.moves[0]?.move ?? null,
  };
}

async function whoWins(data) {
  if (data.tablebase) {
    try {
      return { verdict: asVerdict(await askTablebase(data)) };
    } catch (error) {
      const answer = verdict(data.game, data.options, data.start ?? undefined, data.moves, data.budget);
      return { verdict: answer, note: error.detail ?? String(error.message) };
    }
  }
  return { verdict: verdict(data.game, data.options, data.start ?? undefined, data.moves, data.budget) };
}

async function perfectReply(data) {
  if (!data.tablebase) return perfect(data);
  try {
    const answer = await askTablebase(data);
    if (!answer.moves.length) throw failure('over');
    return answer.moves[0].move;
  } catch (error) {
    if (error.why !== 'unreachable') throw error;
    // The book, where this setting has one; else say why Perfect cannot move.
    try {
      return await perfect(data);
    } catch {
      throw failure('tablebase-only', error.detail);
    }
  }
}

self.onmessage = async ({ data }) => {
  try {
    await ready;
  } catch {
    // Its wasm could not be fetched (offline before it was kept): said, not waited on.
    // Perfect says the tablebase cannot be reached; a search, that it failed.
    const why = data.kind === 'perfect' ? 'unreachable' : 'other';
    self.postMessage({ id: data.id, kind: 'error', why, message: 'no connection' });
    return;
  }
  const report = (progress) => self.postMessage({ id: data.id, kind: 'progress', ...progress });
  try {
    if (data.kind === 'verdict') {
      self.postMessage({ id: data.id, kind: 'verdict', ...(await whoWins(data)) });
      return;
    }
    const move = data.kind === 'perfect'
      ? await perfectReply(data)
      : bestMove(data.game, data.options, data.start ?? undefined, data.moves, data.level, data.seed, report);
    self.postMessage({ id: data.id, kind: 'move', move });
  } catch (error) {
    self.postMessage({ id: data.id, kind: 'error', why: error?.why ?? 'other', message: error?.detail ?? String(error?.message ?? error) });
  }
};
