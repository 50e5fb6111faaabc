//! What the one-deck house games share (one 52-card deck per round, house-games.md): the cards
//! not seen, every three of them, and a hand's class under the suits' symmetry.

use crate::error::OddsError;
use livedraw_domain::Card;

/// The deck less `seen`; a card seen twice is [`OddsError::DuplicateCard`].
pub fn unseen(seen: &[Card]) -> Result<Vec<Card>, OddsError> {
    let mut out = [false; 52];
    for &card in seen {
        if std::mem::replace(&mut out[card.index()], true) {
            return Err(OddsError::DuplicateCard(card));
        }
    }
    Ok(Card::all().filter(|card| !out[card.index()]).collect())
}

/// Every three of `cards`, in their order.
pub fn threes(cards: &[Card]) -> Vec<[Card; 3]> {
    let mut all = Vec::with_capacity(cards.len() * cards.len() * cards.len() / 6);
    for (at, &first) in cards.iter().enumerate() {
        for (next, &second) in cards.iter().enumerate().skip(at + 1) {
            for &third in &cards[next + 1..] {
                all.push([first, second, third]);
            }
        }
    }
    all
}

/// A hand's class: where the unseen deck is `symmetric` in the suits (no card seen), its ranks
/// from the highest with each card's suit renamed in order of first appearance, so that hands
/// alike but for the suits' names share it; else its cards.
pub fn class(hand: &[Card], symmetric: bool) -> Vec<u8> {
    let mut cards = hand.to_vec();
    if !symmetric {
        return cards.iter().map(|card| card.index() as u8).collect();
    }
    cards.sort_by_key(|card| (std::cmp::Reverse(card.rank()), card.suit()));
    let mut names = Vec::new();
    let mut key: Vec<u8> = cards.iter().map(|card| card.rank().index() as u8).collect();
    for card in &cards {
        let name = match names.iter().position(|suit| *suit == card.suit()) {
            Some(name) => name,
            None => {
                names.push(card.suit());
                names.len() - 1
            }
        };
        key.push(name as u8);
    }
    key
}
