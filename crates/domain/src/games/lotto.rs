//! PLACEHOLDER: being written by a helper; replaced before this lands.

use super::{DrawContext, GameKind, GameRules, Step};
use crate::decision::{Decision, FloorInstruction, Incident};
use crate::error::TableError;
use crate::market::MarketId;
use crate::observation::Observation;
use serde::{Deserialize, Serialize};

/// PLACEHOLDER: the variant and its colours.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LottoConfig {
    kind: GameKind,
}

impl LottoConfig {
    /// 5 of 36.
    pub fn five_of_36() -> LottoConfig {
        LottoConfig {
            kind: GameKind::Lotto5Of36,
        }
    }
    /// 7 of 42.
    pub fn seven_of_42() -> LottoConfig {
        LottoConfig {
            kind: GameKind::Lotto7Of42,
        }
    }
    /// Which lottery.
    pub fn kind(&self) -> GameKind {
        self.kind
    }
}

/// PLACEHOLDER.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lotto {
    config: LottoConfig,
}

impl Lotto {
    /// PLACEHOLDER.
    pub fn new(config: LottoConfig) -> Lotto {
        Lotto { config }
    }
}

/// PLACEHOLDER.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {}

impl GameRules for Lotto {
    fn blocked(&self) -> Option<FloorInstruction> {
        None
    }
    fn begin_draw(&mut self) {}
    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        Err(TableError::WrongGame {
            game: self.config.kind,
            observation: observation.kind(),
        })
    }
    fn during_draw(
        &mut self,
        observation: &Observation,
        _context: &DrawContext,
    ) -> Result<Step, TableError> {
        Err(TableError::WrongGame {
            game: self.config.kind,
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
