//! Whole poker draws driven through the [`Table`], one test per rule of poker6.md.

use super::fixtures::{card, deck};
use super::*;
use crate::config::TableConfig;
use crate::decision::{CancelReason, DrawNumber, PauseReason};
use crate::games::{Game, GameConfig};
use crate::market::{Settlement, Verdict};
use crate::shoe::fixtures::barcode;
use crate::shoe::ShoeError;
use crate::table::{Resolution, SupervisorCommand, Table};
use crate::time::Timestamp;

/// The standard draw: hand 6 makes a straight on the river.
const POCKETS: [&str; 6] = ["As Ks", "Qh Qd", "2c 7d", "9s 9c", "Jh Td", "3s 4h"];
const BOARD: [&str; 5] = ["5d", "8h", "Kc", "2d", "6c"];

/// A poker table on the engine's clock, one millisecond per floor event.
struct Studio {
    table: Table,
    now: i64,
}

impl Studio {
    /// The test deck is loaded: draw 1 is open, round 1 taking bets, deck not yet shuffled.
    fn new() -> Studio {
        let mut table = Table::new(TableConfig::studio_default(GameConfig::Poker6));
        table.tick(Timestamp(0));
        let mut studio = Studio { table, now: 0 };
        studio
            .observe(Observation::ShoeLoaded { manifest: deck() })
            .expect("deck loads");
        studio
    }

    /// Shuffled and round 1 closed: pocket cards are due.
    fn dealing() -> Studio {
        let mut studio = Studio::new();
        studio.shuffle();
        studio.close_round();
        studio
    }

    /// The twelve standard pocket cards dealt and round 2 closed: the first discard is due.
    fn after_pockets() -> Studio {
        let mut studio = Studio::dealing();
        studio.deal_pockets(POCKETS);
        studio.close_round();
        studio
    }

    /// Discard and flop dealt, round 3 closed.
    fn after_flop() -> Studio {
        let mut studio = Studio::after_pockets();
        studio.discard();
        for face in &BOARD[..3] {
            studio.scan(Position::Board, face);
        }
        studio.close_round();
        studio
    }

    fn observe(&mut self, observation: Observation) -> Result<Vec<Decision>, TableError> {
        self.now += 1;
        let at = Timestamp(self.now);
        let mut decisions = self.table.tick(at);
        decisions.extend(self.table.observe(&observation, None, at)?);
        Ok(decisions)
    }

    fn supervise(&mut self, command: SupervisorCommand) -> Vec<Decision> {
        self.now += 1;
        let at = Timestamp(self.now);
        self.table
            .supervise(&command, at)
            .expect("command accepted")
    }

    fn shuffle(&mut self) -> Vec<Decision> {
        self.observe(Observation::ShuffleDone).expect("shuffle")
    }

    /// Runs the clock to the open round's deadline.
    fn close_round(&mut self) -> Vec<Decision> {
        let deadline = self.table.next_deadline().expect("a round is open");
        self.now = deadline.millis();
        self.table.tick(deadline)
    }

    fn scan(&mut self, position: Position, face: &str) -> Vec<Decision> {
        self.try_scan(position, face).expect("card taken")
    }

    fn try_scan(&mut self, position: Position, face: &str) -> Result<Vec<Decision>, TableError> {
        self.observe(Observation::CardScanned {
            position,
            barcode: card(face),
        })
    }

    fn discard(&mut self) -> Vec<Decision> {
        self.observe(Observation::DiscardDealt { exposed: None })
            .expect("discard")
    }

    /// Deals "As Ks"-style pockets round the table twice; the last card's decisions.
    fn deal_pockets(&mut self, pockets: [&str; 6]) -> Vec<Decision> {
        let cards: Vec<Vec<&str>> = pockets
            .iter()
            .map(|p| p.split_whitespace().collect())
            .collect();
        let mut last = Vec::new();
        for round in 0..2 {
            for (hand, pocket) in (1..=6).zip(&cards) {
                last = self.scan(Position::Hand(hand), pocket[round]);
            }
        }
        last
    }

    /// A whole draw from its opening: the river's decisions.
    fn play(&mut self, pockets: [&str; 6], board: [&str; 5]) -> Vec<Decision> {
        self.shuffle();
        self.close_round();
        self.deal_pockets(pockets);
        self.close_round();
        self.discard();
        for face in &board[..3] {
            self.scan(Position::Board, face);
        }
        self.close_round();
        self.discard();
        self.scan(Position::Board, board[3]);
        self.close_round();
        self.discard();
        self.scan(Position::Board, board[4])
    }

    fn poker(&self) -> &Poker6 {
        let Game::Poker6(poker) = self.table.game() else {
            panic!("a poker table");
        };
        poker
    }

    fn unseen(&self) -> &Composition {
        self.poker().unseen().expect("deck loaded")
    }
}

fn opened_round(decisions: &[Decision]) -> Option<u8> {
    decisions.iter().find_map(|decision| match decision {
        Decision::BettingRoundOpened { round, .. } => Some(*round),
        _ => None,
    })
}

fn held(decisions: &[Decision]) -> Option<Incident> {
    decisions.iter().find_map(|decision| match decision {
        Decision::DrawHeld { incident, .. } => Some(*incident),
        _ => None,
    })
}

fn settled(decisions: &[Decision]) -> (Outcome, Vec<Settlement>) {
    let (outcome, settlements) = decisions
        .iter()
        .find_map(|decision| match decision {
            Decision::DrawSettled {
                outcome,
                settlements,
                ..
            } => Some((outcome, settlements)),
            _ => None,
        })
        .expect("the draw settled");
    let crate::games::Outcome::Poker6(outcome) = outcome else {
        panic!("not a poker result: {outcome:?}");
    };
    (outcome.clone(), settlements.clone())
}

fn verdict(settlements: &[Settlement], market: &str, round: u8) -> Verdict {
    settlements
        .iter()
        .find(|s| s.market.as_str() == market && s.round == round)
        .map(|s| s.verdict)
        .expect("market settled in that round")
}

fn face(text: &str) -> Card {
    text.parse().expect("card")
}

#[test]
fn deck_must_be_loaded_before_the_first_draw() {
    let mut table = Table::new(TableConfig::studio_default(GameConfig::Poker6));
    assert!(table.tick(Timestamp(0)).is_empty());
    assert!(table.draw().is_none());
    assert_eq!(table.instruction(), FloorInstruction::LoadShoe);
}

#[test]
fn pocket_cards_are_dealt_clockwise_hand_1_to_6_twice() {
    let mut studio = Studio::dealing();
    let order = [
        "As", "Qh", "2c", "9s", "Jh", "3s", "Ks", "Qd", "7d", "9c", "Td", "4h",
    ];
    for (dealt, face) in order.iter().enumerate() {
        let hand = (dealt % 6) as u8 + 1;
        assert_eq!(
            studio.table.instruction(),
            FloorInstruction::Deal(Position::Hand(hand))
        );
        studio.scan(Position::Hand(hand), face);
    }
    let hands: Vec<String> = studio
        .poker()
        .hands()
        .iter()
        .map(|pocket| format!("{} {}", pocket[0], pocket[1]))
        .collect();
    assert_eq!(hands, POCKETS);
}

#[test]
fn twelfth_pocket_card_opens_round_2() {
    let mut studio = Studio::dealing();
    let mut pockets = POCKETS.map(|p| p.split_whitespace().collect::<Vec<_>>());
    let last = pockets[5].pop().expect("two cards");
    for round in 0..2 {
        for hand in 1..=6u8 {
            if let Some(face) = pockets[usize::from(hand - 1)].get(round) {
                let decisions = studio.scan(Position::Hand(hand), face);
                assert_eq!(opened_round(&decisions), None);
            }
        }
    }
    let decisions = studio.scan(Position::Hand(6), last);
    assert_eq!(opened_round(&decisions), Some(2));
}

#[test]
fn discard_then_flop_opens_round_3() {
    let mut studio = Studio::after_pockets();
    assert_eq!(studio.table.instruction(), FloorInstruction::Discard);
    let decisions = studio.discard();
    assert!(matches!(
        decisions.as_slice(),
        [Decision::DiscardDealt { exposed: None, .. }]
    ));
    for face in &BOARD[..2] {
        assert_eq!(
            studio.table.instruction(),
            FloorInstruction::Deal(Position::Board)
        );
        assert_eq!(opened_round(&studio.scan(Position::Board, face)), None);
    }
    assert_eq!(
        opened_round(&studio.scan(Position::Board, BOARD[2])),
        Some(3)
    );
    assert_eq!(studio.poker().board(), [face("5d"), face("8h"), face("Kc")]);
}

#[test]
fn turn_opens_round_4() {
    let mut studio = Studio::after_flop();
    assert_eq!(studio.table.instruction(), FloorInstruction::Discard);
    studio.discard();
    assert_eq!(
        opened_round(&studio.scan(Position::Board, BOARD[3])),
        Some(4)
    );
}

#[test]
fn river_settles_the_draw() {
    let mut studio = Studio::new();
    let decisions = studio.play(POCKETS, BOARD);
    let (outcome, settlements) = settled(&decisions);
    assert_eq!(outcome.winners, vec![6]);
    assert_eq!(outcome.board, BOARD.map(face));
    for round in 1..=4 {
        assert_eq!(verdict(&settlements, "hand_6", round), Verdict::Win);
        assert_eq!(verdict(&settlements, "hand_1", round), Verdict::Lose);
        assert_eq!(
            verdict(&settlements, "winner_straight", round),
            Verdict::Win
        );
        assert_eq!(verdict(&settlements, "winner_pair", round), Verdict::Lose);
    }
    assert!(decisions.contains(&Decision::DrawOpened {
        draw: DrawNumber(2)
    }));
}

#[test]
fn every_market_is_offered_in_all_four_rounds() {
    let mut studio = Studio::new();
    let (_, settlements) = settled(&studio.play(POCKETS, BOARD));
    for round in 1..=4 {
        let offered: Vec<MarketId> = settlements
            .iter()
            .filter(|s| s.round == round)
            .map(|s| s.market.clone())
            .collect();
        assert_eq!(offered, studio.table.markets(round));
        assert_eq!(offered.len(), 16);
    }
    assert_eq!(settlements.len(), 64);
}

#[test]
fn card_scanned_while_round_open_is_burned() {
    let mut studio = Studio::new();
    studio.shuffle();
    let decisions = studio.scan(Position::Hand(1), "As");
    assert_eq!(
        decisions,
        [Decision::CardBurned {
            draw: DrawNumber(1),
            cause: BurnCause::ExposedWhileRoundOpen,
            barcode: Some(card("As")),
        }]
    );
    assert!(studio.poker().hands().iter().all(Vec::is_empty));

    let mut studio = Studio::after_pockets();
    studio.discard();
    studio.scan(Position::Board, BOARD[0]);
    studio.scan(Position::Board, BOARD[1]);
    studio.scan(Position::Board, BOARD[2]);
    let decisions = studio.scan(Position::Board, "Ah");
    assert!(matches!(
        decisions.as_slice(),
        [Decision::CardBurned {
            cause: BurnCause::ExposedWhileRoundOpen,
            ..
        }]
    ));
    assert_eq!(studio.poker().board().len(), 3);
}

/// R7: a burned card never reaches hand evaluation; it leaves the unseen cards.
#[test]
fn burned_card_is_a_dead_card() {
    let mut studio = Studio::new();
    studio.shuffle();
    studio.scan(Position::Hand(1), "As");
    assert_eq!(studio.poker().dead_cards(), [face("As")]);
    assert_eq!(studio.unseen().count(face("As")), 0);
    assert_eq!(studio.unseen().total(), 51);
    studio.close_round();
    let decisions = studio.scan(Position::Hand(1), "As");
    assert_eq!(
        held(&decisions),
        Some(Incident::Card(ShoeError::DuplicateCard(card("As"))))
    );
    assert!(studio.poker().hands()[0].is_empty());
}

#[test]
fn unreadable_card_is_burned() {
    let mut studio = Studio::dealing();
    let decisions = studio.observe(Observation::CardUnreadable).expect("burned");
    assert_eq!(
        decisions,
        [Decision::CardBurned {
            draw: DrawNumber(1),
            cause: BurnCause::Unreadable,
            barcode: None,
        }]
    );
    // Its face is unknown: it stays among the unseen cards, and hand 1 is still due.
    assert_eq!(studio.unseen().total(), 52);
    assert!(studio.poker().dead_cards().is_empty());
    assert_eq!(
        studio.table.instruction(),
        FloorInstruction::Deal(Position::Hand(1))
    );
}

#[test]
fn exposed_discard_is_a_dead_card() {
    let mut studio = Studio::after_pockets();
    let decisions = studio
        .observe(Observation::DiscardDealt {
            exposed: Some(card("2h")),
        })
        .expect("discard");
    assert_eq!(
        decisions,
        [Decision::DiscardDealt {
            draw: DrawNumber(1),
            exposed: Some(card("2h")),
        }]
    );
    assert_eq!(studio.poker().dead_cards(), [face("2h")]);
    assert_eq!(studio.unseen().count(face("2h")), 0);
    assert_eq!(studio.unseen().total(), 52 - 12 - 1);
    // It counts as the discard: the flop is due, not another discard.
    assert_eq!(
        studio.table.instruction(),
        FloorInstruction::Deal(Position::Board)
    );
}

#[test]
fn face_down_discard_does_not_change_the_unseen_cards() {
    let mut studio = Studio::after_pockets();
    let before = studio.unseen().clone();
    studio.discard();
    assert_eq!(studio.unseen(), &before);
    assert_eq!(studio.poker().discards(), 1);
    assert_eq!(
        studio.poker().deck().shoe().expect("deck").remaining(),
        52 - 12 - 1
    );
}

#[test]
fn exposed_discard_while_round_open_is_burned() {
    let mut studio = Studio::dealing();
    studio.deal_pockets(POCKETS);
    let decisions = studio
        .observe(Observation::DiscardDealt {
            exposed: Some(card("2h")),
        })
        .expect("burned");
    assert!(matches!(
        decisions.as_slice(),
        [Decision::CardBurned {
            cause: BurnCause::ExposedWhileRoundOpen,
            ..
        }]
    ));
    assert_eq!(studio.poker().dead_cards(), [face("2h")]);
    assert_eq!(studio.poker().discards(), 0);
    studio.close_round();
    assert_eq!(studio.table.instruction(), FloorInstruction::Discard);
}

#[test]
fn face_down_discard_while_round_open_is_refused() {
    let mut studio = Studio::dealing();
    studio.deal_pockets(POCKETS);
    assert_eq!(
        studio.observe(Observation::DiscardDealt { exposed: None }),
        Err(TableError::OutcomeWhileBettingOpen {
            observation: "discard_dealt",
            round: 2,
        })
    );
    assert_eq!(studio.poker().discards(), 0);
}

#[test]
fn board_card_without_discard_holds_the_draw() {
    let mut studio = Studio::after_pockets();
    let decisions = studio.scan(Position::Board, "5d");
    assert_eq!(held(&decisions), Some(Incident::DiscardOutOfOrder));
    assert!(studio.poker().board().is_empty());
    assert_eq!(studio.unseen().count(face("5d")), 1);
    assert_eq!(
        studio.table.instruction(),
        FloorInstruction::WaitForSupervisor
    );

    let mut studio = Studio::after_flop();
    let decisions = studio.scan(Position::Board, "2d");
    assert_eq!(held(&decisions), Some(Incident::DiscardOutOfOrder));
}

#[test]
fn discard_when_a_card_is_due_holds_the_draw() {
    let mut studio = Studio::dealing();
    studio.scan(Position::Hand(1), "As");
    let decisions = studio.discard();
    assert_eq!(held(&decisions), Some(Incident::DiscardOutOfOrder));
    assert_eq!(studio.poker().discards(), 0);

    let mut studio = Studio::after_pockets();
    studio.discard();
    studio.scan(Position::Board, "5d");
    let decisions = studio
        .observe(Observation::DiscardDealt {
            exposed: Some(card("2h")),
        })
        .expect("held");
    assert_eq!(held(&decisions), Some(Incident::DiscardOutOfOrder));
    assert_eq!(studio.poker().discards(), 1);
    assert_eq!(studio.unseen().count(face("2h")), 1);
}

/// R7: one deck holds each barcode once; a second scan is a scanner or dealer fault.
#[test]
fn same_barcode_twice_in_one_draw_holds_the_draw() {
    let mut studio = Studio::dealing();
    studio.scan(Position::Hand(1), "As");
    let decisions = studio.scan(Position::Hand(2), "As");
    assert_eq!(
        held(&decisions),
        Some(Incident::Card(ShoeError::DuplicateCard(card("As"))))
    );
    assert!(studio.poker().hands()[1].is_empty());

    let mut studio = Studio::after_pockets();
    let decisions = studio
        .observe(Observation::DiscardDealt {
            exposed: Some(card("As")),
        })
        .expect("held");
    assert_eq!(
        held(&decisions),
        Some(Incident::Card(ShoeError::DuplicateCard(card("As"))))
    );
    assert_eq!(studio.poker().discards(), 0);
}

/// R7: a card from another deck never enters the draw.
#[test]
fn foreign_card_holds_the_draw() {
    let mut studio = Studio::dealing();
    let stranger = barcode(2, "As");
    let decisions = studio
        .observe(Observation::CardScanned {
            position: Position::Hand(1),
            barcode: stranger,
        })
        .expect("held");
    assert_eq!(
        held(&decisions),
        Some(Incident::Card(ShoeError::ForeignCard(stranger)))
    );
}

#[test]
fn card_before_shuffle_holds_the_draw() {
    let mut studio = Studio::new();
    studio.close_round();
    assert_eq!(studio.table.instruction(), FloorInstruction::Shuffle);
    let decisions = studio.scan(Position::Hand(1), "As");
    assert_eq!(held(&decisions), Some(Incident::DeckNotShuffled));
    assert!(studio.poker().hands()[0].is_empty());

    // Even while betting is open: a card from an unshuffled deck is a fault, not a burn.
    let mut studio = Studio::new();
    let decisions = studio.observe(Observation::CardUnreadable).expect("held");
    assert_eq!(held(&decisions), Some(Incident::DeckNotShuffled));
}

#[test]
fn deck_must_be_shuffled_again_for_every_draw() {
    let mut studio = Studio::new();
    studio.play(POCKETS, BOARD);
    studio.close_round();
    assert_eq!(studio.table.instruction(), FloorInstruction::Shuffle);
    let decisions = studio.scan(Position::Hand(1), "As");
    assert_eq!(held(&decisions), Some(Incident::DeckNotShuffled));
}

#[test]
fn shuffle_after_the_first_pocket_card_is_refused() {
    let mut studio = Studio::dealing();
    studio.scan(Position::Hand(1), "As");
    assert!(matches!(
        studio.observe(Observation::ShuffleDone),
        Err(TableError::NotExpected { .. })
    ));
}

#[test]
fn shuffle_while_paused_counts_for_the_next_draw() {
    let mut studio = Studio::new();
    studio.shuffle();
    studio.supervise(SupervisorCommand::Pause {
        reason: PauseReason::Maintenance,
    });
    studio.supervise(SupervisorCommand::CancelDraw {
        draw: DrawNumber(1),
        reason: CancelReason::HostError,
    });
    assert!(studio.table.draw().is_none());
    assert!(!studio.poker().shuffled(), "cards back in the deck");
    assert_eq!(studio.shuffle(), [Decision::ShuffleRecorded]);
    let resumed = studio.supervise(SupervisorCommand::Resume);
    assert!(resumed.contains(&Decision::DrawOpened {
        draw: DrawNumber(2)
    }));
    studio.close_round();
    assert_eq!(
        studio.table.instruction(),
        FloorInstruction::Deal(Position::Hand(1))
    );
    studio.scan(Position::Hand(1), "As");
    assert_eq!(studio.poker().hands()[0], [face("As")]);
}

#[test]
fn board_plays_all_six_hands_win() {
    let mut studio = Studio::new();
    let pockets = ["2c 3c", "4c 5c", "6c 7c", "8c 9c", "2d 3d", "4d 5d"];
    let board = ["Ah", "Kh", "Qh", "Jh", "Th"];
    let (outcome, settlements) = settled(&studio.play(pockets, board));
    assert_eq!(outcome.winners, [1, 2, 3, 4, 5, 6]);
    for round in 1..=4 {
        for hand in 1..=6 {
            let market = format!("hand_{hand}");
            assert_eq!(verdict(&settlements, &market, round), Verdict::Win);
        }
        assert_eq!(
            verdict(&settlements, "winner_royal_flush", round),
            Verdict::Win
        );
    }
}

#[test]
fn split_pot_pays_every_winning_hand() {
    let mut studio = Studio::new();
    let pockets = ["As Kd", "Ac Kc", "4c 5d", "6c 8d", "Td 4s", "5h 8c"];
    let board = ["2h", "7d", "9s", "Jc", "3h"];
    let (outcome, settlements) = settled(&studio.play(pockets, board));
    assert_eq!(outcome.winners, [1, 2]);
    for round in 1..=4 {
        assert_eq!(verdict(&settlements, "hand_1", round), Verdict::Win);
        assert_eq!(verdict(&settlements, "hand_2", round), Verdict::Win);
        assert_eq!(verdict(&settlements, "hand_3", round), Verdict::Lose);
        assert_eq!(
            verdict(&settlements, "winner_high_card", round),
            Verdict::Win
        );
    }
}

#[test]
fn deck_is_gathered_before_each_draw() {
    let mut studio = Studio::new();
    studio.play(POCKETS, BOARD);
    let poker = studio.poker();
    assert!(poker.hands().iter().all(Vec::is_empty));
    assert!(poker.board().is_empty() && poker.dead_cards().is_empty());
    assert_eq!(poker.discards(), 0);
    assert_eq!(studio.unseen().total(), 52);
    assert_eq!(poker.deck().shoe().expect("deck").remaining(), 52);
    // Draw 2 deals the same physical cards again.
    let decisions = studio.play(POCKETS, BOARD);
    assert_eq!(settled(&decisions).0.winners, [6]);
}

#[test]
fn wrong_hand_position_holds_the_draw() {
    let mut studio = Studio::dealing();
    let decisions = studio.scan(Position::Hand(2), "As");
    assert_eq!(
        held(&decisions),
        Some(Incident::WrongPosition {
            expected: Position::Hand(1),
            found: Position::Hand(2),
        })
    );
    assert!(studio.poker().hands().iter().all(Vec::is_empty));

    let mut studio = Studio::dealing();
    let decisions = studio.scan(Position::Board, "As");
    assert_eq!(
        held(&decisions),
        Some(Incident::WrongPosition {
            expected: Position::Hand(1),
            found: Position::Board,
        })
    );
}

#[test]
fn position_7_is_no_such_position() {
    let mut studio = Studio::dealing();
    for position in [Position::Hand(7), Position::Hand(0), Position::Player] {
        assert_eq!(
            studio.try_scan(position, "As"),
            Err(TableError::NoSuchPosition {
                game: GameKind::Poker6,
                position,
            })
        );
    }
}

#[test]
fn confirmed_correction_resumes_dealing_where_it_stopped() {
    let mut studio = Studio::dealing();
    studio.scan(Position::Hand(1), "As");
    studio.scan(Position::Hand(2), "As");
    studio.supervise(SupervisorCommand::ResolveHold {
        draw: DrawNumber(1),
        resolution: Resolution::ConfirmCorrection,
    });
    assert_eq!(
        studio.table.instruction(),
        FloorInstruction::Deal(Position::Hand(2))
    );
    studio.scan(Position::Hand(2), "Qh");
    assert_eq!(studio.poker().hands()[1], [face("Qh")]);
}
