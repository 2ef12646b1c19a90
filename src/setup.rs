//! A position set up by hand, as the board editor builds it: pieces put and taken away
//! freely, the side to move and the position's fields. Nothing is checked while it is
//! built; [`Setup::open`] asks the game, whose own message says what is wrong.

use crate::cell_map::CellMap;
use crate::game::{Cell, Error, Options, Piece, Side};
use crate::games::{self, Session};
use crate::notation::{join_position, split_position};

#[derive(Clone, Debug)]
pub struct Setup {
    pub game: &'static str,
    pub options: Options,
    pub side: Side,
    /// The pieces by cell.
    pieces: CellMap<Piece>,
    /// Field values in key order; a field left at its default is left out of the text.
    fields: Vec<(&'static str, String)>,
    names: Vec<String>,
}

impl Setup {
    /// The position `session` shows, ready to edit.
    pub fn of(session: &dyn Session) -> Setup {
        let mut setup = Setup::empty(session);
        setup.side = session.side_to_move();
        for (cell, piece) in session.pieces() {
            setup.put(cell, piece);
        }
        let position = session.position();
        if let Ok(parts) = split_position(&position) {
            for spec in session.position_fields() {
                if let Some(value) = parts.field(spec.key) {
                    setup.set_field(spec.key, value);
                }
            }
        }
        setup
    }

    /// An empty board of `session`'s game and options, White to move.
    pub fn empty(session: &dyn Session) -> Setup {
        Setup {
            game: session.name(),
            options: session.options().clone(),
            side: Side::White,
            pieces: CellMap::default(),
            fields: Vec::new(),
            names: (0..session.cell_count()).map(|c| session.cell_name(c as Cell)).collect(),
        }
    }

    /// The pieces in cell order.
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, Piece)> + '_ {
        self.pieces.iter().map(|(c, &p)| (c, p))
    }

    pub fn piece(&self, cell: Cell) -> Option<Piece> {
        self.pieces.get(cell).copied()
    }

    /// Puts `piece` on `cell`, replacing what stood there; a cell the board does not have
    /// is ignored.
    pub fn put(&mut self, cell: Cell, piece: Piece) {
        if (cell as usize) < self.names.len() {
            self.pieces.insert(cell, piece);
        }
    }

    pub fn remove(&mut self, cell: Cell) -> Option<Piece> {
        self.pieces.remove(cell)
    }

    /// Moves whatever stands on `from` to `to` (replacing what stood there).
    pub fn shift(&mut self, from: Cell, to: Cell) {
        if let Some(piece) = self.remove(from) {
            self.put(to, piece);
        }
    }

    pub fn occupied(&self) -> Vec<Cell> {
        self.pieces.cells().collect()
    }

    pub fn field(&self, key: &str) -> Option<&str> {
        self.fields.iter().find(|(k, _)| *k == key).map(|(_, v)| v.as_str())
    }

    /// Sets field `key` (one of the game's [`crate::game::FieldSpec`]s); an empty value
    /// clears it.
    pub fn set_field(&mut self, key: &'static str, value: &str) {
        let value = value.trim();
        match self.fields.binary_search_by_key(&key, |(k, _)| *k) {
            Ok(at) if value.is_empty() => drop(self.fields.remove(at)),
            Ok(at) => self.fields[at].1 = value.to_string(),
            Err(_) if value.is_empty() => {}
            Err(at) => self.fields.insert(at, (key, value.to_string())),
        }
    }

    /// The position as text, valid or not: the side, each side's pieces (with their
    /// letter in games whose pieces have kinds) and the fields set.
    pub fn text(&self) -> String {
        let list = |side: Side| -> Vec<String> {
            let token = |(cell, piece): (Cell, Piece)| {
                let name = &self.names[cell as usize];
                if piece.kind == ' ' {
                    name.clone()
                } else {
                    format!("{}{name}", piece.kind)
                }
            };
            self.pieces().filter(|(_, p)| p.side == side).map(token).collect()
        };
        join_position(self.side, &list(Side::White), &list(Side::Black), &self.fields)
    }

    /// The game from this position, or the game's own reason why it is not one.
    pub fn open(&self) -> Result<Box<dyn Session>, Error> {
        games::open(self.game, &self.options, Some(&self.text()))
    }
}
