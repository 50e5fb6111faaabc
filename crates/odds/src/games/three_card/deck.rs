//! The unseen cards of the one deck, every three of them, and a three's value looked up.

use super::super::one_deck;
use crate::error::OddsError;
use livedraw_domain::poker::three_card::{evaluate, ThreeCardValue};
use livedraw_domain::Card;
use std::sync::OnceLock;

/// Cards in the deck.
const DECK: usize = 52;

pub use super::super::one_deck::unseen;

/// A three of the unseen cards: its cards as a bit set and its value.
#[derive(Clone, Copy, Debug)]
pub struct Three {
    /// Its cards.
    pub hand: [Card; 3],
    /// Bit `card.index()` set for each of its cards.
    pub cards: u64,
    /// Its value.
    pub value: ThreeCardValue,
}

/// Every three of `cards`; fewer than three cards is [`OddsError::TooFewCards`].
pub fn threes(cards: &[Card]) -> Result<Vec<Three>, OddsError> {
    if cards.len() < 3 {
        return Err(OddsError::TooFewCards {
            needed: 3,
            left: cards.len(),
        });
    }
    Ok(one_deck::threes(cards)
        .into_iter()
        .map(|three| Three {
            hand: three,
            cards: bits(three),
            value: value(three),
        })
        .collect())
}

/// The bit set of `cards`.
pub fn bits(cards: [Card; 3]) -> u64 {
    cards.iter().fold(0, |bits, card| bits | 1 << card.index())
}

/// The value of `cards`, looked up in a table of every ordered three, made on first use.
pub fn value(cards: [Card; 3]) -> ThreeCardValue {
    static VALUES: OnceLock<Vec<ThreeCardValue>> = OnceLock::new();
    let table = VALUES.get_or_init(|| {
        let mut table = Vec::with_capacity(DECK * DECK * DECK);
        for first in Card::all() {
            for second in Card::all() {
                for third in Card::all() {
                    table.push(evaluate([first, second, third]));
                }
            }
        }
        table
    });
    let [first, second, third] = cards.map(Card::index);
    table[(first * DECK + second) * DECK + third]
}
