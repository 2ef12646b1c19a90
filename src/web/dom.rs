//! Small helpers over web-sys. Text goes in through `set_text_content` and attributes
//! only: nothing here parses HTML, so text from a page author or a player stays text.

use wasm_bindgen::intern;
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

/// Builder-style setters, so a tree reads top-down.
pub trait Build: Sized {
    fn attr(self, name: &str, value: impl ToString) -> Self;
    fn class(self, names: &str) -> Self;
    fn text(self, text: &str) -> Self;
    fn child(self, child: &Element) -> Self;
}

impl Build for Element {
    fn attr(self, name: &str, value: impl ToString) -> Self {
        // Names repeat thousands of times: interned, they cross to JavaScript once.
        self.set_attribute(intern(name), &value.to_string()).expect("a valid attribute name");
        self
    }
    fn class(self, names: &str) -> Self {
        self.set_attribute(intern("class"), intern(names)).expect("a valid attribute");
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

/// Listens for `event` for as long as the page lives (the UI's elements do).
pub fn on(target: &EventTarget, event: &str, handler: impl FnMut(Event) + 'static) {
    let closure = Closure::<dyn FnMut(Event)>::new(handler);
    target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref()).expect("adding a listener");
    closure.forget();
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
