//! Bet on Baccarat on the wire: its outcome (the Player's and the Banker's cards).

use crate::error::DecodeError;
use crate::outcome_checks::card_list;
use crate::v1;
use livedraw_domain::games::baccarat;
use livedraw_domain::Card;

/// A baccarat side has two or three cards.
const BACCARAT_SIDE: std::ops::RangeInclusive<usize> = 2..=3;

/// The wire outcome of a coup.
pub(crate) fn encode_outcome(coup: &baccarat::Outcome) -> v1::BaccaratOutcome {
    v1::BaccaratOutcome {
        player_cards: coup.player.iter().map(Card::to_string).collect(),
        banker_cards: coup.banker.iter().map(Card::to_string).collect(),
    }
}

/// The coup of a wire outcome: two or three cards a side.
pub(crate) fn decode_outcome(coup: &v1::BaccaratOutcome) -> Result<baccarat::Outcome, DecodeError> {
    Ok(baccarat::Outcome {
        player: side("outcome.baccarat.player_cards", &coup.player_cards)?,
        banker: side("outcome.baccarat.banker_cards", &coup.banker_cards)?,
    })
}

/// One side of a coup, in either game dealt by baccarat's rules: two or three cards.
pub(crate) fn side(field: &'static str, cards: &[String]) -> Result<Vec<Card>, DecodeError> {
    card_list(field, cards, *BACCARAT_SIDE.start(), *BACCARAT_SIDE.end())
}
