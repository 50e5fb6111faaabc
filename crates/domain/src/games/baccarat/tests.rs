//! Baccarat as the table plays it: betting rounds, dealing order, burns, holds, results.

use crate::decision::{BurnCause, CancelReason, Decision, Incident};
use crate::error::TableError;
use crate::games::{GameConfig, GameKind, Outcome};
use crate::instruction::FloorInstruction;
use crate::market::Verdict;
use crate::observation::Observation;
use crate::position::Position::{Banker, Dealer, Player};
use crate::shoe::ShoeError;
use crate::table::{Resolution, SupervisorCommand};
use crate::testkit::{barcode, manifest, Harness};
use crate::{DiceFaults, DrawNumber};
use std::time::Duration;

fn table() -> Harness {
    Harness::with_shoe(GameConfig::of(GameKind::Baccarat), 6)
}

/// Deals a whole coup, closing each betting round first: `cards` alternate as dealt.
fn deal(harness: &mut Harness, cards: &[(crate::Position, &str)]) -> Vec<Decision> {
    let mut decisions = Vec::new();
    for &(position, card) in cards {
        if matches!(
            harness.table.instruction(),
            FloorInstruction::WaitForBetting { .. }
        ) {
            harness.close_round();
        }
        decisions.extend(harness.scan(position, card).expect("card accepted"));
    }
    decisions
}

fn settled(decisions: &[Decision]) -> Option<&Decision> {
    decisions
        .iter()
        .find(|d| matches!(d, Decision::DrawSettled { .. }))
}

fn coup_of(decision: &Decision) -> (Vec<String>, Vec<String>) {
    let Decision::DrawSettled {
        outcome: Outcome::Baccarat(coup),
        ..
    } = decision
    else {
        panic!("not a baccarat result: {decision:?}");
    };
    let text = |cards: &[crate::Card]| cards.iter().map(|c| c.to_string()).collect();
    (text(&coup.player), text(&coup.banker))
}

#[test]
fn round_1_opens_before_any_card_is_dealt() {
    let harness = table();
    assert!(harness
        .decisions
        .iter()
        .any(|d| matches!(d, Decision::BettingRoundOpened { round: 1, .. })));
    assert!(!harness
        .decisions
        .iter()
        .any(|d| matches!(d, Decision::CardDealt { .. })));
}

#[test]
fn player_first_card_opens_round_2_banker_first_card_opens_round_3() {
    let mut harness = table();
    harness.close_round();
    let after_p1 = harness.scan(Player, "5h").expect("P1");
    assert!(matches!(
        after_p1[..],
        [
            Decision::CardDealt { .. },
            Decision::BettingRoundOpened { round: 2, .. }
        ]
    ));
    harness.close_round();
    let after_b1 = harness.scan(Banker, "Kd").expect("B1");
    assert!(matches!(
        after_b1[..],
        [
            Decision::CardDealt { .. },
            Decision::BettingRoundOpened { round: 3, .. }
        ]
    ));
}

#[test]
fn second_and_third_cards_are_dealt_with_no_more_betting() {
    let mut harness = table();
    let decisions = deal(
        &mut harness,
        &[
            (Player, "2h"),
            (Banker, "3d"),
            (Player, "2c"),
            (Banker, "Kd"),
            (Player, "4s"),
        ],
    );
    let rounds = decisions
        .iter()
        .filter(|d| {
            matches!(
                d,
                Decision::BettingRoundOpened {
                    draw: DrawNumber(1),
                    ..
                }
            )
        })
        .count();
    assert_eq!(
        rounds, 2,
        "rounds 2 and 3 only; round 1 opened with the draw"
    );
    assert_eq!(
        harness.table.instruction(),
        FloorInstruction::Deal(Banker),
        "banker 3 draws on player's third card 4"
    );
}

#[test]
fn player_always_receives_the_first_card() {
    let mut harness = table();
    harness.close_round();
    let decisions = harness.scan(Banker, "5h").expect("held, not refused");
    assert_eq!(
        decisions,
        vec![Decision::DrawHeld {
            draw: DrawNumber(1),
            incident: Incident::WrongPosition {
                expected: Player,
                found: Banker
            }
        }]
    );
}

#[test]
fn cards_alternate_until_both_sides_have_two_or_the_draw_is_held_r7() {
    let mut harness = table();
    deal(&mut harness, &[(Player, "5h"), (Banker, "6h")]);
    harness.close_round();
    let decisions = harness.scan(Banker, "7h").expect("held");
    assert!(matches!(
        decisions[..],
        [Decision::DrawHeld {
            incident: Incident::WrongPosition {
                expected: Player,
                found: Banker
            },
            ..
        }]
    ));
    assert_eq!(
        harness.table.instruction(),
        FloorInstruction::WaitForSupervisor
    );
}

#[test]
fn natural_ends_the_coup_after_four_cards() {
    let mut harness = table();
    let decisions = deal(
        &mut harness,
        &[
            (Player, "4h"),
            (Banker, "Kd"),
            (Player, "4c"),
            (Banker, "2d"),
        ],
    );
    let result = settled(&decisions).expect("settled on a natural");
    assert_eq!(
        coup_of(result),
        (
            vec!["4h".into(), "4c".into()],
            vec!["Kd".into(), "2d".into()]
        )
    );
}

#[test]
fn result_follows_third_card_rules_and_settles_every_market_in_every_round() {
    let mut harness = table();
    // Player 2+2=4 draws (3rd card 4 → 8); banker K+3=3 draws on a 4 (→ 3+9=2).
    let decisions = deal(
        &mut harness,
        &[
            (Player, "2h"),
            (Banker, "Kd"),
            (Player, "2c"),
            (Banker, "3d"),
            (Player, "4s"),
            (Banker, "9s"),
        ],
    );
    let result = settled(&decisions).expect("settled");
    let Decision::DrawSettled { settlements, .. } = result else {
        unreachable!()
    };
    assert_eq!(settlements.len(), 27, "9 markets in each of 3 rounds");
    for round in 1..=3 {
        let verdict = |id: &str| {
            settlements
                .iter()
                .find(|s| s.round == round && s.market.as_str() == id)
                .map(|s| s.verdict)
        };
        assert_eq!(verdict("player"), Some(Verdict::Win));
        assert_eq!(verdict("banker"), Some(Verdict::Lose));
        assert_eq!(verdict("big"), Some(Verdict::Win));
        assert_eq!(verdict("small"), Some(Verdict::Lose));
    }
}

#[test]
fn card_scanned_while_round_open_is_burned_r2() {
    let mut harness = table();
    let decisions = harness.scan(Player, "Ah").expect("burned");
    assert_eq!(
        decisions,
        vec![Decision::CardBurned {
            draw: DrawNumber(1),
            cause: BurnCause::ExposedWhileRoundOpen,
            barcode: Some(barcode(1, "Ah")),
        }]
    );
    let ace = "Ah".parse().expect("card");
    let crate::games::Game::Baccarat(game) = harness.table.game() else {
        unreachable!()
    };
    let shoe = game.shoe().shoe().expect("loaded");
    assert_eq!(
        shoe.composition().count(ace),
        5,
        "a burned card leaves the shoe"
    );
    assert!(matches!(
        harness.table.instruction(),
        FloorInstruction::WaitForBetting { .. }
    ));
}

#[test]
fn unreadable_card_is_burned_and_the_next_card_replaces_it() {
    let mut harness = table();
    harness.close_round();
    let decisions = harness
        .observe(Observation::CardUnreadable)
        .expect("burned");
    assert!(matches!(
        decisions[..],
        [Decision::CardBurned {
            cause: BurnCause::Unreadable,
            barcode: None,
            ..
        }]
    ));
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(Player));
}

#[test]
fn same_physical_card_scanned_twice_holds_the_draw_r7() {
    let mut harness = table();
    harness.close_round();
    harness.scan(Player, "9c").expect("P1");
    harness.close_round();
    let decisions = harness.scan(Banker, "9c").expect("held");
    assert!(matches!(
        decisions[..],
        [Decision::DrawHeld {
            incident: Incident::Card(ShoeError::DuplicateCard(_)),
            ..
        }]
    ));
    assert_eq!(
        harness.scan(Banker, "8c"),
        Err(TableError::DrawHeld(DrawNumber(1))),
        "no outcome is accepted while held"
    );
}

#[test]
fn card_from_another_shoe_holds_the_draw_and_can_only_be_cancelled_r7() {
    let mut harness = table();
    harness.close_round();
    let stranger = barcode(77, "Qs");
    let decisions = harness
        .observe(Observation::CardScanned {
            position: Player,
            barcode: stranger,
        })
        .expect("held");
    assert!(matches!(
        decisions[..],
        [Decision::DrawHeld {
            incident: Incident::Card(ShoeError::ForeignCard(_)),
            ..
        }]
    ));
    let draw = harness.draw();
    assert_eq!(
        harness.supervise(SupervisorCommand::ResolveHold {
            draw,
            resolution: Resolution::ConfirmCorrection
        }),
        Err(TableError::NotCorrectable(draw))
    );
    harness
        .supervise(SupervisorCommand::ResolveHold {
            draw,
            resolution: Resolution::Cancel(CancelReason::ScannerFault),
        })
        .expect("cancelled");
    assert!(matches!(
        harness.ending(draw),
        Some(Decision::DrawCancelled {
            reason: CancelReason::ScannerFault,
            ..
        })
    ));
}

#[test]
fn supervisor_confirmed_correction_discards_the_reading_and_play_resumes() {
    let mut harness = table();
    harness.close_round();
    harness.scan(Banker, "5h").expect("held");
    let draw = harness.draw();
    let decisions = harness
        .supervise(SupervisorCommand::ResolveHold {
            draw,
            resolution: Resolution::ConfirmCorrection,
        })
        .expect("resumed");
    assert_eq!(decisions, vec![Decision::DrawResumed { draw }]);
    // The dealer moves the card to the Player box; it is rescanned there.
    let rescan = harness.scan(Player, "5h").expect("dealt");
    assert!(matches!(
        rescan[0],
        Decision::CardDealt {
            position: Player,
            ..
        }
    ));
}

#[test]
fn held_draw_is_cancelled_when_nobody_decides_in_time() {
    let mut harness = table();
    harness.close_round();
    harness.scan(Banker, "5h").expect("held");
    let draw = harness.draw();
    harness.advance(Duration::from_secs(299));
    assert!(harness.ending(draw).is_none());
    harness.advance(Duration::from_secs(1));
    assert!(matches!(
        harness.ending(draw),
        Some(Decision::DrawCancelled {
            reason: CancelReason::HoldTimeout,
            ..
        })
    ));
    assert_eq!(harness.draw(), DrawNumber(2), "the next draw opens at once");
}

#[test]
fn cancelled_draw_voids_every_bet_of_every_round_r3() {
    let mut harness = table();
    deal(&mut harness, &[(Player, "5h"), (Banker, "6h")]);
    let draw = harness.draw();
    harness
        .supervise(SupervisorCommand::CancelDraw {
            draw,
            reason: CancelReason::MarkedOrDamagedCard,
        })
        .expect("cancelled");
    let Some(Decision::DrawCancelled { settlements, .. }) = harness.ending(draw) else {
        panic!("not cancelled");
    };
    assert_eq!(settlements.len(), 27);
    assert!(settlements.iter().all(|s| s.verdict == Verdict::Void));
    assert!(
        !harness
            .decisions
            .iter()
            .any(|d| matches!(d, Decision::DrawSettled { draw: d, .. } if *d == draw)),
        "no result follows a void"
    );
}

#[test]
fn cancel_of_a_settled_draw_is_refused() {
    let mut harness = table();
    deal(
        &mut harness,
        &[
            (Player, "4h"),
            (Banker, "Kd"),
            (Player, "4c"),
            (Banker, "2d"),
        ],
    );
    assert_eq!(
        harness.supervise(SupervisorCommand::CancelDraw {
            draw: DrawNumber(1),
            reason: CancelReason::HostError,
        }),
        Err(TableError::DrawAlreadyEnded(DrawNumber(1)))
    );
}

#[test]
fn card_after_the_result_is_burned_in_the_next_draws_round_1() {
    let mut harness = table();
    deal(
        &mut harness,
        &[
            (Player, "4h"),
            (Banker, "Kd"),
            (Player, "4c"),
            (Banker, "2d"),
        ],
    );
    let decisions = harness.scan(Player, "7d").expect("burned");
    assert!(matches!(
        decisions[..],
        [Decision::CardBurned {
            draw: DrawNumber(2),
            cause: BurnCause::ExposedWhileRoundOpen,
            ..
        }]
    ));
}

#[test]
fn shoe_change_after_the_draw_in_which_fewer_than_40_cards_remain() {
    let mut harness = table();
    let all = manifest(6);
    // 270 cards shown while round 1 is open are burned; 42 remain.
    for &card in &all[..270] {
        harness
            .observe(Observation::CardScanned {
                position: Player,
                barcode: card,
            })
            .expect("burned");
    }
    // Deck 6's 4h, 4s, 5c, 5d: Player 4+5 = 9, a natural, after four cards.
    let coup = [
        (Player, all[270]),
        (Banker, all[271]),
        (Player, all[272]),
        (Banker, all[273]),
    ];
    for (index, (position, card)) in coup.into_iter().enumerate() {
        if matches!(
            harness.table.instruction(),
            FloorInstruction::WaitForBetting { .. }
        ) {
            harness.close_round();
        }
        if index == 3 {
            // 39 remain now, but the shoe is changed only once the draw is over.
            assert!(!harness
                .decisions
                .iter()
                .any(|d| matches!(d, Decision::ShoeChangeDue { .. })));
        }
        harness
            .observe(Observation::CardScanned {
                position,
                barcode: card,
            })
            .expect("dealt");
    }
    assert!(harness.ending(DrawNumber(1)).is_some());
    assert!(harness
        .decisions
        .iter()
        .any(|d| matches!(d, Decision::ShoeChangeDue { .. })));
    assert!(harness.table.draw().is_none(), "no draw until the new shoe");
    assert_eq!(harness.table.instruction(), FloorInstruction::LoadShoe);
    let new_shoe: Vec<_> = (11..17)
        .flat_map(|deck| {
            crate::Card::all()
                .map(move |c| crate::Barcode::new(crate::DeckSerial::new(deck).expect("serial"), c))
        })
        .collect();
    harness
        .observe(Observation::ShoeLoaded { manifest: new_shoe })
        .expect("loaded");
    assert_eq!(harness.draw(), DrawNumber(2));
}

#[test]
fn shoe_can_only_be_loaded_between_draws() {
    let mut harness = table();
    assert_eq!(
        harness.observe(Observation::ShoeLoaded {
            manifest: manifest(6)
        }),
        Err(TableError::ShoeLoadDuringDraw)
    );
}

#[test]
fn shoe_manifest_must_be_six_complete_decks() {
    let mut harness = Harness::new(GameConfig::of(GameKind::Baccarat));
    assert!(matches!(
        harness.observe(Observation::ShoeLoaded {
            manifest: manifest(5)
        }),
        Err(TableError::Manifest(_))
    ));
    assert_eq!(harness.table.instruction(), FloorInstruction::LoadShoe);
}

#[test]
fn wrong_games_event_is_refused() {
    let mut harness = table();
    assert_eq!(
        harness.observe(Observation::DiceSettled {
            dice: vec![1, 2, 3, 4, 5],
            faults: DiceFaults::default()
        }),
        Err(TableError::WrongGame {
            game: crate::GameKind::Baccarat,
            observation: "dice_settled"
        })
    );
}

#[test]
fn dealer_is_no_position_in_baccarat() {
    let mut harness = table();
    harness.close_round();
    assert!(matches!(
        harness.scan(Dealer, "5h"),
        Err(TableError::NoSuchPosition { .. })
    ));
}

#[test]
fn event_for_a_finished_draw_is_refused() {
    let mut harness = table();
    deal(
        &mut harness,
        &[
            (Player, "4h"),
            (Banker, "Kd"),
            (Player, "4c"),
            (Banker, "2d"),
        ],
    );
    let late = harness.table.observe(
        &Observation::CardScanned {
            position: Player,
            barcode: barcode(1, "3c"),
        },
        Some(DrawNumber(1)),
        harness.now,
    );
    assert_eq!(
        late,
        Err(TableError::NotTheCurrentDraw {
            given: DrawNumber(1),
            current: Some(DrawNumber(2))
        })
    );
}
