//! A setting's two hands' values and a legal setting's net against the bank's: the domain's
//! `settle` (pai-gow.md, "Settlement") on values alone, for the inner loops.

use livedraw_domain::games::pai_gow::{BackValue, FrontValue, Setting};

/// A setting's two hands' values: all that settles it against another legal setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SetHands {
    /// The 2-card front's value.
    pub front: FrontValue,
    /// The 5-card back's value.
    pub back: BackValue,
}

impl SetHands {
    /// The values of `setting`'s hands.
    pub fn of(setting: &Setting) -> SetHands {
        SetHands {
            front: setting.front_value(),
            back: setting.back_value(),
        }
    }
}

/// The net of a bet of one unit, in hundredths, for the player's legal `player` setting
/// against the bank's legal `bank`: both hands win +95 (1 x less 5 % commission), one wins 0
/// (a push), neither −100; a copy is the bank's. Fouls are the caller's to exclude: a
/// player's foul loses, and the house way never fouls.
pub fn net_hundredths(player: SetHands, bank: SetHands) -> i32 {
    match (player.front > bank.front, player.back > bank.back) {
        (true, true) => 95,
        (true, false) | (false, true) => 0,
        (false, false) => -100,
    }
}
