//! The tablebase requests (an extension of the protocol, docs/protocol.md, "The tablebase"): perfect play
//! for any position of a solved setting whose table the server was started with, read
//! from disk by the engine's `Tablebase`, answered as lichess's tablebase answers.

use crate::protocol::bodies::{Category, TablebaseAnswer, TablebaseMove, TablebaseSetting, TablebaseSettings, Verdict};
use crate::protocol::{Code, Color, Refusal, TablebaseQuery};
use axum::extract::{Path, Query, State};
use axum::Json;
use pyramid_games::ai::ExactValue as Value;
use pyramid_games::games::pyraos::solve::disk::{self, Tablebase};
use pyramid_games::Options;
use std::sync::Arc;

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
#[utoipa::path(
    get,
    path = "/api/tablebase",
    tag = "tablebase",
    summary = "The settings this server has tables of",
    responses(
        (status = 200, description = "Done", body = TablebaseSettings),
        crate::openapi::Refused,
    ),
)]
pub async fn settings(State(tables): State<Arc<Tables>>) -> Json<TablebaseSettings> {
    let settings = tables
        .0
        .iter()
        .flat_map(|base| base.settings())
        .map(|(game, options)| TablebaseSetting {
            game: game.to_string(),
            options: options.into_iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
        })
        .collect();
    Json(TablebaseSettings { settings })
}

/// `GET /api/tablebase/{game}?position=…&move=…&move=…&OPTION=VALUE…` (a move's text may
/// hold spaces, so each move is a parameter of its own, in the order played).
#[utoipa::path(
    get,
    path = "/api/tablebase/{game}",
    tag = "tablebase",
    summary = "A position's value and each move's",
    params(
        ("game" = String, Path, description = "The game's key"),
        ("position" = Option<String>, Query, description = "The starting position (else the standard one)"),
        ("move" = Option<Vec<String>>, Query, description = "The moves played from it, in order, one parameter each"),
    ),
    responses(
        (status = 200, description = "Done", body = TablebaseAnswer),
        crate::openapi::Refused,
    ),
)]
pub async fn answer(
    State(tables): State<Arc<Tables>>,
    Path(game): Path<String>,
    Query(query): Query<Vec<(String, String)>>,
) -> Result<Json<TablebaseAnswer>, Refusal> {
    let TablebaseQuery { position, moves, options: given } = TablebaseQuery::from_pairs(query)?;
    let mut options = Options::new();
    for (key, value) in &given {
        options.set(key, value);
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
    let moves = analysis
        .moves
        .iter()
        // As lichess: a move's category is the position's after it, for the side to move
        // then.
        .map(|(text, value)| TablebaseMove { text: text.clone(), after: verdict(value.after()) })
        .collect();
    let side = Color::parse(analysis.side).ok_or_else(|| Refusal::new(Code::ServerError, "no side to move"))?;
    Ok(Json(TablebaseAnswer {
        verdict: verdict(analysis.value),
        game,
        options: full.into_iter().collect(),
        side,
        text: analysis.text,
        moves,
    }))
}

fn bad(message: impl Into<String>) -> Refusal {
    Refusal::new(Code::BadMessage, message)
}

/// `{"category": "win"|"loss"|"draw", "plies": N|null}` for the side to move.
fn verdict(value: Value) -> Verdict {
    match value {
        Value::Win(n) => Verdict { category: Category::Win, plies: Some(n) },
        Value::Loss(n) => Verdict { category: Category::Loss, plies: Some(n) },
        Value::Draw => Verdict { category: Category::Draw, plies: None },
    }
}
