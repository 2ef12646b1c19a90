//! The lobby of online play: the invite form (game, options or the position on the
//! player's board, colour, clock, open to anyone), the games waiting for an opponent and
//! those being played (both kept up to date while shown), and the player's own online
//! games, those where it is their move first.

use super::{account, arenas, challenges, describe, net, pairing, seats, Mailbox, Screen};
use crate::game::Options;
use crate::games;
use crate::message::Phrase;
use crate::save;
use crate::screen::controls::{Control, LobbyAction, LobbyField};
use crate::web::dom::{self, append, clear, html, Build};
use crate::web::i18n::{self, Localized};
use crate::web::{forms, prefs, view};
use pyramid_protocol::{Color, CreateRequest, Created, GameList, GameView, SeatChoice, TimeControl};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement};

/// How often the lists are asked for again (ms).
const REFRESH_MS: i32 = 3000;

/// The clocks offered: what the list says, and the protocol's `timeControl`.
/// The clocks offered: the form's value and its time control (`None` for no clock).
const CLOCKS: [(&str, TimeControl); 8] = [
    ("none", TimeControl::None),
    ("3+2", TimeControl::Real { minutes: 3, increment: 2 }),
    ("5+3", TimeControl::Real { minutes: 5, increment: 3 }),
    ("10+5", TimeControl::Real { minutes: 10, increment: 5 }),
    ("15+10", TimeControl::Real { minutes: 15, increment: 10 }),
    ("1d", TimeControl::Days { days: 1 }),
    ("3d", TimeControl::Days { days: 3 }),
    ("7d", TimeControl::Days { days: 7 }),
];

/// The lobby: quick pairing, the invite form, and the lists of games, asked again
/// every few seconds.
pub struct Lobby {
    ui: Ui,
    pairing: Rc<pairing::Pairing>,
    challenges: Rc<challenges::Challenges>,
    arenas: arenas::Arenas,
    _bound: Vec<dom::Listener>,
    _ticker: dom::Timer,
}

/// The lobby's elements that change: the invite form (its options and start, what it
/// says) and the three lists.
struct Ui {
    root: Element,
    form: Element,
    options: Element,
    start: Element,
    said: Element,
    open: Element,
    playing: Element,
    mine: Element,
}

/// What happens to the lobby.
pub enum Message {
    /// The invite form's game chosen.
    Game(String),
    Create,
    Act(LobbyAction, Element),
    /// The server says that a player is signed in here.
    SignedIn,
    /// Time to ask for the lists again.
    Refresh,
    /// The server's answers: the game created (for `game`), the lists.
    Created {
        game: String,
        answer: Result<Created, net::Problem>,
    },
    Lists(Lists),
}

/// The lobby's lists as the server answered: the games waiting for an opponent, those
/// being played, and this browser's own (by the seat held).
pub struct Lists {
    open: Result<GameList, net::Problem>,
    playing: Result<GameList, net::Problem>,
    mine: Vec<(seats::Seat, GameView)>,
}

impl Screen for Lobby {
    /// The game the forms are set to, if given (from a game's screen).
    type Route<'a> = Option<&'a str>;
    type Message = Message;

    fn mount(root: &Element, game: Option<&str>) -> Result<Rc<Lobby>, Phrase> {
        Ok(show(root, game))
    }

    fn update(lobby: &Rc<Lobby>, message: Message) {
        match message {
            Message::Game(game) => game_chosen(lobby, &game),
            Message::Create => create_game(lobby),
            Message::Act(LobbyAction::Seek, button) => lobby.pairing.press(&button),
            Message::Act(LobbyAction::CancelSeek, _) => lobby.pairing.cancel(),
            Message::Act(LobbyAction::Create, _) => {}
            Message::SignedIn => {
                lobby.pairing.signed_in();
                lobby.challenges.start();
                if let Some(rated) = control(lobby, LobbyField::Rated) {
                    rated.remove_attribute("disabled").ok();
                }
            }
            Message::Refresh => refresh(lobby),
            Message::Created { game, answer } => created(lobby, game, answer),
            Message::Lists(lists) => draw_lists(lobby, lists),
        }
    }
}

fn show(root: &Element, game: Option<&str>) -> Rc<Lobby> {
    clear(root);
    i18n::page_title(Phrase::new("online-title"));
    let section = html("section").class("online lobby");
    append(&section, &html("p").class("links").child(&html("a").attr("href", "#").l10n("game-all-games")));
    append(&section, &html("h1").l10n("online-title"));
    let game = game.filter(|g| view::can_show(g)).unwrap_or(crate::games::GAME_NAMES[0]);
    let pairing = pairing::build(&section, game);

    let form = html("form").class("invite").attr("aria-labelledby", "invite-title");
    append(&form, &html("h2").attr("id", "invite-title").l10n("lobby-invite"));
    let games_list = forms::game_choice(LobbyField::Game, game);
    append(&form, &forms::labelled("lobby-game", &games_list));
    let options = html("div").class("invite-options");
    append(&form, &options);
    let start = html("select").attr("data-control", LobbyField::Start.name());
    append(&form, &forms::labelled("lobby-start", &start));
    let colours = html("fieldset").class("colours");
    append(&colours, &html("legend").l10n("lobby-you-play"));
    for (value, label) in [("random", "lobby-either"), ("white", "lobby-white"), ("black", "lobby-black")] {
        let radio = html("input").attr("type", "radio").attr("name", "seat").attr("value", value);
        if value == "random" {
            radio.set_attribute("checked", "").ok();
        }
        append(&colours, &html("label").class("choice").child(&radio).child(&html("span").l10n(label)));
    }
    append(&form, &colours);
    let clocks = html("select").attr("data-control", LobbyField::Clock.name());
    for (value, control) in CLOCKS {
        let speed = match control {
            TimeControl::Real { minutes, .. } if minutes < 10 => "blitz",
            TimeControl::Real { .. } => "rapid",
            _ => "none",
        };
        let label = match control {
            TimeControl::None => Phrase::new("lobby-no-clock"),
            _ => Phrase::new("lobby-clock").phrase("clock", describe::clock(control)).key("speed", speed),
        };
        append(&clocks, &html("option").attr("value", value).l10n_phrase(&label));
    }
    append(&form, &forms::labelled("lobby-clock-label", &clocks));
    let anyone = html("input").attr("type", "checkbox").attr("data-control", LobbyField::Anyone.name());
    append(&form, &html("label").class("choice").child(&anyone).child(&html("span").l10n("lobby-anyone")));
    // Offered once the server says the player is signed in.
    let rated =
        html("input").attr("type", "checkbox").attr("data-control", LobbyField::Rated.name()).attr("disabled", "");
    append(&form, &html("label").class("choice").child(&rated).child(&html("span").l10n("lobby-rated")));
    let create =
        html("button").attr("type", "submit").attr("data-action", LobbyAction::Create.name()).l10n("lobby-create");
    append(&form, &html("p").class("buttons").child(&create));
    let said = html("p").class("message").attr("role", "status");
    append(&form, &said);
    append(&section, &form);
    // Beside the invite on a wide screen, above the lists.
    let challenges = challenges::build(&section, game);
    let arenas = arenas::build(&section);

    let list_section = |title: &str, class: &str, empty: &str| {
        let part = html("section").class(class);
        append(&part, &html("h2").l10n(title));
        let list = html("ul").class("game-list").attr("aria-live", "polite").attr("data-empty", empty);
        append(&list, &html("li").class("empty").l10n("lobby-asking"));
        append(&part, &list);
        append(&section, &part);
        list
    };
    let open = list_section("lobby-open", "open-games", "lobby-open-none");
    let mine = list_section("lobby-mine", "my-games", "lobby-mine-none");
    let playing = list_section("lobby-playing", "playing-games", "lobby-playing-none");
    append(root, &section);

    let lobby = Rc::new_cyclic(|weak| {
        let to = Mailbox::to(weak);
        let changed = dom::on_control(&section, "change", {
            let to = to.clone();
            move |name, control, _| {
                if let (LobbyField::Game, Some(select)) = (name, control.dyn_ref::<HtmlSelectElement>()) {
                    to.send(Message::Game(select.value()));
                }
            }
        });
        let submitted = dom::on(&form, "submit", {
            let to = to.clone();
            move |event| {
                event.prevent_default();
                to.send(Message::Create);
            }
        });
        let clicked = dom::on_control(&section, "click", {
            let to = to.clone();
            move |action, button, _| to.send(Message::Act(action, button.clone()))
        });
        Lobby {
            ui: Ui { root: section.clone(), form: form.clone(), options, start, said, open, playing, mine },
            pairing,
            challenges,
            arenas,
            _bound: vec![changed, submitted, clicked],
            _ticker: dom::Timer::every(REFRESH_MS, move || to.send(Message::Refresh)),
        }
    });
    game_chosen(&lobby, game);
    let to = Mailbox::of(&lobby);
    wasm_bindgen_futures::spawn_local(async move {
        if account::me().await.is_some() {
            to.send(Message::SignedIn);
        }
    });
    refresh(&lobby);
    lobby
}

/// The game on the player's own board for `game`, if one is saved and not over.
fn saved_game(game: &str) -> Option<Box<dyn games::Session>> {
    let text = prefs::stored(&format!("{}{game}", prefs::SAVED_GAME))?;
    save::decode(&text).ok().filter(|s| s.end().is_none() && s.plies() > 0)
}

/// Shows the options of `game` and where it may start.
fn game_chosen(lobby: &Lobby, game: &str) {
    clear(&lobby.ui.options);
    for spec in games::option_specs(game).unwrap_or(&[]) {
        append(&lobby.ui.options, &forms::option_control(spec, spec.default_value()));
    }
    clear(&lobby.ui.start);
    append(&lobby.ui.start, &html("option").attr("value", "usual").l10n("lobby-usual-start"));
    if let Some(saved) = saved_game(game) {
        let moves = saved.plies() as i64;
        append(&lobby.ui.start, &html("option").attr("value", "board").l10n_count("lobby-board-start", moves));
    }
}

fn control(lobby: &Lobby, name: LobbyField) -> Option<Element> {
    lobby.ui.form.query_selector(&format!("[data-control=\"{}\"]", name.name())).ok().flatten()
}

fn value(lobby: &Lobby, name: LobbyField) -> String {
    control(lobby, name).and_then(|c| c.dyn_into::<HtmlSelectElement>().ok()).map(|s| s.value()).unwrap_or_default()
}

/// The request the form describes.
fn request(lobby: &Lobby) -> String {
    let game = value(lobby, LobbyField::Game);
    let mut options = Options::new();
    let controls = lobby.ui.options.query_selector_all("[data-option]").ok();
    for el in controls.into_iter().flat_map(dom::node_elements) {
        let key = el.get_attribute("data-option").unwrap_or_default();
        let setting = match (el.dyn_ref::<HtmlInputElement>(), el.dyn_ref::<HtmlSelectElement>()) {
            (Some(check), _) => if check.checked() { "on" } else { "off" }.to_string(),
            (_, Some(select)) => select.value(),
            _ => continue,
        };
        options.set(&key, &setting);
    }
    let mut position = None;
    if value(lobby, LobbyField::Start) == "board" {
        if let Some(saved) = saved_game(&game) {
            options = saved.options().clone();
            position = Some(saved.position());
        }
    }
    let seat = lobby
        .ui
        .form
        .query_selector("input[name=seat]:checked")
        .ok()
        .flatten()
        .and_then(|r| r.dyn_into::<HtmlInputElement>().ok())
        .map_or("random".to_string(), |r| r.value());
    let seat = match seat.as_str() {
        "white" => SeatChoice::White,
        "black" => SeatChoice::Black,
        _ => SeatChoice::Random,
    };
    let clock = value(lobby, LobbyField::Clock);
    let time_control = if let Some(days) = clock.strip_suffix('d') {
        TimeControl::Days { days: days.parse().unwrap_or(1) }
    } else if let Some((minutes, increment)) = clock.split_once('+') {
        TimeControl::Real { minutes: minutes.parse().unwrap_or(5), increment: increment.parse().unwrap_or(0) }
    } else {
        TimeControl::None
    };
    let checked = |name: LobbyField| {
        control(lobby, name).and_then(|c| c.dyn_into::<HtmlInputElement>().ok()).is_some_and(|c| c.checked())
    };
    let (anyone, rated) = (checked(LobbyField::Anyone), checked(LobbyField::Rated));
    let request = CreateRequest {
        game,
        options: Some(options.pairs().iter().cloned().collect()),
        position,
        seat: Some(seat),
        time_control,
        open: Some(anyone),
        rated: Some(rated),
    };
    net::write(&request)
}

fn create_game(lobby: &Rc<Lobby>) {
    let body = request(lobby);
    let game = value(lobby, LobbyField::Game);
    lobby.ui.said.clone().l10n("lobby-creating");
    let to = Mailbox::of(lobby);
    wasm_bindgen_futures::spawn_local(async move {
        let answer = net::call("POST", "games", Some(body)).await;
        to.send(Message::Created { game, answer });
    });
}

/// The game created is the player's: its seat is kept, and its screen opens.
fn created(lobby: &Lobby, game: String, answer: Result<Created, net::Problem>) {
    match answer {
        Ok(Created { id, seat, token }) => {
            seats::put(&seats::Seat { id: id.clone(), token, side: seat.as_str().to_string(), game });
            dom::window().location().set_hash(&format!("online/{id}")).ok();
        }
        Err(problem) => {
            lobby.ui.said.clone().l10n_phrase(&Phrase::new("lobby-not-created").phrase("problem", problem.phrase()));
        }
    }
}

/// Asks for the lists again and redraws them.
fn refresh(lobby: &Rc<Lobby>) {
    if !lobby.ui.root.is_connected() {
        return;
    }
    lobby.arenas.refresh();
    let to = Mailbox::of(lobby);
    // Every list asked for at once, then read.
    let open = net::text("games?open=true");
    let playing = net::text("games?playing=true");
    let seats: Vec<_> = seats::all()
        .into_iter()
        .map(|seat| {
            let state = net::text(&format!("games/{}", crate::link::percent_encode(&seat.id)));
            (seat, state)
        })
        .collect();
    wasm_bindgen_futures::spawn_local(async move {
        let open = open.await.and_then(|text| net::understood(&text));
        let playing = playing.await.and_then(|text| net::understood(&text));
        let mut mine: Vec<(seats::Seat, GameView)> = Vec::new();
        for (seat, state) in seats {
            match state.await.and_then(|text| net::understood(&text)) {
                Ok(state) => mine.push((seat, state)),
                Err(problem) if problem.code == "not-found" => seats::forget(&seat.id),
                Err(_) => {}
            }
        }
        to.send(Message::Lists(Lists { open, playing, mine }));
    });
}

fn draw_lists(lobby: &Lobby, Lists { open, playing, mut mine }: Lists) {
    let held: Vec<String> = mine.iter().map(|(s, _)| s.id.clone()).collect();
    draw_list(&lobby.ui.open, open.map(|list| list.games), |state| {
        let yours = held.contains(&state.id);
        let action = if yours { "lobby-yours-open" } else { "lobby-join" };
        Some(row(state, &describe::waiting_for(state), action, false))
    });
    draw_list(&lobby.ui.playing, playing.map(|list| list.games), |state| {
        Some(row(state, &describe::moves_played(state), "lobby-watch", false))
    });
    // Those where it is the player's move first, then as stored.
    let side = |seat: &seats::Seat| Color::parse(&seat.side);
    mine.sort_by_key(|(seat, state)| !describe::your_move(state, side(seat)));
    let states: Vec<GameView> = mine.iter().map(|(_, s)| s.clone()).collect();
    draw_list(&lobby.ui.mine, Ok(states), |state| {
        let seat = mine.iter().find(|(s, _)| s.id == state.id).and_then(|(s, _)| side(s));
        let yours = describe::your_move(state, seat);
        let words = describe::for_player(state, seat);
        Some(row(state, &words, "lobby-open-game", yours))
    });
}

/// Draws a list of games, or says that it is empty, or why it could not be read.
fn draw_list(
    list: &Element,
    games: Result<Vec<GameView>, net::Problem>,
    mut item: impl FnMut(&GameView) -> Option<Element>,
) {
    clear(list);
    match games {
        Ok(games) => {
            let items: Vec<Element> = games.iter().filter_map(&mut item).collect();
            if items.is_empty() {
                let empty = list.get_attribute("data-empty").unwrap_or_default();
                append(list, &html("li").class("empty").l10n(&empty));
            }
            for el in items {
                append(list, &el);
            }
        }
        Err(problem) => append(
            list,
            &html("li").class("empty").l10n_phrase(&Phrase::new("lobby-not-read").phrase("problem", problem.phrase())),
        ),
    }
}

/// One game in a list: what it is, what it says, and a link to it (named by its action
/// and the game).
pub(super) fn row(state: &GameView, words: &Phrase, action: &str, marked: bool) -> Element {
    let id = &state.id;
    let item = html("li").class(if marked { "game-row your-move" } else { "game-row" }).attr("data-id", id);
    // A game may be in two lists: each row's ids are its own.
    static ROWS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = ROWS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let (name_id, terms_id, link_id) = (format!("row-{n}-name"), format!("row-{n}-terms"), format!("row-{n}-link"));
    append(
        &item,
        &html("strong").class("game-name").attr("id", &name_id).l10n(&i18n::game_message(&state.game, "title")),
    );
    let terms = html("span").class("game-terms").attr("id", &terms_id);
    append(&item, &terms.l10n_phrases(&describe::terms(state), " · ", "", None));
    append(&item, &html("span").class("game-words").l10n_phrase(words));
    let link = html("a")
        .class("card-action")
        .attr("href", format!("#online/{id}"))
        .attr("id", &link_id)
        .attr("aria-labelledby", format!("{link_id} {name_id} {terms_id}"))
        .l10n(action);
    append(&item, &link);
    item
}
