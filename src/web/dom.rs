//! Small helpers over web-sys. Text goes in through `set_text_content` and attributes,
//! or through [`Markup`], which escapes every value it is given: text from a page author or
//! a player stays text.

use crate::screen::controls::Control;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Event, EventTarget, Window};

pub const SVG_NS: &str = "http://www.w3.org/2000/svg";

pub fn window() -> Window {
    web_sys::window().expect("a browser window")
}

pub fn document() -> Document {
    window().document().expect("a document")
}

/// An HTML element.
pub fn html(tag: &str) -> Element {
    document().create_element(tag).expect("a valid tag name")
}

/// An SVG element.
pub fn svg(tag: &str) -> Element {
    document().create_element_ns(Some(SVG_NS), tag).expect("a valid SVG tag name")
}

/// A value an attribute can take. Numbers are written by [`decimal`], not by Rust's float
/// formatting, whose shortest-representation code is about 20 KB of wasm.
pub trait AttrValue {
    fn to_attr(&self) -> String;
}

impl AttrValue for str {
    fn to_attr(&self) -> String {
        self.to_string()
    }
}

impl AttrValue for String {
    fn to_attr(&self) -> String {
        self.clone()
    }
}

impl<T: AttrValue + ?Sized> AttrValue for &T {
    fn to_attr(&self) -> String {
        (**self).to_attr()
    }
}

impl AttrValue for f64 {
    fn to_attr(&self) -> String {
        decimal(*self, 3)
    }
}

macro_rules! integer_attr {
    ($($t:ty),*) => {$(
        impl AttrValue for $t {
            fn to_attr(&self) -> String {
                self.to_string()
            }
        }
    )*};
}
integer_attr!(u8, u16, u32, u64, usize, i32, i64);

/// Sets one property of an element's inline style (or removes it: `None`) through the
/// CSSOM: a `style` attribute would be refused by the server's Content-Security-Policy.
pub fn set_style(el: &Element, property: &str, value: Option<&str>) {
    let style = match (el.dyn_ref::<web_sys::HtmlElement>(), el.dyn_ref::<web_sys::SvgElement>()) {
        (Some(html), _) => html.style(),
        (None, Some(svg)) => svg.style(),
        (None, None) => return,
    };
    let _ = match value {
        Some(value) => style.set_property(property, value),
        None => style.remove_property(property).map(|_| ()),
    };
}

/// `x` with at most `places` decimals and no trailing zeros (`12.5`, `-0.333`, `7`), by
/// integer arithmetic.
pub fn decimal(x: f64, places: u32) -> String {
    if !x.is_finite() {
        return "0".to_string();
    }
    let scale = 10i64.pow(places);
    let scaled = (x * scale as f64).round() as i64;
    let (whole, mut frac) = (scaled.abs() / scale, scaled.abs() % scale);
    let mut out = if scaled < 0 { format!("-{whole}") } else { whole.to_string() };
    if frac != 0 {
        let mut digits = places;
        while frac % 10 == 0 {
            frac /= 10;
            digits -= 1;
        }
        out.push_str(&format!(".{frac:0width$}", width = digits as usize));
    }
    out
}

/// The number [`decimal`] wrote (`12.5`, `-0.333`, `7`): digits with an optional sign and
/// decimals, read by integer arithmetic, since `str::parse::<f64>` links core's float
/// reader and its tables (about 10 KiB gzipped a part). `None` for anything else.
pub fn read_decimal(text: &str) -> Option<f64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, frac) = match digits.split_once('.') {
        Some((_, "")) => return None,
        Some(parts) => parts,
        None => (digits, ""),
    };
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    // Fifteen digits at most: the digits as one whole number are then exact in an f64, and
    // one division gives the nearest f64, as the float reader would.
    if whole.is_empty() || whole.len() + frac.len() > 15 || !all_digits(whole) || !all_digits(frac) {
        return None;
    }
    let number = whole.bytes().chain(frac.bytes()).fold(0i64, |n, b| n * 10 + i64::from(b - b'0'));
    let value = number as f64 / 10f64.powi(frac.len() as i32);
    Some(if negative { -value } else { value })
}

/// Numbers separated by spaces, as in a viewBox.
pub fn numbers(xs: &[f64]) -> String {
    xs.iter().map(|&x| decimal(x, 3)).collect::<Vec<_>>().join(" ")
}

/// An SVG `translate(x y)`.
pub fn translate(x: f64, y: f64) -> String {
    format!("translate({})", numbers(&[x, y]))
}

/// Many SVG elements written as one piece of markup and parsed by the browser at once: a
/// board of 561 cells built element by element crosses from wasm to JavaScript thousands
/// of times (about 80% of its build). Tag and attribute names are the caller's own; every
/// value and text is escaped, so nothing given can become markup.
#[derive(Default)]
pub struct Markup(String);

impl Markup {
    /// Adds `<tag name="value"…>text</tag>`.
    pub fn element(&mut self, tag: &str, attrs: &[(&str, &str)], text: &str) -> &mut Self {
        self.open(tag, attrs, &[]);
        escape_into(&mut self.0, text);
        self.end(tag)
    }

    /// Adds `<tag name="value"…></tag>` with the attributes of `attrs`, then of `more`.
    pub fn empty(&mut self, tag: &str, attrs: &[(&str, &str)], more: &[(&str, &str)]) -> &mut Self {
        self.open(tag, attrs, more);
        self.end(tag)
    }

    /// Adds `<tag name="value"…>` with the attributes of `attrs`, then of `more`: its content
    /// follows, then [`Markup::end`].
    pub fn start(&mut self, tag: &str, attrs: &[(&str, &str)], more: &[(&str, &str)]) -> &mut Self {
        self.open(tag, attrs, more)
    }

    fn open(&mut self, tag: &str, attrs: &[(&str, &str)], more: &[(&str, &str)]) -> &mut Self {
        self.0.push('<');
        self.0.push_str(tag);
        for (name, value) in attrs.iter().chain(more) {
            self.0.push(' ');
            self.0.push_str(name);
            self.0.push_str("=\"");
            escape_into(&mut self.0, value);
            self.0.push('"');
        }
        self.0.push('>');
        self
    }

    pub fn end(&mut self, tag: &str) -> &mut Self {
        self.0.push_str("</");
        self.0.push_str(tag);
        self.0.push('>');
        self
    }

    /// Adds the elements at the end of `parent` (an SVG element: they are SVG's).
    pub fn append_to(&self, parent: &Element) {
        parent.insert_adjacent_html("beforeend", &self.0).expect("markup this module escaped");
    }

    /// The one SVG element written, parsed alone.
    pub fn into_element(self) -> Element {
        let holder = svg("g");
        self.append_to(&holder);
        holder.first_element_child().expect("an element written")
    }
}

fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
}

/// Adds markup written in this program's own source (a `'static` text, such as a
/// drawing included at build time) at the end of `parent`. Never for text from outside.
pub fn append_own_markup(parent: &Element, markup: &'static str) {
    parent.insert_adjacent_html("beforeend", markup).expect("the program's own markup");
}

/// Builder-style setters, so a tree reads top-down.
pub trait Build: Sized {
    fn attr(self, name: &str, value: impl AttrValue) -> Self;
    fn class(self, names: &str) -> Self;
    fn text(self, text: &str) -> Self;
    fn child(self, child: &Element) -> Self;
}

impl Build for Element {
    fn attr(self, name: &str, value: impl AttrValue) -> Self {
        self.set_attribute(name, &value.to_attr()).expect("a valid attribute name");
        self
    }
    fn class(self, names: &str) -> Self {
        self.set_attribute("class", names).expect("a valid attribute");
        self
    }
    fn text(self, text: &str) -> Self {
        self.set_text_content(Some(text));
        self
    }
    fn child(self, child: &Element) -> Self {
        self.append_child(child).expect("appending a new node");
        self
    }
}

/// A copy of the page's `<template id="ID">`: its first element. A page without it (not
/// index.html) gets an empty `<div>`, so that nothing fails on the way.
pub fn from_template(id: &str) -> Element {
    document()
        .get_element_by_id(id)
        .and_then(|t| t.dyn_into::<web_sys::HtmlTemplateElement>().ok())
        .and_then(|t| t.content().first_element_child())
        .and_then(|el| el.clone_node_with_deep(true).ok())
        .and_then(|node| node.dyn_into::<Element>().ok())
        .unwrap_or_else(|| missing("template #", id))
}

/// The first element under `root` that `selector` finds; a detached `<div>` where none
/// does, so that a screen missing a part still works without it.
pub fn part(root: &Element, selector: &str) -> Element {
    root.query_selector(selector).ok().flatten().unwrap_or_else(|| missing("part ", selector))
}

/// A detached `<div>` in place of a page's template or part that is not there, and a
/// warning that names it (the page and the build disagree: tests/templates.rs checks them).
#[inline(never)]
fn missing(what: &str, name: &str) -> Element {
    crate::web::console_warn(&["missing ", what, name].concat());
    html("div")
}

/// A button that names its action in `data-action` (for styles and tests).
pub fn button(label: &str, action: &str) -> Element {
    html("button").attr("type", "button").attr("data-action", action).text(label)
}

pub fn append(parent: &Element, child: &Element) {
    parent.append_child(child).expect("appending a new node");
}

pub fn clear(el: &Element) {
    el.set_text_content(None);
}

pub fn set_class(el: &Element, name: &str, on: bool) {
    let list = el.class_list();
    let _ = if on { list.add_1(name) } else { list.remove_1(name) };
}

/// A plain JavaScript object of `fields` (for the worker's messages and local storage).
pub fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let object = js_sys::Object::new();
    for (key, value) in fields {
        // Setting a property of a new plain object cannot fail.
        js_sys::Reflect::set(&object, &JsValue::from_str(key), value).ok();
    }
    object.into()
}

/// A listener bound by [`on`]: dropping it unbinds it and frees its handler, so whatever
/// owns a screen or a board keeps its listeners and nothing outlives it.
#[must_use = "a listener is unbound when dropped: keep it with what it serves, or call for_page_life"]
pub struct Listener {
    target: EventTarget,
    event: &'static str,
    closure: Closure<dyn FnMut(Event)>,
}

impl Listener {
    /// Keeps the listener as long as the page lives (the app shell's own, the embeds').
    pub fn for_page_life(self) {
        std::mem::forget(self);
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self.target.remove_event_listener_with_callback(self.event, self.closure.as_ref().unchecked_ref());
    }
}

/// Listens for `event` on `target` until the returned [`Listener`] is dropped.
pub fn on(target: &EventTarget, event: &'static str, handler: impl FnMut(Event) + 'static) -> Listener {
    listen(target, event, Box::new(handler))
}

/// [`on`]'s work, not generic: one copy in the wasm instead of one per handler.
#[inline(never)]
fn listen(target: &EventTarget, event: &'static str, handler: Box<dyn FnMut(Event)>) -> Listener {
    let closure = Closure::wrap(handler);
    target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref()).expect("adding a listener");
    Listener { target: target.clone(), event, closure }
}

/// Every screen wires its controls one way (the app's game screen, the editor, the
/// embedded boards): a control names what it does, a button in `data-action`, a field in
/// `data-control`, and the screen binds one listener on its root for each kind of event,
/// which hands the name and the element to the screen's dispatcher. Controls drawn again
/// later (a list of kept games) need no binding of their own.
///
/// `kind` is "click" for buttons (`data-action`) or a field's event ("change", "input",
/// "keydown") for fields (`data-control`); `act` gets the name, the element and the event.
fn on_named(root: &Element, kind: &'static str, act: impl Fn(&str, &Element, &Event) + 'static) -> Listener {
    let attribute = if kind == "click" { "data-action" } else { "data-control" };
    on(root, kind, move |event| {
        let target = event.target().and_then(|t| t.dyn_into::<Element>().ok());
        let selector = if kind == "click" { "[data-action]" } else { "[data-control]" };
        let Some(control) = target.and_then(|t| t.closest(selector).ok().flatten()) else { return };
        if let Some(name) = control.get_attribute(attribute) {
            act(&name, &control, &event);
        }
    })
}

/// [`on_named`] for a screen whose controls are an enum: the name is parsed once, here,
/// and a name the screen does not know is ignored.
pub fn on_control<C: Control>(
    root: &Element,
    kind: &'static str,
    act: impl Fn(C, &Element, &Event) + 'static,
) -> Listener {
    on_named(root, kind, move |name, control, event| {
        if let Some(parsed) = C::parse(name) {
            act(parsed, control, event);
        }
    })
}

pub fn now() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

pub fn matches_media(query: &str) -> bool {
    window().match_media(query).ok().flatten().is_some_and(|m| m.matches())
}

pub fn prefers_reduced_motion() -> bool {
    matches_media("(prefers-reduced-motion: reduce)")
}

/// The element with `data-cell-index` under an event's target, if any.
pub fn cell_of(event: &Event) -> Option<u16> {
    let target: Element = event.target()?.dyn_into().ok()?;
    let cell = target.closest("[data-cell-index]").ok()??;
    cell.get_attribute("data-cell-index")?.parse().ok()
}

/// The elements of a `NodeList` (from `query_selector_all`).
pub fn node_elements(list: web_sys::NodeList) -> impl Iterator<Item = Element> {
    (0..list.length()).filter_map(move |i| list.item(i)?.dyn_into::<Element>().ok())
}

/// Runs a closure once after a delay ([`Timer::after`]) or at every interval
/// ([`Timer::every`]) until dropped. A screen keeps its timers (a reply, a save, a pause
/// between the computer's moves, a clock's tick, a poll) in its own state, so that they go
/// with it: none can act on a screen that has left the page.
pub struct Timer {
    id: JsValue,
    repeats: bool,
    _run: Closure<dyn FnMut()>,
}

// The timer functions of the global scope, by hand: web-sys reads a timer's id as an i32,
// and an id past that (fake clocks number theirs from 10^12) would then never be cleared,
// and its closure called after it was freed.
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_name = setTimeout)]
    fn set_timeout(run: &JsValue, ms: i32) -> JsValue;
    #[wasm_bindgen(js_name = clearTimeout)]
    fn clear_timeout(id: &JsValue);
    #[wasm_bindgen(js_name = setInterval)]
    fn set_interval(run: &JsValue, ms: i32) -> JsValue;
    #[wasm_bindgen(js_name = clearInterval)]
    fn clear_interval(id: &JsValue);
}

/// Calls `f` with what `promise` resolves to (a promise that never rejects).
pub fn when_resolved(promise: &js_sys::Promise, f: impl FnOnce(JsValue) + 'static) {
    resolved(promise, Box::new(f));
}

type Handler = Closure<dyn FnMut(Event)>;

/// [`when_resolved`]'s work. Its closure has the listeners' type (a value passed on as it
/// came; the type only names it): a type of its own would cost the wasm its own glue.
#[inline(never)]
fn resolved(promise: &js_sys::Promise, f: Box<dyn FnOnce(JsValue)>) {
    let slot: std::rc::Rc<std::cell::RefCell<Option<Handler>>> = Default::default();
    let (keep, mut f) = (slot.clone(), Some(f));
    let run = Closure::wrap(Box::new(move |value: Event| {
        if let Some(f) = f.take() {
            f(value.into());
        }
        // Freed by its own call: wasm-bindgen frees a closure once its call has returned.
        keep.borrow_mut().take();
    }) as Box<dyn FnMut(Event)>);
    let then = js_sys::Reflect::get(promise, &"then".into()).ok().and_then(|t| t.dyn_into::<js_sys::Function>().ok());
    if let Some(then) = then {
        then.call1(promise, run.as_ref()).ok();
        *slot.borrow_mut() = Some(run);
    }
}

impl Timer {
    /// One closure type for every caller (and the same as [`Timer::every`]'s): each type
    /// of its own would cost the wasm a copy of wasm-bindgen's glue.
    pub fn after(ms: i32, f: Box<dyn FnOnce()>) -> Timer {
        let mut f = Some(f);
        // Dropping the timer from inside `f` (a screen replacing it) is safe: wasm-bindgen
        // frees a closure only once its call has returned.
        let run = Closure::<dyn FnMut()>::new(move || {
            if let Some(f) = f.take() {
                f();
            }
        });
        let id = set_timeout(run.as_ref(), ms);
        Timer { id, repeats: false, _run: run }
    }

    /// Calls `tick` every `ms` milliseconds while kept.
    pub fn every(ms: i32, tick: impl FnMut() + 'static) -> Timer {
        let run = Closure::<dyn FnMut()>::new(tick);
        let id = set_interval(run.as_ref(), ms);
        Timer { id, repeats: true, _run: run }
    }
}

impl Drop for Timer {
    fn drop(&mut self) {
        if self.repeats {
            clear_interval(&self.id);
        } else {
            clear_timeout(&self.id);
        }
    }
}

/// Whether `event` comes from a text field or a list, where keys edit rather than command.
pub fn typing(event: &Event) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}
