//! Draw outcomes, per game, to the wire and back.
//!
//! Decoding checks what the cards imply: a poker outcome whose winners or categories disagree
//! with its cards is refused, so a stored result can never say something its cards do not.

use crate::blackjack::MAX_HANDS;
use crate::error::DecodeError;
use crate::v1;
use crate::v1::outcome::Game;
use livedraw_domain::card::Card;
use livedraw_domain::games::blackjack::{Offer, Seat, SeatHand};
use livedraw_domain::games::poker6::{self, Pocket};
use livedraw_domain::games::{
    baccarat, blackjack, dice5, lotto, lucky_dice, money_wheel, roulette, sic_bo, war, wheel,
};
use livedraw_domain::Outcome;

/// A baccarat side has two or three cards.
const BACCARAT_SIDE: std::ops::RangeInclusive<usize> = 2..=3;

/// No blackjack hand, the dealer's included, holds more cards: twenty-one aces make 21, which
/// takes no card, and every other card counts at least as much.
const MOST_CARDS: usize = 21;

/// The wire outcome of a domain outcome.
pub fn encode(outcome: &Outcome) -> v1::Outcome {
    let game = match outcome {
        Outcome::Baccarat(coup) => Game::Baccarat(v1::BaccaratOutcome {
            player_cards: coup.player.iter().map(Card::to_string).collect(),
            banker_cards: coup.banker.iter().map(Card::to_string).collect(),
        }),
        Outcome::War(draw) => Game::War(v1::WarOutcome {
            player_card: draw.player.to_string(),
            dealer_card: draw.dealer.to_string(),
        }),
        Outcome::Poker6(showdown) => Game::Poker6(encode_poker6(showdown)),
        Outcome::Wheel(wheel::Outcome::Number(sector)) => Game::Wheel(v1::WheelOutcome {
            stop: Some(v1::wheel_outcome::Stop::Sector(u32::from(*sector))),
        }),
        Outcome::Wheel(wheel::Outcome::Symbol) => Game::Wheel(v1::WheelOutcome {
            stop: Some(v1::wheel_outcome::Stop::Symbol(v1::WheelSymbol {})),
        }),
        Outcome::Dice5(roll) => Game::Dice5(v1::Dice5Outcome {
            values: roll.dice.iter().map(|&die| u32::from(die)).collect(),
        }),
        Outcome::Lotto(draw) => Game::Lotto(v1::LottoOutcome {
            numbers: draw.balls.iter().map(|&ball| u32::from(ball)).collect(),
        }),
        Outcome::Roulette(spin) => Game::Roulette(v1::RouletteOutcome {
            pocket: Some(crate::floor_event::encode_pocket(spin.pocket)),
        }),
        Outcome::MoneyWheel(stop) => Game::MoneyWheel(v1::MoneyWheelOutcome {
            sector: u32::from(stop.sector),
            symbol: stop.symbol.clone(),
        }),
        Outcome::SicBo(roll) => Game::SicBo(v1::SicBoOutcome {
            values: roll.dice.iter().map(|&die| u32::from(die)).collect(),
        }),
        Outcome::LuckyDice(throw) => Game::LuckyDice(v1::LuckyDiceOutcome {
            red: u32::from(throw.red),
            green: u32::from(throw.green),
            square: u32::from((throw.red - 1) * 6 + throw.green),
        }),
        Outcome::PuntoBanco(coup) => Game::PuntoBanco(v1::PuntoBancoOutcome {
            punto_cards: coup.player.iter().map(Card::to_string).collect(),
            banco_cards: coup.banker.iter().map(Card::to_string).collect(),
        }),
        Outcome::Blackjack(deal) => Game::Blackjack(encode_blackjack(deal)),
    };
    v1::Outcome { game: Some(game) }
}

fn encode_poker6(outcome: &poker6::Outcome) -> v1::Poker6Outcome {
    let hands = outcome
        .hands
        .iter()
        .zip(1u32..)
        .map(|(pocket, hand)| {
            let mut seven = pocket.to_vec();
            seven.extend_from_slice(&outcome.board);
            v1::Poker6Hand {
                hand,
                cards: pocket.iter().map(Card::to_string).collect(),
                category: poker6::evaluate(&seven).category().name().to_string(),
            }
        })
        .collect();
    v1::Poker6Outcome {
        hands,
        board: outcome.board.iter().map(Card::to_string).collect(),
        winners: outcome
            .winners
            .iter()
            .map(|&hand| u32::from(hand))
            .collect(),
    }
}

/// The domain outcome of a wire outcome.
pub fn decode(outcome: &v1::Outcome) -> Result<Outcome, DecodeError> {
    match outcome.game.as_ref().ok_or(DecodeError::Missing {
        field: "outcome.game",
    })? {
        Game::Baccarat(coup) => Ok(Outcome::Baccarat(baccarat::Outcome {
            player: baccarat_side("outcome.baccarat.player_cards", &coup.player_cards)?,
            banker: baccarat_side("outcome.baccarat.banker_cards", &coup.banker_cards)?,
        })),
        Game::War(draw) => Ok(Outcome::War(war::Outcome {
            player: card("outcome.war.player_card", &draw.player_card)?,
            dealer: card("outcome.war.dealer_card", &draw.dealer_card)?,
        })),
        Game::Poker6(showdown) => decode_poker6(showdown).map(Outcome::Poker6),
        Game::Wheel(stop) => decode_wheel(stop).map(Outcome::Wheel),
        Game::Dice5(roll) => decode_dice5(roll).map(Outcome::Dice5),
        Game::Lotto(draw) => decode_lotto(draw).map(Outcome::Lotto),
        Game::Roulette(spin) => Ok(Outcome::Roulette(roulette::Outcome {
            pocket: crate::floor_event::decode_pocket(
                "outcome.roulette.pocket",
                spin.pocket.as_ref().ok_or(DecodeError::Missing {
                    field: "outcome.roulette.pocket",
                })?,
            )?,
        })),
        Game::MoneyWheel(stop) => decode_money_wheel(stop).map(Outcome::MoneyWheel),
        Game::SicBo(roll) => decode_sic_bo(roll).map(Outcome::SicBo),
        Game::LuckyDice(throw) => decode_lucky_dice(throw).map(Outcome::LuckyDice),
        Game::PuntoBanco(coup) => Ok(Outcome::PuntoBanco(baccarat::Outcome {
            player: baccarat_side("outcome.punto_banco.punto_cards", &coup.punto_cards)?,
            banker: baccarat_side("outcome.punto_banco.banco_cards", &coup.banco_cards)?,
        })),
        Game::Blackjack(deal) => decode_blackjack(deal).map(Outcome::Blackjack),
    }
}

fn encode_blackjack(outcome: &blackjack::Outcome) -> v1::BlackjackOutcome {
    v1::BlackjackOutcome {
        dealer_cards: outcome.dealer.iter().map(Card::to_string).collect(),
        seats: outcome.seats.iter().map(encode_blackjack_seat).collect(),
    }
}

fn encode_blackjack_seat(seat: &Seat) -> v1::BlackjackSeat {
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
fn decode_blackjack(wire: &v1::BlackjackOutcome) -> Result<blackjack::Outcome, DecodeError> {
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
        .map(decode_blackjack_seat)
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

fn decode_blackjack_seat(wire: &v1::BlackjackSeat) -> Result<Seat, DecodeError> {
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
        number: crate::blackjack::seat("outcome.blackjack.seats.seat", wire.seat)?,
        hands: (1u32..)
            .zip(&wire.hands)
            .map(|(place, hand)| decode_blackjack_hand(place, hand))
            .collect::<Result<_, _>>()?,
        insurance: wire
            .insurance_hundredths
            .map(|hundredths| {
                crate::blackjack::insurance(
                    "outcome.blackjack.seats.insurance_hundredths",
                    hundredths,
                )
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

fn decode_blackjack_hand(place: u32, wire: &v1::BlackjackHand) -> Result<SeatHand, DecodeError> {
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

fn decode_money_wheel(wire: &v1::MoneyWheelOutcome) -> Result<money_wheel::Outcome, DecodeError> {
    if wire.symbol.is_empty() {
        return Err(DecodeError::Missing {
            field: "outcome.money_wheel.symbol",
        });
    }
    Ok(money_wheel::Outcome {
        sector: small("outcome.money_wheel.sector", wire.sector, 0, 53)?,
        symbol: wire.symbol.clone(),
    })
}

fn decode_sic_bo(wire: &v1::SicBoOutcome) -> Result<sic_bo::Outcome, DecodeError> {
    let values: [u32; 3] =
        wire.values
            .as_slice()
            .try_into()
            .map_err(|_| DecodeError::OutOfRange {
                field: "outcome.sic_bo.values",
                value: wire.values.len() as u64,
                min: 3,
                max: 3,
            })?;
    let mut dice = [0u8; 3];
    for (die, value) in dice.iter_mut().zip(values) {
        *die = small("outcome.sic_bo.values", value, 1, 6)?;
    }
    Ok(sic_bo::Outcome { dice })
}

fn decode_lucky_dice(wire: &v1::LuckyDiceOutcome) -> Result<lucky_dice::Outcome, DecodeError> {
    let red = small("outcome.lucky_dice.red", wire.red, 1, 6)?;
    let green = small("outcome.lucky_dice.green", wire.green, 1, 6)?;
    let square = u32::from((red - 1) * 6 + green);
    if wire.square != square {
        return Err(DecodeError::Inconsistent {
            field: "outcome.lucky_dice.square",
            detail: format!(
                "red {red} and green {green} make square {square}, not {}",
                wire.square
            ),
        });
    }
    Ok(lucky_dice::Outcome { red, green })
}

fn decode_poker6(wire: &v1::Poker6Outcome) -> Result<poker6::Outcome, DecodeError> {
    if wire.hands.len() != 6 {
        return Err(DecodeError::OutOfRange {
            field: "outcome.poker6.hands",
            value: wire.hands.len() as u64,
            min: 6,
            max: 6,
        });
    }
    let mut pockets: Vec<Pocket> = Vec::with_capacity(6);
    for (place, hand) in (1u32..).zip(&wire.hands) {
        if hand.hand != place {
            return Err(DecodeError::Inconsistent {
                field: "outcome.poker6.hands.hand",
                detail: format!("hand {} listed in place {place}", hand.hand),
            });
        }
        let cards = exact_cards("outcome.poker6.hands.cards", &hand.cards, 2)?;
        pockets.push([cards[0], cards[1]]);
    }
    let hands: [Pocket; 6] = pockets.try_into().map_err(|_| DecodeError::Missing {
        field: "outcome.poker6.hands",
    })?;
    let board_cards = exact_cards("outcome.poker6.board", &wire.board, 5)?;
    let board = [
        board_cards[0],
        board_cards[1],
        board_cards[2],
        board_cards[3],
        board_cards[4],
    ];
    let outcome = poker6::Outcome::new(hands, board);
    let winners: Vec<u32> = outcome
        .winners
        .iter()
        .map(|&hand| u32::from(hand))
        .collect();
    if winners != wire.winners {
        return Err(DecodeError::Inconsistent {
            field: "outcome.poker6.winners",
            detail: format!(
                "the cards make {winners:?} the winners, not {:?}",
                wire.winners
            ),
        });
    }
    check_poker6_categories(wire, &outcome)?;
    Ok(outcome)
}

fn check_poker6_categories(
    wire: &v1::Poker6Outcome,
    outcome: &poker6::Outcome,
) -> Result<(), DecodeError> {
    for (hand, pocket) in wire.hands.iter().zip(&outcome.hands) {
        let mut seven = pocket.to_vec();
        seven.extend_from_slice(&outcome.board);
        let category = poker6::evaluate(&seven).category().name();
        if hand.category != category {
            return Err(DecodeError::Inconsistent {
                field: "outcome.poker6.hands.category",
                detail: format!("hand {} holds {category}, not {}", hand.hand, hand.category),
            });
        }
    }
    Ok(())
}

fn decode_wheel(wire: &v1::WheelOutcome) -> Result<wheel::Outcome, DecodeError> {
    match wire.stop.as_ref().ok_or(DecodeError::Missing {
        field: "outcome.wheel.stop",
    })? {
        v1::wheel_outcome::Stop::Symbol(_) => Ok(wheel::Outcome::Symbol),
        v1::wheel_outcome::Stop::Sector(sector) => u8::try_from(*sector)
            .ok()
            .filter(|sector| (1..=18).contains(sector))
            .map(wheel::Outcome::Number)
            .ok_or(DecodeError::OutOfRange {
                field: "outcome.wheel.sector",
                value: u64::from(*sector),
                min: 1,
                max: 18,
            }),
    }
}

fn decode_dice5(wire: &v1::Dice5Outcome) -> Result<dice5::Outcome, DecodeError> {
    if wire.values.len() != 5 {
        return Err(DecodeError::OutOfRange {
            field: "outcome.dice5.values",
            value: wire.values.len() as u64,
            min: 5,
            max: 5,
        });
    }
    let mut dice = [0u8; 5];
    for (die, &value) in dice.iter_mut().zip(&wire.values) {
        *die = small("outcome.dice5.values", value, 1, 6)?;
    }
    Ok(dice5::Outcome { dice })
}

fn decode_lotto(wire: &v1::LottoOutcome) -> Result<lotto::Outcome, DecodeError> {
    if !(5..=7).contains(&wire.numbers.len()) {
        return Err(DecodeError::OutOfRange {
            field: "outcome.lotto.numbers",
            value: wire.numbers.len() as u64,
            min: 5,
            max: 7,
        });
    }
    let balls = wire
        .numbers
        .iter()
        .map(|&number| small("outcome.lotto.numbers", number, 1, 42))
        .collect::<Result<Vec<u8>, DecodeError>>()?;
    Ok(lotto::Outcome { balls })
}

fn small(field: &'static str, value: u32, min: u8, max: u8) -> Result<u8, DecodeError> {
    u8::try_from(value)
        .ok()
        .filter(|v| (min..=max).contains(v))
        .ok_or(DecodeError::OutOfRange {
            field,
            value: u64::from(value),
            min: u64::from(min),
            max: u64::from(max),
        })
}

fn exact_cards(
    field: &'static str,
    cards: &[String],
    count: usize,
) -> Result<Vec<Card>, DecodeError> {
    if cards.len() != count {
        return Err(DecodeError::WrongCardCount {
            field,
            count: cards.len(),
            min: count,
            max: count,
        });
    }
    cards.iter().map(|text| card(field, text)).collect()
}

fn baccarat_side(field: &'static str, cards: &[String]) -> Result<Vec<Card>, DecodeError> {
    card_list(field, cards, *BACCARAT_SIDE.start(), *BACCARAT_SIDE.end())
}

/// `min` to `max` cards, each rank and suit.
fn card_list(
    field: &'static str,
    cards: &[String],
    min: usize,
    max: usize,
) -> Result<Vec<Card>, DecodeError> {
    if !(min..=max).contains(&cards.len()) {
        return Err(DecodeError::WrongCardCount {
            field,
            count: cards.len(),
            min,
            max,
        });
    }
    cards.iter().map(|text| card(field, text)).collect()
}

fn card(field: &'static str, text: &str) -> Result<Card, DecodeError> {
    text.parse()
        .map_err(|source| DecodeError::BadCard { field, source })
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::card::parse_cards;

    fn cards(text: &str) -> Vec<Card> {
        parse_cards(text).expect("test cards")
    }

    #[test]
    fn baccarat_outcomes_round_trip_as_ah_style_cards() {
        let outcome = Outcome::Baccarat(baccarat::Outcome {
            player: cards("Ah Td 5c"),
            banker: cards("Ks 9h"),
        });
        let wire = encode(&outcome);
        let Some(Game::Baccarat(coup)) = &wire.game else {
            panic!("not a baccarat outcome: {wire:?}");
        };
        assert_eq!(coup.player_cards, ["Ah", "Td", "5c"]);
        assert_eq!(decode(&wire), Ok(outcome));
    }

    #[test]
    fn war_outcomes_round_trip() {
        let outcome = Outcome::War(war::Outcome {
            player: "Qd".parse().expect("card"),
            dealer: "2s".parse().expect("card"),
        });
        assert_eq!(decode(&encode(&outcome)), Ok(outcome));
    }

    #[test]
    fn a_baccarat_side_needs_two_or_three_cards() {
        for player in [vec![], vec!["Ah".to_string()], vec!["Ah".to_string(); 4]] {
            let wire = v1::Outcome {
                game: Some(Game::Baccarat(v1::BaccaratOutcome {
                    player_cards: player.clone(),
                    banker_cards: vec!["2c".into(), "3c".into()],
                })),
            };
            assert_eq!(
                decode(&wire),
                Err(DecodeError::WrongCardCount {
                    field: "outcome.baccarat.player_cards",
                    count: player.len(),
                    min: 2,
                    max: 3
                })
            );
        }
    }

    #[test]
    fn a_card_that_is_not_rank_and_suit_is_refused() {
        let wire = v1::Outcome {
            game: Some(Game::War(v1::WarOutcome {
                player_card: "1x".into(),
                dealer_card: "2s".into(),
            })),
        };
        assert!(matches!(
            decode(&wire),
            Err(DecodeError::BadCard {
                field: "outcome.war.player_card",
                ..
            })
        ));
    }

    #[test]
    fn an_outcome_without_a_game_is_refused() {
        assert_eq!(
            decode(&v1::Outcome { game: None }),
            Err(DecodeError::Missing {
                field: "outcome.game"
            })
        );
    }

    fn poker6_outcome() -> Outcome {
        let pocket = |text: &str| {
            let cards = cards(text);
            [cards[0], cards[1]]
        };
        let hands = ["As Ks", "Qd Qc", "7h 7d", "2c 3c", "Js Ts", "9d 8d"].map(pocket);
        let board = cards("2h 7s Kc 4d 9c");
        Outcome::Poker6(poker6::Outcome::new(
            hands,
            [board[0], board[1], board[2], board[3], board[4]],
        ))
    }

    #[test]
    fn every_games_outcome_round_trips() {
        let outcomes = [
            poker6_outcome(),
            Outcome::Wheel(wheel::Outcome::Number(18)),
            Outcome::Wheel(wheel::Outcome::Symbol),
            Outcome::Dice5(dice5::Outcome {
                dice: [6, 1, 6, 2, 6],
            }),
            Outcome::Lotto(lotto::Outcome {
                balls: vec![36, 1, 17, 9, 28],
            }),
            Outcome::Lotto(lotto::Outcome {
                balls: vec![42, 1, 2, 3, 4, 5, 6],
            }),
        ];
        for outcome in outcomes {
            assert_eq!(decode(&encode(&outcome)), Ok(outcome));
        }
    }

    #[test]
    fn poker6_outcome_carries_each_hands_category_and_the_winners() {
        let wire = encode(&poker6_outcome());
        let Some(Game::Poker6(showdown)) = wire.game else {
            panic!("not poker");
        };
        assert_eq!(showdown.winners, [3], "trip sevens win");
        assert_eq!(showdown.hands[2].category, "three_of_a_kind");
    }

    #[test]
    fn poker6_outcome_whose_winners_disagree_with_its_cards_is_refused() {
        let mut wire = encode(&poker6_outcome());
        let Some(Game::Poker6(showdown)) = wire.game.as_mut() else {
            panic!("not poker");
        };
        showdown.winners = vec![1];
        assert!(matches!(
            decode(&wire),
            Err(DecodeError::Inconsistent {
                field: "outcome.poker6.winners",
                ..
            })
        ));
    }

    #[test]
    fn wheel_sector_dice_and_lotto_numbers_are_range_checked() {
        let wheel = v1::Outcome {
            game: Some(Game::Wheel(v1::WheelOutcome {
                stop: Some(v1::wheel_outcome::Stop::Sector(19)),
            })),
        };
        assert!(matches!(
            decode(&wheel),
            Err(DecodeError::OutOfRange { .. })
        ));
        let dice = v1::Outcome {
            game: Some(Game::Dice5(v1::Dice5Outcome {
                values: vec![1, 2, 3, 4, 7],
            })),
        };
        assert!(matches!(decode(&dice), Err(DecodeError::OutOfRange { .. })));
        let lotto = v1::Outcome {
            game: Some(Game::Lotto(v1::LottoOutcome {
                numbers: vec![1, 2, 3, 4],
            })),
        };
        assert!(matches!(
            decode(&lotto),
            Err(DecodeError::OutOfRange { .. })
        ));
    }

    fn blackjack_outcome() -> blackjack::Outcome {
        let hand = |text: &str| SeatHand {
            cards: cards(text),
            ..SeatHand::default()
        };
        blackjack::Outcome {
            dealer: cards("Ah 6d Th"),
            seats: vec![
                Seat {
                    number: 1,
                    hands: vec![
                        SeatHand {
                            split: true,
                            stood: true,
                            ..hand("8s 3c Jd")
                        },
                        SeatHand {
                            split: true,
                            doubled: true,
                            ..hand("8h 2h 9c")
                        },
                    ],
                    insurance: Some(50),
                    even_money: false,
                    offer: Some(Offer::Insurance),
                    answered_offer: true,
                },
                Seat {
                    number: 4,
                    hands: vec![hand("As Kd")],
                    insurance: None,
                    even_money: true,
                    offer: Some(Offer::EvenMoney),
                    answered_offer: true,
                },
                Seat {
                    number: 7,
                    hands: vec![
                        SeatHand {
                            split: true,
                            split_ace: true,
                            ..hand("Ac 5d")
                        },
                        SeatHand {
                            split: true,
                            split_ace: true,
                            ..hand("Ad 9h")
                        },
                        SeatHand {
                            surrendered: true,
                            ..hand("Tc 6c")
                        },
                        hand("2c 3d 4h 5s 2d 3h"),
                    ],
                    insurance: Some(1),
                    even_money: false,
                    offer: None,
                    answered_offer: false,
                },
            ],
        }
    }

    fn blackjack_wire() -> v1::BlackjackOutcome {
        let Some(Game::Blackjack(wire)) = encode(&Outcome::Blackjack(blackjack_outcome())).game
        else {
            panic!("not a blackjack outcome");
        };
        wire
    }

    fn decode_blackjack_wire(wire: v1::BlackjackOutcome) -> Result<Outcome, DecodeError> {
        decode(&v1::Outcome {
            game: Some(Game::Blackjack(wire)),
        })
    }

    #[test]
    fn blackjack_outcomes_round_trip_with_every_flag() {
        let outcome = Outcome::Blackjack(blackjack_outcome());
        let wire = blackjack_wire();
        assert_eq!(wire.dealer_cards, ["Ah", "6d", "Th"]);
        assert_eq!(wire.seats[0].hands[1].hand, 2);
        assert_eq!(decode(&encode(&outcome)), Ok(outcome));
        let nobody = Outcome::Blackjack(blackjack::Outcome {
            dealer: vec![],
            seats: vec![],
        });
        assert_eq!(decode(&encode(&nobody)), Ok(nobody));
    }

    #[test]
    fn a_blackjack_seat_outside_1_to_7_or_out_of_order_is_refused() {
        let mut wire = blackjack_wire();
        wire.seats[2].seat = 8;
        assert_eq!(
            decode_blackjack_wire(wire),
            Err(DecodeError::BadSeatNumber {
                field: "outcome.blackjack.seats.seat",
                seat: 8
            })
        );
        let mut wire = blackjack_wire();
        wire.seats[1].seat = 1;
        assert!(matches!(
            decode_blackjack_wire(wire),
            Err(DecodeError::Inconsistent {
                field: "outcome.blackjack.seats.seat",
                ..
            })
        ));
    }

    #[test]
    fn a_blackjack_seat_has_one_to_four_hands_numbered_in_order() {
        let mut wire = blackjack_wire();
        wire.seats[0].hands.clear();
        assert_eq!(
            decode_blackjack_wire(wire),
            Err(DecodeError::OutOfRange {
                field: "outcome.blackjack.seats.hands",
                value: 0,
                min: 1,
                max: 4
            })
        );
        let mut wire = blackjack_wire();
        let extra = wire.seats[2].hands[0].clone();
        wire.seats[2].hands.push(extra);
        assert!(matches!(
            decode_blackjack_wire(wire),
            Err(DecodeError::OutOfRange { max: 4, .. })
        ));
        let mut wire = blackjack_wire();
        wire.seats[0].hands[1].hand = 0;
        assert!(matches!(
            decode_blackjack_wire(wire),
            Err(DecodeError::Inconsistent {
                field: "outcome.blackjack.seats.hands.hand",
                ..
            })
        ));
    }

    #[test]
    fn blackjack_insurance_above_half_or_an_unset_offer_is_refused() {
        let mut wire = blackjack_wire();
        wire.seats[0].insurance_hundredths = Some(51);
        assert_eq!(
            decode_blackjack_wire(wire),
            Err(DecodeError::OutOfRange {
                field: "outcome.blackjack.seats.insurance_hundredths",
                value: 51,
                min: 1,
                max: 50
            })
        );
        let mut wire = blackjack_wire();
        wire.seats[0].offer = Some(0);
        assert_eq!(
            decode_blackjack_wire(wire),
            Err(DecodeError::Unspecified {
                field: "outcome.blackjack.seats.offer"
            })
        );
    }

    #[test]
    fn blackjack_card_counts_are_checked() {
        let mut wire = blackjack_wire();
        wire.seats[0].hands[0].cards.truncate(1);
        assert_eq!(
            decode_blackjack_wire(wire),
            Err(DecodeError::WrongCardCount {
                field: "outcome.blackjack.seats.hands.cards",
                count: 1,
                min: 2,
                max: 21
            })
        );
        let mut wire = blackjack_wire();
        wire.dealer_cards.clear();
        assert_eq!(
            decode_blackjack_wire(wire),
            Err(DecodeError::WrongCardCount {
                field: "outcome.blackjack.dealer_cards",
                count: 0,
                min: 1,
                max: 21
            })
        );
        let dealt_to_nobody = v1::BlackjackOutcome {
            dealer_cards: vec!["Ah".into()],
            seats: vec![],
        };
        assert!(matches!(
            decode_blackjack_wire(dealt_to_nobody),
            Err(DecodeError::WrongCardCount { max: 0, .. })
        ));
        let mut wire = blackjack_wire();
        wire.dealer_cards[1] = "6x".into();
        assert!(matches!(
            decode_blackjack_wire(wire),
            Err(DecodeError::BadCard {
                field: "outcome.blackjack.dealer_cards",
                ..
            })
        ));
    }
}
