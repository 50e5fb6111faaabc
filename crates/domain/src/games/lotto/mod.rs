//! Ball-machine lotteries 5/36 and 7/42 (lotto.md): one betting round, one draw of balls.
//!
//! The host presents the balls (allowed while betting is open: it comes before the draw); a
//! ball before the presentation holds the draw. Each ball reading names its slot (5/36: the
//! cylinder, 1–5 left to right; 7/42: the tube position, 1–42 in order of entry); the same
//! number or slot twice holds the draw. The machine's ball count ends the draw: a wrong count
//! voids it; a valid count settles it with the counted slots' balls in slot order (5/36: the
//! order the cylinders filled in does not matter; 7/42: only tube positions 1–7 count), or
//! holds it when one of those slots has no reading. Every held reading is discarded on a
//! supervisor's correction and re-sent by the floor. A count always ends the draw or holds
//! it, so a second count can never arrive for the same draw.

pub mod balls;
pub mod categories;
pub mod config;
pub mod markets;

pub use balls::{Ball, Outcome, Readings};
pub use config::{BallColour, LottoConfig, LottoConfigError, Variant};
pub use markets::{colour_count, has_sole_majority, Market};

use super::reread::not_of_game;
use super::rules::{DrawContext, GameRules, Next, Step};
use super::single_round::{
    offered_in, out_of_range, refuse_between_draws, reject_while_betting_open, wrong_game,
};
use crate::correction::{Reading, Reread};
use crate::decision::{CancelReason, Decision, Incident};
use crate::error::TableError;
use crate::instruction::FloorInstruction;
use crate::market::MarketId;
use crate::observation::Observation;
use crate::options::{GameOptions, NoOptions};
use serde::{Deserialize, Serialize};

/// A ball-machine table: its lottery, whether the balls were presented, the balls seen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lotto {
    config: LottoConfig,
    presented: bool,
    readings: Readings,
}

impl Lotto {
    /// A table running the lottery `config`.
    pub fn new(config: LottoConfig) -> Lotto {
        Lotto {
            config,
            presented: false,
            readings: Readings::default(),
        }
    }

    /// The lottery.
    pub fn config(&self) -> &LottoConfig {
        &self.config
    }

    /// Whether the host presented the balls for this draw.
    pub fn presented(&self) -> bool {
        self.presented
    }

    /// The balls seen so far in this draw.
    pub fn readings(&self) -> &Readings {
        &self.readings
    }

    fn variant(&self) -> Variant {
        self.config.variant()
    }

    fn on_presented(&mut self, context: &DrawContext) -> Result<Step, TableError> {
        if self.presented {
            return Err(TableError::NotExpected {
                observation: "balls_presented",
                expected: "balls, the presentation was already seen",
            });
        }
        self.presented = true;
        Ok(Step::record(vec![Decision::BallsPresented {
            draw: context.draw,
        }]))
    }

    fn on_ball(
        &mut self,
        observation: &Observation,
        ball: Ball,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        reject_while_betting_open(observation, context)?;
        if !(1..=self.variant().slots()).contains(&ball.slot) {
            return Err(out_of_range("slot", ball.slot));
        }
        if !(1..=self.variant().balls()).contains(&ball.number) {
            return Err(out_of_range("ball", ball.number));
        }
        if !self.presented {
            return Ok(Step::then(Next::Hold(Incident::BallsNotPresented)));
        }
        if self.readings.is_impossible(ball) {
            return Ok(Step::then(Next::Hold(Incident::ImpossibleBall {
                slot: ball.slot,
                number: ball.number,
            })));
        }
        self.readings.record(ball);
        Ok(Step::record(vec![Decision::BallDrawn {
            draw: context.draw,
            slot: ball.slot,
            number: ball.number,
        }]))
    }

    fn on_count(
        &self,
        observation: &Observation,
        count: u8,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        reject_while_betting_open(observation, context)?;
        if count > self.variant().balls() {
            return Err(out_of_range("ball count", count));
        }
        if !self.variant().count_is_valid(count) {
            return Ok(Step::then(Next::Cancel(CancelReason::WrongBallCount {
                counted: count,
            })));
        }
        Ok(match self.readings.winning(self.variant().winning()) {
            Err(slot) => Step::then(Next::Hold(Incident::BallsMissing { slot })),
            Ok(balls) => {
                let outcome = Outcome { balls };
                let verdicts = Market::settle_all(&outcome, &self.config);
                Step::then(Next::settle_live(
                    crate::outcome::Outcome::Lotto(outcome),
                    verdicts,
                ))
            }
        })
    }
}

/// The ball machine's own events.
fn is_ball_event(observation: &Observation) -> bool {
    matches!(
        observation,
        Observation::BallsPresented | Observation::BallDrawn { .. } | Observation::BallCount { .. }
    )
}

/// A lottery takes no options in the studio file: it draws with its machine's default balls
/// and colours.
impl GameOptions for Lotto {
    type Options = NoOptions;
}

impl GameRules for Lotto {
    fn blocked(&self) -> Option<FloorInstruction> {
        None
    }

    fn begin_draw(&mut self) {
        self.presented = false;
        self.readings = Readings::default();
    }

    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        Err(refuse_between_draws(
            observation,
            self.config.kind(),
            is_ball_event,
        ))
    }

    fn during_draw(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        match *observation {
            Observation::BallsPresented => self.on_presented(context),
            Observation::BallDrawn { slot, number } => {
                self.on_ball(observation, Ball { slot, number }, context)
            }
            Observation::BallCount { count } => self.on_count(observation, count, context),
            _ => Err(wrong_game(observation, self.config.kind())),
        }
    }

    /// A supervisor who confirms that balls came out before the presentation vouches that the
    /// set was presented; every other held reading is simply discarded.
    fn correction_confirmed(&mut self, incident: &Incident) {
        if matches!(incident, Incident::BallsNotPresented) {
            self.presented = true;
        }
    }

    fn end_draw(&mut self) -> Vec<Decision> {
        Vec::new()
    }

    /// As many winning balls as the game draws, each on the machine, none twice.
    fn reread(
        &self,
        _settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let kind = self.config.kind();
        let Reading::Outcome(crate::outcome::Outcome::Lotto(outcome)) = reading else {
            return Err(not_of_game(kind, reading));
        };
        let variant = self.variant();
        if outcome.balls.len() != usize::from(variant.winning()) {
            return Err(out_of_range("winning balls", outcome.balls.len() as i64));
        }
        if let Some(ball) = outcome
            .balls
            .iter()
            .find(|ball| !(1..=variant.balls()).contains(*ball))
        {
            return Err(out_of_range("ball", *ball));
        }
        let mut seen = outcome.balls.clone();
        seen.sort_unstable();
        if let Some(twice) = seen.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(out_of_range("ball drawn twice", twice[0]));
        }
        Ok(Reread::live(
            crate::outcome::Outcome::Lotto(outcome.clone()),
            Market::settle_all(outcome, &self.config),
        ))
    }

    fn markets(&self, round: u8) -> Vec<MarketId> {
        let variant = self.variant();
        offered_in(round, || Market::all(&self.config))
            .into_iter()
            .map(|market| market.id(variant))
            .collect()
    }

    fn instruction(&self) -> FloorInstruction {
        if self.presented {
            FloorInstruction::DrawBalls
        } else {
            FloorInstruction::PresentBalls
        }
    }
}

#[cfg(test)]
mod tests;
