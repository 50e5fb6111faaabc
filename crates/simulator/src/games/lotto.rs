//! The lotteries' floor: the ball machine, which sometimes draws before the balls are shown
//! and counts one ball too few or too many.

use super::game_floor::GameFloor;
use crate::input::Input;
use crate::tools::Tools;
use livedraw_domain::correction::{Correction, Reading};
use livedraw_domain::games::lotto::{self, LottoConfig, Variant};
use livedraw_domain::{Observation, Outcome, Timestamp};

/// The ball machine.
pub(crate) struct LottoFloor {
    variant: Variant,
    /// Balls still to come out of the machine in this draw: (slot, number).
    balls: Vec<(u8, u8)>,
    /// How many balls the machine will count when the balls run out.
    ball_count: Option<u8>,
}

impl LottoFloor {
    /// The machine of a lottery configured as `config`.
    pub(crate) fn new(config: &LottoConfig) -> LottoFloor {
        LottoFloor {
            variant: config.variant(),
            balls: Vec::new(),
            ball_count: None,
        }
    }
}

impl GameFloor for LottoFloor {
    /// As many different balls as the game draws, in drawing order.
    fn another_reading(&mut self, tools: &mut Tools) -> Correction {
        let mut machine: Vec<u8> = (1..=self.variant.balls()).collect();
        let balls = (0..self.variant.winning())
            .map(|_| machine.swap_remove(tools.rng.below(machine.len())))
            .collect();
        Correction::Reading(Reading::Outcome(Outcome::Lotto(lotto::balls::Outcome {
            balls,
        })))
    }

    fn present_balls(&mut self, tools: &mut Tools, now: Timestamp) -> Input {
        if tools.fault(1.0) {
            return self.draw_ball(tools, now);
        }
        Input::Observe(Observation::BallsPresented, now)
    }

    /// The machine's next ball, or its count once the planned balls are out.
    fn draw_ball(&mut self, tools: &mut Tools, now: Timestamp) -> Input {
        if self.ball_count.is_none() {
            self.plan_balls(tools);
        }
        let observation = match self.balls.pop() {
            Some((slot, number)) => Observation::BallDrawn { slot, number },
            None => Observation::BallCount {
                count: self.ball_count.take().unwrap_or_default(),
            },
        };
        Input::Observe(observation, now)
    }

    fn new_draw(&mut self, _tools: &mut Tools) {
        self.balls.clear();
        self.ball_count = None;
    }
}

impl LottoFloor {
    fn plan_balls(&mut self, tools: &mut Tools) {
        let (balls, winning) = (self.variant.balls(), self.variant.winning());
        let count = if tools.fault(1.0) {
            winning - 1 + tools.rng.below(3) as u8
        } else if self.variant == Variant::SevenOf42 && tools.rng.chance(0.2) {
            winning + 1
        } else {
            winning
        };
        let mut numbers: Vec<u8> = (1..=balls).collect();
        for i in (1..numbers.len()).rev() {
            numbers.swap(i, tools.rng.below(i + 1));
        }
        let mut slots: Vec<u8> = (1..=count.min(balls)).collect();
        if self.variant == Variant::FiveOf36 {
            slots.truncate(usize::from(winning));
            for i in (1..slots.len()).rev() {
                slots.swap(i, tools.rng.below(i + 1));
            }
        }
        self.balls = slots.into_iter().zip(numbers).collect();
        self.ball_count = Some(count);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::faults::{FaultRate, Faults};
    use crate::rng::Rng;
    use crate::shoe::Shoe;

    #[test]
    fn a_lottery_s_other_reading_is_as_many_different_balls_as_it_draws() {
        let mut tools = Tools {
            rng: Rng::new(5),
            faults: Faults::new(FaultRate::PerAction(0.0)),
            now: Timestamp::from_millis(0),
            shoe: Shoe::new(),
        };
        let mut floor = LottoFloor::new(&LottoConfig::seven_of_42());
        let Correction::Reading(Reading::Outcome(Outcome::Lotto(drawn))) =
            floor.another_reading(&mut tools)
        else {
            panic!("a lottery reading");
        };
        let mut sorted = drawn.balls.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 7);
        assert!(sorted.iter().all(|ball| (1..=42).contains(ball)));
    }
}
