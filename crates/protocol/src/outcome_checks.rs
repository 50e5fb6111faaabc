//! The checks the games' outcome decoders share: card lists and single cards (small numbers: `narrowing::narrow_u8`).

use crate::error::DecodeError;
use livedraw_domain::card::Card;

pub(crate) fn exact_cards(
    field: &'static str,
    cards: &[String],
    count: usize,
) -> Result<Vec<Card>, DecodeError> {
    if cards.len() != count {
        return Err(DecodeError::WrongCardCount {
            field,
            count: cards.len(),
            min: count,
            max: count,
        });
    }
    cards.iter().map(|text| card(field, text)).collect()
}

/// `min` to `max` cards, each rank and suit.
pub(crate) fn card_list(
    field: &'static str,
    cards: &[String],
    min: usize,
    max: usize,
) -> Result<Vec<Card>, DecodeError> {
    if !(min..=max).contains(&cards.len()) {
        return Err(DecodeError::WrongCardCount {
            field,
            count: cards.len(),
            min,
            max,
        });
    }
    cards.iter().map(|text| card(field, text)).collect()
}

pub(crate) fn card(field: &'static str, text: &str) -> Result<Card, DecodeError> {
    text.parse()
        .map_err(|source| DecodeError::BadCard { field, source })
}
