//! The English of the words a move produces: moves, their effects, refusals, warnings and
//! threats ([`Phrase::english`]), for the command line and the records; the site says the
//! same messages in the reader's language (www/i18n/LANG.ftl), and tests/i18n.rs checks
//! that the English messages say exactly what `english` says. A message as data is
//! [`crate::message`]'s; the English of errors, ends and reasons is [`crate::reason`]'s.

use crate::game::EndReason;
use crate::message::{Arg, Phrase};
use crate::reason::{english_list, english_message, piece_english};

impl Phrase {
    /// What the phrase says in English (the command line's and the records' words).
    pub fn english(&self) -> String {
        let text = |name: &str| match self.arg(name) {
            Some(Arg::Text(t)) => t.clone(),
            Some(Arg::Key(k)) => k.to_string(),
            Some(Arg::Count(n)) | Some(Arg::Date(n)) => n.to_string(),
            Some(Arg::List(items)) => english_list(items),
            Some(Arg::Piece(key)) => piece_english(key).to_string(),
            Some(Arg::Message(id)) => english_message(id).to_string(),
            Some(Arg::Phrase(said)) => said.english(),
            None => String::new(),
        };
        let key = |name: &str| match self.arg(name) {
            Some(Arg::Key(k)) => *k,
            _ => "",
        };
        let side = |name: &str| if key(name) == "white" { "White" } else { "Black" };
        let whose = |name: &str| if key(name) == "white" { "White's" } else { "Black's" };
        let plural = |noun: String| match self.arg("count") {
            Some(Arg::Count(1)) => noun,
            _ => noun + "s",
        };
        match self.id {
            "move-step" => format!("{} {} to {}", side("side"), text("from"), text("to")),
            "move-piece-step" => format!("{} {} {} to {}", side("side"), text("piece"), text("from"), text("to")),
            "move-place" => format!("{} places a {} on {}", side("side"), text("piece"), text("cell")),
            "move-pass" => format!("{} passes", side("side")),
            "effect-retreat" => {
                format!("{} {} on {} retreats to {}", whose("side"), text("piece"), text("from"), text("to"))
            }
            "effect-column-retreat" => format!(
                "{} {} on {} retreats down the column to {}",
                whose("side"),
                text("piece"),
                text("from"),
                text("to")
            ),
            "effect-push" => {
                format!("{} {} on {} is pushed to {}", whose("side"), text("piece"), text("from"), text("to"))
            }
            "effect-extra-move" => format!("{} cannot retreat: {} moves again", text("cell"), side("side")),
            "effect-pass" => format!("{} cannot move and passes", side("side")),
            "effect-removed" => {
                let what = format!("{} {} on {}", whose("side"), text("piece"), text("cell"));
                match key("why") {
                    "captured" => format!("{what} is captured"),
                    "smashed" => format!("{what} is smashed"),
                    "fell" => format!("{what} falls off the pyramid"),
                    _ => format!("{what} leaves the board at the top"),
                }
            }
            "effect-osiris" => {
                format!("Osiris: {} {} on {} enclosed and removed", whose("side"), plural(text("piece")), text("cells"))
            }
            "effect-taken-back" => {
                format!("{} takes back the {} on {}", side("side"), plural(text("piece")), text("cells"))
            }
            "effect-checkmate" => format!("Checkmate: {} King cannot escape", whose("side")),
            "effect-check" => format!("Check: {} King is attacked", whose("side")),
            "refusal-no-move" => format!("The {} on {} has no move now.", text("piece"), text("cell")),
            "refusal-not-yours" => {
                let turn = Phrase::new("turn").key("side", key("turn")).key("note", key("note"));
                format!("The {} on {} is {}: {}.", text("piece"), text("cell"), whose("side"), turn.english())
            }
            "refusal-illegal" => text("reason"),
            "warn-end" => {
                let reason = EndReason::ALL.iter().find(|r| r.key() == key("reason")).map_or("", |r| r.describe());
                format!("Playing this {}: {reason}.", key("result"))
            }
            "warn-own-lost" => match self.arg("count") {
                Some(Arg::Count(1)) => format!("Playing this loses one of your own {}.", key("pieces")),
                _ => format!("Playing this loses {} of your own {}.", text("count"), key("pieces")),
            },
            "warn-repetition" => {
                format!("This position has occurred before: reaching it once more {} (third repetition).", key("then"))
            }
            "threat" => {
                let what = match key("what") {
                    "wins" => "wins",
                    "check" => "gives check",
                    "takes" => "takes a piece",
                    "destroys" => "destroys a piece",
                    _ => "pushes a piece back",
                };
                format!("{} {} {what}", side("side"), text("move"))
            }
            // The engine's errors and their reasons: src/reason.rs's table.
            _ => self.plain_english(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::game::Side;
    use crate::message::{piece_key, Phrase};

    #[test]
    fn a_move_says_its_english() {
        let p = Phrase::new("effect-osiris")
            .side("side", Side::Black)
            .piece("piece", piece_key("stone"))
            .count("count", 2)
            .list("cells", vec!["b1".into(), "c\"1".into()]);
        assert_eq!(p.english(), "Osiris: Black's stones on b1 and c\"1 enclosed and removed");
    }
}
