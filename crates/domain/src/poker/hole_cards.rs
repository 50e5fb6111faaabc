//! The kinds of two hole cards the hold'em games' bonus boxes pay (three-card-and-holdem.md:
//! Texas Hold'em Bonus's bonus, Dynamic Poker's B): a pair, an ace with a king, queen or jack,
//! suited or not; and A-A against the dealer's A-A (Bonus II's top line). A hand may meet two
//! kinds (A-A against A-A is A-A too): [`kinds_met`] gives them highest first, and a paytable
//! pays the first it has a line for.

use crate::card::{Card, Rank};
use crate::poker::paytable::Line;

/// A kind of two hole cards, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HoleCards {
    /// A pair of twos to tens.
    TensToTwos,
    /// A-Q or A-J of different suits.
    AceQueenOrJackOffsuit,
    /// K-K, Q-Q or J-J.
    KingsQueensOrJacks,
    /// A-K of different suits.
    AceKingOffsuit,
    /// A-Q or A-J of one suit.
    AceQueenOrJackSuited,
    /// A-K of one suit.
    AceKingSuited,
    /// A-A.
    Aces,
    /// A-A while the dealer holds the other two aces.
    AcesAgainstDealerAces,
}

impl HoleCards {
    /// Every kind, lowest first.
    pub const ALL: [HoleCards; 8] = [
        HoleCards::TensToTwos,
        HoleCards::AceQueenOrJackOffsuit,
        HoleCards::KingsQueensOrJacks,
        HoleCards::AceKingOffsuit,
        HoleCards::AceQueenOrJackSuited,
        HoleCards::AceKingSuited,
        HoleCards::Aces,
        HoleCards::AcesAgainstDealerAces,
    ];
}

impl Line for HoleCards {
    fn all() -> &'static [Self] {
        &HoleCards::ALL
    }

    fn name(self) -> &'static str {
        match self {
            HoleCards::TensToTwos => "tens_to_twos",
            HoleCards::AceQueenOrJackOffsuit => "ace_queen_or_jack_offsuit",
            HoleCards::KingsQueensOrJacks => "kings_queens_or_jacks",
            HoleCards::AceKingOffsuit => "ace_king_offsuit",
            HoleCards::AceQueenOrJackSuited => "ace_queen_or_jack_suited",
            HoleCards::AceKingSuited => "ace_king_suited",
            HoleCards::Aces => "aces",
            HoleCards::AcesAgainstDealerAces => "aces_against_dealer_aces",
        }
    }
}

/// The kinds the player's `hole` cards meet, highest first (none, one, or A-A against the
/// dealer's A-A and A-A), the dealer's hole cards `dealer` deciding the top line.
pub fn kinds_met(hole: [Card; 2], dealer: [Card; 2]) -> Vec<HoleCards> {
    let Some(kind) = kind(hole) else {
        return Vec::new();
    };
    let aces = |cards: [Card; 2]| cards.iter().all(|card| card.rank() == Rank::Ace);
    if kind == HoleCards::Aces && aces(dealer) {
        return vec![HoleCards::AcesAgainstDealerAces, HoleCards::Aces];
    }
    vec![kind]
}

/// The kind of `hole` on its own cards, if any.
fn kind([first, second]: [Card; 2]) -> Option<HoleCards> {
    let (high, low) = if first.rank() >= second.rank() {
        (first.rank(), second.rank())
    } else {
        (second.rank(), first.rank())
    };
    let suited = first.suit() == second.suit();
    match (high, low) {
        (Rank::Ace, Rank::Ace) => Some(HoleCards::Aces),
        (Rank::Ace, Rank::King) if suited => Some(HoleCards::AceKingSuited),
        (Rank::Ace, Rank::King) => Some(HoleCards::AceKingOffsuit),
        (Rank::Ace, Rank::Queen | Rank::Jack) if suited => Some(HoleCards::AceQueenOrJackSuited),
        (Rank::Ace, Rank::Queen | Rank::Jack) => Some(HoleCards::AceQueenOrJackOffsuit),
        (Rank::King, Rank::King) | (Rank::Queen, Rank::Queen) | (Rank::Jack, Rank::Jack) => {
            Some(HoleCards::KingsQueensOrJacks)
        }
        _ if high == low => Some(HoleCards::TensToTwos),
        _ => None,
    }
}
