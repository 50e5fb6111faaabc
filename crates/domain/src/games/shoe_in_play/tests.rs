//! Shoes as the rulebooks give them (operations.md): the number of decks, the threshold and
//! the cut card, "last hand before shuffle", and the refusals of a cut-card event.

use super::*;
use crate::decision::{DrawNumber, PauseReason};
use crate::games::blackjack::{Blackjack, BlackjackConfig};
use crate::games::rules::GameRules;
use crate::games::GameConfig;
use crate::position::Position::{Banker, Player};
use crate::shoe_rule::{ShoeEnd, ShoeRule};
use crate::table::SupervisorCommand;
use crate::testkit::{barcode, manifest, Harness, START};

/// The live casino's baccarat: 8 decks, a cut card seven cards from the back.
fn live_casino_baccarat() -> Harness {
    let rule = ShoeRule {
        decks: 8,
        end: ShoeEnd::CutCard(7),
    };
    Harness::with_shoe(GameConfig::Baccarat(rule), 8)
}

/// Closes the open round and scans `card` of test deck `deck` at `position`.
fn deal(harness: &mut Harness, position: Position, deck: u32, card: &str) {
    if harness
        .table
        .draw()
        .is_some_and(|draw| matches!(draw.phase, crate::table::Phase::Betting { .. }))
    {
        harness.close_round();
    }
    harness
        .observe(Observation::CardScanned {
            position,
            barcode: barcode(deck, card),
        })
        .expect("dealt");
}

/// A Player natural (4 + 5) against Banker's 5, from test deck `deck`.
fn natural(harness: &mut Harness, deck: u32) {
    for (position, card) in [
        (Player, "4h"),
        (Banker, "2s"),
        (Player, "5c"),
        (Banker, "3d"),
    ] {
        deal(harness, position, deck, card);
    }
}

/// Every betting round opened in `draw`, with its "last hand" flag.
fn rounds(harness: &Harness, draw: DrawNumber) -> Vec<(u8, bool)> {
    harness
        .decisions
        .iter()
        .filter_map(|decision| match decision {
            Decision::BettingRoundOpened {
                draw: d,
                round,
                last_hand,
                ..
            } if *d == draw => Some((*round, *last_hand)),
            _ => None,
        })
        .collect()
}

fn shoe_change_due(harness: &Harness) -> bool {
    harness
        .decisions
        .iter()
        .any(|decision| matches!(decision, Decision::ShoeChangeDue { .. }))
}

#[test]
fn a_cut_card_seven_from_the_back_makes_the_hand_being_dealt_the_last_before_shuffle() {
    let mut harness = live_casino_baccarat();
    deal(&mut harness, Player, 1, "4h");
    harness
        .observe(Observation::CutCardOut)
        .expect("cut card out");
    for (position, card) in [(Banker, "2s"), (Player, "5c"), (Banker, "3d")] {
        deal(&mut harness, position, 1, card);
    }
    assert_eq!(
        rounds(&harness, DrawNumber(1)),
        [(1, false), (2, false), (3, true)],
        "the rounds opened after the cut card announce the last hand"
    );
    assert!(harness.ending(DrawNumber(1)).is_some());
    assert!(shoe_change_due(&harness));
    assert!(harness.table.draw().is_none(), "no draw until the new shoe");
    assert_eq!(harness.table.instruction(), FloorInstruction::LoadShoe);
}

#[test]
fn a_cut_card_out_between_draws_makes_the_next_hand_the_last() {
    let mut harness = live_casino_baccarat();
    let pause = SupervisorCommand::Pause {
        reason: PauseReason::Maintenance,
    };
    harness.supervise(pause).expect("paused");
    natural(&mut harness, 1);
    assert!(harness.table.draw().is_none(), "paused between draws");
    harness
        .observe(Observation::CutCardOut)
        .expect("cut card out");
    harness
        .supervise(SupervisorCommand::Resume)
        .expect("resumed");
    assert_eq!(rounds(&harness, DrawNumber(2)), [(1, true)]);
    natural(&mut harness, 2);
    assert!(shoe_change_due(&harness));
    assert_eq!(harness.table.instruction(), FloorInstruction::LoadShoe);
}

#[test]
fn a_card_scanned_after_the_last_hand_waits_for_the_new_shoe() {
    let mut harness = live_casino_baccarat();
    harness
        .observe(Observation::CutCardOut)
        .expect("cut card out");
    natural(&mut harness, 1);
    assert_eq!(
        harness.scan(Player, "6h"),
        Err(TableError::NoDrawInProgress {
            observation: "card_scanned"
        })
    );
    harness
        .observe(Observation::ShoeLoaded {
            manifest: manifest(8),
        })
        .expect("a new shoe");
    assert_eq!(
        rounds(&harness, DrawNumber(2)),
        [(1, false)],
        "the cut card is back in"
    );
    harness
        .observe(Observation::CutCardOut)
        .expect("the new shoe's cut card");
}

#[test]
fn a_cut_card_event_at_a_table_without_a_cut_card_is_refused() {
    let mut harness = Harness::with_shoe(GameConfig::of(crate::GameKind::Baccarat), 6);
    assert_eq!(
        harness.observe(Observation::CutCardOut),
        Err(TableError::NoCutCard { below: 40 })
    );
    for kind in [
        crate::GameKind::War,
        crate::GameKind::PuntoBanco,
        crate::GameKind::Blackjack,
    ] {
        let game = crate::games::Game::new(&GameConfig::of(kind));
        assert_eq!(
            game.rules().screen(&Observation::CutCardOut),
            Err(TableError::NoCutCard { below: 40 }),
            "{kind}"
        );
    }
}

#[test]
fn a_second_cut_card_event_in_the_same_shoe_is_refused() {
    let mut harness = live_casino_baccarat();
    harness
        .observe(Observation::CutCardOut)
        .expect("cut card out");
    assert_eq!(
        harness.observe(Observation::CutCardOut),
        Err(TableError::CutCardAlreadyOut)
    );
}

#[test]
fn a_blackjack_shoe_is_reshuffled_at_the_end_of_the_hand_in_which_the_cut_card_is_reached() {
    let config = BlackjackConfig {
        shoe: ShoeRule {
            decks: 6,
            end: ShoeEnd::CutCard(208),
        },
        ..BlackjackConfig::default()
    };
    let mut blackjack = Blackjack::new(config);
    blackjack
        .between_draws(&Observation::ShoeLoaded {
            manifest: manifest(6),
        })
        .expect("loaded");
    blackjack.begin_draw();
    let context = DrawContext {
        draw: DrawNumber(1),
        open_round: None,
        at: START,
    };
    blackjack
        .during_draw(&Observation::CutCardOut, &context)
        .expect("cut card reached");
    assert!(blackjack.last_hand());
    assert_eq!(
        blackjack.end_draw(),
        [Decision::ShoeChangeDue { remaining: 312 }]
    );
    assert_eq!(blackjack.blocked(), Some(FloorInstruction::LoadShoe));
}

#[test]
fn a_shoe_of_one_deck_is_changed_below_its_configured_threshold() {
    let rule = ShoeRule {
        decks: 1,
        end: ShoeEnd::FewerThan(50),
    };
    let mut harness = Harness::with_shoe(GameConfig::War(rule), 1);
    harness.close_round();
    harness.scan(Player, "Ah").expect("player");
    harness.close_round();
    harness
        .scan(crate::position::Position::Dealer, "Kh")
        .expect("dealer");
    assert!(!shoe_change_due(&harness), "50 cards left");
    harness.close_round();
    harness.scan(Player, "Qh").expect("player");
    harness.close_round();
    harness
        .scan(crate::position::Position::Dealer, "Jh")
        .expect("dealer");
    assert!(shoe_change_due(&harness), "48 cards left");
}

#[test]
fn a_shoe_loads_the_configured_number_of_decks() {
    let mut one_deck = Harness::new(GameConfig::Baccarat(ShoeRule::of_decks(1)));
    assert!(one_deck
        .observe(Observation::ShoeLoaded {
            manifest: manifest(6)
        })
        .is_err());
    let loaded = one_deck
        .observe(Observation::ShoeLoaded {
            manifest: manifest(1),
        })
        .expect("one deck");
    assert_eq!(loaded.first(), Some(&Decision::ShoeLoaded { cards: 52 }));
}
