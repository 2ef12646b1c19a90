//! What the `protocol` target checks of any text, read by every parser of the online
//! protocol's types, beyond "never panics": a client's message, a create body, a time
//! control, a tablebase query (as `KEY=VALUE&…` pairs) and a server's message are each
//! either understood, and then written back and read again to the same value, or refused
//! with a code and a sentence. Shared with the server's `tests/fuzz_seeds.rs`.

use pyramid_server::protocol::bodies::read;
use pyramid_server::protocol::{
    parse, ClientMessage, Code, CreateRequest, Refusal, Request, ServerMessage, TablebaseQuery, TimeControl, MAX_FRAME,
    MAX_REF,
};

pub fn protocol(input: &str) {
    client_message(input);
    create_body(input);
    time_control(input);
    tablebase_query(input);
    server_message(input);
}

fn refused_well(refusal: &Refusal) {
    assert!(matches!(refusal.code, Code::BadMessage | Code::TooLarge), "{refusal}");
    assert!(!refusal.message.is_empty());
}

fn client_message(input: &str) {
    match parse(input) {
        Ok(incoming) => {
            assert!(input.len() <= MAX_FRAME);
            assert!(incoming.reference.as_ref().is_none_or(|r| r.len() <= MAX_REF));
            if let Request::Move { text, .. } = &incoming.request {
                assert!(text.len() < MAX_FRAME);
            }
            let again: ClientMessage = parse(&incoming.to_text()).expect("a message written back reads");
            assert_eq!(again, incoming);
        }
        Err((refusal, reference)) => {
            refused_well(&refusal);
            let frame = refusal.frame(reference.as_deref()).to_text();
            let back: serde_json::Value = serde_json::from_str(&frame).expect("a refusal's frame is JSON");
            assert_eq!(back["code"], refusal.code.as_str());
            assert_eq!(
                ServerMessage::parse(&frame).expect("a refusal's frame is a message"),
                refusal.frame(reference.as_deref())
            );
        }
    }
}

fn create_body(input: &str) {
    match CreateRequest::parse(input.as_bytes()) {
        Ok(request) => {
            // Written back, it may be longer (a clock's increment spelled out): read
            // without the size limit.
            let text = serde_json::to_string(&request).expect("a request writes");
            let again: CreateRequest = read(text.as_bytes()).expect("a request written back reads");
            assert_eq!(again, request);
        }
        Err(refusal) => refused_well(&refusal),
    }
}

fn time_control(input: &str) {
    if let Ok(control) = serde_json::from_str::<TimeControl>(input) {
        match control {
            TimeControl::None => {}
            TimeControl::Real { minutes, increment } => {
                assert!(minutes <= 180 && increment <= 180 && minutes + increment > 0, "{control:?}")
            }
            TimeControl::Days { days } => assert!((1..=14).contains(&days), "{control:?}"),
        }
        let text = serde_json::to_string(&control).expect("a time control writes");
        assert_eq!(serde_json::from_str::<TimeControl>(&text).expect("it reads back"), control);
    }
}

fn tablebase_query(input: &str) {
    let pairs = input.split('&').map(|pair| match pair.split_once('=') {
        Some((k, v)) => (k.to_string(), v.to_string()),
        None => (pair.to_string(), String::new()),
    });
    match TablebaseQuery::from_pairs(pairs) {
        Ok(query) => {
            assert!(query.moves.len() <= pyramid_server::protocol::bodies::MAX_QUERY_MOVES);
            let again = query.pairs().into_iter().map(|(k, v)| (k.to_string(), v.to_string()));
            assert_eq!(TablebaseQuery::from_pairs(again).expect("a query written back reads"), query);
        }
        Err(refusal) => refused_well(&refusal),
    }
}

fn server_message(input: &str) {
    if let Ok(message) = ServerMessage::parse(input) {
        let again = ServerMessage::parse(&message.to_text()).expect("a message written back reads");
        assert_eq!(again, message);
    }
}
