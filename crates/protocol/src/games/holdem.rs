//! The hold'em games on the wire: a round's outcome (the common hand, the board and the
//! dealer's hole cards, and the hand a progressive box pays on) and a table's options (the
//! game's paytable choices, raised lines, the progressive box's prizes, the decision window). The four games share the messages; the arm of `Outcome` and
//! `GameOptions` names the game.

use crate::error::DecodeError;
use crate::outcome_checks::card_list;
use crate::raised_payouts::{decode_lines, encode_lines};
use crate::v1;
use crate::window_length;
use livedraw_domain::games::holdem::holdem_bonus::{AnteOption, BonusTable};
use livedraw_domain::games::holdem::outcome::Outcome;
use livedraw_domain::games::holdem::progressive_box;
use livedraw_domain::games::holdem::ultimate_holdem::TripsTable;
use livedraw_domain::games::holdem::{config::HoldemConfig, variant::HoldemVariant};
use livedraw_domain::poker::progressive::Progressive;
use livedraw_domain::Card;
use std::collections::{BTreeMap, HashMap};

/// The wire outcome of a round.
pub(crate) fn encode_outcome(round: &Outcome) -> v1::HoldemOutcome {
    let cards = |cards: &[Card]| cards.iter().map(Card::to_string).collect();
    v1::HoldemOutcome {
        player_cards: cards(&round.player),
        board_cards: cards(&round.board),
        dealer_cards: cards(&round.dealer),
        progressive_hand: progressive_box::hand(&round.deal()).name().to_string(),
    }
}

/// The round of a wire outcome of `variant`: two hole cards each and five on the board.
pub(crate) fn decode_outcome(
    variant: HoldemVariant,
    wire: &v1::HoldemOutcome,
) -> Result<Outcome, DecodeError> {
    let board = card_list("outcome.holdem.board_cards", &wire.board_cards, 5, 5)?;
    Ok(Outcome {
        variant,
        player: two("outcome.holdem.player_cards", &wire.player_cards)?,
        board: [board[0], board[1], board[2], board[3], board[4]],
        dealer: two("outcome.holdem.dealer_cards", &wire.dealer_cards)?,
    })
}

fn two(field: &'static str, cards: &[String]) -> Result<[Card; 2], DecodeError> {
    let cards = card_list(field, cards, 2, 2)?;
    Ok([cards[0], cards[1]])
}

/// The wire options of a table's configuration: the paytable choices of its game only.
pub(crate) fn encode_options(config: &HoldemConfig) -> v1::HoldemOptions {
    let (trips, ante_option, bonus) = match config.variant {
        HoldemVariant::UltimateHoldem => (trips_name(config.trips), "", ""),
        HoldemVariant::HoldemBonus => (
            "",
            ante_name(config.ante_option),
            bonus_name(config.bonus_table),
        ),
        HoldemVariant::DynamicPoker | HoldemVariant::RiversidePoker => ("", "", ""),
    };
    v1::HoldemOptions {
        trips: trips.to_string(),
        ante_option: ante_option.to_string(),
        bonus: bonus.to_string(),
        raised: encode_lines(&config.raised),
        decision_window_ms: window_length::encode(config.decision_window),
        progressive: config
            .progressive
            .clone()
            .map(|lines| BTreeMap::from(lines).into_iter().collect())
            .unwrap_or_default(),
    }
}

/// The progressive box's paytable; none when the wire gives no line.
fn decode_progressive(lines: &HashMap<String, String>) -> Result<Option<Progressive>, DecodeError> {
    if lines.is_empty() {
        return Ok(None);
    }
    Progressive::parse(
        lines
            .iter()
            .map(|(hand, prize)| (hand.as_str(), prize.as_str())),
    )
    .map(Some)
    .map_err(|error| DecodeError::Inconsistent {
        field: "settings.options.holdem.progressive",
        detail: error.to_string(),
    })
}

/// The configuration of wire options of `variant`, checked as the studio checks it at
/// start-up; an empty choice is the game's default.
pub(crate) fn decode_options(
    variant: HoldemVariant,
    options: &v1::HoldemOptions,
) -> Result<HoldemConfig, DecodeError> {
    let defaults = HoldemConfig::of(variant);
    let config = HoldemConfig {
        variant,
        trips: choice(
            "settings.options.holdem.trips",
            &options.trips,
            TripsTable::ALL,
            trips_name,
        )?
        .unwrap_or(defaults.trips),
        ante_option: choice(
            "settings.options.holdem.ante_option",
            &options.ante_option,
            [AnteOption::A, AnteOption::B, AnteOption::C],
            ante_name,
        )?
        .unwrap_or(defaults.ante_option),
        bonus_table: choice(
            "settings.options.holdem.bonus",
            &options.bonus,
            [BonusTable::I, BonusTable::II],
            bonus_name,
        )?
        .unwrap_or(defaults.bonus_table),
        raised: decode_lines(&options.raised),
        decision_window: window_length::decode(
            "settings.options.holdem.decision_window_ms",
            options.decision_window_ms,
        )?,
        progressive: decode_progressive(&options.progressive)?,
    };
    config.check().map_err(|error| DecodeError::Inconsistent {
        field: "settings.options.holdem",
        detail: error.to_string(),
    })?;
    Ok(config)
}

/// The choice named `given` among `all`; `None` when nothing is given.
fn choice<T: Copy, const N: usize>(
    field: &'static str,
    given: &str,
    all: [T; N],
    name: fn(T) -> &'static str,
) -> Result<Option<T>, DecodeError> {
    if given.is_empty() {
        return Ok(None);
    }
    all.into_iter()
        .find(|&choice| name(choice) == given)
        .map(Some)
        .ok_or_else(|| DecodeError::Inconsistent {
            field,
            detail: format!("`{given}` is none of {}", all.map(name).join(", ")),
        })
}

fn trips_name(table: TripsTable) -> &'static str {
    match table {
        TripsTable::I => "I",
        TripsTable::II => "II",
        TripsTable::III => "III",
        TripsTable::IV => "IV",
    }
}

fn ante_name(option: AnteOption) -> &'static str {
    match option {
        AnteOption::A => "A",
        AnteOption::B => "B",
        AnteOption::C => "C",
    }
}

fn bonus_name(table: BonusTable) -> &'static str {
    match table {
        BonusTable::I => "I",
        BonusTable::II => "II",
    }
}

/// A round in a few characters, for people: `player As Kd, board 2c 7d 9s Jc 3h, dealer Qh 8s`.
pub(crate) fn outcome_text(round: &v1::HoldemOutcome) -> String {
    format!(
        "player {}, board {}, dealer {}",
        round.player_cards.join(" "),
        round.board_cards.join(" "),
        round.dealer_cards.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::Payout;

    #[test]
    fn every_game_s_options_round_trip_and_a_choice_of_no_table_is_refused() {
        for variant in HoldemVariant::ALL {
            let config = HoldemConfig {
                trips: TripsTable::III,
                ante_option: AnteOption::C,
                bonus_table: BonusTable::II,
                ..HoldemConfig::of(variant)
            };
            let decoded = decode_options(variant, &encode_options(&config)).expect("decoded");
            assert_eq!(decoded.variant, variant);
            match variant {
                HoldemVariant::UltimateHoldem => assert_eq!(decoded.trips, TripsTable::III),
                HoldemVariant::HoldemBonus => {
                    assert_eq!(
                        (decoded.ante_option, decoded.bonus_table),
                        (AnteOption::C, BonusTable::II)
                    );
                }
                HoldemVariant::DynamicPoker | HoldemVariant::RiversidePoker => {
                    assert_eq!(decoded, HoldemConfig::of(variant));
                }
            }
        }
        let wrong = v1::HoldemOptions {
            trips: "V".into(),
            decision_window_ms: 15_000,
            ..Default::default()
        };
        assert!(decode_options(HoldemVariant::UltimateHoldem, &wrong).is_err());
        let below = v1::HoldemOptions {
            raised: encode_lines(&[("trips.flush".into(), Payout::times(2))]),
            decision_window_ms: 15_000,
            ..Default::default()
        };
        assert!(decode_options(HoldemVariant::UltimateHoldem, &below).is_err());
    }

    #[test]
    fn a_progressive_box_round_trips_and_one_at_a_game_without_it_is_refused() {
        let progressive = Progressive::parse([
            ("royal_flush", "100%"),
            ("straight_flush", "12.5%"),
            ("flush", "50"),
        ])
        .expect("a paytable");
        let config = HoldemConfig {
            progressive: Some(progressive.clone()),
            ..HoldemConfig::of(HoldemVariant::HoldemBonus)
        };
        let wire = encode_options(&config);
        assert_eq!(wire.progressive["straight_flush"], "12.5%");
        let decoded = decode_options(HoldemVariant::HoldemBonus, &wire).expect("decoded");
        assert_eq!(decoded.progressive, Some(progressive));
        assert!(decode_options(HoldemVariant::DynamicPoker, &wire).is_err());
        let mut not_top = wire;
        not_top
            .progressive
            .insert("royal_flush".into(), "90%".into());
        assert!(decode_options(HoldemVariant::HoldemBonus, &not_top).is_err());
    }

    #[test]
    fn an_outcome_round_trips_and_a_short_board_is_refused() {
        let cards = |text: &str| livedraw_domain::card::parse_cards(text).expect("cards");
        let board = cards("2c 7d 9s Jc 3h");
        let round = Outcome {
            variant: HoldemVariant::RiversidePoker,
            player: [cards("Ah")[0], cards("Kd")[0]],
            board: [board[0], board[1], board[2], board[3], board[4]],
            dealer: [cards("Qs")[0], cards("8d")[0]],
        };
        let wire = encode_outcome(&round);
        // The progressive hand: the hole cards and the flop, A-K-9-7-2.
        assert_eq!(wire.progressive_hand, "high_card");
        assert_eq!(
            decode_outcome(HoldemVariant::RiversidePoker, &wire),
            Ok(round)
        );
        assert_eq!(
            outcome_text(&wire),
            "player Ah Kd, board 2c 7d 9s Jc 3h, dealer Qs 8d"
        );
        let short = v1::HoldemOutcome {
            board_cards: wire.board_cards[..4].to_vec(),
            ..wire
        };
        assert!(decode_outcome(HoldemVariant::RiversidePoker, &short).is_err());
    }
}
