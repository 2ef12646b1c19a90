// The site in the reader's language: the browser's languages choose (the first the site
// speaks), the header's switcher changes every word at once and is remembered, <html lang>
// follows, the rules link leads to that language's rules; an embedded board speaks its
// page's language. Czech and German looked at, at a laptop's and a phone's size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, page, shoot, playAny, loadPosition, settled, mountEmbeds, violations } from './harness.mjs';

let server, chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); await server?.close(); });

const PICKER = { en: 'Four pyramid games', cs: 'Čtyři pyramidové hry', de: 'Vier Pyramidenspiele' };

/** The picker's heading, once its words are in. */
async function heading(p) {
  await p.waitForSelector('.picker h1[data-l10n-id]');
  return p.textContent('.picker h1');
}

/** Nothing on the page scrolls sideways. */
async function fits(p, where) {
  const [scroll, width] = await p.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  assert.ok(scroll <= width, `${where}: ${scroll} px wide in ${width}`);
}

test('the browser\'s languages choose: the first the site speaks, else English', async () => {
  for (const [locale, lang] of [['cs-CZ', 'cs'], ['de-AT', 'de'], ['ja-JP', 'en']]) {
    const p = await page(chrome, { width: 1280, height: 800 }, { locale });
    await p.goto(server.url);
    assert.equal(await heading(p), PICKER[lang], locale);
    assert.equal(await p.getAttribute('html', 'lang'), lang);
    assert.equal(await p.inputValue('select.language-choice'), lang);
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test('whole numbers are written as the browser\'s Intl.NumberFormat writes them, in every language', async () => {
  const p = await page(chrome);
  await p.goto(server.url);
  const differ = await p.evaluate(async () => {
    const { wholeNumber, LANGUAGES } = await import('./i18n.js');
    const numbers = [0, 7, -7, 999, 1000, -1000, 1500, 12345, 100000, 1234567, -9876543210, Number.MAX_SAFE_INTEGER];
    return Object.keys(LANGUAGES).flatMap((lang) => numbers
      .filter((n) => wholeNumber(lang, n) !== new Intl.NumberFormat(lang).format(n))
      .map((n) => `${lang} ${n}: ${wholeNumber(lang, n)} for ${new Intl.NumberFormat(lang).format(n)}`));
  });
  assert.deepEqual(differ, []);
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('the switcher changes every word at once and is remembered; the rules link follows', async () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const p = await page(chrome, viewport, { locale: 'en-GB' });
    await p.goto(server.url);
    assert.equal(await heading(p), PICKER.en);
    await p.evaluate(() => { window.samePage = true; });
    await p.selectOption('select.language-choice', 'cs');
    await p.waitForFunction(() => document.documentElement.lang === 'cs');
    assert.equal(await heading(p), PICKER.cs);
    assert.equal(await p.evaluate(() => window.samePage), true, 'no reload');
    assert.equal(await p.textContent('.card[data-game="pyramida"] .designer'), 'od Zbyška Vlasáka');
    assert.equal(await p.getAttribute('header.site a[data-l10n-href]', 'href'), 'rules/index.cs.html');
    assert.equal(await p.title(), 'Pyramidové hry');
    await fits(p, `cs ${viewport.width}`);
    await shoot(p, `picker-cs-${viewport.width}`);
    await p.selectOption('select.language-choice', 'de');
    await p.waitForFunction(() => document.documentElement.lang === 'de');
    assert.equal(await heading(p), PICKER.de);
    await fits(p, `de ${viewport.width}`);
    await shoot(p, `picker-de-${viewport.width}`);
    // Remembered: a new visit speaks German though the browser asks for English.
    await p.reload();
    assert.equal(await heading(p), PICKER.de);
    assert.equal(await p.getAttribute('html', 'lang'), 'de');
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test('a board\'s words follow the language: the reserves of Pyraos in Czech, and in an embed on a German page', async () => {
  const p = await page(chrome, { width: 1280, height: 800 }, { locale: 'cs' });
  await p.goto(server.url + '#pyraos');
  await p.waitForSelector('.reserves [data-reserve="white"]');
  assert.equal(await p.textContent('.reserves [data-reserve="white"] .reserve-count'), '15 koulí v zásobě');
  await p.goto(server.url + 'rules/pyraos.de.html');
  await mountEmbeds(p);
  await p.waitForFunction(() => [...document.querySelectorAll('.pyramid-embed')].every((e) => e.dataset.state));
  const counts = await p.locator('.pyramid-embed .reserve-count').evaluateAll((els) => els.map((e) => e.textContent));
  assert.ok(counts.length > 0, 'reserves drawn');
  for (const text of counts) assert.match(text, /^\d+ Kugeln? im Vorrat$/);
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('no WCAG A/AA violation in any language: the picker, a game, the editor and a lesson', async () => {
  const screens = [['', '.picker h1[data-l10n-id]'], ['#pyraos', '.pyramid-board .cells'],
    ['#edit/chase', '.editor .editor-status[data-l10n-phrases]'], ['#learn/allmer/1', '.learn .pyramid-board']];
  for (const locale of ['cs', 'de', 'fr', 'sv']) {
    const p = await page(chrome, { width: 1280, height: 800 }, { locale });
    for (const [address, ready] of screens) {
      await p.goto(server.url + address);
      await p.waitForSelector(ready);
      await p.waitForFunction((lang) => document.documentElement.lang === lang, locale);
      assert.deepEqual(await violations(p), [], `${locale} ${address || 'picker'}`);
    }
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test('the game screen\'s controls in German and Czech; its rules link leads to that language\'s page (laptop and phone)', async () => {
  const words = {
    de: { undo: 'Rückgängig', rules: 'rules/pyraos.de.html', empty: 'Noch keine Züge.' },
    cs: { undo: 'Zpět', rules: 'rules/pyraos.cs.html', empty: 'Zatím žádné tahy.' },
  };
  for (const [lang, want] of Object.entries(words)) {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const p = await page(chrome, viewport, { locale: lang });
      await p.goto(server.url + '#pyraos');
      await p.waitForSelector('.pyramid-board .cells');
      await p.waitForSelector('button[data-action="undo"][data-l10n-id]');
      assert.equal(await p.textContent('button[data-action="undo"]'), want.undo);
      assert.equal(await p.getAttribute('.rules-link', 'href'), want.rules);
      // The empty move list says so in the style sheet, from the language's words.
      assert.equal(await p.locator('.history').evaluate((e) => getComputedStyle(e, '::before').content), `"${want.empty}"`);
      // Every control the screen built names a message, and shows it (an empty list, the
      // words it says while empty).
      const empty = await p.locator('.panel [data-l10n-id]').evaluateAll((els) =>
        els.filter((e) => !e.textContent.trim() && !e.getAttribute('aria-label') && !e.getAttribute('placeholder')
          && !e.getAttribute('data-empty'))
          .map((e) => e.dataset.l10nId));
      assert.deepEqual(empty, [], `${lang}: controls without words`);
      await fits(p, `${lang} ${viewport.width}`);
      await shoot(p, `game-pyraos-${lang}-${viewport.width}`);
      assert.deepEqual(p.errors, []);
      await p.context().close();
    }
  }
});

test('the game in words follows the language: the turn, a move\'s notice and its announcement, the log, and a lesson (Czech and German, laptop and phone)', async () => {
  const words = {
    cs: { turn: /^Černý na tahu$/, said: /^Bílý /, lesson: 'Krok', text: /^Vaše kameny stoupají/, learn: 'Výuka: Pyramida' },
    de: { turn: /^Schwarz am Zug$/, said: /^Weiß /, lesson: 'Ein Schritt', text: /^Deine Steine klettern/, learn: 'Pyramida lernen' },
  };
  for (const [lang, want] of Object.entries(words)) {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const p = await page(chrome, viewport, { locale: lang });
      // Pyramida: a first move.
      await p.goto(server.url + '#pyramida');
      await p.waitForSelector('.pyramid-board .cells');
      await playAny(p, 0);
      await p.waitForFunction(() => document.querySelector('.turn [data-l10n-id="turn"]')?.textContent);
      assert.match(await p.textContent('.turn [data-l10n-id="turn"]'), want.turn);
      // The screen reader's sentence and the game in words: the engine's phrases, translated.
      const said = await p.textContent('.board-speech');
      assert.match(said, want.said, `${lang}: ${said}`);
      assert.doesNotMatch(said, /White|Black| to /, `${lang}: no English in ${said}`);
      // A capture in Chase, from a position: its notice under the board is in the language.
      await p.goto(server.url + '#chase');
      await p.waitForSelector('.pyramid-board .cells');
      await loadPosition(p, 'w W:Ka1,Rj10 B:Ka30,Pm10');
      await p.fill('.move-input', 'j10xm10');
      await p.press('.move-input', 'Enter');
      await settled(p);
      const notice = await p.textContent('.board-notice');
      assert.ok(notice.includes('m10'), `${lang}: ${notice}`);
      assert.doesNotMatch(notice, /captured|White|Black/, `${lang}: no English in ${notice}`);
      await fits(p, `${lang} ${viewport.width}`);
      await shoot(p, `words-chase-${lang}-${viewport.width}`);
      // A lesson in the language: its title, its text and Learn's own words.
      await p.goto(server.url + '#learn/pyramida/1');
      await p.waitForSelector('.learn.lesson h1');
      assert.equal(await p.textContent('.learn.lesson h1'), want.lesson);
      assert.match(await p.textContent('.lesson-text'), want.text);
      await p.waitForFunction((t) => document.querySelector('.learn.lesson .links a')?.textContent === t, want.learn);
      await fits(p, `${lang} lesson ${viewport.width}`);
      await shoot(p, `lesson-pyramida-${lang}-${viewport.width}`);
      assert.deepEqual(p.errors, []);
      await p.context().close();
    }
  }
});

test('a screen\'s words are in place before its first frame, translated in a task after its build (marked waiting meanwhile); a message at once', async () => {
  const p = await page(chrome);
  await p.goto(server.url);
  await heading(p);
  const seen = await p.evaluate(async () => {
    const screen = document.createElement('div');
    for (let i = 0; i < 40; i++) {
      const line = document.createElement('p');
      line.dataset.l10nId = 'game-all-games';
      screen.append(line);
    }
    const message = document.createElement('p');
    message.dataset.l10nId = 'game-all-games';
    document.body.append(message);
    await Promise.resolve(); // the page's watcher runs as a microtask
    const messageAtOnce = message.textContent;
    document.body.append(screen);
    await Promise.resolve();
    const screenInItsTask = screen.lastChild.textContent;
    const marked = document.documentElement.hasAttribute('data-l10n-waiting');
    // A resize observer's first call comes after the frame's layout, before its paint.
    const beforePaint = await new Promise((resolve) => {
      const watch = new ResizeObserver(() => { watch.disconnect(); resolve([...screen.children].map((c) => c.textContent)); });
      watch.observe(screen.lastChild);
    });
    const markedAfter = document.documentElement.hasAttribute('data-l10n-waiting');
    return { messageAtOnce, screenInItsTask, marked, markedAfter, beforePaint: [...new Set(beforePaint)] };
  });
  const words = await p.evaluate(() => globalThis.pyramidI18n.text('game-all-games', 'null'));
  assert.ok(words, 'the message has words');
  assert.equal(seen.messageAtOnce, words);
  assert.equal(seen.screenInItsTask, '');
  assert.deepEqual([seen.marked, seen.markedAfter], [true, false], 'marked while waiting for its frame');
  assert.deepEqual(seen.beforePaint, [words]);
  assert.deepEqual(p.errors, []);
  await p.context().close();
});
