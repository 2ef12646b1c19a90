//! Form controls that several screens share: a typed move's field and an option's
//! control.

use crate::game::OptionSpec;
use crate::games::CATALOG;
use crate::message::Phrase;
use crate::screen::controls::{Control, GameField, LobbyField};
use crate::web::dom::{self, append, html, Build};
use crate::web::i18n::{self, Localized};
use crate::web::view;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// A field to type a move in the game's notation (Enter plays it), for the keyboard and
/// screen readers as on the game screen; `example` shows the notation.
pub fn move_box(example: &str) -> Element {
    let input = html("input")
        .attr("type", "text")
        .attr("autocomplete", "off")
        .attr("spellcheck", "false")
        .attr("data-control", GameField::Move.name())
        .class("move-input")
        .l10n_text("game-move-input", "example", example);
    html("label").class("move-box").child(&html("span").l10n("game-type-move")).child(&input)
}

/// Binds a screen's typed moves: Enter in its move box enters the move `read` makes of
/// the text (the screen's game reads it: see [`ReadsMoves`]) on `board`; a bad one is said in
/// `said` and changes nothing.
pub fn bind_move_box(
    section: &Element,
    board: &crate::web::board::BoardRef,
    said: &Element,
    read: Reader,
) -> dom::Listener {
    let (weak, said) = (std::rc::Rc::downgrade(board), said.clone());
    dom::on_control(section, "keydown", move |name, control, event| {
        let enter = event.dyn_ref::<web_sys::KeyboardEvent>().is_some_and(|k| k.key() == "Enter");
        let (Some(board), true, GameField::Move) = (weak.upgrade(), enter, name) else { return };
        let Some(field) = control.dyn_ref::<web_sys::HtmlInputElement>() else { return };
        event.prevent_default();
        if !board.borrow().is_interactive() {
            return;
        }
        let Some(screen) = read.upgrade() else { return };
        if let Err(e) = enter_typed(&board, field, &|text| screen.read_move(text)) {
            said.clone().l10n_phrase(&e);
        }
    })
}

/// A screen that reads typed moves: what a typed move is in its game's notation (the
/// board knows no notation).
pub trait ReadsMoves {
    fn read_move(&self, text: &str) -> Result<String, Phrase>;
}

/// How a screen reads typed moves, while it lives.
pub type Reader = std::rc::Weak<dyn ReadsMoves>;

/// A typed move as `game` reads it: the move's text in the game's notation, or why not.
pub fn read_move(game: &dyn crate::games::Session, text: &str) -> Result<String, Phrase> {
    game.check(text).map_err(|e| e.phrase())
}

/// Enters the move typed in `field` on `board` as any other move ([`crate::web::board::enter`]),
/// as `read` reads it, and empties the field when it was one; a blank field enters nothing.
pub fn enter_typed(
    board: &crate::web::board::BoardRef,
    field: &web_sys::HtmlInputElement,
    read: &dyn Fn(&str) -> Result<String, Phrase>,
) -> Result<(), Phrase> {
    let text = field.value();
    if text.trim().is_empty() {
        return Ok(());
    }
    crate::web::board::enter(board, &read(text.trim())?)?;
    field.set_value("");
    Ok(())
}

/// The messages of an option's (or a position field's) words, named after its key: its
/// label `option-KEY`, its help `option-KEY-help`, each value `option-KEY-VALUE` (on and
/// off shared); `None` for a number, shown as it is.
pub fn option_message(key: &str, part: &str) -> Option<String> {
    match part {
        "" => Some(["option-", key].concat()),
        "on" | "off" => Some(["option-", part].concat()),
        _ if part.bytes().all(|b| b.is_ascii_digit()) => None,
        _ => Some(["option-", key, "-", part].concat()),
    }
}

/// An `<option>` of a list: `value`, named by its message.
pub fn value_option(key: &str, value: &str) -> Element {
    let option = html("option").attr("value", value);
    match option_message(key, value) {
        Some(id) => option.l10n(&id),
        None => option.text(value),
    }
}

/// A checkbox for an on/off option, a list for others (`data-control="option"`, the
/// option's key in `data-option`).
pub fn option_control(spec: &'static OptionSpec, value: &str) -> Element {
    let label = html("label").class("option");
    let on_off = spec.values == ["on", "off"] || spec.values == ["off", "on"];
    let control = if on_off {
        let input = html("input").attr("type", "checkbox");
        if value == "on" {
            input.set_attribute("checked", "").ok();
        }
        input
    } else {
        let select = html("select");
        for v in spec.values {
            let option = value_option(spec.key, v);
            if *v == value {
                option.set_attribute("selected", "").ok();
            }
            append(&select, &option);
        }
        select
    };
    control.set_attribute("data-option", spec.key).ok();
    control.set_attribute("data-control", GameField::Option.name()).ok();
    append(&label, &control);
    let key = spec.key;
    append(&label, &html("span").l10n(&option_message(key, "").unwrap_or_default()));
    append(&label, &html("small").l10n(&option_message(key, "help").unwrap_or_default()));
    label
}

/// A choice of game (its `data-control` is `name`), set to `game`.
pub fn game_choice(name: LobbyField, game: &str) -> Element {
    let list = html("select").attr("data-control", name.name());
    for info in CATALOG.iter().filter(|i| view::can_show(i.name)) {
        let option = html("option").attr("value", info.name).l10n(&i18n::game_message(info.name, "title"));
        if info.name == game {
            option.set_attribute("selected", "").ok();
        }
        append(&list, &option);
    }
    list
}

/// A control with its label before it (the lobby's, the challenge form's, the tokens').
pub fn labelled(label: &str, control: &Element) -> Element {
    html("label").class("control").child(&html("span").l10n(label)).child(control)
}
