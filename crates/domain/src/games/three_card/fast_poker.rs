//! Fast Poker (§1.4.1.2.1): Bet, B (bonus), Play; a won Play pays 3 x on trips or a straight
//! flush; no ante bonus.

use super::kind::ThreeCardGame;
use super::rules::Paytable;
use super::rules::ThreeCardRules;
use crate::poker::three_card::ThreeCardCategory::{
    Flush, Pair, Straight, StraightFlush, ThreeOfAKind,
};

/// The rulebook's boxes and paytables.
pub fn published() -> ThreeCardRules {
    ThreeCardRules {
        game: ThreeCardGame::FastPoker,
        ante_box: "bet",
        side_box: "bonus",
        side: Paytable::of(&[
            (StraightFlush, 30),
            (ThreeOfAKind, 30),
            (Straight, 5),
            (Flush, 4),
            (Pair, 1),
        ]),
        ante_bonus: Paytable::default(),
        play_wins: Paytable::of(&[(StraightFlush, 3), (ThreeOfAKind, 3)]),
    }
}
