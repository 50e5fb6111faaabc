//! War of Bets on the wire: its outcome (the Player's and the Dealer's cards), and its options
//! (its shoe, when not the default).

use crate::error::DecodeError;
use crate::outcome_checks::card;
use crate::v1;
use livedraw_domain::games::war;

/// The wire outcome of a draw.
pub(crate) fn encode_outcome(draw: &war::Outcome) -> v1::WarOutcome {
    v1::WarOutcome {
        player_card: draw.player.to_string(),
        dealer_card: draw.dealer.to_string(),
    }
}

/// The draw of a wire outcome.
pub(crate) fn decode_outcome(draw: &v1::WarOutcome) -> Result<war::Outcome, DecodeError> {
    Ok(war::Outcome {
        player: card("outcome.war.player_card", &draw.player_card)?,
        dealer: card("outcome.war.dealer_card", &draw.dealer_card)?,
    })
}

/// The wire options of a table whose shoe is `shoe`; `None` for the default shoe, so that the
/// table's settings read as before shoes were configurable.
pub(crate) fn encode_options(shoe: livedraw_domain::ShoeRule) -> Option<v1::WarOptions> {
    crate::shoe::encode_unless_default(shoe).map(|shoe| v1::WarOptions { shoe: Some(shoe) })
}

/// The shoe of wire options.
pub(crate) fn decode_options(
    options: &v1::WarOptions,
) -> Result<livedraw_domain::ShoeRule, DecodeError> {
    crate::shoe::decode(
        (
            "settings.options.war.shoe.decks",
            "settings.options.war.shoe.end",
        ),
        options.shoe.as_ref(),
    )
}
