//! Draw outcomes to the wire and back, each game's by its module in [`crate::games`], with the
//! checks they share (card lists, single cards) in `outcome_checks.rs`.
//!
//! Decoding checks what the cards imply: a poker outcome whose winners or categories disagree
//! with its cards is refused, so a stored result can never say something its cards do not.

use crate::error::DecodeError;
use crate::v1;
use livedraw_domain::Outcome;

/// The wire outcome of a domain outcome.
pub fn encode(outcome: &Outcome) -> v1::Outcome {
    v1::Outcome {
        game: Some(crate::games::encode_outcome(outcome)),
    }
}

/// The domain outcome of a wire outcome.
pub fn decode(outcome: &v1::Outcome) -> Result<Outcome, DecodeError> {
    crate::games::decode_outcome(outcome.game.as_ref().ok_or(DecodeError::Missing {
        field: "outcome.game",
    })?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::v1::outcome::Game;
    use livedraw_domain::card::{parse_cards, Card};
    use livedraw_domain::games::blackjack::{Offer, Seat, SeatHand};
    use livedraw_domain::games::{baccarat, blackjack, dice5, lotto, poker6, war, wheel};

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
