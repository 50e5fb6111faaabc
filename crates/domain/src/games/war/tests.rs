//! War as the table plays it: two betting rounds, one card each, burns, holds, results.

use crate::decision::{BurnCause, Decision, Incident};
use crate::error::TableError;
use crate::games::{GameConfig, GameKind, Outcome};
use crate::instruction::FloorInstruction;
use crate::market::Verdict;
use crate::observation::Observation;
use crate::position::Position::{Banker, Dealer, Player};
use crate::testkit::Harness;
use crate::DrawNumber;

fn table() -> Harness {
    Harness::with_shoe(GameConfig::of(GameKind::War), 6)
}

fn settlements_of(harness: &Harness) -> Vec<crate::Settlement> {
    match harness.ending(DrawNumber(1)) {
        Some(Decision::DrawSettled { settlements, .. }) => settlements.clone(),
        other => panic!("draw 1 not settled: {other:?}"),
    }
}

fn play(harness: &mut Harness, player: &str, dealer: &str) {
    harness.close_round();
    harness.scan(Player, player).expect("player card");
    harness.close_round();
    harness.scan(Dealer, dealer).expect("dealer card");
}

#[test]
fn war_player_card_opens_round_2_and_dealer_card_ends_the_draw() {
    let mut harness = table();
    harness.close_round();
    let after_player = harness.scan(Player, "Qh").expect("player card");
    assert!(matches!(
        after_player[..],
        [
            Decision::CardDealt { .. },
            Decision::BettingRoundOpened { round: 2, .. }
        ]
    ));
    harness.close_round();
    let after_dealer = harness.scan(Dealer, "3c").expect("dealer card");
    assert!(matches!(
        after_dealer[..],
        [
            Decision::CardDealt { .. },
            Decision::DrawSettled {
                outcome: Outcome::War(_),
                ..
            },
            Decision::DrawOpened {
                draw: DrawNumber(2)
            },
            Decision::BettingRoundOpened { round: 1, .. }
        ]
    ));
}

#[test]
fn war_player_always_gets_the_first_card() {
    let mut harness = table();
    harness.close_round();
    let decisions = harness.scan(Dealer, "Qh").expect("held");
    assert!(matches!(
        decisions[..],
        [Decision::DrawHeld {
            incident: Incident::WrongPosition {
                expected: Player,
                found: Dealer
            },
            ..
        }]
    ));
}

#[test]
fn war_tie_pays_war_and_player_and_dealer_bets_lose() {
    let mut harness = table();
    play(&mut harness, "9c", "9h");
    let settlements = settlements_of(&harness);
    for (market, verdict) in [
        ("war", Verdict::Win),
        ("player", Verdict::Lose),
        ("dealer", Verdict::Lose),
    ] {
        assert!(settlements
            .iter()
            .filter(|s| s.market.as_str() == market)
            .all(|s| s.verdict == verdict));
    }
}

#[test]
fn war_player_card_markets_are_settled_only_for_round_1() {
    let mut harness = table();
    play(&mut harness, "Ah", "2s");
    let settlements = settlements_of(&harness);
    assert_eq!(settlements.len(), 25 + 14);
    let player_red: Vec<u8> = settlements
        .iter()
        .filter(|s| s.market.as_str() == "player_red")
        .map(|s| s.round)
        .collect();
    assert_eq!(player_red, vec![1]);
    let dealer_black: Vec<u8> = settlements
        .iter()
        .filter(|s| s.market.as_str() == "dealer_black")
        .map(|s| s.round)
        .collect();
    assert_eq!(dealer_black, vec![1, 2]);
}

#[test]
fn war_card_scanned_while_round_open_is_burned_r2() {
    let mut harness = table();
    let decisions = harness.scan(Player, "Kd").expect("burned");
    assert!(matches!(
        decisions[..],
        [Decision::CardBurned {
            cause: BurnCause::ExposedWhileRoundOpen,
            ..
        }]
    ));
}

#[test]
fn war_unreadable_card_is_burned_without_cancelling_the_draw() {
    let mut harness = table();
    harness.close_round();
    harness
        .observe(Observation::CardUnreadable)
        .expect("burned");
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(Player));
    assert_eq!(harness.draw(), DrawNumber(1));
}

#[test]
fn banker_is_no_position_in_war() {
    let mut harness = table();
    harness.close_round();
    assert_eq!(
        harness.scan(Banker, "5h"),
        Err(TableError::NoSuchPosition {
            game: GameKind::War,
            position: Banker
        })
    );
}
