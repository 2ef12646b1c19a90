//! What the `protocol` target checks of one client message, beyond "never panics": a
//! message is either understood or refused with a code and a sentence, and a refusal's
//! frame is valid JSON. Shared with the server's `tests/fuzz_seeds.rs`.

use pyramid_server::protocol::{parse, Code, Request, MAX_FRAME, MAX_REF};

pub fn protocol(input: &str) {
    match parse(input) {
        Ok(incoming) => {
            assert!(input.len() <= MAX_FRAME);
            assert!(incoming.reference.as_ref().is_none_or(|r| r.len() <= MAX_REF));
            if let Request::Move { text, .. } = &incoming.request {
                assert!(text.len() < MAX_FRAME);
            }
        }
        Err((refusal, reference)) => {
            assert!(matches!(refusal.code, Code::BadMessage | Code::TooLarge), "{refusal}");
            assert!(!refusal.message.is_empty());
            let frame = refusal.frame(reference.as_deref());
            let text = frame.to_string();
            let back: serde_json::Value = serde_json::from_str(&text).expect("a refusal's frame is JSON");
            assert_eq!(back["code"], refusal.code.as_str());
        }
    }
}
