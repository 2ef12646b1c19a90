use super::*;
use crate::screen::controls::Control;
use pyramid_protocol::{OptionMap, RematchMessage, Seats};

/// The first moves of a game of Pyraos (any legal line serves).
fn line(n: usize) -> Vec<String> {
    let mut session = crate::games::open("pyraos", &Options::new(), None).unwrap();
    let mut moves = Vec::new();
    for _ in 0..n {
        let text = session.legal_moves()[0].clone();
        session.play(&text).unwrap();
        moves.push(text);
    }
    moves
}

fn start() -> String {
    crate::games::open("pyraos", &Options::new(), None).unwrap().start_position()
}

fn state(moves: usize, v: i64) -> GameView {
    GameView {
        id: "abc".into(),
        game: "pyraos".into(),
        options: OptionMap::default(),
        position: start(),
        moves: line(moves),
        current: String::new(),
        turn: Some(if moves.is_multiple_of(2) { Color::White } else { Color::Black }),
        status: Status::Ongoing,
        reason: None,
        message: None,
        time_control: TimeControl::Real { minutes: 5, increment: 3 },
        clock: Some(ClockView { white: 300_000, black: 300_000, running: Some(Color::White) }),
        offers: Default::default(),
        seats: Seats { white: true, black: true },
        players: Players::default(),
        rated: false,
        rating_change: None,
        open: false,
        ply: moves,
        rematch: None,
        tournament_id: None,
        berserkable: false,
        berserk: Default::default(),
        you: Some(Color::White),
        grace_ms: Some(20_000),
        v: Some(v),
    }
}

fn moved(ply: usize, by: Color, v: i64) -> ServerMessage {
    ServerMessage::Move(MoveMessage {
        ply: ply as u64,
        by,
        text: line(ply + 1)[ply].clone(),
        position: String::new(),
        turn: None,
        status: Status::Ongoing,
        clock: Some(ClockView { white: 290_000, black: 300_000, running: Some(by.other()) }),
        reference: None,
        v: Some(v),
    })
}

/// A client seated as White in a game of `moves` moves, at version 10.
fn seated(moves: usize) -> Client {
    let mut client = Client::new(true);
    client.receive(ServerMessage::Game(state(moves, 10)), 0.0);
    client
}

fn live(client: &Client) -> &OnlineGame {
    client.live.as_ref().unwrap()
}

fn sent_moves(effects: &[Effect]) -> Vec<(String, u64)> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Send(ClientMessage { request: Request::Move { text, ply }, .. }) => Some((text.clone(), *ply)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_first_state_starts_the_screen_and_tells_the_seat() {
    let mut client = Client::new(true);
    let effects = client.receive(ServerMessage::Game(state(2, 10)), 0.0);
    assert_eq!(effects[0], Effect::Start);
    assert!(effects.contains(&Effect::Seat(Side::White)));
    assert!(effects.contains(&Effect::Face));
    assert!(effects.contains(&Effect::Board(Show::Same)), "the screen draws the board from the state");
    assert!(!effects.contains(&Effect::Join));
    let live = live(&client);
    assert_eq!((live.moves.len(), live.me, client.grace_ms), (2, Some(Side::White), 20_000));
    assert!(live.may_move(Side::White));
}

#[test]
fn a_game_that_cannot_be_played_is_said_so() {
    let mut client = Client::new(false);
    let mut bad = state(0, 1);
    bad.moves = vec!["zz99".into()];
    let effects = client.receive(ServerMessage::Game(bad), 0.0);
    assert!(matches!(effects.as_slice(), [Effect::Unplayable(_)]));
    assert!(client.live.is_none());
}

#[test]
fn a_visitor_of_a_waiting_game_joins_once() {
    let mut client = Client::new(false);
    let mut waiting = state(0, 1);
    waiting.status = Status::Waiting;
    waiting.you = None;
    assert!(client.receive(ServerMessage::Game(waiting.clone()), 0.0).contains(&Effect::Join));
    waiting.v = Some(2);
    assert!(!client.receive(ServerMessage::Game(waiting.clone()), 0.0).contains(&Effect::Join), "joining already");
    client.joined(true);
    waiting.v = Some(3);
    assert!(!client.receive(ServerMessage::Game(waiting), 0.0).contains(&Effect::Join));
}

#[test]
fn the_players_own_move_is_sent_with_its_ply_and_its_echo_changes_nothing_on_the_board() {
    let mut client = seated(0);
    let text = line(1)[0].clone();
    let effects = client.entered(&text, Side::White);
    assert_eq!(sent_moves(&effects), vec![(text.clone(), 0)]);
    assert!(effects.contains(&Effect::MoveSound(0)));
    assert!(!live(&client).may_move(Side::Black), "one move waits for its echo");
    assert!(client.entered("x", Side::White).is_empty(), "no second move while one is pending");
    let effects = client.receive(moved(0, Color::White, 11), 0.0);
    assert!(!effects.iter().any(|e| matches!(e, Effect::Board(_))), "the board shows it already");
    assert!(!effects.iter().any(|e| matches!(e, Effect::TheirMove(_))));
    assert_eq!((live(&client).moves.clone(), live(&client).pending.clone()), (vec![text], None));
}

#[test]
fn the_opponents_move_is_played_on_the_board_with_its_sound() {
    let mut client = seated(1);
    let ply1 = line(2)[1].clone();
    let effects = client.receive(moved(1, Color::Black, 11), 0.0);
    assert!(effects.contains(&Effect::Board(Show::Play(ply1.clone()))));
    assert!(effects.contains(&Effect::MoveSound(1)));
    assert!(effects.contains(&Effect::TheirMove(ply1)));
    assert!(effects.contains(&Effect::Clocks));
    assert_eq!(live(&client).clock.unwrap().white, 290_000);
    assert!(client.entered("x", Side::Black).is_empty(), "only the seat's side moves");
}

#[test]
fn a_refused_move_is_taken_back_with_the_reason() {
    let mut client = seated(0);
    let text = line(1)[0].clone();
    client.entered(&text, Side::White);
    let refusal =
        ErrorMessage { code: Code::IllegalMove, message: "not legal".into(), reference: Some("ply-0".into()), v: None };
    let effects = client.receive(ServerMessage::Error(refusal), 0.0);
    assert_eq!(effects[0], Effect::Board(Show::Moves(vec![])));
    assert!(matches!(&effects[1], Effect::Say(p) if p.id == "online-taken-back"));
    assert_eq!(live(&client).pending, None);
    assert!(live(&client).may_move(Side::White));
}

#[test]
fn a_stale_refusal_asks_for_the_state_and_keeps_the_move_until_it_comes() {
    let mut client = seated(0);
    client.entered(&line(1)[0], Side::White);
    let stale = ErrorMessage { code: Code::Stale, message: "stale".into(), reference: Some("ply-0".into()), v: None };
    assert_eq!(client.receive(ServerMessage::Error(stale), 0.0), vec![Effect::Fetch]);
    assert!(live(&client).pending.is_some());
    // The state shows it played: confirmed, nothing said, the board as it is.
    let effects = client.fetched(&state(1, 11));
    assert!(effects.contains(&Effect::Board(Show::Same)));
    assert!(!effects.iter().any(|e| matches!(e, Effect::Say(_) | Effect::Send(_))));
    assert_eq!(live(&client).pending, None);
}

#[test]
fn a_move_sent_but_never_received_is_sent_again_by_the_next_connection() {
    let mut client = seated(0);
    let text = line(1)[0].clone();
    client.entered(&text, Side::White);
    // The socket dropped; the new one begins with the state, without the move.
    let effects = client.receive(ServerMessage::Game(state(0, 10)), 0.0);
    assert_eq!(sent_moves(&effects), vec![(text.clone(), 0)]);
    assert!(effects.contains(&Effect::Board(Show::Same)), "the move stays on the board");
    assert_eq!(live(&client).pending.as_deref(), Some(text.as_str()));
    // Over HTTP (no seat proved) it is kept, not sent.
    assert!(sent_moves(&client.fetched(&state(0, 10))).is_empty());
}

#[test]
fn a_move_overtaken_by_another_is_said_not_played() {
    let mut client = seated(0);
    client.entered(&line(1)[0], Side::White);
    let mut other = state(1, 11);
    other.moves = vec![line(1)[0].clone()];
    other.moves[0] = {
        let session = crate::games::open("pyraos", &Options::new(), None).unwrap();
        session.legal_moves()[1].clone()
    };
    let effects = client.receive(ServerMessage::Game(other.clone()), 0.0);
    assert!(effects.iter().any(|e| matches!(e, Effect::Say(p) if p.id == "online-not-played")));
    assert!(effects.contains(&Effect::Board(Show::Moves(other.moves.clone()))));
}

#[test]
fn a_message_seen_twice_is_applied_once_and_a_gap_asks_to_sync() {
    let mut client = seated(1);
    assert!(!client.receive(moved(1, Color::Black, 11), 0.0).is_empty());
    assert!(client.receive(moved(1, Color::Black, 11), 0.0).is_empty(), "a duplicate");
    assert_eq!(client.receive(moved(3, Color::Black, 13), 0.0), vec![Effect::Send(Request::Sync.into())]);
    assert_eq!(live(&client).moves.len(), 2, "a gap applies nothing");
    // A move of a later ply at the next version (a server without versions would send
    // it too) asks for the whole state.
    let mut skipped = moved(3, Color::Black, 12);
    if let ServerMessage::Move(m) = &mut skipped {
        m.v = None;
    }
    assert_eq!(client.receive(skipped, 0.0), vec![Effect::Fetch]);
    let effects = client.receive(ServerMessage::Game(state(4, 14)), 0.0);
    assert!(effects.contains(&Effect::Board(Show::Moves(line(4)))));
}

#[test]
fn a_takeback_state_redraws_the_board() {
    let mut client = seated(3);
    let effects = client.receive(ServerMessage::Game(state(1, 11)), 0.0);
    assert!(effects.contains(&Effect::Board(Show::Moves(line(1)))));
}

#[test]
fn changes_while_reviewing_leave_the_board_where_it_is() {
    let mut client = seated(2);
    let show = client.live.as_mut().unwrap().review.go(0);
    assert_eq!(show, Show::Moves(vec![]));
    let effects = client.receive(moved(2, Color::White, 11), 0.0);
    assert!(effects.contains(&Effect::Board(Show::Same)));
    assert!(!effects.contains(&Effect::MoveSound(2)));
    assert!(client.entered("x", Side::White).is_empty(), "no move entered in review");
    assert_eq!(client.live.as_mut().unwrap().review.go(9), Show::Moves(line(3)));
}

#[test]
fn the_position_shown_is_the_game_after_the_moves_reviewed_or_the_pending_one() {
    let mut client = seated(2);
    let history = |client: &Client| live(client).shown().map(|game| game.history());
    assert_eq!(history(&client), Some(line(2)));
    client.live.as_mut().unwrap().review.go(1);
    assert_eq!(history(&client), Some(line(1)));
    client.live.as_mut().unwrap().review.go(9);
    let text = line(3)[2].clone();
    client.entered(&text, Side::White);
    assert_eq!(history(&client), Some(line(3)), "the move waiting for its echo is shown");
}

#[test]
fn offers_are_shown_and_a_decline_of_ones_own_is_said() {
    let mut client = seated(2);
    let offer = |what, by, declined, v| ServerMessage::Offer(OfferMessage { what, by, declined, v: Some(v) });
    client.receive(offer(Offer::Draw, Color::Black, false, 11), 0.0);
    assert_eq!(live(&client).offers[0], Some(Side::Black));
    let effects = client.receive(offer(Offer::Draw, Color::White, true, 12), 0.0);
    assert!(effects.is_empty(), "declining theirs says nothing");
    assert_eq!(live(&client).offers[0], None);
    client.receive(offer(Offer::Takeback, Color::White, false, 13), 0.0);
    let effects = client.receive(offer(Offer::Takeback, Color::Black, true, 14), 0.0);
    assert!(matches!(effects.as_slice(), [Effect::Say(p)] if p.id == "online-declined"));
    client.receive(offer(Offer::Rematch, Color::Black, false, 15), 0.0);
    client.receive(moved(2, Color::White, 16), 0.0);
    assert_eq!(live(&client).offers, [None; 3], "a move ends the offers standing");
}

#[test]
fn presence_marks_since_when_the_opponent_is_away() {
    let mut client = seated(2);
    let presence = |white, black| ServerMessage::Presence(PresenceMessage { white, black, watchers: 3, v: None });
    client.receive(presence(true, true), 1.0);
    assert_eq!((live(&client).gone_since, live(&client).watchers), (None, 3));
    client.receive(presence(true, false), 5.0);
    assert_eq!(live(&client).gone_since, Some(5.0));
    client.receive(presence(true, false), 9.0);
    assert_eq!(live(&client).gone_since, Some(5.0), "still away since the first word");
    client.receive(presence(true, true), 12.0);
    assert_eq!(live(&client).gone_since, None);
}

#[test]
fn the_end_stops_the_clocks_rates_and_ends_the_offers() {
    let mut client = seated(2);
    client.live.as_mut().unwrap().resigning = true;
    let end = EndMessage {
        status: Status::BlackWins,
        reason: Some(Reason::Resign),
        message: None,
        rating_change: Some(RatingChange { white: -8, black: 8 }),
        v: Some(11),
    };
    let effects = client.receive(ServerMessage::End(end), 0.0);
    assert_eq!(effects, vec![Effect::StopClocks, Effect::EndSound, Effect::Ratings]);
    let live = live(&client);
    assert_eq!((live.status(), live.ending.reason, live.resigning), (Status::BlackWins, Some(Reason::Resign), false));
    assert_eq!(live.rating_change, Some(RatingChange { white: -8, black: 8 }));
    assert!(!live.may_move(Side::White));
}

#[test]
fn an_arena_game_that_ends_takes_its_player_back_to_the_arena_and_not_a_watcher() {
    let end = || EndMessage {
        status: Status::WhiteWins,
        reason: Some(Reason::Resign),
        message: None,
        rating_change: None,
        v: Some(11),
    };
    let arena_game = GameView { tournament_id: Some("arena1".into()), ..state(0, 10) };
    let mut player = Client::new(true);
    player.receive(ServerMessage::Game(arena_game.clone()), 0.0);
    let effects = player.receive(ServerMessage::End(end()), 0.0);
    assert_eq!(effects.last(), Some(&Effect::BackToArena("arena1".into())));

    let mut watcher = Client::new(false);
    watcher.receive(ServerMessage::Game(GameView { you: None, ..arena_game }), 0.0);
    let effects = watcher.receive(ServerMessage::End(end()), 0.0);
    assert!(!effects.iter().any(|e| matches!(e, Effect::BackToArena(_))), "{effects:?}");

    let mut casual = seated(0);
    assert!(!casual.receive(ServerMessage::End(end()), 0.0).iter().any(|e| matches!(e, Effect::BackToArena(_))));
}

#[test]
fn a_refused_seat_is_forgotten_and_a_rematch_goes_to_its_game() {
    let mut client = seated(0);
    let refusal = ErrorMessage { code: Code::Unauthorized, message: "no".into(), reference: None, v: None };
    let effects = client.receive(ServerMessage::Error(refusal), 0.0);
    assert_eq!(effects[0], Effect::ForgetSeat);
    assert!(!client.seated);
    let rematch = RematchMessage { id: "def".into(), token: Some("t".into()), v: Some(11) };
    let effects = client.receive(ServerMessage::Rematch(rematch), 0.0);
    assert_eq!(effects, vec![Effect::Rematch { id: "def".into(), token: Some("t".into()), side: Some(Side::Black) }]);
}

#[test]
fn players_changing_asks_for_their_ratings() {
    let mut client = seated(0);
    let mut named = state(0, 11);
    named.players.white = Some("alice".into());
    assert!(client.receive(ServerMessage::Game(named.clone()), 0.0).contains(&Effect::Ratings));
    named.v = Some(12);
    assert!(!client.receive(ServerMessage::Game(named), 0.0).contains(&Effect::Ratings));
}

#[test]
fn each_control_is_parsed_once_and_resign_is_asked_twice() {
    for name in ["draw", "takeback", "rematch", "abort", "claim", "decline-draw", "decline-takeback", "decline-rematch"]
    {
        assert!(matches!(Action::parse(name), Some(Action::Ask(_))), "{name}");
    }
    for name in ["resign", "resign-yes", "resign-no", "keep-waiting", "flip", "pass", "done", "copy-link", "copy-seat"]
    {
        assert!(Action::parse(name).is_some(), "{name}");
    }
    for name in ["share-link", "review-back", "review-forward", "review-end"] {
        assert!(Action::parse(name).is_some(), "{name}");
    }
    assert_eq!(Action::parse("decline-rematch"), Some(Action::Ask(Request::Decline { what: Offer::Rematch })));
    assert_eq!(Action::parse("launch"), None);
    // Each name is said once: it parses back to its action, and no two share it.
    for (i, action) in Action::ALL.iter().enumerate() {
        assert_eq!(Action::parse(action.name()).as_ref(), Some(action));
        assert!(Action::ALL[..i].iter().all(|other| other.name() != action.name()), "{action:?}");
    }
    assert_eq!(Action::Ask(Request::Sync).name(), "");
    assert_eq!(Action::parse(""), None);
    let mut client = seated(2);
    assert!(client.act(&Action::Resign, 0.0).is_empty());
    assert!(live(&client).resigning);
    assert!(client.act(&Action::ResignNo, 0.0).is_empty());
    assert!(!live(&client).resigning);
    client.act(&Action::Resign, 0.0);
    assert_eq!(client.act(&Action::ResignYes, 0.0), vec![Effect::Request(Request::Resign)]);
    assert!(!live(&client).resigning);
    assert_eq!(client.act(&Action::Ask(Request::Draw), 0.0), vec![Effect::Request(Request::Draw)]);
}

#[test]
fn keep_waiting_starts_the_grace_period_again() {
    let mut client = seated(2);
    client.act(&Action::KeepWaiting, 50.0);
    assert_eq!(live(&client).gone_since, None, "nobody is away");
    let away = ServerMessage::Presence(PresenceMessage { white: true, black: false, watchers: 0, v: None });
    client.receive(away, 10.0);
    client.act(&Action::KeepWaiting, 90.0);
    assert_eq!(live(&client).gone_since, Some(90.0));
}

#[test]
fn berserk_is_offered_in_an_arena_game_that_allows_it_before_ones_first_move_once() {
    let arena_game = GameView { tournament_id: Some("a".into()), berserkable: true, ..state(0, 10) };
    let mut client = Client::new(true);
    client.receive(ServerMessage::Game(arena_game.clone()), 0.0);
    assert!(live(&client).may_go_berserk(false));
    assert!(!live(&client).may_go_berserk(true), "after one's first move");
    let gone = GameView { berserk: pyramid_protocol::Berserk { white: true, black: false }, v: Some(11), ..arena_game };
    client.receive(ServerMessage::Game(gone), 0.0);
    assert!(!live(&client).may_go_berserk(false), "once");
    assert!(!live(&seated(0)).may_go_berserk(false), "not in a game that does not allow it");
}
