//! Inputs that the engine refuses, at least one for every reason it gives, and what it
//! said of each before its reasons became messages: tests/errors.rs checks that the
//! English is unchanged, tests/i18n.rs that en.ftl says the same.

use pyramid_games::game::{Error, Side};
use pyramid_games::games::pyraos::{Pyraos, Rules};
use pyramid_games::message::Phrase;
use pyramid_games::{ai, embed_attrs, link, open, opening, save, transcript, Options};

/// Where an error comes from.
pub enum Input {
    /// Opening a game with options (KEY=VALUE) and a position, then playing moves: the
    /// first refusal.
    Play(&'static str, &'static [&'static str], Option<&'static str>, &'static [&'static str]),
    /// A computer level's name.
    Level(&'static str),
    /// A saved game, read as a position.
    Save(&'static str),
    /// An option's value in a link, percent-encoded.
    Percent(&'static str),
    /// A Pyraos position from White's and Black's masks.
    Masks(u32, u32),
}

use Input::*;

fn play(game: &str, pairs: &[&str], position: Option<&str>, moves: &[&str]) -> Result<(), Error> {
    let mut options = Options::new();
    for pair in pairs {
        options.set_pair(pair)?;
    }
    let mut session = open(game, &options, position)?;
    for text in moves {
        session.play(text)?;
    }
    Ok(())
}

impl Input {
    pub fn error(&self) -> Error {
        match *self {
            Play(game, pairs, position, moves) => {
                play(game, pairs, position, moves).expect_err(&format!("{game} {position:?} {moves:?}: an error"))
            }
            Level(name) => name.parse::<ai::Level>().expect_err("a bad level"),
            Save(text) => Error::from(save::decode(text).err().expect("a bad save")),
            Percent(value) => Error::option(value, link::percent_decode(value).expect_err("a bad encoding")),
            Masks(white, black) => {
                Pyraos::from_masks(white, black, Side::White, Rules { children: false, pass: false })
                    .expect_err("bad masks")
            }
        }
    }
}

/// An input and what the engine said of it (the error's Display).
pub const CASES: &[(Input, &str)] = &[
    // Options, games and levels.
    (Play("pyramida", &["chain"], None, &[]), "bad option 'chain': expected KEY=VALUE"),
    (Play("allmer", &["x=1"], None, &[]), "bad option 'x': unknown option; this game has no options"),
    (Play("pyramida", &["speed=1"], None, &[]), "bad option 'speed': unknown option; expected one of opening-guard, chain"),
    (Play("pyramida", &["chain=maybe"], None, &[]), "bad option 'chain=maybe': expected on or off"),
    (Play("chase", &["setup=middle"], None, &[]), "bad option 'setup=middle': expected edges or bottom"),
    (Play("chess", &[], None, &[]), "unknown game 'chess': expected one of pyramida, chase, pyraos, allmer"),
    (Level("genius"), "bad option 'genius': expected a level: easy, normal or hard"),
    (Percent("%zz"), "bad option '%zz': '%' at character 1 is not followed by two hex digits"),
    (Percent("ab%4"), "bad option 'ab%4': '%' at character 3 is not followed by two hex digits"),
    (Percent("%ff"), "bad option '%ff': the escapes do not make UTF-8 text"),
    // The position format all games share.
    (Play("allmer", &[], Some("w W:a1 B:a7 x=1"), &[]), "bad position at 'x=1': unknown field; this game's positions have no extra fields"),
    (Play("pyramida", &[], Some("w W:d1 B:b1 clock=3"), &[]), "bad position at 'clock=3': unknown field; expected extra"),
    (Play("chase", &[], Some("w W:Ka1 B:Kz1 extra=1"), &[]), "bad position at 'extra=1': unknown field; expected clock"),
    (Play("pyramida", &[], Some("  "), &[]), "bad position at '': empty position; expected '<w|b> W:<cells> B:<cells>'"),
    (Play("pyramida", &[], Some("x W:d1 B:b1"), &[]), "bad position at 'x': expected the side to move, 'w' or 'b'"),
    (Play("pyramida", &[], Some("w W:d1 B:b1  extra=1"), &[]), "bad position at 'w W:d1 B:b1  extra=1': parts must be separated by single spaces"),
    (Play("pyramida", &[], Some("w  W:d1 B:b1"), &[]), "bad position at 'W:': parts must be separated by single spaces"),
    (Play("pyramida", &[], Some("w W:d1 B:b1 extra"), &[]), "bad position at 'extra': expected a field written key=value"),
    (Play("pyramida", &[], Some("w W:d1"), &[]), "bad position at '': missing the list 'B:<cells>'"),
    (Play("pyramida", &[], Some("w X:d1 B:b1"), &[]), "bad position at 'X:d1': expected the list 'W:<cells>'"),
    (Play("pyramida", &[], Some("w W:d1 X:b1"), &[]), "bad position at 'X:b1': expected the list 'B:<cells>'"),
    (Play("pyramida", &[], Some("w W:d1,,h1 B:b1"), &[]), "bad position at 'W:d1,,h1': empty cell name in the list"),
    // Saved games.
    (Save("nonsense"), "bad position at 'line 1': expected 'pyramid-save 1'"),
    (Save("pyramid-save 1\nfoo"), "bad position at 'line 2': expected 'game NAME'"),
    (Save("pyramid-save 1\n"), "bad position at 'line 2': expected 'game NAME'"),
    (Save("pyramid-save 1\ngame pyramida\nfoo bar"), "bad position at 'line 3': unexpected 'foo'"),
    (Save("pyramid-save 1\ngame pyramida\n"), "bad position at 'line 3': expected 'start POSITION'"),
    (Save("pyramid-save 1\ngame chess\n"), "bad position at 'line 2': unknown game 'chess': expected one of pyramida, chase, pyraos, allmer"),
    (Save("pyramid-save 1\ngame pyramida\noption chain=maybe\n"), "bad position at 'line 3': bad option 'chain=maybe': expected on or off"),
    (Save("pyramid-save 1\ngame pyramida\nstart w W:d1 B:b1\nmove d1-d3\n"), "bad position at 'line 4': illegal move 'd1-d3': the stone on d1 cannot move to d3"),
    // Pyramida.
    (Play("pyramida", &[], None, &["d1-e2 +"]), "bad move '': empty cell name"),
    (Play("pyramida", &[], None, &["11-e2"]), "bad move '11': expected a file letter a–u then a row 1–14"),
    (Play("pyramida", &[], None, &["z1-e2"]), "bad move 'z1': no file 'z': files run a–u"),
    (Play("pyramida", &[], None, &["d2-e3"]), "bad move 'd2': not a black square (file number + row must be odd)"),
    (Play("pyramida", &[], None, &["a14-b13"]), "bad move 'a14': outside the pyramid"),
    (Play("pyramida", &[], Some("w W:d1 B:b1 extra=2"), &[]), "bad position at 'extra=2': expected extra=0 or extra=1"),
    (Play("pyramida", &[], Some("w W:k14 B:b1"), &[]), "bad position at 'k14': no stone may stand on the top k14"),
    (Play("pyramida", &[], Some("w W:d1 B:d1"), &[]), "bad position at 'd1': two stones on one cell"),
    (Play("pyramida", &[], Some("w W: B:"), &[]), "bad position at 'w W: B:': both sides have no stones"),
    (Play("pyramida", &[], None, &["pass"]), "illegal move 'pass': a player may pass only when no stone can move"),
    (Play("pyramida", &[], None, &["d1-e2  c3>b2"]), "bad move 'd1-e2  c3>b2': parts must be separated by single spaces"),
    (Play("pyramida", &[], None, &["d1-e2 c3>b2 x"]), "bad move 'x': unexpected text after the attack"),
    (Play("pyramida", &[], None, &["d1e2"]), "bad move 'd1e2': expected FROM-TO, such as e4-d5, or pass"),
    (Play("pyramida", &[], None, &["b1-c2"]), "illegal move 'b1-c2': no White stone on b1"),
    (Play("pyramida", &[], Some("w W:d1,e2 B:b1"), &["d1-e2"]), "illegal move 'd1-e2': e2 is not empty"),
    (Play("pyramida", &[], None, &["d1-d3"]), "illegal move 'd1-d3': the stone on d1 cannot move to d3"),
    (Play("pyramida", &[], Some("w W:d3,g4 B:d5,f5,u2"), &["d3-e4"]), "bad move 'd3-e4': this move attacks; say which way, one of: d3-e4 d5>c4, d3-e4 f5+"),
    (Play("pyramida", &[], Some("w W:d3,g4 B:d5,f5,u2"), &["d3-e4 d5>e4"]), "illegal move 'd3-e4 d5>e4': the attack is not one this move makes; legal: d3-e4 d5>c4, d3-e4 f5+"),
    (Play("pyramida", &[], None, &["d1-e2 e3"]), "bad move 'e3': expected the attack as VICTIM>DEST or VICTIM+"),
    // Pyramid Chase.
    (Play("chase", &[], None, &["1-2"]), "bad move '1': expected a file a–z or aa–ag, then a rank 1–33"),
    (Play("chase", &[], None, &["a1-a34"]), "bad move 'a34': expected a file a–z or aa–ag, then a rank 1–33"),
    (Play("chase", &[], None, &["b33-a1"]), "bad move 'b33': outside the triangle: rank 33 has files a–a"),
    (Play("chase", &[], Some("w W:Ka1 B:Kz1 clock=x"), &[]), "bad position at 'clock=x': expected clock=N, a whole number of plies"),
    (Play("chase", &[], Some("w W:Ka1,Xb2 B:Kz1"), &[]), "bad position at 'Xb2': expected a piece letter K, Q, R, B, N or P, then a cell"),
    (Play("chase", &[], Some("w W:Ka1,Pb2,Pb2 B:Kz1"), &[]), "bad position at 'Pb2': two pieces on one cell"),
    (Play("chase", &[], Some("w W:Ka1,Kb1 B:Kz1"), &[]), "bad position at 'Kb1': White has two Kings"),
    (Play("chase", &[], Some("w W:Ka1,Pb31 B:Kz1"), &[]), "bad position at 'Pb31': only Kings may stand on ranks 31–33"),
    (Play("chase", &[], Some("w W:Pa1 B:Kz1"), &[]), "bad position at 'w W:Pa1 B:Kz1': White has no King"),
    (Play("chase", &[], Some("w W:Ka1 B:Pz1"), &[]), "bad position at 'w W:Ka1 B:Pz1': Black has no King"),
    (Play("chase", &[], Some("w W:Ka1,Rz5 B:Kz1"), &[]), "bad position at 'w W:Ka1,Rz5 B:Kz1': Black is in check but it is White's turn"),
    (Play("chase", &[], Some("b W:Ka1,Rz5 B:Ra10,Kz1"), &[]), "bad position at 'b W:Ka1,Rz5 B:Ra10,Kz1': White is in check but it is Black's turn"),
    (Play("chase", &[], None, &["a1a2"]), "bad move 'a1a2': expected FROM-TO, such as b2-c3, or FROMxTO for a capture"),
    (Play("chase", &[], None, &["af1-ae2"]), "illegal move 'af1-ae2': no White piece on af1"),
    (Play("chase", &[], None, &["b1xc1"]), "bad move 'b1xc1': 'x' marks a capture, and c1 holds no enemy piece"),
    (Play("chase", &[], Some("w W:Ka1,Ra4 B:Ra10,Kz1"), &["a4-b4"]), "illegal move 'a4-b4': it would leave the King in check"),
    (Play("chase", &[], Some("w W:Ka1,Qa30 B:Kz1"), &["a30-a31"]), "illegal move 'a30-a31': only Kings may enter ranks 31–33"),
    (Play("chase", &[], Some("w W:Ka1,Rb2 B:Kc3"), &["b2-b6"]), "illegal move 'b2-b6': above the power level: no move may end above rank 4 now"),
    (Play("chase", &[], None, &["a1-c5"]), "illegal move 'a1-c5': the Rook on a1 cannot move to c5"),
    // Pyraos.
    (Play("pyraos", &[], None, &["-1a1"]), "bad move '-1a1': expected a cell (1a1), a lift FROM-TO (1a1-2b2) or pass"),
    (Play("pyraos", &[], None, &["1a"]), "bad move '1a': expected a cell: a level 1–4, a file letter and a rank, such as 1a1"),
    (Play("pyraos", &[], None, &["5a1"]), "bad move '5a1': no level 5: levels run 1–4"),
    (Play("pyraos", &[], None, &["4b1"]), "bad move '4b1': no cell 4b1: level 4 is the single cell 4a1"),
    (Play("pyraos", &[], None, &["2d1"]), "bad move '2d1': no cell 2d1: level 2 has files a–c and ranks 1–3"),
    (Masks(1 << 31, 0), "bad position at 'w W: B:': a mask has bits beyond the 30 cells"),
    (Masks(1, 1), "bad position at '1a1': two spheres on one cell"),
    (Play("pyraos", &[], Some("w W:1a1 B:1a1"), &[]), "bad position at '1a1': two spheres on one cell"),
    (Play("pyraos", &[], None, &["1a1 y"]), "bad move 'y': expected x and the removed cells, such as x1a1 or x2b2,1a1"),
    (Play("pyraos", &[], None, &["1a1 x"]), "bad move 'x': expected one or two cells after x; leave out ' x' to remove nothing"),
    (Play("pyraos", &[], None, &["1a1 x1a1,"]), "bad move 'x1a1,': empty cell name in the removals"),
    (Play("pyraos", &[], None, &["1a1 x1a2,1b1,1b2"]), "illegal move 'x1a2,1b1,1b2': at most two spheres may be removed"),
    (Play("pyraos", &["removal=children"], None, &["1a1 x1a1"]), "illegal move 'x1a1': with removal=children no sphere is ever removed"),
    (
        Play(
            "pyraos",
            &[],
            Some("b W:1a1,1b1,1c1,1d1,1a2,1b2,1c2,1d2,1a3,1b3,1c3,1d3,1a4,1b4,1c4 B:1d4,2a1,2b1,2c1,2a2,2b2,2c2,2a3,2b3,2c3,3a1,3b1,3a2,3b2"),
            &["4a1 x2a1"],
        ),
        "illegal move 'x2a1': a sphere on the top wins the game; nothing is removed",
    ),
    (Play("pyraos", &[], None, &["1a1 x1a1"]), "illegal move 'x1a1': the sphere on 1a1 completes no square of White, so nothing may be removed"),
    (Play("pyraos", &[], Some("w W:1a1,1b1,1a2 B:"), &["1b2 x1a1,1a1"]), "illegal move '1a1': the same sphere is removed twice"),
    (Play("pyraos", &[], Some("w W:1a1,1b1,1a2 B:"), &["1b2 x1c1"]), "illegal move '1c1': no White sphere on 1c1 to remove"),
    (Play("pyraos", &[], Some("w W:1a1,1b1,1a2,1b2,1c3,1d3,1c4 B:2a1"), &["1d4 x1a1"]), "illegal move '1a1': the sphere on 1a1 is not free: it carries 2a1"),
    (
        Play(
            "pyraos",
            &[],
            Some("w W:1a1,1a2,1a3,1a4,1b1,1b2,1b3,1b4,1c1,1c2,1c3,1c4,1d1,1d2,1d3,1d4 B:"),
            &[],
        ),
        "bad position at '1d4': White has more than 15 spheres",
    ),
    (Play("pyraos", &[], Some("w W:2a1 B:"), &[]), "bad position at '2a1': the sphere is not supported: 1a1, 1b1, 1a2, 1b2 empty"),
    (Play("pyraos", &[], None, &["pass"]), "illegal move 'pass': passing is not allowed (pass=off)"),
    (Play("pyraos", &["pass=on"], None, &["pass"]), "illegal move 'pass': a player may pass only with no sphere in reserve and none to lift"),
    (Play("pyraos", &[], None, &[""]), "bad move '': empty move; expected a cell (1a1), a lift FROM-TO (1a1-2b2) or pass"),
    (Play("pyraos", &[], None, &["1a1  x1a1"]), "bad move '1a1  x1a1': parts must be separated by single spaces"),
    (Play("pyraos", &[], None, &["1a1 x1a1 z"]), "bad move 'z': unexpected text after the removals"),
    (Play("pyraos", &[], None, &["1a1-2b2-3a1"]), "bad move '1a1-2b2-3a1': expected a cell (1a1), a lift FROM-TO (1a1-2b2) or pass"),
    (Play("pyraos", &[], None, &["2a1"]), "illegal move '2a1': 2a1 is not supported: 1a1, 1b1, 1a2, 1b2 empty"),
    (Play("pyraos", &[], Some("w W:1a1,1a2,1a3,1a4,1b1,1b2,1b3,1b4,1c1,1c2,1c3,1c4,1d1,1d2,1d3 B:"), &["1d4"]), "illegal move '1d4': White has no sphere left in reserve"),
    (Play("pyraos", &[], Some("w W:1a1 B:"), &["1a1"]), "illegal move '1a1': 1a1 is taken"),
    (Play("pyraos", &[], None, &["1a1-2a1"]), "illegal move '1a1-2a1': no White sphere on 1a1"),
    (Play("pyraos", &[], Some("w W:1a1,1b1,1a2,1b2 B:2a1"), &["1a1-3a1"]), "illegal move '1a1-3a1': the sphere on 1a1 is not free: it carries 2a1"),
    (Play("pyraos", &[], Some("w W:1a1 B:1c1"), &["1a1-1b1"]), "illegal move '1a1-1b1': a sphere is lifted to a higher level: 1a1 is on level 1, 1b1 on level 1"),
    (Play("pyraos", &[], Some("w W:1a1,1b1,1a2,1b2 B:1c1"), &["1a1-2a1"]), "illegal move '1a1-2a1': the sphere on 1a1 would support itself on 2a1"),
    (Play("pyraos", &[], Some("w W:1a1,1c1 B:1d1"), &["1a1-2b2"]), "illegal move '1a1-2b2': 2b2 is not supported: 1b2, 1c2, 1b3, 1c3 empty"),
    // Allmer's Pyramid.
    (Play("allmer", &[], None, &["a-a2"]), "bad move 'a': expected a file a–g then a row 1–7, such as c3"),
    (Play("allmer", &[], None, &["h1-a2"]), "bad move 'h1': no file 'h': files run a–g"),
    (Play("allmer", &[], None, &["a8-a2"]), "bad move 'a8': no row '8': rows run 1–7"),
    (Play("allmer", &[], None, &["d4-d3"]), "bad move 'd4': d4 is the cap of the pyramid, not a field"),
    (Play("allmer", &[], Some("w W:a1 B:a1"), &[]), "bad position at 'a1': two stones on one field"),
    (Play("allmer", &[], Some("w W:a1,b1,c1,d1,e1,f1,g1,a2 B:a7"), &[]), "bad position at 'a2': White has more than seven stones"),
    (Play("allmer", &[], None, &["a1 a2"]), "bad move 'a1 a2': expected FROM-TO, such as a1-a4"),
    (Play("allmer", &[], None, &["a1a2"]), "bad move 'a1a2': expected FROM-TO, such as a1-a4"),
    (Play("allmer", &[], None, &["a2-a3"]), "illegal move 'a2-a3': no stone on a2"),
    (Play("allmer", &[], None, &["a7-a6"]), "illegal move 'a7-a6': the stone on a7 is Black's; White is to move"),
    (Play("allmer", &[], None, &["a1-a1"]), "illegal move 'a1-a1': a stone must leave its field"),
    (Play("allmer", &[], None, &["a1-b2"]), "illegal move 'a1-b2': b2 is not in a straight line from a1"),
    (Play("allmer", &[], Some("w W:b3,a1,e1,g1 B:c3,a7,e7,g7"), &["b3-c3"]), "illegal move 'b3-c3': c3 is taken; a jump needs an empty field"),
    (Play("allmer", &[], Some("w W:c1,e7,f7,g7 B:d1,e1,a5,a6"), &["c1-d1"]), "illegal move 'c1-d1': the stone on d1 cannot be pushed: e1 behind it is taken (a stone cannot push two)"),
    (Play("allmer", &[], Some("w W:d3,a1,b1,g1 B:a7,b7,f7,g7"), &["d3-d5"]), "illegal move 'd3-d5': a run cannot cross the cap d4"),
    (Play("allmer", &[], Some("w W:b4,a3,e1,g1 B:a7,c7,f7,g7"), &["a3-c3"]), "illegal move 'a3-c3': a run cannot climb from a3 to b3; a jump goes one tier up to a neighbouring field"),
    (Play("allmer", &[], Some("w W:b2,e1,f1,g1 B:d2,a7,f7,g7"), &["b2-e2"]), "illegal move 'b2-e2': the run is blocked by the stone on d2"),
    (Play("allmer", &[], Some("w W:e5,a1,b1,g1 B:e2,a7,b7,c7,g7"), &["e5-e1"]), "illegal move 'e5-e1': the run stops on e2, smashing the stone there"),
    (Play("allmer", &[], Some("w W:a1,e1,f1,g1 B:c1,a7,b7,g7"), &["a1-c1"]), "illegal move 'a1-c1': the stone on a1 cannot run, jump or push to c1"),
    (Play("allmer", &[], Some("w W: B:"), &["a1-a2"]), "the game is over"),
];

/// Where a problem with a link, a record, a saved game or a board's attributes comes from.
pub enum Source {
    /// A link (after `#`): its error, or the problem it opened with.
    Link(&'static str),
    /// A Pyramida link from this position after this move, and one move code more.
    LinkOver(&'static str, &'static str),
    /// A game record.
    Record(&'static str),
    /// A saved game.
    Saved(&'static str),
    /// What the game screen says opening this address with this saved game.
    Notice(&'static str, Option<&'static str>),
    /// A board's attributes in a page, `name=value` separated by `|`.
    Embed(&'static str),
}

impl Source {
    /// The problem as a phrase, and as the engine's English (its Display, where it has one).
    pub fn problem(&self) -> (Phrase, String) {
        match *self {
            Source::Link(text) => match link::decode(text) {
                Err(e) => (e.phrase(), e.to_string()),
                Ok(d) => d.problem.map(|p| (p.phrase(), p.to_string())).expect("a problem"),
            },
            Source::LinkOver(position, mv) => {
                let mut s = open("pyramida", &Options::new(), Some(position)).unwrap();
                s.play(mv).unwrap();
                let p = link::decode(&(link::encode(s.as_ref()) + "A")).unwrap().problem.expect("a problem");
                (p.phrase(), p.to_string())
            }
            Source::Record(text) => {
                let e = transcript::read(text).err().expect("an error");
                (e.phrase(), e.to_string())
            }
            Source::Saved(text) => {
                let e = save::decode(text).err().expect("an error");
                (e.phrase(), e.to_string())
            }
            Source::Notice(address, saved) => {
                let notice = opening::opening(address, saved).unwrap().notice.expect("a notice");
                (notice.clone(), notice.english())
            }
            Source::Embed(attributes) => {
                let pairs: Vec<(&str, &str)> = attributes.split('|').filter_map(|p| p.split_once('=')).collect();
                let found = |name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string());
                let e = embed_attrs::parse(found).expect_err("an error");
                (e.clone(), e.english())
            }
        }
    }
}

/// Problems beyond a single move or position, and what the engine said of each before
/// its words became messages.
pub const PROBLEMS: &[(Source, &str)] = &[
    (Source::Link("chess"), "link: unknown game 'chess': expected one of pyramida, chase, pyraos, allmer"),
    (Source::Link("pyramida?foo"), "link: 'foo' is not KEY=VALUE"),
    (Source::Link("pyramida?position=%zz"), "link: bad position: '%' at character 1 is not followed by two hex digits"),
    (Source::Link("pyramida?m=A&m=B"), "link: 'm' is given twice"),
    (Source::Link("pyramida?chain=maybe"), "link: bad option 'chain=maybe': expected on or off"),
    (Source::Link("pyramida?position=nonsense"), "link: bad position at 'nonsense': expected the side to move, 'w' or 'b'"),
    (Source::LinkOver("w W:j13 B:b1", "j13-k14"), "link, move 2: the game is already over (White wins: all stones reached the top), yet the link goes on"),
    (Source::Link("chase?position=w%20W:Ka1,Qj10,Qk12,Rl8,Rm9,Bn9,Bo10%20B:Kaf1&m=A"), "link, move 1: the link is cut short: 'A' is part of a 2-character code"),
    (Source::Link("pyramida?m=!"), "link, move 1: '!' is not a move code"),
    (Source::Link("pyramida?m=z"), "link, move 1: move code 'z' is out of range: the position has 10 legal moves"),
    (Source::Record("{ open"), "line 1: a comment opened with '{' is never closed with '}'"),
    (Source::Record("}"), "line 1: a '}' with no '{' before it"),
    (Source::Record("]"), "line 1: a ']' with no tag before it"),
    (Source::Record("[ ]"), "line 1: expected a tag such as [Game \"chase\"]"),
    (Source::Record("[Game chase]"), "line 1: tag [Game]: expected a tag such as [Game \"chase\"]"),
    (Source::Record("[Game \"chase]"), "line 1: tag [Game]: the value's closing '\"' is missing on this line"),
    (Source::Record("[Game \"chase\" x]"), "line 1: tag [Game]: expected ']' after the value"),
    (Source::Record("[Foo \"x\"]"), "line 1: unknown tag [Foo]; expected one of Game, Options, Start, Event, Site, Date, White, Black, Result, Reason"),
    (Source::Record("[Game \"chase\"]\n[Game \"chase\"]"), "line 2: a second [Game] tag (the first is on line 1)"),
    (Source::Record("1. a1"), "line 1: the record has no [Game \"…\"] tag naming its game (pyramida, chase, pyraos or allmer)"),
    (Source::Record("[Game \"pyramida\"]\n\n1. d1-e2 [Date \"x\"]"), "line 3: the tag [Date] stands after the moves; tags come first"),
    (Source::Record("[Game \"pyramida\"]\n\n1. d1-e2 * e2-f3"), "line 3: 'e2-f3' stands after the result '*'; the result ends the moves"),
    (Source::Record("[Game \"pyramida\"]\n\n1."), "line 3: the move number '1.' has no move after it"),
    (Source::Record("[Game \"pyramida\"]\n[Start \"w W:j13 B:b1\"]\n\n1. j13-k14 b1-c2"), "line 4, move 2: 'b1-c2' comes after the end of the game (White wins: all stones reached the top)"),
    (Source::Record("[Game \"pyramida\"]\n\n2. d1-e2"), "line 3, move 1 (White to move): the move number '2.' does not fit; this move is 1. d1-e2"),
    (Source::Record("[Game \"pyramida\"]\n\n1. d1-d3"), "line 3, move 1 (White to move): illegal move 'd1-d3': the stone on d1 cannot move to d3"),
    (Source::Record("[Game \"pyramida\"]\n[Result \"1-0\"]\n\n1. d1-e2"), "line 2: [Result \"1-0\"] does not match the moves: the game is not over"),
    (Source::Record("[Game \"pyramida\"]\n[Result \"2-0\"]\n\n1. d1-e2"), "line 2: [Result \"2-0\"]: expected 1-0, 0-1, 1/2-1/2 or *"),
    (Source::Record("[Game \"pyramida\"]\n\n1. d1-e2 1-0"), "line 3: the result '1-0' does not match the moves: the game is not over"),
    (Source::Record("[Game \"pyramida\"]\n[Reason \"checkmate\"]\n\n1. d1-e2"), "line 2: [Reason \"checkmate\"] does not match the moves: the game is not over"),
    (Source::Saved("nonsense"), "saved game, line 1: expected 'pyramid-save 1'"),
    (Source::Notice("pyramida?foo", None), "The link is damaged (link: 'foo' is not KEY=VALUE); it opened as far as it could be read."),
    (Source::Notice("pyramida", Some("nonsense")), "The saved game could not be restored (saved game, line 1: expected 'pyramid-save 1'); a new game was started."),
    (Source::Embed("game=pyramida|view=d1-q99"), "data-view: 'q99' is not a cell of Pyramida"),
    (Source::Embed("game=pyramida|view=around e5 0"), "data-view: '0' is not a number of steps from 1 to 40"),
    (Source::Embed("game=pyramida|view=everything"), "data-view is 'everything': expected two corner cells such as 'c2-h9', or 'around e5 3'"),
    (Source::Embed("game=pyramida|interactive=maybe"), "data-interactive is 'maybe': expected true or false"),
    (Source::Embed("game=pyramida|size=huge"), "data-size is 'huge': expected small, medium or large"),
    (Source::Embed("game=pyramida|caption=<b>x</b>"), "data-caption is plain text, but it contains markup ('<b>'): remove the tags"),
    (Source::Embed("game=chase|record=pyramida"), "data-game is 'chase' but data-record is a game of pyramida"),
    (Source::Embed("moves=d1-e2"), "data-game is missing: expected one of pyramida, chase, pyraos, allmer"),
    (Source::Embed("game=pyramida|options=chain=maybe"), "data-options: bad option 'chain=maybe': expected on or off"),
    (Source::Embed("game=pyramida|moves=d1-d3"), "data-moves, move 1: illegal move 'd1-d3': the stone on d1 cannot move to d3"),
    (Source::Embed("game=pyramida|record=pyramida?foo"), "data-record: link: 'foo' is not KEY=VALUE"),
    (Source::Embed("game=pyramida|record=[Game \"pyramida\"]\n\n1. d1-d3"), "data-record: line 3, move 1 (White to move): illegal move 'd1-d3': the stone on d1 cannot move to d3"),
];
