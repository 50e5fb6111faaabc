//! The card swaps (stud-and-triple-bet.md, "Flow" 3 and 7): the player's, for a fee of the ante
//! per card, and the dealer's when a game is bought: the highest card (B: the two highest, or
//! with a pair the two highest not in it, our choice), once for all buyers.

use super::version::OasisVersion;
use crate::card::Card;
use thiserror::Error;

/// Why a seat's swap or buy is refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OasisDecisionError {
    /// The version has no swap window.
    #[error("version {0} has no card swap")]
    SwapNotOffered(OasisVersion),
    /// More cards than the version allows.
    #[error("{asked} cards to swap, and version {version} allows at most {most}")]
    TooManyCards {
        /// The version.
        version: OasisVersion,
        /// Cards asked for.
        asked: usize,
        /// The most allowed.
        most: u8,
    },
    /// A card the seat does not hold.
    #[error("the seat does not hold {0}")]
    NotHeld(Card),
    /// A card named twice.
    #[error("{0} is named twice")]
    Twice(Card),
    /// The version does not let a player buy a game.
    #[error("version {0} has no buying a game")]
    BuyNotOffered(OasisVersion),
    /// The dealer qualified: there is no game to buy.
    #[error("the dealer qualified: there is no game to buy")]
    DealerQualified,
    /// The seat folded.
    #[error("the seat folded")]
    Folded,
}

/// Checks the swap of `discards` from the seat's `held` cards (none: no swap).
pub fn check_swap(
    version: OasisVersion,
    held: &[Card; 5],
    discards: &[Card],
) -> Result<(), OasisDecisionError> {
    let most = version.most_swapped();
    if discards.is_empty() {
        return Ok(());
    }
    if most == 0 {
        return Err(OasisDecisionError::SwapNotOffered(version));
    }
    if discards.len() > usize::from(most) {
        return Err(OasisDecisionError::TooManyCards {
            version,
            asked: discards.len(),
            most,
        });
    }
    for (at, card) in discards.iter().enumerate() {
        if !held.contains(card) {
            return Err(OasisDecisionError::NotHeld(*card));
        }
        if discards[..at].contains(card) {
            return Err(OasisDecisionError::Twice(*card));
        }
    }
    Ok(())
}

/// Checks a seat's buying a game: offered by the version, the dealer not qualifying, the seat
/// having continued.
pub fn check_buy(
    version: OasisVersion,
    dealer_qualifies: bool,
    continued: bool,
) -> Result<(), OasisDecisionError> {
    if version.dealer_swaps().is_none() {
        return Err(OasisDecisionError::BuyNotOffered(version));
    }
    if dealer_qualifies {
        return Err(OasisDecisionError::DealerQualified);
    }
    if !continued {
        return Err(OasisDecisionError::Folded);
    }
    Ok(())
}

/// The cards the dealer discards when a game is bought, highest first: the highest card, or
/// in B the two highest not in a pair (empty where the version has no buying).
pub fn dealer_discards(version: OasisVersion, dealer: &[Card; 5]) -> Vec<Card> {
    let Some(swaps) = version.dealer_swaps() else {
        return Vec::new();
    };
    let paired = |card: &Card| {
        dealer
            .iter()
            .filter(|other| other.rank() == card.rank())
            .count()
            > 1
    };
    let mut singles: Vec<Card> = dealer
        .iter()
        .copied()
        .filter(|card| !paired(card))
        .collect();
    singles.sort_by_key(|card| std::cmp::Reverse(card.rank()));
    singles.truncate(usize::from(swaps));
    singles
}

/// `hand` with `discards` replaced by `replacements`, in order (each replacement takes its
/// discard's place).
pub fn swapped(hand: &[Card; 5], discards: &[Card], replacements: &[Card]) -> [Card; 5] {
    let mut out = *hand;
    for (discard, replacement) in discards.iter().zip(replacements) {
        if let Some(place) = out.iter_mut().find(|card| *card == discard) {
            *place = *replacement;
        }
    }
    out
}
