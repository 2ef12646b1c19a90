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
//! README's variables) are [`FILE_NAMES`]; [`scan`] opens every `*.table` in a folder
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
