//! The computer as an opponent: who it plays, how well, asking it for a move when it is
//! its turn and playing its answer onto the position it was asked about.

use super::*;

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Mode {
    TwoPlayers,
    ComputerBlack,
    ComputerWhite,
    ComputerBoth,
}

impl Mode {
    pub(super) const ALL: [(Mode, &'static str, &'static str); 4] = [
        (Mode::TwoPlayers, "two", "mode-two"),
        (Mode::ComputerBlack, "computer-black", "mode-computer-black"),
        (Mode::ComputerWhite, "computer-white", "mode-computer-white"),
        (Mode::ComputerBoth, "computer-both", "mode-computer-both"),
    ];

    pub(super) fn value(self) -> &'static str {
        Mode::ALL.iter().find(|m| m.0 == self).map_or("two", |m| m.1)
    }

    pub(super) fn from_value(value: &str) -> Option<Mode> {
        Mode::ALL.iter().find(|m| m.1 == value).map(|m| m.0)
    }

    pub(super) fn plays(self, side: Side) -> bool {
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
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Strength {
    Search(Level),
    Perfect,
}

impl Strength {
    /// Every strength as the level list shows it: value, label.
    pub(super) const CHOICES: [(Strength, &'static str, &'static str); 4] = [
        (Strength::Search(Level::Easy), "easy", "level-easy"),
        (Strength::Search(Level::Normal), "normal", "level-normal"),
        (Strength::Search(Level::Hard), "hard", "level-hard"),
        (Strength::Perfect, "perfect", "level-perfect"),
    ];

    pub(super) fn value(self) -> &'static str {
        Strength::CHOICES.iter().find(|c| c.0 == self).map_or("normal", |c| c.1)
    }

    /// The level's name in a game record (records are written in English, as the
    /// notation is).
    pub(super) fn label(self) -> &'static str {
        match self {
            Strength::Search(Level::Easy) => "Easy",
            Strength::Search(Level::Normal) => "Normal",
            Strength::Search(Level::Hard) => "Hard",
            Strength::Perfect => "Perfect",
        }
    }

    pub(super) fn from_value(value: &str) -> Option<Strength> {
        Strength::CHOICES.iter().find(|c| c.1 == value).map(|c| c.0)
    }
}

/// Milliseconds between moves when the computer plays both sides, to be watchable.
const WATCH_PACE_MS: i32 = 700;

/// A change of the opponent's lists (who plays, how well): the computer stops, `apply`
/// records the new value, and the computer moves if it is now its turn.
pub(super) fn opponent_changed(game: &GameRef, value: String, apply: impl FnOnce(&mut GameScreen, String)) {
    stop_thinking(game);
    apply(&mut game.borrow_mut(), value);
    save_game(game);
    computer_turn(game);
}

/// Takes back a move; against the computer, back to the player's own turn (past an extra
/// move too), so the computer is not asked about the positions on the way.
pub(super) fn undo_move(game: &GameRef, board: &BoardRef) {
    stop_thinking(game);
    let position = {
        let screen = &mut *game.borrow_mut();
        let mode = screen.mode;
        screen.model.undo(|side| mode != Mode::ComputerBoth && mode.plays(side));
        screen.model.shown()
    };
    // The board shows as many taken back, and says how many in one message.
    board::take_back(board, position);
}

pub(super) fn stop_thinking(game: &GameRef) {
    let mut screen = game.borrow_mut();
    screen.computer.stop();
    // A move it found and holds back for its pace goes too.
    screen.pace = None;
    set_class(&screen.panel.thinking, "idle", true);
}

/// Asks the computer for a move when it is its turn; lets the player click otherwise.
pub(super) fn computer_turn(game: &GameRef) {
    let screen = &mut *game.borrow_mut();
    // While an earlier position is shown the game waits, the computer too.
    if screen.model.is_reviewing() {
        return;
    }
    let question = {
        let mut b = screen.board.borrow_mut();
        let s = b.session();
        let computer_moves = screen.mode.plays(s.side_to_move()) && s.end().is_none();
        let level = match screen.level {
            Strength::Search(level) => level,
            Strength::Perfect => Level::Hard,
        };
        let question = (computer_moves && !b.is_animating() && screen.computer.pending().is_none()).then(|| {
            let mut question = Question::about(s, level, computer::fresh_seed());
            question.tablebase = screen.level == Strength::Perfect && super::tablebase::served(s);
            question
        });
        if b.is_interactive() == computer_moves {
            b.set_interactive(!computer_moves);
        }
        question
    };
    let Some(question) = question else { return };
    set_class(&screen.panel.retry, "hidden", true);
    let asked = match screen.level {
        Strength::Perfect => screen.computer.ask_perfect(&question),
        Strength::Search(_) => screen.computer.ask(&question),
    };
    match asked {
        Ok(_) => {
            screen.panel.thinking.clone().l10n("computer-thinking");
            set_class(&screen.panel.thinking, "idle", false);
        }
        Err(e) => {
            screen.panel.message.clone().l10n_phrase(&Phrase::new("computer-could-not-start").text("detail", e));
        }
    }
}

pub(super) fn on_answer(game: &GameRef, answer: Answer) {
    let (text, pace, ply) = {
        let screen = &mut *game.borrow_mut();
        match answer {
            Answer::Progress { id, depth, nodes, budget, .. } => {
                if screen.computer.pending() == Some(id) {
                    let done = (nodes / budget.max(1.0) * 100.0).min(99.0);
                    let said =
                        Phrase::new("computer-thinking-depth").count("depth", depth as i64).count("done", done as i64);
                    screen.panel.thinking.clone().l10n_phrase(&said);
                }
                return;
            }
            Answer::Loading { id } => {
                if screen.computer.pending() == Some(id) {
                    screen.panel.thinking.clone().l10n("computer-downloading-book");
                }
                return;
            }
            Answer::Failed { id, why, message } => {
                if screen.computer.answered(id).is_some() {
                    set_class(&screen.panel.thinking, "idle", true);
                    // Perfect's refusals are sentences of their own.
                    let id = match why.as_str() {
                        "book" => "computer-book-failed",
                        "unreachable" | "tablebase-only" => "computer-tablebase-only",
                        "over" => "computer-game-over",
                        _ => "computer-failed",
                    };
                    screen.panel.message.clone().l10n_phrase(&Phrase::new(id).text("detail", message));
                    set_class(&screen.panel.retry, "hidden", false);
                }
                return;
            }
            Answer::Move { id, text } => {
                let Some(ply) = screen.computer.answered(id) else {
                    return;
                };
                set_class(&screen.panel.thinking, "idle", true);
                let pace = if screen.mode == Mode::ComputerBoth { WATCH_PACE_MS } else { 0 };
                (text, pace, ply)
            }
            // Asked of another worker.
            Answer::Verdict { .. } => return,
        }
    };
    if pace == 0 {
        play_answer(game, &text, ply);
    } else {
        let to = Mailbox::of(game);
        let play = Box::new(move || to.send(Message::Paced { text, ply }));
        game.borrow_mut().pace = Some(dom::Timer::after(pace, play));
    }
}

/// Plays the computer's move, only onto the position asked about (at `ply`), in case it
/// changed without stopping the computer, or during the pause between moves when the
/// computer plays both sides.
pub(super) fn play_answer(game: &GameRef, text: &str, ply: usize) {
    if game.borrow().model.game().plies() == ply {
        play_on_game(game, text);
    }
}

/// The opponent saved for game `name`; anything unreadable means two players.
pub(super) fn saved_opponent(storage: &web_sys::Storage, name: &str) -> Option<(Mode, Strength)> {
    let text = storage.get_item(&format!("{OPPONENT_PREFIX}{name}")).ok().flatten().unwrap_or_default();
    let (mode, level) = text.split_once(' ').unwrap_or_default();
    Some((Mode::from_value(mode)?, Strength::from_value(level)?))
}

/// A newcomer's first game: the computer plays Black, at the beginner's level.
pub(super) const FIRST_GAME: (Mode, Strength) = (Mode::ComputerBlack, Strength::Search(Level::Easy));

/// *Play the computer* from the picker: game `name` opens against the computer, at the
/// beginner's level unless a level was chosen before.
pub(super) fn choose_computer(name: &str) {
    let Some(storage) = dom::window().local_storage().ok().flatten() else { return };
    let level = saved_opponent(&storage, name).map_or(FIRST_GAME.1, |(_, level)| level);
    let value = format!("{} {}", FIRST_GAME.0.value(), level.value());
    storage.set_item(&format!("{OPPONENT_PREFIX}{name}"), &value).ok();
}

/// Offers Perfect in the level list only where the game as it stands has it; a game that
/// has left such a setting (a new game with other options) is played at Hard instead.
pub(super) fn offer_perfect(screen: &mut GameScreen, offered: bool) {
    let choice = &screen.panel.perfect_choice;
    choice.toggle_attribute_with_force("disabled", !offered).ok();
    choice.toggle_attribute_with_force("hidden", !offered).ok();
    if !offered && screen.level == Strength::Perfect {
        screen.level = Strength::Search(Level::Hard);
        if let Some(list) = screen.panel.level_list.dyn_ref::<web_sys::HtmlSelectElement>() {
            list.set_value(Strength::Search(Level::Hard).value());
        }
        screen.panel.message.clone().l10n("computer-perfect-unsolved");
    }
}
