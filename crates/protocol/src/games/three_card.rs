//! Three Card Poker and Fast Poker on the wire: a round's outcome (the common hand and the
//! dealer's) and a table's options (raised paytable lines, the decision window). The two games
//! share the messages; the arm of `Outcome` and `GameOptions` names the game.

use crate::error::DecodeError;
use crate::outcome_checks::card_list;
use crate::raised_payouts::{decode_lines, encode_lines};
use crate::v1;
use crate::window_length;
use livedraw_domain::games::three_card::{outcome::Outcome, ThreeCardConfig, ThreeCardGame};
use livedraw_domain::Card;

/// The wire outcome of a round.
pub(crate) fn encode_outcome(round: &Outcome) -> v1::ThreeCardOutcome {
    v1::ThreeCardOutcome {
        player_cards: round.player.iter().map(Card::to_string).collect(),
        dealer_cards: round.dealer.iter().map(Card::to_string).collect(),
    }
}

/// The round of a wire outcome of `game`: three cards each.
pub(crate) fn decode_outcome(
    game: ThreeCardGame,
    wire: &v1::ThreeCardOutcome,
) -> Result<Outcome, DecodeError> {
    Ok(Outcome {
        game,
        player: three("outcome.three_card.player_cards", &wire.player_cards)?,
        dealer: three("outcome.three_card.dealer_cards", &wire.dealer_cards)?,
    })
}

fn three(field: &'static str, cards: &[String]) -> Result<[Card; 3], DecodeError> {
    let cards = card_list(field, cards, 3, 3)?;
    Ok([cards[0], cards[1], cards[2]])
}

/// The wire options of a table's configuration.
pub(crate) fn encode_options(config: &ThreeCardConfig) -> v1::ThreeCardOptions {
    v1::ThreeCardOptions {
        raised: encode_lines(&config.raised),
        decision_window_ms: window_length::encode(config.decision_window),
    }
}

/// The configuration of wire options of `game`, checked as the studio checks it at start-up.
pub(crate) fn decode_options(
    game: ThreeCardGame,
    options: &v1::ThreeCardOptions,
) -> Result<ThreeCardConfig, DecodeError> {
    let config = ThreeCardConfig {
        game,
        raised: decode_lines(&options.raised),
        decision_window: window_length::decode(
            "settings.options.three_card.decision_window_ms",
            options.decision_window_ms,
        )?,
    };
    config.check().map_err(|error| DecodeError::Inconsistent {
        field: "settings.options.three_card",
        detail: error.to_string(),
    })?;
    Ok(config)
}

/// A round in a few characters, for people: `player As Kd 2c, dealer Qh 8s 3d`.
pub(crate) fn outcome_text(round: &v1::ThreeCardOutcome) -> String {
    format!(
        "player {}, dealer {}",
        round.player_cards.join(" "),
        round.dealer_cards.join(" ")
    )
}
