//! A tablebase that answers from a complete table file without loading it: a position's
//! value is one byte at a place the dense index gives, so an answer (a position and every
//! legal move) is a few dozen positioned reads, not 2.3 GB in memory. Made for a server
//! answering "who wins from here, and with which move" for any position of a solved
//! setting; a `DiskTable` is `Sync` (positioned reads need no shared cursor).
//!
//! Two file formats, both written by the solvers with the header naming the rules:
//! - `PYRAOS1C` ([`super::table::Table::save`], `removal=children`, `pass=off`): a
//!   20-byte header (magic, entries u64, fewest spheres solved u32), then per colouring
//!   of each canonical shape its plies to the end (no draws under those rules).
//! - `PYRAOS1S`, `…P`, `…D`, `…Q` ([`super::standard::Standard::save`]; the last letter
//!   gives the rules): a 21-byte header (magic, entries u64, plies known u32, complete
//!   u8), then per class its plies to the end plus one, 0 for a draw.
//!
//! The file names the tables are kept under (as `pyramid solve` writes them with the
//! docs/engine.md's variables) are [`FILE_NAMES`]; [`scan`] opens every `*.table` in a folder
//! whatever its name, since the header says the rules.

use super::super::{Move, Pyraos, Rules};
use super::book::Classes;
use super::{over, relative, Value};
use crate::game::Game;
use crate::record::Record;
use std::fs::File;
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};

/// The file name each setting's table is expected under, with its options
/// (`removal`, `pass`).
pub const FILE_NAMES: [(&str, &str, &str); 4] = [
    ("standard.table", "standard", "off"),
    ("standard-pass.table", "standard", "on"),
    ("children.table", "children", "off"),
    ("children-pass.table", "children", "on"),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    /// Plies to the end, one entry per colouring.
    Children,
    /// Plies + 1 (0: draw), one entry per class.
    Retrograde,
}

/// A complete table on disk, read a byte at a time.
pub struct DiskTable {
    file: File,
    path: PathBuf,
    rules: Rules,
    format: Format,
    /// Where the entries start.
    offset: u64,
    classes: &'static Classes,
}

fn options_of(rules: Rules) -> (&'static str, &'static str) {
    (if rules.children { "children" } else { "standard" }, if rules.pass { "on" } else { "off" })
}

fn describe(rules: Rules) -> String {
    let (removal, pass) = options_of(rules);
    format!("removal={removal}, pass={pass}")
}

impl DiskTable {
    /// Opens a complete table, checking its header and length against this build's
    /// layout; `Err` says why the file is not one (a table still being written or an
    /// analysis stopped part way is refused: its unknown entries would read as draws).
    pub fn open(path: &Path) -> Result<DiskTable, String> {
        let name = path.display();
        let file = File::open(path).map_err(|e| format!("cannot open {name}: {e}"))?;
        let size = file.metadata().map_err(|e| format!("cannot read {name}: {e}"))?.len();
        let mut header = [0u8; 21];
        file.read_exact_at(&mut header, 0).map_err(|_| format!("{name} is not a Pyraos table: too short"))?;
        let (rules, format, offset) = match &header[..8] {
            m if m == super::table::MAGIC => (Rules { children: true, pass: false }, Format::Children, 20),
            m => match [false, true]
                .iter()
                .flat_map(|&children| [false, true].map(|pass| Rules { children, pass }))
                .find(|&r| super::standard::magic(r) == m)
            {
                Some(rules) => (rules, Format::Retrograde, 21),
                None => return Err(format!("{name} is not a Pyraos table: no PYRAOS1 header")),
            },
        };
        let entries = u64::from_le_bytes(header[8..16].try_into().expect("8 bytes"));
        let number = u32::from_le_bytes(header[16..20].try_into().expect("4 bytes"));
        match format {
            Format::Children if number != 0 => {
                return Err(format!(
                    "{name} holds only positions with at least {number} spheres on the board: not a complete table"
                ))
            }
            Format::Retrograde if header[20] == 0 => {
                return Err(format!(
                    "{name} is not a complete table: its analysis knows only the positions decided within \
                     {number} plies (run it on to its end)"
                ))
            }
            _ => {}
        }
        let classes = Classes::shared();
        let positions = classes.table.positions();
        if entries != positions {
            return Err(format!(
                "{name} has {entries} entries where this build's layout has {positions}: not a complete table"
            ));
        }
        if size != offset + entries {
            return Err(format!(
                "{name} is {size} bytes where a complete table of {} has {}: cut short or still being written",
                describe(rules),
                offset + entries
            ));
        }
        Ok(DiskTable { file, path: path.to_path_buf(), rules, format, offset, classes })
    }

    /// The rules the table solves, as option values: `removal` (`"standard"` or
    /// `"children"`) and `pass` (`"off"` or `"on"`).
    pub fn rules(&self) -> (&'static str, &'static str) {
        options_of(self.rules)
    }

    /// The rules the table solves.
    pub fn game_rules(&self) -> Rules {
        self.rules
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    fn check_rules(&self, p: &Pyraos) -> Result<(), String> {
        if p.rules() == self.rules {
            Ok(())
        } else {
            Err(format!("the position is under {} and this table under {}", describe(p.rules()), describe(self.rules)))
        }
    }

    /// Where a position's byte is (the game not over: the top empty).
    fn place(&self, p: &Pyraos) -> u64 {
        let (m, o) = relative(p);
        self.offset
            + match self.format {
                Format::Children => self.classes.table.index(m, o) as u64,
                Format::Retrograde => self.classes.index(m, o),
            }
    }

    fn decode(&self, byte: u8) -> Value {
        match (self.format, byte) {
            (Format::Children, b) => Value::from_plies(b as u32),
            (Format::Retrograde, 0) => Value::Draw,
            (Format::Retrograde, b) => Value::from_plies(b as u32 - 1),
        }
    }

    fn read(&self, place: u64) -> Result<Value, String> {
        let mut byte = [0u8];
        self.file.read_exact_at(&mut byte, place).map_err(|e| format!("cannot read {}: {e}", self.path.display()))?;
        Ok(self.decode(byte[0]))
    }

    /// The value of a position for the side to move, as the first of a game (see
    /// [`DiskTable::analyse_game`] for what a game's repetitions change); `Err` if the
    /// position is under other rules, or the file cannot be read.
    pub fn value(&self, p: &Pyraos) -> Result<Value, String> {
        self.check_rules(p)?;
        match over(p) {
            Some(v) => Ok(v),
            None => self.read(self.place(p)),
        }
    }

    /// Every legal move of `p` with the value it keeps for the side to move (`Win(n)`:
    /// the game ends n plies from `p`), best first: the quickest win, then draws, then
    /// the slowest loss, the rules' move order among equals (as the verdict panel lists
    /// them). Empty when the game is over.
    pub fn move_values(&self, p: &Pyraos) -> Result<Vec<(Move, Value)>, String> {
        self.check_rules(p)?;
        if over(p).is_some() {
            return Ok(vec![]);
        }
        let moves = p.legal_move_list();
        let mut out: Vec<(Move, Option<Value>)> = Vec::with_capacity(moves.len());
        // Moves to one class (symmetric replies) share a byte; reading the places in
        // order keeps the reads local.
        let mut places: Vec<(u64, u32)> = Vec::with_capacity(moves.len());
        for (i, mv) in moves.into_iter().enumerate() {
            let mut q = *p;
            q.play_unchecked(&mv, &mut ());
            let known = over(&q);
            if known.is_none() {
                places.push((self.place(&q), i as u32));
            }
            out.push((mv, known));
        }
        places.sort_unstable();
        let mut last: Option<(u64, Value)> = None;
        for (place, i) in places {
            let v = match last {
                Some((at, v)) if at == place => v,
                _ => self.read(place)?,
            };
            last = Some((place, v));
            out[i as usize].1 = Some(v);
        }
        let mut out: Vec<(Move, Value)> =
            out.into_iter().map(|(mv, v)| (mv, v.expect("every move valued").before())).collect();
        crate::order::by_key(&mut out, |&(_, v)| -v.rank());
        Ok(out)
    }

    /// A position's value and every move's ([`DiskTable::move_values`]), the value
    /// taken from the best move (one read fewer).
    pub fn answer(&self, p: &Pyraos) -> Result<(Value, Vec<(Move, Value)>), String> {
        self.check_rules(p)?;
        if let Some(v) = over(p) {
            return Ok((v, vec![]));
        }
        let moves = self.move_values(p)?;
        let value = moves.first().map(|&(_, v)| v).expect("a game not over has a move");
        Ok((value, moves))
    }

    /// [`super::Analysis`] of the position a game has reached, as [`super::analyse_game`]
    /// gives it but from the table and with the moves best first: a game over by
    /// repetition is a draw, and so is a move to a position seen twice already.
    pub fn analyse_game(&self, record: &Record<Pyraos>) -> Result<super::Analysis, String> {
        self.check_rules(record.position())?;
        let mut analysis = super::analysis_with(record, |p| self.move_values(p))?;
        crate::order::by_key(&mut analysis.moves, |(_, v)| -v.rank());
        Ok(analysis)
    }
}

/// A table file found by [`scan`], opened or why not.
pub type Found = (PathBuf, Result<DiskTable, String>);

/// Every `*.table` file in `folder`, by name, each opened (or why not): what settings a
/// folder of tables answers. Files still being written are refused by
/// [`DiskTable::open`], so scanning again later picks them up.
pub fn scan(folder: &Path) -> Result<Vec<Found>, String> {
    let entries = std::fs::read_dir(folder).map_err(|e| format!("cannot read {}: {e}", folder.display()))?;
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "table") && p.is_file())
        .collect();
    paths.sort();
    Ok(paths.into_iter().map(|p| (p.clone(), DiskTable::open(&p))).collect())
}

/// Writes a table of `p`'s rules that knows only the positions reachable from `p`, with
/// the values the exact search ([`super::search`], within `budget` positions) finds: a
/// complete table's header and length, the known entries written at their places and the
/// rest a hole (a sparse file of a few MB on disk). Every other position reads as a draw,
/// so such a file answers only games played on from `p`: it is for tests and demos of
/// the tablebase, where a real table's 2.3 GB and its solve are out of reach. Returns how
/// many positions it knows.
pub fn write_reachable(path: &Path, p: &Pyraos, budget: usize) -> Result<usize, String> {
    let solved = super::search(p, budget)
        .ok_or_else(|| format!("more than {budget} positions are reachable from {}", p.to_text()))?;
    let known = solved.keys.iter().map(|(&key, &id)| (key as u32, (key >> 32) as u32, solved.values[id as usize]));
    write_sparse(path, p.rules(), known).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(solved.len())
}

/// A complete retrograde table of `rules` holding the values of `known` (side to move's
/// spheres, opponent's, value) and nothing else (see [`write_reachable`]).
pub(super) fn write_sparse(
    path: &Path,
    rules: Rules,
    known: impl Iterator<Item = (super::Bits, super::Bits, Value)>,
) -> std::io::Result<()> {
    let classes = Classes::shared();
    let entries = classes.table.positions();
    let mut header = super::standard::magic(rules).to_vec();
    header.extend_from_slice(&entries.to_le_bytes());
    header.extend_from_slice(&200u32.to_le_bytes());
    header.push(1);
    let f = File::create(path)?;
    f.write_all_at(&header, 0)?;
    let offset = header.len() as u64;
    f.set_len(offset + entries)?;
    for (m, o, v) in known {
        if super::over(&super::position(m, o, rules)).is_none() {
            let code = v.plies().map_or(0, |n| n as u8 + 1);
            f.write_all_at(&[code], offset + classes.index(m, o))?;
        }
    }
    Ok(())
}

/// Why a [`Tablebase`] does not answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game, its options, its start or a move is not one (the engine's words).
    Malformed(String),
    /// The game or setting is not solved.
    Unsolved(String),
    /// The setting is solved, but this tablebase was not given its table.
    NoTable(String),
    /// A table could not be read.
    Unreadable(String),
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::Malformed(m) | Refusal::Unsolved(m) | Refusal::NoTable(m) | Refusal::Unreadable(m) => {
                f.write_str(m)
            }
        }
    }
}

/// The tables of a folder, one per setting, answering any game by name: what a server's
/// tablebase request needs.
pub struct Tablebase {
    tables: Vec<DiskTable>,
}

impl Tablebase {
    /// The tables of `folder` ([`scan`]); the files that are not complete tables, or
    /// repeat a setting already found, are left out and described in the second part.
    pub fn open(folder: &Path) -> Result<(Tablebase, Vec<String>), String> {
        let mut tables: Vec<DiskTable> = Vec::new();
        let mut skipped = Vec::new();
        for (path, found) in scan(folder)? {
            match found {
                Ok(t) if tables.iter().any(|u| u.rules == t.rules) => {
                    skipped.push(format!("{}: a second table of {}, left out", path.display(), describe(t.rules)))
                }
                Ok(t) => tables.push(t),
                Err(e) => skipped.push(e),
            }
        }
        Ok((Tablebase { tables }, skipped))
    }

    /// The settings answered: each game's name with its options in full.
    pub fn settings(&self) -> Vec<(&'static str, Vec<(&'static str, &'static str)>)> {
        self.tables
            .iter()
            .map(|t| {
                let (removal, pass) = t.rules();
                (Pyraos::NAME, vec![("removal", removal), ("pass", pass)])
            })
            .collect()
    }

    /// [`super::Analysis`] of the position a game (named `game`, with `options`, from
    /// `start` or its start position, after `moves`) has reached, repetitions included,
    /// with the moves best first.
    pub fn answer(
        &self,
        game: &str,
        options: &crate::game::Options,
        start: Option<&str>,
        moves: &[String],
    ) -> Result<super::Analysis, Refusal> {
        if game != Pyraos::NAME {
            crate::games::option_specs(game).map_err(|e| Refusal::Malformed(e.to_string()))?;
            return Err(Refusal::Unsolved(format!("{game} is not solved: the tablebase holds Pyraos only")));
        }
        let record = Record::<Pyraos>::replay(options, start, moves).map_err(|(bad, e)| {
            Refusal::Malformed(match bad {
                Some(n) => format!("move {n} ({}): {e}", moves[n - 1]),
                None => e.to_string(),
            })
        })?;
        let rules = record.position().rules();
        let table = self.tables.iter().find(|t| t.rules == rules).ok_or_else(|| {
            Refusal::NoTable(format!(
                "pyraos with {} is solved, but this server was not given its table",
                describe(rules)
            ))
        })?;
        table.analyse_game(&record).map_err(Refusal::Unreadable)
    }
}
