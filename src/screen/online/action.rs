//! What the game screen's controls ask, parsed once from their `data-action`, and what the
//! ones that concern the game do to it.

use super::{Client, Effect};
use crate::screen::controls::Control;
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
    /// Accepting `offer`: making the same request.
    pub fn accept(offer: Offer) -> Action {
        Action::Ask(match offer {
            Offer::Draw => Request::Draw,
            Offer::Takeback => Request::Takeback,
            Offer::Rematch => Request::Rematch,
        })
    }

    pub fn decline(offer: Offer) -> Action {
        Action::Ask(Request::Decline { what: offer })
    }
}

/// The live game's buttons, parsed from their names once (`dom::on_control`) as every
/// screen's are.
impl Control for Action {
    /// Every action a control of the screen names.
    const ALL: &'static [Action] = &[
        Action::Ask(Request::Draw),
        Action::Ask(Request::Takeback),
        Action::Ask(Request::Rematch),
        Action::Ask(Request::Abort),
        Action::Ask(Request::Claim),
        Action::Ask(Request::Berserk),
        Action::Ask(Request::Decline { what: Offer::Draw }),
        Action::Ask(Request::Decline { what: Offer::Takeback }),
        Action::Ask(Request::Decline { what: Offer::Rematch }),
        Action::Resign,
        Action::ResignYes,
        Action::ResignNo,
        Action::KeepWaiting,
        Action::Flip,
        Action::Pass,
        Action::Done,
        Action::CopyLink,
        Action::CopySeat,
        Action::ShareLink,
        Action::Back,
        Action::Forward,
        Action::End,
    ];

    /// The name its control carries in `data-action`; empty for a request no control
    /// makes (a move, a sync).
    fn name(&self) -> &'static str {
        match self {
            Action::Ask(Request::Draw) => "draw",
            Action::Ask(Request::Takeback) => "takeback",
            Action::Ask(Request::Rematch) => "rematch",
            Action::Ask(Request::Abort) => "abort",
            Action::Ask(Request::Claim) => "claim",
            Action::Ask(Request::Berserk) => "berserk",
            Action::Ask(Request::Decline { what: Offer::Draw }) => "decline-draw",
            Action::Ask(Request::Decline { what: Offer::Takeback }) => "decline-takeback",
            Action::Ask(Request::Decline { what: Offer::Rematch }) => "decline-rematch",
            Action::Ask(_) => "",
            Action::Resign => "resign",
            Action::ResignYes => "resign-yes",
            Action::ResignNo => "resign-no",
            Action::KeepWaiting => "keep-waiting",
            Action::Flip => "flip",
            Action::Pass => "pass",
            Action::Done => "done",
            Action::CopyLink => "copy-link",
            Action::CopySeat => "copy-seat",
            Action::ShareLink => "share-link",
            Action::Back => "review-back",
            Action::Forward => "review-forward",
            Action::End => "review-end",
        }
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
