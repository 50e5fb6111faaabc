//! A decision window on the wire, whichever game's: blackjack's seats and offer
//! ([`crate::blackjack`]), or a poker game's common hand, named by its step.

use crate::blackjack;
use crate::error::DecodeError;
use crate::narrowing::required;
use crate::v1;
use crate::v1::decision_window::{CommonHand, Window as WireWindow};
use livedraw_domain::games::holdem::variant::HoldemVariant;
use livedraw_domain::games::holdem::window::{Street, Window as HoldemWindow};
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
        DecisionWindow::Holdem(window) => v1::DecisionWindow {
            window: Some(WireWindow::CommonHand(CommonHand {
                step: window.name().to_string(),
                game: window.variant.kind().name().to_string(),
            })),
        },
    }
}

/// A common hand's window at `step`.
fn common_hand(step: &str) -> v1::DecisionWindow {
    v1::DecisionWindow {
        window: Some(WireWindow::CommonHand(CommonHand {
            step: step.to_string(),
            game: String::new(),
        })),
    }
}

/// A hold'em game's window at `step`, the game named by `game`.
fn holdem(field: &'static str, game: &str, step: &str) -> Result<DecisionWindow, DecodeError> {
    let variant = HoldemVariant::ALL
        .into_iter()
        .find(|variant| variant.kind().name() == game)
        .ok_or_else(|| DecodeError::Inconsistent {
            field,
            detail: format!("`{game}` is no hold'em game: a `{step}` step needs one"),
        })?;
    let window = Street::ALL
        .into_iter()
        .map(|street| HoldemWindow { variant, street })
        .find(|window| window.name() == step && !window.options().is_empty())
        .ok_or_else(|| DecodeError::Inconsistent {
            field,
            detail: format!("{game} has no `{step}` step"),
        })?;
    Ok(DecisionWindow::Holdem(window))
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
            "pre_flop" | "flop" | "turn" | "river" => holdem(field, &common.game, &common.step),
            other => Err(DecodeError::Inconsistent {
                field,
                detail: format!(
                    "`{other}` is no common hand's decision step (play_or_fold, raise, bet_1, bet_2, continue_or_fold, pre_flop, flop, turn, river)"
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
            DecisionWindow::Holdem(HoldemWindow {
                variant: HoldemVariant::UltimateHoldem,
                street: Street::River,
            }),
            DecisionWindow::Holdem(HoldemWindow {
                variant: HoldemVariant::HoldemBonus,
                street: Street::Turn,
            }),
        ] {
            assert_eq!(decode_window("w", Some(&encode_window(window))), Ok(window));
        }
        let unknown = v1::DecisionWindow {
            window: Some(WireWindow::CommonHand(CommonHand {
                step: "bet_4x".into(),
                game: String::new(),
            })),
        };
        assert!(matches!(
            decode_window("w", Some(&unknown)),
            Err(DecodeError::Inconsistent { field: "w", .. })
        ));
        let holdem_step = |game: &str, step: &str| v1::DecisionWindow {
            window: Some(WireWindow::CommonHand(CommonHand {
                step: step.into(),
                game: game.into(),
            })),
        };
        for (game, step) in [
            ("", "flop"),
            ("baccarat", "flop"),
            ("riverside-poker", "turn"),
        ] {
            assert!(
                decode_window("w", Some(&holdem_step(game, step))).is_err(),
                "{game} {step}"
            );
        }
    }
}
