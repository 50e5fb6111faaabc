//! Red Dog on the wire: a round's outcome (the grid and the third card) and a table's options
//! (the shoe, raised paytable lines, the raise window).

use crate::error::DecodeError;
use crate::outcome_checks::{card, card_list};
use crate::raised_payouts::{decode_lines, encode_lines};
use crate::v1;
use crate::window_length;
use livedraw_domain::games::red_dog::{outcome::Outcome, RedDogConfig};
use livedraw_domain::Card;

/// The wire outcome of a round.
pub(crate) fn encode_outcome(round: &Outcome) -> v1::RedDogOutcome {
    v1::RedDogOutcome {
        grid_cards: round.grid.iter().map(Card::to_string).collect(),
        third_card: round.third.map(|third| third.to_string()),
    }
}

/// The round of a wire outcome: two grid cards and at most a third.
pub(crate) fn decode_outcome(wire: &v1::RedDogOutcome) -> Result<Outcome, DecodeError> {
    let grid = card_list("outcome.red_dog.grid_cards", &wire.grid_cards, 2, 2)?;
    Ok(Outcome {
        grid: [grid[0], grid[1]],
        third: wire
            .third_card
            .as_deref()
            .map(|third| card("outcome.red_dog.third_card", third))
            .transpose()?,
    })
}

/// The wire options of a table's configuration.
pub(crate) fn encode_options(config: &RedDogConfig) -> v1::RedDogOptions {
    v1::RedDogOptions {
        shoe: crate::shoe::encode_unless_default(config.shoe),
        raised: encode_lines(&config.raised),
        decision_window_ms: window_length::encode(config.decision_window),
    }
}

/// The configuration of wire options, checked as the studio checks it at start-up.
pub(crate) fn decode_options(options: &v1::RedDogOptions) -> Result<RedDogConfig, DecodeError> {
    let config = RedDogConfig {
        shoe: crate::shoe::decode(
            (
                "settings.options.red_dog.shoe.decks",
                "settings.options.red_dog.shoe.end",
            ),
            options.shoe.as_ref(),
        )?,
        raised: decode_lines(&options.raised),
        decision_window: window_length::decode(
            "settings.options.red_dog.decision_window_ms",
            options.decision_window_ms,
        )?,
    };
    config.check().map_err(|error| DecodeError::Inconsistent {
        field: "settings.options.red_dog",
        detail: error.to_string(),
    })?;
    Ok(config)
}

/// A round in a few characters, for people: `grid 4c 9d, third 7h`.
pub(crate) fn outcome_text(round: &v1::RedDogOutcome) -> String {
    match &round.third_card {
        Some(third) => format!("grid {}, third {third}", round.grid_cards.join(" ")),
        None => format!("grid {}, consecutive", round.grid_cards.join(" ")),
    }
}
