//! Oasis Stud Poker's configurations (stud-and-triple-bet.md, "Configurations"): what each
//! version offers, how its dealer qualifies, and how a table of it is seated.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A configuration of Oasis Stud Poker, posted at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OasisVersion {
    /// The main text: a one-card swap, buying a game, Ace & King qualifies.
    Standard,
    /// Caribbean Stud Poker: no swap, no buying.
    A,
    /// A two-card swap, buying a game (the dealer swaps two), a pair of 8s qualifies.
    B,
    /// Deuces wild, a pair of 8s qualifies, no bonus (our choice).
    C,
    /// Three own cards and two community cards, played as Triple Bet Poker with table D.
    D,
}

/// What the dealer's hand needs to be compared with the players'.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Qualifier {
    /// Ace & King or better (standard, A).
    AceKing,
    /// A pair of 8s or better (B, C).
    EightsOrBetter,
}

impl OasisVersion {
    /// Every version.
    pub const ALL: [OasisVersion; 5] = [
        OasisVersion::Standard,
        OasisVersion::A,
        OasisVersion::B,
        OasisVersion::C,
        OasisVersion::D,
    ];

    /// The most cards a player may swap (0: no swap window).
    pub fn most_swapped(self) -> u8 {
        match self {
            OasisVersion::Standard => 1,
            OasisVersion::B => 2,
            OasisVersion::A | OasisVersion::C | OasisVersion::D => 0,
        }
    }

    /// How many cards the dealer swaps when a game is bought (`None`: no buying).
    pub fn dealer_swaps(self) -> Option<u8> {
        match self {
            OasisVersion::Standard => Some(1),
            OasisVersion::B => Some(2),
            OasisVersion::A | OasisVersion::C | OasisVersion::D => None,
        }
    }

    /// How the dealer qualifies (`None`: version D, where the dealer has no hand).
    pub fn qualifier(self) -> Option<Qualifier> {
        match self {
            OasisVersion::Standard | OasisVersion::A => Some(Qualifier::AceKing),
            OasisVersion::B | OasisVersion::C => Some(Qualifier::EightsOrBetter),
            OasisVersion::D => None,
        }
    }

    /// Whether the version has a bonus box (C and D have none: our choice).
    pub fn has_bonus(self) -> bool {
        match self {
            OasisVersion::Standard | OasisVersion::A | OasisVersion::B => true,
            OasisVersion::C | OasisVersion::D => false,
        }
    }

    /// The seats at a table (B: 6, so that its swaps fit in one deck).
    pub fn seats(self) -> u8 {
        match self {
            OasisVersion::B => 6,
            OasisVersion::Standard | OasisVersion::A | OasisVersion::C | OasisVersion::D => 7,
        }
    }

    /// Whether a table may run in common-hand mode: not where swaps and buying change what
    /// the dealer deals (standard and B run in seats mode only).
    pub fn common_hand_allowed(self) -> bool {
        match self {
            OasisVersion::Standard | OasisVersion::B => false,
            OasisVersion::A | OasisVersion::C | OasisVersion::D => true,
        }
    }

    /// The name in the studio file and on the wire: `standard`, `a` … `d`.
    pub fn name(self) -> &'static str {
        match self {
            OasisVersion::Standard => "standard",
            OasisVersion::A => "a",
            OasisVersion::B => "b",
            OasisVersion::C => "c",
            OasisVersion::D => "d",
        }
    }

    /// The version named `name` (either case).
    pub fn named(name: &str) -> Option<OasisVersion> {
        let name = name.to_ascii_lowercase();
        OasisVersion::ALL
            .into_iter()
            .find(|version| version.name() == name)
    }
}

impl fmt::Display for OasisVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
