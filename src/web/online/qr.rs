//! The invite link as a QR code, drawn by the page as SVG (one path of dark modules, with
//! the standard's quiet zone of four modules), so that a phone beside the screen can open
//! it.

use crate::web::dom::{svg, Build};
use qrcodegen::{QrCode, QrCodeEcc};
use web_sys::Element;

/// The QR code of `text`; `None` if it is too long to encode. In byte mode, which a link
/// in lower case gets anyway: choosing a mode would link a substring searcher (1.8 KiB).
pub fn draw(text: &str) -> Option<Element> {
    let code = QrCode::encode_binary(text.as_bytes(), QrCodeEcc::Medium).ok()?;
    let size = code.size();
    let mut path = String::new();
    for y in 0..size {
        for x in 0..size {
            if code.get_module(x, y) {
                path.push_str(&format!("M{},{}h1v1h-1z", x + 4, y + 4));
            }
        }
    }
    let side = size + 8;
    let picture = svg("svg")
        .class("qr")
        .attr("viewBox", format!("0 0 {side} {side}"))
        .attr("role", "img")
        .attr("shape-rendering", "crispEdges");
    let light = svg("rect").attr("width", side).attr("height", side).attr("fill", "#fff");
    let dark = svg("path").attr("d", path).attr("fill", "#000");
    Some(picture.child(&light).child(&dark))
}
