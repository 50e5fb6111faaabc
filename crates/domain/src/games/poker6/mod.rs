//! PLACEHOLDER: being written by a helper; replaced before this lands.

use super::{DrawContext, GameKind, GameRules, Step};
use crate::decision::{Decision, FloorInstruction, Incident};
use crate::error::TableError;
use crate::market::MarketId;
use crate::observation::Observation;
use serde::{Deserialize, Serialize};

/// PLACEHOLDER.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Poker6 {}

/// PLACEHOLDER.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {}

impl GameRules for Poker6 {
    fn blocked(&self) -> Option<FloorInstruction> {
        None
    }
    fn begin_draw(&mut self) {}
    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        Err(TableError::WrongGame {
            game: GameKind::Poker6,
            observation: observation.kind(),
        })
    }
    fn during_draw(
        &mut self,
        observation: &Observation,
        _context: &DrawContext,
    ) -> Result<Step, TableError> {
        Err(TableError::WrongGame {
            game: GameKind::Poker6,
            observation: observation.kind(),
        })
    }
    fn correction_confirmed(&mut self, _incident: &Incident) {}
    fn end_draw(&mut self) -> Vec<Decision> {
        Vec::new()
    }
    fn markets(&self, _round: u8) -> Vec<MarketId> {
        Vec::new()
    }
    fn instruction(&self) -> FloorInstruction {
        FloorInstruction::Idle
    }
}
