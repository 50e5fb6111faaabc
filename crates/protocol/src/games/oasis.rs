//! Oasis Stud Poker on the wire: a round's outcome (the version, the common hand and the
//! dealer's) and a table's options (the version, raised paytable lines, the decision window's
//! length).

use crate::error::DecodeError;
use crate::outcome_checks::card_list;
use crate::raised_payouts::{decode_lines, encode_lines};
use crate::v1;
use crate::window_length;
use livedraw_domain::games::oasis::{outcome::Outcome, OasisConfig, OasisVersion};
use livedraw_domain::Card;

/// The wire outcome of a round.
pub(crate) fn encode_outcome(round: &Outcome) -> v1::OasisOutcome {
    v1::OasisOutcome {
        version: round.version.name().to_string(),
        player_cards: round.player.iter().map(Card::to_string).collect(),
        dealer_cards: round.dealer.iter().map(Card::to_string).collect(),
    }
}

/// The round of a wire outcome: a version, five cards each.
pub(crate) fn decode_outcome(wire: &v1::OasisOutcome) -> Result<Outcome, DecodeError> {
    Ok(Outcome {
        version: version("outcome.oasis.version", &wire.version)?,
        player: five("outcome.oasis.player_cards", &wire.player_cards)?,
        dealer: five("outcome.oasis.dealer_cards", &wire.dealer_cards)?,
    })
}

fn five(field: &'static str, cards: &[String]) -> Result<[Card; 5], DecodeError> {
    let cards = card_list(field, cards, 5, 5)?;
    Ok([cards[0], cards[1], cards[2], cards[3], cards[4]])
}

fn version(field: &'static str, name: &str) -> Result<OasisVersion, DecodeError> {
    OasisVersion::named(name).ok_or_else(|| DecodeError::Inconsistent {
        field,
        detail: format!("`{name}` is no Oasis Stud version (standard, a, b, c, d)"),
    })
}

/// The wire options of a table's configuration.
pub(crate) fn encode_options(config: &OasisConfig) -> v1::OasisOptions {
    v1::OasisOptions {
        version: config.version.name().to_string(),
        raised: encode_lines(&config.raised),
        decision_window_ms: window_length::encode(config.decision_window),
    }
}

/// The configuration of wire options, checked as the studio checks it at start-up.
pub(crate) fn decode_options(options: &v1::OasisOptions) -> Result<OasisConfig, DecodeError> {
    let config = OasisConfig {
        version: version("settings.options.oasis.version", &options.version)?,
        raised: decode_lines(&options.raised),
        decision_window: window_length::decode(
            "settings.options.oasis.decision_window_ms",
            options.decision_window_ms,
        )?,
    };
    config.check().map_err(|error| DecodeError::Inconsistent {
        field: "settings.options.oasis",
        detail: error.to_string(),
    })?;
    Ok(config)
}

/// A round in a few characters, for people: `a: player 2h 6h 9h Jh Qh, dealer Kc Kd 8s 5c 3d`.
pub(crate) fn outcome_text(round: &v1::OasisOutcome) -> String {
    format!(
        "{}: player {}, dealer {}",
        round.version,
        round.player_cards.join(" "),
        round.dealer_cards.join(" ")
    )
}
