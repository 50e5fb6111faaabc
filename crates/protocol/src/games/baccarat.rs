//! Bet on Baccarat on the wire: its outcome (the Player's and the Banker's cards), and its options
//! (its shoe, when not the default).

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

/// The wire options of a table whose shoe is `shoe`; `None` for the default shoe, so that the
/// table's settings read as before shoes were configurable.
pub(crate) fn encode_options(shoe: livedraw_domain::ShoeRule) -> Option<v1::BaccaratOptions> {
    crate::shoe::encode_unless_default(shoe).map(|shoe| v1::BaccaratOptions { shoe: Some(shoe) })
}

/// The shoe of wire options.
pub(crate) fn decode_options(
    options: &v1::BaccaratOptions,
) -> Result<livedraw_domain::ShoeRule, DecodeError> {
    crate::shoe::decode(
        (
            "settings.options.baccarat.shoe.decks",
            "settings.options.baccarat.shoe.end",
        ),
        options.shoe.as_ref(),
    )
}
