//! Punto banco's rules (table-games.md, "Punto Banco"), one test per rule, on the baccarat
//! coup machinery.

use super::*;
use crate::decision::{BurnCause, Incident};
use crate::games::single_round::testing::paid;
use crate::games::GameConfig;
use crate::market::{Payout, Settlement, Verdict};
use crate::paytable::PayoutOverrides;
use crate::position::Position::{self, Banker, Player};
use crate::shoe::ShoeError;
use crate::testkit::{barcode, Harness};

fn table(variant: Variant) -> Harness {
    let config = PuntoBancoConfig {
        variant,
        ..PuntoBancoConfig::default()
    };
    let mut harness = Harness::with_shoe(GameConfig::PuntoBanco(config), 6);
    harness.close_round();
    harness
}

fn no_commission(exception_total: u8) -> Variant {
    Variant::NoCommission { exception_total }
}

/// Deals `cards` in order; the settlements.
fn deal(variant: Variant, cards: &[(Position, &str)]) -> Vec<Settlement> {
    let mut harness = table(variant);
    let mut decisions = Vec::new();
    for (position, card) in cards {
        decisions.extend(harness.scan(*position, card).expect("dealt"));
    }
    decisions
        .iter()
        .find_map(|d| match d {
            Decision::DrawSettled { settlements, .. } => Some(settlements.clone()),
            _ => None,
        })
        .expect("settled")
}

/// Punto 9 (naturals stand) against banco `banco` on two cards.
fn punto_9_against(banco: [&'static str; 2]) -> [(Position, &'static str); 4] {
    [
        (Player, "9c"),
        (Banker, banco[0]),
        (Player, "Kd"),
        (Banker, banco[1]),
    ]
}

#[test]
fn one_betting_round_opens_before_the_deal_and_none_during_it() {
    let mut harness = table(Variant::Commission);
    let decisions = harness.scan(Player, "5h").expect("dealt");
    assert!(matches!(decisions[..], [Decision::CardDealt { .. }]));
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(Banker));
}

#[test]
fn cards_go_punto_banco_punto_banco_then_third_cards_as_baccarat() {
    // Punto 0+3 = 3 draws; banco 7 on two cards stands whatever punto's third card.
    let settlements = deal(
        Variant::Commission,
        &[
            (Player, "Kc"),
            (Banker, "7d"),
            (Player, "3h"),
            (Banker, "Qs"),
            (Player, "4c"),
        ],
    );
    // Punto 3 + 4 = 7 against banco 7: a tie.
    assert_eq!(paid(&settlements, "banco").0, Verdict::Push);
    assert_eq!(paid(&settlements, "punto").0, Verdict::Push);
    assert_eq!(paid(&settlements, "tie").0, Verdict::Win);
}

#[test]
fn a_card_at_the_wrong_position_holds_the_draw_r7() {
    let mut harness = table(Variant::Commission);
    let decisions = harness.scan(Banker, "5h").expect("held");
    assert!(decisions.iter().any(|d| matches!(
        d,
        Decision::DrawHeld {
            incident: Incident::WrongPosition { .. },
            ..
        }
    )));
}

#[test]
fn a_card_shown_while_betting_is_open_is_burned_r2() {
    let config = GameConfig::PuntoBanco(PuntoBancoConfig::default());
    let mut harness = Harness::with_shoe(config, 6);
    let decisions = harness.scan(Player, "5h").expect("burned");
    assert!(matches!(
        decisions[..],
        [Decision::CardBurned {
            cause: BurnCause::ExposedWhileRoundOpen,
            ..
        }]
    ));
}

#[test]
fn a_foreign_card_holds_the_draw_r7() {
    let mut harness = table(Variant::Commission);
    let foreign = barcode(77, "Ah");
    let decisions = harness
        .observe(Observation::CardScanned {
            position: Player,
            barcode: foreign,
        })
        .expect("held");
    assert!(decisions.iter().any(|d| matches!(
        d,
        Decision::DrawHeld {
            incident: Incident::Card(ShoeError::ForeignCard(_)),
            ..
        }
    )));
}

#[test]
fn punto_higher_pays_punto_1_to_1() {
    let settlements = deal(Variant::Commission, &punto_9_against(["7d", "Qs"]));
    assert_eq!(
        paid(&settlements, "punto"),
        (Verdict::Win, Some(Payout::times(1)))
    );
    assert_eq!(
        paid(&settlements, "banco"),
        (Verdict::Lose, Some(Payout::LOST))
    );
    assert_eq!(paid(&settlements, "tie").0, Verdict::Lose);
}

#[test]
fn banco_higher_pays_banco_1_to_1_less_5_percent_commission() {
    let settlements = deal(
        Variant::Commission,
        &[
            (Player, "7c"),
            (Banker, "9d"),
            (Player, "Kd"),
            (Banker, "Qs"),
        ],
    );
    assert_eq!(
        paid(&settlements, "banco"),
        (Verdict::Win, Some(Payout::hundredths(95)))
    );
    assert_eq!(paid(&settlements, "punto").0, Verdict::Lose);
}

#[test]
fn a_tie_pushes_punto_and_banco_and_pays_the_tie_8_to_1() {
    let settlements = deal(Variant::Commission, &punto_9_against(["9d", "Qs"]));
    assert_eq!(
        paid(&settlements, "punto"),
        (Verdict::Push, Some(Payout::NOTHING))
    );
    assert_eq!(
        paid(&settlements, "banco"),
        (Verdict::Push, Some(Payout::NOTHING))
    );
    assert_eq!(
        paid(&settlements, "tie"),
        (Verdict::Win, Some(Payout::times(8)))
    );
}

#[test]
fn without_commission_a_banco_win_pays_1_to_1() {
    let settlements = deal(
        no_commission(6),
        &[
            (Player, "7c"),
            (Banker, "9d"),
            (Player, "Kd"),
            (Banker, "Qs"),
        ],
    );
    assert_eq!(
        paid(&settlements, "banco"),
        (Verdict::Win, Some(Payout::times(1)))
    );
}

#[test]
fn without_commission_a_banco_win_with_6_pays_1_to_2() {
    // Punto 5 + 0 = 5 draws a third card; a K makes 5. Banco 6 against punto's third 10-value
    // card stands. 6 beats 5.
    let cards = [
        (Player, "5c"),
        (Banker, "6d"),
        (Player, "Kd"),
        (Banker, "Qs"),
        (Player, "Kh"),
    ];
    let settlements = deal(no_commission(6), &cards);
    assert_eq!(
        paid(&settlements, "banco"),
        (Verdict::Win, Some(Payout::hundredths(50)))
    );
    // With the commission variant the same coup pays 0.95.
    let commission = deal(Variant::Commission, &cards);
    assert_eq!(paid(&commission, "banco").1, Some(Payout::hundredths(95)));
}

#[test]
fn the_alternative_exception_total_5_pays_1_to_2_on_a_banco_5() {
    // Punto 4 + K draws: K keeps 4. Banco 5 against a third card of value 0 stands.
    let cards = [
        (Player, "4c"),
        (Banker, "5d"),
        (Player, "Kd"),
        (Banker, "Qs"),
        (Player, "Kh"),
    ];
    let settlements = deal(no_commission(5), &cards);
    assert_eq!(
        paid(&settlements, "banco"),
        (Verdict::Win, Some(Payout::hundredths(50)))
    );
    let six = deal(no_commission(6), &cards);
    assert_eq!(paid(&six, "banco").1, Some(Payout::times(1)));
}

#[test]
fn the_rulebook_payout_table_is_the_code_s_bet_by_bet() {
    let commission = catalogue(&PuntoBancoConfig::default());
    let payouts: Vec<(&str, Payout)> = commission
        .iter()
        .map(|m| (m.bet().id(), m.payout()))
        .collect();
    assert_eq!(
        payouts,
        vec![
            ("punto", Payout::times(1)),
            ("banco", Payout::hundredths(95)),
            ("tie", Payout::times(8)),
        ]
    );
    let no_commission = catalogue(&PuntoBancoConfig {
        variant: no_commission(6),
        ..PuntoBancoConfig::default()
    });
    assert_eq!(no_commission[1].payout(), Payout::times(1));
    assert_eq!(markets::EXCEPTION_PAYOUT, Payout::hundredths(50));
}

#[test]
fn a_payout_below_the_rulebook_or_an_exception_total_other_than_6_or_5_is_refused() {
    let low_tie = PuntoBancoConfig {
        payouts: PayoutOverrides::from_pairs([("tie".into(), Payout::times(7))]),
        ..PuntoBancoConfig::default()
    };
    assert_eq!(
        low_tie.check(),
        Err(PaytableError::BelowMinimum {
            market: "tie".into(),
            configured: Payout::times(7),
            minimum: Payout::times(8),
        })
    );
    let higher_banco = PuntoBancoConfig {
        payouts: PayoutOverrides::from_pairs([("banco".into(), Payout::hundredths(96))]),
        ..PuntoBancoConfig::default()
    };
    assert_eq!(higher_banco.check(), Ok(()));
    let four = PuntoBancoConfig {
        variant: no_commission(4),
        ..PuntoBancoConfig::default()
    };
    assert!(matches!(four.check(), Err(PaytableError::Layout(_))));
}

#[test]
fn the_shoe_is_six_barcoded_decks_as_baccarat_s() {
    let config = GameConfig::PuntoBanco(PuntoBancoConfig::default());
    let mut harness = Harness::new(config);
    assert_eq!(harness.table.instruction(), FloorInstruction::LoadShoe);
    let one_deck = Observation::ShoeLoaded {
        manifest: crate::testkit::manifest(1),
    };
    assert!(matches!(
        harness.observe(one_deck),
        Err(TableError::Manifest(_))
    ));
    let six = Observation::ShoeLoaded {
        manifest: crate::testkit::manifest(6),
    };
    assert!(harness.observe(six).is_ok());
    assert_eq!(
        harness.table.game().rules().blocked(),
        None,
        "a loaded shoe unblocks the table"
    );
}
