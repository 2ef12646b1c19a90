//! Bringing what is shown in line with the game: whose move, the result, offers and
//! questions, the waiting room, presence, clocks, the actions that apply, the title.

use super::actions::link;
use super::*;
use crate::phrase::Phrase;
use crate::web::i18n::Localized;

/// Redraws what changes with time: the clocks, and the claim's countdown.
pub(super) fn tick(play: &Rc<Play>) {
    let low = {
        let mut guard = play.live.borrow_mut();
        let Some(live) = guard.as_mut() else { return };
        let low = live.clocks.draw();
        if live.gone_since.is_some() {
            draw_claim(live, play.grace_ms.get());
        }
        low.filter(|side| Some(*side) == live.me)
    };
    if low.is_some() {
        sound::play(Sound::Check);
        say(play, "Your time is running low.");
    }
}

/// The opponent has gone: how long until the win can be claimed, then the question.
pub(super) fn draw_claim(live: &Live, grace: f64) {
    let show = live.status == Status::Ongoing && live.me.is_some() && !live.correspondence;
    let Some(since) = live.gone_since.filter(|_| show) else {
        set_class(&live.ui.claim, "hidden", true);
        return;
    };
    let left = ((grace - (dom::now() - since)) / 1000.0).ceil();
    let them = live.me.map_or("Your opponent", |me| if me == Side::White { "Black" } else { "White" });
    set_class(&live.ui.claim, "hidden", false);
    let claimable = left <= 0.0;
    for el in &live.ui.claim_buttons {
        set_class(el, "hidden", !claimable);
    }
    let words = if claimable {
        format!("{them} has left the game.")
    } else {
        format!("{them} has left the game. You can claim victory in {left} s if they do not come back.")
    };
    if live.ui.claim_text.text_content().as_deref() != Some(words.as_str()) {
        live.ui.claim_text.set_text_content(Some(&words));
    }
}

/// Brings everything shown in line with the game.
pub(super) fn refresh(play: &Rc<Play>) {
    let guard = play.live.borrow();
    let Some(live) = guard.as_ref() else { return };
    let ui = &live.ui;
    let ongoing = live.status == Status::Ongoing;
    let over = live.status.is_over();
    let turn = live.board.borrow().session().side_to_move();
    let my_turn = ongoing && live.me == Some(turn) && live.pending.is_none();
    let reviewing = live.review.is_some();
    {
        let mut b = live.board.borrow_mut();
        let interactive = my_turn && !reviewing;
        if b.is_interactive() != interactive {
            b.set_interactive(interactive);
        }
    }
    let b = live.board.borrow();
    let session = if let Some((_, kept)) = &live.review { kept.as_ref() } else { b.session() };

    // The connection, and who is here.
    let (connection, state) = match play.link.get() {
        Link::Open => ("Connected", "open"),
        Link::Connecting => ("Connecting…", "connecting"),
        Link::Lost if !dom::window().navigator().on_line() => ("Offline: waiting for the network…", "lost"),
        Link::Lost => ("Reconnecting…", "lost"),
    };
    ui.connection.set_text_content(Some(connection));
    ui.connection.set_attribute("data-state", state).ok();
    let watchers = match live.watchers {
        0 => String::new(),
        1 => "1 watching".into(),
        n => format!("{n} watching"),
    };
    ui.watchers.set_text_content(Some(&watchers));
    for side in [Side::White, Side::Black] {
        let i = index(side);
        let colour = if side == Side::White { "White" } else { "Black" };
        let you = if live.me == Some(side) { " (you)" } else { "" };
        // Without a connection of its own, the page does not know who is there.
        let (here, title) = match (play.link.get(), live.present[i]) {
            (Link::Open, true) => ("here", "Connected"),
            (Link::Open, false) => ("away", "Not connected"),
            _ => ("unknown", "Not known while this page is not connected"),
        };
        ui.presence[i].set_text_content(Some(&format!("{colour}{you}")));
        ui.presence[i].set_attribute("data-here", here).ok();
        ui.presence[i].set_attribute("title", title).ok();
        set_class(&ui.rows[i], "to-move", ongoing && turn == side);
    }
    let flipped = live.flipped;

    // Whose move, or the result.
    // Our own messages end their sentence; the engine's turn phrase is given its stop.
    let words = match live.status {
        Status::Waiting => Some((Phrase::new("online-waiting"), "")),
        Status::Ongoing if my_turn => Some((Phrase::new("online-your-move").side("side", turn), "")),
        Status::Ongoing if live.pending.is_some() => Some((Phrase::new("online-on-its-way"), "")),
        Status::Ongoing => Some((session.turn_phrase(), ".")),
        _ => None,
    };
    match words {
        Some((phrase, end)) => ui.turn.clone().l10n_phrases(&[phrase], "", end, None),
        None => ui.turn.clone().l10n_none(),
    };
    ui.result.set_text_content(Some(&if over { describe::result(&live.outcome) } else { String::new() }));
    ui.prompt.set_text_content(Some(&if my_turn && !reviewing {
        b.prompt().unwrap_or_default()
    } else {
        String::new()
    }));
    set_class(&ui.pass, "hidden", !my_turn || b.button_moves().is_empty());
    set_class(&ui.done, "hidden", !my_turn || b.complete_move().is_none());

    // The waiting room: the invite, while the seat opposite is free.
    let waiting = live.status == Status::Waiting && live.me.is_some();
    set_class(&ui.waiting, "hidden", !waiting);
    if waiting && ui.waiting.child_element_count() == 0 {
        fill_waiting_room(play, &ui.waiting);
    }
    set_class(&ui.seat_link, "hidden", live.me.is_none() || over);

    // Offers from the opponent, with their answers: drawn again only when they change,
    // so that their live region speaks once.
    if ui.drawn_offers.replace(Some((live.offers, live.me))) != Some((live.offers, live.me)) {
        draw_offers(live);
    }
    set_class(&ui.resign, "hidden", !(live.resigning && ongoing));
    draw_claim(live, play.grace_ms.get());

    // The actions that apply now.
    let playing = live.me.is_some();
    let my_moves = live.me.map_or(0, |me| session.movers().iter().filter(|m| **m == me).count());
    let both_moved = session.movers().contains(&Side::White) && session.movers().contains(&Side::Black);
    let offered = |i: usize| live.offers[i].is_some() && live.offers[i] == live.me;
    let show = |action: &str, on: bool| {
        if let Ok(Some(el)) = ui.actions.query_selector(&format!("[data-action={action}]")) {
            set_class(&el, "hidden", !on);
        }
    };
    show("draw", playing && ongoing && both_moved && !offered(0));
    show("takeback", playing && ongoing && my_moves > 0 && !offered(1));
    show("abort", playing && ongoing && !both_moved);
    show("resign", playing && ongoing && both_moved && !live.resigning);
    show("rematch", playing && over && live.status != Status::Aborted && !offered(2));
    if let Ok(Some(flip)) = ui.actions.query_selector("[data-action=flip]") {
        flip.set_attribute("aria-pressed", if flipped { "true" } else { "false" }).ok();
    }

    // Review.
    set_class(&ui.review_bar, "hidden", !reviewing);
    set_class(&b.root, "reviewing", reviewing);
    let count = live.moves.len() + usize::from(live.pending.is_some());
    if let Some((ply, _)) = &live.review {
        ui.review_text.set_text_content(Some(&format!("Viewing move {ply} of {count}")));
    }
    drop(b);
    let shown_ply = live.review.as_ref().map_or(count, |(p, _)| *p);
    live.list.set_current(shown_ply, !reviewing);

    // The title: the game, and whether the opponent moved while the tab was hidden.
    let title = if play.unseen.get() > 0 {
        format!("Your move — {} online", live.title)
    } else {
        format!("{} online — Pyramid games", live.title)
    };
    i18n::plain_title(&title);
    drop(guard);
    update_list(play);
}

/// The move list follows the game (kept aside in review).
pub(super) fn update_list(play: &Rc<Play>) {
    let mut guard = play.live.borrow_mut();
    let Some(live) = guard.as_mut() else { return };
    if live.review.is_none() {
        let b = live.board.clone();
        let b = b.borrow();
        live.list.update(b.session());
    }
}

pub(super) fn fill_waiting_room(play: &Rc<Play>, room: &Element) {
    let invite = link(play, false);
    append(
        room,
        &html("p")
            .text("Send this link to your opponent. Whoever opens it first plays you; anyone after them watches."),
    );
    let field = html("input").attr("type", "text").attr("readonly", "").attr("value", &invite).class("invite-link");
    append(room, &html("label").class("control").child(&html("span").text("Invite link")).child(&field));
    let buttons = html("p").class("buttons");
    append(&buttons, &button("Copy", "copy-link"));
    let can_share = js_sys::Reflect::has(&dom::window().navigator(), &"share".into()).unwrap_or(false);
    if can_share {
        append(&buttons, &button("Share", "share-link"));
    }
    append(&buttons, &button("Cancel the game", "abort"));
    append(room, &buttons);
    if let Some(code) = qr::draw(&invite) {
        append(
            room,
            &html("figure").class("qr-box").child(&code).child(&html("figcaption").text("Or scan it with a phone")),
        );
    }
}

/// An opponent's move while the tab is hidden: the title says so, and a notification
/// when the player asked for them.
pub(super) fn their_move_while_hidden(play: &Rc<Play>, text: &str) {
    if !dom::document().hidden() {
        return;
    }
    let (title, mine) = match play.live.borrow().as_ref() {
        Some(live) => (live.title, live.me.is_some()),
        None => return,
    };
    if !mine {
        return;
    }
    play.unseen.set(play.unseen.get() + 1);
    if prefs::stored(NOTIFY_KEY).as_deref() == Some("on")
        && web_sys::Notification::permission() == web_sys::NotificationPermission::Granted
    {
        let options = web_sys::NotificationOptions::new();
        options.set_body(&format!("Your opponent played {text} in your game of {title}."));
        options.set_tag(&play.id);
        let _ = web_sys::Notification::new_with_options("Your move", &options);
    }
}

/// The offers standing: the player's own, said; the opponent's, asked.
fn draw_offers(live: &Live) {
    let ui = &live.ui;
    clear(&ui.offers);
    for (i, offer) in Offer::ALL.into_iter().enumerate() {
        let Some(by) = live.offers[i] else { continue };
        let what = offer.as_str();
        if Some(by) == live.me || live.me.is_none() {
            let mine = Some(by) == live.me;
            let words = match (offer, mine) {
                (Offer::Draw, true) => "You offered a draw.",
                (Offer::Takeback, true) => "You asked to take back your move.",
                (Offer::Rematch, true) => "You offered a rematch.",
                (Offer::Draw, false) => "A draw is offered.",
                (Offer::Takeback, false) => "A takeback is asked for.",
                (Offer::Rematch, false) => "A rematch is offered.",
            };
            append(&ui.offers, &html("p").class("offer").text(words));
            continue;
        }
        let colour = if by == Side::White { "White" } else { "Black" };
        let (words, accept) = match offer {
            Offer::Draw => (format!("{colour} offers a draw."), "Accept the draw"),
            Offer::Takeback => (format!("{colour} asks to take back their last move."), "Accept the takeback"),
            Offer::Rematch => (format!("{colour} offers a rematch."), "Accept the rematch"),
        };
        let offer = html("div").class("offer question").attr("role", "group").attr("aria-label", &words);
        append(&offer, &html("span").text(&words));
        append(&offer, &button(accept, what));
        append(&offer, &button("Decline", &format!("decline-{what}")));
        append(&ui.offers, &offer);
    }
}
