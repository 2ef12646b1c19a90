// The site's languages, by Project Fluent: Mozilla's @fluent/bundle (bundled into this one
// file by esbuild at build time) formats the messages of i18n/LANG.ftl (parsed at build
// time into i18n/LANG.json by scripts/ftl-json.mjs), fetched only for the languages in use, with CLDR's plural rules from the browser's Intl.PluralRules.
// An element names what it shows by data-l10n-id (and data-l10n-args, JSON): its text
// and allowed attributes are set as text, never as markup, as soon as the element is in a
// connected root (a mutation observer: a few at once, a screen's build just before the
// next frame is drawn), and again at once when the language changes. While a build waits
// for its frame, <html> carries data-l10n-waiting: what reads a screen's words (a test,
// a checker) waits for it to go.
// The wasm parts reach it as globalThis.pyramidI18n.
import { FluentBundle, FluentResource, FluentNumber } from '@fluent/bundle';

/** The languages, each by its own name. */
export const LANGUAGES = { en: 'English', cs: 'Čeština', de: 'Deutsch', fr: 'Français', sv: 'Svenska' };
const KEY = 'pyramid-lang';
// data-empty: what an empty list says, shown by the style sheet (`content: attr(data-empty)`).
const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'data-empty'];
const here = new URL('.', import.meta.url);

/** The first of `wanted` (language tags, best first) that the site speaks, else English. */
export function negotiate(wanted) {
  for (const tag of wanted) {
    const primary = String(tag ?? '').toLowerCase().split(/[-_]/)[0];
    if (Object.hasOwn(LANGUAGES, primary)) return primary;
  }
  return 'en';
}

function stored() {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // No storage (a sandboxed frame): the browser's languages decide.
  }
}

const browserLanguages = () => navigator.languages ?? [navigator.language];

const fetched = new Map();
const loaded = new Map();

/** Fetches a language's messages once; the roots use them once it resolves. */
function load(lang) {
  if (!fetched.has(lang)) {
    fetched.set(lang, fetch(new URL(`i18n/${lang}.json`, here)).then((r) => {
      if (!r.ok) throw new Error(`i18n/${lang}.json: HTTP ${r.status}`);
      return r.json();
    }).then((body) => {
      // Parsed at build time (scripts/ftl-json.mjs): Fluent's resource is its body.
      const resource = new FluentResource('');
      resource.body = body;
      const bundle = new FluentBundle(lang, { useIsolating: false });
      for (const e of bundle.addResource(resource)) console.error(`i18n/${lang}.json: ${e}`);
      loaded.set(lang, bundle);
      return bundle;
    }));
  }
  return fetched.get(lang);
}

// A whole number's digits grouped in threes, and its minus sign, as each language's
// Intl.NumberFormat writes them. The browser's first Intl.NumberFormat costs about 35 ms
// (its locale data), more than all the page's other words: whole numbers, nearly all a
// screen shows, are written here instead, and the languages test compares the two.
const GROUPING = { en: ',', cs: '\u00a0', de: '.', fr: '\u202f', sv: '\u00a0' };
const MINUS = { sv: '\u2212' };

/** `n` (a safe integer) as `lang` writes it, or null where it has no rule here. */
export function wholeNumber(lang, n) {
  const group = GROUPING[lang];
  if (group === undefined || !Number.isSafeInteger(n)) return null;
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, group);
  return n < 0 ? (MINUS[lang] ?? '-') + digits : digits;
}

/** A whole number Fluent selects plurals by (Intl.PluralRules, cheap) and prints by wholeNumber. */
class WholeNumber extends FluentNumber {
  constructor(value, text) {
    super(value);
    this.text = text;
  }

  toString() {
    return this.text;
  }
}

/**
 * A message's arguments for Fluent: `{"id": …}` is another message, said first (a game's
 * title); `{"list": […]}` our own texts joined the language's way ("b1 and c1");
 * `{"date": ms}` a moment, said as the language says dates.
 */
function resolve(bundle, lang, args) {
  if (!args) return null;
  const out = {};
  for (const [name, value] of Object.entries(args)) {
    if (value && typeof value === 'object' && typeof value.id === 'string') {
      out[name] = say(bundle, lang, value.id, value.args ?? null);
    } else if (value && typeof value === 'object' && typeof value.date === 'number') {
      out[name] = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value.date));
    } else if (value && typeof value === 'object' && Array.isArray(value.list)) {
      // British English joins as the engine's English does: "a, b and c".
      out[name] = new Intl.ListFormat(lang === 'en' ? 'en-GB' : lang, { type: 'conjunction' }).format(value.list.map(String));
    } else {
      const whole = typeof value === 'number' ? wholeNumber(lang, value) : null;
      out[name] = whole === null ? value : new WholeNumber(value, whole);
    }
  }
  return out;
}

/** Message `id`'s value in `bundle`, or null (an error logged) where it has none. */
function say(bundle, lang, id, args) {
  const message = bundle.getMessage(id);
  if (!message?.value) {
    console.error(`i18n: no message ${id} in ${lang}`);
    return null;
  }
  const errors = [];
  const text = bundle.formatPattern(message.value, resolve(bundle, lang, args), errors);
  for (const e of errors) console.error(`i18n: ${id} in ${lang}: ${e}`);
  return text;
}

function parse(el, name) {
  try {
    return JSON.parse(el.getAttribute(name) ?? 'null');
  } catch {
    console.error(`i18n: ${name} is not JSON`);
    return null;
  }
}

// Elements translated before they were put in the page (an embedded board's, in the task
// that made them), each with what it was translated from and what it shows: once in the
// page, neither the root's first pass nor the observer formats them again, unless they
// changed since.
const ahead = new WeakMap();
const L10N = ['data-l10n-id', 'data-l10n-args', 'data-l10n-phrases', 'data-l10n-join', 'data-l10n-end', 'data-l10n-target', 'data-l10n-href'];
const source = (el, lang) => [lang, ...L10N.map((name) => el.getAttribute(name))].join('\u0000');
const shown = (el) => {
  const target = el.getAttribute('data-l10n-target');
  return target ? el.getAttribute(target) : el.textContent;
};

/**
 * Writes an element's message into it: `data-l10n-id` (with `data-l10n-args`), or
 * `data-l10n-phrases`, several messages (`[[id, args], …]`) joined by `data-l10n-join`
 * and ended by `data-l10n-end`, into `data-l10n-target` (an allowed attribute) or the text.
 */
function translate(el, lang) {
  const bundle = loaded.get(lang);
  if (!bundle) return;
  const before = ahead.get(el);
  if (before) {
    if (before.source === source(el, lang) && before.shown === shown(el)) return;
    ahead.delete(el);
  }
  const phrases = el.getAttribute('data-l10n-phrases');
  if (phrases !== null) {
    const parts = (parse(el, 'data-l10n-phrases') ?? []).map(([id, args]) => say(bundle, lang, id, args) ?? id);
    const text = parts.join(el.getAttribute('data-l10n-join') ?? ' ') + (el.getAttribute('data-l10n-end') ?? '');
    const target = el.getAttribute('data-l10n-target');
    if (target && ATTRIBUTES.includes(target)) setAttribute(el, target, text);
    else setText(el, text);
    return;
  }
  const id = el.getAttribute('data-l10n-id');
  if (!id) return;
  const message = bundle.getMessage(id);
  if (!message) {
    console.error(`i18n: no message ${id} in ${lang}`);
    return;
  }
  const args = resolve(bundle, lang, parse(el, 'data-l10n-args'));
  const errors = [];
  if (message.value) setText(el, bundle.formatPattern(message.value, args, errors));
  for (const [name, pattern] of Object.entries(message.attributes)) {
    if (ATTRIBUTES.includes(name)) setAttribute(el, name, bundle.formatPattern(pattern, args, errors));
  }
  for (const e of errors) console.error(`i18n: ${id} in ${lang}: ${e}`);
  // A link to a rules page goes to that page in the same language.
  const href = el.getAttribute('data-l10n-href');
  if (href) el.setAttribute('href', href.replace(/\.html$/, lang === 'en' ? '.html' : `.${lang}.html`));
}

// Words already in place are left as they are: the page's own English, and an element
// changed twice in one batch, cost no write (and no layout).
function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

function setAttribute(el, name, text) {
  if (el.getAttribute(name) !== text) el.setAttribute(name, text);
}

const SELECTOR = '[data-l10n-id],[data-l10n-phrases]';
/** How many elements changed at once are translated at once rather than before the frame. */
const AT_ONCE = 16;

/** Adds `root` and every element under it that names a message to `found`. */
function collect(root, found) {
  if (root.nodeType === Node.ELEMENT_NODE && root.matches(SELECTOR)) found.add(root);
  // A document, a shadow root or an element; a text node holds none.
  for (const el of root.querySelectorAll?.(SELECTOR) ?? []) found.add(el);
}

function translateAll(root, lang) {
  const found = new Set();
  collect(root, found);
  for (const el of found) translate(el, lang);
}

let current = 'en';
/** Each connected root and its language; `site` roots follow the site's language. */
const roots = new Map();
/** The roots whose build waits for the next frame to be translated. */
const waiting = new Set();
const WAITING = 'data-l10n-waiting';

/** Translates `root` (a document element or a shadow root) in `lang`, now and as it changes. */
async function connect(root, lang = current, site = lang === current) {
  const entry = { lang, site };
  roots.set(root, entry);
  // Each element once a batch, however many of its changes it holds. A screen's build
  // (dozens of elements) is translated just before the frame is drawn, in a task of its
  // own: the build and its words are not one long task, and no frame shows a word
  // missing. A few (a message, a prompt) are translated at once, as scripts that read
  // them expect; so is all of a hidden page's, which draws no frame.
  const later = new Set();
  let frame = 0;
  const now = (els) => {
    for (const el of els) {
      later.delete(el);
      if (el.isConnected) translate(el, entry.lang);
    }
  };
  const flush = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    now([...later]);
    waiting.delete(root);
    if (!waiting.size) document.documentElement.removeAttribute(WAITING);
  };
  new MutationObserver((changes) => {
    const found = new Set();
    for (const change of changes) {
      if (change.type === 'attributes') found.add(change.target);
      else for (const node of change.addedNodes) collect(node, found);
    }
    if (document.visibilityState === 'hidden') {
      flush();
      now(found);
    } else if (found.size <= AT_ONCE) {
      now(found);
    } else {
      for (const el of found) later.add(el);
      if (!frame) {
        frame = requestAnimationFrame(flush);
        waiting.add(root);
        document.documentElement.setAttribute(WAITING, '');
      }
    }
  }).observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-l10n-id', 'data-l10n-args', 'data-l10n-href', 'data-l10n-phrases'] });
  await load(lang);
  translateAll(root, entry.lang);
}

/**
 * An embedded board's shadow root: in its element's data-lang, else its page's language
 * (the nearest lang attribute), else the browser's.
 */
function connectEmbed(root, host) {
  return connect(root, embedLanguage(host), false);
}

function embedLanguage(host) {
  return negotiate([host.closest('[data-lang]')?.dataset.lang, host.closest('[lang]')?.lang, ...browserLanguages()]);
}

/** Speaks `lang` on the site's pages from now on, remembered: every site root at once. */
async function setLanguage(wanted) {
  const lang = negotiate([wanted]);
  try { localStorage.setItem(KEY, lang); } catch { /* kept for this page only */ }
  await load(lang);
  current = lang;
  document.documentElement.lang = lang;
  for (const choice of document.querySelectorAll('select.language-choice')) choice.value = lang;
  for (const [root, entry] of roots) {
    if (!entry.site) continue;
    entry.lang = lang;
    translateAll(root, lang);
  }
}

let ready = Promise.resolve();

/** The app's page: its language (the visitor's choice, else the browser's), translated. */
function start() {
  current = negotiate([stored(), ...browserLanguages()]);
  document.documentElement.lang = current;
  // The header's switcher: the language changes at once, and is remembered.
  for (const choice of document.querySelectorAll('select.language-choice')) {
    choice.value = current;
    choice.addEventListener('change', () => setLanguage(choice.value));
  }
  ready = connect(document.documentElement, current, true).catch((e) => console.error(`i18n: ${e}`));
  return ready;
}

// What the wasm parts call (src/web/i18n.rs).
globalThis.pyramidI18n = {
  whenReady: (then) => { ready.then(() => then()); },
  connectEmbed,
  // An embedded board's elements, made outside the page, translated before they go in:
  // the task that puts them in the page writes no words.
  translateAhead: (el, host) => {
    const lang = embedLanguage(host);
    if (!loaded.has(lang)) return;
    const found = new Set();
    collect(el, found);
    for (const e of found) {
      translate(e, lang);
      ahead.set(e, { source: source(e, lang), shown: shown(e) });
    }
  },
  // An embedded board's messages, fetched beside its wasm: the board is then drawn with
  // its words, at its full height, rather than growing when they come.
  loadFor: (host) => load(embedLanguage(host)).catch(() => {}),
  // A message as text in the site's language, for what takes no element (a confirm box).
  text: (id, args) => (loaded.has(current) ? say(loaded.get(current), current, id, JSON.parse(args)) : null) ?? id,
};

if (document.querySelector('[data-pyramid-app]')) start();
