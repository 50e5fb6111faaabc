//! The hold'em games' rules against three-card-and-holdem.md, one test per rule: every
//! settlement table cell by cell, every paytable line by line.

use super::dynamic_poker::{self, DynamicPath, DynamicRules};
use super::holdem_bonus::{self, AnteOption, BonusTable, ThbPath, ThbRules};
use super::riverside_poker::{self, RiversidePath, RiversideRules};
use super::ultimate_holdem::{self, TripsTable, UthPath, UthRules};
use super::*;
use crate::card::Card;
use crate::market::Payout;
use crate::poker::five_card::Category;
use crate::poker::hole_cards::{kinds_met, HoleCards};
use crate::poker::paytable::{Line, Paytable};

fn cards<const N: usize>(text: &str) -> [Card; N] {
    let cards: Vec<Card> = text
        .split_whitespace()
        .map(|card| card.parse().expect("a card"))
        .collect();
    cards.try_into().expect("the number of cards")
}

fn deal(player: &str, dealer: &str, board: &str) -> Deal {
    Deal {
        player: cards(player),
        dealer: cards(dealer),
        board: cards(board),
    }
}

/// A seat's boxes as (name, stake, multiple of the stake).
fn boxes(settled: SeatSettlement) -> Vec<(&'static str, i64, f64)> {
    settled
        .boxes
        .iter()
        .map(|result| (result.name, result.stake, result.payout.as_f64()))
        .collect()
}

/// A paytable's payouts, from the highest category down, `None` where a hand is not paid.
fn column<L: Line>(paytable: &Paytable<L>) -> Vec<Option<f64>> {
    L::all()
        .iter()
        .rev()
        .map(|&line| paytable.pays(line).map(Payout::as_f64))
        .collect()
}

// ---- Ultimate Texas Hold'em ----

fn uth(path: UthPath, deal: &Deal) -> Vec<(&'static str, i64, f64)> {
    boxes(ultimate_holdem::settle(
        &UthRules::published(TripsTable::I),
        path,
        &deal.hands(),
    ))
}

#[test]
fn uth_the_blind_pays_500_50_10_3_3_1_and_pushes_below_a_straight() {
    let rules = UthRules::published(TripsTable::I);
    // Royal flush down to high card.
    assert_eq!(
        column(&rules.blind),
        [
            Some(500.0),
            Some(50.0),
            Some(10.0),
            Some(3.0),
            Some(3.0),
            Some(1.0),
            None,
            None,
            None,
            None
        ]
    );
}

#[test]
fn uth_the_trips_tables_i_to_iv_are_the_rules_file_s_line_by_line() {
    let expected = [
        (TripsTable::I, [50.0, 40.0, 30.0, 9.0, 7.0, 4.0, 3.0]),
        (TripsTable::II, [50.0, 40.0, 30.0, 8.0, 6.0, 5.0, 3.0]),
        (TripsTable::III, [50.0, 40.0, 30.0, 8.0, 7.0, 4.0, 3.0]),
        (TripsTable::IV, [50.0, 40.0, 20.0, 7.0, 6.0, 5.0, 3.0]),
    ];
    for (table, pays) in expected {
        let mut column = column(&table.paytable());
        // Below three of a kind: lose.
        assert_eq!(column.split_off(7), [None, None, None], "{table:?}");
        assert_eq!(column, pays.map(Some), "{table:?}");
    }
}

#[test]
fn uth_settlement_when_the_dealer_qualifies_cell_by_cell() {
    // Player better, below a straight: ante 1 x, blind push, play 1 x.
    let better = deal("Ah Kd", "Qh Qc", "As 7d 4c 9h 2s");
    assert_eq!(
        uth(UthPath::Bet4x, &better),
        [
            ("ante", 1, 1.0),
            ("blind", 1, 0.0),
            ("play", 4, 1.0),
            ("trips", 1, -1.0)
        ]
    );
    // Player better with a straight: the blind pays 1 x, trips 4 x (table I).
    let straight = deal("8h 6d", "Kc Qd", "5c 7d 4s Kh 2c");
    assert_eq!(
        uth(UthPath::Bet2x, &straight),
        [
            ("ante", 1, 1.0),
            ("blind", 1, 1.0),
            ("play", 2, 1.0),
            ("trips", 1, 4.0)
        ]
    );
    // Dealer better: ante, blind and play lost.
    let worse = deal("3h 6d", "Qh Qc", "As 7d 4c 9h Qs");
    assert_eq!(
        uth(UthPath::Bet1x, &worse),
        [
            ("ante", 1, -1.0),
            ("blind", 1, -1.0),
            ("play", 1, -1.0),
            ("trips", 1, -1.0)
        ]
    );
    // Tie (the board's royal flush plays for both): everything pushes; trips pays 50 x.
    let tie = deal("2c 3d", "4c 5d", "Ah Kh Qh Jh Th");
    assert_eq!(
        uth(UthPath::Bet3x, &tie),
        [
            ("ante", 1, 0.0),
            ("blind", 1, 0.0),
            ("play", 3, 0.0),
            ("trips", 1, 50.0)
        ]
    );
}

#[test]
fn uth_settlement_when_the_dealer_does_not_qualify_cell_by_cell() {
    let board = "2s 7h 9c Jd 8s";
    // Player better: ante push, blind by paytable (push), play 1 x.
    assert_eq!(
        uth(UthPath::Bet4x, &deal("Ah Kd", "3c 5d", board)),
        [
            ("ante", 1, 0.0),
            ("blind", 1, 0.0),
            ("play", 4, 1.0),
            ("trips", 1, -1.0)
        ]
    );
    // Dealer better: ante push, blind and play lost.
    assert_eq!(
        uth(UthPath::Bet4x, &deal("3h 4d", "Ac 5d", board)),
        [
            ("ante", 1, 0.0),
            ("blind", 1, -1.0),
            ("play", 4, -1.0),
            ("trips", 1, -1.0)
        ]
    );
    // Tie: everything pushes.
    assert_eq!(
        uth(UthPath::Bet1x, &deal("3h 4d", "3c 4s", "2s 7h 9c Jd Ks")),
        [
            ("ante", 1, 0.0),
            ("blind", 1, 0.0),
            ("play", 1, 0.0),
            ("trips", 1, -1.0)
        ]
    );
}

#[test]
fn uth_a_fold_loses_ante_and_blind_and_trips_stays_in_action_on_the_final_hand() {
    let trips = deal("7h 7d", "Ac Ad", "7c 2s 9h Jd 4c");
    assert_eq!(
        uth(UthPath::Fold, &trips),
        [("ante", 1, -1.0), ("blind", 1, -1.0), ("trips", 1, 3.0)]
    );
}

#[test]
fn uth_a_seat_makes_one_play_bet_4x_or_3x_before_the_flop_2x_after_it_1x_at_the_river() {
    let better = deal("Ah Kd", "Qh Qc", "As 7d 4c 9h 2s");
    for (path, stake) in [
        (UthPath::Bet4x, 4),
        (UthPath::Bet3x, 3),
        (UthPath::Bet2x, 2),
        (UthPath::Bet1x, 1),
    ] {
        let settled =
            ultimate_holdem::settle(&UthRules::published(TripsTable::II), path, &better.hands());
        assert_eq!(settled.get("play").map(|play| play.stake), Some(stake));
        assert_eq!(settled.boxes.iter().filter(|b| b.name == "play").count(), 1);
    }
}

#[test]
fn uth_a_paytable_below_the_rulebook_s_is_refused_naming_the_line() {
    let mut rules = UthRules::published(TripsTable::III);
    rules.blind.set(Category::Flush, Payout::hundredths(150));
    assert_eq!(
        rules.check().expect_err("refused").to_string(),
        "market `blind.flush` pays 1.5x, below the rulebook's minimum of 3x"
    );
    let mut raised = UthRules::published(TripsTable::IV);
    raised.trips.set(Category::FourOfAKind, Payout::times(30));
    assert_eq!(raised.check(), Ok(()));
    raised.trips.set(Category::Straight, Payout::times(4));
    assert!(raised.check().is_err());
}

// ---- Texas Hold'em Bonus ----

fn thb(option: AnteOption, path: ThbPath, deal: &Deal) -> Vec<(&'static str, i64, f64)> {
    boxes(holdem_bonus::settle(
        &ThbRules::published(option, BonusTable::I),
        path,
        &deal.hands(),
    ))
}

const ALL_BETS: ThbPath = ThbPath::Flop {
    turn: true,
    river: true,
};

#[test]
fn thb_settlement_cell_by_cell() {
    // Player better with a straight (option B pays the ante 1 x).
    let straight = deal("8h 6d", "Kc Qd", "5c 7d 4s Kh 2c");
    assert_eq!(
        thb(AnteOption::B, ALL_BETS, &straight),
        [
            ("ante", 1, 1.0),
            ("flop", 2, 1.0),
            ("turn", 1, 1.0),
            ("river", 1, 1.0),
            ("bonus", 1, -1.0)
        ]
    );
    // Dealer better: all lost; the bonus by its paytable (K-Q: lose).
    let worse = deal("3h 6d", "Qh Qc", "As 7d 4c 9h Qs");
    assert_eq!(
        thb(AnteOption::B, ALL_BETS, &worse),
        [
            ("ante", 1, -1.0),
            ("flop", 2, -1.0),
            ("turn", 1, -1.0),
            ("river", 1, -1.0),
            ("bonus", 1, -1.0)
        ]
    );
    // Tie: all pushed; the bonus pays 3 x on 2-2 whatever the result.
    let tie = deal("2c 2d", "4c 5d", "Ah Kh Qh Jh Th");
    assert_eq!(
        thb(
            AnteOption::B,
            ThbPath::Flop {
                turn: false,
                river: true
            },
            &tie
        ),
        [
            ("ante", 1, 0.0),
            ("flop", 2, 0.0),
            ("river", 1, 0.0),
            ("bonus", 1, 3.0)
        ]
    );
    // A fold before the flop loses the ante and the bonus, even A-A's.
    assert_eq!(
        thb(
            AnteOption::B,
            ThbPath::Fold,
            &deal("Ac Ad", "4c 5d", "2s 7h 9c Jd 8s")
        ),
        [("ante", 1, -1.0), ("bonus", 1, -1.0)]
    );
}

#[test]
fn thb_has_no_dealer_qualification() {
    // The dealer's J high beats the player's 10 high: the seat loses everything.
    let low = deal("3h 4d", "Jc 5d", "2s 7h 9c Td Ks");
    assert_eq!(
        thb(
            AnteOption::B,
            ThbPath::Flop {
                turn: false,
                river: false
            },
            &low
        )[0],
        ("ante", 1, -1.0)
    );
}

#[test]
fn thb_the_ante_option_says_the_least_winning_hand_the_ante_pays_on() {
    let straight = deal("8h 6d", "Kc Qd", "5c 7d 4s Kh 2c");
    let trips_of_tens = deal("Th Td", "Kc Qd", "Tc 2d 4s 8h 3c");
    let trips_of_nines = deal("9h 9d", "Kc Qd", "9c 2d 4s 8h 3c");
    let flush = deal("Ah 6h", "Kc Qd", "5h 9h 2h Kh 3c");
    let path = ThbPath::Flop {
        turn: false,
        river: false,
    };
    let ante = |option, deal: &Deal| thb(option, path, deal)[0].2;
    // A: three tens or better.
    assert_eq!(ante(AnteOption::A, &trips_of_tens), 1.0);
    assert_eq!(ante(AnteOption::A, &trips_of_nines), 0.0);
    assert_eq!(ante(AnteOption::A, &straight), 1.0);
    // B: a straight or better.
    assert_eq!(ante(AnteOption::B, &trips_of_tens), 0.0);
    assert_eq!(ante(AnteOption::B, &straight), 1.0);
    // C: a flush or better.
    assert_eq!(ante(AnteOption::C, &straight), 0.0);
    assert_eq!(ante(AnteOption::C, &flush), 1.0);
    // The flop bet wins 1 x whatever the option.
    assert_eq!(thb(AnteOption::C, path, &straight)[1], ("flop", 2, 1.0));
}

#[test]
fn thb_the_bonus_tables_i_and_ii_are_the_rules_file_s_line_by_line() {
    // A-A against A-A, A-A, AKs, AQs/AJs, AKo, KK/QQ/JJ, AQo/AJo, TT-22.
    let lines = [30.0, 25.0, 20.0, 15.0, 10.0, 5.0, 3.0];
    for (table, top) in [(BonusTable::I, 30.0), (BonusTable::II, 1000.0)] {
        let mut expected = vec![Some(top)];
        expected.extend(std::iter::once(Some(30.0)).chain(lines[1..].iter().map(|&p| Some(p))));
        assert_eq!(column(&table.paytable()), expected, "{table:?}");
    }
}

#[test]
fn thb_bonus_ii_pays_1000x_on_a_a_against_the_dealer_s_a_a() {
    let aces = deal("Ac Ad", "Ah As", "2s 7h 9c Jd 8s");
    let rules = ThbRules::published(AnteOption::B, BonusTable::II);
    let path = ThbPath::Flop {
        turn: false,
        river: false,
    };
    let bonus = holdem_bonus::settle(&rules, path, &aces.hands())
        .get("bonus")
        .map(|b| b.payout);
    assert_eq!(bonus, Some(Payout::times(1000)));
    let rules = ThbRules::published(AnteOption::B, BonusTable::I);
    let bonus = holdem_bonus::settle(&rules, path, &aces.hands())
        .get("bonus")
        .map(|b| b.payout);
    assert_eq!(bonus, Some(Payout::times(30)));
}

#[test]
fn the_kinds_of_hole_cards_are_the_rules_file_s() {
    let none = cards::<2>("2c 3d");
    let kind = |hole: &str| kinds_met(cards(hole), none);
    assert_eq!(kind("Ac Ad"), [HoleCards::Aces]);
    assert_eq!(kind("Ks As"), [HoleCards::AceKingSuited]);
    assert_eq!(kind("Ah Qh"), [HoleCards::AceQueenOrJackSuited]);
    assert_eq!(kind("Jd Ad"), [HoleCards::AceQueenOrJackSuited]);
    assert_eq!(kind("Ac Kd"), [HoleCards::AceKingOffsuit]);
    assert_eq!(kind("Kc Kd"), [HoleCards::KingsQueensOrJacks]);
    assert_eq!(kind("Jc Jd"), [HoleCards::KingsQueensOrJacks]);
    assert_eq!(kind("Ac Jd"), [HoleCards::AceQueenOrJackOffsuit]);
    assert_eq!(kind("Tc Td"), [HoleCards::TensToTwos]);
    assert_eq!(kind("2c 2d"), [HoleCards::TensToTwos]);
    assert!(kind("Ac Td").is_empty());
    assert!(kind("Kc Qc").is_empty());
    assert_eq!(
        kinds_met(cards("Ac Ad"), cards("Ah As")),
        [HoleCards::AcesAgainstDealerAces, HoleCards::Aces]
    );
}

// ---- Dynamic Poker ----

fn dynamic(path: DynamicPath, deal: &Deal) -> Vec<(&'static str, i64, f64)> {
    boxes(dynamic_poker::settle(
        &DynamicRules::published(),
        path,
        &deal.hands(),
    ))
}

#[test]
fn dynamic_b_pays_50_40_30_20_10_on_the_hole_cards() {
    // A-A against A-A (paid as A-A), A-A, AKs, AQs/AJs, AKo, KK/QQ/JJ, AQo/AJo, TT-22.
    assert_eq!(
        column(&DynamicRules::published().b),
        [
            None,
            Some(50.0),
            Some(40.0),
            Some(30.0),
            Some(20.0),
            Some(10.0),
            None,
            None
        ]
    );
    let aces = deal("Ac Ad", "Ah As", "2s 7h 9c Jd 8s");
    assert_eq!(
        dynamic(DynamicPath::Flop, &aces).last(),
        Some(&("b", 1, 50.0))
    );
}

#[test]
fn dynamic_settlement_cell_by_cell() {
    // Player better with a flush: Blind 1 x and every bet placed 1 x.
    let flush = deal("Ah 6h", "Kc Qd", "5h 9h 2h Kh 3c");
    assert_eq!(
        dynamic(DynamicPath::River, &flush),
        [
            ("blind", 1, 1.0),
            ("flop", 2, 1.0),
            ("turn", 1, 1.0),
            ("river", 1, 1.0),
            ("b", 1, -1.0)
        ]
    );
    // Player better below a flush: Blind push.
    let straight = deal("8h 6d", "Kc Qd", "5c 7d 4s Kh 2c");
    assert_eq!(
        dynamic(DynamicPath::Turn, &straight),
        [
            ("blind", 1, 0.0),
            ("flop", 2, 1.0),
            ("turn", 1, 1.0),
            ("b", 1, -1.0)
        ]
    );
    // Dealer better: all lost; B by its paytable (A-K offsuit 20 x).
    let worse = deal("Ah Kd", "Qh Qc", "2s 7d 4c 9h Qs");
    assert_eq!(
        dynamic(DynamicPath::Flop, &worse),
        [("blind", 1, -1.0), ("flop", 2, -1.0), ("b", 1, 20.0)]
    );
    // Tie: pushed.
    let tie = deal("2c 3d", "4c 5d", "Ah Kh Qh Jh Th");
    assert_eq!(
        dynamic(DynamicPath::Flop, &tie),
        [("blind", 1, 0.0), ("flop", 2, 0.0), ("b", 1, -1.0)]
    );
    // A fold loses the Blind and B.
    assert_eq!(
        dynamic(DynamicPath::Fold, &worse),
        [("blind", 1, -1.0), ("b", 1, -1.0)]
    );
}

#[test]
fn dynamic_a_river_bet_needs_the_turn_bet_and_a_seat_risks_at_most_5x_the_blind() {
    for path in DynamicPath::ALL {
        let settled = dynamic_poker::settle(
            &DynamicRules::published(),
            path,
            &deal("Ah Kd", "Qh Qc", "2s 7d 4c 9h Qs").hands(),
        );
        let has = |name| settled.get(name).is_some();
        assert!(!has("river") || has("turn"), "{path:?}");
        let staked: i64 = settled
            .boxes
            .iter()
            .filter(|b| !b.side)
            .map(|b| b.stake)
            .sum();
        assert!(staked <= 5, "{path:?}");
    }
}

// ---- Riverside Poker ----

fn riverside(path: RiversidePath, deal: &Deal) -> Vec<(&'static str, i64, f64)> {
    boxes(riverside_poker::settle(
        &RiversideRules::published(),
        path,
        &deal.hands(),
    ))
}

#[test]
fn riverside_the_blind_and_bonus_paytables_are_the_rules_file_s_line_by_line() {
    let rules = RiversideRules::published();
    assert_eq!(
        column(&rules.blind),
        [
            Some(20.0),
            Some(15.0),
            Some(10.0),
            Some(3.0),
            Some(2.0),
            Some(1.0),
            Some(1.0),
            Some(1.0),
            None,
            None
        ]
    );
    assert_eq!(
        column(&rules.bonus),
        [
            Some(30.0),
            Some(30.0),
            Some(20.0),
            Some(15.0),
            Some(10.0),
            Some(10.0),
            Some(10.0),
            Some(10.0),
            None,
            None
        ]
    );
}

#[test]
fn riverside_settlement_cell_by_cell() {
    // The dealer does not qualify: Blind 1 x whatever the player's hand, Call push.
    assert_eq!(
        riverside(
            RiversidePath::Call,
            &deal("3h 4d", "Ac 5d", "2s 7h 9c Jd 8s")
        ),
        [("blind", 1, 1.0), ("call", 2, 0.0), ("bonus", 1, -1.0)]
    );
    // Qualifies, player better with a straight: Blind 1 x, Call 1 x (the straight is in the
    // first five: the Bonus 10 x).
    assert_eq!(
        riverside(
            RiversidePath::Call,
            &deal("8h 6d", "Kc Qd", "5c 7d 4s Kh 2c")
        ),
        [("blind", 1, 1.0), ("call", 2, 1.0), ("bonus", 1, 10.0)]
    );
    // Qualifies, player better below two pair: Blind push.
    assert_eq!(
        riverside(
            RiversidePath::Call,
            &deal("Ah Kd", "Qh Qc", "As 7d 4c 9h 2s")
        ),
        [("blind", 1, 0.0), ("call", 2, 1.0), ("bonus", 1, -1.0)]
    );
    // Qualifies, dealer better: both lost.
    assert_eq!(
        riverside(
            RiversidePath::Call,
            &deal("3h 6d", "Qh Qc", "As 7d 4c 9h Qs")
        ),
        [("blind", 1, -1.0), ("call", 2, -1.0), ("bonus", 1, -1.0)]
    );
    // Qualifies (the board's pair), tie: pushed.
    assert_eq!(
        riverside(
            RiversidePath::Call,
            &deal("2c 3d", "2h 3s", "Ah Ad Qh Jc 9s")
        ),
        [("blind", 1, 0.0), ("call", 2, 0.0), ("bonus", 1, -1.0)]
    );
    // A fold loses the Blind and the Bonus.
    assert_eq!(
        riverside(
            RiversidePath::Fold,
            &deal("7h 7d", "Ac 5d", "7c 7s 9h Jd 4c")
        ),
        [("blind", 1, -1.0), ("bonus", 1, -1.0)]
    );
}

#[test]
fn riverside_the_bonus_pays_on_the_first_five_cards() {
    // Quads in the first five (7-7 and the flop 7-7-9): 20 x, whatever the turn and river.
    let quads = deal("7h 7d", "Ac 5d", "7c 7s 9h Jd 4c");
    assert_eq!(
        riverside(RiversidePath::Call, &quads)[2],
        ("bonus", 1, 20.0)
    );
    // Two pair only after the turn: the first five hold one pair, which loses.
    let late = deal("7h 2d", "Ac 5d", "7c Ks 9h 2c 4c");
    assert_eq!(riverside(RiversidePath::Call, &late)[2], ("bonus", 1, -1.0));
}

// ---- Decision points ----

/// The options at the decision point reached by `taken`, and its board.
fn options<G: HoldemGame>(game: &G, taken: &[&str]) -> (usize, Vec<&'static str>) {
    let tree = game.decisions();
    match tree.after(taken) {
        Some(decisions::Node::Decide { board, options }) => {
            (*board, options.iter().map(|(name, _)| *name).collect())
        }
        other => panic!("{taken:?} reaches {other:?}"),
    }
}

#[test]
fn uth_decides_check_or_4x_3x_before_the_flop_check_or_2x_after_it_1x_or_fold_at_the_river() {
    let game = UthRules::published(TripsTable::I);
    assert_eq!(options(&game, &[]), (0, vec!["check", "bet_3x", "bet_4x"]));
    assert_eq!(options(&game, &["check"]), (3, vec!["check", "bet_2x"]));
    assert_eq!(
        options(&game, &["check", "check"]),
        (5, vec!["bet_1x", "fold"])
    );
    // A seat that played has no later decision.
    assert!(game.decisions().after(&["bet_4x", "check"]).is_none());
    assert_eq!(game.decisions().paths().len(), UthPath::ALL.len());
}

#[test]
fn thb_decides_fold_or_flop_bet_then_turn_bet_then_river_bet_whether_or_not_the_turn_bet_was_made()
{
    let game = ThbRules::published(AnteOption::B, BonusTable::I);
    assert_eq!(options(&game, &[]), (0, vec!["fold", "bet_2x"]));
    assert_eq!(options(&game, &["bet_2x"]), (3, vec!["check", "bet_1x"]));
    assert_eq!(
        options(&game, &["bet_2x", "check"]),
        (4, vec!["check", "bet_1x"])
    );
    assert_eq!(
        options(&game, &["bet_2x", "bet_1x"]),
        (4, vec!["check", "bet_1x"])
    );
    let paths = game.decisions().paths();
    assert!(ThbPath::ALL.iter().all(|path| paths.contains(path)));
    assert_eq!(game.decisions().paths().len(), ThbPath::ALL.len());
}

#[test]
fn dynamic_decides_the_river_bet_only_after_the_turn_bet() {
    let game = DynamicRules::published();
    assert_eq!(options(&game, &[]), (0, vec!["fold", "bet_2x"]));
    assert_eq!(options(&game, &["bet_2x"]), (3, vec!["check", "bet_1x"]));
    let turn_points: Vec<Vec<&str>> = game
        .decisions()
        .points_at(4)
        .into_iter()
        .map(|(taken, _)| taken)
        .collect();
    assert_eq!(turn_points, [vec!["bet_2x", "bet_1x"]]);
    assert_eq!(game.decisions().paths().len(), DynamicPath::ALL.len());
}

#[test]
fn riverside_decides_once_after_the_flop_call_or_fold() {
    let game = RiversideRules::published();
    assert_eq!(options(&game, &[]), (3, vec!["fold", "call"]));
    assert_eq!(game.decisions().paths(), RiversidePath::ALL);
}

#[test]
fn every_holdem_game_refuses_a_paytable_line_below_the_rulebook_s_naming_it() {
    fn refused<G: HoldemGame>(game: &G) -> String {
        game.check().expect_err("refused").to_string()
    }
    let mut thb = ThbRules::published(AnteOption::A, BonusTable::II);
    assert_eq!(thb.check(), Ok(()));
    thb.bonus
        .set(HoleCards::AcesAgainstDealerAces, Payout::times(500));
    assert!(refused(&thb).contains("bonus.aces_against_dealer_aces"));
    let mut dynamic = DynamicRules::published();
    dynamic.b.set(HoleCards::Aces, Payout::times(40));
    assert!(refused(&dynamic).contains("b.aces"));
    let mut riverside = RiversideRules::published();
    riverside.bonus.set(Category::TwoPair, Payout::times(5));
    assert!(refused(&riverside).contains("bonus.two_pair"));
    let mut uth = UthRules::published(TripsTable::II);
    uth.trips.set(Category::Straight, Payout::times(4));
    assert!(refused(&uth).contains("trips.straight"));
}
