//! How a table seats its players (house-games.md, "Two ways to seat players"): on a common hand
//! (the default: one hand face up, every player deciding on the operator's platform), or in
//! seats, each seat dealt its own face-down hand and its holder deciding through the Decisions
//! API.

use serde::{Deserialize, Serialize};

/// A table's seating.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Seating {
    /// One hand dealt face up; any number of players bet and decide on it.
    #[default]
    CommonHand,
    /// Each seat its own face-down hand, its holder's decisions journaled.
    Seats,
}

impl Seating {
    /// The name in the studio file: `common_hand`, `seats`.
    pub fn name(self) -> &'static str {
        match self {
            Seating::CommonHand => "common_hand",
            Seating::Seats => "seats",
        }
    }

    /// The seating named `name`.
    pub fn named(name: &str) -> Option<Seating> {
        [Seating::CommonHand, Seating::Seats]
            .into_iter()
            .find(|seating| seating.name() == name)
    }
}
