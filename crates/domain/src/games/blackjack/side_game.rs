//! The side games A–I (blackjack.md, section 3), settled on a seat's first two cards: pair bets
//! (A–D) and suited bets (E–I). Only the highest winning combination is paid.

use crate::card::{Card, Rank};
use crate::market::Payout;
use serde::{Deserialize, Serialize};

/// One of the rulebook's side games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[allow(
    missing_docs,
    reason = "the side games are named by letter in the rulebook"
)]
pub enum SideGame {
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
    I,
}

/// A winning combination of a side game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Combination {
    /// Two aces of the same suit.
    SuitedAces,
    /// A pair 2–K of the same suit.
    SuitedPair,
    /// A pair of two suits of one colour.
    ColouredPair,
    /// A pair, one red and one black.
    MixedPair,
    /// Ace and king of one suit.
    SuitedAceKing,
    /// Two consecutive ranks of one suit (the ace below the 2 as well as above the king).
    StraightFlush,
    /// Two cards of one suit.
    Suited,
}

impl Combination {
    /// Every combination, highest-paying pair bets first, then the suited bets'.
    pub const ALL: [Combination; 7] = [
        Combination::SuitedAces,
        Combination::SuitedPair,
        Combination::ColouredPair,
        Combination::MixedPair,
        Combination::SuitedAceKing,
        Combination::StraightFlush,
        Combination::Suited,
    ];
}

impl SideGame {
    /// Every side game, A to I.
    pub const ALL: [SideGame; 9] = [
        SideGame::A,
        SideGame::B,
        SideGame::C,
        SideGame::D,
        SideGame::E,
        SideGame::F,
        SideGame::G,
        SideGame::H,
        SideGame::I,
    ];

    /// Whether it is a pair bet (A–D); the others are suited bets.
    pub const fn is_pair_bet(self) -> bool {
        matches!(self, SideGame::A | SideGame::B | SideGame::C | SideGame::D)
    }

    /// What the combination pays in this side game, if the game has it.
    pub const fn pays(self, combination: Combination) -> Option<Payout> {
        use Combination::*;
        use SideGame as G;
        let times = match (self, combination) {
            (G::A | G::B | G::C | G::D, SuitedAces) => 50,
            (G::A | G::B | G::C | G::D, SuitedPair) => 25,
            (G::A | G::C, ColouredPair) => 10,
            (G::B | G::D, ColouredPair) => 11,
            (G::A | G::B, MixedPair) => 5,
            (G::C | G::D, MixedPair) => 6,
            (G::E | G::F | G::G, SuitedAceKing) => 50,
            (G::H, SuitedAceKing) => 30,
            (G::I, SuitedAceKing) => 25,
            (G::F, StraightFlush) => 3,
            (G::G | G::H | G::I, StraightFlush) => 4,
            (G::E | G::F | G::G | G::H | G::I, Suited) => 2,
            _ => return None,
        };
        Some(Payout::times(times))
    }

    /// The least a win pays: its lowest-paying combination's payout.
    pub fn least_win(self) -> Payout {
        Combination::ALL
            .into_iter()
            .filter_map(|combination| self.pays(combination))
            .min()
            .unwrap_or(Payout::NOTHING)
    }

    /// The highest winning combination of a seat's first two cards and its payout; `None`
    /// when the bet loses.
    pub fn settle(self, first: Card, second: Card) -> Option<(Combination, Payout)> {
        combinations(first, second)
            .into_iter()
            .filter_map(|combination| Some((combination, self.pays(combination)?)))
            .max_by_key(|(_, payout)| *payout)
    }
}

/// Every combination two cards make (a suited pair is a suited pair only: equal ranks are no
/// straight, and the pair bets' rows exclude each other).
fn combinations(first: Card, second: Card) -> Vec<Combination> {
    let (same_suit, ranks) = (first.suit() == second.suit(), [first.rank(), second.rank()]);
    let mut found = Vec::new();
    if first.rank() == second.rank() {
        found.push(match (same_suit, first.rank()) {
            (true, Rank::Ace) => Combination::SuitedAces,
            (true, _) => Combination::SuitedPair,
            (false, _) if first.suit().is_red() == second.suit().is_red() => {
                Combination::ColouredPair
            }
            (false, _) => Combination::MixedPair,
        });
    }
    if same_suit {
        found.push(Combination::Suited);
        if ranks.contains(&Rank::Ace) && ranks.contains(&Rank::King) {
            found.push(Combination::SuitedAceKing);
        }
        if consecutive(first.rank(), second.rank()) {
            found.push(Combination::StraightFlush);
        }
    }
    found
}

/// Whether two ranks are next to each other, the ace counting both below the 2 and above the
/// king (our choice: the rulebook says only "consecutive").
fn consecutive(a: Rank, b: Rank) -> bool {
    let (a, b) = (a.index(), b.index());
    a.abs_diff(b) == 1 || a.abs_diff(b) == Rank::ALL.len() - 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_least_a_win_pays_is_the_mixed_pair_or_the_same_suit() {
        let least: Vec<Payout> = SideGame::ALL.into_iter().map(SideGame::least_win).collect();
        let (five, six, two) = (Payout::times(5), Payout::times(6), Payout::times(2));
        assert_eq!(least, [five, five, six, six, two, two, two, two, two]);
    }

    fn card(text: &str) -> Card {
        text.parse().expect("a card")
    }

    fn settle(game: SideGame, cards: &str) -> Option<(Combination, Payout)> {
        let mut cards = cards.split(' ').map(card);
        game.settle(
            cards.next().expect("two cards"),
            cards.next().expect("two cards"),
        )
    }

    #[test]
    fn the_pair_bets_table_of_side_games_a_to_d() {
        use Combination::*;
        let rows: [(&str, Combination, [i32; 4]); 4] = [
            ("Ah Ah", SuitedAces, [50, 50, 50, 50]),
            ("7s 7s", SuitedPair, [25, 25, 25, 25]),
            ("7h 7d", ColouredPair, [10, 11, 10, 11]),
            ("7h 7c", MixedPair, [5, 5, 6, 6]),
        ];
        for (cards, combination, pays) in rows {
            for (game, times) in SideGame::ALL[..4].iter().zip(pays) {
                assert_eq!(
                    settle(*game, cards),
                    Some((combination, Payout::times(times))),
                    "{game:?} on {cards}"
                );
            }
        }
    }

    #[test]
    fn the_suited_bets_table_of_side_games_e_to_i() {
        use Combination::*;
        let rows: [(&str, Combination, [Option<i32>; 5]); 3] = [
            (
                "As Ks",
                SuitedAceKing,
                [Some(50), Some(50), Some(50), Some(30), Some(25)],
            ),
            (
                "8d 9d",
                StraightFlush,
                [None, Some(3), Some(4), Some(4), Some(4)],
            ),
            ("2c 9c", Suited, [Some(2); 5]),
        ];
        for (cards, combination, pays) in rows {
            for (game, times) in SideGame::ALL[4..].iter().zip(pays) {
                let expected = match times {
                    Some(times) => Some((combination, Payout::times(times))),
                    // E has no straight flush: two suited cards are paid as suited.
                    None => Some((Suited, Payout::times(2))),
                };
                assert_eq!(settle(*game, cards), expected, "{game:?} on {cards}");
            }
        }
    }

    #[test]
    fn pair_bets_need_equal_rank_j_j_not_j_q() {
        for game in &SideGame::ALL[..4] {
            assert_eq!(settle(*game, "Jh Qh"), None);
            assert_eq!(settle(*game, "Th Kc"), None);
            assert!(settle(*game, "Jh Jc").is_some());
        }
    }

    #[test]
    fn suited_bets_lose_on_two_suits() {
        for game in &SideGame::ALL[4..] {
            assert_eq!(settle(*game, "As Kh"), None);
            assert_eq!(settle(*game, "8d 9c"), None);
        }
    }

    #[test]
    fn only_the_highest_winning_combination_is_paid() {
        // A + K suited is also suited, and Q + K a straight flush too: each paid once, highest.
        assert_eq!(
            settle(SideGame::G, "Ks As"),
            Some((Combination::SuitedAceKing, Payout::times(50)))
        );
        assert_eq!(
            settle(SideGame::H, "Qh Kh"),
            Some((Combination::StraightFlush, Payout::times(4)))
        );
        // Two identical cards of a multi-deck shoe are suited, not a straight.
        assert_eq!(
            settle(SideGame::I, "7h 7h"),
            Some((Combination::Suited, Payout::times(2)))
        );
    }

    #[test]
    fn the_ace_is_consecutive_to_the_2_and_to_the_king() {
        assert!(consecutive(Rank::Ace, Rank::Two));
        assert!(consecutive(Rank::King, Rank::Ace));
        assert!(!consecutive(Rank::Ace, Rank::Three));
        assert_eq!(
            settle(SideGame::F, "Ac 2c"),
            Some((Combination::StraightFlush, Payout::times(3)))
        );
    }
}
