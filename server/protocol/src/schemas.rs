//! The OpenAPI schemas of the types whose JSON is written by hand (their serde impls are
//! elsewhere in this crate): the document says what those impls write and read.

use crate::words::{OptionMap, TimeControl};
use crate::Code;
use std::borrow::Cow;
use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Type};
use utoipa::openapi::{RefOr, Schema};

fn whole(description: &str, low: u32, high: u32) -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::Integer)
        .minimum(Some(f64::from(low)))
        .maximum(Some(f64::from(high)))
        .description(Some(description))
}

impl utoipa::PartialSchema for Code {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .enum_values(Some(Code::ALL.iter().map(|c| c.as_str())))
            .description(Some("An error's code; each has its HTTP status"))
            .into()
    }
}

impl utoipa::ToSchema for Code {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Code")
    }
}

impl utoipa::PartialSchema for TimeControl {
    fn schema() -> RefOr<Schema> {
        let real = ObjectBuilder::new()
            .property("minutes", whole("Minutes for the game", 0, 180))
            .property("increment", whole("Seconds added after each own move", 0, 180))
            .required("minutes");
        let days = ObjectBuilder::new().property("days", whole("Days for each move", 1, 14)).required("days");
        OneOfBuilder::new()
            .item(ObjectBuilder::new().schema_type(Type::Null).description(Some("No clock")))
            .item(real)
            .item(days)
            .description(Some("How much time a game gives: none, a clock, or days a move"))
            .into()
    }
}

impl utoipa::ToSchema for TimeControl {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("TimeControl")
    }
}

impl utoipa::PartialSchema for OptionMap {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::Object)
            .additional_properties(Some(ObjectBuilder::new().schema_type(Type::String)))
            .description(Some("A game's options: each option's name and its value, as text"))
            .into()
    }
}

impl utoipa::ToSchema for OptionMap {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("OptionMap")
    }
}
