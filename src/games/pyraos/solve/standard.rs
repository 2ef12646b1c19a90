//! The whole game by retrograde analysis over the dense index of [`super::index`] (native
//! only: 2.3 GB), under any rules; made for the standard ones (`removal=standard`,
//! `pass=off`), also run with `pass=on` under either removal rule.
//!
//! Removals make cycles and take a position back to fewer spheres, and a pass keeps the
//! board, so there are no layers to solve one after another: every position is solved at
//! once, in order of plies to the end. One byte a position: 0 while unknown, else plies + 1 (the parity is the
//! result). Step `d` takes every position decided in exactly `d` plies and visits its
//! predecessors (un-placing, un-lifting, un-removing, un-passing): a predecessor of a loss is a win
//! in `d + 1`; a predecessor of a win is a loss in `d + 1` once every one of its moves
//! leads to a win in at most `d` (checked by generating its moves: no counters, so no
//! second byte a position). After step `d` every position decided within `d + 1` plies
//! is known, whatever happens later: a run stopped there is exact that far. When a step
//! finds nothing, what is left never resolves: draws (sound with repetition, as for
//! [`super::search`]).
//!
//! A shape with symmetries of its own has several colourings per class; only the
//! smallest rank under the shape's own symmetries is used, so each class has one entry.

use super::super::board::{cells, completes_square, level, Bits, ALL, HIGHER, TOP};
use super::super::{Rules, SPHERES};
use super::book::Classes;
use super::index::{colex_unrank, deposit, Shapes};
use super::table::{must_pass, successors};
use super::Value;
use rayon::prelude::*;
use std::sync::atomic::{AtomicU8, Ordering::Relaxed};

/// Calls `f(side to move, opponent)` for each position from which a legal move under
/// `rules` leads to (`mover`, `opponent`) (the side that just moved is `opponent`); the
/// same predecessor may come more than once.
pub fn predecessors(shapes: &Shapes, rules: Rules, mover: Bits, opponent: Bits, mut f: impl FnMut(Bits, Bits)) {
    let occ = mover | opponent;
    // A pass changes only the side to move, and only a side with no other move passes.
    if rules.pass && must_pass(shapes, opponent, mover) {
        f(opponent, mover);
    }
    // `own`: the previous mover's spheres just after its place or lift, `all` every sphere
    // then; `square`: the move must have completed a square (spheres were removed).
    let mut undo = |own: Bits, all: Bits, square: bool| {
        for c in cells(own & shapes.free(all) & !(1 << TOP)) {
            if square && !completes_square(c, own) {
                continue;
            }
            let before = own ^ 1 << c;
            if before.count_ones() < SPHERES {
                f(before, mover);
            }
            let lower = ALL & !HIGHER[level(c) as usize - 1];
            for from in cells(shapes.supported_empty(all ^ 1 << c) & lower) {
                f(before | 1 << from, mover);
            }
        }
    };
    undo(opponent, occ, false);
    if rules.children || opponent.count_ones() >= SPHERES {
        return;
    }
    let open = shapes.supported_empty(occ) & !(1 << TOP);
    for a in cells(open) {
        let own = opponent | 1 << a;
        undo(own, occ | 1 << a, true);
        if own.count_ones() >= SPHERES {
            continue;
        }
        for b in cells(shapes.supported_empty(occ | 1 << a) & !(1 << TOP)) {
            if open & 1 << b != 0 && b < a {
                continue;
            }
            undo(own | 1 << b, occ | 1 << a | 1 << b, true);
        }
    }
}

/// A run of colourings of one shape: `len` ranks from `first`, at `start` in the values.
struct Item {
    shape: Bits,
    k: usize,
    first: u64,
    len: usize,
    start: usize,
}

/// The retrograde analysis under some rules.
pub struct Standard {
    pub rules: Rules,
    /// The entries' layout: one per class, numbered as the book numbers them.
    classes: Classes,
    items: Vec<Item>,
    values: Vec<AtomicU8>,
    /// Every position decided within this many plies is known.
    pub within: u32,
    /// Whether the analysis ran to its end (what is unknown is a draw).
    pub complete: bool,
}

/// What a saved table starts with, per rules (the standard rules' as before pass=on was
/// solved, so their file still reads).
pub(super) fn magic(rules: Rules) -> [u8; 8] {
    let mut m = *b"PYRAOS1S";
    m[7] = match (rules.children, rules.pass) {
        (false, false) => b'S',
        (false, true) => b'P',
        (true, false) => b'D',
        (true, true) => b'Q',
    };
    m
}

impl Standard {
    /// The layout, nothing solved.
    pub fn new(rules: Rules) -> Standard {
        let mut s = Standard::layout(rules);
        s.values = std::iter::repeat_with(|| AtomicU8::new(0)).take(s.classes.table.positions() as usize).collect();
        s
    }

    /// The layout without room for the values (for [`Standard::index`] alone).
    pub fn layout(rules: Rules) -> Standard {
        let classes = Classes::new();
        let table = &classes.table;
        let mut items = Vec::new();
        let mut start = 0;
        for (shape, k, first, len) in table.items(0, table.order.len(), 1 << 14) {
            items.push(Item { shape, k, first, len: len as usize, start });
            start += len as usize;
        }
        assert_eq!(start as u64, table.positions());
        Standard { rules, classes, items, values: vec![], within: 0, complete: false }
    }

    /// How many entries the table has (one byte each).
    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The one entry of a position's class.
    #[inline]
    pub fn index(&self, mover: Bits, opponent: Bits) -> usize {
        self.classes.index(mover, opponent) as usize
    }

    fn code(&self, mover: Bits, opponent: Bits) -> u8 {
        self.values[self.index(mover, opponent)].load(Relaxed)
    }

    /// The value of a position for the side to move (top empty, game not over), if known:
    /// always once [`Standard::complete`], else if decided within [`Standard::within`].
    pub fn value(&self, mover: Bits, opponent: Bits) -> Option<Value> {
        match self.code(mover, opponent) {
            0 if self.complete => Some(Value::Draw),
            0 => None,
            c => Some(Value::from_plies(c as u32 - 1)),
        }
    }

    /// The positions decided at once: no move (lost), or a move to the top (won in 1).
    /// Returns whether it got through before `deadline`.
    fn start(&self, deadline: Option<std::time::Instant>) -> bool {
        let late = std::sync::atomic::AtomicBool::new(false);
        self.items.par_iter().filter(|it| it.k == SPHERES as usize || it.shape.count_ones() == 29).for_each(|it| {
            if late.load(Relaxed) || deadline.is_some_and(|t| std::time::Instant::now() >= t) {
                late.store(true, Relaxed);
                return;
            }
            let mut set = colex_unrank(it.first, it.k);
            for j in 0..it.len {
                if j > 0 {
                    set = super::index::colex_next(set);
                }
                let m = deposit(set, it.shape);
                let o = it.shape ^ m;
                let mut any = false;
                let code = if successors(&self.classes.table.shapes, self.rules, m, o, |_, _| any = true) {
                    2
                } else if !any {
                    1
                } else {
                    continue;
                };
                self.values[self.index(m, o)].store(code, Relaxed);
            }
        });
        !late.load(Relaxed)
    }

    /// Whether every move of the side to move leads to a win within `d` plies.
    fn lost_within(&self, mover: Bits, opponent: Bits, d: u32) -> bool {
        let mut lost = true;
        let top = successors(&self.classes.table.shapes, self.rules, mover, opponent, |a, b| {
            if lost {
                let c = self.code(a, b) as u32;
                lost = c != 0 && c.is_multiple_of(2) && c - 1 <= d;
            }
        });
        lost && !top
    }

    /// Step `d`: the predecessors of every position decided in exactly `d` plies. Returns
    /// how many such positions there were, or `None` if `deadline` passed first (what the
    /// step wrote is exact; a later run does the step again).
    fn step(&self, d: u32, deadline: Option<std::time::Instant>) -> Option<u64> {
        let code = d as u8 + 1;
        let next = code + 1;
        let late = std::sync::atomic::AtomicBool::new(false);
        let count = self
            .items
            .par_iter()
            .map_init(Vec::new, |preds: &mut Vec<(usize, Bits, Bits)>, it| {
                let mut count = 0;
                if late.load(Relaxed) || deadline.is_some_and(|t| std::time::Instant::now() >= t) {
                    late.store(true, Relaxed);
                    return 0;
                }
                for (j, v) in self.values[it.start..it.start + it.len].iter().enumerate() {
                    if v.load(Relaxed) != code {
                        continue;
                    }
                    count += 1;
                    let m = deposit(colex_unrank(it.first + j as u64, it.k), it.shape);
                    preds.clear();
                    predecessors(&self.classes.table.shapes, self.rules, m, it.shape ^ m, |a, b| {
                        preds.push((self.index(a, b), a, b))
                    });
                    preds.sort_unstable_by_key(|p| p.0);
                    preds.dedup_by_key(|p| p.0);
                    for &(i, a, b) in preds.iter() {
                        if self.values[i].load(Relaxed) == 0 && (d.is_multiple_of(2) || self.lost_within(a, b, d)) {
                            self.values[i].store(next, Relaxed);
                        }
                    }
                }
                count
            })
            .sum();
        (!late.load(Relaxed)).then_some(count)
    }

    /// Runs the analysis on the current rayon pool until it ends or `deadline` passes
    /// (it can be resumed from a saved table). `progress` hears
    /// (plies, positions decided in exactly that many) after each step. Returns whether
    /// it ended.
    pub fn solve(&mut self, deadline: Option<std::time::Instant>, progress: &mut dyn FnMut(u32, u64)) -> bool {
        // Idempotent: a run saved before its first step does it again.
        if self.within == 0 && !self.complete && !self.start(deadline) {
            return false;
        }
        while !self.complete {
            if deadline.is_some_and(|t| std::time::Instant::now() >= t) {
                return false;
            }
            // Step d leaves every position decided within d + 1 plies known.
            let d = self.within;
            assert!(d < 250, "plies beyond one byte");
            let Some(n) = self.step(d, deadline) else { return false };
            progress(d, n);
            self.within = d + 1;
            self.complete = n == 0 && d > 0;
        }
        true
    }

    /// How many entries hold each code (0: unknown or draw, or an unused colouring).
    pub fn histogram(&self) -> Vec<u64> {
        self.values
            .par_chunks(1 << 20)
            .map(|chunk| {
                let mut h = vec![0u64; 256];
                for v in chunk {
                    h[v.load(Relaxed) as usize] += 1;
                }
                h
            })
            .reduce(|| vec![0u64; 256], |a, b| a.iter().zip(&b).map(|(x, y)| x + y).collect())
    }

    /// How many classes are draws (or unknown): the unset entries that are their class's.
    pub fn unresolved_classes(&self) -> u64 {
        self.items
            .par_iter()
            .map(|it| {
                let mut n = 0;
                for (j, v) in self.values[it.start..it.start + it.len].iter().enumerate() {
                    if v.load(Relaxed) == 0 {
                        let m = deposit(colex_unrank(it.first + j as u64, it.k), it.shape);
                        n += (self.index(m, it.shape ^ m) == it.start + j) as u64;
                    }
                }
                n
            })
            .sum()
    }

    /// Writes the values (and how far they go) to a file.
    pub fn save(&self, path: &std::path::Path) -> std::io::Result<()> {
        use std::io::Write;
        let mut f = std::io::BufWriter::new(std::fs::File::create(path)?);
        f.write_all(&magic(self.rules))?;
        f.write_all(&(self.values.len() as u64).to_le_bytes())?;
        f.write_all(&self.within.to_le_bytes())?;
        f.write_all(&[self.complete as u8])?;
        let mut buf = Vec::with_capacity(1 << 20);
        for chunk in self.values.chunks(1 << 20) {
            buf.clear();
            buf.extend(chunk.iter().map(|v| v.load(Relaxed)));
            f.write_all(&buf)?;
        }
        f.flush()
    }

    /// Reads a file written by [`Standard::save`] (this build's layout, these rules).
    pub fn load(path: &std::path::Path, rules: Rules) -> std::io::Result<Standard> {
        use std::io::{Error, ErrorKind, Read};
        let mut s = Standard::new(rules);
        let mut f = std::io::BufReader::new(std::fs::File::open(path)?);
        let mut header = [0u8; 21];
        f.read_exact(&mut header)?;
        let len = u64::from_le_bytes(header[8..16].try_into().expect("8 bytes"));
        if header[..8] != magic(rules) || len != s.values.len() as u64 {
            return Err(Error::new(ErrorKind::InvalidData, "not a table of these rules and this build's layout"));
        }
        s.within = u32::from_le_bytes(header[16..20].try_into().expect("4 bytes"));
        s.complete = header[20] != 0;
        let mut buf = vec![0u8; 1 << 20];
        for chunk in s.values.chunks_mut(1 << 20) {
            f.read_exact(&mut buf[..chunk.len()])?;
            for (v, &b) in chunk.iter_mut().zip(&buf) {
                *v.get_mut() = b;
            }
        }
        Ok(s)
    }
}
