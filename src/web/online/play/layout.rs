//! Building a live game's screen: the players' rows (presence and clock) above and
//! below the board, and the panel beside it, with no listener bound (actions.rs binds
//! them through the names the controls carry).

use super::actions::{bind, view};
use super::*;

/// The offers standing (draw, takeback, rematch: by whom), and the player's side.
pub(super) type OffersShown = ([Option<Side>; 3], Option<Side>);

pub(super) struct Ui {
    pub(super) rows: [Element; 2],
    pub(super) presence: [Element; 2],
    pub(super) turn: Element,
    pub(super) result: Element,
    pub(super) said: Element,
    pub(super) connection: Element,
    pub(super) waiting: Element,
    pub(super) offers: Element,
    pub(super) claim: Element,
    pub(super) claim_text: Element,
    /// Claim victory and Keep waiting, shown once the grace period is over.
    pub(super) claim_buttons: [Element; 2],
    /// The offers (and whose side this is) last drawn.
    pub(super) drawn_offers: Cell<Option<OffersShown>>,
    pub(super) resign: Element,
    pub(super) review_bar: Element,
    pub(super) review_text: Element,
    pub(super) actions: Element,
    pub(super) prompt: Element,
    pub(super) pass: Element,
    pub(super) done: Element,
    pub(super) seat_link: Element,
    pub(super) watchers: Element,
}

/// Builds the screen for the game the server told.
pub(super) fn build(play: &Rc<Play>, state: &GameView) -> Result<Live, String> {
    let game = state.game.clone();
    let info = games::info(&game).ok_or_else(|| format!("the server's game '{game}' is not one this page knows"))?;
    let mut options = Options::new();
    for (k, v) in state.options.iter() {
        options.set(k, v);
    }
    let start = state.position.clone();
    let session =
        games::open(&game, &options, Some(&start)).map_err(|e| format!("the game could not be opened: {e}"))?;
    let board = Board::new(session, true);
    let clocks = Clocks::new(state.time_control);

    let section = &play.section;
    clear(section);
    let row = |side: Side| {
        let name = if side == Side::White { "White" } else { "Black" };
        let presence = html("span").class("presence").text(name);
        let row = html("div").class("player").attr("data-side", side_name(side)).child(&presence);
        if clocks.is_shown() {
            append(&row, &clocks.elements[index(side)]);
        }
        (row, presence)
    };
    let (white_row, white_presence) = row(Side::White);
    let (black_row, black_presence) = row(Side::Black);
    let board_area = html("div").class("board-area");
    append(&board_area, &black_row);
    append(&board_area, &board.borrow().root);
    append(&board_area, &white_row);
    append(section, &board_area);

    let aside = html("aside").class("panel");
    let crumbs = html("p").class("links");
    append(&crumbs, &html("a").attr("href", "#online").text("Play online"));
    append(&crumbs, &html("a").attr("href", format!("rules/{game}.html")).text("Rules"));
    append(&aside, &crumbs);
    append(&aside, &html("h1").text(&format!("{} online", info.title)));
    append(&aside, &html("p").class("terms").text(&describe::terms(state)));
    let connection = html("p").class("connection").attr("role", "status");
    let watchers = html("p").class("watchers");
    append(&aside, &html("div").class("line").child(&connection).child(&watchers));
    let turn = html("p").class("turn").attr("aria-live", "polite");
    let prompt = html("p").class("prompt");
    let result = html("p").class("result").attr("aria-live", "polite");
    let said = html("p").class("message").attr("role", "status");
    for el in [&turn, &prompt, &result, &said] {
        append(&aside, el);
    }

    let waiting = html("div").class("waiting-room hidden").attr("role", "group").attr("aria-label", "Waiting room");
    append(&aside, &waiting);
    let offers = html("div").class("offers").attr("aria-live", "polite");
    append(&aside, &offers);
    let claim_text = html("span");
    let claim_buttons = [button("Claim victory", "claim"), button("Keep waiting", "keep-waiting")];
    let claim = html("div")
        .class("claim hidden")
        .attr("role", "group")
        .attr("aria-label", "Your opponent left")
        .child(&claim_text)
        .child(&claim_buttons[0])
        .child(&claim_buttons[1]);
    append(&aside, &claim);
    let resign = html("div")
        .class("confirm hidden")
        .attr("role", "group")
        .attr("aria-label", "Resign?")
        .child(&html("span").text("Resign this game?"))
        .child(&button("Yes, resign", "resign-yes"))
        .child(&button("No", "resign-no"));
    append(&aside, &resign);

    let moves_box = html("div").class("moves");
    append(&moves_box, &html("h2").class("moves-title").text("Moves"));
    let review_bar = html("div").class("review-bar hidden").attr("role", "group").attr("aria-label", "Review");
    let review_text = html("span").class("review-text").attr("aria-live", "polite");
    append(&review_bar, &review_text);
    append(&review_bar, &button("◀", "review-back").attr("aria-label", "Previous move (←)"));
    append(&review_bar, &button("▶", "review-forward").attr("aria-label", "Next move (→)"));
    append(&review_bar, &button("Back to the game", "review-end"));
    append(&moves_box, &review_bar);
    let mut list = MoveList::new();
    append(&moves_box, &list.element);
    append(&aside, &moves_box);

    let actions = html("div").class("buttons actions");
    let pass = button("Pass", "pass").class("hidden");
    let done = button("Done", "done").class("hidden");
    for el in [
        &pass,
        &done,
        &button("Offer a draw", "draw"),
        &button("Take back", "takeback"),
        &button("Abort", "abort"),
        &button("Resign", "resign"),
        &button("Rematch", "rematch"),
        &button("Flip", "flip").attr("aria-pressed", "false"),
    ] {
        append(&actions, el);
    }
    append(&aside, &actions);
    append(&aside, &forms::move_box(info.move_example));

    let seat_link = html("details").class("seat-link hidden");
    append(&seat_link, &html("summary").text("Continue on another device"));
    append(
        &seat_link,
        &html("p").text("This private link opens your seat in this game anywhere. Keep it to yourself: whoever has it plays for you."),
    );
    append(&seat_link, &button("Copy my seat's link", "copy-seat"));
    append(&aside, &seat_link);
    let notify = html("input").attr("type", "checkbox").attr("data-control", "notify");
    if prefs::stored(NOTIFY_KEY).as_deref() == Some("on") {
        notify.set_attribute("checked", "").ok();
    }
    append(
        &aside,
        &html("label")
            .class("choice notify")
            .child(&notify)
            .child(&html("span").text("Tell me when it is my move (a notification)")),
    );
    append(section, &aside);

    let weak = Rc::downgrade(play);
    list.on_pick(move |ply| {
        if let Some(play) = weak.upgrade() {
            view(&play, ply);
        }
    });
    let weak = Rc::downgrade(play);
    board::on_change(&board, move || {
        if let Some(play) = weak.upgrade() {
            board_changed(&play);
        }
    });
    bind(play, section, &board, &said);
    let correspondence = state.time_control.is_correspondence();
    let title = info.title;
    Ok(Live {
        game,
        title,
        options,
        start,
        me: None,
        outcome: Ending::of(state),
        status: state.status,
        moves: Vec::new(),
        pending: None,
        board,
        list,
        review: None,
        clocks,
        present: [false; 2],
        watchers: 0,
        offers: [None; 3],
        correspondence,
        gone_since: None,
        resigning: false,
        flipped: false,
        ui: Ui {
            rows: [white_row, black_row],
            presence: [white_presence, black_presence],
            turn,
            result,
            said,
            connection,
            waiting,
            offers,
            claim,
            claim_text,
            claim_buttons,
            drawn_offers: Cell::new(None),
            resign,
            review_bar,
            review_text,
            actions,
            prompt,
            pass,
            done,
            seat_link,
            watchers,
        },
    })
}
