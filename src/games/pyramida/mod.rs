//! Pyramida (Zbyšek Vlasák): stones climb a pyramid of black squares and push enemy
//! stones back down. Rules as written in `www/rules/pyramida.html`.

pub mod board;
pub mod drawing;
pub mod eval;

use crate::drawing::Drawing;
use crate::game::{
    BoardShape, Cell, End, EndReason, Error, Event, Events, FieldSpec, Game, Mark, MoveShape, OptionSpec, Options,
    Outcome, Piece, Removal, Side, Words,
};
use crate::message::Phrase;
use crate::notation::{join_position, split_from_to, split_position};
use board::{below, bit, board, cells, first, single, Bits, Board, BACKWARD, CELLS, NONE, TOP};

const OPTIONS: &[OptionSpec] =
    &[OptionSpec { key: "opening-guard", values: &["on", "off"] }, OptionSpec { key: "chain", values: &["on", "off"] }];

const WORDS: &[Words] = &[
    Words {
        key: "opening-guard",
        label: "Opening guard",
        help: "A stone arriving on row 2 makes no contact attack against a stone on row 1.",
    },
    Words { key: "chain", label: "Chain reactions", help: "A move made as an extra move can attack too." },
    Words {
        key: "extra",
        label: "Extra move",
        help: "1: the side to move is taking the extra move its last move earned.",
    },
];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub opening_guard: bool,
    pub chain: bool,
}

impl Rules {
    fn from_options(options: &Options) -> Result<Rules, Error> {
        options.validate(OPTIONS)?;
        Ok(Rules { opening_guard: options.get(&OPTIONS[0]) == "on", chain: options.get(&OPTIONS[1]) == "on" })
    }
}

/// What a forward move does to the enemy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Attack {
    None,
    /// The victim stepped back diagonally to `to`.
    Contact {
        victim: u8,
        to: u8,
    },
    /// The upper stone of a column slid down it to `to`.
    Column {
        victim: u8,
        to: u8,
    },
    /// The victim could not retreat: the mover moves again.
    Blocked {
        victim: u8,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Pass,
    Step { from: u8, to: u8, attack: Attack },
}

/// Where generated moves go: a list, or just a count (perft's leaves).
trait Sink {
    fn add(&mut self, mv: Move);
    fn count(&self) -> usize;
}

impl Sink for Vec<Move> {
    #[inline(always)]
    fn add(&mut self, mv: Move) {
        self.push(mv);
    }
    fn count(&self) -> usize {
        self.len()
    }
}

impl Sink for usize {
    #[inline(always)]
    fn add(&mut self, _: Move) {
        *self += 1;
    }
    fn count(&self) -> usize {
        *self
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pyramida {
    stones: [Bits; 2],
    side: Side,
    /// The side to move is taking an extra move.
    extra: bool,
    rules: Rules,
}

impl Pyramida {
    pub fn stones(&self, side: Side) -> Bits {
        self.stones[side.index()]
    }

    pub fn is_extra_move(&self) -> bool {
        self.extra
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    fn occupied(&self) -> Bits {
        self.stones[0] | self.stones[1]
    }

    #[inline(always)]
    fn can_step(&self, side: Side) -> bool {
        let b = board();
        let empty = !self.occupied();
        cells(self.stones(side)).any(|c| b.around(c) & empty != 0)
    }

    /// The contact attack of the step `from`-`to` on `victim`: one move per empty cell
    /// it may retreat to (with `occupied` as the board after the step), or the extra move
    /// when it has none.
    #[inline(always)]
    fn push_retreats(&self, b: &Board, from: u8, to: u8, victim: u8, occupied: Bits, out: &mut impl Sink) {
        let last = single(self.stones(self.side.other()));
        let before = out.count();
        for d in BACKWARD {
            let one = b.step(victim, d);
            if one == NONE || occupied & bit(one) != 0 {
                continue;
            }
            out.add(Move::Step { from, to, attack: Attack::Contact { victim, to: one } });
            if last {
                let two = b.step(one, d);
                if two != NONE && occupied & bit(two) == 0 {
                    out.add(Move::Step { from, to, attack: Attack::Contact { victim, to: two } });
                }
            }
        }
        if out.count() == before {
            out.add(Move::Step { from, to, attack: Attack::Blocked { victim } });
        }
    }

    /// Every legal version of the forward step `from`-`to` into one of the
    /// [`Pyramida::attacking_cells`]: one per choice the attacker has.
    fn push_attack(&self, b: &Board, from: u8, to: u8, out: &mut impl Sink) {
        let enemy = self.side.other();
        let none = Move::Step { from, to, attack: Attack::None };
        if to == TOP {
            out.add(none);
            return;
        }
        let after = self.occupied() & !bit(from) | bit(to);
        let contact = b.contact(self.rules.opening_guard, to) & self.stones(enemy);
        // The column attack comes first; a contact attack only when it cannot retreat.
        let column = self.column_victim(b, to);
        if let Some(victim) = column {
            if let Some(dest) = column_landing(b.file_mask(to), victim, after) {
                out.add(Move::Step { from, to, attack: Attack::Column { victim, to: dest } });
                return;
            }
            if contact == 0 {
                out.add(Move::Step { from, to, attack: Attack::Blocked { victim } });
                return;
            }
        }
        if contact == 0 {
            out.add(none);
            return;
        }
        for victim in cells(contact) {
            self.push_retreats(b, from, to, victim, after, out);
        }
    }

    /// The step `from`-`to` to an empty cell, with its attacks if it goes `forward` into
    /// one of the `attacking` cells.
    #[inline(always)]
    fn push_step(&self, b: &Board, from: u8, to: u8, forward: bool, attacking: Bits, out: &mut impl Sink) {
        if forward && attacking & bit(to) != 0 {
            self.push_attack(b, from, to, out);
        } else {
            out.add(Move::Step { from, to, attack: Attack::None });
        }
    }

    /// The legal moves, into a list or a count.
    fn generate(&self, out: &mut impl Sink) {
        // A side without stones has lost. The other end, neither side able to step, is
        // found after the loop: a step is generated exactly when the side can step.
        if self.stones[0] == 0 || self.stones[1] == 0 {
            return;
        }
        let b = board();
        let own = self.stones(self.side);
        let empty = !self.occupied();
        let last = single(own);
        let attacks = !self.extra || self.rules.chain;
        // Most forward steps attack nobody: only those into these cells need a closer look.
        let hot = if attacks { self.attacking_cells(b) } else { 0 };
        let before = out.count();
        for from in cells(own) {
            for d in 0..4 {
                let one = b.step(from, d);
                if one == NONE || empty & bit(one) == 0 {
                    continue;
                }
                // DIRECTIONS lists the two forward directions first.
                self.push_step(b, from, one, d < 2, hot, out);
                if last && one != TOP {
                    let two = b.step(one, d);
                    if two != NONE && empty & bit(two) != 0 {
                        self.push_step(b, from, two, d < 2, hot, out);
                    }
                }
            }
        }
        if out.count() == before && self.can_step(self.side.other()) {
            out.add(Move::Pass);
        }
    }

    /// The number of legal moves, [`Pyramida::generate`]'s without the list: the steps
    /// that attack nobody are counted a stone at a time, as the bits of a mask (wasm has
    /// an instruction for that), and only the attacking steps one by one.
    fn count(&self) -> usize {
        let own = self.stones(self.side);
        let mut n = 0;
        if self.stones[0] == 0 || self.stones[1] == 0 || single(own) {
            self.generate(&mut n);
            return n;
        }
        let b = board();
        let empty = !self.occupied();
        let attacks = !self.extra || self.rules.chain;
        let hot = if attacks { self.attacking_cells(b) } else { 0 };
        for from in cells(own) {
            let forward = b.forward(from) & empty;
            n += (b.backward(from) & empty | forward & !hot).count_ones() as usize;
            for to in cells(forward & hot) {
                self.push_attack(b, from, to, &mut n);
            }
        }
        if n == 0 && self.can_step(self.side.other()) {
            n = 1;
        }
        n
    }

    /// The cells into which a forward step of the side to move attacks (the top aside,
    /// where no step attacks): those next to an enemy stone, but for the opening guard's
    /// exception, and those below the upper, enemy, stone of a column that holds one
    /// stone of each side. The files of each side's stones are bits of one 32-bit word, so
    /// that a column is looked at only where a file holds stones of both sides, not once
    /// an enemy stone with three 128-bit masks.
    #[inline(always)]
    fn attacking_cells(&self, b: &Board) -> Bits {
        let own = self.stones(self.side);
        let enemy = self.stones(self.side.other());
        let mut hot = 0;
        let (mut theirs, mut mine) = (0u32, 0u32);
        for victim in cells(enemy) {
            hot |= b.contact(self.rules.opening_guard, victim);
            theirs |= 1 << b.file(victim);
        }
        for stone in cells(own) {
            mine |= 1 << b.file(stone);
        }
        // Only a file with stones of both sides can hold a column attack.
        let mut shared = theirs & mine;
        while shared != 0 {
            let column = b.column_mask[shared.trailing_zeros() as usize & 31];
            shared &= shared - 1;
            if let Some(upper) = column_target(own, enemy, column) {
                hot |= column & below(upper);
            }
        }
        hot
    }

    /// The enemy stone a move into `to`'s column attacks, judged before the move: the
    /// column holds exactly one own stone below one enemy stone, and `to` is below it.
    #[inline(always)]
    fn column_victim(&self, b: &Board, to: u8) -> Option<u8> {
        let upper = column_target(self.stones(self.side), self.stones(self.side.other()), b.file_mask(to))?;
        (b.row(to) < b.row(upper)).then_some(upper)
    }

    fn parse_cell(text: &str) -> Result<u8, Phrase> {
        board().parse(text)
    }
}

impl Game for Pyramida {
    fn position_fields() -> &'static [FieldSpec] {
        &[FieldSpec { key: "extra", values: &["0", "1"] }]
    }

    const WORDS: &'static [Words] = WORDS;

    type Move = Move;
    type Key = (Bits, Bits, Side);

    const NAME: &'static str = "pyramida";
    const TITLE: &'static str = "Pyramida";
    const CREDIT: &'static str = "by Zbyšek Vlasák";
    const SUMMARY: &'static str = "Climb the pyramid of black squares and push enemy stones back down.";
    const PIECE: &'static str = "stone";
    const PIECES: &'static str = "stones";
    const MOVE_EXAMPLE: &'static str = "d1-e2";
    const KEYS: &'static str = "Tab to the board, then the arrow keys move to the four diagonal neighbours: ↑ up-right, → down-right, ↓ down-left, ← up-left; Home and End go to the ends of a row.";
    const CHOICES: &'static [(Mark, &'static str)] =
        &[(Mark::Victim, "choice-pyramida-victim"), (Mark::Retreat, "choice-pyramida-retreat")];
    const SHAPE: BoardShape = BoardShape::Squares;
    const DRAWING: &'static dyn Drawing = &drawing::Squares;

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn start(options: &Options) -> Result<Self, Error> {
        Pyramida::parse("w W:d1,h1,l1,p1,t1 B:b1,f1,j1,n1,r1", options)
    }

    fn parse(text: &str, options: &Options) -> Result<Self, Error> {
        let rules = Rules::from_options(options)?;
        let parts = split_position(text)?;
        parts.only_fields(&["extra"])?;
        let extra = match parts.field("extra") {
            None | Some("0") => false,
            Some("1") => true,
            Some(v) => return Err(Error::position(format!("extra={v}"), Phrase::new("reason-pyramida-extra"))),
        };
        let mut stones = [0; 2];
        for side in Side::BOTH {
            for token in parts.list(side) {
                let cell = Pyramida::parse_cell(token).map_err(|why| Error::position(*token, why))?;
                if cell == TOP {
                    return Err(Error::position(*token, Phrase::new("reason-pyramida-top")));
                }
                if (stones[0] | stones[1]) & bit(cell) != 0 {
                    return Err(Error::position(*token, Phrase::new("reason-pyramida-two-stones")));
                }
                stones[side.index()] |= bit(cell);
            }
        }
        if stones == [0, 0] {
            return Err(Error::position(text.trim(), Phrase::new("reason-pyramida-no-stones")));
        }
        Ok(Pyramida { stones, side: parts.side, extra, rules })
    }

    fn to_text(&self) -> String {
        let b = board();
        let list = |side| cells(self.stones(side)).map(|c| b.name(c)).collect::<Vec<_>>();
        let fields = if self.extra { vec![("extra", "1".to_string())] } else { vec![] };
        join_position(self.side, &list(Side::White), &list(Side::Black), &fields)
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        self.generate(out);
    }

    fn count_moves(&self) -> usize {
        self.count()
    }

    fn play_unchecked(&mut self, mv: &Move, events: &mut impl Events) {
        let me = self.side;
        let enemy = me.other();
        match *mv {
            Move::Pass => events.push(|| Event::Pass { side: me }),
            Move::Step { from, to, attack } => {
                let (from_cell, to_cell) = (from as Cell, to as Cell);
                self.stones[me.index()] ^= bit(from) | bit(to);
                events.push(|| Event::Move { side: me, from: from_cell, to: to_cell });
                if to == TOP {
                    self.stones[me.index()] &= !bit(to);
                    events.push(|| Event::Removed { side: me, at: to_cell, why: Removal::Top });
                }
                match attack {
                    Attack::None => {}
                    Attack::Contact { victim, to } => {
                        self.stones[enemy.index()] ^= bit(victim) | bit(to);
                        events.push(|| Event::ContactRetreat { side: enemy, from: victim as Cell, to: to as Cell });
                    }
                    Attack::Column { victim, to } => {
                        self.stones[enemy.index()] ^= bit(victim) | bit(to);
                        events.push(|| Event::ColumnRetreat { side: enemy, from: victim as Cell, to: to as Cell });
                    }
                    Attack::Blocked { victim } => {
                        self.extra = true;
                        events.push(|| Event::ExtraMove { side: me, victim: victim as Cell });
                        return;
                    }
                }
            }
        }
        self.side = enemy;
        self.extra = false;
    }

    fn end(&self) -> Option<End> {
        for side in Side::BOTH {
            if self.stones(side) == 0 {
                return Some(End::new(Outcome::Win(side), EndReason::AllStonesOff));
            }
        }
        if !self.can_step(self.side) && !self.can_step(self.side.other()) {
            return Some(End::new(Outcome::Draw, EndReason::NobodyCanMove));
        }
        None
    }

    /// The mirror image across file k: the rules have no left or right.
    fn images(&self) -> Vec<Pyramida> {
        let b = board();
        let mirror = |mask: Bits| {
            cells(mask).filter_map(|c| b.cell(board::FILES + 1 - b.file(c), b.row(c))).fold(0, |m, c| m | bit(c))
        };
        vec![Pyramida { stones: self.stones.map(mirror), ..*self }]
    }

    fn key(&self) -> Self::Key {
        (self.stones[0], self.stones[1], self.side)
    }

    fn repetition_end(mover: Side) -> End {
        End::new(Outcome::Win(mover.other()), EndReason::Repetition)
    }

    fn move_text(&self, mv: &Move) -> String {
        let b = board();
        match *mv {
            Move::Pass => "pass".to_string(),
            Move::Step { from, to, attack } => {
                let step = format!("{}-{}", b.name(from), b.name(to));
                match attack {
                    Attack::None => step,
                    Attack::Contact { victim, to } | Attack::Column { victim, to } => {
                        format!("{step} {}>{}", b.name(victim), b.name(to))
                    }
                    Attack::Blocked { victim } => format!("{step} {}+", b.name(victim)),
                }
            }
        }
    }

    fn continues_move(word: &str) -> bool {
        word.contains('>') || word.ends_with('+')
    }

    fn parse_move(&self, text: &str) -> Result<Move, Error> {
        let text = text.trim();
        let legal = self.legal_move_list();
        if legal.is_empty() {
            return Err(Error::GameOver);
        }
        if text == "pass" {
            return if legal == [Move::Pass] {
                Ok(Move::Pass)
            } else {
                Err(Error::illegal(text, Phrase::new("reason-pyramida-pass")))
            };
        }
        if text.split(' ').any(str::is_empty) {
            return Err(Error::bad_move(text, Phrase::new("reason-single-spaces")));
        }
        let mut tokens = text.split(' ');
        let step = tokens.next().unwrap_or("");
        let attack = tokens.next();
        if let Some(extra) = tokens.next() {
            return Err(Error::bad_move(extra, Phrase::new("reason-pyramida-after-attack")));
        }
        let (a, z) = split_from_to(step).ok_or_else(|| Error::bad_move(step, Phrase::new("reason-pyramida-move")))?;
        let from = Pyramida::parse_cell(a).map_err(|why| Error::bad_move(a, why))?;
        let to = Pyramida::parse_cell(z).map_err(|why| Error::bad_move(z, why))?;
        let wanted = match attack {
            None => None,
            Some(token) => Some(parse_attack(token)?),
        };
        let b = board();
        let matching: Vec<Move> = legal
            .iter()
            .filter(|m| matches!(m, Move::Step { from: f, to: t, .. } if *f == from && *t == to))
            .copied()
            .collect();
        if matching.is_empty() {
            let reason = if self.stones(self.side) & bit(from) == 0 {
                Phrase::new("reason-pyramida-no-stone").side("side", self.side).text("cell", b.name(from))
            } else if self.occupied() & bit(to) != 0 {
                Phrase::new("reason-pyramida-not-empty").text("cell", b.name(to))
            } else {
                Phrase::new("reason-pyramida-step").text("from", b.name(from)).text("to", b.name(to))
            };
            return Err(Error::illegal(text, reason));
        }
        let Some(wanted) = wanted else {
            return match matching.as_slice() {
                [only] => Ok(*only),
                _ => {
                    let moves = matching.iter().map(|m| self.move_text(m)).collect::<Vec<_>>().join(", ");
                    Err(Error::bad_move(text, Phrase::new("reason-pyramida-which-attack").text("moves", moves)))
                }
            };
        };
        let found = matching.iter().find(|m| match (m, wanted) {
            (Move::Step { attack: Attack::None, .. }, _) => false,
            (Move::Step { attack: Attack::Blocked { victim }, .. }, (v, None)) => *victim == v,
            (
                Move::Step { attack: Attack::Contact { victim, to } | Attack::Column { victim, to }, .. },
                (v, Some(d)),
            ) => *victim == v && *to == d,
            _ => false,
        });
        found.copied().ok_or_else(|| {
            let moves = matching.iter().map(|m| self.move_text(m)).collect::<Vec<_>>().join(", ");
            Error::illegal(text, Phrase::new("reason-pyramida-other-attack").text("moves", moves))
        })
    }

    fn move_shapes(&self, mv: &Move) -> Vec<MoveShape> {
        let text = self.move_text(mv);
        let clicks = match *mv {
            Move::Pass => vec![],
            Move::Step { from, to, attack } => {
                let mut clicks = vec![(from as Cell, Mark::Piece), (to as Cell, Mark::Target)];
                match attack {
                    Attack::None => {}
                    Attack::Contact { victim, to } | Attack::Column { victim, to } => {
                        clicks.push((victim as Cell, Mark::Victim));
                        clicks.push((to as Cell, Mark::Retreat));
                    }
                    Attack::Blocked { victim } => clicks.push((victim as Cell, Mark::Victim)),
                }
                clicks
            }
        };
        vec![MoveShape { text, clicks }]
    }

    fn turn_note(&self) -> Option<&'static str> {
        self.extra.then_some("extra-move")
    }

    fn cell_count() -> usize {
        CELLS
    }

    fn cell_name(cell: Cell) -> String {
        board().name(cell as u8)
    }

    fn pieces(&self) -> Vec<(Cell, Piece)> {
        let white = self.stones(Side::White);
        let side = |c: u8| if white & bit(c) != 0 { Side::White } else { Side::Black };
        cells(self.occupied()).map(|c| (c as Cell, Piece { side: side(c), kind: ' ' })).collect()
    }
}

/// The stone a column attack throws down in `column`: the `defender`'s, when the column
/// holds exactly one stone of each side and the `attacker`'s is the lower.
#[inline(always)]
fn column_target(attacker: Bits, defender: Bits, column: Bits) -> Option<u8> {
    let (attacker, defender) = (attacker & column, defender & column);
    if !single(attacker) || !single(defender) {
        return None;
    }
    let upper = first(defender);
    (first(attacker) < upper).then_some(upper)
}

/// Where a stone thrown down `column` from `upper` lands: the lowest empty cell below it.
#[inline(always)]
fn column_landing(column: Bits, upper: u8, occupied: Bits) -> Option<u8> {
    let free = column & below(upper) & !occupied;
    (free != 0).then(|| first(free))
}

/// `V>D` or `V+`.
fn parse_attack(token: &str) -> Result<(u8, Option<u8>), Error> {
    let cell = |t: &str| Pyramida::parse_cell(t).map_err(|why| Error::bad_move(t, why));
    if let Some(victim) = token.strip_suffix('+') {
        return Ok((cell(victim)?, None));
    }
    match token.split_once('>') {
        Some((v, d)) => Ok((cell(v)?, Some(cell(d)?))),
        None => Err(Error::bad_move(token, Phrase::new("reason-pyramida-attack"))),
    }
}

// Positions are copied freely by the search; keep them small.
const _: () = assert!(std::mem::size_of::<Pyramida>() <= 48);

impl Default for Pyramida {
    fn default() -> Self {
        Pyramida::start(&Options::new()).unwrap_or_else(|_| unreachable!("the start position is valid"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_round_trips() {
        let p = Pyramida::default();
        assert_eq!(p.to_text(), "w W:d1,h1,l1,p1,t1 B:b1,f1,j1,n1,r1");
    }

    #[test]
    fn attacking_cells_are_where_a_forward_step_attacks() {
        let b = board();
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n) as u8
        };
        let mut attacking = 0;
        for round in 0..4000 {
            let mut options = Options::new();
            options.set("opening-guard", if round % 2 == 0 { "on" } else { "off" });
            let mut pos = Pyramida::start(&options).unwrap();
            pos.stones = [0, 0];
            for _ in 0..2 + next(12) {
                let cell = next(TOP as u64);
                if pos.occupied() & bit(cell) == 0 {
                    pos.stones[next(2) as usize] |= bit(cell);
                }
            }
            pos.side = if next(2) == 0 { Side::White } else { Side::Black };
            let hot = pos.attacking_cells(b);
            for from in cells(pos.stones(pos.side)) {
                for to in cells(b.forward(from) & !pos.occupied() & !bit(TOP)) {
                    let mut moves = Vec::new();
                    pos.push_attack(b, from, to, &mut moves);
                    let attacks = moves.iter().any(|m| !matches!(m, Move::Step { attack: Attack::None, .. }));
                    assert_eq!(hot & bit(to) != 0, attacks, "{} {}-{}", pos.to_text(), b.name(from), b.name(to));
                    attacking += attacks as u32;
                }
            }
        }
        assert!(attacking > 1000, "{attacking}");
    }

    #[test]
    fn column_victim_needs_one_own_stone_below_one_enemy() {
        let o = Options::new();
        let p = Pyramida::parse("b W:d7 B:d3,e4", &o).unwrap();
        assert_eq!(p.column_victim(board(), board().parse("d5").unwrap()), Some(board().parse("d7").unwrap()));
        // The other column holds no stones.
        assert_eq!(p.column_victim(board(), board().parse("e6").unwrap()), None);
    }
}
