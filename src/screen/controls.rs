//! The controls of every screen, by name. A button carries its action's name in
//! `data-action`, a field its name in `data-control`; each screen's names are written here
//! once, and the screen's listener parses a name into the screen's enum before anything is
//! done with it, so that a dispatcher matches variants, never strings.

/// A screen's controls: a closed set of names.
pub trait Control: Clone + Sized + 'static {
    /// Every control, in the order they are declared.
    const ALL: &'static [Self];

    /// The name the control carries in the page.
    fn name(&self) -> &'static str;

    /// The control that `name` names; `None` for a name this screen does not know (an
    /// empty name included).
    fn parse(name: &str) -> Option<Self> {
        Self::ALL.iter().find(|c| !name.is_empty() && c.name() == name).cloned()
    }
}

/// Declares an enum of controls, each variant with its name.
macro_rules! controls {
    ($(#[$doc:meta])* $enum:ident { $($(#[$vdoc:meta])* $variant:ident = $name:literal,)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $enum {
            $($(#[$vdoc])* $variant,)*
        }

        impl Control for $enum {
            const ALL: &'static [$enum] = &[$($enum::$variant,)*];

            fn name(&self) -> &'static str {
                match self {
                    $($enum::$variant => $name,)*
                }
            }
        }
    };
}

controls! {
    /// The buttons of the app's game screen.
    GameAction {
        NewGame = "new-game",
        Undo = "undo",
        Redo = "redo",
        Flip = "flip",
        Pass = "pass",
        /// Ends a move whose clicks may go on.
        Done = "done",
        PlayTyped = "play-typed",
        /// Asks the computer again after it failed.
        Retry = "retry",
        ConfirmMove = "confirm-move",
        CancelMove = "cancel-move",
        ReviewBack = "review-back",
        ReviewForward = "review-forward",
        ReviewEnd = "review-end",
        /// Plays on from the position under review, dropping the moves after it.
        ContinueHere = "continue-here",
        Analyse = "analyse",
        /// Shows or hides who wins from here.
        Verdict = "verdict",
        LoadPosition = "load-position",
        EditPosition = "edit-position",
        // The kept games' box.
        Share = "share",
        Export = "export",
        /// Opens or closes the import box.
        Import = "import",
        ImportRecord = "import-record",
        ClearLibrary = "clear-library",
        /// A kept game's Open button (its game, as saved, is in `data-save`).
        OpenKept = "open-kept",
    }
}

controls! {
    /// The fields of the app's game screen. The typed move's and an option's names are
    /// also those of every screen's move box and options (web/forms.rs draws them).
    GameField {
        /// Who plays: two players, or the computer for a side or both.
        Mode = "mode",
        Level = "level",
        AskFirst = "ask-first",
        ShowThreats = "show-threats",
        /// An option of the next new game (its key in `data-option`).
        Option = "option",
        ImportFile = "import-file",
        /// The typed move (Enter plays it).
        Move = "move",
    }
}

controls! {
    /// The game picker's links.
    PickerAction {
        /// A first game against the computer (the game is in `data-game`).
        PlayComputer = "play-computer",
    }
}

controls! {
    /// The board editor's buttons.
    EditorAction {
        /// A palette's piece or the eraser.
        Tool = "tool",
        Empty = "empty",
        Start = "start",
        /// The position of the game the editor was opened from.
        Current = "current",
        Load = "load",
        CopyPosition = "copy-position",
        CopySnippet = "copy-snippet",
        Share = "share",
        Open = "open",
        /// Tries moves from the position set up.
        Try = "try",
        TrialUndo = "trial-undo",
        /// Back to editing from a trial.
        Edit = "edit",
    }
}

controls! {
    /// The board editor's fields.
    EditorField {
        /// The side to move.
        Side = "side",
        /// An option of the game (its key in `data-option`), drawn as the game screen's.
        Option = "option",
        /// A field of the position, such as a clock (its key in `data-field`).
        Field = "field",
        /// The position as text, read by Load.
        Position = "position",
        /// The region of the board an embed shows, read as it is typed.
        View = "view",
        /// The embed snippet, to copy.
        Snippet = "snippet",
    }
}

controls! {
    /// A lesson's buttons.
    LessonAction {
        Hint = "hint",
        Retry = "retry-lesson",
    }
}

controls! {
    /// A puzzle's buttons.
    PuzzleAction {
        Hint = "hint",
        Solution = "solution",
    }
}

controls! {
    /// An embedded board's buttons.
    EmbedAction {
        Undo = "undo",
        Reset = "reset",
        Replay = "replay",
        First = "first",
        Previous = "previous",
        Next = "next",
        Last = "last",
    }
}

controls! {
    /// The header's preferences.
    PrefAction {
        Theme = "theme",
        Sound = "sound",
    }
}

controls! {
    /// The online lobby's buttons (quick pairing).
    LobbyAction {
        /// The new game form's button: the form's submit creates the game.
        Create = "create",
        Seek = "seek",
        CancelSeek = "cancel-seek",
    }
}

controls! {
    /// The online lobby's fields: the invite form's and quick pairing's.
    LobbyField {
        Game = "game",
        /// The usual start, or the position on the player's own board.
        Start = "start",
        Clock = "clock",
        /// The game is listed for anyone to join.
        Anyone = "anyone",
        Rated = "rated",
        PairGame = "pair-game",
        PairRated = "pair-rated",
    }
}

controls! {
    /// The online game screen's fields.
    PlayField {
        /// Notifications of the opponent's moves while the tab is hidden.
        Notify = "notify",
    }
}

controls! {
    /// The account screen's buttons.
    AccountAction {
        SignOut = "sign-out",
        SignOutEverywhere = "sign-out-everywhere",
        PasskeySignIn = "passkey-sign-in",
        SessionEnd = "session-end",
        PasskeyRemove = "passkey-remove",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every control's name parses back to it, and no two controls of a screen share one.
    fn round_trip<C: Control + PartialEq + std::fmt::Debug>() {
        for (i, control) in C::ALL.iter().enumerate() {
            assert_eq!(C::parse(control.name()).as_ref(), Some(control), "{control:?}");
            assert!(!control.name().is_empty());
            assert!(C::ALL[..i].iter().all(|other| other.name() != control.name()), "{control:?} twice");
        }
        assert_eq!(C::parse("no-such-control"), None);
        assert_eq!(C::parse(""), None);
    }

    #[test]
    fn every_name_parses_back() {
        round_trip::<GameAction>();
        round_trip::<GameField>();
        round_trip::<PickerAction>();
        round_trip::<EditorAction>();
        round_trip::<EditorField>();
        round_trip::<LessonAction>();
        round_trip::<PuzzleAction>();
        round_trip::<EmbedAction>();
        round_trip::<PrefAction>();
        round_trip::<LobbyAction>();
        round_trip::<AccountAction>();
        round_trip::<LobbyField>();
        round_trip::<PlayField>();
    }

    #[test]
    fn names_are_exact() {
        // A name is matched whole, as the page writes it: no case folding, no trimming.
        assert_eq!(GameAction::parse("undo"), Some(GameAction::Undo));
        assert_eq!(GameAction::parse("Undo"), None);
        assert_eq!(GameAction::parse(" undo"), None);
        assert_eq!(GameField::parse("option"), Some(GameField::Option));
        assert_eq!(LessonAction::parse("retry-lesson"), Some(LessonAction::Retry));
    }
}
