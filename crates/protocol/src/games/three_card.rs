//! Three Card Poker and Fast Poker on the wire: a round's outcome (the common hand and the
//! dealer's, or in seats mode each seat's hand and decision) and a table's options (raised
//! paytable lines, the decision window, the seating). The two games share the messages; the
//! arm of `Outcome` and `GameOptions` names the game.

use crate::error::DecodeError;
use crate::outcome_checks::card_list;
use crate::raised_payouts::{decode_lines, encode_lines};
use crate::v1;
use crate::window_length;
use livedraw_domain::games::seating::Seating;
use livedraw_domain::games::three_card::outcome::{Outcome, SeatHand, SeatsOutcome};
use livedraw_domain::games::three_card::{ThreeCardConfig, ThreeCardGame};
use livedraw_domain::Card;

/// The wire outcome of a round.
pub(crate) fn encode_outcome(round: &Outcome) -> v1::ThreeCardOutcome {
    v1::ThreeCardOutcome {
        player_cards: round.player.iter().map(Card::to_string).collect(),
        dealer_cards: round.dealer.iter().map(Card::to_string).collect(),
        seats: Vec::new(),
    }
}

/// The wire outcome of a round in seats mode: no common hand, each seat's hand.
pub(crate) fn encode_seats(round: &SeatsOutcome) -> v1::ThreeCardOutcome {
    let dealer = round.dealer.iter().flatten();
    v1::ThreeCardOutcome {
        player_cards: Vec::new(),
        dealer_cards: dealer.map(Card::to_string).collect(),
        seats: round
            .seats
            .iter()
            .map(|hand| v1::ThreeCardSeat {
                seat: u32::from(hand.seat),
                cards: hand.cards.iter().map(Card::to_string).collect(),
                played: hand.played,
                by_default: hand.by_default,
            })
            .collect(),
    }
}

/// The round of a wire outcome of `game`: no common hand is a round in seats mode.
pub(crate) fn decode_any(
    game: ThreeCardGame,
    wire: &v1::ThreeCardOutcome,
) -> Result<livedraw_domain::Outcome, DecodeError> {
    Ok(match wire.player_cards.is_empty() {
        true => livedraw_domain::Outcome::ThreeCardSeats(decode_seats(game, wire)?),
        false => livedraw_domain::Outcome::ThreeCard(decode_outcome(game, wire)?),
    })
}

/// A round in seats mode: the dealer's three cards (none when no seat was bet on), each seat
/// 1–7 once, in seat order, with three cards.
fn decode_seats(
    game: ThreeCardGame,
    wire: &v1::ThreeCardOutcome,
) -> Result<SeatsOutcome, DecodeError> {
    let dealer = match wire.dealer_cards.is_empty() {
        true => None,
        false => Some(three(
            "outcome.three_card.dealer_cards",
            &wire.dealer_cards,
        )?),
    };
    let mut seats: Vec<SeatHand> = Vec::new();
    for hand in &wire.seats {
        let seat = crate::blackjack::seat("outcome.three_card.seats.seat", hand.seat)?;
        if seats.last().is_some_and(|last| last.seat >= seat) {
            return Err(DecodeError::Inconsistent {
                field: "outcome.three_card.seats",
                detail: format!("seat {seat} is out of seat order or named twice"),
            });
        }
        seats.push(SeatHand {
            seat,
            cards: three("outcome.three_card.seats.cards", &hand.cards)?,
            played: hand.played,
            by_default: hand.by_default,
        });
    }
    Ok(SeatsOutcome {
        game,
        dealer,
        seats,
    })
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
        seating: config.seating.name().to_string(),
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
        seating: match options.seating.as_str() {
            "" => Seating::CommonHand,
            name => Seating::named(name).ok_or_else(|| DecodeError::Inconsistent {
                field: "settings.options.three_card.seating",
                detail: format!("`{name}` is neither `common_hand` nor `seats`"),
            })?,
        },
    };
    config.check().map_err(|error| DecodeError::Inconsistent {
        field: "settings.options.three_card",
        detail: error.to_string(),
    })?;
    Ok(config)
}

/// A round in a few characters, for people: `player As Kd 2c, dealer Qh 8s 3d`; in seats
/// mode `seat 2 As Kd 2c play, seat 5 9s 9h 4d fold (default), dealer Qh 8s 3d`.
pub(crate) fn outcome_text(round: &v1::ThreeCardOutcome) -> String {
    if !round.player_cards.is_empty() {
        return format!(
            "player {}, dealer {}",
            round.player_cards.join(" "),
            round.dealer_cards.join(" ")
        );
    }
    if round.seats.is_empty() {
        return "no seat bet".to_string();
    }
    let seats = round.seats.iter().map(|hand| {
        let decision = match (hand.played, hand.by_default) {
            (true, _) => "play",
            (false, false) => "fold",
            (false, true) => "fold (default)",
        };
        format!("seat {} {} {decision}", hand.seat, hand.cards.join(" "))
    });
    let seats: Vec<String> = seats.collect();
    format!(
        "{}, dealer {}",
        seats.join(", "),
        round.dealer_cards.join(" ")
    )
}
