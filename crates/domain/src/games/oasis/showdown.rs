//! The dealer's hand against a player's (stud-and-triple-bet.md, "Flow" 5–7): whether the
//! dealer qualifies, as dealt and after a bought swap, and how the two hands compare, each
//! version by its own ranking (C: deuces wild).

use super::deuces;
use super::hand::{ace_king, pair_of};
use super::version::{OasisVersion, Qualifier};
use crate::card::{Card, Rank};
use crate::poker::five_card::evaluate;
use std::cmp::Ordering;

/// A dealer's hand against a seat that continued.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Showdown {
    /// The dealer does not qualify: the hands are not compared.
    DealerDoesNotQualify,
    /// The dealer qualifies and the player's hand is higher.
    PlayerBetter,
    /// The dealer qualifies and the dealer's hand is higher.
    DealerBetter,
    /// The dealer qualifies and the hands are equal (a standoff).
    Tie,
}

/// Whether the dealer's five `cards` qualify as dealt: Ace & King or better (standard, A), a
/// pair of 8s or better (B; C with its deuces wild). Version D's dealer has no hand.
pub fn qualifies(version: OasisVersion, cards: &[Card; 5]) -> bool {
    match (version.qualifier(), version) {
        (None, _) => false,
        (Some(_), OasisVersion::C) => deuces::value(cards) >= deuces::eights(),
        (Some(Qualifier::AceKing), _) => evaluate(cards) >= ace_king(),
        (Some(Qualifier::EightsOrBetter), _) => evaluate(cards) >= pair_of(Rank::Eight),
    }
}

/// Whether the dealer's hand after the bought swap qualifies: a pair or better (B: a pair of 8s
/// or better, our choice, so that a low pair the dealer already held cannot qualify it).
pub fn bought_qualifies(version: OasisVersion, cards: &[Card; 5]) -> bool {
    let lowest = match version {
        OasisVersion::B => Rank::Eight,
        OasisVersion::Standard | OasisVersion::A | OasisVersion::C | OasisVersion::D => Rank::Two,
    };
    evaluate(cards) >= pair_of(lowest)
}

/// The player's hand against the dealer's, qualification aside.
pub fn compare(version: OasisVersion, player: &[Card; 5], dealer: &[Card; 5]) -> Ordering {
    match version {
        OasisVersion::C => deuces::value(player).cmp(&deuces::value(dealer)),
        OasisVersion::Standard | OasisVersion::A | OasisVersion::B | OasisVersion::D => {
            evaluate(player).cmp(&evaluate(dealer))
        }
    }
}

/// The showdown of a seat that continued against the dealer's hand as dealt.
pub fn showdown(version: OasisVersion, player: &[Card; 5], dealer: &[Card; 5]) -> Showdown {
    if !qualifies(version, dealer) {
        return Showdown::DealerDoesNotQualify;
    }
    compared(version, player, dealer)
}

/// The hands compared, the dealer's qualifying.
pub fn compared(version: OasisVersion, player: &[Card; 5], dealer: &[Card; 5]) -> Showdown {
    match compare(version, player, dealer) {
        Ordering::Greater => Showdown::PlayerBetter,
        Ordering::Less => Showdown::DealerBetter,
        Ordering::Equal => Showdown::Tie,
    }
}
