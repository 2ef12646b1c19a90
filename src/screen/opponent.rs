//! The game screen's opponent, as rules: which sides the computer plays and how well,
//! whose turns Undo skips, the pause when it plays itself, when Perfect is withdrawn,
//! whether threats are drawn by default, the players a record names, and how the choice
//! is saved beside the game. The web layer asks the computer and draws the lists.

use crate::ai::Level;
use crate::game::Side;
use crate::games::Session;
use crate::opening::Source;

/// Which sides the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    TwoPlayers,
    ComputerBlack,
    ComputerWhite,
    ComputerBoth,
}

impl Mode {
    /// Every mode as the list shows it: value, label.
    pub const ALL: [(Mode, &'static str, &'static str); 4] = [
        (Mode::TwoPlayers, "two", "mode-two"),
        (Mode::ComputerBlack, "computer-black", "mode-computer-black"),
        (Mode::ComputerWhite, "computer-white", "mode-computer-white"),
        (Mode::ComputerBoth, "computer-both", "mode-computer-both"),
    ];

    pub fn value(self) -> &'static str {
        Mode::ALL.iter().find(|m| m.0 == self).map_or("two", |m| m.1)
    }

    /// The mode a list's value names; anything else means two players.
    pub fn from_value(value: &str) -> Mode {
        Mode::ALL.iter().find(|m| m.1 == value).map_or(Mode::TwoPlayers, |m| m.0)
    }

    fn parse(value: &str) -> Option<Mode> {
        Mode::ALL.iter().find(|m| m.1 == value).map(|m| m.0)
    }

    pub fn plays(self, side: Side) -> bool {
        match self {
            Mode::TwoPlayers => false,
            Mode::ComputerBlack => side == Side::Black,
            Mode::ComputerWhite => side == Side::White,
            Mode::ComputerBoth => true,
        }
    }
}

/// How well the computer plays: a level of its search, or Perfect where the game offers it
/// (its solved settings: see `ai::perfect_available`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    Search(Level),
    Perfect,
}

impl Strength {
    /// Every strength as the level list shows it: value, label.
    pub const CHOICES: [(Strength, &'static str, &'static str); 4] = [
        (Strength::Search(Level::Easy), "easy", "level-easy"),
        (Strength::Search(Level::Normal), "normal", "level-normal"),
        (Strength::Search(Level::Hard), "hard", "level-hard"),
        (Strength::Perfect, "perfect", "level-perfect"),
    ];

    pub fn value(self) -> &'static str {
        Strength::CHOICES.iter().find(|c| c.0 == self).map_or("normal", |c| c.1)
    }

    /// The strength a list's value names; anything else means Normal.
    pub fn from_value(value: &str) -> Strength {
        Strength::parse(value).unwrap_or(Strength::Search(Level::Normal))
    }

    fn parse(value: &str) -> Option<Strength> {
        Strength::CHOICES.iter().find(|c| c.1 == value).map(|c| c.0)
    }

    /// The level's name in a game record (records are written in English, as the
    /// notation is).
    pub fn label(self) -> &'static str {
        match self {
            Strength::Search(Level::Easy) => "Easy",
            Strength::Search(Level::Normal) => "Normal",
            Strength::Search(Level::Hard) => "Hard",
            Strength::Perfect => "Perfect",
        }
    }

    /// The search's level: Perfect searches at Hard where its answer is not known.
    pub fn search(self) -> Level {
        match self {
            Strength::Search(level) => level,
            Strength::Perfect => Level::Hard,
        }
    }
}

/// Milliseconds between moves when the computer plays both sides, to be watchable.
const WATCH_PACE_MS: i32 = 700;

/// Who plays whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opponent {
    pub mode: Mode,
    pub level: Strength,
}

impl Opponent {
    /// Two players; a level is kept for when the computer is chosen.
    pub const TWO_PLAYERS: Opponent = Opponent { mode: Mode::TwoPlayers, level: Strength::Search(Level::Normal) };
    /// A newcomer's first game: the computer plays Black, at the beginner's level.
    pub const FIRST_GAME: Opponent = Opponent { mode: Mode::ComputerBlack, level: Strength::Search(Level::Easy) };

    /// The opponent of a game opened from `source`, where `stored` is the one saved for
    /// the game: a resumed game goes on against the same opponent, and a new game against
    /// the last one chosen; a link's game is between two players; the first game of all
    /// is against the computer, at the beginner's level.
    pub fn opening(source: Source, stored: Option<Opponent>) -> Opponent {
        match (source, stored) {
            (Source::Linked, _) => Opponent::TWO_PLAYERS,
            (_, Some(stored)) => stored,
            (Source::Saved, None) => Opponent::TWO_PLAYERS,
            (Source::New, None) => Opponent::FIRST_GAME,
        }
    }

    /// *Play the computer* from the picker: against the computer as a first game is, at
    /// the level chosen before if there was one.
    pub fn play_the_computer(stored: Option<Opponent>) -> Opponent {
        let level = stored.map_or(Opponent::FIRST_GAME.level, |o| o.level);
        Opponent { level, ..Opponent::FIRST_GAME }
    }

    /// As saved beside the game: "MODE LEVEL" (such as "computer-black hard").
    pub fn encode(self) -> String {
        format!("{} {}", self.mode.value(), self.level.value())
    }

    /// A saved opponent; anything unreadable is none.
    pub fn decode(text: &str) -> Option<Opponent> {
        let (mode, level) = text.split_once(' ')?;
        Some(Opponent { mode: Mode::parse(mode)?, level: Strength::parse(level)? })
    }

    /// Whether the computer moves now in `game`: it plays the side to move, and the game
    /// is not over.
    pub fn to_move(self, game: &dyn Session) -> bool {
        self.mode.plays(game.side_to_move()) && game.end().is_none()
    }

    /// Whether Undo goes on past a turn of `side`: the computer's turns, so the player
    /// gets their own turn back (when the computer plays both, one move at a time).
    pub fn undo_skips(self, side: Side) -> bool {
        self.mode != Mode::ComputerBoth && self.mode.plays(side)
    }

    /// The pause before the computer's move appears, in milliseconds: watchable when it
    /// plays both sides, none otherwise.
    pub fn pace_ms(self) -> i32 {
        if self.mode == Mode::ComputerBoth {
            WATCH_PACE_MS
        } else {
            0
        }
    }

    /// Whether threats are drawn by default: for a beginner, at the easiest level.
    pub fn threats_by_default(self) -> bool {
        self.level == Strength::Search(Level::Easy)
    }

    /// Whether the board is turned for Black to sit at the bottom (`None`: as it was):
    /// the player faces the computer from their own side.
    pub fn flipped(self) -> Option<bool> {
        match self.mode {
            Mode::ComputerWhite => Some(true),
            Mode::ComputerBlack => Some(false),
            Mode::TwoPlayers | Mode::ComputerBoth => None,
        }
    }

    /// The names a record gives White and Black.
    pub fn players(self) -> (Option<String>, Option<String>) {
        let computer = format!("Computer ({})", self.level.label());
        match self.mode {
            Mode::TwoPlayers => (None, None),
            Mode::ComputerBlack => (Some("You".into()), Some(computer)),
            Mode::ComputerWhite => (Some(computer), Some("You".into())),
            Mode::ComputerBoth => (Some(computer.clone()), Some(computer)),
        }
    }

    /// The game as it stands no longer offers Perfect (`offered` false: a new game with
    /// other options): Perfect falls back to Hard. True when the level changed.
    pub fn withdraw_perfect(&mut self, offered: bool) -> bool {
        let withdrawn = !offered && self.level == Strength::Perfect;
        if withdrawn {
            self.level = Strength::Search(Level::Hard);
        }
        withdrawn
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Options;
    use crate::games;

    #[test]
    fn a_game_opens_against_the_opponent_it_had_and_a_first_game_against_the_computer() {
        let hard = Opponent { mode: Mode::ComputerWhite, level: Strength::Search(Level::Hard) };
        assert_eq!(Opponent::opening(Source::Saved, Some(hard)), hard);
        assert_eq!(Opponent::opening(Source::New, Some(hard)), hard);
        assert_eq!(Opponent::opening(Source::Linked, Some(hard)), Opponent::TWO_PLAYERS);
        assert_eq!(Opponent::opening(Source::Saved, None), Opponent::TWO_PLAYERS);
        assert_eq!(Opponent::opening(Source::New, None), Opponent::FIRST_GAME);
        assert_eq!(Opponent::play_the_computer(None), Opponent::FIRST_GAME);
        let chosen = Opponent::play_the_computer(Some(hard));
        assert_eq!((chosen.mode, chosen.level), (Mode::ComputerBlack, Strength::Search(Level::Hard)));
    }

    #[test]
    fn the_saved_choice_reads_back_and_anything_else_is_none() {
        for (mode, ..) in Mode::ALL {
            for (level, ..) in Strength::CHOICES {
                let opponent = Opponent { mode, level };
                assert_eq!(Opponent::decode(&opponent.encode()), Some(opponent));
            }
        }
        assert_eq!(Opponent::FIRST_GAME.encode(), "computer-black easy");
        for bad in ["", "computer-black", "computer-black  easy", "robot easy", "two expert"] {
            assert_eq!(Opponent::decode(bad), None, "{bad:?}");
        }
        let unknown = Opponent { mode: Mode::from_value("robot"), level: Strength::from_value("expert") };
        assert_eq!(unknown, Opponent::TWO_PLAYERS, "a list's unknown value");
    }

    #[test]
    fn the_computer_moves_on_its_own_turns_while_the_game_goes_on() {
        let mut game = games::open("pyramida", &Options::new(), None).unwrap();
        let black = Opponent::FIRST_GAME;
        assert!(!black.to_move(game.as_ref()), "White's turn");
        assert!(Opponent { mode: Mode::ComputerBoth, ..black }.to_move(game.as_ref()));
        assert!(!Opponent::TWO_PLAYERS.to_move(game.as_ref()));
        game.play(&game.legal_moves()[0].clone()).unwrap();
        assert!(black.to_move(game.as_ref()));
        // Over: nobody moves.
        while game.end().is_none() {
            game.play(&game.legal_moves()[0].clone()).unwrap();
        }
        assert!(!Opponent { mode: Mode::ComputerBoth, ..black }.to_move(game.as_ref()));
    }

    #[test]
    fn undo_skips_the_computers_turns_unless_it_plays_both() {
        let black = Opponent::FIRST_GAME;
        assert!(black.undo_skips(Side::Black) && !black.undo_skips(Side::White));
        let both = Opponent { mode: Mode::ComputerBoth, ..black };
        assert!(!both.undo_skips(Side::Black) && !both.undo_skips(Side::White));
        assert!(!Opponent::TWO_PLAYERS.undo_skips(Side::Black));
    }

    #[test]
    fn the_computer_against_itself_is_paced_and_the_player_faces_it() {
        let black = Opponent::FIRST_GAME;
        assert_eq!(black.pace_ms(), 0);
        assert_eq!(Opponent { mode: Mode::ComputerBoth, ..black }.pace_ms(), WATCH_PACE_MS);
        assert_eq!(black.flipped(), Some(false));
        assert_eq!(Opponent { mode: Mode::ComputerWhite, ..black }.flipped(), Some(true));
        assert_eq!(Opponent::TWO_PLAYERS.flipped(), None);
    }

    #[test]
    fn threats_show_for_a_beginner_and_records_name_the_players() {
        assert!(Opponent::FIRST_GAME.threats_by_default());
        assert!(!Opponent::TWO_PLAYERS.threats_by_default());
        assert_eq!(Opponent::FIRST_GAME.players(), (Some("You".into()), Some("Computer (Easy)".into())));
        let perfect = Opponent { mode: Mode::ComputerWhite, level: Strength::Perfect };
        assert_eq!(perfect.players(), (Some("Computer (Perfect)".into()), Some("You".into())));
        assert_eq!(Opponent::TWO_PLAYERS.players(), (None, None));
    }

    #[test]
    fn perfect_falls_back_to_hard_where_the_game_no_longer_offers_it() {
        let mut perfect = Opponent { mode: Mode::ComputerBlack, level: Strength::Perfect };
        assert!(!perfect.withdraw_perfect(true));
        assert_eq!(perfect.level, Strength::Perfect);
        assert!(perfect.withdraw_perfect(false));
        assert_eq!(perfect.level, Strength::Search(Level::Hard));
        let mut easy = Opponent::FIRST_GAME;
        assert!(!easy.withdraw_perfect(false));
        assert_eq!(easy, Opponent::FIRST_GAME);
        assert_eq!((Strength::Perfect.search(), Strength::Search(Level::Easy).search()), (Level::Hard, Level::Easy));
    }
}
