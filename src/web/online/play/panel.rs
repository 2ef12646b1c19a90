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
        say(play, &Phrase::new("online-time-low"));
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
    let them = live.me.map_or("opponent", |me| side_name(me.other()));
    set_class(&live.ui.claim, "hidden", false);
    let claimable = left <= 0.0;
    for el in &live.ui.claim_buttons {
        set_class(el, "hidden", !claimable);
    }
    let words = Phrase::new("online-left").key("side", them).count("left", if claimable { 0 } else { left as i64 });
    let args = words.args_json();
    if live.ui.claim_text.get_attribute("data-l10n-args").as_deref() != Some(args.as_str()) {
        live.ui.claim_text.clone().l10n_phrase(&words);
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
    let state = match play.link.get() {
        Link::Open => "open",
        Link::Connecting => "connecting",
        Link::Lost if !dom::window().navigator().on_line() => "offline",
        Link::Lost => "lost",
    };
    ui.connection.clone().l10n_phrase(&Phrase::new("online-connection").key("state", state));
    ui.connection.set_attribute("data-state", if state == "offline" { "lost" } else { state }).ok();
    match live.watchers {
        0 => ui.watchers.clone().l10n_none(),
        n => ui.watchers.clone().l10n_count("online-watching", n as i64),
    };
    for side in [Side::White, Side::Black] {
        let i = index(side);
        // Without a connection of its own, the page does not know who is there.
        let here = match (play.link.get(), live.present[i]) {
            (Link::Open, true) => "here",
            (Link::Open, false) => "away",
            _ => "unknown",
        };
        let you = if live.me == Some(side) { "you" } else { "other" };
        let said = Phrase::new("online-presence").side("side", side).key("you", you).key("here", here);
        ui.presence[i].clone().l10n_phrase(&said);
        ui.presence[i].set_attribute("data-here", here).ok();
        draw_player(live, side);
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
    match over {
        true => ui.result.clone().l10n_phrase(&describe::result(&live.outcome)),
        false => ui.result.clone().l10n_none(),
    };
    match b.prompt().filter(|_| my_turn && !reviewing) {
        Some(prompt) => ui.prompt.clone().l10n_phrase(&prompt),
        None => ui.prompt.clone().l10n_none(),
    };
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
        ui.review_text
            .clone()
            .l10n_phrase(&Phrase::new("review-viewing").count("count", *ply as i64).count("total", count as i64));
    }
    drop(b);
    let shown_ply = live.review.as_ref().map_or(count, |(p, _)| *p);
    live.list.set_current(shown_ply, !reviewing);

    // The title: the game, and whether the opponent moved while the tab was hidden.
    let game = i18n::game_message(&live.game, "title");
    if play.unseen.get() > 0 {
        i18n::page_title(Phrase::new("online-your-move-title").message("game", game));
    } else {
        i18n::page_title(Phrase::new("online-game-title").message("game", game));
    }
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
    append(room, &html("p").l10n("online-invite-help"));
    let field = html("input").attr("type", "text").attr("readonly", "").attr("value", &invite).class("invite-link");
    append(room, &html("label").class("control").child(&html("span").l10n("online-invite-link")).child(&field));
    let buttons = html("p").class("buttons");
    append(&buttons, &button("", "copy-link").l10n("online-copy"));
    let can_share = js_sys::Reflect::has(&dom::window().navigator(), &"share".into()).unwrap_or(false);
    if can_share {
        append(&buttons, &button("", "share-link").l10n("keep-share"));
    }
    append(&buttons, &button("", "abort").l10n("online-cancel-game"));
    append(room, &buttons);
    if let Some(code) = qr::draw(&invite) {
        let caption = html("figcaption").l10n("online-scan");
        append(room, &html("figure").class("qr-box").child(&code.l10n("online-qr")).child(&caption));
    }
}

/// An opponent's move while the tab is hidden: the title says so, and a notification
/// when the player asked for them.
pub(super) fn their_move_while_hidden(play: &Rc<Play>, text: &str) {
    if !dom::document().hidden() {
        return;
    }
    let (game, mine) = match play.live.borrow().as_ref() {
        Some(live) => (i18n::game_message(&live.game, "title"), live.me.is_some()),
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
        options.set_body(&i18n::text(&Phrase::new("online-notify-body").text("move", text).message("game", game)));
        options.set_tag(&play.id);
        let _ = web_sys::Notification::new_with_options(&i18n::text(&Phrase::new("online-notify-title")), &options);
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
            let words =
                Phrase::new("online-offer-standing").key("offer", what).key("by", if mine { "me" } else { "other" });
            append(&ui.offers, &html("p").class("offer").l10n_phrase(&words));
            continue;
        }
        let words = Phrase::new("online-offer").key("offer", what).side("side", by);
        let offer = html("div").class("offer question").attr("role", "group");
        let asked = html("span").attr("id", ["offer-", what].concat()).l10n_phrase(&words);
        offer.set_attribute("aria-labelledby", &["offer-", what].concat()).ok();
        append(&offer, &asked);
        append(&offer, &button("", what).l10n_phrase(&Phrase::new("online-accept").key("offer", what)));
        append(&offer, &button("", &format!("decline-{what}")).l10n("online-decline"));
        append(&ui.offers, &offer);
    }
}

/// A player's name (a link to their profile, or who they are without one), their rating
/// in this game (`?` while provisional) and, after a rated game, its change.
fn draw_player(live: &Live, side: Side) {
    let i = index(side);
    let color = color_of(side);
    let name = [&live.players.white, &live.players.black][i];
    let change = live.rating_change.map(|c| if side == Side::White { c.white } else { c.black });
    let rating = live.ratings[i];
    let drawn = format!("{name:?} {rating:?} {change:?} {}", live.players.deleted.len());
    let el = &live.ui.names[i];
    if el.get_attribute("data-drawn").as_deref() == Some(drawn.as_str()) {
        return;
    }
    el.set_attribute("data-drawn", &drawn).ok();
    clear(el);
    match name {
        Some(name) => append(el, &super::super::account::player_link(name)),
        // A free seat is nobody yet.
        None if live.status == Status::Waiting => {}
        None => append(el, &html("span").class("player-name").l10n_phrase(&describe::player(&live.players, color))),
    }
    if let Some(rating) = rating {
        append(el, &html("span").class("rating").l10n_phrase(&super::super::account::rating_phrase(&rating)));
    }
    if let Some(change) = change {
        let class = if change >= 0 { "rating-change up" } else { "rating-change down" };
        append(
            el,
            &html("span")
                .class(class)
                .l10n_phrase(&Phrase::new("online-rating-change").text("change", format!("{change:+}"))),
        );
    }
}
