//! Building a live game's screen: the players' rows (presence and clock) above and
//! below the board, and the panel beside it, with no listener bound (actions.rs binds
//! them through the names the controls carry).

use super::actions::bind;
use super::*;

/// The offers standing (draw, takeback, rematch: by whom), and the player's side.
pub(super) type OffersShown = ([Option<Side>; 3], Option<Side>);

pub(super) struct Ui {
    pub(super) rows: [Element; 2],
    /// Each player's name (a link to their profile) and rating.
    pub(super) names: [Element; 2],
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
    /// The material difference in figurines, for games of chess pieces.
    pub(super) material: Element,
    pub(super) actions: Element,
    pub(super) prompt: Element,
    pub(super) pass: Element,
    pub(super) done: Element,
    pub(super) seat_link: Element,
    pub(super) watchers: Element,
}

/// Builds the screen for the game the server told.
pub(super) fn build(play: &Rc<Play>, model: &OnlineGame) -> Result<Live, Phrase> {
    let game = model.game.clone();
    let info = games::info(&game).ok_or_else(|| Phrase::new("online-unknown-game").text("game", &game))?;
    let session =
        model.replay(model.review.moves()).ok_or_else(|| Phrase::new("online-unknown-game").text("game", &game))?;
    let board = Board::new_in_slices(board::Plan::new(BoardData::of(session.as_ref())), true);
    board::take_input(&board);
    let clocks = Clocks::new(model.time_control);

    let section = &play.section;
    clear(section);
    let players = players(section, &board, &clocks);
    let aside = html("aside").class("panel");
    let head = head(&aside, model);
    let confirm = confirmations(&aside);
    let (review, mut list) = moves_box(&aside);
    let (actions, pass, done) = action_buttons(&aside);
    append(&aside, &forms::move_box(info.move_example));
    let seat_link = seat_link(&aside);
    append(section, &aside);

    let to = Mailbox::of(play);
    list.on_pick(to.sender(Message::Pick));
    board::on_change(&board, to.sender(Message::Board));
    bind(play, section, &board, &head.said);
    Ok(Live {
        board,
        list,
        clocks,
        flipped: false,
        ratings: [None, None],
        leaving: None,
        ui: Ui {
            rows: players.rows,
            names: players.names,
            presence: players.presence,
            turn: head.turn,
            result: head.result,
            said: head.said,
            connection: head.connection,
            waiting: confirm.waiting,
            offers: confirm.offers,
            claim: confirm.claim,
            claim_text: confirm.claim_text,
            claim_buttons: confirm.claim_buttons,
            drawn_offers: Cell::new(None),
            resign: confirm.resign,
            review_bar: review.bar,
            review_text: review.text,
            material: review.material,
            actions,
            prompt: head.prompt,
            pass,
            done,
            seat_link,
            watchers: head.watchers,
        },
    })
}

/// Each player's row (presence, name, clock), White's and Black's.
struct Players {
    rows: [Element; 2],
    names: [Element; 2],
    presence: [Element; 2],
}

/// The board between the players' rows, Black's above and White's below.
fn players(section: &Element, board: &BoardRef, clocks: &Clocks) -> Players {
    let row = |side: Side| {
        let presence = html("span").class("presence").l10n_phrase(&Phrase::new("side").side("side", side));
        let name = html("span").class("who");
        let row = html("div").class("player").attr("data-side", side.key()).child(&presence).child(&name);
        if clocks.is_shown() {
            append(&row, &clocks.elements[index(side)]);
        }
        (row, presence, name)
    };
    let (white_row, white_presence, white_name) = row(Side::White);
    let (black_row, black_presence, black_name) = row(Side::Black);
    let board_area = html("div").class("board-area");
    append(&board_area, &black_row);
    append(&board_area, &board.borrow().root);
    append(&board_area, &white_row);
    append(section, &board_area);
    Players {
        rows: [white_row, black_row],
        names: [white_name, black_name],
        presence: [white_presence, black_presence],
    }
}

/// The lines at the panel's top that the game's changes write.
struct Head {
    connection: Element,
    watchers: Element,
    turn: Element,
    prompt: Element,
    result: Element,
    said: Element,
}

/// The panel's links, title and terms, and the lines the game's changes write.
fn head(aside: &Element, model: &OnlineGame) -> Head {
    let game = &model.game;
    let crumbs = html("p").class("links");
    append(&crumbs, &html("a").attr("href", "#online").l10n("online-title"));
    let rules =
        html("a").attr("href", format!("rules/{game}.html")).attr("data-l10n-href", format!("rules/{game}.html"));
    append(&crumbs, &rules.l10n("game-rules"));
    if let Some(arena) = &model.tournament {
        let link = html("a").class("arena-link").attr("href", super::super::arena::address(arena));
        append(&crumbs, &link.l10n("arena-back"));
    }
    append(aside, &crumbs);
    let title = Phrase::new("online-game").message("game", i18n::game_message(game, "title"));
    append(aside, &html("h1").l10n_phrase(&title));
    append(aside, &html("p").class("terms").l10n_phrases(&model.terms, " · ", "", None));
    let connection = html("p").class("connection").attr("role", "status");
    let watchers = html("p").class("watchers");
    append(aside, &html("div").class("line").child(&connection).child(&watchers));
    let head = Head {
        connection,
        watchers,
        turn: html("p").class("turn").attr("aria-live", "polite"),
        prompt: html("p").class("prompt"),
        result: html("p").class("result").attr("aria-live", "polite"),
        said: html("p").class("message").attr("role", "status"),
    };
    for el in [&head.turn, &head.prompt, &head.result, &head.said] {
        append(aside, el);
    }
    head
}

/// What waits for an answer: the waiting room, the offers, the claim and the resign's yes.
struct Confirmations {
    waiting: Element,
    offers: Element,
    claim: Element,
    claim_text: Element,
    claim_buttons: [Element; 2],
    resign: Element,
}

fn confirmations(aside: &Element) -> Confirmations {
    let waiting = html("div").class("waiting-room hidden").attr("role", "group").l10n("online-waiting-room");
    append(aside, &waiting);
    let offers = html("div").class("offers").attr("aria-live", "polite");
    append(aside, &offers);
    let claim_text = html("span");
    let claim_buttons = [
        button("", Action::Ask(Request::Claim).name()).l10n("online-claim"),
        button("", Action::KeepWaiting.name()).l10n("online-keep-waiting"),
    ];
    let claim = html("div")
        .class("claim hidden")
        .attr("role", "group")
        .l10n("online-claim-group")
        .child(&claim_text)
        .child(&claim_buttons[0])
        .child(&claim_buttons[1]);
    append(aside, &claim);
    let resign = html("div")
        .class("confirm hidden")
        .attr("role", "group")
        .l10n("online-resign-group")
        .child(&html("span").l10n("online-resign-sure"))
        .child(&button("", Action::ResignYes.name()).l10n("online-resign-yes"))
        .child(&button("", Action::ResignNo.name()).l10n("online-resign-no"));
    append(aside, &resign);
    Confirmations { waiting, offers, claim, claim_text, claim_buttons, resign }
}

/// The review's bar and words, and the material difference, above the move list.
struct ReviewBar {
    bar: Element,
    text: Element,
    material: Element,
}

fn moves_box(aside: &Element) -> (ReviewBar, MoveList) {
    let moves_box = html("div").class("moves");
    append(&moves_box, &html("h2").class("moves-title").l10n("moves-title"));
    let bar = html("div").class("review-bar hidden").attr("role", "group").l10n("review-group");
    let text = html("span").class("review-text").attr("aria-live", "polite");
    append(&bar, &text);
    append(&bar, &button("◀", Action::Back.name()).l10n("review-back"));
    append(&bar, &button("▶", Action::Forward.name()).l10n("review-forward"));
    append(&bar, &button("", Action::End.name()).l10n("review-end"));
    append(&moves_box, &bar);
    let material = html("p").class("material hidden").attr("aria-hidden", "true");
    append(&moves_box, &material);
    let list = MoveList::new();
    append(&moves_box, &list.element);
    append(aside, &moves_box);
    (ReviewBar { bar, text, material }, list)
}

/// The game's buttons: Pass and Done (hidden until a move needs them), then the requests.
fn action_buttons(aside: &Element) -> (Element, Element, Element) {
    let actions = html("div").class("buttons actions");
    let pass = button("", Action::Pass.name()).class("hidden").l10n("game-pass");
    let done = button("", Action::Done.name()).class("hidden").l10n("game-done");
    for el in [
        &pass,
        &done,
        &button("", Action::Ask(Request::Draw).name()).l10n("online-draw"),
        &button("", Action::Ask(Request::Takeback).name()).l10n("online-takeback"),
        &button("", Action::Ask(Request::Abort).name()).l10n("online-abort"),
        &button("", Action::Ask(Request::Berserk).name()).l10n("online-berserk"),
        &button("", Action::Resign.name()).l10n("online-resign"),
        &button("", Action::Ask(Request::Rematch).name()).l10n("online-rematch"),
        &button("", Action::Flip.name()).attr("aria-pressed", "false").l10n("game-flip"),
    ] {
        append(&actions, el);
    }
    append(aside, &actions);
    (actions, pass, done)
}

/// The seat's link (hidden until the player holds a seat) and the notification choice.
fn seat_link(aside: &Element) -> Element {
    let seat_link = html("details").class("seat-link hidden");
    append(&seat_link, &html("summary").l10n("online-seat-link"));
    append(&seat_link, &html("p").l10n("online-seat-link-help"));
    append(&seat_link, &button("", Action::CopySeat.name()).l10n("online-copy-seat"));
    append(aside, &seat_link);
    let notify = html("input").attr("type", "checkbox").attr("data-control", PlayField::Notify.name());
    if prefs::stored(NOTIFY_KEY).as_deref() == Some("on") {
        notify.set_attribute("checked", "").ok();
    }
    append(aside, &html("label").class("choice notify").child(&notify).child(&html("span").l10n("online-notify")));
    seat_link
}
