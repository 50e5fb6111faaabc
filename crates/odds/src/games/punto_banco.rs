//! punto_banco: exact probabilities and returns (placeholder until the game's engine lands).

use crate::chances::Chances;
use crate::error::OddsError;
use livedraw_domain::games::punto_banco::PuntoBancoConfig;
use livedraw_domain::Composition;

/// Every market's exact chance and return from the shoe.
pub fn chances(_config: &PuntoBancoConfig, _shoe: &Composition) -> Result<Chances, OddsError> {
    todo!("punto banco odds")
}
