//! The remaining composition of a shoe: after the cards seen from it (for a state built from
//! its parts), or as the table's shoe in play holds it (for a state captured from a table).

use crate::error::OddsError;
use livedraw_domain::games::shoe_in_play::ShoeInPlay;
use livedraw_domain::{Card, Composition};

/// `decks` full decks less every card in `seen` (dealt, burned or exposed).
pub fn remaining(decks: u8, seen: &[Card]) -> Result<Composition, OddsError> {
    let mut shoe = Composition::full(decks);
    for &card in seen {
        if !shoe.remove(card) {
            return Err(OddsError::CardSeenTooOften { card, decks });
        }
    }
    Ok(shoe)
}

/// The cards left in the table's shoe; an error if no shoe is in play.
pub fn in_play(shoe: &ShoeInPlay) -> Result<Composition, OddsError> {
    shoe.shoe()
        .map(|shoe| shoe.composition().clone())
        .ok_or(OddsError::NoShoe)
}

/// Cards remaining per rank index (two … ace).
pub(crate) fn rank_counts(shoe: &Composition) -> [u32; 13] {
    let mut counts = [0; 13];
    for card in Card::all() {
        counts[card.rank().index()] += u32::from(shoe.count(card));
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::card::parse_cards;

    #[test]
    fn seen_cards_leave_the_shoe() {
        let seen = parse_cards("Ah Ah Td").expect("cards");
        let shoe = remaining(6, &seen).expect("legal");
        assert_eq!(shoe.total(), 309);
        assert_eq!(shoe.count(seen[0]), 4);
    }

    #[test]
    fn a_card_seen_more_often_than_the_decks_hold_is_refused() {
        let seen = parse_cards("Ah Ah").expect("cards");
        assert_eq!(
            remaining(1, &seen),
            Err(OddsError::CardSeenTooOften {
                card: seen[0],
                decks: 1
            })
        );
    }
}
