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

    /// Whether the game has a progressive version (UTH Progressive, THB Progressive), whose
    /// box a table may offer ([`super::progressive_box`]).
    pub fn has_progressive(self) -> bool {
        match self {
            HoldemVariant::UltimateHoldem | HoldemVariant::HoldemBonus => true,
            HoldemVariant::DynamicPoker | HoldemVariant::RiversidePoker => false,
        }
    }

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
