//! The four hold'em games a table can run.

use crate::kind::GameKind;
use serde::{Deserialize, Serialize};

/// Which hold'em game a table runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HoldemVariant {
    /// Ultimate Texas Hold'em (§4.4.1.2.4).
    UltimateHoldem,
    /// Texas Hold'em Bonus (§4.4.1.2.2).
    HoldemBonus,
    /// Dynamic Poker (§1.4.1.2.3).
    DynamicPoker,
    /// Riverside Poker (§1.4.1.2.4).
    RiversidePoker,
}

impl HoldemVariant {
    /// Every game.
    pub const ALL: [HoldemVariant; 4] = [
        HoldemVariant::UltimateHoldem,
        HoldemVariant::HoldemBonus,
        HoldemVariant::DynamicPoker,
        HoldemVariant::RiversidePoker,
    ];

    /// The kind of table that runs this game.
    pub fn kind(self) -> GameKind {
        match self {
            HoldemVariant::UltimateHoldem => GameKind::UltimateHoldem,
            HoldemVariant::HoldemBonus => GameKind::HoldemBonus,
            HoldemVariant::DynamicPoker => GameKind::DynamicPoker,
            HoldemVariant::RiversidePoker => GameKind::RiversidePoker,
        }
    }
}
