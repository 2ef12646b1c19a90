//! `#online/tournament/ID`: an arena's page (docs/arena.md), over lichess's tournament
//! requests with the app's session. Its countdown, its rules, the standings asked again
//! every two seconds (which also keeps a player present for the pairing), the player's
//! own row and streak, Join / Withdraw (Pause once it runs), and a podium at the end. When
//! the server pairs the player, the answer carries their game and seat: the page opens
//! it, and the game's screen comes back here when it ends.

use super::{account, challenges, describe, net, Mailbox, Screen};
use crate::message::Phrase;
use crate::web::dom::{self, append, clear, html, set_class, Build};
use crate::web::i18n::{self, Localized};
use pyramid_protocol::lichess::Done;
use pyramid_protocol::tournaments::{StandingPlayer, Tournament};
use pyramid_protocol::TimeControl;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// The countdown's tick (ms); the standings are asked for every `ASK_EVERY` ticks.
const TICK_MS: i32 = 1000;
const ASK_EVERY: u32 = 2;

/// The server's page of standings (`GET /api/tournament/{id}?page=N`).
const PAGE_SIZE: u32 = 10;

/// The address of arena `id`'s page.
pub fn address(id: &str) -> String {
    format!("#online/tournament/{}", crate::link::percent_encode(id))
}

/// An arena's name: the site's own are named in the reader's words.
pub fn title(t: &Tournament) -> Phrase {
    match &t.schedule {
        Some(_) => Phrase::new("arena-hourly-title").message("game", i18n::game_message(&t.variant.key, "title")),
        None => Phrase::new("arena-named").text("name", &t.full_name),
    }
}

/// An arena's terms: the game, the clock, how long, rated or not, berserk or not.
pub fn terms(t: &Tournament) -> Phrase {
    let clock = TimeControl::Real { minutes: t.clock.limit / 60, increment: t.clock.increment };
    Phrase::new("arena-terms")
        .message("game", i18n::game_message(&t.variant.key, "title"))
        .phrase("clock", describe::clock(clock))
        .count("minutes", i64::from(t.minutes))
        .key("rated", if t.rated { "yes" } else { "no" })
        .key("berserk", if t.berserkable { "yes" } else { "no" })
}

/// An arena's page.
pub struct ArenaScreen {
    id: String,
    ui: Ui,
    seen: RefCell<Seen>,
    _bound: [dom::Listener; 2],
    _ticker: dom::Timer,
}

/// The page's parts that change.
struct Ui {
    title: Element,
    terms: Element,
    countdown: Element,
    action: Element,
    said: Element,
    me: Element,
    podium: Element,
    standings: Element,
    /// Previous and Next, and which page of how many.
    pages: Element,
}

/// What the page knows: the last answer and when it came, who is signed in here.
#[derive(Default)]
struct Seen {
    arena: Option<Tournament>,
    at_ms: f64,
    player: Option<String>,
    ticks: u32,
    /// The page of the standings shown, from 1.
    page: u32,
    /// A join or a withdrawal on its way (the button waits for it).
    acting: bool,
}

/// What happens to the page.
pub enum Message {
    Tick,
    Answer(Box<Result<Tournament, net::Problem>>),
    SignedIn(Option<String>),
    /// Join, Withdraw or Pause pressed.
    Press,
    /// Previous (-1) or Next (1) page of the standings.
    Page(i32),
    Acted(Result<Done, net::Problem>),
}

impl Screen for ArenaScreen {
    /// The arena's id.
    type Route<'a> = &'a str;
    type Message = Message;

    fn mount(root: &Element, id: &str) -> Result<Rc<ArenaScreen>, Phrase> {
        let ui = show(root);
        let screen = Rc::new_cyclic(|weak| {
            let to = Mailbox::to(weak);
            let pressed = dom::on(&ui.action, "click", {
                let to = to.clone();
                move |_| to.send(Message::Press)
            });
            let paged = dom::on(&ui.pages, "click", {
                let to = to.clone();
                move |event| {
                    let step = event
                        .target()
                        .and_then(|t| t.dyn_into::<Element>().ok())
                        .and_then(|t| t.closest("[data-page]").ok().flatten())
                        .and_then(|b| b.get_attribute("data-page"))
                        .and_then(|p| p.parse::<i32>().ok());
                    if let Some(step) = step {
                        to.send(Message::Page(step));
                    }
                }
            });
            ArenaScreen {
                id: id.to_string(),
                ui,
                seen: RefCell::new(Seen { page: 1, ..Seen::default() }),
                _bound: [pressed, paged],
                _ticker: dom::Timer::every(TICK_MS, move || to.send(Message::Tick)),
            }
        });
        let to = Mailbox::of(&screen);
        wasm_bindgen_futures::spawn_local(async move { to.send(Message::SignedIn(account::me().await)) });
        ask(&screen);
        Ok(screen)
    }

    fn update(this: &Rc<ArenaScreen>, message: Message) {
        match message {
            Message::Answer(answer) => answered(this, *answer),
            Message::Tick => {
                let ticks = {
                    let mut seen = this.seen.borrow_mut();
                    seen.ticks += 1;
                    seen.ticks
                };
                draw_countdown(this);
                if ticks.is_multiple_of(ASK_EVERY) {
                    ask(this);
                }
            }
            Message::SignedIn(player) => {
                this.seen.borrow_mut().player = player;
                draw(this);
            }
            Message::Press => press(this),
            Message::Page(step) => {
                {
                    let mut seen = this.seen.borrow_mut();
                    let pages = seen.arena.as_ref().map_or(1, |t| t.nb_players.div_ceil(PAGE_SIZE).max(1));
                    seen.page = seen.page.saturating_add_signed(step).clamp(1, pages);
                }
                ask(this);
            }
            Message::Acted(result) => {
                this.seen.borrow_mut().acting = false;
                match result {
                    Ok(_) => this.ui.said.clone().l10n_none(),
                    Err(problem) => this.ui.said.clone().l10n_phrase(&problem.phrase()),
                };
                ask(this);
            }
        }
    }
}

/// The server's answer: drawn, and the player's game opened if they were paired; a
/// problem is said.
fn answered(screen: &Rc<ArenaScreen>, answer: Result<Tournament, net::Problem>) {
    match answer {
        Ok(arena) => {
            {
                let mut seen = screen.seen.borrow_mut();
                seen.arena = Some(arena);
                seen.at_ms = js_sys::Date::now();
            }
            draw(screen);
            open_my_game(screen);
        }
        Err(problem) => {
            if screen.seen.borrow().arena.is_none() {
                // Never known (a wrong address): named plainly, the problem under it.
                screen.ui.title.clone().l10n("arena-page-title");
            }
            screen.ui.said.clone().l10n_phrase(&problem.phrase());
        }
    }
}

/// Builds the page's frame: the answer fills it.
fn show(root: &Element) -> Ui {
    clear(root);
    i18n::page_title(Phrase::new("arena-page-title"));
    let section = html("section").class("online arena-page");
    append(&section, &html("p").class("links").child(&html("a").attr("href", "#online").l10n("online-title")));
    let title = html("h1").l10n("lobby-asking");
    append(&section, &title);
    let terms = html("p").class("terms");
    append(&section, &terms);
    let countdown = html("p").class("countdown").attr("role", "timer");
    append(&section, &countdown);
    let action = html("button").attr("type", "button").class("arena-action hidden");
    append(&section, &html("p").class("buttons").child(&action));
    let said = html("p").class("message").attr("role", "status");
    append(&section, &said);
    let me = html("p").class("arena-me hidden").attr("aria-live", "polite");
    append(&section, &me);
    let podium = html("ol").class("podium hidden").l10n("arena-podium");
    append(&section, &podium);

    let rules = html("details").class("arena-rules");
    append(&rules, &html("summary").l10n("arena-rules"));
    let list = html("ul");
    for rule in ["arena-rule-pairing", "arena-rule-points", "arena-rule-fire", "arena-rule-draw", "arena-rule-berserk"]
    {
        append(&list, &html("li").l10n(rule));
    }
    append(&list, &html("li").l10n("arena-rule-end"));
    append(&rules, &list);
    append(&section, &rules);

    let table = html("table").class("standings");
    append(&table, &html("caption").l10n("arena-standings"));
    let head = html("tr");
    for (label, class) in [
        ("arena-col-rank", "rank"),
        ("arena-col-player", "player"),
        ("arena-col-rating", "rating"),
        ("arena-col-sheet", "sheet"),
        ("arena-col-score", "score"),
    ] {
        append(&head, &html("th").attr("scope", "col").class(class).l10n(label));
    }
    append(&table, &html("thead").child(&head));
    let standings = html("tbody").attr("aria-live", "polite");
    append(&table, &standings);
    append(&section, &table);
    let pages = html("nav").class("pages hidden").l10n("arena-pages");
    let step = |page: i32, label: &str| html("button").attr("type", "button").attr("data-page", page).l10n(label);
    append(&pages, &step(-1, "arena-previous"));
    append(&pages, &html("span").class("page"));
    append(&pages, &step(1, "arena-next"));
    append(&section, &pages);
    append(root, &section);
    Ui { title, terms, countdown, action, said, me, podium, standings, pages }
}

fn ask(screen: &Rc<ArenaScreen>) {
    let to = Mailbox::of(screen);
    let page = screen.seen.borrow().page;
    let path = format!("tournament/{}?page={page}", crate::link::percent_encode(&screen.id));
    wasm_bindgen_futures::spawn_local(async move {
        to.send(Message::Answer(Box::new(net::call_lichess("GET", &path, None).await)))
    });
}

/// Seconds as `m:ss`, or `h:mm:ss` past an hour.
fn clock_text(seconds: i64) -> String {
    let s = seconds.max(0);
    match s / 3600 {
        0 => format!("{}:{:02}", s / 60, s % 60),
        h => format!("{h}:{:02}:{:02}", s / 60 % 60, s % 60),
    }
}

fn draw_countdown(screen: &ArenaScreen) {
    let seen = screen.seen.borrow();
    let Some(t) = &seen.arena else { return };
    let gone = ((js_sys::Date::now() - seen.at_ms) / 1000.0) as i64;
    let said = match (t.seconds_to_start, t.seconds_to_finish) {
        (Some(s), _) => Phrase::new("arena-starts-in").text("time", clock_text(s - gone)),
        (_, Some(s)) => Phrase::new("arena-ends-in").text("time", clock_text(s - gone)),
        _ => Phrase::new("arena-finished"),
    };
    screen.ui.countdown.clone().l10n_phrase(&said);
}

/// Draws the last answer: the arena, the button, the player's row, the standings.
fn draw(screen: &ArenaScreen) {
    let seen = screen.seen.borrow();
    let Some(t) = &seen.arena else { return };
    let ui = &screen.ui;
    let name = title(t);
    ui.title.clone().l10n_phrase(&name);
    i18n::page_title(name);
    ui.terms.clone().l10n_phrase(&terms(t));
    // (A second shared borrow of what is seen: nothing here changes it.)
    draw_countdown(screen);

    // The button: sign in, Join, Withdraw before the start, Pause while it runs.
    let joined = t.me.as_ref().is_some_and(|me| !me.withdraw);
    let label = match (&seen.player, joined, t.is_started) {
        _ if t.is_finished => None,
        (None, ..) => Some("arena-sign-in"),
        (Some(_), false, _) => Some("arena-join"),
        (Some(_), true, false) => Some("arena-withdraw"),
        (Some(_), true, true) => Some("arena-pause"),
    };
    set_class(&ui.action, "hidden", label.is_none());
    if let Some(label) = label {
        ui.action.clone().l10n(label);
        ui.action.set_attribute("data-act", label).ok();
    }
    match seen.acting {
        true => ui.action.set_attribute("disabled", "").ok(),
        false => ui.action.remove_attribute("disabled").ok(),
    };

    // The player's own row and streak.
    match &t.me {
        Some(me) => {
            // Once it is over, neither a pause nor a streak has a next game.
            let state = match (t.is_finished, me.withdraw, me.sheet.fire) {
                (true, ..) => "playing",
                (_, true, _) => "paused",
                (_, false, true) => "fire",
                _ => "playing",
            };
            let said = Phrase::new("arena-me")
                .count("rank", i64::from(me.rank))
                .count("score", i64::from(me.score))
                .key("state", state);
            ui.me.clone().l10n_phrase(&said);
            set_class(&ui.me, "fire", state == "fire");
        }
        None => {
            ui.me.clone().l10n_none();
        }
    }
    set_class(&ui.me, "hidden", t.me.is_none());

    let players = t.standing.as_ref().map(|s| s.players.as_slice()).unwrap_or_default();
    draw_standings(&ui.standings, players, seen.player.as_deref());
    draw_pages(&ui.pages, seen.page, t.nb_players.div_ceil(PAGE_SIZE));
    // The podium is the first page's first three.
    let podium = t.is_finished && seen.page == 1;
    clear(&ui.podium);
    set_class(&ui.podium, "hidden", !podium || players.is_empty());
    if podium {
        const PLACES: [&str; 3] = ["first", "second", "third"];
        for (i, p) in players.iter().take(3).enumerate() {
            let place = html("li").class(&format!("place-{}", i + 1));
            append(
                &place,
                &html("span").class("place").l10n_phrase(&Phrase::new("arena-place").key("place", PLACES[i])),
            );
            append(&place, &account::player_link(&p.name));
            append(&place, &html("span").class("score").l10n_count("arena-points", i64::from(p.score)));
            append(&ui.podium, &place);
        }
    }
}

/// Previous and Next, each where there is a page that way, and "Page 2 of 5"; none for
/// one page.
fn draw_pages(nav: &Element, page: u32, pages: u32) {
    set_class(nav, "hidden", pages < 2);
    if let Ok(Some(said)) = nav.query_selector(".page") {
        said.l10n_phrase(&Phrase::new("arena-page").count("page", i64::from(page)).count("pages", i64::from(pages)));
    }
    for (selector, off) in [("[data-page='-1']", page <= 1), ("[data-page='1']", page >= pages)] {
        if let Ok(Some(button)) = nav.query_selector(selector) {
            match off {
                true => button.set_attribute("disabled", "").ok(),
                false => button.remove_attribute("disabled").ok(),
            };
        }
    }
}

fn draw_standings(body: &Element, players: &[StandingPlayer], me: Option<&str>) {
    clear(body);
    if players.is_empty() {
        let cell = html("td").attr("colspan", 5).l10n("arena-nobody");
        append(body, &html("tr").child(&cell));
        return;
    }
    for p in players {
        let row = html("tr");
        if Some(p.name.as_str()) == me {
            row.set_attribute("class", "me").ok();
        }
        append(&row, &html("td").class("rank").text(&p.rank.to_string()));
        let who = html("td").class("player").child(&account::player_link(&p.name));
        if p.sheet.fire && !p.withdraw {
            append(&who, &html("span").class("badge fire").l10n("arena-on-fire"));
        }
        if p.withdraw {
            append(&who, &html("span").class("badge paused").l10n("arena-paused"));
        }
        append(&row, &who);
        append(&row, &html("td").class("rating").text(&p.rating.to_string()));
        // The sheet comes newest first; read left to right, oldest first.
        let sheet: String = p.sheet.scores.chars().rev().collect();
        append(&row, &html("td").class("sheet").text(&sheet));
        append(&row, &html("td").class("score").text(&p.score.to_string()));
        append(body, &row);
    }
}

/// Join, Withdraw or Pause; a guest goes to sign in first.
fn press(screen: &Rc<ArenaScreen>) {
    let act = screen.ui.action.get_attribute("data-act").unwrap_or_default();
    let verb = match act.as_str() {
        "arena-sign-in" => {
            dom::window().location().set_hash("online/account").ok();
            return;
        }
        "arena-join" => "join",
        "arena-withdraw" | "arena-pause" => "withdraw",
        _ => return,
    };
    {
        let mut seen = screen.seen.borrow_mut();
        if seen.acting {
            return;
        }
        seen.acting = true;
    }
    screen.ui.action.set_attribute("disabled", "").ok();
    let to = Mailbox::of(screen);
    let path = format!("tournament/{}/{verb}", crate::link::percent_encode(&screen.id));
    wasm_bindgen_futures::spawn_local(async move {
        to.send(Message::Acted(net::call_lichess("POST", &path, Some("{}".into())).await))
    });
}

/// The player was paired: their game opens, in their seat.
fn open_my_game(screen: &ArenaScreen) {
    let seen = screen.seen.borrow();
    let Some(t) = &seen.arena else { return };
    let Some(me) = &t.me else { return };
    if let (Some(game), Some(token)) = (&me.game_id, &me.token) {
        let kind = t.variant.key.clone();
        let (game, token) = (game.clone(), token.clone());
        drop(seen);
        challenges::enter(&game, &token, "", &kind);
    }
}
