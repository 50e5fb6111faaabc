//! Triple Bet Poker on the wire: a round's outcome (the common hand and the community cards)
//! and a table's options (raised paytable lines, the decision windows' length). Oasis Stud
//! version D's outcome is the same message; the arm of `Outcome` names the game.

use crate::error::DecodeError;
use crate::outcome_checks::card_list;
use crate::raised_payouts::{decode_lines, encode_lines};
use crate::v1;
use crate::window_length;
use livedraw_domain::games::triple_bet::{outcome::Outcome, TripleBetConfig, TripleBetGame};
use livedraw_domain::Card;

/// The wire outcome of a round.
pub(crate) fn encode_outcome(round: &Outcome) -> v1::TripleBetOutcome {
    v1::TripleBetOutcome {
        own_cards: round.own.iter().map(Card::to_string).collect(),
        community_cards: round.community.iter().map(Card::to_string).collect(),
    }
}

/// The round of a wire outcome of `game`: three own cards and two community cards.
pub(crate) fn decode_outcome(
    game: TripleBetGame,
    wire: &v1::TripleBetOutcome,
) -> Result<Outcome, DecodeError> {
    let own = card_list("outcome.triple_bet.own_cards", &wire.own_cards, 3, 3)?;
    let community = card_list(
        "outcome.triple_bet.community_cards",
        &wire.community_cards,
        2,
        2,
    )?;
    Ok(Outcome {
        game,
        own: [own[0], own[1], own[2]],
        community: [community[0], community[1]],
    })
}

/// The wire options of a table's configuration.
pub(crate) fn encode_options(config: &TripleBetConfig) -> v1::TripleBetOptions {
    v1::TripleBetOptions {
        raised: encode_lines(&config.raised),
        decision_window_ms: window_length::encode(config.decision_window),
    }
}

/// The configuration of wire options, checked as the studio checks it at start-up.
pub(crate) fn decode_options(
    options: &v1::TripleBetOptions,
) -> Result<TripleBetConfig, DecodeError> {
    let config = TripleBetConfig {
        game: TripleBetGame::TripleBetPoker,
        raised: decode_lines(&options.raised),
        decision_window: window_length::decode(
            "settings.options.triple_bet.decision_window_ms",
            options.decision_window_ms,
        )?,
    };
    config.check().map_err(|error| DecodeError::Inconsistent {
        field: "settings.options.triple_bet",
        detail: error.to_string(),
    })?;
    Ok(config)
}

/// A round in a few characters, for people: `own Ts Th 4c, community Td 2s`.
pub(crate) fn outcome_text(round: &v1::TripleBetOutcome) -> String {
    format!(
        "own {}, community {}",
        round.own_cards.join(" "),
        round.community_cards.join(" ")
    )
}
