//! What every game does with a correction's reading ([`crate::games::GameRules::reread`]): a
//! game without cards takes a whole outcome of its own kind; a card game takes a card at one of
//! its positions, which must be another card than the one recorded there.

use crate::barcode::Barcode;
use crate::card::Card;
use crate::correction::Reading;
use crate::error::TableError;
use crate::kind::GameKind;
use crate::position::Position;

/// A reading `game`'s draws cannot have: a card at a game without cards, another game's
/// outcome, a whole outcome at a card game.
pub fn not_of_game(game: GameKind, reading: &Reading) -> TableError {
    TableError::ReadingNotOfGame {
        game,
        reading: reading.kind(),
    }
}

/// A settled draw that is not one of `game`'s: the journaled original is not this table's.
pub fn settled_not_of_game(game: GameKind) -> TableError {
    TableError::WrongGame {
        game,
        observation: "settled outcome",
    }
}

/// A card reading at a card game: where, which card there, and the physical card.
pub fn card_of(game: GameKind, reading: &Reading) -> Result<(Position, u8, Barcode), TableError> {
    match reading {
        Reading::Card {
            position,
            index,
            barcode,
        } => Ok((*position, *index, *barcode)),
        Reading::Outcome(_) => Err(not_of_game(game, reading)),
    }
}

/// Puts the card `reading` names in place of the one recorded there, among the outcome's
/// cards at each of `places` (a position and its cards, in dealing order); the position and
/// the card replaced. Refused at another position or where no such card was dealt.
pub fn replace_read_card(
    game: GameKind,
    reading: &Reading,
    places: &mut [(Position, &mut [Card])],
) -> Result<(Position, Card), TableError> {
    let (position, index, barcode) = card_of(game, reading)?;
    let cards = places
        .iter_mut()
        .find(|(at, _)| *at == position)
        .map(|(_, cards)| &mut **cards)
        .ok_or(TableError::NoSuchPosition { game, position })?;
    Ok((
        position,
        replace_card(cards, position, index, barcode.card())?,
    ))
}

/// Refuses a die that shows no face of a six-sided die.
pub fn check_dice(dice: &[u8]) -> Result<(), TableError> {
    match dice.iter().find(|die| !(1..=6).contains(*die)) {
        Some(die) => Err(TableError::OutOfRange {
            what: "die",
            value: i64::from(*die),
        }),
        None => Ok(()),
    }
}

/// Puts `real` in place of the `index`-th card (from 1) of `cards` at `position`; the card it
/// replaces. Refused when no such card was dealt there.
pub fn replace_card(
    cards: &mut [Card],
    position: Position,
    index: u8,
    real: Card,
) -> Result<Card, TableError> {
    let slot = usize::from(index)
        .checked_sub(1)
        .and_then(|at| cards.get_mut(at))
        .ok_or(TableError::NoSuchCard { position, index })?;
    Ok(std::mem::replace(slot, real))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    #[test]
    fn a_card_is_replaced_at_its_place_from_one() {
        let mut cards = parse_cards("Ah 9c").expect("cards");
        let real: Card = "Kd".parse().expect("card");
        let replaced = replace_card(&mut cards, Position::Player, 2, real).expect("replaced");
        assert_eq!(replaced, "9c".parse().expect("card"));
        assert_eq!(cards, parse_cards("Ah Kd").expect("cards"));
    }

    #[test]
    fn a_place_beyond_the_cards_dealt_there_is_refused() {
        let mut cards = parse_cards("Ah 9c").expect("cards");
        let real: Card = "Kd".parse().expect("card");
        for index in [0, 3] {
            assert_eq!(
                replace_card(&mut cards, Position::Banker, index, real),
                Err(TableError::NoSuchCard {
                    position: Position::Banker,
                    index
                })
            );
        }
    }
}
