//! What the live game's controls do: requests to the server, review, flip, copying and
//! sharing its links, notifications.

use super::*;
use crate::screen::online::Action;
use crate::screen::review::{Review, Step};

/// Sends a request (resign, draw…); says so when there is no connection to send it on.
pub(super) fn send(play: &Rc<Play>, request: Request) {
    let sent = play.connection.borrow().as_ref().is_some_and(|c| c.send(request.into()));
    if !sent {
        say(play, &Phrase::new("online-not-connected"));
    }
}

/// The game's links: its invite (anyone who opens it takes the free seat, or watches),
/// and this seat's private one.
pub(super) fn link(play: &Play, with_seat: bool) -> String {
    let location = dom::window().location();
    let href = location.href().unwrap_or_default();
    let page = href.split('#').next().unwrap_or_default();
    match (with_seat, play.seat.borrow().as_ref()) {
        (true, Some(seat)) => format!("{page}#online/{}/{}", play.id, seat.token),
        _ => format!("{page}#online/{}", play.id),
    }
}

pub(super) fn bind(play: &Rc<Play>, section: &Element, board: &BoardRef, said: &Element) {
    let to = Mailbox::of(play);
    let clicks = dom::on_control(section, "click", {
        let to = to.clone();
        move |action: Action, _, _| to.send(Message::Act(action))
    });
    let changes = dom::on_control(section, "change", {
        let to = to.clone();
        move |name: PlayField, control, _| {
            if name == PlayField::Notify {
                to.send(Message::Notify(control.dyn_ref::<HtmlInputElement>().is_some_and(|c| c.checked())));
            }
        }
    });
    let keys = dom::on(&dom::document(), "keydown", to.sender(Message::Key));
    let typed = forms::bind_move_box(section, board, said, Rc::downgrade(play) as std::rc::Weak<Play>);
    play.bound.borrow_mut().extend([clicks, changes, keys, typed]);
}

impl forms::ReadsMoves for Play {
    /// A move typed, as the game as it stands reads it.
    fn read_move(&self, text: &str) -> Result<String, Phrase> {
        let client = self.client.borrow();
        let game = client.live.as_ref().and_then(|game| game.replay(game.review.moves()));
        forms::read_move(game.ok_or_else(|| Phrase::new("reason-not-legal"))?.as_ref(), text)
    }
}

/// A key pressed anywhere on the page: Escape drops the move being entered; the arrows,
/// Home and End walk through the game, but in a text field, where they move the caret.
pub(super) fn key(play: &Rc<Play>, event: &Event) {
    let Some(key) = event.dyn_ref::<KeyboardEvent>().map(|k| k.key()) else { return };
    if key == "Escape" {
        let board = play.live.borrow().as_ref().map(|live| live.board.clone());
        if let Some(board) = board {
            board::cancel(&board);
        }
        return;
    }
    if dom::typing(event) {
        return;
    }
    let Some(step) = Step::of_key(&key) else { return };
    review(play, |r| r.take(step));
    event.prevent_default();
}

/// Does what a control asks: the game's part through the model, the screen's here.
pub(super) fn act(play: &Rc<Play>, action: Action) {
    let board = match play.live.borrow().as_ref() {
        Some(live) => live.board.clone(),
        None => return,
    };
    let effects = play.client.borrow_mut().act(&action, dom::now());
    run(play, effects);
    match action {
        Action::Flip => set_live(play, |live| {
            live.flipped = !live.flipped;
            face(live);
        }),
        Action::Pass | Action::Done => board::enter_button(&board, action == Action::Pass),
        Action::CopyLink => copy(play, &link(play, false), "online-invite-copied"),
        Action::CopySeat => copy(play, &link(play, true), "online-seat-copied"),
        Action::ShareLink => {
            let data = web_sys::ShareData::new();
            data.set_url(&link(play, false));
            data.set_title(&i18n::text(&Phrase::new("online-share-title")));
            let _ = dom::window().navigator().share_with_data(&data);
        }
        Action::Back => review(play, |r| r.take(Step::Back)),
        Action::Forward => review(play, |r| r.take(Step::On)),
        Action::End => review(play, |r| r.go(usize::MAX)),
        // The game's own, done by the model above.
        Action::Ask(_) | Action::Resign | Action::ResignYes | Action::ResignNo | Action::KeepWaiting => {}
    }
}

/// Turns the board to the side drawn near (a board without sides stays as it is; its
/// players' rows change places all the same).
pub(super) fn face(live: &Live) {
    let mut b = live.board.borrow_mut();
    if b.has_sides() && b.is_flipped() != live.flipped {
        b.set_flipped(live.flipped);
    }
    // The side drawn near has its row under the board.
    let ui = &live.ui;
    if let Some(parent) = b.root.parent_element() {
        let (top, bottom) = if live.flipped { (&ui.rows[0], &ui.rows[1]) } else { (&ui.rows[1], &ui.rows[0]) };
        parent.insert_before(top, Some(&b.root)).ok();
        append(&parent, bottom);
    }
}

pub(super) fn set_live(play: &Rc<Play>, change: impl FnOnce(&mut Live)) {
    if let Some(live) = play.live.borrow_mut().as_mut() {
        change(live);
    }
    refresh(play);
}

pub(super) fn copy(play: &Rc<Play>, text: &str, done: &'static str) {
    let _ = dom::window().navigator().clipboard().write_text(text);
    say(play, &Phrase::new(done));
}

/// Moves the review (the model says what the board does), then redraws.
pub(super) fn review(play: &Rc<Play>, change: impl FnOnce(&mut Review) -> Show) {
    let show = match play.client.borrow_mut().live.as_mut() {
        Some(game) => change(&mut game.review),
        None => return,
    };
    show_on_board(play, show);
    refresh(play);
}

/// Turns notifications on (asking the browser's permission, only now) or off.
pub(super) fn set_notify(play: &Rc<Play>, on: bool) {
    prefs::store(NOTIFY_KEY, if on { "on" } else { "off" });
    if !on {
        return;
    }
    match web_sys::Notification::request_permission() {
        Ok(promise) => {
            let to = Mailbox::of(play);
            wasm_bindgen_futures::spawn_local(async move {
                let answer = wasm_bindgen_futures::JsFuture::from(promise).await;
                if answer.ok().and_then(|a| a.as_string()).as_deref() != Some("granted") {
                    to.send(Message::NotifyRefused);
                }
            });
        }
        Err(_) => say(play, &Phrase::new("online-notify-none")),
    }
}
