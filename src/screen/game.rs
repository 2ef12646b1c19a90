//! The game screen's model: the game itself, the position its board shows (the last, or
//! an earlier one in review), a move waiting for the player's yes, and what each of the
//! screen's commands does to them: play, ask first, undo to the player's turn, redo,
//! review, continue from an earlier position, a new game; and who plays it ([`Opponent`]:
//! when the computer moves, whose turns Undo skips, when Perfect is offered), the next
//! game's options and whether threats are drawn. The web layer draws it and brings its
//! board in line with the [`Show`] each change returns.

use crate::board_state::{BoardData, Miss};
use crate::game::Options;
use crate::games::{self, Session};
use crate::message::Phrase;
use crate::screen::opponent::{Opponent, Strength};
use crate::screen::review::{Review, Show, Step};

/// A move entered on the board, waiting for the player's yes: it loses at once or costs
/// the mover's own pieces, and the player asked to be asked.
#[derive(Clone, Debug, PartialEq)]
pub struct Pending {
    pub text: String,
    pub words: Phrase,
}

/// What became of a move entered on the board.
#[derive(Clone, Debug, PartialEq)]
pub enum Entered {
    /// Played on the game, in its canonical text: the board plays it too.
    Played(String),
    /// Held for the player's yes ([`GameModel::pending`]).
    Held,
}

/// After "Continue from here": how many moves the game now has, and how many were taken
/// back (Redo brings them back).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Continued {
    pub ply: usize,
    pub dropped: usize,
}

/// Whether Perfect is offered for the game as it stands, and whether the level fell back
/// from it to Hard because it no longer is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerfectOffer {
    pub offered: bool,
    pub withdrawn: bool,
}

pub struct GameModel {
    game: Box<dyn Session>,
    /// Set while the board shows an earlier position: the game's moves and the one shown.
    review: Option<Review>,
    /// In review, the position shown: a copy of the game at that move, made once a step.
    earlier: Option<Box<dyn Session>>,
    pending: Option<Pending>,
    /// Ask before a move that loses at once or costs the mover's own pieces.
    pub ask_first: bool,
    opponent: Opponent,
    /// Option values for the next new game, as the screen's fields show them.
    pub next_options: Options,
    /// Whether the opponent's threats are drawn.
    pub show_threats: bool,
    /// The options of the game Perfect was last offered or withheld for: asked again only
    /// when a new game brings others.
    perfect_checked: Option<Options>,
}

impl GameModel {
    /// The model of `game` against `opponent`; threats are drawn as its level has them by
    /// default.
    pub fn new(game: Box<dyn Session>, ask_first: bool, opponent: Opponent) -> GameModel {
        let next_options = game.options().clone();
        let show_threats = opponent.threats_by_default();
        GameModel {
            game,
            review: None,
            earlier: None,
            pending: None,
            ask_first,
            opponent,
            next_options,
            show_threats,
            perfect_checked: None,
        }
    }

    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    /// Another choice of who plays each side; the level is as it was.
    pub fn choose_mode(&mut self, mode: crate::screen::opponent::Mode) {
        self.opponent.mode = mode;
    }

    /// Another level: threats are drawn at the beginner's, hidden at others, until changed.
    pub fn choose_level(&mut self, level: Strength) {
        self.opponent.level = level;
        self.show_threats = self.opponent.threats_by_default();
    }

    /// Whether the computer moves now: it plays the side to move, the game goes on, and
    /// the game is shown as it stands (in review it waits).
    pub fn computer_to_move(&self) -> bool {
        self.review.is_none() && self.opponent.to_move(self.game.as_ref())
    }

    /// Whether Perfect is offered for the game as it stands, where its options differ
    /// from the last asked about (`offered` says whether the game has it: its solved
    /// settings, or the tablebase's). Perfect falls back to Hard where it is no longer
    /// offered. `None`: asked already for these options.
    pub fn check_perfect(&mut self, offered: impl FnOnce(&dyn Session) -> bool) -> Option<PerfectOffer> {
        let options = self.game.options();
        if self.perfect_checked.as_ref() == Some(options) {
            return None;
        }
        self.perfect_checked = Some(options.clone());
        let offered = offered(self.game.as_ref());
        Some(PerfectOffer { offered, withdrawn: self.opponent.withdraw_perfect(offered) })
    }

    /// Asks again whether Perfect is offered (the page learnt what the tablebase serves).
    pub fn recheck_perfect(&mut self) {
        self.perfect_checked = None;
    }

    pub fn game(&self) -> &dyn Session {
        self.game.as_ref()
    }

    pub fn is_reviewing(&self) -> bool {
        self.review.is_some()
    }

    /// Which move the board shows and how many there are: (ply, total).
    pub fn place(&self) -> (usize, usize) {
        match &self.review {
            Some(review) => (review.shown(), review.moves().len()),
            None => (self.game.plies(), self.game.plies()),
        }
    }

    /// The position the board shows: the game itself, or in review a copy of it at the
    /// move shown.
    pub fn shown(&self) -> &dyn Session {
        self.earlier.as_deref().unwrap_or(self.game.as_ref())
    }

    /// What the board is given to draw: the position shown, with a newcomer's advice
    /// (the moves' warnings, the opponent's threats).
    pub fn board(&self) -> BoardData {
        let shown = self.shown();
        BoardData::of(shown).advised(shown)
    }

    /// Why a click on the board was not a move, in the engine's words, if it can say.
    pub fn why_not(&self, miss: Miss) -> Option<Phrase> {
        crate::warn::why_not(self.shown(), miss.from, miss.at)
    }

    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }

    pub fn can_undo(&self) -> bool {
        self.review.is_none() && self.game.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.review.is_none() && self.game.can_redo()
    }

    /// Plays `text` on the game: a move of the screen's own (a typed move, the computer's).
    /// Refused while an earlier position is shown, where the game waits. On error the
    /// game is as it was.
    pub fn play(&mut self, text: &str) -> Result<String, Phrase> {
        if let Some(why) = self.waits() {
            return Err(why);
        }
        self.game.play(text).map_err(|e| e.phrase())?;
        self.pending = None;
        Ok(self.game.last_move().unwrap_or_default())
    }

    /// Why the game takes no move now, if it does not: it waits while the board shows an
    /// earlier position.
    pub fn waits(&self) -> Option<Phrase> {
        self.review.is_some().then(|| Phrase::new("game-viewing-earlier"))
    }

    /// A move the player entered on the board: held for a yes when asking first and it
    /// comes with a `warning` that asks (it loses at once or costs the mover's pieces: see
    /// [`crate::warn`]), else played.
    pub fn enter(&mut self, text: &str, warning: Option<Phrase>) -> Result<Entered, Phrase> {
        match warning {
            Some(words) if self.ask_first && self.review.is_none() => {
                let text = self.game.check(text).map_err(|e| e.phrase())?;
                self.pending = Some(Pending { text, words });
                Ok(Entered::Held)
            }
            _ => self.play(text).map(Entered::Played),
        }
    }

    /// The player said yes to the move waiting: it is played (`None`: none waited).
    pub fn confirm(&mut self) -> Option<Result<String, Phrase>> {
        let pending = self.pending.take()?;
        Some(self.play(&pending.text))
    }

    /// Drops the move waiting for a yes; true when there was one.
    pub fn cancel(&mut self) -> bool {
        self.pending.take().is_some()
    }

    /// Takes back a move, and more while the side to move then is one whose turns the
    /// opponent's Undo skips (the computer's: the player gets their own turn back, past an
    /// extra move too). Returns how many moves the game keeps; nothing happens in review.
    pub fn undo(&mut self) -> usize {
        if self.review.is_none() && self.game.undo() {
            while self.opponent.undo_skips(self.game.side_to_move()) && self.game.undo() {}
            self.pending = None;
        }
        self.game.plies()
    }

    /// Plays again the move last taken back: its text, for the board (`None`: none, or in
    /// review).
    pub fn redo(&mut self) -> Option<String> {
        if self.review.is_some() {
            return None;
        }
        self.game.redo()?;
        self.pending = None;
        self.game.last_move()
    }

    /// Shows the position after `ply` moves; at or past the last, the game itself.
    pub fn view(&mut self, ply: usize) -> Show {
        let total = self.game.plies();
        if ply >= total {
            return if self.back_to_game() { Show::Moves(self.game.history()) } else { Show::Same };
        }
        self.pending = None;
        let history = self.game.history();
        let review = self.review.get_or_insert_with(|| Review::new(history));
        let show = review.go(ply);
        if show != Show::Same || self.earlier.is_none() {
            self.earlier = Some(games::copy_to(self.game.as_ref(), review.shown()));
        }
        show
    }

    /// Takes a step a key or a review button asks for.
    pub fn take(&mut self, step: Step) -> Show {
        let (now, _) = self.place();
        self.view(step.from(now))
    }

    /// Leaves the review, so that the board shows the game as it stands; false when it
    /// was not reviewing.
    pub fn back_to_game(&mut self) -> bool {
        self.earlier = None;
        self.review.take().is_some()
    }

    /// Makes the position shown the game's last: the moves after it are taken back, for
    /// Redo to bring back. `None` when not reviewing.
    pub fn continue_here(&mut self) -> Option<Continued> {
        let ply = self.review.take()?.shown();
        self.earlier = None;
        let dropped = self.game.plies() - ply;
        for _ in 0..dropped {
            self.game.undo();
        }
        Some(Continued { ply, dropped })
    }

    /// Puts `game` in place of the one in progress, which is returned (to be kept).
    pub fn replace(&mut self, game: Box<dyn Session>) -> Box<dyn Session> {
        self.review = None;
        self.earlier = None;
        self.pending = None;
        std::mem::replace(&mut self.game, game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::game::Side;
    use crate::screen::opponent::Mode;

    fn pyramida() -> GameModel {
        GameModel::new(games::open("pyramida", &Options::new(), None).unwrap(), true, Opponent::TWO_PLAYERS)
    }

    /// The first legal move, four times over: a game of four moves.
    fn play_four(model: &mut GameModel) -> Vec<String> {
        (0..4).map(|_| model.play(&model.game().legal_moves()[0]).expect("legal")).collect()
    }

    /// The engine's warning that asks first, as the app's board gives it.
    fn asks(game: &GameModel, text: &str) -> Option<Phrase> {
        crate::warn::warnings(game.game(), &[text]).into_iter().find(|w| w.ask).map(|w| w.words)
    }

    #[test]
    fn a_move_is_played_on_the_game_in_its_canonical_text_and_bad_ones_leave_it() {
        let mut model = pyramida();
        let first = model.game().legal_moves()[0].clone();
        let typed = format!(" {} ", first.to_uppercase());
        assert_eq!(model.enter(&typed, None), Ok(Entered::Played(first.clone())));
        assert_eq!(model.game().history(), vec![first]);
        let before = model.game().position();
        assert!(model.play("z9-z8").is_err());
        assert!(model.enter("nonsense", None).is_err());
        assert_eq!(model.game().position(), before);
    }

    #[test]
    fn a_costly_move_waits_for_a_yes_and_is_played_only_on_it() {
        let mut model =
            GameModel::new(games::open("allmer", &Options::new(), None).unwrap(), true, Opponent::TWO_PLAYERS);
        let game = model.game();
        let legal = game.legal_moves();
        let texts: Vec<&str> = legal.iter().map(String::as_str).collect();
        let costly = crate::warn::warnings(game, &texts).into_iter().find(|w| w.ask).expect("a costly push").text;
        assert_eq!(model.enter(&costly, asks(&model, &costly)), Ok(Entered::Held));
        assert_eq!(model.pending().map(|p| p.text.as_str()), Some(costly.as_str()));
        assert_eq!(model.game().plies(), 0, "not played yet");
        assert!(model.cancel());
        assert_eq!(model.pending(), None);
        assert_eq!(model.confirm(), None, "dropped, nothing to confirm");
        model.enter(&costly, asks(&model, &costly)).unwrap();
        assert_eq!(model.confirm(), Some(Ok(costly.clone())));
        assert_eq!(model.game().history(), vec![costly.clone()]);
        // Not asking first, it is played at once.
        let mut model =
            GameModel::new(games::open("allmer", &Options::new(), None).unwrap(), false, Opponent::TWO_PLAYERS);
        assert_eq!(model.enter(&costly, asks(&model, &costly)), Ok(Entered::Played(costly)));
    }

    #[test]
    fn undo_goes_back_to_the_players_turn_and_redo_brings_each_move_back() {
        let mut model = pyramida();
        let moves = play_four(&mut model);
        // Against the computer playing Black, White's turn comes back.
        model.choose_mode(Mode::ComputerBlack);
        assert_eq!(model.undo(), 2);
        assert_eq!(model.game().side_to_move(), Side::White);
        model.choose_mode(Mode::TwoPlayers);
        assert_eq!(model.undo(), 1);
        assert_eq!(model.redo(), Some(moves[1].clone()));
        assert_eq!(model.redo(), Some(moves[2].clone()));
        assert_eq!(model.redo(), Some(moves[3].clone()));
        assert_eq!(model.redo(), None);
        assert!(!model.can_redo());
    }

    #[test]
    fn the_computer_moves_on_its_turns_but_not_in_review() {
        let mut model = pyramida();
        model.choose_mode(Mode::ComputerBlack);
        assert!(!model.computer_to_move(), "White's turn");
        play_four(&mut model);
        model.play(&model.game().legal_moves()[0].clone()).unwrap();
        assert!(model.computer_to_move());
        model.view(2);
        assert!(!model.computer_to_move(), "in review the game waits, the computer too");
        model.back_to_game();
        assert!(model.computer_to_move());
    }

    #[test]
    fn threats_follow_the_level_until_changed() {
        let mut model =
            GameModel::new(games::open("pyramida", &Options::new(), None).unwrap(), true, Opponent::FIRST_GAME);
        assert!(model.show_threats, "a beginner's first game");
        model.choose_level(Strength::Search(Level::Hard));
        assert!(!model.show_threats);
        model.show_threats = true;
        model.choose_mode(Mode::ComputerWhite);
        assert!(model.show_threats, "a change of sides keeps the player's choice");
        model.choose_level(Strength::Search(Level::Easy));
        assert_eq!((model.show_threats, model.opponent().mode), (true, Mode::ComputerWhite));
    }

    #[test]
    fn perfect_is_asked_about_once_per_options_and_falls_back_to_hard() {
        let perfect = Opponent { mode: Mode::ComputerBlack, level: Strength::Perfect };
        let mut model = GameModel::new(games::open("pyraos", &Options::new(), None).unwrap(), true, perfect);
        assert_eq!(model.check_perfect(|_| true), Some(PerfectOffer { offered: true, withdrawn: false }));
        assert_eq!(model.check_perfect(|_| panic!("asked again")), None, "same options");
        model.recheck_perfect();
        assert_eq!(model.check_perfect(|_| false), Some(PerfectOffer { offered: false, withdrawn: true }));
        assert_eq!(model.opponent().level, Strength::Search(Level::Hard));
        // A new game with other options is asked about again.
        let spec = &model.game().option_specs()[0];
        let mut options = Options::new();
        options.set(spec.key, spec.values[1]);
        model.replace(games::open("pyraos", &options, None).unwrap());
        assert_eq!(model.check_perfect(|_| false), Some(PerfectOffer { offered: false, withdrawn: false }));
    }

    #[test]
    fn review_shows_an_earlier_position_while_the_game_waits() {
        let mut model = pyramida();
        let moves = play_four(&mut model);
        assert_eq!(model.view(1), Show::Moves(moves[..1].to_vec()));
        assert_eq!(model.place(), (1, 4));
        assert_eq!(model.shown().history(), moves[..1].to_vec());
        assert_eq!(model.take(Step::On), Show::Play(moves[1].clone()));
        assert_eq!(model.shown().history(), moves[..2].to_vec(), "the copy follows the step");
        assert!(model.play(&model.shown().legal_moves()[0]).is_err(), "the game waits");
        assert!(!model.can_undo());
        assert_eq!((model.redo(), model.undo()), (None, 4));
        assert_eq!(model.view(4), Show::Moves(moves.clone()), "the end is the game itself");
        assert!(!model.is_reviewing());
        assert_eq!(model.view(9), Show::Same);
    }

    #[test]
    fn the_review_keys_step_and_end_leaves_the_review() {
        let mut model = pyramida();
        let moves = play_four(&mut model);
        assert_eq!(model.waits(), None);
        assert_eq!(model.take(Step::Back), Show::Moves(moves[..3].to_vec()));
        assert_eq!(model.waits(), Some(Phrase::new("game-viewing-earlier")), "the game waits");
        assert_eq!(model.take(Step::Start), Show::Moves(Vec::new()));
        assert_eq!(model.take(Step::On), Show::Play(moves[0].clone()));
        assert_eq!(model.take(Step::End), Show::Moves(moves.clone()));
        assert!(!model.is_reviewing() && model.waits().is_none());
    }

    #[test]
    fn continuing_from_an_earlier_position_keeps_the_rest_for_redo() {
        let mut model = pyramida();
        let moves = play_four(&mut model);
        assert_eq!(model.continue_here(), None, "not reviewing");
        model.view(1);
        assert_eq!(model.continue_here(), Some(Continued { ply: 1, dropped: 3 }));
        assert_eq!(model.game().history(), moves[..1].to_vec());
        assert_eq!(model.redo(), Some(moves[1].clone()));
    }

    #[test]
    fn a_new_game_ends_the_review_and_the_move_waiting() {
        let mut model = pyramida();
        let moves = play_four(&mut model);
        model.view(2);
        let old = model.replace(games::open("pyramida", &Options::new(), None).unwrap());
        assert_eq!(old.history(), moves);
        assert_eq!((model.is_reviewing(), model.place()), (false, (0, 0)));
    }
}
