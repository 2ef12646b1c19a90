//! Pyraos (rules page by Staffan Ulfberg; the game later published as Pylos): stack
//! spheres into a four-level pyramid; whoever puts a sphere on the top wins. Rules as
//! written in the project's rules for Pyraos (`www/rules/pyraos.html`).
//!
//! Decisions taken here where the rules are silent (each also in the tests):
//! - A move that puts a sphere on the top `4a1` ends the game at once; no removal follows
//!   it. (The top belongs to no square, so no removal could be earned there anyway.)
//! - A position with a sphere on the top is over whoever is to move: the owner of the top
//!   sphere has won.
//! - Removing after a square is optional: "no removal" is the move written without ` x`.
//!   A ` x` must name one or two cells.
//! - A player may lift even with spheres left in reserve.
//! - With `pass=on`, a player with spheres in reserve can always place (an empty cell on
//!   the lowest level that has one is always supported), so a pass happens only with an
//!   empty reserve and no lift, exactly as the rules say; with `pass=off` that player has
//!   lost ([`EndReason::NoLegalMove`]).
//! - Threefold repetition of the board and the side to move is a draw.

pub mod board;
pub mod drawing;
pub mod eval;
pub mod solve;

use crate::drawing::Drawing;
use crate::game::{
    BoardShape, Cell, End, EndReason, Error, Event, Events, Game, Mark, MoveShape, OptionSpec, Options, Outcome, Piece,
    Removal, Side, Words,
};
use crate::message::Phrase;
use crate::notation::{join_position, split_from_to, split_position};
use board::{
    cells, completes_square, free, level, removal_before, supported_empty, Bits, ABOVE, BELOW, CELLS, HIGHER, NONE, TOP,
};

/// Spheres per colour.
pub const SPHERES: u32 = 15;

const OPTIONS: &[OptionSpec] = &[
    OptionSpec { key: "removal", values: &["standard", "children"] },
    OptionSpec { key: "pass", values: &["off", "on"] },
];

const WORDS: &[Words] = &[
    Words {
        key: "removal",
        label: "Removal",
        help:
            "standard: after making a square of your colour, take back up to two of your free spheres; children: never.",
    },
    Words {
        key: "pass",
        label: "Pass",
        help: "on: a player with an empty reserve and no sphere to lift passes instead of losing.",
    },
];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// `removal=children`: nothing is ever removed after a square.
    pub children: bool,
    /// `pass=on`: a player with an empty reserve who cannot lift passes.
    pub pass: bool,
}

impl Rules {
    fn from_options(options: &Options) -> Result<Rules, Error> {
        options.validate(OPTIONS)?;
        Ok(Rules { children: options.get(&OPTIONS[0]) == "children", pass: options.get(&OPTIONS[1]) == "on" })
    }

    /// These rules as option settings (defaults left out).
    pub fn options(&self) -> Options {
        let mut o = Options::new();
        if self.children {
            o.set("removal", "children");
        }
        if self.pass {
            o.set("pass", "on");
        }
        o
    }
}

/// The spheres a move takes back into the reserve, in the order they are removed (the
/// order of the notation): padded with [`NONE`]. Equal sets are equal values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Removed([u8; 2]);

impl Removed {
    pub const NOTHING: Removed = Removed([NONE, NONE]);

    fn one(a: u8) -> Removed {
        Removed([a, NONE])
    }

    /// Two removals in notation order; `a` and `b` may come in either order.
    fn two(a: u8, b: u8) -> Removed {
        if removal_before(a, b) {
            Removed([a, b])
        } else {
            Removed([b, a])
        }
    }

    /// The removed cells, in the order they are removed.
    pub fn cells(&self) -> impl Iterator<Item = u8> + '_ {
        self.0.iter().copied().take_while(|&c| c != NONE)
    }

    pub fn len(&self) -> usize {
        self.cells().count()
    }

    pub fn is_empty(&self) -> bool {
        self.0[0] == NONE
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Only with `pass=on`, and only for a player with an empty reserve who cannot lift.
    Pass,
    /// A sphere from the reserve onto `to`.
    Place { to: u8, removed: Removed },
    /// An own free sphere from `from` up onto `to`.
    Lift { from: u8, to: u8, removed: Removed },
}

impl Move {
    /// Where the moved sphere came from (none for a place), where it went, and what the
    /// mover took back; `None` for a pass.
    pub fn parts(&self) -> Option<(Option<u8>, u8, Removed)> {
        match *self {
            Move::Pass => None,
            Move::Place { to, removed } => Some((None, to, removed)),
            Move::Lift { from, to, removed } => Some((Some(from), to, removed)),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pyraos {
    /// White's and Black's spheres, 30 bits each.
    spheres: [Bits; 2],
    side: Side,
    rules: Rules,
}

impl Pyraos {
    /// A position from two masks. Fails like [`Game::parse`] would.
    pub fn from_masks(white: Bits, black: Bits, side: Side, rules: Rules) -> Result<Self, Error> {
        let mut text = Pyraos { spheres: [white & board::ALL, black & board::ALL], side, rules }.to_text();
        if white & !board::ALL != 0 || black & !board::ALL != 0 {
            return Err(Error::position(text, Phrase::new("reason-pyraos-mask")));
        }
        if white & black != 0 {
            text = board::name(((white & black).trailing_zeros()) as u8);
            return Err(Error::position(text, Phrase::new("reason-pyraos-two-spheres")));
        }
        let options = rules.options();
        Pyraos::parse(&text, &options)
    }

    pub fn spheres(&self, side: Side) -> Bits {
        self.spheres[side.index()]
    }

    /// Both colours in one word: White in the low 32 bits, Black in the high.
    pub fn packed(&self) -> u64 {
        self.spheres[0] as u64 | (self.spheres[1] as u64) << 32
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn occupied(&self) -> Bits {
        self.spheres[0] | self.spheres[1]
    }

    fn in_reserve(&self, side: Side) -> u32 {
        SPHERES.saturating_sub(self.spheres(side).count_ones())
    }

    /// Where the sphere on `from` could be lifted to, ignoring whose it is.
    #[inline(always)]
    fn lift_targets(&self, from: u8) -> Bits {
        let rest = self.occupied() & !(1 << from);
        supported_empty(rest) & HIGHER[level(from) as usize]
    }

    /// Own spheres that may be lifted: free, and not on the top.
    fn liftable(&self) -> Bits {
        self.spheres(self.side) & free(self.occupied()) & !(1 << TOP)
    }

    fn can_lift(&self) -> bool {
        cells(self.liftable()).any(|f| self.lift_targets(f) != 0)
    }

    /// Calls `f` with every place (`from` is `None`) and lift, before removals.
    fn for_each_step(&self, mut f: impl FnMut(Option<u8>, u8)) {
        if self.in_reserve(self.side) > 0 {
            for to in cells(supported_empty(self.occupied())) {
                f(None, to);
            }
        }
        for from in cells(self.liftable()) {
            for to in cells(self.lift_targets(from)) {
                f(Some(from), to);
            }
        }
    }

    /// How many choices of removals the step `from`-`to` leaves beyond removing nothing.
    fn count_removals(&self, from: Option<u8>, to: u8) -> usize {
        let (own, occupied) = self.after_move(from, to);
        if self.rules.children || to == TOP || !completes_square(to, own) {
            return 0;
        }
        let free_now = own & free(occupied);
        let k = free_now.count_ones() as usize;
        // Singles, pairs free from the start, and pairs whose second the first frees.
        let freed: u32 = cells(free_now).map(|a| (own & free(occupied & !(1 << a)) & !free_now).count_ones()).sum();
        k + k * k.saturating_sub(1) / 2 + freed as usize
    }

    /// Pushes the move `from`-`to` (a place when `from` is `None`) with every choice of
    /// removals it allows.
    fn push_with_removals(&self, from: Option<u8>, to: u8, out: &mut Vec<Move>) {
        let make = |removed| match from {
            None => Move::Place { to, removed },
            Some(from) => Move::Lift { from, to, removed },
        };
        out.push(make(Removed::NOTHING));
        let (own, occupied) = self.after_move(from, to);
        if self.rules.children || to == TOP || !completes_square(to, own) {
            return;
        }
        let free_now = own & free(occupied);
        for a in cells(free_now) {
            out.push(make(Removed::one(a)));
            let rest = occupied & !(1 << a);
            for b in cells(own & free(rest) & !(1 << a)) {
                // A pair of spheres both free from the start is one move, met twice.
                if free_now & (1 << b) != 0 && b < a {
                    continue;
                }
                out.push(make(Removed::two(a, b)));
            }
        }
    }

    /// The mover's spheres and all spheres after the sphere went to `to`.
    fn after_move(&self, from: Option<u8>, to: u8) -> (Bits, Bits) {
        let moved = from.map_or(0, |f| 1 << f) | 1 << to;
        (self.spheres(self.side) ^ moved, self.occupied() ^ moved)
    }

    /// Why `to` takes no sphere from `from` (a place when `None`), or `None` if it does.
    fn move_refusal(&self, from: Option<u8>, to: u8) -> Option<Phrase> {
        let side = self.side;
        let name = board::name;
        let occupied = self.occupied();
        let missing = |rest: Bits| {
            let empty = cells(BELOW[to as usize] & !rest).map(name).collect::<Vec<_>>().join(", ");
            Phrase::new("reason-pyraos-not-supported").text("cell", name(to)).text("cells", empty)
        };
        let taken = || Phrase::new("reason-pyraos-taken").text("cell", name(to));
        match from {
            None => {
                if self.in_reserve(side) == 0 {
                    return Some(Phrase::new("reason-pyraos-no-reserve").side("side", side));
                }
                if occupied & (1 << to) != 0 {
                    return Some(taken());
                }
                if occupied & BELOW[to as usize] != BELOW[to as usize] {
                    return Some(missing(occupied));
                }
            }
            Some(from) => {
                if self.spheres(side) & (1 << from) == 0 {
                    return Some(Phrase::new("reason-pyraos-no-sphere").side("side", side).text("cell", name(from)));
                }
                if ABOVE[from as usize] & occupied != 0 {
                    return Some(not_free(from, ABOVE[from as usize] & occupied));
                }
                if occupied & (1 << to) != 0 {
                    return Some(taken());
                }
                if level(to) <= level(from) {
                    return Some(
                        Phrase::new("reason-pyraos-lift-higher")
                            .text("from", name(from))
                            .count("from-level", level(from) as i64)
                            .text("to", name(to))
                            .count("to-level", level(to) as i64),
                    );
                }
                if BELOW[to as usize] & (1 << from) != 0 {
                    return Some(
                        Phrase::new("reason-pyraos-self-support").text("from", name(from)).text("to", name(to)),
                    );
                }
                let rest = occupied & !(1 << from);
                if rest & BELOW[to as usize] != BELOW[to as usize] {
                    return Some(missing(rest));
                }
            }
        }
        None
    }

    fn text_of_removed(removed: Removed) -> String {
        if removed.is_empty() {
            return String::new();
        }
        let names: Vec<String> = removed.cells().map(board::name).collect();
        format!(" x{}", names.join(","))
    }

    /// Parses the removals token `xA[,B]` of the move `from`-`to`.
    fn parse_removed(&self, from: Option<u8>, to: u8, token: &str) -> Result<Removed, Error> {
        let Some(list) = token.strip_prefix('x') else {
            return Err(Error::bad_move(token, Phrase::new("reason-pyraos-removals")));
        };
        if list.is_empty() {
            return Err(Error::bad_move(token, Phrase::new("reason-pyraos-no-removals")));
        }
        let names: Vec<&str> = list.split(',').collect();
        if names.iter().any(|n| n.is_empty()) {
            return Err(Error::bad_move(token, Phrase::new("reason-pyraos-empty-removal")));
        }
        let mut removed = Vec::with_capacity(2);
        for n in &names {
            removed.push(board::parse(n).map_err(|why| Error::bad_move(*n, why))?);
        }
        if names.len() > 2 {
            return Err(Error::illegal(token, Phrase::new("reason-pyraos-two-at-most")));
        }
        if self.rules.children {
            return Err(Error::illegal(token, Phrase::new("reason-pyraos-children")));
        }
        if to == TOP {
            return Err(Error::illegal(token, Phrase::new("reason-pyraos-top-removes")));
        }
        let (mut own, mut occupied) = self.after_move(from, to);
        if !completes_square(to, own) {
            let reason = Phrase::new("reason-pyraos-no-square").text("cell", board::name(to)).side("side", self.side);
            return Err(Error::illegal(token, reason));
        }
        for (i, (&cell, &n)) in removed.iter().zip(&names).enumerate() {
            if i == 1 && cell == removed[0] {
                return Err(Error::illegal(n, Phrase::new("reason-pyraos-removed-twice")));
            }
            if own & (1 << cell) == 0 {
                let reason =
                    Phrase::new("reason-pyraos-not-own").side("side", self.side).text("cell", board::name(cell));
                return Err(Error::illegal(n, reason));
            }
            let on = ABOVE[cell as usize] & occupied;
            if on != 0 {
                return Err(Error::illegal(n, not_free(cell, on)));
            }
            own &= !(1 << cell);
            occupied &= !(1 << cell);
        }
        Ok(match removed[..] {
            [a] => Removed::one(a),
            [a, b] => Removed::two(a, b),
            _ => unreachable!("one or two cells"),
        })
    }
}

/// Why the sphere on `cell` may not leave it: the spheres `on` it.
fn not_free(cell: u8, on: Bits) -> Phrase {
    let on = cells(on).map(board::name).collect::<Vec<_>>().join(", ");
    Phrase::new("reason-pyraos-not-free").text("cell", board::name(cell)).text("cells", on)
}

impl Game for Pyraos {
    fn can_hold(cell: Cell, occupied: &[Cell]) -> bool {
        let occupied = board::bits(occupied.iter().map(|&c| c as u8));
        board::supported_empty(occupied) & (1 << cell) != 0
    }

    type Move = Move;
    /// Both colours packed (see [`Pyraos::packed`]) and the side to move.
    type Key = (u64, Side);

    const NAME: &'static str = "pyraos";
    const TITLE: &'static str = "Pyraos";
    const CREDIT: &'static str = "rules by Staffan Ulfberg; later published as Pylos";
    const SUMMARY: &'static str = "Stack spheres into a four-level pyramid; whoever crowns it wins.";
    const PIECE: &'static str = "sphere";
    const PIECES: &'static str = "spheres";
    const MOVE_EXAMPLE: &'static str = "1b2";
    const KEYS: &'static str = "Tab to the board, then the arrow keys move between the spheres of a level, and Page Up and Page Down to the level above or below.";
    const CHOICES: &'static [(Mark, &'static str)] = &[(Mark::Remove, "choice-pyraos-remove")];
    const SHAPE: BoardShape = BoardShape::Spheres;
    const DRAWING: &'static dyn Drawing = &drawing::Spheres;

    const WORDS: &'static [Words] = WORDS;

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn start(options: &Options) -> Result<Self, Error> {
        Pyraos::parse("w W: B:", options)
    }

    fn parse(text: &str, options: &Options) -> Result<Self, Error> {
        let rules = Rules::from_options(options)?;
        let parts = split_position(text)?;
        parts.only_fields(&[])?;
        let mut spheres: [Bits; 2] = [0; 2];
        let mut tokens: [&str; CELLS] = [""; CELLS];
        for side in Side::BOTH {
            for (i, token) in parts.list(side).iter().enumerate() {
                let cell = board::parse(token).map_err(|why| Error::position(*token, why))?;
                if (spheres[0] | spheres[1]) & (1 << cell) != 0 {
                    return Err(Error::position(*token, Phrase::new("reason-pyraos-two-spheres")));
                }
                if i as u32 >= SPHERES {
                    let reason =
                        Phrase::new("reason-pyraos-too-many").side("side", side).count("count", SPHERES as i64);
                    return Err(Error::position(*token, reason));
                }
                spheres[side.index()] |= 1 << cell;
                tokens[cell as usize] = token;
            }
        }
        let occupied = spheres[0] | spheres[1];
        for c in cells(occupied & HIGHER[1]) {
            let below = BELOW[c as usize];
            if occupied & below != below {
                let empty = cells(below & !occupied).map(board::name).collect::<Vec<_>>().join(", ");
                let reason = Phrase::new("reason-pyraos-unsupported").text("cells", empty);
                return Err(Error::position(tokens[c as usize], reason));
            }
        }
        Ok(Pyraos { spheres, side: parts.side, rules })
    }

    fn to_text(&self) -> String {
        let list = |side| cells(self.spheres(side)).map(board::name).collect::<Vec<_>>();
        join_position(self.side, &list(Side::White), &list(Side::Black), &[])
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        if self.end().is_some() {
            return;
        }
        let before = out.len();
        self.for_each_step(|from, to| self.push_with_removals(from, to, out));
        if out.len() == before && self.rules.pass {
            out.push(Move::Pass);
        }
    }

    fn count_moves(&self) -> usize {
        if self.end().is_some() {
            return 0;
        }
        let mut n = 0;
        self.for_each_step(|from, to| n += 1 + self.count_removals(from, to));
        if n == 0 && self.rules.pass {
            n = 1;
        }
        n
    }

    #[inline(always)]
    fn play_unchecked(&mut self, mv: &Move, events: &mut impl Events) {
        let me = self.side;
        match mv.parts() {
            None => events.push(|| Event::Pass { side: me }),
            Some((from, to, removed)) => {
                match from {
                    None => events.push(|| Event::Placed { side: me, at: to as Cell }),
                    Some(from) => {
                        self.spheres[me.index()] &= !(1 << from);
                        events.push(|| Event::Move { side: me, from: from as Cell, to: to as Cell });
                    }
                }
                self.spheres[me.index()] |= 1 << to;
                for at in removed.cells() {
                    self.spheres[me.index()] &= !(1 << at);
                    events.push(|| Event::Removed { side: me, at: at as Cell, why: Removal::ToReserve });
                }
            }
        }
        self.side = me.other();
    }

    fn end(&self) -> Option<End> {
        for side in Side::BOTH {
            if self.spheres(side) & (1 << TOP) != 0 {
                return Some(End::new(Outcome::Win(side), EndReason::ReachedTop));
            }
        }
        // With spheres in reserve there is always a place to put one (see the decisions).
        if !self.rules.pass && self.in_reserve(self.side) == 0 && !self.can_lift() {
            return Some(End::new(Outcome::Win(self.side.other()), EndReason::NoLegalMove));
        }
        None
    }

    fn images(&self) -> Vec<Pyraos> {
        (1..solve::index::SYMMETRIES)
            .map(|s| {
                let [w, b] = self.spheres.map(|m| solve::index::transform(s, m));
                Pyraos { spheres: [w, b], ..*self }
            })
            .collect()
    }

    fn key(&self) -> Self::Key {
        (self.packed(), self.side)
    }

    fn repetition_end(_mover: Side) -> End {
        End::new(Outcome::Draw, EndReason::Repetition)
    }

    fn move_text(&self, mv: &Move) -> String {
        match *mv {
            Move::Pass => "pass".to_string(),
            Move::Place { to, removed } => {
                format!("{}{}", board::name(to), Pyraos::text_of_removed(removed))
            }
            Move::Lift { from, to, removed } => {
                format!("{}-{}{}", board::name(from), board::name(to), Pyraos::text_of_removed(removed))
            }
        }
    }

    fn continues_move(word: &str) -> bool {
        word.starts_with('x')
    }

    fn parse_move(&self, text: &str) -> Result<Move, Error> {
        let text = text.trim();
        if self.end().is_some() {
            return Err(Error::GameOver);
        }
        let legal = self.legal_move_list();
        if text == "pass" {
            return if legal == [Move::Pass] {
                Ok(Move::Pass)
            } else if !self.rules.pass {
                Err(Error::illegal(text, Phrase::new("reason-pyraos-pass-off")))
            } else {
                Err(Error::illegal(text, Phrase::new("reason-pyraos-pass")))
            };
        }
        if text.is_empty() {
            return Err(Error::bad_move(text, Phrase::new("reason-pyraos-empty-move")));
        }
        if text.split(' ').any(str::is_empty) {
            return Err(Error::bad_move(text, Phrase::new("reason-single-spaces")));
        }
        let mut tokens = text.split(' ');
        let step = tokens.next().unwrap_or("");
        let removals = tokens.next();
        if let Some(extra) = tokens.next() {
            return Err(Error::bad_move(extra, Phrase::new("reason-pyraos-after-removals")));
        }
        let cell = |t: &str| board::parse(t).map_err(|why| Error::bad_move(t, why));
        // A byte search: a char's pulls the substring searcher into every wasm (1.4 KiB).
        let (from, to) = if step.as_bytes().contains(&b'-') {
            let (a, z) = split_from_to(step).ok_or_else(|| Error::bad_move(step, Phrase::new("reason-pyraos-move")))?;
            (Some(cell(a)?), cell(z)?)
        } else {
            (None, cell(step)?)
        };
        if let Some(reason) = self.move_refusal(from, to) {
            return Err(Error::illegal(step, reason));
        }
        let removed = match removals {
            None => Removed::NOTHING,
            Some(token) => self.parse_removed(from, to, token)?,
        };
        let mv = match from {
            None => Move::Place { to, removed },
            Some(from) => Move::Lift { from, to, removed },
        };
        if legal.contains(&mv) {
            Ok(mv)
        } else {
            Err(Error::illegal(text, Phrase::new("reason-pyraos-not-legal")))
        }
    }

    fn move_shapes(&self, mv: &Move) -> Vec<MoveShape> {
        let text = self.move_text(mv);
        let Some((from, to, removed)) = mv.parts() else {
            return vec![MoveShape { text, clicks: vec![] }];
        };
        let mut clicks = Vec::with_capacity(4);
        if let Some(from) = from {
            clicks.push((from as Cell, Mark::Piece));
        }
        clicks.push((to as Cell, Mark::Target));
        let mut orders = vec![removed.cells().collect::<Vec<u8>>()];
        if let [a, b] = orders[0][..] {
            let (_, occupied) = self.after_move(from, to);
            if free(occupied) & (1 << b) != 0 {
                orders.push(vec![b, a]);
            }
        }
        orders
            .into_iter()
            .map(|order| {
                let mut clicks = clicks.clone();
                clicks.extend(order.into_iter().map(|c| (c as Cell, Mark::Remove)));
                MoveShape { text: text.clone(), clicks }
            })
            .collect()
    }

    fn cell_count() -> usize {
        CELLS
    }

    fn cell_name(cell: Cell) -> String {
        if (cell as usize) < CELLS {
            board::name(cell as u8)
        } else {
            format!("?{cell}")
        }
    }

    fn pieces(&self) -> Vec<(Cell, Piece)> {
        let white = self.spheres(Side::White);
        let side = |c: u8| if white & 1 << c != 0 { Side::White } else { Side::Black };
        cells(self.spheres(Side::White) | self.spheres(Side::Black))
            .map(|c| (c as Cell, Piece { side: side(c), kind: ' ' }))
            .collect()
    }

    fn reserve(&self, side: Side) -> Option<u32> {
        Some(self.in_reserve(side))
    }
}

// Positions are copied freely by the search; keep them small.
const _: () = assert!(std::mem::size_of::<Pyraos>() <= 12);

impl Default for Pyraos {
    fn default() -> Self {
        Pyraos::start(&Options::new()).unwrap_or_else(|_| unreachable!("the start position is valid"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_is_empty_with_full_reserves() {
        let p = Pyraos::default();
        assert_eq!(p.to_text(), "w W: B:");
        assert_eq!(p.reserve(Side::White), Some(15));
        assert_eq!(p.legal_move_list().len(), 16);
    }

    #[test]
    fn masks_round_trip() {
        let o = Options::new();
        let p = Pyraos::parse("b W:1a1,1b2 B:1b1", &o).unwrap();
        let q = Pyraos::from_masks(p.spheres(Side::White), p.spheres(Side::Black), Side::Black, p.rules()).unwrap();
        assert_eq!(p, q);
        assert_eq!(p.packed(), 0b10_0001 | 0b10 << 32);
        assert!(Pyraos::from_masks(1, 1, Side::White, p.rules()).is_err());
        assert!(Pyraos::from_masks(1 << 30, 0, Side::White, p.rules()).is_err());
        assert!(Pyraos::from_masks(1 << 16, 0, Side::White, p.rules()).is_err());
    }

    #[test]
    fn removals_are_kept_in_notation_order() {
        assert_eq!(Removed::two(0, 16), Removed([16, 0]));
        assert_eq!(Removed::two(4, 1), Removed([1, 4]));
        assert_eq!(Removed::two(1, 4).len(), 2);
    }
}
