//! Bet on Poker on the wire: its outcome, whose winners and categories are checked against its
//! cards, so that a stored result can never say something its cards do not.

use crate::error::DecodeError;
use crate::outcome_checks::exact_cards;
use crate::v1;
use livedraw_domain::games::poker6::{self, Pocket};
use livedraw_domain::Card;

/// The wire outcome of a showdown.
pub(crate) fn encode_outcome(outcome: &poker6::Outcome) -> v1::Poker6Outcome {
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

/// The showdown of a wire outcome.
pub(crate) fn decode_outcome(wire: &v1::Poker6Outcome) -> Result<poker6::Outcome, DecodeError> {
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
    check_categories(wire, &outcome)?;
    Ok(outcome)
}

fn check_categories(
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
