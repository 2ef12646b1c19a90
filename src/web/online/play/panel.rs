//! Bringing what is shown in line with the game: whose move, the result, offers and
//! questions, the waiting room, presence, clocks, the actions that apply, the title.

use super::actions::link;
use super::*;
use crate::message::Phrase;
use crate::web::i18n::Localized;
use crate::web::view::figurine;

/// Redraws what changes with time: the clocks, and the claim's countdown.
pub(super) fn tick(play: &Rc<Play>) {
    let low = {
        let client = play.client.borrow();
        let mut guard = play.live.borrow_mut();
        let (Some(game), Some(live)) = (client.live.as_ref(), guard.as_mut()) else { return };
        let low = live.clocks.draw();
        if game.gone_since.is_some() {
            draw_claim(live, game, client.grace_ms as f64);
        }
        low.filter(|side| Some(*side) == game.me)
    };
    if low.is_some() {
        sound::play(Sound::Check);
        say(play, &Phrase::new("online-time-low"));
    }
}

/// The opponent has gone: how long until the win can be claimed, then the question.
pub(super) fn draw_claim(live: &Live, game: &OnlineGame, grace: f64) {
    let show = game.status() == Status::Ongoing && game.me.is_some() && !game.correspondence();
    let Some(since) = game.gone_since.filter(|_| show) else {
        set_class(&live.ui.claim, "hidden", true);
        return;
    };
    let left = ((grace - (dom::now() - since)) / 1000.0).ceil();
    let them = game.me.map_or("opponent", |me| me.other().key());
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
    let client = play.client.borrow();
    let guard = play.live.borrow();
    let (Some(game), Some(live)) = (client.live.as_ref(), guard.as_ref()) else { return };
    let ui = &live.ui;
    let ongoing = game.status() == Status::Ongoing;
    let over = game.status().is_over();
    // The game as it stands (in review the board shows an earlier position).
    let Some(session) = game.replay(game.review.moves()) else { return };
    let turn = session.side_to_move();
    let my_turn = game.may_move(turn);
    let reviewing = game.review.is_reviewing();
    {
        let mut b = live.board.borrow_mut();
        let interactive = my_turn && !reviewing;
        if b.is_interactive() != interactive {
            b.set_interactive(interactive);
        }
    }
    let b = live.board.borrow();

    draw_presence(play, live, game, ongoing.then_some(turn));
    draw_turn(live, game, session.as_ref(), &b, my_turn && !reviewing);

    // The waiting room: the invite, while the seat opposite is free.
    let waiting = game.status() == Status::Waiting && game.me.is_some();
    set_class(&ui.waiting, "hidden", !waiting);
    if waiting && ui.waiting.child_element_count() == 0 {
        fill_waiting_room(play, &ui.waiting);
    }
    set_class(&ui.seat_link, "hidden", game.me.is_none() || over);

    // Offers from the opponent, with their answers: drawn again only when they change,
    // so that their live region speaks once.
    if ui.drawn_offers.replace(Some((game.offers, game.me))) != Some((game.offers, game.me)) {
        draw_offers(live, game);
    }
    set_class(&ui.resign, "hidden", !(game.resigning && ongoing));
    draw_claim(live, game, client.grace_ms as f64);

    draw_actions(live, game, session.as_ref());

    // Review.
    set_class(&ui.review_bar, "hidden", !reviewing);
    set_class(&b.root, "reviewing", reviewing);
    let (shown_ply, count) = (game.review.shown(), game.review.moves().len());
    if reviewing {
        ui.review_text
            .clone()
            .l10n_phrase(&Phrase::new("review-viewing").count("count", shown_ply as i64).count("total", count as i64));
    }
    drop(b);
    live.list.set_current(shown_ply, !reviewing);

    // The title: the game, and whether the opponent moved while the tab was hidden.
    let title = i18n::game_message(&game.game, "title");
    if play.unseen.get() > 0 {
        i18n::page_title(Phrase::new("online-your-move-title").message("game", title));
    } else {
        i18n::page_title(Phrase::new("online-game-title").message("game", title));
    }
    drop((guard, client));
    update_list(play, session.as_ref());
}

/// The connection, how many watch, and each player's row: who is here, and whose move.
fn draw_presence(play: &Play, live: &Live, game: &OnlineGame, to_move: Option<Side>) {
    let ui = &live.ui;
    // The connection, and who is here.
    let state = match play.link.get() {
        Link::Open => "open",
        Link::Connecting => "connecting",
        Link::Lost if !dom::window().navigator().on_line() => "offline",
        Link::Lost => "lost",
    };
    ui.connection.clone().l10n_phrase(&Phrase::new("online-connection").key("state", state));
    ui.connection.set_attribute("data-state", if state == "offline" { "lost" } else { state }).ok();
    match game.watchers {
        0 => ui.watchers.clone().l10n_none(),
        n => ui.watchers.clone().l10n_count("online-watching", n as i64),
    };
    for side in [Side::White, Side::Black] {
        let i = index(side);
        // Without a connection of its own, the page does not know who is there.
        let here = match (play.link.get(), game.present[i]) {
            (Link::Open, true) => "here",
            (Link::Open, false) => "away",
            _ => "unknown",
        };
        let you = if game.me == Some(side) { "you" } else { "other" };
        let said = Phrase::new("online-presence").side("side", side).key("you", you).key("here", here);
        ui.presence[i].clone().l10n_phrase(&said);
        ui.presence[i].set_attribute("data-here", here).ok();
        draw_player(live, game, side);
        set_class(&ui.rows[i], "to-move", to_move == Some(side));
    }
}

/// Whose move or the result, what the move being entered still needs, and Pass and Done.
fn draw_turn(live: &Live, game: &OnlineGame, session: &dyn Session, b: &Board, entering: bool) {
    let ui = &live.ui;
    let over = game.status().is_over();
    let my_turn = game.may_move(session.side_to_move());
    // Whose move, or the result.
    // Our own messages end their sentence; the engine's turn phrase is given its stop.
    let words = match game.status() {
        Status::Waiting => Some((Phrase::new("online-waiting"), "")),
        Status::Ongoing if my_turn => Some((Phrase::new("online-your-move").side("side", session.side_to_move()), "")),
        Status::Ongoing if game.pending.is_some() => Some((Phrase::new("online-on-its-way"), "")),
        Status::Ongoing => Some((session.turn_phrase(), ".")),
        _ => None,
    };
    match words {
        Some((phrase, end)) => ui.turn.clone().l10n_phrases(&[phrase], "", end, None),
        None => ui.turn.clone().l10n_none(),
    };
    match over {
        true => ui.result.clone().l10n_phrase(&describe::result(&game.ending)),
        false => ui.result.clone().l10n_none(),
    };
    match b.prompt().filter(|_| entering) {
        Some(prompt) => ui.prompt.clone().l10n_phrase(&prompt),
        None => ui.prompt.clone().l10n_none(),
    };
    set_class(&ui.pass, "hidden", !my_turn || b.button_moves().is_empty());
    set_class(&ui.done, "hidden", !my_turn || b.complete_move().is_none());
}

/// Shows the actions that apply now, and whether the board is flipped.
fn draw_actions(live: &Live, game: &OnlineGame, session: &dyn Session) {
    let ui = &live.ui;
    let ongoing = game.status() == Status::Ongoing;
    let over = game.status().is_over();
    // The actions that apply now.
    let playing = game.me.is_some();
    let my_moves = game.me.map_or(0, |me| session.movers().iter().filter(|m| **m == me).count());
    let both_moved = session.movers().contains(&Side::White) && session.movers().contains(&Side::Black);
    let offered = |i: usize| game.offers[i].is_some() && game.offers[i] == game.me;
    let show = |action: Action, on: bool| {
        if let Ok(Some(el)) = ui.actions.query_selector(&format!("[data-action={}]", action.name())) {
            set_class(&el, "hidden", !on);
        }
    };
    show(Action::Ask(Request::Draw), playing && ongoing && both_moved && !offered(0));
    show(Action::Ask(Request::Takeback), playing && ongoing && my_moves > 0 && !offered(1));
    show(Action::Ask(Request::Abort), playing && ongoing && !both_moved);
    show(Action::Ask(Request::Berserk), playing && game.may_go_berserk(my_moves > 0));
    show(Action::Resign, playing && ongoing && both_moved && !game.resigning);
    // An arena pairs its players itself: no rematch there.
    let rematch = playing && over && game.status() != Status::Aborted && game.tournament.is_none();
    show(Action::Ask(Request::Rematch), rematch && !offered(2));
    if let Ok(Some(flip)) = ui.actions.query_selector(&format!("[data-action={}]", Action::Flip.name())) {
        flip.set_attribute("aria-pressed", if live.flipped { "true" } else { "false" }).ok();
    }
}

/// The move list follows the game as it stands (`shown`).
fn update_list(play: &Rc<Play>, shown: &dyn Session) {
    let mut guard = play.live.borrow_mut();
    let Some(live) = guard.as_mut() else { return };
    live.list.update(shown);
    figurine::show_material(&live.ui.material, &shown.pieces(), shown.piece_kinds());
}

pub(super) fn fill_waiting_room(play: &Rc<Play>, room: &Element) {
    let invite = link(play, false);
    append(room, &html("p").l10n("online-invite-help"));
    let field = html("input").attr("type", "text").attr("readonly", "").attr("value", &invite).class("invite-link");
    append(room, &html("label").class("control").child(&html("span").l10n("online-invite-link")).child(&field));
    let buttons = html("p").class("buttons");
    append(&buttons, &button("", Action::CopyLink.name()).l10n("online-copy"));
    let can_share = js_sys::Reflect::has(&dom::window().navigator(), &"share".into()).unwrap_or(false);
    if can_share {
        append(&buttons, &button("", Action::ShareLink.name()).l10n("keep-share"));
    }
    append(&buttons, &button("", Action::Ask(Request::Abort).name()).l10n("online-cancel-game"));
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
    let (game, mine) = match play.client.borrow().live.as_ref() {
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
fn draw_offers(live: &Live, game: &OnlineGame) {
    let ui = &live.ui;
    clear(&ui.offers);
    for (i, offer) in Offer::ALL.into_iter().enumerate() {
        let Some(by) = game.offers[i] else { continue };
        let what = offer.as_str();
        if Some(by) == game.me || game.me.is_none() {
            let mine = Some(by) == game.me;
            let words =
                Phrase::new("online-offer-standing").key("offer", what).key("by", if mine { "me" } else { "other" });
            append(&ui.offers, &html("p").class("offer").l10n_phrase(&words));
            continue;
        }
        let words = Phrase::new("online-offer").key("offer", what).side("side", by);
        let question = html("div").class("offer question").attr("role", "group");
        let asked = html("span").attr("id", ["offer-", what].concat()).l10n_phrase(&words);
        question.set_attribute("aria-labelledby", &["offer-", what].concat()).ok();
        append(&question, &asked);
        append(
            &question,
            &button("", Action::accept(offer).name()).l10n_phrase(&Phrase::new("online-accept").key("offer", what)),
        );
        append(&question, &button("", Action::decline(offer).name()).l10n("online-decline"));
        append(&ui.offers, &question);
    }
}

/// A player's name (a link to their profile, or who they are without one), their rating
/// in this game (`?` while provisional) and, after a rated game, its change.
fn draw_player(live: &Live, game: &OnlineGame, side: Side) {
    let i = index(side);
    let color = color_of(side);
    let name = [&game.players.white, &game.players.black][i];
    let change = game.rating_change.map(|c| if side == Side::White { c.white } else { c.black });
    let rating = live.ratings[i];
    let berserk = [game.berserk.white, game.berserk.black][i];
    // What is drawn, as a key: nothing is drawn again while it stays the same. (Built by
    // hand: Debug's formatting of strings would cost the wasm its escaping tables.)
    let number = |n: Option<i64>| n.map_or(String::from("-"), |n| n.to_string());
    let drawn = [
        name.as_deref().unwrap_or("\u{0}"),
        &number(rating.map(|r| r.rating)),
        &number(rating.map(|r| r.deviation)),
        &number(change),
        &game.players.deleted.len().to_string(),
        if berserk { "b" } else { "" },
    ]
    .join(" ");
    let el = &live.ui.names[i];
    if el.get_attribute("data-drawn").as_deref() == Some(drawn.as_str()) {
        return;
    }
    el.set_attribute("data-drawn", &drawn).ok();
    clear(el);
    match name {
        Some(name) => append(el, &super::super::account::player_link(name)),
        // A free seat is nobody yet.
        None if game.status() == Status::Waiting => {}
        None => append(el, &html("span").class("player-name").l10n_phrase(&describe::player(&game.players, color))),
    }
    if let Some(rating) = rating {
        append(el, &html("span").class("rating").l10n_phrase(&super::super::account::rating_phrase(&rating)));
    }
    if berserk {
        append(el, &html("span").class("berserk").l10n("online-berserk-mark"));
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
