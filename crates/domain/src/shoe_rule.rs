//! How a table's shoe is made and when it ends (operations.md, "Shoes as the rulebooks give
//! them"): baccarat, punto banco, war and blackjack tables deal from 1 to 8 decks, and change the
//! shoe either after the draw in which fewer than N cards are left, or when the cut card placed
//! D cards from the back comes out (the floor reports it). One type for the four games.

use crate::shoe::SHOE_CHANGE_BELOW;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The most decks a shoe holds (the rulebooks' 1–8).
pub const MAX_DECKS: u8 = 8;

/// Cards in one deck.
const CARDS_PER_DECK: u16 = 52;

/// A table's shoe: how many decks, and what ends it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ShoeRule {
    /// Decks in the shoe, 1 to 8.
    pub decks: u8,
    /// When the shoe is changed.
    #[serde(default)]
    pub end: ShoeEnd,
}

/// When a shoe is changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShoeEnd {
    /// After the draw in which fewer than this many cards are left (the studio default, 40).
    FewerThan(u16),
    /// A cut card placed this many cards from the back: when the floor reports it out, the
    /// hand being dealt (between draws, the next one) is the last before the shoe is changed.
    CutCard(u16),
}

impl Default for ShoeEnd {
    /// Fewer than 40 cards left, as the live games have always changed their shoes.
    fn default() -> ShoeEnd {
        ShoeEnd::FewerThan(SHOE_CHANGE_BELOW)
    }
}

/// Why a shoe rule does not fit the shoe it describes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum ShoeRuleError {
    /// Outside the rulebooks' 1–8 decks.
    #[error("a shoe holds 1 to {MAX_DECKS} decks, not {0}")]
    Decks(u8),
    /// A threshold of 0 never changes the shoe; one above the shoe's cards changes it after
    /// every draw.
    #[error(
        "a shoe of {cards} cards cannot be changed when fewer than {below} are left (1 to {cards})"
    )]
    Threshold {
        /// The threshold given.
        below: u16,
        /// The shoe's cards.
        cards: u16,
    },
    /// A cut card must lie inside the shoe: at least one card behind it, at least one before.
    #[error("a cut card {depth} cards from the back does not fit a shoe of {cards} cards (1 to {})", cards.saturating_sub(1))]
    CutCardDepth {
        /// The depth given.
        depth: u16,
        /// The shoe's cards.
        cards: u16,
    },
}

impl Default for ShoeRule {
    /// Six decks, changed when fewer than 40 cards are left.
    fn default() -> ShoeRule {
        ShoeRule::of_decks(6)
    }
}

impl ShoeRule {
    /// `decks` decks changed when fewer than 40 cards are left.
    pub fn of_decks(decks: u8) -> ShoeRule {
        ShoeRule {
            decks,
            end: ShoeEnd::default(),
        }
    }

    /// The cards of a full shoe.
    pub fn cards(&self) -> u16 {
        u16::from(self.decks) * CARDS_PER_DECK
    }

    /// How many cards from the back the cut card is placed, where the shoe has one (the floor
    /// then reports it out).
    pub fn cut_card(&self) -> Option<u16> {
        match self.end {
            ShoeEnd::CutCard(depth) => Some(depth),
            ShoeEnd::FewerThan(_) => None,
        }
    }

    /// Refuses 0 or more than 8 decks, and a threshold or cut card that does not fit the shoe.
    pub fn check(&self) -> Result<(), ShoeRuleError> {
        if !(1..=MAX_DECKS).contains(&self.decks) {
            return Err(ShoeRuleError::Decks(self.decks));
        }
        let cards = self.cards();
        match self.end {
            ShoeEnd::FewerThan(below) if !(1..=cards).contains(&below) => {
                Err(ShoeRuleError::Threshold { below, cards })
            }
            ShoeEnd::CutCard(depth) if !(1..cards).contains(&depth) => {
                Err(ShoeRuleError::CutCardDepth { depth, cards })
            }
            ShoeEnd::FewerThan(_) | ShoeEnd::CutCard(_) => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shoe_of_zero_or_nine_decks_is_refused() {
        for decks in [0, 9] {
            assert_eq!(
                ShoeRule::of_decks(decks).check(),
                Err(ShoeRuleError::Decks(decks))
            );
        }
        for decks in 1..=8 {
            assert_eq!(ShoeRule::of_decks(decks).check(), Ok(()));
        }
    }

    #[test]
    fn a_cut_card_deeper_than_the_shoe_is_refused() {
        let rule = |depth| ShoeRule {
            decks: 1,
            end: ShoeEnd::CutCard(depth),
        };
        assert_eq!(
            rule(52).check(),
            Err(ShoeRuleError::CutCardDepth {
                depth: 52,
                cards: 52
            })
        );
        assert_eq!(
            rule(52).check().map_err(|error| error.to_string()),
            Err(
                "a cut card 52 cards from the back does not fit a shoe of 52 cards (1 to 51)"
                    .into()
            )
        );
        assert!(rule(0).check().is_err());
        assert_eq!(rule(51).check(), Ok(()));
    }

    #[test]
    fn a_threshold_outside_the_shoe_is_refused() {
        let rule = |below| ShoeRule {
            decks: 1,
            end: ShoeEnd::FewerThan(below),
        };
        assert_eq!(
            rule(53).check(),
            Err(ShoeRuleError::Threshold {
                below: 53,
                cards: 52
            })
        );
        assert!(rule(0).check().is_err());
        assert_eq!(rule(52).check(), Ok(()));
    }

    #[test]
    fn the_default_shoe_is_six_decks_changed_below_40_cards() {
        assert_eq!(
            ShoeRule::default(),
            ShoeRule {
                decks: 6,
                end: ShoeEnd::FewerThan(40)
            }
        );
    }
}
