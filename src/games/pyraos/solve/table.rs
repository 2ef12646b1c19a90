//! The whole game under `removal=children`, solved by dynamic programming over the dense
//! index of [`super::index`]: one byte per colouring of each canonical shape, the number
//! of plies to the end with perfect play for the side to move (even: the side to move
//! loses; odd: it wins — every line ends with the winner's move, so the parity is the
//! result). Without removals every move raises the number of spheres on the board (a
//! place) or keeps it and raises the sum of their levels (a lift), so shapes solved in
//! the order "most spheres first, then highest level sum first" only ever look up values
//! already known: no iteration, no retrograde moves, every position computed once from
//! its successors.

use super::super::board::{cells, level, Bits, HIGHER, TOP};
use super::super::{Rules, SPHERES};
use super::index::BINOMIAL;
use super::index::{colex_next, colex_rank, colex_unrank, deposit, extract, level_sum, mover_range, transform, Shapes};

/// `CUM[n][k]`: where the colourings with `k` spheres of the side to move start within a
/// shape of `n` spheres.
fn cumulative() -> [[u64; 32]; 32] {
    let mut out = [[0; 32]; 32];
    for (n, row) in out.iter_mut().enumerate().take(31) {
        let (lo, hi) = mover_range(n as u32);
        let mut sum = 0;
        for (k, slot) in row.iter_mut().enumerate().take(hi as usize + 2) {
            *slot = sum;
            if k as u32 >= lo && k as u32 <= hi {
                sum += BINOMIAL[n][k];
            }
        }
    }
    out
}

/// The values of every position under `removal=children`, `pass=off`.
pub struct Table {
    pub shapes: Shapes,
    pub(super) cum: [[u64; 32]; 32],
    /// Per shape id (canonical shapes only): where its colourings start in `values`.
    pub(super) base: Vec<u64>,
    /// Canonical shapes in the order they are solved, with the end of each group of
    /// equal (spheres, level sum) in `groups`.
    pub(super) order: Vec<u32>,
    groups: Vec<(usize, usize)>,
    pub values: Vec<u8>,
    /// The fewest spheres on the board of the positions solved (`u32::MAX`: none).
    solved_from: u32,
}

/// Figures of a finished solve.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    pub positions: u64,
    pub canonical_shapes: usize,
}

impl Table {
    /// The layout of the table, with every value 0 (nothing solved yet).
    pub fn layout() -> Table {
        let shapes = Shapes::new();
        let cum = cumulative();
        let mut order: Vec<u32> =
            (0..shapes.masks.len() as u32).filter(|&id| shapes.canon[id as usize].0 == id).collect();
        // Most spheres first, then the highest; equal ones by id (the sort is stable).
        let key = |id: &u32| {
            let m = shapes.masks[*id as usize];
            -(m.count_ones() as i64 * 1024 + level_sum(m) as i64)
        };
        crate::order::by_key(&mut order, key);
        let mut base = vec![u64::MAX; shapes.masks.len()];
        let mut groups = Vec::new();
        let mut at = 0u64;
        let mut start = 0;
        for (i, &id) in order.iter().enumerate() {
            let m = shapes.masks[id as usize];
            if i > 0 && key(&order[i - 1]) != key(&id) {
                groups.push((start, i));
                start = i;
            }
            base[id as usize] = at;
            let n = m.count_ones() as usize;
            at += cum[n][mover_range(n as u32).1 as usize + 1];
        }
        groups.push((start, order.len()));
        Table { shapes, cum, base, order, groups, values: vec![], solved_from: u32::MAX }
    }

    /// How many positions the table holds (one byte each).
    pub fn positions(&self) -> u64 {
        let last = *self.order.last().expect("shapes");
        let n = self.shapes.masks[last as usize].count_ones() as usize;
        self.base[last as usize] + self.cum[n][mover_range(n as u32).1 as usize + 1]
    }

    /// Where the value of a position lies.
    #[inline]
    pub fn index(&self, mover: Bits, opponent: Bits) -> usize {
        let id = self.shapes.id(mover | opponent);
        let (c, s) = self.shapes.canon[id as usize];
        let m = transform(s as usize, mover);
        let shape = self.shapes.masks[c as usize];
        let n = shape.count_ones() as usize;
        let k = m.count_ones() as usize;
        (self.base[c as usize] + self.cum[n][k] + colex_rank(extract(m, shape))) as usize
    }

    /// Plies to the end for the side to move, from a solved table.
    pub fn plies(&self, mover: Bits, opponent: Bits) -> u8 {
        self.values[self.index(mover, opponent)]
    }

    /// The value of one position from the values of its successors in `done`.
    #[inline]
    fn solve_one(&self, done: &[u8], mover: Bits, opponent: Bits) -> u8 {
        plies_from(&self.shapes, mover, opponent, |m, o| done[self.index(m, o)])
    }
}

/// The plies to the end of a position under `removal=children`, `pass=off`, from those of
/// its successors (`lookup(side to move, opponent)` after each move).
#[inline]
pub fn plies_from(shapes: &Shapes, mover: Bits, opponent: Bits, lookup: impl Fn(Bits, Bits) -> u8) -> u8 {
    let occupied = mover | opponent;
    let placeable = shapes.supported_empty(occupied);
    let reserve = mover.count_ones() < SPHERES;
    if reserve && placeable & 1 << TOP != 0 {
        return 1;
    }
    let mut win = u8::MAX;
    let mut loss = 0;
    let mut any = false;
    let mut consider = |d: u8| {
        any = true;
        if d.is_multiple_of(2) {
            win = win.min(d + 1);
        } else {
            loss = loss.max(d + 1);
        }
    };
    if reserve {
        for c in cells(placeable) {
            consider(lookup(opponent, mover | 1 << c));
        }
    }
    for f in cells(mover & shapes.free(occupied)) {
        let rest = occupied ^ 1 << f;
        for t in cells(shapes.supported_empty(rest) & HIGHER[level(f) as usize]) {
            consider(lookup(opponent, mover ^ 1 << f | 1 << t));
        }
    }
    if win != u8::MAX {
        win
    } else if any {
        loss
    } else {
        0
    }
}

impl Table {
    /// The colourings of the canonical shapes `order[from..to]`, as work items of at most
    /// `chunk` positions: (shape, spheres of the side to move, first rank, count).
    pub(super) fn items(&self, from: usize, to: usize, chunk: u64) -> Vec<(Bits, usize, u64, u64)> {
        let mut out = Vec::new();
        for &id in &self.order[from..to] {
            let shape = self.shapes.masks[id as usize];
            let n = shape.count_ones() as usize;
            let (lo, hi) = mover_range(n as u32);
            for (k, &total) in BINOMIAL[n].iter().enumerate().take(hi as usize + 1).skip(lo as usize) {
                let mut r = 0;
                while r < total {
                    let len = chunk.min(total - r);
                    out.push((shape, k, r, len));
                    r += len;
                }
            }
        }
        out
    }

    /// Solves the work item into `out`.
    fn solve_item(&self, done: &[u8], (shape, k, first, len): (Bits, usize, u64, u64), out: &mut [u8]) {
        let mut set = colex_unrank(first, k);
        for (i, slot) in out.iter_mut().enumerate().take(len as usize) {
            if i > 0 {
                set = colex_next(set);
            }
            let mover = deposit(set, shape);
            *slot = self.solve_one(done, mover, shape ^ mover);
        }
    }

    /// The groups to solve for every position with at least `min_spheres` on the board,
    /// and how many values they take (a prefix of the table).
    fn plan(&self, min_spheres: u32) -> (Vec<(usize, usize)>, usize) {
        let groups: Vec<(usize, usize)> = self
            .groups
            .iter()
            .copied()
            .filter(|&(from, _)| self.shapes.masks[self.order[from] as usize].count_ones() >= min_spheres)
            .collect();
        let len = match self.groups.get(groups.len()) {
            Some(&(from, _)) => self.base[self.order[from] as usize] as usize,
            None => self.positions() as usize,
        };
        (groups, len)
    }

    /// Solves every position with at least `min_spheres` on the board (0: all), group
    /// after group, on the current rayon pool; `progress` hears (spheres on the board,
    /// groups done, groups in all) after each group.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn solve(mut self, min_spheres: u32, progress: &mut dyn FnMut(u32, usize, usize)) -> Table {
        use rayon::prelude::*;
        let (groups, len) = self.plan(min_spheres);
        let mut values = vec![0u8; len];
        for (g, &(from, to)) in groups.iter().enumerate() {
            let start = self.base[self.order[from] as usize] as usize;
            let items = self.items(from, to, 1 << 14);
            let (done, rest) = values.split_at_mut(start);
            let mut slices = Vec::with_capacity(items.len());
            let mut rest = rest;
            for item in &items {
                let (head, tail) = rest.split_at_mut(item.3 as usize);
                slices.push(head);
                rest = tail;
            }
            let done: &[u8] = done;
            let me = &self;
            items.into_par_iter().zip(slices).for_each(|(item, out)| me.solve_item(done, item, out));
            let n = self.shapes.masks[self.order[from] as usize].count_ones();
            progress(n, g + 1, groups.len());
        }
        self.values = values;
        self.solved_from = min_spheres;
        self
    }

    /// Like [`Table::solve`], on one thread.
    pub fn solve_sequential(mut self, min_spheres: u32) -> Table {
        let (groups, len) = self.plan(min_spheres);
        let mut values = vec![0u8; len];
        for &(from, to) in &groups {
            let start = self.base[self.order[from] as usize] as usize;
            let (done, rest) = values.split_at_mut(start);
            let mut rest = rest;
            for item in self.items(from, to, u64::MAX) {
                let (head, tail) = rest.split_at_mut(item.3 as usize);
                self.solve_item(done, item, head);
                rest = tail;
            }
        }
        self.values = values;
        self.solved_from = min_spheres;
        self
    }

    /// Whether the table holds the value of positions with `spheres` on the board.
    pub fn covers(&self, spheres: u32) -> bool {
        spheres >= self.solved_from && spheres < 30
    }

    pub fn stats(&self) -> Stats {
        Stats { positions: self.positions(), canonical_shapes: self.order.len() }
    }
}

/// What a saved table starts with: a magic word, then the number of positions and the
/// fewest spheres solved, little-endian.
pub(super) const MAGIC: &[u8; 8] = b"PYRAOS1C";

impl Table {
    /// Writes the solved values to a file (one byte a position after a 20-byte header).
    pub fn save(&self, path: &std::path::Path) -> std::io::Result<()> {
        use std::io::Write;
        let mut f = std::io::BufWriter::new(std::fs::File::create(path)?);
        f.write_all(MAGIC)?;
        f.write_all(&(self.values.len() as u64).to_le_bytes())?;
        f.write_all(&self.solved_from.to_le_bytes())?;
        f.write_all(&self.values)?;
        f.flush()
    }

    /// Reads a table written by [`Table::save`] (with this build's layout).
    pub fn load(path: &std::path::Path) -> std::io::Result<Table> {
        use std::io::{Error, ErrorKind, Read};
        let mut t = Table::layout();
        let mut f = std::fs::File::open(path)?;
        let mut header = [0u8; 20];
        f.read_exact(&mut header)?;
        let len = u64::from_le_bytes(header[8..16].try_into().expect("8 bytes"));
        let from = u32::from_le_bytes(header[16..20].try_into().expect("4 bytes"));
        if &header[..8] != MAGIC || from > 30 || t.plan(from).1 as u64 != len {
            return Err(Error::new(ErrorKind::InvalidData, "not a table of this build's layout"));
        }
        let mut values = vec![0u8; len as usize];
        f.read_exact(&mut values)?;
        t.values = values;
        t.solved_from = from;
        Ok(t)
    }
}

/// The default rules: `removal=standard`, `pass=off`.
pub const STANDARD: Rules = Rules { children: false, pass: false };

/// Calls `f(side to move, opponent)` with the position after each legal move under
/// `rules` (one call a move, as [`crate::game::Game::legal_moves`] lists them, a pass
/// included; a move to the top is left out: it wins at once, and `f` is not called).
/// Returns whether a move to the top exists.
pub fn successors(shapes: &Shapes, rules: Rules, mover: Bits, opponent: Bits, mut f: impl FnMut(Bits, Bits)) -> bool {
    use super::super::board::completes_square;
    let occupied = mover | opponent;
    let mut top = false;
    let mut moved = false;
    let mut step = |own: Bits, to: u8, f: &mut dyn FnMut(Bits, Bits)| {
        moved = true;
        if to == TOP {
            top = true;
            return;
        }
        f(opponent, own);
        if rules.children || !completes_square(to, own) {
            return;
        }
        let occ = own | opponent;
        let free_now = own & shapes.free(occ);
        for a in cells(free_now) {
            let own_a = own ^ 1 << a;
            f(opponent, own_a);
            for b in cells(own_a & shapes.free(occ ^ 1 << a)) {
                if free_now & 1 << b != 0 && b < a {
                    continue;
                }
                f(opponent, own_a ^ 1 << b);
            }
        }
    };
    if mover.count_ones() < SPHERES {
        for c in cells(shapes.supported_empty(occupied)) {
            step(mover | 1 << c, c, &mut f);
        }
    }
    for from in cells(mover & shapes.free(occupied)) {
        let rest = occupied ^ 1 << from;
        for to in cells(shapes.supported_empty(rest) & HIGHER[level(from) as usize]) {
            step(mover ^ 1 << from | 1 << to, to, &mut f);
        }
    }
    if rules.pass && !moved {
        f(opponent, mover);
    }
    top
}

/// Whether the side to move, with `mover`'s spheres, has no move but a pass under `pass=on`
/// (an empty reserve and nothing to lift).
pub fn must_pass(shapes: &Shapes, mover: Bits, opponent: Bits) -> bool {
    let occupied = mover | opponent;
    mover.count_ones() >= SPHERES
        && cells(mover & shapes.free(occupied))
            .all(|from| shapes.supported_empty(occupied ^ 1 << from) & HIGHER[level(from) as usize] == 0)
}

impl Table {
    /// Measures the first pass of a retrograde analysis under `removal=standard`: every
    /// position of the groups with `spheres` on the board, each move generated and the
    /// place of its successor computed. Returns (positions, moves, seconds).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn measure_standard_pass(&self, spheres: u32) -> (u64, u64, f64) {
        use rayon::prelude::*;
        let started = std::time::Instant::now();
        let groups: Vec<(usize, usize)> = self
            .groups
            .iter()
            .copied()
            .filter(|&(from, _)| self.shapes.masks[self.order[from] as usize].count_ones() == spheres)
            .collect();
        let mut positions = 0;
        let mut moves = 0;
        for (from, to) in groups {
            let items = self.items(from, to, 1 << 14);
            let (p, m) = items
                .into_par_iter()
                .map(|(shape, k, first, len)| {
                    let mut set = colex_unrank(first, k);
                    let mut m = 0u64;
                    let mut sink = 0usize;
                    for i in 0..len {
                        if i > 0 {
                            set = colex_next(set);
                        }
                        let mover = deposit(set, shape);
                        successors(&self.shapes, STANDARD, mover, shape ^ mover, |a, b| {
                            m += 1;
                            sink = sink.wrapping_add(self.index(a, b));
                        });
                    }
                    std::hint::black_box(sink);
                    (len, m)
                })
                .reduce(|| (0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
            positions += p;
            moves += m;
        }
        (positions, moves, started.elapsed().as_secs_f64())
    }
}
