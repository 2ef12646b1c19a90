//! Pyramid (Simon Allmer, 2020): stones run down, jump up and push one another on a
//! stepped 7 × 7 pyramid; a row of stones enclosed on a line is removed (Osiris); whoever
//! holds the four victory fields wins. Rules as written in the project's `allmer.md`.

pub mod board;
pub mod drawing;
pub mod eval;

use crate::drawing::Drawing;
use crate::game::{
    BoardShape, Cell, End, EndReason, Error, Event, Events, Game, Mark, MoveShape, OptionSpec, Options, Outcome, Piece,
    Removal, Side,
};
use crate::message::Phrase;
use crate::notation::{join_position, split_from_to, split_position};
use board::{
    cell, enclosed, square, square_name, square_xy, squares, Bits, CAP, CELLS, NEIGHBOURS, NONE, TIERS, VICTORY,
};

/// The game has no options.
const OPTIONS: &[OptionSpec] = &[];

const START: &str = "w W:a1,b1,c1,d1,e1,f1,g1 B:a7,b7,c7,d7,e7,f7,g7";

/// The stones each player owns.
pub const STONES: u32 = 7;
/// A player left with fewer stones than this loses.
pub const MIN_STONES: u32 = 4;

/// What a move does; its destination tells the kinds apart in the notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A run that stops on an empty field.
    Run,
    /// A run whose last step drops onto a stone and smashes it.
    Smash,
    /// A jump one tier up to the neighbouring field.
    Jump,
    /// A push of the neighbouring stone on `to`; the pusher takes its field.
    Push,
}

/// A move, by cells (the game's index, see [`board`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The stone that moves.
    pub from: u8,
    /// Where it ends: the field a run or jump reaches, or the field of the pushed stone.
    pub to: u8,
    pub kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Allmer {
    /// Stones of White and Black as masks of squares (see [`board`]).
    stones: [Bits; 2],
    side: Side,
}

const fn bit(square: u8) -> Bits {
    1 << square
}

/// The direction (index into [`board::DIRECTIONS`]) from one square to another in the
/// same row or file.
fn direction(from: u8, to: u8) -> usize {
    let ((fx, fy), (tx, ty)) = (square_xy(from), square_xy(to));
    if fy == ty {
        if tx > fx {
            0
        } else {
            1
        }
    } else if ty > fy {
        2
    } else {
        3
    }
}

impl Allmer {
    /// The stones of `side` as a mask of squares: bit `7·y + x`, the cap (bit 24) never set.
    pub fn stones(&self, side: Side) -> Bits {
        self.stones[side.index()]
    }

    /// How many stones `side` has.
    pub fn count(&self, side: Side) -> u32 {
        self.stones(side).count_ones()
    }

    fn occupied(&self) -> Bits {
        self.stones[0] | self.stones[1]
    }

    fn owner(&self, square: u8) -> Option<Side> {
        Side::BOTH.into_iter().find(|s| self.stones(*s) & bit(square) != 0)
    }

    fn lift(&mut self, side: Side, square: u8) {
        self.stones[side.index()] &= !bit(square);
    }

    fn put(&mut self, side: Side, square: u8) {
        self.stones[side.index()] |= bit(square);
    }

    /// Whether the stone on `at` (on tier `tier`) can be pushed one field in direction `d`.
    #[inline(always)]
    fn can_push(at: u8, d: usize, tier: u8, occupied: Bits) -> bool {
        let beyond = NEIGHBOURS[at as usize][d];
        if beyond == NONE {
            // Off the board: it falls.
            return true;
        }
        if beyond == CAP {
            return false;
        }
        let bt = TIERS[beyond as usize];
        (bt == tier && occupied & bit(beyond) == 0) || bt + 1 == tier
    }

    /// Whether `side` has a legal move (every move's first step is one of these).
    fn can_move(&self, side: Side) -> bool {
        let occupied = self.occupied();
        squares(self.stones(side)).any(|from| {
            let t = TIERS[from as usize];
            (0..4).any(|d| {
                let next = NEIGHBOURS[from as usize][d];
                if next == NONE || next == CAP {
                    return false;
                }
                let nt = TIERS[next as usize];
                let taken = occupied & bit(next) != 0;
                (nt == t + 1 && !taken)
                    || (nt == t && (!taken || Allmer::can_push(next, d, t, occupied)))
                    || nt + 1 == t
            })
        })
    }

    /// The end that the stones alone decide: victory fields, then too few stones.
    fn decided(&self) -> Option<End> {
        for side in Side::BOTH {
            if self.stones(side) & VICTORY == VICTORY {
                return Some(End::new(Outcome::Win(side), EndReason::VictoryFields));
            }
        }
        let few = |side| self.count(side) < MIN_STONES;
        match (few(Side::White), few(Side::Black)) {
            (true, true) => Some(End::new(Outcome::Draw, EndReason::TooFewStones)),
            (true, false) => Some(End::new(Outcome::Win(Side::Black), EndReason::TooFewStones)),
            (false, true) => Some(End::new(Outcome::Win(Side::White), EndReason::TooFewStones)),
            (false, false) => None,
        }
    }

    /// Every legal move of the side to move, the game's end aside.
    fn generate(&self, out: &mut Vec<Move>) {
        let occupied = self.occupied();
        for from in squares(self.stones(self.side)) {
            let t = TIERS[from as usize];
            let mv = |to: u8, kind| Move { from: cell(from), to: cell(to), kind };
            for (d, &next) in NEIGHBOURS[from as usize].iter().enumerate() {
                if next == NONE || next == CAP {
                    continue;
                }
                let nt = TIERS[next as usize];
                let taken = occupied & bit(next) != 0;
                if nt == t + 1 {
                    if !taken {
                        out.push(mv(next, Kind::Jump));
                    }
                    continue;
                }
                if nt == t && taken {
                    if Allmer::can_push(next, d, t, occupied) {
                        out.push(mv(next, Kind::Push));
                    }
                    continue;
                }
                // A run: every empty field along the line is a stop; a drop onto a stone
                // smashes it and ends the run there.
                let (mut cur, mut ct) = (from, t);
                loop {
                    let n = NEIGHBOURS[cur as usize][d];
                    if n == NONE || n == CAP {
                        break;
                    }
                    let nt = TIERS[n as usize];
                    let taken = occupied & bit(n) != 0;
                    if nt + 1 == ct {
                        if taken {
                            out.push(mv(n, Kind::Smash));
                            break;
                        }
                        ct = nt;
                    } else if nt != ct || taken {
                        break;
                    }
                    out.push(mv(n, Kind::Run));
                    cur = n;
                }
            }
        }
    }

    /// Plays a run from `from` to `to`: a `Move` per stretch on one tier, a `Drop` per
    /// step down, and the smash at the end if the last drop lands on a stone.
    fn run(&mut self, from: u8, to: u8, events: &mut impl Events) {
        let me = self.side;
        let d = direction(from, to);
        let mut start = from;
        let mut cur = from;
        while cur != to {
            let n = NEIGHBOURS[cur as usize][d];
            debug_assert!(n != NONE, "a run reaches its field");
            if TIERS[n as usize] < TIERS[cur as usize] {
                if start != cur {
                    let (a, b) = (cell(start), cell(cur));
                    events.push(|| Event::Move { side: me, from: a as Cell, to: b as Cell });
                }
                let (a, b) = (cell(cur), cell(n));
                events.push(|| Event::Drop { side: me, from: a as Cell, to: b as Cell });
                start = n;
            }
            cur = n;
        }
        if start != to {
            let (a, b) = (cell(start), cell(to));
            events.push(|| Event::Move { side: me, from: a as Cell, to: b as Cell });
        }
        self.lift(me, from);
        self.smash(to, events);
        self.put(me, to);
    }

    /// Removes a stone a drop landed on, if there is one.
    #[inline(always)]
    fn smash(&mut self, at: u8, events: &mut impl Events) {
        if let Some(victim) = self.owner(at) {
            self.lift(victim, at);
            events.push(|| Event::Removed { side: victim, at: cell(at) as Cell, why: Removal::Smashed });
        }
    }

    /// Plays a push of the stone on `at` by the stone on `from`.
    fn push(&mut self, from: u8, at: u8, events: &mut impl Events) {
        let me = self.side;
        let d = direction(from, at);
        let Some(pushed) = self.owner(at) else {
            debug_assert!(false, "a push needs a stone to push");
            return;
        };
        let beyond = NEIGHBOURS[at as usize][d];
        self.lift(pushed, at);
        let at_cell = cell(at) as Cell;
        if beyond == NONE {
            events.push(|| Event::Removed { side: pushed, at: at_cell, why: Removal::Fell });
        } else {
            let to = cell(beyond) as Cell;
            if TIERS[beyond as usize] == TIERS[at as usize] {
                events.push(|| Event::Push { side: pushed, from: at_cell, to });
            } else {
                events.push(|| Event::Drop { side: pushed, from: at_cell, to });
                self.smash(beyond, events);
            }
            self.put(pushed, beyond);
        }
        self.lift(me, from);
        self.put(me, at);
        let from_cell = cell(from) as Cell;
        events.push(|| Event::Move { side: me, from: from_cell, to: at_cell });
    }

    /// Removes every enclosed stone of both colours at once.
    fn osiris(&mut self, events: &mut impl Events) {
        let white = enclosed(self.stones[0], self.stones[1]);
        let black = enclosed(self.stones[1], self.stones[0]);
        if white | black == 0 {
            return;
        }
        self.stones[0] &= !white;
        self.stones[1] &= !black;
        for s in squares(white | black) {
            let side = if white & bit(s) != 0 { Side::White } else { Side::Black };
            events.push(|| Event::Removed { side, at: cell(s) as Cell, why: Removal::Osiris });
        }
    }

    /// Why the stone on `from` cannot go to `to` (both squares), for the error message.
    fn why_illegal(&self, from: u8, to: u8) -> Phrase {
        let me = self.side;
        let on = |id, square| Phrase::new(id).text("cell", square_name(square));
        let from_to = |id, from, to| Phrase::new(id).text("from", square_name(from)).text("to", square_name(to));
        match self.owner(from) {
            None => return on("reason-allmer-no-stone", from),
            Some(s) if s != me => return on("reason-allmer-not-yours", from).side("owner", s).side("side", me),
            Some(_) => {}
        }
        if from == to {
            return Phrase::new("reason-allmer-stay");
        }
        let ((fx, fy), (tx, ty)) = (square_xy(from), square_xy(to));
        if fx != tx && fy != ty {
            return from_to("reason-allmer-not-in-line", from, to);
        }
        let d = direction(from, to);
        let occupied = self.occupied();
        let t = TIERS[from as usize];
        if NEIGHBOURS[from as usize][d] == to {
            let nt = TIERS[to as usize];
            if nt == t + 1 {
                return on("reason-allmer-jump-taken", to);
            }
            if nt == t && occupied & bit(to) != 0 {
                let beyond = NEIGHBOURS[to as usize][d];
                return on("reason-allmer-push-two", to).text("behind", square_name(beyond));
            }
        }
        let (mut cur, mut ct) = (from, t);
        loop {
            let n = NEIGHBOURS[cur as usize][d];
            if n == NONE || n == to {
                break;
            }
            if n == CAP {
                return Phrase::new("reason-allmer-cap-run");
            }
            let nt = TIERS[n as usize];
            let taken = occupied & bit(n) != 0;
            if nt > ct {
                return from_to("reason-allmer-climb", cur, n);
            }
            if taken {
                return on(if nt == ct { "reason-allmer-blocked" } else { "reason-allmer-smash-stops" }, n);
            }
            ct = nt;
            cur = n;
        }
        from_to("reason-allmer-step", from, to)
    }
}

/// Where (x, y) goes under one symmetry of the board, given the last index.
type Image = fn(u8, u8, u8) -> (u8, u8);

impl Game for Allmer {
    type Move = Move;
    type Key = (Bits, Bits, Side);

    const NAME: &'static str = "allmer";
    const TITLE: &'static str = "Pyramid";
    const CREDIT: &'static str = "by Simon Allmer";
    const SUMMARY: &'static str = "Run, jump and push on a stepped 7 × 7 pyramid to hold the four victory fields.";
    const PIECE: &'static str = "stone";
    const PIECES: &'static str = "stones";
    const MOVE_EXAMPLE: &'static str = "a1-a2";
    const KEYS: &'static str = "Tab to the board, then the arrow keys move to the next field in that direction, over the steps; Home and End go to the ends of a row.";
    const SHAPE: BoardShape = BoardShape::Steps;
    const DRAWING: &'static dyn Drawing = &drawing::Steps;

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn start(options: &Options) -> Result<Self, Error> {
        Allmer::parse(START, options)
    }

    fn parse(text: &str, options: &Options) -> Result<Self, Error> {
        options.validate(OPTIONS)?;
        let parts = split_position(text)?;
        parts.only_fields(&[])?;
        let mut stones = [0; 2];
        for side in Side::BOTH {
            for token in parts.list(side) {
                let c = board::parse(token).map_err(|why| Error::position(*token, why))?;
                let s = square(c);
                if (stones[0] | stones[1]) & bit(s) != 0 {
                    return Err(Error::position(*token, Phrase::new("reason-allmer-two-stones")));
                }
                stones[side.index()] |= bit(s);
                if stones[side.index()].count_ones() > STONES {
                    return Err(Error::position(*token, Phrase::new("reason-allmer-too-many").side("side", side)));
                }
            }
        }
        Ok(Allmer { stones, side: parts.side })
    }

    fn to_text(&self) -> String {
        let list = |side| squares(self.stones(side)).map(square_name).collect::<Vec<_>>();
        join_position(self.side, &list(Side::White), &list(Side::Black), &[])
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        // With no move the game is over too (and the list stays empty).
        if self.decided().is_none() {
            self.generate(out);
        }
    }

    fn play_unchecked(&mut self, mv: &Move, events: &mut impl Events) {
        let me = self.side;
        let (from, to) = (square(mv.from), square(mv.to));
        match mv.kind {
            Kind::Run | Kind::Smash => self.run(from, to, events),
            Kind::Jump => {
                self.lift(me, from);
                self.put(me, to);
                events.push(|| Event::Jump { side: me, from: mv.from as Cell, to: mv.to as Cell });
            }
            Kind::Push => self.push(from, to, events),
        }
        self.osiris(events);
        self.side = me.other();
    }

    fn end(&self) -> Option<End> {
        self.decided().or_else(|| {
            (!self.can_move(self.side)).then(|| End::new(Outcome::Win(self.side.other()), EndReason::NoLegalMove))
        })
    }

    /// The seven other images of the square board: the rules have no direction.
    fn images(&self) -> Vec<Allmer> {
        let last = board::SIZE - 1;
        let maps: [Image; 7] = [
            |x, y, l| (l - x, y),
            |x, y, l| (x, l - y),
            |x, y, l| (l - x, l - y),
            |x, y, _| (y, x),
            |x, y, l| (l - y, x),
            |x, y, l| (y, l - x),
            |x, y, l| (l - y, l - x),
        ];
        maps.iter()
            .map(|f| {
                let image = |mask: Bits| {
                    squares(mask).fold(0, |m, s| {
                        let (x, y) = square_xy(s);
                        let (x, y) = f(x, y, last);
                        m | bit(y * board::SIZE + x)
                    })
                };
                Allmer { stones: self.stones.map(image), ..*self }
            })
            .collect()
    }

    fn key(&self) -> Self::Key {
        (self.stones[0], self.stones[1], self.side)
    }

    fn repetition_end(_mover: Side) -> End {
        End::new(Outcome::Draw, EndReason::Repetition)
    }

    fn move_text(&self, mv: &Move) -> String {
        format!("{}-{}", board::name(mv.from), board::name(mv.to))
    }

    fn parse_move(&self, text: &str) -> Result<Move, Error> {
        let token = text.trim();
        let legal = self.legal_move_list();
        if legal.is_empty() {
            return Err(Error::GameOver);
        }
        let expected = || Error::bad_move(token, Phrase::new("reason-allmer-move"));
        if token.contains(char::is_whitespace) {
            return Err(expected());
        }
        let (a, z) = split_from_to(token).ok_or_else(expected)?;
        let from = board::parse(a).map_err(|why| Error::bad_move(a, why))?;
        let to = board::parse(z).map_err(|why| Error::bad_move(z, why))?;
        legal
            .into_iter()
            .find(|m| m.from == from && m.to == to)
            .ok_or_else(|| Error::illegal(token, self.why_illegal(square(from), square(to))))
    }

    fn move_shapes(&self, mv: &Move) -> Vec<MoveShape> {
        let mark = match mv.kind {
            Kind::Run => Mark::Target,
            Kind::Smash => Mark::Capture,
            Kind::Jump => Mark::Jump,
            Kind::Push => Mark::Push,
        };
        vec![MoveShape {
            text: self.move_text(mv),
            clicks: vec![(mv.from as Cell, Mark::Piece), (mv.to as Cell, mark)],
        }]
    }

    fn cell_count() -> usize {
        CELLS
    }

    fn cell_name(cell: Cell) -> String {
        board::name(cell as u8)
    }

    fn pieces(&self) -> Vec<(Cell, Piece)> {
        squares(self.occupied())
            .map(|s| {
                let side = if self.stones[0] & bit(s) != 0 { Side::White } else { Side::Black };
                (cell(s) as Cell, Piece { side, kind: ' ' })
            })
            .collect()
    }
}

// Positions are copied freely by the search; keep them small.
const _: () = assert!(std::mem::size_of::<Allmer>() <= 24);

impl Default for Allmer {
    fn default() -> Self {
        Allmer::start(&Options::new()).unwrap_or_else(|_| unreachable!("the start position is valid"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_round_trips() {
        assert_eq!(Allmer::default().to_text(), START);
    }

    #[test]
    fn enclosed_finds_rows_on_lines_only() {
        let sq = |n: &str| square(board::parse(n).unwrap());
        let mask = |names: &[&str]| names.iter().fold(0, |m, n| m | bit(sq(n)));
        // W B B W on row 1: the two black stones.
        assert_eq!(enclosed(mask(&["b1", "c1"]), mask(&["a1", "d1"])), mask(&["b1", "c1"]));
        // a3 b3 c3 cross three rings: no line.
        assert_eq!(enclosed(mask(&["b3"]), mask(&["a3", "c3"])), 0);
        // Five in a row on row 1 between the corners.
        let five = mask(&["b1", "c1", "d1", "e1", "f1"]);
        assert_eq!(enclosed(five, mask(&["a1", "g1"])), five);
        // A gap breaks the row.
        assert_eq!(enclosed(mask(&["b1", "d1"]), mask(&["a1", "e1"])), 0);
    }

    /// Built directly: walling in four stones takes eight enemy stones, more than a
    /// position may hold, so no parsed position reaches this rule.
    #[test]
    fn a_player_with_no_legal_move_loses() {
        let o = Options::new();
        let seven = Allmer::parse("b W:a2,a3,b1,f1,g1,c2,d2 B:a1,c1,d1,e1", &o).unwrap();
        let e2 = square(board::parse("e2").unwrap());
        let walled = Allmer { stones: [seven.stones[0] | bit(e2), seven.stones[1]], side: Side::Black };
        assert!(walled.legal_move_list().is_empty());
        assert_eq!(walled.end(), Some(End::new(Outcome::Win(Side::White), EndReason::NoLegalMove)));
        assert_eq!(walled.parse_move("e1-e2"), Err(Error::GameOver));
    }

    #[test]
    fn can_move_agrees_with_generate() {
        for text in [START, "w W:a1 B:a2,b1", "w W:a1,b1 B:a2,b2,c1", "b W:a1,a2,b1 B:c3"] {
            let p = Allmer::parse(text, &Options::new()).unwrap();
            let mut v = Vec::new();
            p.generate(&mut v);
            assert_eq!(p.can_move(p.side), !v.is_empty(), "{text}");
        }
    }
}
