//! A book of early positions for a perfect player under `removal=children`, `pass=off`:
//! where the exact search ([`super::dag`]) is too slow (few spheres on the board), the
//! book gives a move of perfect play, taken from the full table when the book was made.
//!
//! What the book stores is not the positions where the player is to move but the
//! positions its moves lead to (its *choices*, classes under the symmetries): a position
//! with fewer spheres than the book's limit is in the book exactly when the opponent's
//! last move could have come from one of the choices (the book was made by answering
//! every reply to every choice), and the move to play is the move to the choice with the
//! smallest class number among the position's moves. Where that move is not a best one,
//! the book lists the position as an exception, with the rank of the move to play among
//! its moves' classes. So a position from another game (an edited board, or a game that
//! left the book) gets no move rather than a wrong one.
//!
//! The file, little-endian: the magic `PYRBOOK1`, the rules (bit 0: `removal=children`,
//! bit 1: `pass=on`), the side the book plays (0 White, 1 Black, 2 both), the limit (the
//! book answers positions with fewer spheres), one byte 0, the number of choices and of
//! exceptions (u32 each), then the choices' class numbers in increasing order as gaps
//! (LEB128), then the exceptions' class numbers likewise, then one byte per exception:
//! the rank of its move.

use super::super::board::{cells, free, level, supported_empty, Bits, HIGHER, TOP};
use super::super::{Move, Pyraos, Rules};
use super::index::{colex_rank, extract, transform, SYMMETRIES};
use super::table::Table;
use super::{over, position, relative};
use crate::game::Game;

/// A dense number for each class of positions under the eight symmetries (the side to
/// move's spheres, the opponent's), from the layout of the children's table: the number
/// of its entry, the smallest among the class's colourings.
pub struct Classes {
    pub(super) table: Table,
    /// Per shape id: the symmetries mapping it onto itself (bit `s`).
    stab: Vec<u8>,
}

impl Classes {
    pub fn new() -> Classes {
        let table = Table::layout();
        let stab = table
            .shapes
            .masks
            .iter()
            .map(|&m| (0..SYMMETRIES).filter(|&s| transform(s, m) == m).fold(0u8, |acc, s| acc | 1 << s))
            .collect();
        Classes { table, stab }
    }

    /// The numbering, built once for every book that reads it (a few MB).
    pub fn shared() -> &'static Classes {
        static SHARED: std::sync::OnceLock<Classes> = std::sync::OnceLock::new();
        SHARED.get_or_init(Classes::new)
    }

    /// The class number of a position (the top empty).
    #[inline]
    pub fn index(&self, mover: Bits, opponent: Bits) -> u64 {
        let shapes = &self.table.shapes;
        let (c, s) = shapes.canon[shapes.id(mover | opponent) as usize];
        let m = transform(s as usize, mover);
        let shape = shapes.masks[c as usize];
        let mut rank = colex_rank(extract(m, shape));
        let stab = self.stab[c as usize];
        if stab > 1 {
            for g in 1..SYMMETRIES {
                if stab >> g & 1 != 0 {
                    rank = rank.min(colex_rank(extract(transform(g, m), shape)));
                }
            }
        }
        let n = shape.count_ones() as usize;
        self.table.base[c as usize] + self.table.cum[n][m.count_ones() as usize] + rank
    }

    /// The class number of a position whose top is empty.
    pub fn of(&self, p: &Pyraos) -> u64 {
        let (m, o) = relative(p);
        self.index(m, o)
    }
}

impl Default for Classes {
    fn default() -> Self {
        Classes::new()
    }
}

/// A book read from its file.
pub struct Book {
    pub rules: Rules,
    /// 0 White, 1 Black, 2 both.
    pub side: u8,
    /// The book answers positions with fewer spheres on the board.
    pub limit: u32,
    classes: &'static Classes,
    /// Class numbers fit in 32 bits (the table has 2,257,858,569 entries).
    choices: Vec<u32>,
    exceptions: Vec<(u32, u8)>,
}

pub const MAGIC: &[u8; 8] = b"PYRBOOK1";

/// The shipped books answer positions with fewer spheres on the board than this; from
/// there the exact search takes over: measured natively on 20,000 positions the books
/// reach per side and number of spheres, a best move ([`super::best_move`]) took at most
/// 0.077 s with 20 spheres (0.006 s on average) and 0.31 s with 19; on 2,000, 0.72 s
/// with 18 (see docs/engine.md).
pub const LIMIT: u32 = 20;

/// The books in `www/books/`: file name, the side they play, size in bytes, checksum
/// ([`checksum`]). `PYRAMID_SOLVE_TABLE=FILE cargo test --release --lib -- --ignored
/// write_perfect_books` writes them again from the full children's table.
pub const SHIPPED: [(&str, crate::game::Side, usize, u64); 2] = [
    ("pyraos-children-white.book", crate::game::Side::White, 811_116, 0x217a_7956_9f20_9d19),
    ("pyraos-children-black.book", crate::game::Side::Black, 502_247, 0x240f_7aa4_9be4_6260),
];

/// Why a file is not a book.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadBook(pub &'static str);

impl std::fmt::Display for BadBook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "not a Pyraos book: {}", self.0)
    }
}

fn write_gaps(out: &mut Vec<u8>, sorted: impl Iterator<Item = u64>) {
    let mut last = 0;
    for (i, k) in sorted.enumerate() {
        let mut gap = if i == 0 { k } else { k - last - 1 };
        last = k;
        loop {
            let low = (gap & 0x7f) as u8;
            gap >>= 7;
            if gap == 0 {
                out.push(low);
                break;
            }
            out.push(low | 0x80);
        }
    }
}

fn read_gaps(bytes: &[u8], at: &mut usize, n: usize) -> Result<Vec<u64>, BadBook> {
    let mut out = Vec::with_capacity(n);
    let mut last = 0u64;
    for i in 0..n {
        let mut gap = 0u64;
        let mut shift = 0;
        loop {
            let b = *bytes.get(*at).ok_or(BadBook("cut short"))?;
            *at += 1;
            if shift > 56 {
                return Err(BadBook("a gap too long"));
            }
            gap |= ((b & 0x7f) as u64) << shift;
            shift += 7;
            if b & 0x80 == 0 {
                break;
            }
        }
        let k = if i == 0 { gap } else { last.checked_add(gap + 1).ok_or(BadBook("a gap too long"))? };
        out.push(k);
        last = k;
    }
    Ok(out)
}

impl Book {
    /// Reads a book file.
    pub fn parse(bytes: &[u8]) -> Result<Book, BadBook> {
        if bytes.len() < 20 || &bytes[..8] != MAGIC {
            return Err(BadBook("no PYRBOOK1 header"));
        }
        let rules = Rules { children: bytes[8] & 1 != 0, pass: bytes[8] & 2 != 0 };
        if !rules.children || rules.pass {
            return Err(BadBook("only removal=children, pass=off"));
        }
        let (side, limit) = (bytes[9], bytes[10] as u32);
        let n = u32::from_le_bytes(bytes[12..16].try_into().expect("4 bytes")) as usize;
        let e = u32::from_le_bytes(bytes[16..20].try_into().expect("4 bytes")) as usize;
        if n > bytes.len() || e > bytes.len() {
            return Err(BadBook("counts beyond the file"));
        }
        let mut at = 20;
        let narrow = |v: Vec<u64>| -> Result<Vec<u32>, BadBook> {
            v.into_iter().map(|k| u32::try_from(k).map_err(|_| BadBook("a class number too large"))).collect()
        };
        let choices = narrow(read_gaps(bytes, &mut at, n)?)?;
        let keys = narrow(read_gaps(bytes, &mut at, e)?)?;
        let ranks = bytes.get(at..at + e).ok_or(BadBook("cut short"))?;
        if at + e != bytes.len() {
            return Err(BadBook("bytes after the end"));
        }
        let exceptions = keys.into_iter().zip(ranks.iter().copied()).collect();
        Ok(Book { rules, side, limit, classes: Classes::shared(), choices, exceptions })
    }

    /// Reads the shipped book named `name` ([`SHIPPED`]), checking that `bytes` are that
    /// file as this version made it.
    pub fn shipped(name: &str, bytes: &[u8]) -> Result<Book, String> {
        let (_, _, size, sum) =
            SHIPPED.iter().find(|b| b.0 == name).ok_or_else(|| format!("no book is named {name}"))?;
        if bytes.len() != *size || checksum(bytes) != *sum {
            return Err(format!("the book {name} is not the one this version needs ({} bytes)", bytes.len()));
        }
        Book::parse(bytes).map_err(|e| e.to_string())
    }

    /// The file of a book: `choices` and `exceptions` sorted by class number.
    pub fn encode(rules: Rules, side: u8, limit: u32, choices: &[u64], exceptions: &[(u64, u8)]) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.push(rules.children as u8 | (rules.pass as u8) << 1);
        out.push(side);
        out.push(limit as u8);
        out.push(0);
        out.extend_from_slice(&(choices.len() as u32).to_le_bytes());
        out.extend_from_slice(&(exceptions.len() as u32).to_le_bytes());
        write_gaps(&mut out, choices.iter().copied());
        write_gaps(&mut out, exceptions.iter().map(|e| e.0));
        out.extend(exceptions.iter().map(|e| e.1));
        out
    }

    /// How many choices and exceptions the book holds.
    pub fn len(&self) -> (usize, usize) {
        (self.choices.len(), self.exceptions.len())
    }

    pub fn is_empty(&self) -> bool {
        self.choices.is_empty() && self.exceptions.is_empty()
    }

    pub fn classes(&self) -> &'static Classes {
        self.classes
    }

    fn is_choice(&self, class: u64) -> bool {
        u32::try_from(class).is_ok_and(|c| self.choices.binary_search(&c).is_ok())
    }

    fn exception(&self, class: u64) -> Option<u8> {
        let c = u32::try_from(class).ok()?;
        self.exceptions.binary_search_by_key(&c, |e| e.0).ok().map(|i| self.exceptions[i].1)
    }

    /// Whether the book answers `p`: fewer spheres than its limit, and the opponent's last
    /// move could have come from a choice (or `p` is listed).
    pub fn holds(&self, p: &Pyraos) -> bool {
        self.held(p).is_some()
    }

    /// For a position the book answers, its exception's rank if it is listed.
    fn held(&self, p: &Pyraos) -> Option<Option<u8>> {
        if p.rules != self.rules || over(p).is_some() || p.occupied().count_ones() >= self.limit {
            return None;
        }
        if let Some(rank) = self.exception(self.classes.of(p)) {
            return Some(Some(rank));
        }
        let mut found = false;
        candidates(p, |q| found = found || (self.is_choice(self.classes.of(&q)) && leads_to(&q, p)));
        found.then_some(None)
    }

    /// A move of perfect play for `p` if the book holds it (else the exact search has to
    /// answer).
    pub fn best_move(&self, p: &Pyraos) -> Option<Move> {
        let exception = self.held(p)?;
        let moves = ranked_moves(self.classes, p);
        if let Some(&(u64::MAX, top)) = moves.last() {
            return Some(top);
        }
        match exception {
            Some(rank) => moves.get(rank as usize).map(|m| m.1),
            None => moves.iter().find(|m| self.is_choice(m.0)).map(|m| m.1),
        }
    }
}

/// The FNV-1a hash of a file's bytes, to check a shipped book against.
pub fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3))
}

/// The moves of `p` by the class numbers of the positions they lead to, one per class
/// (the first in the rules' order), in increasing order: the same list for every image
/// of a position. A move that ends the game has the class of its position with the top
/// taken, which the table does not number: `u64::MAX - top-holder's spheres`.
pub fn ranked_moves(classes: &Classes, p: &Pyraos) -> Vec<(u64, Move)> {
    let mut out: Vec<(u64, Move)> = p
        .legal_move_list()
        .into_iter()
        .map(|mv| {
            let mut q = *p;
            q.play_unchecked(&mv, &mut ());
            let (m, o) = relative(&q);
            let class = if (m | o) & 1 << TOP != 0 { u64::MAX } else { classes.index(m, o) };
            (class, mv)
        })
        .collect();
    // Flipping the top bit keeps the order of every u64 as an i64.
    crate::order::by_key(&mut out, |m| (m.0 ^ 1 << 63) as i64);
    out.dedup_by_key(|m| m.0);
    out
}

/// Calls `f` with each position (the side to move being `p`'s opponent) from which a
/// legal move leads to `p` under `removal=children`: the opponent's last sphere placed
/// or lifted, undone.
pub fn predecessors(p: &Pyraos, mut f: impl FnMut(Pyraos)) {
    candidates(p, |q| {
        if leads_to(&q, p) {
            f(q)
        }
    });
}

/// The positions that might lead to `p` by one move of its opponent without removals
/// (a superset of the predecessors: [`leads_to`] tells).
fn candidates(p: &Pyraos, mut f: impl FnMut(Pyraos)) {
    let (m, o) = relative(p);
    let occ = m | o;
    for c in cells(o & free(occ) & !(1 << TOP)) {
        let before = o ^ 1 << c;
        f(position(before, m, p.rules));
        if level(c) > 1 {
            let lower = supported_empty(occ ^ 1 << c) & !HIGHER[level(c) as usize - 1];
            for from in cells(lower) {
                f(position(before | 1 << from, m, p.rules));
            }
        }
    }
}

/// Whether a legal move of `q` leads to `p` (the same spheres, seen from the side to move).
fn leads_to(q: &Pyraos, p: &Pyraos) -> bool {
    let target = relative(p);
    q.end().is_none()
        && q.legal_move_list().iter().any(|mv| {
            let mut r = *q;
            r.play_unchecked(mv, &mut ());
            relative(&r) == target
        })
}

/// A shipped book's bytes, for tests.
#[cfg(all(test, not(target_arch = "wasm32")))]
pub(crate) fn shipped(name: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("www").join("books").join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The shipped books, read, with their names and the side each plays, for tests.
#[cfg(all(test, not(target_arch = "wasm32")))]
pub(crate) fn shipped_books() -> Vec<(&'static str, crate::game::Side, Book)> {
    SHIPPED.iter().map(|&(name, side, _, _)| (name, side, Book::parse(&shipped(name)).expect("a book"))).collect()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::super::super::SPHERES;
    use super::*;
    use crate::ai::rng::Rng;

    #[test]
    fn a_shipped_book_is_read_only_from_its_own_bytes() {
        let (name, _, _, _) = SHIPPED[1];
        let mut bytes = shipped(name);
        assert_eq!(Book::shipped(name, &bytes).expect("the file").side, 1);
        assert_eq!(Book::shipped("other.book", &bytes).err().as_deref(), Some("no book is named other.book"));
        assert!(Book::shipped(SHIPPED[0].0, &bytes).err().expect("refused").contains("not the one this version needs"));
        bytes[100] ^= 1;
        assert!(Book::shipped(name, &bytes).err().expect("refused").contains("not the one this version needs"));
    }

    #[test]
    fn shipped_books_match_their_checksums() {
        for (name, side, size, sum) in SHIPPED {
            let bytes = shipped(name);
            assert_eq!((bytes.len(), checksum(&bytes)), (size, sum), "{name}");
            let book = Book::parse(&bytes).expect("a book");
            assert_eq!(
                (book.side, book.limit, book.rules),
                (side.index() as u8, LIMIT, Rules { children: true, pass: false })
            );
        }
    }

    /// The exact value of `p`, by alpha-beta.
    fn exact(p: &Pyraos) -> super::super::Value {
        super::super::value(p, usize::MAX).expect("no budget")
    }

    /// Games of the book against random replies: the book answers every position of them
    /// below its limit (it never lets its player down early), and none from there; on the
    /// last position it answers in each game, its move keeps the exact value.
    #[test]
    fn books_hold_their_games_and_agree_with_the_exact_search() {
        let rules = Rules { children: true, pass: false };
        let mut rng = Rng::new(15);
        for (name, side, book) in shipped_books() {
            for _ in 0..6 {
                let mut p = Pyraos::start(&rules.options()).expect("start");
                let mut last = None;
                while over(&p).is_none() {
                    let mv = if p.side == side {
                        let mv = book.best_move(&p);
                        if p.occupied().count_ones() < LIMIT {
                            assert!(mv.is_some(), "{name}: the book holds {}", p.to_text());
                            last = Some(p);
                        } else {
                            assert!(mv.is_none());
                            break;
                        }
                        mv.expect("held")
                    } else {
                        let moves = p.legal_move_list();
                        moves[rng.below(moves.len())]
                    };
                    p.play_unchecked(&mv, &mut ());
                }
                let p = last.expect("a position of the book");
                let mut q = p;
                q.play_unchecked(&book.best_move(&p).expect("held"), &mut ());
                assert_eq!(exact(&q).before(), exact(&p), "{name}: {}", p.to_text());
            }
        }
    }

    /// Positions from elsewhere: a move the book gives keeps the exact value. Near the
    /// book (its player deviates from it with 17 spheres on the board, the opponent
    /// replies), and random positions with 19 spheres (which it never answers); an
    /// impossible position (one colour only) gets no move.
    #[test]
    fn foreign_positions_get_no_move_or_a_best_one() {
        use super::super::super::board::{cells, supported_empty};
        let rules = Rules { children: true, pass: false };
        let mut rng = Rng::new(16);
        for (name, side, book) in shipped_books() {
            let lone = position((1 << 10) - 1, 0, rules);
            assert!(book.best_move(&lone).is_none());
            let (mut answered, mut refused) = (0, 0);
            let check = |p: &Pyraos, answered: &mut u32, refused: &mut u32| match book.best_move(p) {
                Some(mv) => {
                    *answered += 1;
                    let mut q = *p;
                    q.play_unchecked(&mv, &mut ());
                    assert_eq!(exact(&q).before(), exact(p), "{name}: {}", p.to_text());
                }
                None => *refused += 1,
            };
            for _ in 0..8 {
                let mut p = Pyraos::start(&rules.options()).expect("start");
                while over(&p).is_none() && p.occupied().count_ones() < LIMIT - 3 {
                    let moves = p.legal_move_list();
                    let mv =
                        if p.side == side { book.best_move(&p).expect("held") } else { moves[rng.below(moves.len())] };
                    p.play_unchecked(&mv, &mut ());
                }
                if over(&p).is_some() || p.side != side {
                    continue;
                }
                let keep = book.best_move(&p).expect("held");
                for mv in p.legal_move_list().into_iter().filter(|&mv| mv != keep).take(6) {
                    let mut q = p;
                    q.play_unchecked(&mv, &mut ());
                    let replies = q.legal_move_list();
                    if replies.is_empty() {
                        continue;
                    }
                    q.play_unchecked(&replies[rng.below(replies.len())], &mut ());
                    if over(&q).is_none() {
                        check(&q, &mut answered, &mut refused);
                    }
                }
            }
            for _ in 0..100 {
                let mut own = [0, 0];
                for i in 0..LIMIT as usize - 1 {
                    let open: Vec<u8> = cells(supported_empty(own[0] | own[1]) & !(1 << TOP)).collect();
                    let side = if own[i % 2].count_ones() < SPHERES { i % 2 } else { 1 - i % 2 };
                    own[side] |= 1 << open[rng.below(open.len())];
                }
                let p = position(own[0], own[1], rules);
                if over(&p).is_none() {
                    check(&p, &mut answered, &mut refused);
                }
            }
            eprintln!("{name}: {answered} foreign positions answered, {refused} refused");
            assert!(refused > 100, "{name}: {refused} refused");
        }
    }

    /// What reading a book and a lookup cost natively (`cargo test --release --lib --
    /// --ignored book_lookup_time --nocapture`): on the positions of 2,000 games of the
    /// book against random replies, and on as many foreign ones.
    #[test]
    #[ignore]
    fn book_lookup_time() {
        let rules = Rules { children: true, pass: false };
        let mut rng = Rng::new(19);
        for (name, side, _, _) in SHIPPED {
            let bytes = shipped(name);
            let started = std::time::Instant::now();
            let book = Book::parse(&bytes).expect("a book");
            let read = started.elapsed().as_secs_f64();
            let (mut held, mut foreign) = (vec![], vec![]);
            for _ in 0..2_000 {
                let mut p = Pyraos::start(&rules.options()).expect("start");
                while over(&p).is_none() && p.occupied().count_ones() < LIMIT {
                    let moves = p.legal_move_list();
                    let mv = if p.side == side {
                        held.push(p);
                        let mut f = p;
                        f.play_unchecked(&moves[rng.below(moves.len())], &mut ());
                        foreign.push(f);
                        book.best_move(&p).expect("held")
                    } else {
                        moves[rng.below(moves.len())]
                    };
                    p.play_unchecked(&mv, &mut ());
                }
            }
            for (what, list) in [("held", &held), ("other", &foreign)] {
                let (mut worst, mut sum) = (0.0f64, 0.0);
                for p in list.iter() {
                    let started = std::time::Instant::now();
                    std::hint::black_box(book.best_move(p));
                    let e = started.elapsed().as_secs_f64();
                    worst = worst.max(e);
                    sum += e;
                }
                println!(
                    "{name}: read in {:.0} ms; {what}: {} lookups, mean {:.1} µs, worst {:.1} µs",
                    read * 1e3,
                    list.len(),
                    sum / list.len() as f64 * 1e6,
                    worst * 1e6
                );
            }
        }
    }

    #[test]
    fn a_book_reads_back_and_refuses_damage() {
        let rules = Rules { children: true, pass: false };
        let bytes = Book::encode(rules, 2, 20, &[0, 5, 300, 1 << 31], &[(7, 1), (9_000_000, 3)]);
        let book = Book::parse(&bytes).expect("reads");
        assert_eq!(book.choices, vec![0, 5, 300, 1 << 31]);
        assert_eq!(book.exceptions, vec![(7, 1), (9_000_000, 3)]);
        assert_eq!((book.side, book.limit, book.len()), (2, 20, (4, 2)));
        assert!(Book::parse(&bytes[..bytes.len() - 1]).is_err());
        assert!(Book::parse(&[bytes.clone(), vec![0]].concat()).is_err());
        assert!(Book::parse(b"PYRBOOK2").is_err());
        let mut standard = bytes.clone();
        standard[8] = 0;
        assert!(Book::parse(&standard).is_err());
    }

    /// Class numbers are entries of the table (the standard analysis numbers its entries
    /// by these same classes), the same for the eight images of a position; predecessors
    /// lead to the position.
    #[test]
    fn classes_are_the_analysis_entries_and_predecessors_lead_back() {
        let classes = Classes::new();
        let rules = Rules { children: true, pass: false };
        let mut rng = Rng::new(17);
        for _ in 0..300 {
            let mut p = Pyraos::start(&rules.options()).expect("start");
            for _ in 0..rng.below(24) {
                let moves = p.legal_move_list();
                if moves.is_empty() {
                    break;
                }
                p.play_unchecked(&moves[rng.below(moves.len())], &mut ());
            }
            if over(&p).is_some() {
                continue;
            }
            let (m, o) = relative(&p);
            let c = classes.index(m, o);
            assert!(c < classes.table.positions(), "{}", p.to_text());
            for s in 0..SYMMETRIES {
                assert_eq!(classes.index(transform(s, m), transform(s, o)), c);
            }
            let mut n = 0;
            predecessors(&p, |q| {
                assert!(leads_to(&q, &p));
                n += 1;
            });
            assert!(n > 0 || p.occupied() == 0 || p.spheres(p.side.other()) == 0);
        }
    }
}
