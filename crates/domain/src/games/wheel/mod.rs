//! Wheel of Fortune (wheel.md): 19 sectors, one betting round, one spin per draw.
//!
//! The counter-clockwise presentation turn starts nothing; a clockwise start begins the spin,
//! and its stop settles the draw when the wheel made at least 3 full revolutions and the
//! pointer rests on a sector. Too few revolutions or a pointer between sectors repeats the
//! spin; (our choice, mirroring the dice game) any such fault on the repeated spin cancels the
//! draw. A speed alarm during a spin holds the draw: only a supervisor can judge host contact.

pub mod markets;
pub mod sector;

pub use markets::Market;
pub use sector::{Colour, Outcome};

use super::rules::{DrawContext, GameRules, Next, Step};
use super::single_round::{
    offered_in, out_of_range, refuse_between_draws, reject_while_betting_open, repeat_once,
    wrong_game,
};
use crate::decision::{CancelReason, Decision, Incident, RepeatCause};
use crate::error::TableError;
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::market::MarketId;
use crate::observation::{Observation, WheelStop};
use serde::{Deserialize, Serialize};

/// Full clockwise revolutions a valid spin makes.
pub const MINIMUM_REVOLUTIONS: u32 = 3;

/// A wheel table: whether the wheel is spinning and whether this draw's spin was repeated.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wheel {
    spinning: bool,
    repeated: bool,
}

impl Wheel {
    /// Whether a clockwise spin is in progress.
    pub fn spinning(&self) -> bool {
        self.spinning
    }

    /// Whether this draw's spin is the repeated one.
    pub fn repeated(&self) -> bool {
        self.repeated
    }

    fn on_clockwise_start(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        reject_while_betting_open(observation, context)?;
        if self.spinning {
            return Err(TableError::NotExpected {
                observation: observation.kind(),
                expected: "the wheel to stop",
            });
        }
        self.spinning = true;
        Ok(Step::record(vec![Decision::SpinStarted {
            draw: context.draw,
        }]))
    }

    fn on_stop(
        &mut self,
        observation: &Observation,
        revolutions: u32,
        stop: WheelStop,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        reject_while_betting_open(observation, context)?;
        if let WheelStop::Number(number) = stop {
            if !(1..=sector::HIGHEST_NUMBER).contains(&number) {
                return Err(out_of_range("sector", number));
            }
        }
        if !self.spinning {
            return Err(TableError::NotExpected {
                observation: observation.kind(),
                expected: "a clockwise spin start first",
            });
        }
        self.spinning = false;
        Ok(match fault(revolutions, stop) {
            Err(cause) => repeat_once(
                &mut self.repeated,
                context.draw,
                cause,
                CancelReason::FaultOnRepeatSpin,
            ),
            Ok(outcome) => Step::then(Next::settle_live(
                crate::outcome::Outcome::Wheel(outcome),
                Market::settle_all(outcome),
            )),
        })
    }

    fn on_speed_alarm(&self, observation: &Observation) -> Result<Step, TableError> {
        if !self.spinning {
            return Err(TableError::NotExpected {
                observation: observation.kind(),
                expected: "a speed alarm only while the wheel spins",
            });
        }
        Ok(Step::then(Next::Hold(Incident::WheelSpeedAlarm)))
    }
}

/// The result of a stop, or why the spin must be repeated. Too few revolutions is judged
/// first: such a spin is invalid wherever the pointer rests.
fn fault(revolutions: u32, stop: WheelStop) -> Result<Outcome, RepeatCause> {
    if revolutions < MINIMUM_REVOLUTIONS {
        return Err(RepeatCause::TooFewRevolutions { revolutions });
    }
    match stop {
        WheelStop::Number(number) => Ok(Outcome::Number(number)),
        WheelStop::Symbol => Ok(Outcome::Symbol),
        WheelStop::BetweenSectors => Err(RepeatCause::BetweenSectors),
    }
}

/// The wheel's own events.
fn is_wheel_event(observation: &Observation) -> bool {
    matches!(
        observation,
        Observation::WheelSpinStarted { .. }
            | Observation::WheelSpinStopped { .. }
            | Observation::WheelSpeedAlarm
    )
}

impl GameRules for Wheel {
    fn blocked(&self) -> Option<FloorInstruction> {
        None
    }

    fn begin_draw(&mut self) {
        *self = Wheel::default();
    }

    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        Err(refuse_between_draws(
            observation,
            GameKind::Wheel,
            is_wheel_event,
        ))
    }

    fn during_draw(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        match *observation {
            // The presentation turn is part of the show, not of the spin.
            Observation::WheelSpinStarted { clockwise: false } => Ok(Step::record(Vec::new())),
            Observation::WheelSpinStarted { clockwise: true } => {
                self.on_clockwise_start(observation, context)
            }
            Observation::WheelSpinStopped { revolutions, stop } => {
                self.on_stop(observation, revolutions, stop, context)
            }
            Observation::WheelSpeedAlarm => self.on_speed_alarm(observation),
            _ => Err(wrong_game(observation, GameKind::Wheel)),
        }
    }

    fn markets(&self, round: u8) -> Vec<MarketId> {
        offered_in(round, Market::all)
            .into_iter()
            .map(Market::id)
            .collect()
    }

    fn instruction(&self) -> FloorInstruction {
        FloorInstruction::Spin
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::single_round::testing::{
        assert_settled, assert_voided, held, settled, verdict, Floor,
    };
    use crate::games::GameConfig;
    use crate::market::Verdict;

    const CATALOGUE: usize = 29;

    fn start() -> Observation {
        Observation::WheelSpinStarted { clockwise: true }
    }

    fn stop(revolutions: u32, stop: WheelStop) -> Observation {
        Observation::WheelSpinStopped { revolutions, stop }
    }

    fn ready() -> Floor {
        Floor::ready(GameConfig::Wheel)
    }

    fn repeats(decisions: &[Decision]) -> Vec<RepeatCause> {
        decisions
            .iter()
            .filter_map(|decision| match decision {
                Decision::Repeat { cause, .. } => Some(*cause),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn valid_spin_settles_every_market() {
        let mut floor = ready();
        let decisions = floor.send_all(vec![start(), stop(5, WheelStop::Number(12))]);
        assert!(matches!(decisions[0], Decision::SpinStarted { .. }));
        let outcome = assert_settled(&decisions, CATALOGUE);
        assert_eq!(outcome, crate::games::Outcome::Wheel(Outcome::Number(12)));
        let (_, settlements) = settled(&decisions).expect("settled");
        assert_eq!(verdict(settlements, "sector_12"), Verdict::Win);
        assert_eq!(verdict(settlements, "third_7_12"), Verdict::Win);
        assert_eq!(verdict(settlements, "red"), Verdict::Win);
        assert_eq!(verdict(settlements, "odd"), Verdict::Lose);
    }

    #[test]
    fn spin_with_exactly_3_revolutions_is_valid() {
        let mut floor = ready();
        let decisions = floor.send_all(vec![start(), stop(3, WheelStop::Symbol)]);
        let outcome = assert_settled(&decisions, CATALOGUE);
        assert_eq!(outcome, crate::games::Outcome::Wheel(Outcome::Symbol));
        let (_, settlements) = settled(&decisions).expect("settled");
        assert_eq!(verdict(settlements, "symbol"), Verdict::Win);
        assert_eq!(verdict(settlements, "black"), Verdict::Lose);
    }

    #[test]
    fn spin_with_fewer_than_3_revolutions_is_repeated() {
        let mut floor = ready();
        let decisions = floor.send_all(vec![start(), stop(2, WheelStop::Number(4))]);
        assert_eq!(
            repeats(&decisions),
            vec![RepeatCause::TooFewRevolutions { revolutions: 2 }]
        );
        assert!(settled(&decisions).is_none());
        let decisions = floor.send_all(vec![start(), stop(4, WheelStop::Number(4))]);
        assert_settled(&decisions, CATALOGUE);
    }

    #[test]
    fn pointer_between_sectors_repeats_spin() {
        let mut floor = ready();
        let decisions = floor.send_all(vec![start(), stop(6, WheelStop::BetweenSectors)]);
        assert_eq!(repeats(&decisions), vec![RepeatCause::BetweenSectors]);
        let decisions = floor.send_all(vec![start(), stop(6, WheelStop::Number(1))]);
        assert_settled(&decisions, CATALOGUE);
    }

    #[test]
    fn fault_on_repeated_spin_cancels_draw() {
        let mut floor = ready();
        floor.send_all(vec![start(), stop(1, WheelStop::Number(4))]);
        let decisions = floor.send_all(vec![start(), stop(2, WheelStop::Number(4))]);
        assert_voided(&decisions, CancelReason::FaultOnRepeatSpin, CATALOGUE);
    }

    #[test]
    fn any_fault_on_repeated_spin_cancels_even_of_another_kind() {
        let mut floor = ready();
        floor.send_all(vec![start(), stop(1, WheelStop::Number(4))]);
        let decisions = floor.send_all(vec![start(), stop(9, WheelStop::BetweenSectors)]);
        assert_voided(&decisions, CancelReason::FaultOnRepeatSpin, CATALOGUE);
    }

    #[test]
    fn next_draw_starts_with_a_fresh_first_spin() {
        let mut floor = ready();
        floor.send_all(vec![start(), stop(1, WheelStop::Number(4))]);
        floor.send_all(vec![start(), stop(1, WheelStop::Number(4))]);
        floor.close_betting();
        let decisions = floor.send_all(vec![start(), stop(1, WheelStop::Number(4))]);
        assert_eq!(repeats(&decisions).len(), 1, "first spin of draw 2 repeats");
    }

    #[test]
    fn spin_while_betting_open_is_rejected_r2() {
        let mut floor = Floor::new(GameConfig::Wheel);
        let before = floor.table.clone();
        assert!(matches!(
            floor.send(start()),
            Err(TableError::OutcomeWhileBettingOpen { round: 1, .. })
        ));
        assert!(matches!(
            floor.send(stop(5, WheelStop::Number(3))),
            Err(TableError::OutcomeWhileBettingOpen { round: 1, .. })
        ));
        assert_eq!(floor.table, before);
    }

    #[test]
    fn r2_round_closed_is_recorded_before_the_spin_is_accepted() {
        let mut floor = Floor::new(GameConfig::Wheel);
        let closed = floor.close_betting();
        assert!(matches!(
            closed.as_slice(),
            [Decision::BettingRoundClosed { round: 1, .. }]
        ));
        assert!(floor.send(start()).is_ok());
    }

    #[test]
    fn counter_clockwise_presentation_does_not_start_spin() {
        let mut floor = ready();
        let presentation = Observation::WheelSpinStarted { clockwise: false };
        assert_eq!(floor.send(presentation), Ok(Vec::new()));
        assert!(matches!(
            floor.send(stop(5, WheelStop::Number(3))),
            Err(TableError::NotExpected { .. })
        ));
    }

    #[test]
    fn counter_clockwise_presentation_is_allowed_while_betting_open() {
        let mut floor = Floor::new(GameConfig::Wheel);
        let presentation = Observation::WheelSpinStarted { clockwise: false };
        assert_eq!(floor.send(presentation), Ok(Vec::new()));
    }

    #[test]
    fn stop_without_start_is_not_expected() {
        let mut floor = ready();
        assert!(matches!(
            floor.send(stop(5, WheelStop::Number(3))),
            Err(TableError::NotExpected { .. })
        ));
    }

    #[test]
    fn second_clockwise_start_during_a_spin_is_not_expected() {
        let mut floor = ready();
        floor.send_all(vec![start()]);
        assert!(matches!(
            floor.send(start()),
            Err(TableError::NotExpected { .. })
        ));
    }

    #[test]
    fn sector_19_is_out_of_range() {
        let mut floor = ready();
        floor.send_all(vec![start()]);
        let before = floor.table.clone();
        for number in [0, 19] {
            assert_eq!(
                floor.send(stop(5, WheelStop::Number(number))),
                Err(TableError::OutOfRange {
                    what: "sector",
                    value: i64::from(number)
                })
            );
        }
        assert_eq!(floor.table, before);
    }

    #[test]
    fn speed_alarm_holds_draw() {
        let mut floor = ready();
        floor.send_all(vec![start()]);
        let decisions = floor.send(Observation::WheelSpeedAlarm).expect("held");
        assert_eq!(held(&decisions), Some(Incident::WheelSpeedAlarm));
        assert!(matches!(
            floor.send(stop(5, WheelStop::Number(3))),
            Err(TableError::DrawHeld(_))
        ));
    }

    #[test]
    fn confirmed_correction_after_speed_alarm_lets_the_spin_go_on() {
        let mut floor = ready();
        floor.send_all(vec![start(), Observation::WheelSpeedAlarm]);
        let resumed = floor.confirm_correction();
        assert!(matches!(resumed[0], Decision::DrawResumed { .. }));
        let decisions = floor.send_all(vec![stop(5, WheelStop::Number(3))]);
        assert_settled(&decisions, CATALOGUE);
    }

    #[test]
    fn speed_alarm_without_a_spin_is_not_expected() {
        let mut floor = ready();
        assert!(matches!(
            floor.send(Observation::WheelSpeedAlarm),
            Err(TableError::NotExpected { .. })
        ));
    }

    #[test]
    fn events_of_another_game_are_refused() {
        let mut floor = ready();
        let dice = Observation::BallCount { count: 5 };
        assert!(matches!(
            floor.send(dice),
            Err(TableError::WrongGame {
                game: GameKind::Wheel,
                ..
            })
        ));
    }

    #[test]
    fn between_draws_nothing_is_expected() {
        let mut wheel = Wheel::default();
        assert_eq!(
            wheel.between_draws(&start()),
            Err(TableError::NoDrawInProgress {
                observation: "wheel_spin_started"
            })
        );
        assert!(matches!(
            wheel.between_draws(&Observation::ShuffleDone),
            Err(TableError::WrongGame { .. })
        ));
    }

    #[test]
    fn wheel_is_always_ready_and_offers_the_catalogue_in_its_single_round() {
        let wheel = Wheel::default();
        assert_eq!(wheel.blocked(), None);
        assert_eq!(wheel.markets(1).len(), CATALOGUE);
        assert!(wheel.markets(2).is_empty());
    }
}
