//! Zooming large boards.

use crate::web::dom::{self, append, html, Build};
use std::rc::Rc;
use web_sys::Element;

/// Buttons that widen the board inside its scrolling frame (pinch works on phones too).
pub(super) fn zoom_controls(svg_el: &Element) -> Element {
    let bar = html("div").class("zoom").attr("role", "group").attr("aria-label", "Zoom");
    let zoom = Rc::new(std::cell::Cell::new(1.0f64));
    for (label, title, factor) in [("−", "Zoom out", 1.0 / 1.5), ("+", "Zoom in", 1.5), ("⤢", "Fit the board", 0.0)]
    {
        let button = html("button").attr("type", "button").attr("title", title).attr("aria-label", title).text(label);
        let (zoom, svg_el) = (zoom.clone(), svg_el.clone());
        dom::on(&button, "click", move |_| {
            let next = if factor == 0.0 { 1.0 } else { (zoom.get() * factor).clamp(1.0, 4.0) };
            zoom.set(next);
            let style = if next == 1.0 { String::new() } else { format!("width: {}%; max-height: none", next * 100.0) };
            svg_el.set_attribute("style", &style).ok();
            svg_el.set_attribute("data-zoom", &next.to_string()).ok();
        });
        append(&bar, &button);
    }
    bar
}
