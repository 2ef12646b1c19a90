//! What the game screen's controls ask, parsed once from their `data-action`, and what the
//! ones that concern the game do to it.

use super::{Client, Effect};
use pyramid_protocol::{Offer, Request};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A request to the server: offer or accept a draw, a takeback or a rematch, decline
    /// one, abort, claim the win.
    Ask(Request),
    /// Resign: asked once more (yes or no) before it is sent.
    Resign,
    ResignYes,
    ResignNo,
    /// The opponent is away: wait another grace period before the claim is offered again.
    KeepWaiting,
    Flip,
    /// A move ended by a button: a pass, or a move whose clicks may go on ("done").
    Pass,
    Done,
    CopyLink,
    CopySeat,
    ShareLink,
    /// The review: a move back, a move on, the game as it stands.
    Back,
    Forward,
    End,
}

impl Action {
    /// The action a control names; `None` for a name this screen does not know.
    pub fn parse(name: &str) -> Option<Action> {
        let decline = |what| Some(Action::Ask(Request::Decline { what }));
        Some(match name {
            "draw" => Action::Ask(Request::Draw),
            "takeback" => Action::Ask(Request::Takeback),
            "rematch" => Action::Ask(Request::Rematch),
            "abort" => Action::Ask(Request::Abort),
            "claim" => Action::Ask(Request::Claim),
            "decline-draw" => return decline(Offer::Draw),
            "decline-takeback" => return decline(Offer::Takeback),
            "decline-rematch" => return decline(Offer::Rematch),
            "resign" => Action::Resign,
            "resign-yes" => Action::ResignYes,
            "resign-no" => Action::ResignNo,
            "keep-waiting" => Action::KeepWaiting,
            "flip" => Action::Flip,
            "pass" => Action::Pass,
            "done" => Action::Done,
            "copy-link" => Action::CopyLink,
            "copy-seat" => Action::CopySeat,
            "share-link" => Action::ShareLink,
            "review-back" => Action::Back,
            "review-forward" => Action::Forward,
            "review-end" => Action::End,
            _ => return None,
        })
    }
}

impl Client {
    /// Does what `action` asks of the game, at `now` (the caller's clock, ms); the
    /// actions of the screen alone (flip, review, links, moves by button) change nothing
    /// here.
    pub fn act(&mut self, action: &Action, now: f64) -> Vec<Effect> {
        let Some(live) = self.live.as_mut() else { return Vec::new() };
        match action {
            Action::Ask(request) => vec![Effect::Request(request.clone())],
            Action::Resign => {
                live.resigning = true;
                Vec::new()
            }
            Action::ResignNo => {
                live.resigning = false;
                Vec::new()
            }
            Action::ResignYes => {
                live.resigning = false;
                vec![Effect::Request(Request::Resign)]
            }
            Action::KeepWaiting => {
                if live.gone_since.is_some() {
                    live.gone_since = Some(now);
                }
                Vec::new()
            }
            _ => Vec::new(),
        }
    }
}
