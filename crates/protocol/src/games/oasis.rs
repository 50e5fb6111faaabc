//! Oasis Stud Poker on the wire: a round's outcome (the version, the common hand and the
//! dealer's, and the hand the bonus pays on) and a table's options (the version, raised
//! paytable lines, the decision window's length, the progressive bonus).

use crate::error::DecodeError;
use crate::outcome_checks::card_list;
use crate::raised_payouts::{decode_lines, encode_lines};
use crate::v1;
use crate::window_length;
use livedraw_domain::games::oasis::ProgressiveBonus;
use livedraw_domain::games::oasis::{outcome::Outcome, OasisConfig, OasisVersion};
use livedraw_domain::poker::five_card::evaluate;
use livedraw_domain::Card;
use std::collections::{BTreeMap, HashMap};

/// The wire outcome of a round.
pub(crate) fn encode_outcome(round: &Outcome) -> v1::OasisOutcome {
    v1::OasisOutcome {
        version: round.version.name().to_string(),
        player_cards: round.player.iter().map(Card::to_string).collect(),
        dealer_cards: round.dealer.iter().map(Card::to_string).collect(),
        bonus_hand: evaluate(&round.player).category().name().to_string(),
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
        progressive_bonus: config
            .progressive_bonus
            .clone()
            .map(|bonus| BTreeMap::from(bonus).into_iter().collect())
            .unwrap_or_default(),
    }
}

/// The progressive bonus; none when the wire gives no entry.
fn decode_progressive(
    entries: &HashMap<String, String>,
) -> Result<Option<ProgressiveBonus>, DecodeError> {
    if entries.is_empty() {
        return Ok(None);
    }
    let entries = entries.iter();
    ProgressiveBonus::parse(entries.map(|(key, value)| (key.as_str(), value.as_str())))
        .map(Some)
        .map_err(|error| DecodeError::Inconsistent {
            field: "settings.options.oasis.progressive_bonus",
            detail: error.to_string(),
        })
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
        progressive_bonus: decode_progressive(&options.progressive_bonus)?,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_progressive_bonus_round_trips_and_one_at_a_version_without_a_bonus_is_refused() {
        let bonus = ProgressiveBonus::parse([
            ("stake", "2.5"),
            ("royal_flush", "100%"),
            ("straight_flush", "12.5%"),
        ])
        .expect("a bonus");
        let config = OasisConfig {
            progressive_bonus: Some(bonus.clone()),
            ..OasisConfig::default()
        };
        let wire = encode_options(&config);
        assert_eq!(wire.progressive_bonus["stake"], "2.50");
        assert_eq!(wire.progressive_bonus["straight_flush"], "12.5%");
        assert_eq!(decode_options(&wire).expect("decoded"), config);
        let c = v1::OasisOptions {
            version: "c".into(),
            ..wire.clone()
        };
        assert!(decode_options(&c).is_err());
        let mut no_pot = wire;
        no_pot.progressive_bonus.retain(|key, _| key == "stake");
        assert!(decode_options(&no_pot).is_err());
    }

    #[test]
    fn an_outcome_names_the_hand_the_bonus_pays_on() {
        let cards = |text: &str| livedraw_domain::card::parse_cards(text).expect("cards");
        let five = |text: &str| <[Card; 5]>::try_from(cards(text)).expect("five");
        let round = Outcome {
            version: OasisVersion::A,
            player: five("9s 7s 5s 3s Ks"),
            dealer: five("2h 3d 4c 7h 9c"),
        };
        let wire = encode_outcome(&round);
        assert_eq!(wire.bonus_hand, "flush");
        assert_eq!(decode_outcome(&wire), Ok(round));
    }
}
