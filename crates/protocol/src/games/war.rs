//! War of Bets on the wire: its outcome (the Player's and the Dealer's cards).

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
