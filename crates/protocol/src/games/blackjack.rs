//! Blackjack on the wire: its outcome (the dealer's cards and every seat's hands, bets and
//! answers) and its options (version, shoe, side game, decision window, table options). The
//! seats, windows and actions it shares with the Decisions API are in [`crate::blackjack`].

use crate::blackjack::{self as shared, MAX_HANDS};
use crate::error::DecodeError;
use crate::outcome_checks::card_list;
use crate::v1;
use livedraw_domain::games::blackjack::hand::is_blackjack;
use livedraw_domain::games::blackjack::Total;
use livedraw_domain::games::blackjack::{
    self, BlackjackConfig, Offer, Seat, SeatHand, TableOptions, Version,
};
use livedraw_domain::Rank;
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
    Ok(match crate::narrowing::enumeration(FIELD, value)? {
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
        version: shared::version_name(config.version),
        decks: u32::from(config.shoe.decks),
        side_game: shared::encode_side_game(config.side_game),
        surrender_where_open: config.surrender_where_open,
        decision_window_ms: u64::try_from(config.decision_window.as_millis()).unwrap_or(u64::MAX),
        blackjack_pays_hundredths: config.options.blackjack_pays.as_hundredths(),
        twenty_one_pushes_dealer_blackjack: config.options.twenty_one_pushes_dealer_blackjack,
        original_stake_only_under_ace: config.options.original_stake_only_under_ace,
        shoe_end: crate::shoe::encode_end_unless_default(config.shoe.end),
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
        shoe: crate::shoe::decode_end(
            "settings.options.blackjack.shoe_end",
            crate::narrowing::narrow_u8(
                "settings.options.blackjack.decks",
                options.decks,
                1,
                MAX_DECKS,
            )?,
            options.shoe_end.as_ref(),
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

/// A deal in a few characters, for people: the dealer's total (`bust`, `BJ`) and how many
/// hands the seats played (`dealer 18, 2 hands`).
pub(crate) fn outcome_text(deal: &v1::BlackjackOutcome) -> String {
    if deal.seats.is_empty() {
        return "no seat bet".into();
    }
    let ranks: Option<Vec<Rank>> = deal
        .dealer_cards
        .iter()
        .map(|card| card.parse::<Card>().ok().map(Card::rank))
        .collect();
    let dealer = match ranks {
        Some(ranks) if is_blackjack(&ranks) => "BJ".to_string(),
        Some(ranks) if Total::of(&ranks).best > 21 => format!("bust {}", Total::of(&ranks).best),
        Some(ranks) => Total::of(&ranks).best.to_string(),
        None => "?".into(),
    };
    let hands: usize = deal.seats.iter().map(|seat| seat.hands.len()).sum();
    let plural = if hands == 1 { "" } else { "s" };
    format!("dealer {dealer}, {hands} hand{plural}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::games::blackjack::{BlackjackConfig, SideGame, Version};
    use livedraw_domain::GameConfig;
    use std::time::Duration;

    fn blackjack_options(config: &BlackjackConfig) -> v1::BlackjackOptions {
        super::encode_options(config)
    }

    fn decode(options: v1::BlackjackOptions) -> Result<GameConfig, DecodeError> {
        super::decode_options(&options).map(GameConfig::Blackjack)
    }

    #[test]
    fn every_field_of_a_blackjack_table_round_trips() {
        for side_game in SideGame::ALL.map(Some).into_iter().chain([None]) {
            let mut config = BlackjackConfig::of(Version::N);
            config.shoe = livedraw_domain::ShoeRule {
                decks: 8,
                end: livedraw_domain::ShoeEnd::CutCard(208),
            };
            config.side_game = side_game;
            config.surrender_where_open = true;
            config.decision_window = Duration::from_millis(12_345);
            config.options.blackjack_pays = Payout::hundredths(200);
            config.options.twenty_one_pushes_dealer_blackjack = true;
            config.options.original_stake_only_under_ace = false;
            let wire = blackjack_options(&config);
            assert_eq!(wire.version, "N");
            assert_eq!(wire.decision_window_ms, 12_345);
            assert_eq!(decode(wire), Ok(GameConfig::Blackjack(config)));
        }
    }

    #[test]
    fn an_unknown_version_letter_is_refused() {
        let mut wire = blackjack_options(&BlackjackConfig::default());
        wire.version = "T".into();
        assert_eq!(
            decode(wire),
            Err(DecodeError::Inconsistent {
                field: "settings.options.blackjack.version",
                detail:
                    "`T` is not a blackjack version (A to S, casino, casino-a, casino-b or live)"
                        .into()
            })
        );
    }

    #[test]
    fn a_shoe_outside_one_to_eight_decks_is_refused() {
        for decks in [0, 9, 300] {
            let mut wire = blackjack_options(&BlackjackConfig::default());
            wire.decks = decks;
            assert_eq!(
                decode(wire),
                Err(DecodeError::OutOfRange {
                    field: "settings.options.blackjack.decks",
                    value: u64::from(decks),
                    min: 1,
                    max: 8
                })
            );
        }
    }

    #[test]
    fn an_unknown_side_game_letter_is_refused() {
        let mut wire = blackjack_options(&BlackjackConfig::default());
        wire.side_game = "J".into();
        assert!(matches!(
            decode(wire),
            Err(DecodeError::Inconsistent {
                field: "settings.options.blackjack.side_game",
                ..
            })
        ));
    }

    #[test]
    fn a_decision_window_under_a_second_is_refused() {
        let mut wire = blackjack_options(&BlackjackConfig::default());
        wire.decision_window_ms = 999;
        assert_eq!(
            decode(wire),
            Err(DecodeError::OutOfRange {
                field: "settings.options.blackjack.decision_window_ms",
                value: 999,
                min: 1_000,
                max: u64::MAX
            })
        );
    }

    #[test]
    fn a_blackjack_payout_the_version_does_not_post_is_refused() {
        let mut wire = blackjack_options(&BlackjackConfig::of(Version::H));
        wire.blackjack_pays_hundredths = 130;
        assert!(matches!(
            decode(wire),
            Err(DecodeError::Inconsistent {
                field: "settings.options.blackjack.blackjack_pays_hundredths",
                ..
            })
        ));
    }
}
