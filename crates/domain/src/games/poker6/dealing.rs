//! The dealing order (poker6.md "Dealing order and betting rounds"): what the dealer owes next.
//!
//! Twelve pocket cards, one at a time, hand 1 to 6 twice; then a discard before each of the
//! flop (three board cards), the turn and the river.

use crate::position::Position;

/// Hands at the table, numbered 1 to 6.
pub const HANDS: u8 = 6;

/// Pocket cards dealt in a draw: two per hand.
pub const POCKET_CARDS: usize = 12;

/// Board cards: flop, turn, river.
pub const BOARD_CARDS: usize = 5;

/// Board cards once the flop is out.
pub const FLOP: usize = 3;

/// What the dealer must do next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    /// A pocket card, face up, to this hand (1–6).
    Pocket(u8),
    /// The face-down discard before the flop, the turn or the river.
    Discard,
    /// The next board card, face up.
    Board,
    /// Nothing: the board is complete.
    Nothing,
}

impl Due {
    /// What is due after `pocket_cards` pocket cards, `discards` discards and `board_cards`
    /// board cards.
    pub fn after(pocket_cards: usize, discards: u8, board_cards: usize) -> Due {
        if pocket_cards < POCKET_CARDS {
            // Clockwise from hand 1, twice round the table.
            let hand = (pocket_cards % usize::from(HANDS)) as u8 + 1;
            return Due::Pocket(hand);
        }
        if board_cards >= BOARD_CARDS {
            return Due::Nothing;
        }
        if discards < discards_before(board_cards) {
            Due::Discard
        } else {
            Due::Board
        }
    }

    /// Where the due card goes; `None` when no face-up card is due.
    pub fn position(self) -> Option<Position> {
        match self {
            Due::Pocket(hand) => Some(Position::Hand(hand)),
            Due::Board => Some(Position::Board),
            Due::Discard | Due::Nothing => None,
        }
    }
}

/// Discards dealt before the board card after `board_cards` cards: one before the flop, two
/// before the turn, three before the river.
fn discards_before(board_cards: usize) -> u8 {
    match board_cards {
        0..FLOP => 1,
        FLOP => 2,
        _ => 3,
    }
}

/// Whether the card just dealt completes a stage that opens a betting round: the twelfth pocket
/// card (round 2), the flop (round 3), the turn (round 4).
pub fn opens_round(position: Position, pocket_cards: usize, board_cards: usize) -> bool {
    match position {
        Position::Hand(_) => pocket_cards == POCKET_CARDS,
        Position::Board => board_cards == FLOP || board_cards == FLOP + 1,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pocket_cards_go_round_the_table_twice_from_hand_1() {
        let hands: Vec<Due> = (0..12).map(|dealt| Due::after(dealt, 0, 0)).collect();
        let expected: Vec<Due> = (1..=6).chain(1..=6).map(Due::Pocket).collect();
        assert_eq!(hands, expected);
    }

    #[test]
    fn a_discard_comes_before_the_flop_the_turn_and_the_river() {
        assert_eq!(Due::after(12, 0, 0), Due::Discard);
        assert_eq!(Due::after(12, 1, 0), Due::Board);
        assert_eq!(Due::after(12, 1, 1), Due::Board);
        assert_eq!(Due::after(12, 1, 2), Due::Board);
        assert_eq!(Due::after(12, 1, 3), Due::Discard);
        assert_eq!(Due::after(12, 2, 3), Due::Board);
        assert_eq!(Due::after(12, 2, 4), Due::Discard);
        assert_eq!(Due::after(12, 3, 4), Due::Board);
        assert_eq!(Due::after(12, 3, 5), Due::Nothing);
    }

    #[test]
    fn rounds_open_after_the_pocket_cards_the_flop_and_the_turn_only() {
        assert!(!opens_round(Position::Hand(5), 11, 0));
        assert!(opens_round(Position::Hand(6), 12, 0));
        assert!(!opens_round(Position::Board, 12, 2));
        assert!(opens_round(Position::Board, 12, 3));
        assert!(opens_round(Position::Board, 12, 4));
        assert!(!opens_round(Position::Board, 12, 5));
    }
}
