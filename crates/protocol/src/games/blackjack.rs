//! Blackjack on the wire: its outcome (the dealer's cards and every seat's hands, bets and
//! answers) and its options (version, shoe, side game, decision window, table options). The
//! seats, windows and actions it shares with the Decisions API are in [`crate::blackjack`].

use crate::blackjack::{self as shared, MAX_HANDS};
use crate::error::DecodeError;
use crate::outcome::card_list;
use crate::v1;
use livedraw_domain::games::blackjack::{
    self, BlackjackConfig, Offer, Seat, SeatHand, TableOptions, Version,
};
use livedraw_domain::{Card, Payout};
use std::time::Duration;

/// No blackjack hand, the dealer's included, holds more cards: twenty-one aces make 21, which
/// takes no card, and every other card counts at least as much.
const MOST_CARDS: usize = 21;
/// A blackjack shoe holds at most eight decks.
const MAX_DECKS: u8 = 8;
/// The shortest decision window the rules allow: a second.
const MIN_DECISION_WINDOW_MS: u64 = 1_000;

/// The wire outcome of a deal.
pub(crate) fn encode_outcome(outcome: &blackjack::Outcome) -> v1::BlackjackOutcome {
    v1::BlackjackOutcome {
        dealer_cards: outcome.dealer.iter().map(Card::to_string).collect(),
        seats: outcome.seats.iter().map(encode_seat).collect(),
    }
}

fn encode_seat(seat: &Seat) -> v1::BlackjackSeat {
    v1::BlackjackSeat {
        seat: u32::from(seat.number),
        hands: seat
            .hands
            .iter()
            .zip(1u32..)
            .map(|(played, hand)| v1::BlackjackHand {
                hand,
                cards: played.cards.iter().map(Card::to_string).collect(),
                split: played.split,
                split_ace: played.split_ace,
                doubled: played.doubled,
                stood: played.stood,
                surrendered: played.surrendered,
            })
            .collect(),
        insurance_hundredths: seat.insurance.map(u32::from),
        even_money: seat.even_money,
        offer: seat.offer.map(|offer| {
            match offer {
                Offer::Insurance => v1::BlackjackOffer::Insurance,
                Offer::EvenMoney => v1::BlackjackOffer::EvenMoney,
            }
            .into()
        }),
        answered_offer: seat.answered_offer,
    }
}

/// A blackjack outcome: the dealer's cards (none when nobody bet), the seats by increasing
/// number, each with 1 to the most hands a seat can have, numbered in order.
pub(crate) fn decode_outcome(
    wire: &v1::BlackjackOutcome,
) -> Result<blackjack::Outcome, DecodeError> {
    // Nobody bet: nothing was dealt, the dealer included.
    let (fewest, most) = if wire.seats.is_empty() {
        (0, 0)
    } else {
        (1, MOST_CARDS)
    };
    let dealer = card_list(
        "outcome.blackjack.dealer_cards",
        &wire.dealer_cards,
        fewest,
        most,
    )?;
    let seats = wire
        .seats
        .iter()
        .map(decode_seat)
        .collect::<Result<Vec<Seat>, DecodeError>>()?;
    if let Some(pair) = seats
        .windows(2)
        .find(|pair| pair[0].number >= pair[1].number)
    {
        return Err(DecodeError::Inconsistent {
            field: "outcome.blackjack.seats.seat",
            detail: format!(
                "seat {} listed after seat {}: seats are listed once each, by increasing number",
                pair[1].number, pair[0].number
            ),
        });
    }
    Ok(blackjack::Outcome { dealer, seats })
}

fn decode_seat(wire: &v1::BlackjackSeat) -> Result<Seat, DecodeError> {
    let count = wire.hands.len();
    if !(1..=usize::from(MAX_HANDS)).contains(&count) {
        return Err(DecodeError::OutOfRange {
            field: "outcome.blackjack.seats.hands",
            value: count as u64,
            min: 1,
            max: u64::from(MAX_HANDS),
        });
    }
    Ok(Seat {
        number: shared::seat("outcome.blackjack.seats.seat", wire.seat)?,
        hands: (1u32..)
            .zip(&wire.hands)
            .map(|(place, hand)| decode_hand(place, hand))
            .collect::<Result<_, _>>()?,
        insurance: wire
            .insurance_hundredths
            .map(|hundredths| {
                shared::insurance("outcome.blackjack.seats.insurance_hundredths", hundredths)
            })
            .transpose()?,
        even_money: wire.even_money,
        offer: wire.offer.map(decode_offer).transpose()?,
        answered_offer: wire.answered_offer,
    })
}

fn decode_offer(value: i32) -> Result<Offer, DecodeError> {
    const FIELD: &str = "outcome.blackjack.seats.offer";
    Ok(match crate::common::enumeration(FIELD, value)? {
        v1::BlackjackOffer::Unspecified => return Err(DecodeError::Unspecified { field: FIELD }),
        v1::BlackjackOffer::Insurance => Offer::Insurance,
        v1::BlackjackOffer::EvenMoney => Offer::EvenMoney,
    })
}

fn decode_hand(place: u32, wire: &v1::BlackjackHand) -> Result<SeatHand, DecodeError> {
    if wire.hand != place {
        return Err(DecodeError::Inconsistent {
            field: "outcome.blackjack.seats.hands.hand",
            detail: format!("hand {} listed in place {place}", wire.hand),
        });
    }
    Ok(SeatHand {
        cards: card_list(
            "outcome.blackjack.seats.hands.cards",
            &wire.cards,
            2,
            MOST_CARDS,
        )?,
        split: wire.split,
        split_ace: wire.split_ace,
        doubled: wire.doubled,
        stood: wire.stood,
        surrendered: wire.surrendered,
    })
}

/// The wire options of a table's configuration.
pub(crate) fn encode_options(config: &BlackjackConfig) -> v1::BlackjackOptions {
    v1::BlackjackOptions {
        version: shared::version_letter(config.version),
        decks: u32::from(config.decks),
        side_game: shared::encode_side_game(config.side_game),
        surrender_where_open: config.surrender_where_open,
        decision_window_ms: u64::try_from(config.decision_window.as_millis()).unwrap_or(u64::MAX),
        blackjack_pays_hundredths: config.options.blackjack_pays.as_hundredths(),
        twenty_one_pushes_dealer_blackjack: config.options.twenty_one_pushes_dealer_blackjack,
        original_stake_only_under_ace: config.options.original_stake_only_under_ace,
    }
}

/// Blackjack's options, each field checked where the wire can say more than the rules take,
/// then the whole as the studio checks it at start-up.
pub(crate) fn decode_options(
    options: &v1::BlackjackOptions,
) -> Result<BlackjackConfig, DecodeError> {
    let version = shared::decode_version("settings.options.blackjack.version", &options.version)?;
    let config = BlackjackConfig {
        version,
        decks: crate::common::narrow_u8(
            "settings.options.blackjack.decks",
            options.decks,
            1,
            MAX_DECKS,
        )?,
        side_game: shared::decode_side_game(
            "settings.options.blackjack.side_game",
            &options.side_game,
        )?,
        surrender_where_open: options.surrender_where_open,
        decision_window: decision_window(options.decision_window_ms)?,
        options: TableOptions {
            blackjack_pays: posted_payout(version, options.blackjack_pays_hundredths)?,
            twenty_one_pushes_dealer_blackjack: options.twenty_one_pushes_dealer_blackjack,
            original_stake_only_under_ace: options.original_stake_only_under_ace,
        },
    };
    // The fields above are each in range; the domain's own check stays the last word, should
    // it ever judge their combination.
    config.check().map_err(|error| DecodeError::Inconsistent {
        field: "settings.options.blackjack",
        detail: error.to_string(),
    })?;
    Ok(config)
}

/// A decision window of at least a second, as the rules require.
fn decision_window(millis: u64) -> Result<Duration, DecodeError> {
    if millis < MIN_DECISION_WINDOW_MS {
        return Err(DecodeError::OutOfRange {
            field: "settings.options.blackjack.decision_window_ms",
            value: millis,
            min: MIN_DECISION_WINDOW_MS,
            max: u64::MAX,
        });
    }
    Ok(Duration::from_millis(millis))
}

/// A blackjack payout `version` posts.
fn posted_payout(version: Version, hundredths: i32) -> Result<Payout, DecodeError> {
    let payout = Payout::hundredths(hundredths);
    let posted = version.rules().blackjack_payouts;
    if posted.contains(&payout) {
        return Ok(payout);
    }
    let listed: Vec<String> = posted
        .iter()
        .map(|payout| payout.as_hundredths().to_string())
        .collect();
    Err(DecodeError::Inconsistent {
        field: "settings.options.blackjack.blackjack_pays_hundredths",
        detail: format!(
            "version {version} posts {} hundredths, not {hundredths}",
            listed.join(", ")
        ),
    })
}
