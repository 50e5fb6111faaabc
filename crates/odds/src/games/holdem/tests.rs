//! The hold'em games' figures against a brute force written out here (every deal settled by the
//! domain, no classes, no memo), against simulation, and against the rules file's reference
//! values.

use super::side::SideBox;
use super::*;
use crate::fraction::Fraction;
use crate::seeded::{Mean, Seeded};
use crate::OddsError;
use livedraw_domain::games::holdem::decisions::Node;
use livedraw_domain::games::holdem::dynamic_poker::DynamicRules;
use livedraw_domain::games::holdem::holdem_bonus::{AnteOption, BonusTable, ThbRules};
use livedraw_domain::games::holdem::riverside_poker::{RiversidePath, RiversideRules};
use livedraw_domain::games::holdem::ultimate_holdem::{TripsTable, UthRules};
use livedraw_domain::games::holdem::{Deal, HoldemGame};
use livedraw_domain::Card;

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|card| card.parse().expect("a card"))
        .collect()
}

/// The value of `node` by brute force: every next card in turn, every dealer's two at the
/// end, each deal settled by the game; the best option at each decision.
pub(super) fn brute<G: HoldemGame>(
    game: &G,
    node: &Node<G::Path>,
    player: [Card; 2],
    board: &mut Vec<Card>,
    unseen: &[Card],
) -> f64 {
    let left: Vec<Card> = unseen
        .iter()
        .copied()
        .filter(|card| !board.contains(card))
        .collect();
    match node {
        Node::Decide { board: at, options } if *at == board.len() => options
            .iter()
            .map(|(_, next)| brute(game, next, player, board, unseen))
            .fold(f64::NEG_INFINITY, f64::max),
        Node::Path(path) if board.len() == 5 => {
            let (mut sum, mut deals) = (0.0, 0.0);
            for &a in &left {
                for &b in &left {
                    if a.index() < b.index() {
                        let deal = Deal {
                            player,
                            dealer: [a, b],
                            board: [board[0], board[1], board[2], board[3], board[4]],
                        };
                        sum += game.settle(*path, &deal.hands()).main_net() as f64 / 100.0;
                        deals += 1.0;
                    }
                }
            }
            sum / deals
        }
        _ => {
            let mut sum = 0.0;
            for &card in &left {
                board.push(card);
                sum += brute(game, node, player, board, unseen);
                board.pop();
            }
            sum / left.len() as f64
        }
    }
}

/// Each option's value at the point `taken` leads to, by brute force.
fn brute_values<G: HoldemGame>(game: &G, spot: &Spot, taken: &[&str]) -> Vec<f64> {
    let tree = game.decisions();
    let point = if taken.is_empty() {
        tree.points_at(spot.board.len())[0].1
    } else {
        tree.after(taken).expect("a point")
    };
    let Node::Decide { options, .. } = point else {
        panic!("not a decision");
    };
    let mut out: Vec<Card> = spot.player.to_vec();
    out.extend(spot.board);
    out.extend(spot.seen);
    let unseen: Vec<Card> = Card::all().filter(|card| !out.contains(card)).collect();
    options
        .iter()
        .map(|(_, next)| brute(game, next, spot.player, &mut spot.board.to_vec(), &unseen))
        .collect()
}

/// Cards out of a reduced deck: every card of ranks 2 to 7 not named in `keep`, so that 12 to
/// 16 cards are left (the face cards, tens to aces, and the spot's own).
fn reduced(keep: &str) -> Vec<Card> {
    let keep = cards(keep);
    Card::all()
        .filter(|card| card.rank() < livedraw_domain::Rank::Nine && !keep.contains(card))
        .collect()
}

fn assert_close(engine: &[OptionValue], brute: &[f64]) {
    assert_eq!(engine.len(), brute.len());
    for (value, expected) in engine.iter().zip(brute) {
        assert!(
            (value.ev - expected).abs() < 1e-12,
            "{}: {} against {expected}",
            value.option,
            value.ev
        );
    }
}

fn spot<'a>(player: &str, board: &'a [Card], seen: &'a [Card]) -> Spot<'a> {
    let player = cards(player);
    Spot {
        player: [player[0], player[1]],
        board,
        seen,
    }
}

#[test]
fn uth_flop_and_river_values_equal_brute_force_on_a_reduced_deck() {
    let game = UthRules::published(TripsTable::I);
    let board = cards("Ts Jh 2c");
    let seen = reduced("Ts Jh 2c 8d 9c");
    let flop = spot("Ah 8d", &board, &seen);
    let values = decision_values(&game, &flop, &[]).expect("values");
    assert_eq!(
        values.iter().map(|v| v.option).collect::<Vec<_>>(),
        ["check", "bet_2x"]
    );
    assert_close(&values, &brute_values(&game, &flop, &[]));
    let river = cards("Ts Jh 2c Qd 3s");
    let seen = reduced("Ts Jh 2c Qd 3s 8d 9c");
    let river_spot = spot("Ah 8d", &river, &seen);
    let values = decision_values(&game, &river_spot, &[]).expect("values");
    assert_close(&values, &brute_values(&game, &river_spot, &[]));
}

#[test]
fn thb_flop_and_turn_values_equal_brute_force_on_a_reduced_deck() {
    for option in [AnteOption::A, AnteOption::B, AnteOption::C] {
        let game = ThbRules::published(option, BonusTable::I);
        let board = cards("Ts Jh 2c");
        let seen = reduced("Ts Jh 2c 8d 9c");
        let flop = spot("Kh 9c", &board, &seen);
        assert_close(
            &decision_values(&game, &flop, &[]).expect("values"),
            &brute_values(&game, &flop, &[]),
        );
        let turn = cards("Ts Jh 2c Ks");
        let seen = reduced("Ts Jh 2c Ks 8d 9c");
        let turn_spot = spot("Kh 9c", &turn, &seen);
        for taken in [["bet_2x", "check"], ["bet_2x", "bet_1x"]] {
            assert_close(
                &decision_values(&game, &turn_spot, &taken).expect("values"),
                &brute_values(&game, &turn_spot, &taken),
            );
        }
    }
}

#[test]
fn dynamic_and_riverside_values_equal_brute_force_on_a_reduced_deck() {
    let board = cards("Ts Jh 2c");
    let seen = reduced("Ts Jh 2c 8d 9c");
    let flop = spot("Qh 8d", &board, &seen);
    let dynamic = DynamicRules::published();
    assert_close(
        &decision_values(&dynamic, &flop, &[]).expect("values"),
        &brute_values(&dynamic, &flop, &[]),
    );
    let riverside = RiversideRules::published();
    let values = decision_values(&riverside, &flop, &[]).expect("values");
    assert_eq!(
        values.iter().map(|v| v.option).collect::<Vec<_>>(),
        ["fold", "call"]
    );
    assert_close(&values, &brute_values(&riverside, &flop, &[]));
}

#[test]
fn a_fold_is_worth_the_main_boxes_lost() {
    let board = cards("Ts Jh 2c Qd 3s");
    let river = spot("Ah 8d", &board, &[]);
    let values = decision_values(&UthRules::published(TripsTable::I), &river, &[]).expect("values");
    assert_eq!(values[1].option, "fold");
    // Ante and blind.
    assert_eq!(values[1].ev, -2.0);
}

#[test]
fn a_terminal_option_s_value_is_within_four_standard_errors_of_a_simulation() {
    // Riverside's call, full deck: turn, river and the dealer's two drawn at random.
    let game = RiversideRules::published();
    let board = cards("Ts Jh 2c");
    let flop = spot("Qh Jd", &board, &[]);
    let exact = decision_values(&game, &flop, &[]).expect("values")[1].ev;
    let out = cards("Qh Jd Ts Jh 2c");
    let left: Vec<Card> = Card::all().filter(|card| !out.contains(card)).collect();
    let mut seeded = Seeded::new(0x2545_f491_4f6c_dd1d);
    let mut mean = Mean::default();
    for _ in 0..100_000 {
        let mut deck = left.clone();
        let [turn, river, a, b] = [0, 1, 2, 3].map(|_| seeded.draw(&mut deck));
        let deal = Deal {
            player: [flop.player[0], flop.player[1]],
            dealer: [a, b],
            board: [board[0], board[1], board[2], turn, river],
        };
        let net = game.settle(RiversidePath::Call, &deal.hands()).main_net();
        mean.add(net as f64 / 100.0);
    }
    assert!(mean.agrees_with(exact), "{exact}");
}

#[test]
fn a_spot_that_is_no_decision_point_is_refused_clearly() {
    let game = ThbRules::published(AnteOption::B, BonusTable::I);
    let turn = cards("Ts Jh 2c Ks");
    // The turn decision is reached after a check or after a bet on the flop: say which.
    assert!(matches!(
        decision_values(&game, &spot("Kh 9c", &turn, &[]), &[]),
        Err(OddsError::NoDecisionPoint { .. })
    ));
    assert!(matches!(
        decision_values(&game, &spot("Kh 9c", &[], &[]), &[]),
        Err(OddsError::BeforeTheFlop)
    ));
    let river = cards("Ts Jh 2c Ks 3d");
    assert!(matches!(
        decision_values(&game, &spot("Kh 9c", &river, &[]), &[]),
        Err(OddsError::NoDecisionPoint { .. })
    ));
    let uth = UthRules::published(TripsTable::I);
    assert!(matches!(
        decision_values(&uth, &spot("Kh Ts", &river, &[]), &[]),
        Err(OddsError::DuplicateCard(_))
    ));
}

#[test]
fn the_side_boxes_equal_the_rules_file_s_reference_values() {
    let thb = |table| {
        ThbRules::published(AnteOption::B, table)
            .side_return(&[])
            .expect("return")
    };
    assert_eq!(thb(BonusTable::I), Fraction::new(-59, 663));
    assert_eq!(thb(BonusTable::II), Fraction::new(-13_873, 162_435));
    let dynamic = DynamicRules::published().side_return(&[]).expect("return");
    assert_eq!(dynamic, Fraction::new(-79, 663));
    let riverside = RiversideRules::published()
        .side_return(&[])
        .expect("return");
    assert_eq!(riverside, Fraction::new(-19_661, 129_948));
}

#[test]
fn uth_trips_i_to_iv_equal_the_rules_file_s_rounded_reference_values() {
    // The rules file gives these to a thousandth of a percent.
    for (table, percent) in [
        (TripsTable::I, -0.902),
        (TripsTable::II, -1.904),
        (TripsTable::III, -3.498),
        (TripsTable::IV, -6.181),
    ] {
        let exact = UthRules::published(table).side_return(&[]).expect("return");
        let rounded = (exact.as_f64() * 100_000.0).round() / 1000.0;
        assert_eq!(rounded, percent, "{table:?}: {exact}");
    }
}
