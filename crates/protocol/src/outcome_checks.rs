//! The checks the games' outcome decoders share: card lists, single cards, small numbers.

use crate::error::DecodeError;
use livedraw_domain::card::Card;

pub(crate) fn small(field: &'static str, value: u32, min: u8, max: u8) -> Result<u8, DecodeError> {
    u8::try_from(value)
        .ok()
        .filter(|v| (min..=max).contains(v))
        .ok_or(DecodeError::OutOfRange {
            field,
            value: u64::from(value),
            min: u64::from(min),
            max: u64::from(max),
        })
}

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
