//! Three Card Poker (§4.4.1.2.7): ante, pairplus, play; the ante bonus paid to a seat that
//! played, whatever the dealer has.

use super::kind::ThreeCardGame;
use super::rules::Paytable;
use super::rules::ThreeCardRules;
use crate::poker::three_card::ThreeCardCategory::{
    Flush, Pair, Straight, StraightFlush, ThreeOfAKind,
};

/// The rulebook's boxes and paytables.
pub fn published() -> ThreeCardRules {
    ThreeCardRules {
        game: ThreeCardGame::ThreeCardPoker,
        ante_box: "ante",
        side_box: "pairplus",
        side: Paytable::of(&[
            (StraightFlush, 40),
            (ThreeOfAKind, 30),
            (Straight, 6),
            (Flush, 3),
            (Pair, 1),
        ]),
        ante_bonus: Paytable::of(&[(StraightFlush, 3), (ThreeOfAKind, 2), (Straight, 1)]),
        play_wins: Paytable::default(),
    }
}
