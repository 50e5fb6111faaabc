//! Three Card Poker's and Fast Poker's rules against three-card-and-holdem.md, one test per
//! rule: every paytable line by line, every settlement table cell by cell.

use super::*;
use crate::card::Card;
use crate::market::Payout;
use crate::poker::three_card::{evaluate, ThreeCardCategory, ThreeCardValue};
use ThreeCardCategory::{Flush, HighCard, Pair, Straight, StraightFlush, ThreeOfAKind};

fn value(text: &str) -> ThreeCardValue {
    let cards: Vec<Card> = text
        .split_whitespace()
        .map(|card| card.parse().expect("a card"))
        .collect();
    evaluate([cards[0], cards[1], cards[2]])
}

/// A hand of each category.
fn hand_of(category: ThreeCardCategory) -> &'static str {
    match category {
        HighCard => "Ac 9d 4h",
        Pair => "8c 8d 3h",
        Flush => "2h 9h Kh",
        Straight => "4c 5d 6h",
        ThreeOfAKind => "7c 7d 7h",
        StraightFlush => "9s Ts Js",
    }
}

/// The rules file's paytable, highest line first, with `None` for "lower: lose".
fn paid_by(paytable: &Paytable) -> Vec<Option<i32>> {
    ThreeCardCategory::ALL
        .iter()
        .rev()
        .map(|&category| {
            paytable
                .pays(category)
                .map(|pays| pays.as_hundredths() / 100)
        })
        .collect()
}

#[test]
fn three_card_poker_s_pairplus_pays_40_30_6_3_1_and_loses_below_a_pair() {
    let rules = ThreeCardGame::ThreeCardPoker.published();
    // Straight flush, trips, straight, flush, pair, high card.
    assert_eq!(
        paid_by(&rules.side),
        [Some(40), Some(30), Some(6), Some(3), Some(1), None]
    );
    assert_eq!(rules.side_box, "pairplus");
}

#[test]
fn three_card_poker_s_ante_bonus_pays_3_2_1_on_straight_flush_trips_straight() {
    let rules = ThreeCardGame::ThreeCardPoker.published();
    assert_eq!(
        paid_by(&rules.ante_bonus),
        [Some(3), Some(2), Some(1), None, None, None]
    );
}

#[test]
fn fast_poker_s_b_pays_30_30_5_4_1_and_loses_below_a_pair() {
    let rules = ThreeCardGame::FastPoker.published();
    assert_eq!(
        paid_by(&rules.side),
        [Some(30), Some(30), Some(5), Some(4), Some(1), None]
    );
    assert_eq!((rules.ante_box, rules.side_box), ("bet", "bonus"));
}

#[test]
fn fast_poker_has_no_ante_bonus_and_three_card_poker_no_play_bonus() {
    assert!(ThreeCardGame::FastPoker
        .published()
        .ante_bonus
        .lines()
        .is_empty());
    assert!(ThreeCardGame::ThreeCardPoker
        .published()
        .play_wins
        .lines()
        .is_empty());
}

/// One seat's settlement: (ante, play, ante bonus, side) in multiples of the stake.
fn seat(
    game: ThreeCardGame,
    player: &str,
    dealer: &str,
    decision: ThreeCardDecision,
) -> [Option<i32>; 4] {
    let settled = settle(&game.published(), value(player), value(dealer), decision);
    let times = |payout: Payout| payout.as_hundredths() / 100;
    [
        Some(times(settled.ante)),
        settled.play.map(times),
        settled.ante_bonus.map(times),
        Some(times(settled.side)),
    ]
}

use ThreeCardDecision::{Fold, Play};
use ThreeCardGame::{FastPoker, ThreeCardPoker};

#[test]
fn a_fold_loses_the_ante_and_the_side_box_even_with_a_paying_hand() {
    for game in ThreeCardGame::ALL {
        // A straight flush folded: the side box's 40 x (30 x) is lost with the ante.
        assert_eq!(
            seat(game, "9s Ts Js", "Ac Kd 2h", Fold),
            [Some(-1), None, None, Some(-1)]
        );
        assert_eq!(
            seat(game, "Ac 9d 4h", "2c 5d 8h", Fold),
            [Some(-1), None, None, Some(-1)]
        );
    }
}

#[test]
fn three_card_poker_s_settlement_table_cell_by_cell() {
    // A pair of eights, which pays pairplus 1 x and no ante bonus.
    let player = "8c 8d 3h";
    // Dealer does not qualify: ante 1 x, play push.
    assert_eq!(
        seat(ThreeCardPoker, player, "Jc Td 8h", Play),
        [Some(1), Some(0), None, Some(1)]
    );
    // Dealer qualifies, player better: ante 1 x, play 1 x.
    assert_eq!(
        seat(ThreeCardPoker, player, "Qc 3d 2s", Play),
        [Some(1), Some(1), None, Some(1)]
    );
    // Dealer qualifies, dealer better: both lost.
    assert_eq!(
        seat(ThreeCardPoker, player, "9c 9h 2s", Play),
        [Some(-1), Some(-1), None, Some(1)]
    );
    // Dealer qualifies, tie: both pushed.
    assert_eq!(
        seat(ThreeCardPoker, player, "8h 8s 3c", Play),
        [Some(0), Some(0), None, Some(1)]
    );
}

#[test]
fn fast_poker_s_settlement_table_cell_by_cell() {
    let player = "8c 8d 3h";
    assert_eq!(
        seat(FastPoker, player, "Jc Td 8h", Play),
        [Some(1), Some(0), None, Some(1)]
    );
    assert_eq!(
        seat(FastPoker, player, "Qc 3d 2s", Play),
        [Some(1), Some(1), None, Some(1)]
    );
    assert_eq!(
        seat(FastPoker, player, "9c 9h 2s", Play),
        [Some(-1), Some(-1), None, Some(1)]
    );
    assert_eq!(
        seat(FastPoker, player, "8h 8s 3c", Play),
        [Some(0), Some(0), None, Some(1)]
    );
}

#[test]
fn the_dealer_qualifies_with_queen_high_q_3_2_does_and_j_10_8_does_not() {
    let player = "Ac 9d 4h";
    assert_eq!(
        Showdown::of(value(player), value("Qc 3d 2s")),
        Showdown::PlayerBetter
    );
    assert_eq!(
        Showdown::of(value(player), value("Jc Td 8s")),
        Showdown::DealerDoesNotQualify
    );
}

#[test]
fn qualification_is_decided_first_a_better_dealer_hand_below_queen_high_is_not_compared() {
    // The player's 7-5-2 is below the dealer's J-10-8, which does not qualify.
    assert_eq!(
        seat(ThreeCardPoker, "7c 5d 2h", "Jc Td 8h", Play),
        [Some(1), Some(0), None, Some(-1)]
    );
}

#[test]
fn the_ante_bonus_is_paid_to_a_seat_that_played_whatever_the_dealer_has() {
    // A straight: 1 x bonus against a dealer who does not qualify, who wins, who loses.
    assert_eq!(
        seat(ThreeCardPoker, "4c 5d 6h", "Jc Td 8s", Play)[2],
        Some(1)
    );
    assert_eq!(
        seat(ThreeCardPoker, "4c 5d 6h", "2c 2d 2s", Play),
        [Some(-1), Some(-1), Some(1), Some(6)]
    );
    assert_eq!(
        seat(ThreeCardPoker, "4c 5d 6h", "Qc 3d 2s", Play)[2],
        Some(1)
    );
    assert_eq!(
        seat(ThreeCardPoker, "7c 7d 7h", "Ac Kd Jh", Play)[2],
        Some(2)
    );
    assert_eq!(
        seat(ThreeCardPoker, "9s Ts Js", "Ac Kd Jh", Play)[2],
        Some(3)
    );
    // A flush earns no bonus.
    assert_eq!(seat(ThreeCardPoker, "2h 9h Kh", "Ac Kd Jh", Play)[2], None);
}

#[test]
fn fast_poker_s_play_pays_3x_on_trips_or_a_straight_flush_only_when_a_qualifying_dealer_is_beaten()
{
    assert_eq!(
        seat(FastPoker, "7c 7d 7h", "Ac Kd Jh", Play),
        [Some(1), Some(3), None, Some(30)]
    );
    assert_eq!(
        seat(FastPoker, "9s Ts Js", "Ac Kd Jh", Play),
        [Some(1), Some(3), None, Some(30)]
    );
    // A straight wins 1 x.
    assert_eq!(
        seat(FastPoker, "4c 5d 6h", "Ac Kd Jh", Play),
        [Some(1), Some(1), None, Some(5)]
    );
    // Trips against a dealer who does not qualify: the play pushes.
    assert_eq!(
        seat(FastPoker, "7c 7d 7h", "Jc Td 8h", Play),
        [Some(1), Some(0), None, Some(30)]
    );
}

#[test]
fn the_side_box_settles_on_the_player_s_hand_alone_whatever_the_dealer_has() {
    for category in ThreeCardCategory::ALL {
        for dealer in ["Jc Td 8h", "Ac Kd Jh", "2c 2d 2s"] {
            for game in ThreeCardGame::ALL {
                let rules = game.published();
                let side = settle(&rules, value(hand_of(category)), value(dealer), Play).side;
                assert_eq!(side, rules.side.pays(category).unwrap_or(Payout::LOST));
            }
        }
    }
}

#[test]
fn a_paytable_below_the_published_one_is_refused_naming_the_line() {
    let lowered = ThreeCardGame::ThreeCardPoker
        .published()
        .with_line("pairplus.straight_flush", Payout::times(35))
        .expect("a line of the game");
    assert_eq!(
        lowered.check().expect_err("refused").to_string(),
        "market `pairplus.straight_flush` pays 35x, below the rulebook's minimum of 40x"
    );
    let no_play_bonus = ThreeCardGame::FastPoker
        .published()
        .with_line("play.three_of_a_kind", Payout::times(1))
        .expect("a line of the game");
    assert!(no_play_bonus.check().is_err());
}

#[test]
fn a_raised_paytable_is_taken_and_pays_its_raised_line() {
    let raised = ThreeCardGame::ThreeCardPoker
        .published()
        .with_line("ante_bonus.straight_flush", Payout::times(5))
        .and_then(|rules| rules.with_line("ante_bonus.three_of_a_kind", Payout::times(4)))
        .expect("lines of the game");
    assert_eq!(raised.check(), Ok(()));
    let settled = settle(&raised, value("9s Ts Js"), value("Ac Kd Jh"), Play);
    assert_eq!(settled.ante_bonus, Some(Payout::times(5)));
}

#[test]
fn a_line_of_another_box_or_category_is_refused() {
    let rules = ThreeCardGame::FastPoker.published();
    assert!(rules
        .clone()
        .with_line("pairplus.pair", Payout::times(2))
        .is_err());
    assert!(rules
        .with_line("bonus.royal_flush", Payout::times(2))
        .is_err());
}
