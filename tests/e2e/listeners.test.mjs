// Nothing outlives its screen: switching games 40 times and opening the editor 10 times
// leaves the listeners on document and window where they were (counted through the
// DevTools protocol), and the memory flat (the JavaScript heap after a collection, and
// the wasm memory, which grows when Rust's allocations are not freed). Learn and Puzzles,
// and online play with a server (the lobby, a game, a leaderboard), 50 screen changes
// each, likewise for the listeners, the JS heap and their parts' own wasm memories.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, page } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

const GAMES = ['pyramida', 'chase', 'pyraos', 'allmer'];

async function listeners(cdp) {
  const count = {};
  for (const name of ['document', 'window']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: name });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    count[name] = listeners.length;
  }
  return count;
}

async function memory(p, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const wasm = await p.evaluate(() => window.__wasm.memory.buffer.byteLength);
  return { heap: usedSize, wasm };
}

async function go(p, hash, selector) {
  await p.evaluate((h) => { location.hash = h; }, hash);
  await p.waitForSelector(selector);
}

async function round(p, switches, edits) {
  for (let i = 0; i < switches; i++) {
    await go(p, GAMES[i % 4], `.pyramid-board[data-game="${GAMES[i % 4]}"]`);
    if (i % 4 === 3 && edits-- > 0) await go(p, `edit/${GAMES[i % 4]}`, '.editor');
  }
}

test('switching games and opening the editor leaves no listener behind and the memory flat', async () => {
  const p = await page(chrome);
  await p.addInitScript(() => {
    addEventListener('TrunkApplicationStarted', (e) => { window.__wasm = e.detail.wasm; });
  });
  const cdp = await p.context().newCDPSession(p);
  await p.goto(server.url + '#pyramida');
  await p.waitForSelector('.pyramid-board[data-game="pyramida"]');
  const start = await listeners(cdp);
  // A first round warms every game and the editor up (caches, the allocator's pools).
  await round(p, 8, 2);
  await go(p, 'pyramida', '.pyramid-board[data-game="pyramida"]');
  const warm = await memory(p, cdp);
  await round(p, 40, 10);
  await go(p, 'pyramida', '.pyramid-board[data-game="pyramida"]');
  const end = await listeners(cdp);
  const after = await memory(p, cdp);
  console.log('listeners', start, end, 'memory', warm, after);
  assert.deepEqual(end, start, 'the listeners on document and window');
  assert.ok(after.wasm <= warm.wasm, `wasm memory ${warm.wasm} → ${after.wasm}`);
  assert.ok(after.heap < warm.heap * 1.1 + 256 * 1024, `JS heap ${warm.heap} → ${after.heap}`);
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('Learn, Puzzles and online play leave no listener behind and the memory flat (50 screen changes each)', async () => {
  const { gameServer } = await import('./harness.mjs');
  const online = await gameServer();
  try {
    const p = await page(chrome);
    await p.addInitScript(() => {
      window.__parts = {};
      addEventListener('pyramid-part', (e) => { window.__parts[e.detail.part] = e.detail.wasm; });
    });
    const cdp = await p.context().newCDPSession(p);
    const partMemory = (part) => p.evaluate((name) => window.__parts[name].memory.buffer.byteLength, part);
    // Learn and Puzzles, through the whole app.
    const learn = [['learn/pyramida', '.learn'], ['learn/pyramida/1', '.learn .pyramid-board'],
      ['puzzles/allmer', '.learn .pyramid-board'], ['learn/pyraos/1', '.learn .pyramid-board'], ['pyramida', '.pyramid-board[data-game="pyramida"]']];
    // Online play: the lobby and a game watched, each a screen of its own.
    const made = await (await fetch(`${online.url}/api/games`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'chase' }),
    })).json();
    const onlineScreens = [['online', '.online.lobby .quick-pairing'], [`online/${made.id}`, '.online.play .pyramid-board'],
      ['online/leaderboard/pyraos', '.online.leaderboard'], ['pyramida', '.pyramid-board[data-game="pyramida"]']];
    for (const [base, screens, part] of [[server.url, learn, 'learn'], [online.url, onlineScreens, 'online']]) {
      await p.goto(base.replace(/\/$/, '') + '/#pyramida');
      await p.waitForSelector('.pyramid-board[data-game="pyramida"]');
      // A first round warms each part up (its module, caches, the allocator's pools).
      for (const [hash, selector] of [...screens, ...screens]) await go(p, hash, selector);
      await cdp.send('HeapProfiler.collectGarbage');
      const start = await listeners(cdp);
      const warm = (await cdp.send('Runtime.getHeapUsage')).usedSize;
      const warmWasm = await partMemory(part);
      for (let i = 0; i < 50; i++) await go(p, ...screens[i % screens.length]);
      await go(p, 'pyramida', '.pyramid-board[data-game="pyramida"]');
      await cdp.send('HeapProfiler.collectGarbage');
      const end = await listeners(cdp);
      const heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
      const wasm = await partMemory(part);
      console.log(base, 'listeners', start, end, 'heap', warm, heap, `${part} wasm`, warmWasm, wasm);
      assert.deepEqual(end, start, `${base}: the listeners on document and window`);
      assert.ok(wasm <= warmWasm, `${base}: the ${part} part's wasm memory ${warmWasm} → ${wasm}`);
      assert.ok(heap < warm * 1.1 + 256 * 1024, `${base}: JS heap ${warm} → ${heap}`);
    }
    assert.deepEqual(p.errors, []);
    await p.context().close();
  } finally {
    await online.close();
  }
});
