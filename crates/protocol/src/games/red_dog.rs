//! Red Dog and Bulldog on the wire: a round's outcome (the grid and the third card, Bulldog's
//! per seat) and a table's options (the shoe, raised paytable lines, the raise window,
//! Bulldog's seats).

use crate::blackjack::seat;
use crate::error::DecodeError;
use crate::outcome_checks::{card, card_list};
use crate::raised_payouts::{decode_lines, encode_lines};
use crate::v1;
use crate::window_length;
use livedraw_domain::games::red_dog::outcome::{BulldogOutcome, Outcome, SeatCard};
use livedraw_domain::games::red_dog::{RedDogConfig, RedDogGame};
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

/// The wire outcome of a Bulldog round.
pub(crate) fn encode_bulldog(round: &BulldogOutcome) -> v1::BulldogOutcome {
    v1::BulldogOutcome {
        grid_cards: round.grid.iter().flatten().map(Card::to_string).collect(),
        seats: round
            .seats
            .iter()
            .map(|seat| v1::BulldogSeat {
                seat: u32::from(seat.seat),
                third_card: seat.third.map(|third| third.to_string()),
            })
            .collect(),
    }
}

/// The Bulldog round of a wire outcome: no grid card and no seat (nobody bet), or two grid
/// cards and each seat with a bet, in seat order, with at most a third card.
pub(crate) fn decode_bulldog(wire: &v1::BulldogOutcome) -> Result<BulldogOutcome, DecodeError> {
    let field = "outcome.bulldog.grid_cards";
    let grid = match wire.grid_cards.len() {
        0 if wire.seats.is_empty() => None,
        _ => {
            let grid = card_list(field, &wire.grid_cards, 2, 2)?;
            Some([grid[0], grid[1]])
        }
    };
    let mut seats: Vec<SeatCard> = Vec::with_capacity(wire.seats.len());
    for bet in &wire.seats {
        let number = seat("outcome.bulldog.seats.seat", bet.seat)?;
        if seats.last().is_some_and(|last| last.seat >= number) {
            return Err(DecodeError::Inconsistent {
                field: "outcome.bulldog.seats",
                detail: format!("seat {number} is out of seat order"),
            });
        }
        let third = bet.third_card.as_deref();
        seats.push(SeatCard {
            seat: number,
            third: third
                .map(|third| card("outcome.bulldog.seats.third_card", third))
                .transpose()?,
        });
    }
    Ok(BulldogOutcome { grid, seats })
}

/// The wire options of a table's configuration (a Red Dog table's seats are not sent).
pub(crate) fn encode_options(config: &RedDogConfig) -> v1::RedDogOptions {
    let seats = config.game.deals_to_seats().then_some(config.seats);
    v1::RedDogOptions {
        shoe: crate::shoe::encode_unless_default(config.shoe),
        raised: encode_lines(&config.raised),
        decision_window_ms: window_length::encode(config.decision_window),
        seats: seats.map_or(0, u32::from),
    }
}

/// The configuration of `game`'s wire options, checked as the studio checks it at start-up.
pub(crate) fn decode_options(
    game: RedDogGame,
    options: &v1::RedDogOptions,
) -> Result<RedDogConfig, DecodeError> {
    let defaults = RedDogConfig::of(game);
    let seats = match (game.deals_to_seats(), options.seats) {
        (true, seats) => u8::try_from(seats).unwrap_or(u8::MAX),
        (false, 0) => defaults.seats,
        (false, seats) => {
            return Err(DecodeError::Inconsistent {
                field: "settings.options.red_dog.seats",
                detail: format!("{seats} seats: a Red Dog table's bets ride on one third card"),
            })
        }
    };
    let config = RedDogConfig {
        game,
        seats,
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

/// A Bulldog round in a few characters, for people: `grid 4c 9d, seat 2 7h, seat 5 Kd`.
pub(crate) fn bulldog_text(round: &v1::BulldogOutcome) -> String {
    if round.seats.is_empty() {
        return "no seat bet".to_string();
    }
    let seats = round.seats.iter().map(|seat| match &seat.third_card {
        Some(third) => format!("seat {} {third}", seat.seat),
        None => format!("seat {}", seat.seat),
    });
    let seats: Vec<String> = seats.collect();
    format!("grid {}, {}", round.grid_cards.join(" "), seats.join(", "))
}

/// A round in a few characters, for people: `grid 4c 9d, third 7h`.
pub(crate) fn outcome_text(round: &v1::RedDogOutcome) -> String {
    match &round.third_card {
        Some(third) => format!("grid {}, third {third}", round.grid_cards.join(" ")),
        None => format!("grid {}, consecutive", round.grid_cards.join(" ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(seat: u32, third: Option<&str>) -> v1::BulldogSeat {
        v1::BulldogSeat {
            seat,
            third_card: third.map(String::from),
        }
    }

    fn bulldog(grid: &[&str], seats: Vec<v1::BulldogSeat>) -> v1::BulldogOutcome {
        v1::BulldogOutcome {
            grid_cards: grid.iter().map(|card| card.to_string()).collect(),
            seats,
        }
    }

    #[test]
    fn a_bulldog_table_s_options_round_trip_with_its_seats_and_red_dog_s_refuse_seats() {
        let config = RedDogConfig {
            seats: 5,
            ..RedDogConfig::of(RedDogGame::Bulldog)
        };
        let wire = encode_options(&config);
        assert_eq!(wire.seats, 5);
        assert_eq!(decode_options(RedDogGame::Bulldog, &wire), Ok(config));
        let red_dog = encode_options(&RedDogConfig::default());
        assert_eq!(red_dog.seats, 0, "a Red Dog table sends no seats");
        let refused = decode_options(
            RedDogGame::RedDog,
            &v1::RedDogOptions {
                seats: 5,
                ..red_dog
            },
        );
        assert!(refused.is_err(), "{refused:?}");
        let eight = v1::RedDogOptions { seats: 8, ..wire };
        assert!(decode_options(RedDogGame::Bulldog, &eight).is_err());
    }

    #[test]
    fn a_bulldog_outcome_s_seats_must_be_in_seat_order_and_at_the_table() {
        let out_of_order = bulldog(
            &["4c", "9d"],
            vec![seat(5, Some("6h")), seat(2, Some("Kh"))],
        );
        assert!(matches!(
            decode_bulldog(&out_of_order),
            Err(DecodeError::Inconsistent {
                field: "outcome.bulldog.seats",
                ..
            })
        ));
        let twice = bulldog(
            &["4c", "9d"],
            vec![seat(2, Some("6h")), seat(2, Some("Kh"))],
        );
        assert!(decode_bulldog(&twice).is_err());
        let no_seat = bulldog(&["4c", "9d"], vec![seat(8, Some("6h"))]);
        assert!(matches!(
            decode_bulldog(&no_seat),
            Err(DecodeError::BadSeatNumber { .. })
        ));
        let seats_without_grid = bulldog(&[], vec![seat(2, Some("6h"))]);
        assert!(decode_bulldog(&seats_without_grid).is_err());
    }

    #[test]
    fn a_bulldog_round_reads_as_its_grid_and_each_seat_s_card() {
        let round = bulldog(&["4c", "9d"], vec![seat(2, Some("6h")), seat(5, None)]);
        assert_eq!(bulldog_text(&round), "grid 4c 9d, seat 2 6h, seat 5");
        assert_eq!(bulldog_text(&bulldog(&[], Vec::new())), "no seat bet");
    }
}
