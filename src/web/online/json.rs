//! Reading the server's JSON (parsed by the browser) and writing the client's messages:
//! each field read is checked for its type, so a message missing a field or with a wrong
//! one reads as absent, never as a panic.

use js_sys::{Array, Reflect, JSON};
use wasm_bindgen::JsValue;

/// Parses a text frame; `None` if it is not JSON.
pub fn parse(text: &str) -> Option<JsValue> {
    JSON::parse(text).ok().filter(|v| v.is_object())
}

pub fn field(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

pub fn text(value: &JsValue, key: &str) -> Option<String> {
    field(value, key).as_string()
}

pub fn number(value: &JsValue, key: &str) -> Option<f64> {
    field(value, key).as_f64()
}

pub fn boolean(value: &JsValue, key: &str) -> Option<bool> {
    field(value, key).as_bool()
}

/// The strings of an array field (other items are left out).
pub fn texts(value: &JsValue, key: &str) -> Vec<String> {
    let list = field(value, key);
    if !Array::is_array(&list) {
        return Vec::new();
    }
    Array::from(&list).iter().filter_map(|v| v.as_string()).collect()
}

/// The items of an array field.
pub fn items(value: &JsValue, key: &str) -> Vec<JsValue> {
    let list = field(value, key);
    if !Array::is_array(&list) {
        return Vec::new();
    }
    Array::from(&list).iter().collect()
}

/// An object's string fields, as pairs (a game's options).
pub fn pairs(value: &JsValue, key: &str) -> Vec<(String, String)> {
    let object = field(value, key);
    if !object.is_object() {
        return Vec::new();
    }
    js_sys::Object::entries(&object.into())
        .iter()
        .filter_map(|pair| {
            let pair = Array::from(&pair);
            Some((pair.get(0).as_string()?, pair.get(1).as_string()?))
        })
        .collect()
}

/// A message to send: an object of the fields given, as JSON text.
pub fn message(fields: &[(&str, JsValue)]) -> String {
    let object = crate::web::dom::object(fields);
    JSON::stringify(&object).ok().and_then(|s| s.as_string()).unwrap_or_default()
}
