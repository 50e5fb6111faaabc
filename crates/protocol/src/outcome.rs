//! Draw outcomes, per game, to the wire and back.
//!
//! Baccarat and war are converted. Poker6, wheel, dice5 and the lotteries have their wire
//! messages (events.proto) but their domain outcome types are still being written, so their
//! conversion reports [`EncodeError::UnsupportedOutcome`] / [`DecodeError::UnsupportedOutcome`]
//! rather than guess at a shape.

use crate::error::{DecodeError, EncodeError};
use crate::v1;
use crate::v1::outcome::Game;
use livedraw_domain::card::Card;
use livedraw_domain::games::{baccarat, war};
use livedraw_domain::Outcome;

/// A baccarat side has two or three cards.
const BACCARAT_SIDE: std::ops::RangeInclusive<usize> = 2..=3;

/// The wire outcome of a domain outcome.
pub fn encode(outcome: &Outcome) -> Result<v1::Outcome, EncodeError> {
    let game = match outcome {
        Outcome::Baccarat(coup) => Game::Baccarat(v1::BaccaratOutcome {
            player_cards: coup.player.iter().map(Card::to_string).collect(),
            banker_cards: coup.banker.iter().map(Card::to_string).collect(),
        }),
        Outcome::War(draw) => Game::War(v1::WarOutcome {
            player_card: draw.player.to_string(),
            dealer_card: draw.dealer.to_string(),
        }),
        Outcome::Poker6(_) => return Err(EncodeError::UnsupportedOutcome { game: "poker6" }),
        Outcome::Wheel(_) => return Err(EncodeError::UnsupportedOutcome { game: "wheel" }),
        Outcome::Dice5(_) => return Err(EncodeError::UnsupportedOutcome { game: "dice5" }),
        Outcome::Lotto(_) => return Err(EncodeError::UnsupportedOutcome { game: "lotto" }),
    };
    Ok(v1::Outcome { game: Some(game) })
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
        Game::Poker6(_) => Err(DecodeError::UnsupportedOutcome { game: "poker6" }),
        Game::Wheel(_) => Err(DecodeError::UnsupportedOutcome { game: "wheel" }),
        Game::Dice5(_) => Err(DecodeError::UnsupportedOutcome { game: "dice5" }),
        Game::Lotto(_) => Err(DecodeError::UnsupportedOutcome { game: "lotto" }),
    }
}

fn baccarat_side(field: &'static str, cards: &[String]) -> Result<Vec<Card>, DecodeError> {
    if !BACCARAT_SIDE.contains(&cards.len()) {
        return Err(DecodeError::WrongCardCount {
            field,
            count: cards.len(),
            min: *BACCARAT_SIDE.start(),
            max: *BACCARAT_SIDE.end(),
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
    use livedraw_domain::games::{dice5, lotto, poker6, wheel};

    fn cards(text: &str) -> Vec<Card> {
        parse_cards(text).expect("test cards")
    }

    #[test]
    fn baccarat_outcomes_round_trip_as_ah_style_cards() {
        let outcome = Outcome::Baccarat(baccarat::Outcome {
            player: cards("Ah Td 5c"),
            banker: cards("Ks 9h"),
        });
        let wire = encode(&outcome).expect("baccarat encodes");
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
        assert_eq!(decode(&encode(&outcome).expect("war encodes")), Ok(outcome));
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

    #[test]
    fn games_whose_outcomes_are_pending_are_typed_errors_both_ways() {
        let pending = [
            (Outcome::Poker6(poker6::Outcome {}), "poker6"),
            (Outcome::Wheel(wheel::Outcome {}), "wheel"),
            (Outcome::Dice5(dice5::Outcome {}), "dice5"),
            (Outcome::Lotto(lotto::Outcome {}), "lotto"),
        ];
        for (outcome, game) in pending {
            assert_eq!(
                encode(&outcome),
                Err(EncodeError::UnsupportedOutcome { game })
            );
        }
        let wires = [
            (Game::Poker6(v1::Poker6Outcome::default()), "poker6"),
            (Game::Wheel(v1::WheelOutcome::default()), "wheel"),
            (Game::Dice5(v1::Dice5Outcome::default()), "dice5"),
            (Game::Lotto(v1::LottoOutcome::default()), "lotto"),
        ];
        for (wire, game) in wires {
            let wire = v1::Outcome { game: Some(wire) };
            assert_eq!(decode(&wire), Err(DecodeError::UnsupportedOutcome { game }));
        }
    }
}
