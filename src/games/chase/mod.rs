//! Pyramid Chase (Florin Lupusoru): chess on a triangle of 561 hexagons, where both
//! armies climb toward the apex and the first King on `a33` wins. Rules as written in
//! `www/rules/chase.html`.

pub mod board;
pub mod drawing;
pub mod eval;

use crate::drawing::Drawing;
use crate::game::{
    BoardShape, Cell, CellNote, End, EndReason, Error, Event, Events, FieldSpec, Game, Mark, MoveShape, OptionSpec,
    Options, Outcome, Piece, PieceKind, Removal, Side, Words,
};
use crate::message::{self, Phrase};
use crate::notation::{join_position, split_position};
use board::*;
use std::fmt;

const OPTIONS: &[OptionSpec] = &[
    OptionSpec { key: "power", values: &["any", "own"] },
    OptionSpec { key: "knight", values: &["all", "forward"] },
    OptionSpec { key: "setup", values: &["edges", "bottom"] },
];

const WORDS: &[Words] = &[
    Words {
        key: "power",
        label: "Power level",
        help: "any: no move may end more than one rank above the highest piece on the board; own: above the mover's own highest piece, captures included.",
    },
    Words {
        key: "knight",
        label: "Knight leaps",
        help: "all: the twelve Gliński leaps; forward: only the six that climb (for Queens too).",
    },
    Words {
        key: "setup",
        label: "Set-up",
        help: "edges: the armies stand along the two slanted edges; bottom: both back ranks on rank 1.",
    },
    Words { key: "clock", label: "Plies since a capture or a Pawn move", help: "At 100 the game is drawn." },
];

/// The set-ups, as data: positions in the game's notation.
pub const SETUPS: &[(&str, &str)] = &[
    (
        "edges",
        "w W:Ra1,Pb1,Na2,Pb2,Ba3,Pb3,Qa4,Pb4,Ka5,Pb5,Ba6,Pb6,Na7,Pb7,Ra8,Pb8 \
         B:Paf1,Rag1,Pae2,Naf2,Pad3,Bae3,Pac4,Qad4,Pab5,Kac5,Paa6,Bab6,Pz7,Naa7,Py8,Rz8",
    ),
    (
        "bottom",
        "w W:Ra1,Nb1,Bc1,Qd1,Ke1,Bf1,Ng1,Rh1,Pa2,Pb2,Pc2,Pd2,Pe2,Pf2,Pg2,Ph2 \
         B:Rz1,Naa1,Bab1,Qac1,Kad1,Bae1,Naf1,Rag1,Py2,Pz2,Paa2,Pab2,Pac2,Pad2,Pae2,Paf2",
    ),
];

/// The highest ranks: Kings only, and no capture there.
const SUMMIT: i32 = 31;
/// Plies without a capture or a pawn move that draw the game.
const MOVE_LIMIT: u16 = 100;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// H counts only the mover's pieces, and limits captures and attacks too.
    pub power_own: bool,
    pub knight_forward: bool,
}

impl Rules {
    fn from_options(options: &Options) -> Result<(Rules, &'static str), Error> {
        options.validate(OPTIONS)?;
        let rules = Rules {
            power_own: options.get(&OPTIONS[0]) == "own",
            knight_forward: options.get(&OPTIONS[1]) == "forward",
        };
        let setup = SETUPS.iter().find(|(name, _)| *name == options.get(&OPTIONS[2])).expect("validated").1;
        Ok((rules, setup))
    }

    /// The knight's leaps as mailbox offsets.
    fn leaps(&self) -> &'static [i32] {
        const ALL: [i32; 12] = {
            let mut out = [0; 12];
            let mut k = 0;
            while k < 12 {
                out[k] = delta(LEAPS[k].0, LEAPS[k].1);
                k += 1;
            }
            out
        };
        if self.knight_forward {
            &ALL[..6]
        } else {
            &ALL
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: u16,
    pub to: u16,
}

/// A position: the mailbox, each side's pieces as a set of cells, and the counters.
#[derive(Clone, PartialEq, Eq)]
pub struct Chase {
    squares: [u8; SQUARES],
    /// Each side's occupied cells (canonical cell indices), as bits.
    occupied: [[u64; 9]; 2],
    king: [u16; 2],
    side: Side,
    clock: u16,
    hash: u64,
    rules: Rules,
}

impl fmt::Debug for Chase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Chase({})", self.to_text())
    }
}

fn color(side: Side) -> u8 {
    match side {
        Side::White => 0,
        Side::Black => BLACK,
    }
}

fn letter(kind: u8) -> char {
    ['?', 'K', 'Q', 'R', 'B', 'N', 'P'][kind as usize]
}

/// Where generated moves go: a list, or just a count (perft's leaves).
trait Sink {
    fn add(&mut self, mv: Move);
}

impl Sink for Vec<Move> {
    #[inline(always)]
    fn add(&mut self, mv: Move) {
        self.push(mv);
    }
}

impl Sink for usize {
    #[inline(always)]
    fn add(&mut self, _: Move) {
        *self += 1;
    }
}

/// Where the mover's pieces stand in the way of checks, and whether it is in check now.
struct Safety {
    /// The King is below the summit, where it can be attacked.
    exposed: bool,
    in_check: bool,
    /// Own pieces that shield the King from an enemy on one of its six lines (a slider,
    /// or a pawn two steps below), with that line's step.
    pins: [(u16, i32); 6],
}

impl Safety {
    fn pin(&self, sq: u16) -> Option<i32> {
        self.pins.iter().find(|(s, _)| *s == sq).map(|(_, d)| *d)
    }
}

impl Chase {
    fn is_enemy(&self, piece: u8) -> bool {
        piece != EMPTY && piece != OFF && (piece & BLACK) != color(self.side)
    }

    fn is_own(&self, piece: u8) -> bool {
        piece != EMPTY && piece != OFF && (piece & BLACK) == color(self.side)
    }

    /// The highest rank a piece of `side` stands on (0 with no pieces).
    fn top_rank(occupied: &[u64; 9]) -> i32 {
        let b = board();
        for (w, &word) in occupied.iter().enumerate().rev() {
            if word != 0 {
                let cell = w * 64 + 63 - word.leading_zeros() as usize;
                return b.rank[b.square[cell] as usize] as i32;
            }
        }
        0
    }

    #[inline(always)]
    fn set_bit(&mut self, side: Side, sq: u16, on: bool) {
        let cell = board().cell[sq as usize] as usize;
        let word = &mut self.occupied[side.index()][cell / 64];
        if on {
            *word |= 1 << (cell % 64);
        } else {
            *word &= !(1 << (cell % 64));
        }
    }

    fn put(&mut self, sq: u16, piece: u8) {
        let side = if piece & BLACK != 0 { Side::Black } else { Side::White };
        self.squares[sq as usize] = piece;
        self.set_bit(side, sq, true);
        self.hash ^= board().zobrist[piece as usize][sq as usize];
        if piece & KIND == KING {
            self.king[side.index()] = sq;
        }
    }

    fn take(&mut self, sq: u16) -> u8 {
        let piece = self.squares[sq as usize];
        let side = if piece & BLACK != 0 { Side::Black } else { Side::White };
        self.squares[sq as usize] = EMPTY;
        self.set_bit(side, sq, false);
        self.hash ^= board().zobrist[piece as usize][sq as usize];
        piece
    }

    /// Is `target` attacked by the side not to move, on the board as it would be after
    /// the mover's piece went `from` → `to` (pass `from == to` for the board as it is)?
    fn attacked_after(&self, target: u16, from: u16, to: u16) -> bool {
        let b = board();
        if b.rank[target as usize] as i32 >= SUMMIT {
            return false;
        }
        let enemy = color(self.side.other());
        let moved = self.squares[from as usize];
        let at = |s: i32| -> u8 {
            let s = s as u16;
            if s == to && from != to {
                moved
            } else if s == from && from != to {
                EMPTY
            } else {
                self.squares[s as usize]
            }
        };
        if self.rules.power_own {
            // The enemy reaches one rank above its own highest piece (a captured one gone).
            let mut theirs = self.occupied[self.side.other().index()];
            if from != to && self.squares[to as usize] != EMPTY {
                let cell = b.cell[to as usize] as usize;
                theirs[cell / 64] &= !(1 << (cell % 64));
            }
            if b.rank[target as usize] as i32 > Chase::top_rank(&theirs) + 1 {
                return false;
            }
        }
        let t = target as i32;
        for &d in &STEPS {
            if at(t + d) == enemy | KING {
                return true;
            }
        }
        for &leap in self.rules.leaps() {
            let p = at(t - leap);
            if p == enemy | KNIGHT || p == enemy | QUEEN {
                return true;
            }
        }
        for d in [NE, NW] {
            if at(t - d) == enemy | PAWN || (at(t - d) == EMPTY && at(t - 2 * d) == enemy | PAWN) {
                return true;
            }
        }
        for (k, &d) in STEPS.iter().enumerate() {
            let mut s = t + d;
            loop {
                let p = at(s);
                if p == EMPTY {
                    s += d;
                    continue;
                }
                if p == enemy | ROOK || p == enemy | QUEEN || (p == enemy | BISHOP && k >= 2) {
                    return true;
                }
                break;
            }
        }
        false
    }

    fn safety(&self) -> Safety {
        let king = self.king[self.side.index()];
        let exposed = (board().rank[king as usize] as i32) < SUMMIT;
        let enemy = color(self.side.other());
        let mut pins = [(u16::MAX, 0); 6];
        if exposed {
            for (k, &d) in STEPS.iter().enumerate() {
                let mut s = king as i32 + d;
                while self.squares[s as usize] == EMPTY {
                    s += d;
                }
                if !self.is_own(self.squares[s as usize]) {
                    continue;
                }
                let screen = s;
                s += d;
                while self.squares[s as usize] == EMPTY {
                    s += d;
                }
                let p = self.squares[s as usize];
                let slider = p == enemy | ROOK || p == enemy | QUEEN || (p == enemy | BISHOP && k >= 2);
                // A pawn two steps below the King would take it by a double step.
                let pawn = p == enemy | PAWN && (d == -NE || d == -NW) && s == king as i32 + 2 * d;
                if slider || pawn {
                    pins[k] = (screen as u16, d);
                }
            }
        }
        Safety { exposed, in_check: exposed && self.attacked_after(king, king, king), pins }
    }

    /// Whether `to` lies on the line from the King through a piece pinned along step `d`.
    fn on_line(&self, to: u16, d: i32) -> bool {
        let king = self.king[self.side.index()] as i32;
        let mut s = king + d;
        loop {
            if s == to as i32 {
                return true;
            }
            if self.squares[s as usize] == OFF {
                return false;
            }
            s += d;
        }
    }

    /// Gives the moves of the side to move to `out`; with `safe`, only those that leave its
    /// King unattacked. Ignores whether the game has ended.
    fn generate(&self, out: &mut impl Sink, safe: bool) {
        let b = board();
        let me = self.side;
        let own_top = Chase::top_rank(&self.occupied[me.index()]);
        let quiet_limit = if self.rules.power_own {
            own_top + 1
        } else {
            own_top.max(Chase::top_rank(&self.occupied[me.other().index()])) + 1
        };
        let capture_limit = if self.rules.power_own { (own_top + 1).min(SUMMIT - 1) } else { SUMMIT - 1 };
        let safety = if safe { Some(self.safety()) } else { None };
        let king = self.king[me.index()];
        for (w, &word) in self.occupied[me.index()].iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let cell = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let from = b.square[cell];
                let kind = self.squares[from as usize] & KIND;
                // Most moves need no test: only the King's, those made in check, and those
                // of pinned pieces (exactly along their line under power=any).
                // A King on the summit may still step down into an attack.
                let (check, pin) = match &safety {
                    Some(_) if from == king => (true, None),
                    Some(s) if s.exposed => {
                        let pin = s.pin(from);
                        let full = s.in_check || (pin.is_some() && self.rules.power_own);
                        (full, if full { None } else { pin })
                    }
                    _ => (false, None),
                };
                let quiet_top = if kind == KING { quiet_limit } else { quiet_limit.min(SUMMIT - 1) };
                let mut add = |to: i32, capture: bool| {
                    let rank = b.rank[to as usize] as i32;
                    let ok = if capture { rank <= capture_limit } else { rank <= quiet_top };
                    let ok = ok && pin.is_none_or(|d| self.on_line(to as u16, d));
                    if ok
                        && (!check
                            || !self.attacked_after(if from == king { to as u16 } else { king }, from, to as u16))
                    {
                        out.add(Move { from, to: to as u16 });
                    }
                };
                let f = from as i32;
                match kind {
                    KING => {
                        for &d in &STEPS {
                            self.step(f + d, &mut add);
                        }
                    }
                    PAWN => {
                        for d in [NE, NW] {
                            if self.step(f + d, &mut add) {
                                self.step(f + 2 * d, &mut add);
                            }
                        }
                    }
                    KNIGHT => {
                        for &leap in self.rules.leaps() {
                            self.step(f + leap, &mut add);
                        }
                    }
                    _ => {
                        let dirs: &[i32] = if kind == BISHOP { &BISHOP_STEPS } else { &STEPS };
                        for &d in dirs {
                            let mut s = f + d;
                            while self.step(s, &mut add) {
                                s += d;
                            }
                        }
                        if kind == QUEEN {
                            for &leap in self.rules.leaps() {
                                self.step(f + leap, &mut add);
                            }
                        }
                    }
                }
            }
        }
    }

    /// Offers a move onto `to`; true when `to` was empty (a slide may go on).
    #[inline(always)]
    fn step(&self, to: i32, add: &mut impl FnMut(i32, bool)) -> bool {
        let p = self.squares[to as usize];
        if p == EMPTY {
            add(to, false);
            true
        } else {
            if self.is_enemy(p) {
                add(to, true);
            }
            false
        }
    }

    fn on_top(&self) -> Option<Side> {
        let top = board().square[CELLS - 1];
        Side::BOTH.into_iter().find(|s| self.king[s.index()] == top)
    }

    /// The game is over without looking at the moves: a King on the top, or the move limit.
    fn finished_early(&self) -> bool {
        self.on_top().is_some() || self.clock >= MOVE_LIMIT
    }

    fn side_in_check(&self, side: Side) -> bool {
        let mut view = self.clone();
        view.side = side;
        let king = view.king[side.index()];
        view.attacked_after(king, king, king)
    }

    /// The legal moves found the slow way: play every move and see whether the mover's
    /// King stands attacked. The property tests hold [`Game::legal_moves`] to it.
    pub fn legal_moves_by_trial(&self) -> Vec<Move> {
        if self.finished_early() {
            return Vec::new();
        }
        let mut moves = Vec::new();
        self.generate(&mut moves, false);
        moves.retain(|mv| {
            let mut after = self.clone();
            after.play_unchecked(mv, &mut ());
            !after.side_in_check(self.side)
        });
        moves
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn clock(&self) -> u16 {
        self.clock
    }

    /// The highest rank a move of the side to move may end on now (the power level).
    pub fn frontier(&self) -> i32 {
        let own = Chase::top_rank(&self.occupied[self.side.index()]);
        let h = if self.rules.power_own {
            own
        } else {
            own.max(Chase::top_rank(&self.occupied[self.side.other().index()]))
        };
        (h + 1).min(RANKS)
    }

    pub fn in_check(&self) -> bool {
        self.side_in_check(self.side)
    }

    /// The King in check, if the side to move is in check.
    pub fn checked_king(&self) -> Option<Cell> {
        self.in_check().then(|| board().cell[self.king[self.side.index()] as usize])
    }
}

impl Game for Chase {
    fn piece_kinds() -> &'static [PieceKind] {
        &[
            PieceKind { letter: 'K', name: "King" },
            PieceKind { letter: 'Q', name: "Queen" },
            PieceKind { letter: 'R', name: "Rook" },
            PieceKind { letter: 'B', name: "Bishop" },
            PieceKind { letter: 'N', name: "Knight" },
            PieceKind { letter: 'P', name: "Pawn" },
        ]
    }

    fn position_fields() -> &'static [FieldSpec] {
        &[FieldSpec { key: "clock", values: &[] }]
    }

    const WORDS: &'static [Words] = WORDS;

    type Move = Move;
    type Key = u64;

    const NAME: &'static str = "chase";
    const TITLE: &'static str = "Pyramid Chase";
    const CREDIT: &'static str = "by Florin Lupusoru";
    const SUMMARY: &'static str = "Chess on a triangle of 561 hexagons: the first King on the summit wins.";
    const PIECE: &'static str = "piece";
    const PIECES: &'static str = "pieces";
    const MOVE_EXAMPLE: &'static str = "a2-c3";
    const KEYS: &'static str = "Tab to the board, then ← and → move along the rank, ↑ and ↓ along the file; Home and End go to the ends of a row.";
    const SHAPE: BoardShape = BoardShape::Hexes;
    const DRAWING: &'static dyn Drawing = &drawing::Hexes;

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn start(options: &Options) -> Result<Self, Error> {
        let (_, setup) = Rules::from_options(options)?;
        Chase::parse(setup, options)
    }

    fn parse(text: &str, options: &Options) -> Result<Self, Error> {
        let (rules, _) = Rules::from_options(options)?;
        let parts = split_position(text)?;
        parts.only_fields(&["clock"])?;
        let clock = match parts.field("clock") {
            None => 0,
            Some(v) => match v.parse::<u16>() {
                Ok(n) if !v.starts_with('+') => n,
                _ => return Err(Error::position(format!("clock={v}"), Phrase::new("reason-chase-clock"))),
            },
        };
        let b = board();
        let mut pos = Chase {
            squares: b.empty,
            occupied: [[0; 9]; 2],
            king: [u16::MAX; 2],
            side: parts.side,
            clock,
            hash: 0,
            rules,
        };
        for side in Side::BOTH {
            for token in parts.list(side) {
                let mut chars = token.chars();
                let kind = match chars.next() {
                    Some('K') => KING,
                    Some('Q') => QUEEN,
                    Some('R') => ROOK,
                    Some('B') => BISHOP,
                    Some('N') => KNIGHT,
                    Some('P') => PAWN,
                    _ => return Err(Error::position(*token, Phrase::new("reason-chase-piece-letter"))),
                };
                let sq = b.parse(chars.as_str()).map_err(|why| Error::position(*token, why))?;
                if pos.squares[sq as usize] != EMPTY {
                    return Err(Error::position(*token, Phrase::new("reason-chase-two-pieces")));
                }
                if kind == KING && pos.king[side.index()] != u16::MAX {
                    return Err(Error::position(*token, Phrase::new("reason-chase-two-kings").side("side", side)));
                }
                if kind != KING && b.rank[sq as usize] as i32 >= SUMMIT {
                    return Err(Error::position(*token, Phrase::new("reason-chase-summit-piece")));
                }
                pos.put(sq, kind | color(side));
            }
            if pos.king[side.index()] == u16::MAX {
                return Err(Error::position(text.trim(), Phrase::new("reason-chase-no-king").side("side", side)));
            }
        }
        if pos.side == Side::Black {
            pos.hash ^= b.black_to_move;
        }
        if pos.side_in_check(pos.side.other()) {
            let reason =
                Phrase::new("reason-chase-check-out-of-turn").side("checked", pos.side.other()).side("side", pos.side);
            return Err(Error::position(text.trim(), reason));
        }
        Ok(pos)
    }

    fn to_text(&self) -> String {
        let b = board();
        let mut lists = [Vec::new(), Vec::new()];
        for &sq in &b.square {
            let p = self.squares[sq as usize];
            if p != EMPTY {
                let side = if p & BLACK != 0 { 1 } else { 0 };
                lists[side].push(format!("{}{}", letter(p & KIND), b.name(sq)));
            }
        }
        let fields = if self.clock > 0 { vec![("clock", self.clock.to_string())] } else { vec![] };
        join_position(self.side, &lists[0], &lists[1], &fields)
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        if !self.finished_early() {
            self.generate(out, true);
        }
    }

    fn count_moves(&self) -> usize {
        let mut n = 0;
        if !self.finished_early() {
            self.generate(&mut n, true);
        }
        n
    }

    fn play_unchecked(&mut self, mv: &Move, events: &mut impl Events) {
        let b = board();
        let me = self.side;
        let piece = self.take(mv.from);
        let captured = self.squares[mv.to as usize];
        let (from, to) = (b.cell[mv.from as usize], b.cell[mv.to as usize]);
        events.push(|| Event::Move { side: me, from, to });
        if captured != EMPTY {
            self.take(mv.to);
            events.push(|| Event::Removed { side: me.other(), at: to, why: Removal::Captured });
        }
        self.put(mv.to, piece);
        self.clock = if captured != EMPTY || piece & KIND == PAWN { 0 } else { self.clock.saturating_add(1) };
        self.side = me.other();
        self.hash ^= b.black_to_move;
    }

    fn end(&self) -> Option<End> {
        if let Some(side) = self.on_top() {
            return Some(End::new(Outcome::Win(side), EndReason::ReachedTop));
        }
        let mut moves = Vec::new();
        self.generate(&mut moves, true);
        if moves.is_empty() {
            return Some(if self.in_check() {
                End::new(Outcome::Win(self.side.other()), EndReason::Checkmate)
            } else {
                End::new(Outcome::Draw, EndReason::Stalemate)
            });
        }
        (self.clock >= MOVE_LIMIT).then(|| End::new(Outcome::Draw, EndReason::MoveLimit))
    }

    fn key(&self) -> u64 {
        self.hash
    }

    fn repetition_end(_mover: Side) -> End {
        End::new(Outcome::Draw, EndReason::Repetition)
    }

    fn move_text(&self, mv: &Move) -> String {
        let b = board();
        format!("{}-{}", b.name(mv.from), b.name(mv.to))
    }

    fn parse_move(&self, text: &str) -> Result<Move, Error> {
        let text = text.trim();
        let b = board();
        // `x` is also a file letter, so the first cell is found by its shape: letters, digits.
        let letters = text.find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(text.len());
        // Checked slicing, though these are char boundaries: a slice's panic would link
        // core's escaping of the text into each page's wasm (about 3 KiB gzipped).
        let after = text.get(letters..).unwrap_or_default();
        let digits = letters + after.find(|c: char| !c.is_ascii_digit()).unwrap_or(after.len());
        let (a, rest) = text.split_at_checked(digits).unwrap_or((text, ""));
        let (z, capture) = match (rest.strip_prefix('-'), rest.strip_prefix('x')) {
            (Some(z), _) => (z, false),
            (_, Some(z)) => (z, true),
            _ => return Err(Error::bad_move(text, Phrase::new("reason-chase-move"))),
        };
        let from = b.parse(a).map_err(|why| Error::bad_move(a, why))?;
        let to = b.parse(z).map_err(|why| Error::bad_move(z, why))?;
        if self.finished_early() {
            return Err(Error::GameOver);
        }
        let mv = Move { from, to };
        let piece = self.squares[from as usize];
        if !self.is_own(piece) {
            let reason = Phrase::new("reason-chase-no-piece").side("side", self.side).text("cell", b.name(from));
            return Err(Error::illegal(text, reason));
        }
        if capture && !self.is_enemy(self.squares[to as usize]) {
            return Err(Error::bad_move(text, Phrase::new("reason-chase-no-capture").text("cell", b.name(to))));
        }
        let mut moves = Vec::new();
        self.generate(&mut moves, true);
        if moves.contains(&mv) {
            return Ok(mv);
        }
        if moves.is_empty() {
            return Err(Error::GameOver);
        }
        moves.clear();
        self.generate(&mut moves, false);
        let reason = if moves.contains(&mv) {
            Phrase::new("reason-chase-check")
        } else if piece & KIND != KING && b.rank[to as usize] as i32 >= SUMMIT {
            Phrase::new("reason-chase-summit-move")
        } else if b.rank[to as usize] as i32 > self.frontier() {
            Phrase::new("reason-chase-power").count("rank", self.frontier() as i64)
        } else {
            Phrase::new("reason-chase-step")
                .piece("piece", message::piece_key(&letter(piece & KIND).to_string()))
                .text("from", b.name(from))
                .text("to", b.name(to))
        };
        Err(Error::illegal(text, reason))
    }

    fn move_shapes(&self, mv: &Move) -> Vec<MoveShape> {
        let b = board();
        let capture = self.squares[mv.to as usize] != EMPTY;
        vec![MoveShape {
            text: self.move_text(mv),
            clicks: vec![
                (b.cell[mv.from as usize], Mark::Piece),
                (b.cell[mv.to as usize], if capture { Mark::Capture } else { Mark::Target }),
            ],
        }]
    }

    fn turn_note(&self) -> Option<&'static str> {
        self.in_check().then_some("check")
    }

    fn cell_notes(&self) -> Vec<(Cell, CellNote)> {
        let b = board();
        let frontier = self.frontier();
        let mut notes: Vec<(Cell, CellNote)> = (1..=34 - frontier)
            .filter_map(|i| b.at(frontier, i))
            .map(|sq| (b.cell[sq as usize], CellNote::Frontier))
            .collect();
        notes.extend(self.checked_king().map(|k| (k, CellNote::Check)));
        notes
    }

    fn cell_count() -> usize {
        CELLS
    }

    fn cell_name(cell: Cell) -> String {
        let b = board();
        b.name(b.square[cell as usize])
    }

    fn pieces(&self) -> Vec<(Cell, Piece)> {
        let b = board();
        let mut out = Vec::new();
        for (cell, &sq) in b.square.iter().enumerate() {
            let p = self.squares[sq as usize];
            if p != EMPTY {
                let side = if p & BLACK != 0 { Side::Black } else { Side::White };
                out.push((cell as Cell, Piece { side, kind: letter(p & KIND) }));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_setups_parse_and_print_canonically() {
        for (name, text) in SETUPS {
            let mut o = Options::new();
            o.set("setup", name);
            let p = Chase::start(&o).unwrap();
            assert_eq!(p.to_text(), text.split_whitespace().collect::<Vec<_>>().join(" "), "{name}");
        }
    }
}
