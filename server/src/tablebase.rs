//! The tablebase requests (an extension of the protocol, README "Tablebase"): perfect play
//! for any position of a solved setting whose table the server was started with, read
//! from disk by the engine's `Tablebase`, answered as lichess's tablebase answers.

use crate::protocol::{Code, Refusal};
use axum::extract::{Path, Query, State};
use axum::Json;
use pyramid_games::ai::ExactValue as Value;
use pyramid_games::games::pyraos::solve::disk::{self, Tablebase};
use pyramid_games::Options;
use serde_json::{json, Value as Json_};
use std::sync::Arc;

/// The most moves a request may give (a game of Pyraos is far shorter).
pub const MAX_MOVES: usize = 1000;

/// The tables the server was started with (none: every setting is answered `no-table`).
pub struct Tables(pub Option<Arc<Tablebase>>);

impl Tables {
    /// Opens the tables of `folder`, saying on stderr which settings they answer and
    /// which files were left out.
    pub fn open(folder: Option<&std::path::Path>) -> Result<Tables, String> {
        let Some(folder) = folder else { return Ok(Tables(None)) };
        let (base, skipped) = Tablebase::open(folder)?;
        for problem in skipped {
            tracing::warn!(%problem, "tablebase");
        }
        for (game, options) in base.settings() {
            let options: Vec<String> = options.iter().map(|(k, v)| format!("{k}={v}")).collect();
            tracing::info!(game, options = options.join(" "), "tablebase loaded");
        }
        Ok(Tables(Some(Arc::new(base))))
    }
}

/// `GET /api/tablebase`: the settings answered.
pub async fn settings(State(tables): State<Arc<Tables>>) -> Json<Json_> {
    let settings: Vec<Json_> = tables
        .0
        .iter()
        .flat_map(|base| base.settings())
        .map(|(game, options)| {
            let options: serde_json::Map<String, Json_> =
                options.into_iter().map(|(k, v)| (k.to_string(), Json_::from(v))).collect();
            json!({ "game": game, "options": options })
        })
        .collect();
    Json(json!({ "settings": settings }))
}

/// `GET /api/tablebase/{game}?position=…&move=…&move=…&OPTION=VALUE…` (a move's text may
/// hold spaces, so each move is a parameter of its own, in the order played).
pub async fn answer(
    State(tables): State<Arc<Tables>>,
    Path(game): Path<String>,
    Query(query): Query<Vec<(String, String)>>,
) -> Result<Json<Json_>, Refusal> {
    let (mut position, mut moves, mut options) = (None, Vec::new(), Options::new());
    for (key, value) in query {
        match key.as_str() {
            "position" if position.is_none() => position = Some(value),
            "position" => return Err(bad("'position' is given twice")),
            "move" => moves.push(value),
            _ => options.set(&key, &value),
        }
    }
    if moves.len() > MAX_MOVES {
        return Err(bad(format!("at most {MAX_MOVES} moves")));
    }
    let Some(base) = tables.0.clone() else {
        return Err(Refusal::new(Code::NoTable, "this server was started without tables (--tables DIR)"));
    };
    // Positioned reads block: off the runtime's threads.
    let found = tokio::task::spawn_blocking(move || {
        base.answer(&game, &options, position.as_deref(), &moves).map(|a| (game, options, a))
    })
    .await
    .map_err(|e| Refusal::new(Code::ServerError, e.to_string()))?;
    let (game, options, analysis) = found.map_err(|refusal| match refusal {
        disk::Refusal::Malformed(m) => bad(m),
        disk::Refusal::Unsolved(m) => Refusal::new(Code::Unsolved, m),
        disk::Refusal::NoTable(m) => Refusal::new(Code::NoTable, m),
        disk::Refusal::Unreadable(m) => Refusal::new(Code::ServerError, m),
    })?;
    let full = crate::state::full_options(&game, &options).map_err(bad)?;
    let moves: Vec<Json_> = analysis
        .moves
        .iter()
        .map(|(text, value)| {
            // As lichess: a move's category is the position's after it, for the side to
            // move then.
            let mut after = category(value.after());
            after["move"] = Json_::from(text.as_str());
            after
        })
        .collect();
    let mut body = category(analysis.value);
    let fields = body.as_object_mut().expect("an object");
    fields.insert("game".into(), Json_::from(game));
    fields.insert("options".into(), full.into_iter().map(|(k, v)| (k, Json_::from(v))).collect());
    fields.insert("side".into(), Json_::from(analysis.side));
    fields.insert("text".into(), Json_::from(analysis.text));
    fields.insert("moves".into(), Json_::from(moves));
    Ok(Json(body))
}

fn bad(message: impl Into<String>) -> Refusal {
    Refusal::new(Code::BadMessage, message)
}

/// `{"category": "win"|"loss"|"draw", "plies": N|null}` for the side to move.
fn category(value: Value) -> Json_ {
    match value {
        Value::Win(n) => json!({ "category": "win", "plies": n }),
        Value::Loss(n) => json!({ "category": "loss", "plies": n }),
        Value::Draw => json!({ "category": "draw", "plies": null }),
    }
}
