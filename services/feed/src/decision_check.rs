//! The decision check: may a player's decision on a common hand (table, draw, step, option)
//! still be taken? A pure function of the table's state and the time, so every rule is tested
//! alone. The reasons are tried from the most fundamental to the most specific: the table's
//! game, the draw (current, held), the step's window (open at this step, not yet closed), and
//! last the option.

use crate::state::TableState;
use livedraw_domain::DecisionWindow;
use livedraw_protocol::v1::{self, DecisionRejection};

/// A well-formed decision to check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct DecisionCheck {
    /// The table.
    pub table: String,
    /// The draw.
    pub draw: u64,
    /// The step, as the window names it (`play_or_fold`).
    pub step: String,
    /// The option (`play`, `fold`).
    pub option: String,
}

/// The answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum DecisionVerdict {
    /// The decision may be taken until the window closes (Unix milliseconds).
    Accept(i64),
    /// Refuse, with the reason and a sentence for people.
    Reject(DecisionRejection, String),
}

impl DecisionCheck {
    /// The decision of a request, or why it is malformed.
    pub fn from_request(request: v1::CheckDecisionRequest) -> Result<DecisionCheck, String> {
        if request.table_id.is_empty() {
            return Err("table_id is empty".into());
        }
        if request.draw_number == 0 {
            return Err("draw_number counts from 1".into());
        }
        if request.step.is_empty() {
            return Err("step is empty".into());
        }
        if request.option.is_empty() {
            return Err("option is empty".into());
        }
        Ok(DecisionCheck {
            table: request.table_id,
            draw: request.draw_number,
            step: request.step,
            option: request.option,
        })
    }
}

fn reject(reason: DecisionRejection, message: String) -> DecisionVerdict {
    DecisionVerdict::Reject(reason, message)
}

/// The verdict on `decision` at a table whose players decide on a common hand when
/// `common_hand`, against its state (`None`: the table has no step yet), at `now_ms`.
pub(crate) fn check_decision(
    decision: &DecisionCheck,
    common_hand: bool,
    table: Option<&TableState>,
    now_ms: i64,
) -> DecisionVerdict {
    if !common_hand {
        return reject(
            DecisionRejection::NotACommonHand,
            format!(
                "table {}'s players do not decide on a common hand",
                decision.table
            ),
        );
    }
    let draw = match table.and_then(|table| table.draw.as_ref()) {
        Some(draw) if draw.number == decision.draw && draw.end.is_none() => draw,
        _ => {
            return reject(
                DecisionRejection::NotTheCurrentDraw,
                format!(
                    "draw {} is not in progress at {}",
                    decision.draw, decision.table
                ),
            )
        }
    };
    if draw.held {
        return reject(
            DecisionRejection::DrawHeld,
            format!("draw {} is held for a supervisor", decision.draw),
        );
    }
    let latest_at_step = draw.windows.iter().rev().find_map(|&(window, closes_at)| {
        Some((common_hand_options(window, &decision.step)?, closes_at))
    });
    let Some((options, closes_at_ms)) = latest_at_step else {
        return reject(
            DecisionRejection::StepNotOpen,
            format!(
                "no {} window is open in draw {}",
                decision.step, decision.draw
            ),
        );
    };
    if now_ms >= closes_at_ms {
        return reject(
            DecisionRejection::WindowClosed,
            format!("the {} window closed; the default applied", decision.step),
        );
    }
    if !options.contains(&decision.option.as_str()) {
        return reject(
            DecisionRejection::OptionNotOffered,
            format!(
                "{} offers {}, not {}",
                decision.step,
                options.join(", "),
                decision.option
            ),
        );
    }
    DecisionVerdict::Accept(closes_at_ms)
}

/// The options of `window` when it is a common hand's window at step `step`.
fn common_hand_options(window: DecisionWindow, step: &str) -> Option<&'static [&'static str]> {
    match window {
        DecisionWindow::ThreeCard(window) => (window.name() == step).then(|| window.options()),
        DecisionWindow::RedDog(window) => (window.name() == step).then(|| window.options()),
        DecisionWindow::TripleBet(window) => (window.name() == step).then(|| window.options()),
        DecisionWindow::Oasis(window) => (window.name() == step).then(|| window.options()),
        DecisionWindow::Holdem(window) => (window.name() == step).then(|| window.options()),
        DecisionWindow::Blackjack(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Draw, End};
    use livedraw_domain::games::three_card::window::Window;

    const CLOSES: i64 = 1_000_000;

    fn decision(option: &str) -> DecisionCheck {
        DecisionCheck {
            table: "three-card-poker-1".into(),
            draw: 7,
            step: "play_or_fold".into(),
            option: option.into(),
        }
    }

    fn table(window: bool) -> TableState {
        TableState {
            draw: Some(Draw {
                number: 7,
                windows: window
                    .then_some((DecisionWindow::ThreeCard(Window::PlayOrFold), CLOSES))
                    .into_iter()
                    .collect(),
                ..Draw::default()
            }),
            ..TableState::default()
        }
    }

    fn reason(verdict: DecisionVerdict) -> Option<DecisionRejection> {
        match verdict {
            DecisionVerdict::Accept(_) => None,
            DecisionVerdict::Reject(reason, _) => Some(reason),
        }
    }

    #[test]
    fn a_decision_in_the_open_window_with_an_option_of_the_step_is_accepted() {
        for option in ["play", "fold"] {
            assert_eq!(
                check_decision(&decision(option), true, Some(&table(true)), CLOSES - 1),
                DecisionVerdict::Accept(CLOSES)
            );
        }
    }

    #[test]
    fn an_option_the_step_does_not_have_is_refused() {
        let verdict = check_decision(&decision("bet_4x"), true, Some(&table(true)), 0);
        assert_eq!(reason(verdict), Some(DecisionRejection::OptionNotOffered));
    }

    #[test]
    fn a_decision_once_the_window_closed_is_refused() {
        let verdict = check_decision(&decision("play"), true, Some(&table(true)), CLOSES);
        assert_eq!(reason(verdict), Some(DecisionRejection::WindowClosed));
    }

    #[test]
    fn a_decision_before_the_window_opened_or_at_another_step_is_refused() {
        let verdict = check_decision(&decision("play"), true, Some(&table(false)), 0);
        assert_eq!(reason(verdict), Some(DecisionRejection::StepNotOpen));
        let mut flop = decision("check");
        flop.step = "flop".into();
        let verdict = check_decision(&flop, true, Some(&table(true)), 0);
        assert_eq!(reason(verdict), Some(DecisionRejection::StepNotOpen));
    }

    #[test]
    fn a_late_decision_at_an_earlier_step_is_told_its_window_closed() {
        use livedraw_domain::games::triple_bet::window::Window as TripleBet;
        let mut table = table(false);
        if let Some(draw) = table.draw.as_mut() {
            draw.windows = vec![
                (DecisionWindow::TripleBet(TripleBet::FirstBet), CLOSES),
                (DecisionWindow::TripleBet(TripleBet::SecondBet), 2 * CLOSES),
            ];
        }
        let mut first = decision("withdraw");
        first.step = "bet_1".into();
        let verdict = check_decision(&first, true, Some(&table), CLOSES + 1);
        assert_eq!(reason(verdict), Some(DecisionRejection::WindowClosed));
        let mut second = first.clone();
        second.step = "bet_2".into();
        assert_eq!(
            check_decision(&second, true, Some(&table), CLOSES + 1),
            DecisionVerdict::Accept(2 * CLOSES)
        );
    }

    #[test]
    fn a_holdem_street_takes_its_own_game_s_options_only() {
        use livedraw_domain::games::holdem::variant::HoldemVariant;
        use livedraw_domain::games::holdem::window::{Street, Window as Holdem};
        let mut table = table(false);
        if let Some(draw) = table.draw.as_mut() {
            draw.windows = vec![(
                DecisionWindow::Holdem(Holdem {
                    variant: HoldemVariant::UltimateHoldem,
                    street: Street::PreFlop,
                }),
                CLOSES,
            )];
        }
        let at_pre_flop = |option: &str| {
            let mut decision = decision(option);
            decision.step = "pre_flop".into();
            check_decision(&decision, true, Some(&table), 0)
        };
        for option in ["check", "bet_3x", "bet_4x"] {
            assert_eq!(
                at_pre_flop(option),
                DecisionVerdict::Accept(CLOSES),
                "{option}"
            );
        }
        // Texas Hold'em Bonus's options before the flop, and a 2x raise of the flop.
        for option in ["fold", "bet_2x"] {
            assert_eq!(
                reason(at_pre_flop(option)),
                Some(DecisionRejection::OptionNotOffered),
                "{option}"
            );
        }
    }

    #[test]
    fn a_decision_on_another_draw_an_ended_one_or_a_held_one_is_refused() {
        let mut other = decision("play");
        other.draw = 6;
        let verdict = check_decision(&other, true, Some(&table(true)), 0);
        assert_eq!(reason(verdict), Some(DecisionRejection::NotTheCurrentDraw));
        let mut ended = table(true);
        if let Some(draw) = ended.draw.as_mut() {
            draw.end = Some(End::Settled);
        }
        let verdict = check_decision(&decision("play"), true, Some(&ended), 0);
        assert_eq!(reason(verdict), Some(DecisionRejection::NotTheCurrentDraw));
        let mut held = table(true);
        if let Some(draw) = held.draw.as_mut() {
            draw.held = true;
        }
        let verdict = check_decision(&decision("play"), true, Some(&held), 0);
        assert_eq!(reason(verdict), Some(DecisionRejection::DrawHeld));
        let verdict = check_decision(&decision("play"), true, None, 0);
        assert_eq!(reason(verdict), Some(DecisionRejection::NotTheCurrentDraw));
    }

    #[test]
    fn a_table_whose_players_do_not_decide_on_a_common_hand_is_refused() {
        let verdict = check_decision(&decision("play"), false, Some(&table(true)), 0);
        assert_eq!(reason(verdict), Some(DecisionRejection::NotACommonHand));
    }

    #[test]
    fn a_request_without_table_draw_step_or_option_is_malformed() {
        let request = v1::CheckDecisionRequest {
            table_id: "t".into(),
            draw_number: 1,
            step: "play_or_fold".into(),
            option: "play".into(),
        };
        assert!(DecisionCheck::from_request(request.clone()).is_ok());
        for broken in [
            v1::CheckDecisionRequest {
                table_id: String::new(),
                ..request.clone()
            },
            v1::CheckDecisionRequest {
                draw_number: 0,
                ..request.clone()
            },
            v1::CheckDecisionRequest {
                step: String::new(),
                ..request.clone()
            },
            v1::CheckDecisionRequest {
                option: String::new(),
                ..request.clone()
            },
        ] {
            assert!(DecisionCheck::from_request(broken).is_err());
        }
    }
}
