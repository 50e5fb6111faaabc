//! What a spin ended with: the sector and its symbol.

use serde::{Deserialize, Serialize};

/// The sector the pointer rests on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The sector, 0–53.
    pub sector: u8,
    /// Its symbol's name.
    pub symbol: String,
}
