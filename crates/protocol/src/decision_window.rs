//! A decision window on the wire, whichever game's: blackjack's seats and offer
//! ([`crate::blackjack`]), or a poker game's common hand, named by its step.

use crate::blackjack;
use crate::error::DecodeError;
use crate::narrowing::required;
use crate::v1;
use crate::v1::decision_window::{CommonHand, Window as WireWindow};
use livedraw_domain::games::oasis::window::Window as OasisWindow;
use livedraw_domain::games::red_dog::window::Window as RedDogWindow;
use livedraw_domain::games::three_card::window::Window as ThreeCardWindow;
use livedraw_domain::games::triple_bet::window::Window as TripleBetWindow;
use livedraw_domain::DecisionWindow;

/// The wire form of a decision window.
pub fn encode_window(window: DecisionWindow) -> v1::DecisionWindow {
    match window {
        DecisionWindow::Blackjack(window) => blackjack::encode_window(window),
        DecisionWindow::ThreeCard(window) => common_hand(window.name()),
        DecisionWindow::RedDog(window) => common_hand(window.name()),
        DecisionWindow::TripleBet(window) => common_hand(window.name()),
        DecisionWindow::Oasis(window) => common_hand(window.name()),
    }
}

/// A common hand's window at `step`.
fn common_hand(step: &str) -> v1::DecisionWindow {
    v1::DecisionWindow {
        window: Some(WireWindow::CommonHand(CommonHand {
            step: step.to_string(),
        })),
    }
}

/// The decision window of a wire window; `field` names it in errors.
pub fn decode_window(
    field: &'static str,
    window: Option<&v1::DecisionWindow>,
) -> Result<DecisionWindow, DecodeError> {
    let wire = required(field, window.and_then(|window| window.window.as_ref()))?;
    match wire {
        WireWindow::CommonHand(common) => match common.step.as_str() {
            "play_or_fold" => Ok(DecisionWindow::ThreeCard(ThreeCardWindow::PlayOrFold)),
            "raise" => Ok(DecisionWindow::RedDog(RedDogWindow::Raise)),
            "bet_1" => Ok(DecisionWindow::TripleBet(TripleBetWindow::FirstBet)),
            "bet_2" => Ok(DecisionWindow::TripleBet(TripleBetWindow::SecondBet)),
            "continue_or_fold" => Ok(DecisionWindow::Oasis(OasisWindow::ContinueOrFold)),
            other => Err(DecodeError::Inconsistent {
                field,
                detail: format!(
                    "`{other}` is no common hand's decision step (play_or_fold, raise, bet_1, bet_2, continue_or_fold)"
                ),
            }),
        },
        WireWindow::Offer(_) | WireWindow::Hand(_) => {
            blackjack::decode_window(field, window).map(DecisionWindow::Blackjack)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_common_hands_window_round_trips_and_an_unknown_step_is_refused() {
        for window in [
            DecisionWindow::ThreeCard(ThreeCardWindow::PlayOrFold),
            DecisionWindow::RedDog(RedDogWindow::Raise),
            DecisionWindow::TripleBet(TripleBetWindow::FirstBet),
            DecisionWindow::TripleBet(TripleBetWindow::SecondBet),
            DecisionWindow::Oasis(OasisWindow::ContinueOrFold),
        ] {
            assert_eq!(decode_window("w", Some(&encode_window(window))), Ok(window));
        }
        let unknown = v1::DecisionWindow {
            window: Some(WireWindow::CommonHand(CommonHand {
                step: "bet_4x".into(),
            })),
        };
        assert!(matches!(
            decode_window("w", Some(&unknown)),
            Err(DecodeError::Inconsistent { field: "w", .. })
        ));
    }
}
