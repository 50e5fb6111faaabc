//! Draw events: every decision variant round-trips (R5: tables are rebuilt from the log), and
//! a damaged log entry is a typed error, never a wrong decision.

use livedraw_domain::barcode::DeckSerial;
use livedraw_domain::card::{parse_cards, Card};
use livedraw_domain::games::blackjack::{self, Action, Window};
use livedraw_domain::games::red_dog::outcome::{BulldogOutcome, SeatCard};
use livedraw_domain::games::three_card::{self, window::Window as ThreeCardWindow, ThreeCardGame};
use livedraw_domain::games::triple_bet::{self, TripleBetGame};
use livedraw_domain::games::{baccarat, lucky_dice, money_wheel, roulette, sic_bo, war};
use livedraw_domain::shoe::ShoeError;
use livedraw_domain::{
    Barcode, BurnCause, CancelReason, Decision, DeviceName, DiceFaults, DrawNumber, Incident,
    MarketId, Outcome, PauseReason, Payout, Pocket, Position, RepeatCause, Settlement, ThrowFaults,
    Timestamp, Verdict,
};
use livedraw_domain::{DecisionWindow, PlayerAction};
use livedraw_protocol::draw_event::{decode, decode_decision, encode, DrawEventEnvelope};
use livedraw_protocol::v1::draw_event::{self as wire, Decision as Payload};
use livedraw_protocol::v1::{self};
use livedraw_protocol::{DecodeError, TableId};

const DRAW: DrawNumber = DrawNumber(12);

fn barcode(card: &str) -> Barcode {
    Barcode::new(
        DeckSerial::new(77).expect("serial"),
        card.parse::<Card>().expect("card"),
    )
}

fn settlements(verdict: Verdict) -> Vec<Settlement> {
    ["player", "banker", "tie"]
        .into_iter()
        .enumerate()
        .map(|(i, market)| Settlement {
            market: MarketId::new(market),
            round: u8::try_from(i + 1).expect("small"),
            verdict,
            payout: None,
        })
        .collect()
}

/// Fixed-payout settlements: every verdict with its net payout.
fn fixed_settlements() -> Vec<Settlement> {
    [
        ("straight_17", Verdict::Win, Payout::times(35)),
        ("red", Verdict::HalfLose, Payout::HALF_LOST),
        ("punto", Verdict::Push, Payout::NOTHING),
        ("banco", Verdict::Win, Payout::hundredths(95)),
        ("tie", Verdict::Lose, Payout::LOST),
    ]
    .into_iter()
    .map(|(market, verdict, payout)| Settlement {
        market: MarketId::new(market),
        round: 1,
        verdict,
        payout: Some(payout),
    })
    .collect()
}

fn every_decision() -> Vec<Decision> {
    let incidents = [
        Incident::DeviceSilent {
            device: DeviceName::new("scanner-1").expect("valid name"),
        },
        Incident::Card(ShoeError::ForeignCard(barcode("Ah"))),
        Incident::Card(ShoeError::DuplicateCard(barcode("Kd"))),
        Incident::WrongPosition {
            expected: Position::Hand(3),
            found: Position::Board,
        },
        Incident::DeckNotShuffled,
        Incident::WheelSpeedAlarm,
        Incident::BallsNotPresented,
        Incident::ImpossibleBall {
            slot: 2,
            number: 17,
        },
        Incident::CardBeforeDecision {
            found: Position::Seat { seat: 2, hand: 1 },
        },
        Incident::Misdeal {
            found: Position::Dealer,
        },
        Incident::CardUnreadable,
    ];
    let reasons = [
        CancelReason::HoldTimeout,
        CancelReason::FaultOnRepeatSpin,
        CancelReason::FaultOnRepeatRoll,
        CancelReason::WrongBallCount { counted: 6 },
        CancelReason::ScannerFault,
        CancelReason::CardsMisplaced,
        CancelReason::DealingOrder,
        CancelReason::MarkedOrDamagedCard,
        CancelReason::CardNotVisible,
        CancelReason::FaceUpCardInShoe,
        CancelReason::SecurityCardForgotten,
        CancelReason::HostTouchedWheel,
        CancelReason::BallsNotPresented,
        CancelReason::BallNotVisible,
        CancelReason::TechnicalProblem,
        CancelReason::HostError,
        CancelReason::RepeatLimitReached,
    ];
    let mut decisions = vec![
        Decision::DrawOpened { draw: DRAW },
        Decision::BettingRoundOpened {
            draw: DRAW,
            round: 2,
            closes_at: Timestamp::from_millis(1_700_000_012_345),
            last_hand: false,
        },
        Decision::BettingRoundOpened {
            draw: DRAW,
            round: 1,
            closes_at: Timestamp::from_millis(1_700_000_012_345),
            last_hand: true,
        },
        Decision::BettingRoundClosed {
            draw: DRAW,
            round: 2,
        },
        Decision::CardDealt {
            draw: DRAW,
            position: Position::Banker,
            barcode: barcode("9c"),
        },
        Decision::CardBurned {
            draw: DRAW,
            cause: BurnCause::ExposedWhileRoundOpen,
            barcode: Some(barcode("2d")),
        },
        Decision::CardBurned {
            draw: DRAW,
            cause: BurnCause::Unreadable,
            barcode: None,
        },
        Decision::DiscardDealt {
            draw: DRAW,
            exposed: None,
        },
        Decision::DiscardDealt {
            draw: DRAW,
            exposed: Some(barcode("Js")),
        },
        Decision::ShuffleRecorded,
        Decision::BallsPresented { draw: DRAW },
        Decision::BallDrawn {
            draw: DRAW,
            slot: 5,
            number: 42,
        },
        Decision::SpinStarted { draw: DRAW },
        Decision::Repeat {
            draw: DRAW,
            cause: RepeatCause::TooFewRevolutions { revolutions: 2 },
        },
        Decision::Repeat {
            draw: DRAW,
            cause: RepeatCause::BetweenSectors,
        },
        Decision::Repeat {
            draw: DRAW,
            cause: RepeatCause::DiceFault(DiceFaults {
                on_edge: true,
                covering_line: true,
                ..DiceFaults::default()
            }),
        },
        Decision::Repeat {
            draw: DRAW,
            cause: RepeatCause::LaunchFailed,
        },
        Decision::Repeat {
            draw: DRAW,
            cause: RepeatCause::TooFewBallRevolutions { revolutions: 2 },
        },
        Decision::Repeat {
            draw: DRAW,
            cause: RepeatCause::TooFewWheelRevolutions { revolutions: 0 },
        },
        Decision::Repeat {
            draw: DRAW,
            cause: RepeatCause::OutsideFactor,
        },
        Decision::Repeat {
            draw: DRAW,
            cause: RepeatCause::InvalidThrow(ThrowFaults {
                missed_far_end: true,
                cocked: true,
                ..ThrowFaults::default()
            }),
        },
        Decision::DrawSettled {
            draw: DRAW,
            outcome: Outcome::Roulette(roulette::Outcome {
                pocket: Pocket::DoubleZero,
            }),
            settlements: fixed_settlements(),
        },
        Decision::DrawSettled {
            draw: DRAW,
            outcome: Outcome::Roulette(roulette::Outcome {
                pocket: Pocket::Zero,
            }),
            settlements: fixed_settlements(),
        },
        Decision::DrawSettled {
            draw: DRAW,
            outcome: Outcome::Roulette(roulette::Outcome {
                pocket: Pocket::Number(36),
            }),
            settlements: fixed_settlements(),
        },
        Decision::DrawSettled {
            draw: DRAW,
            outcome: Outcome::MoneyWheel(money_wheel::Outcome {
                sector: 53,
                symbol: "joker".into(),
            }),
            settlements: fixed_settlements(),
        },
        Decision::DrawSettled {
            draw: DRAW,
            outcome: Outcome::SicBo(sic_bo::Outcome { dice: [6, 1, 6] }),
            settlements: fixed_settlements(),
        },
        Decision::DrawSettled {
            draw: DRAW,
            outcome: Outcome::LuckyDice(lucky_dice::Outcome { red: 4, green: 6 }),
            settlements: fixed_settlements(),
        },
        Decision::DrawSettled {
            draw: DRAW,
            outcome: Outcome::PuntoBanco(baccarat::Outcome {
                player: parse_cards("Ah 9d 2c").expect("cards"),
                banker: parse_cards("Kc 6s").expect("cards"),
            }),
            settlements: fixed_settlements(),
        },
        Decision::DrawResumed { draw: DRAW },
        Decision::DrawSettled {
            draw: DRAW,
            outcome: Outcome::Baccarat(baccarat::Outcome {
                player: parse_cards("Ah 9d").expect("cards"),
                banker: parse_cards("Kc 2s 5h").expect("cards"),
            }),
            settlements: settlements(Verdict::Win),
        },
        Decision::DrawSettled {
            draw: DRAW,
            outcome: Outcome::War(war::Outcome {
                player: "Qd".parse().expect("card"),
                dealer: "Qs".parse().expect("card"),
            }),
            settlements: settlements(Verdict::Lose),
        },
        Decision::ShoeLoaded { cards: 312 },
        Decision::ShoeChangeDue { remaining: 39 },
        Decision::TablePaused {
            reason: PauseReason::Maintenance,
        },
        Decision::TablePaused {
            reason: PauseReason::TechnicalProblem,
        },
        Decision::TablePaused {
            reason: PauseReason::Supervisor,
        },
        Decision::TableResumed,
        Decision::TableSuspended {
            device: DeviceName::new("sensor-wheel-1").expect("valid name"),
        },
        Decision::SuspensionLifted,
        Decision::CardDealt {
            draw: DRAW,
            position: Position::Seat { seat: 3, hand: 2 },
            barcode: barcode("Ac"),
        },
        Decision::SeatBet {
            draw: DRAW,
            seat: 7,
        },
        Decision::DecisionWindowOpened {
            draw: DRAW,
            window: DecisionWindow::Blackjack(Window::Hand { seat: 1, hand: 4 }),
            closes_at: Timestamp::from_millis(1_700_000_022_345),
        },
        Decision::PlayerDecided {
            draw: DRAW,
            seat: 1,
            hand: 4,
            action: PlayerAction::Blackjack(Action::Insurance { hundredths: 50 }),
            by_default: false,
        },
        Decision::HoleCardChecked { draw: DRAW },
        Decision::DrawSettled {
            draw: DRAW,
            outcome: Outcome::Blackjack(blackjack::Outcome {
                dealer: parse_cards("Kh 7d").expect("cards"),
                seats: vec![blackjack::Seat {
                    number: 4,
                    hands: vec![blackjack::SeatHand {
                        cards: parse_cards("Ts 9s").expect("cards"),
                        stood: true,
                        ..blackjack::SeatHand::default()
                    }],
                    insurance: None,
                    even_money: false,
                    offer: None,
                    answered_offer: false,
                }],
            }),
            settlements: fixed_settlements(),
        },
    ];
    for game in ThreeCardGame::ALL {
        decisions.push(Decision::DecisionWindowOpened {
            draw: DRAW,
            window: DecisionWindow::ThreeCard(ThreeCardWindow::PlayOrFold),
            closes_at: Timestamp::from_millis(1_700_000_015_000),
        });
        let three = |text: &str| -> [Card; 3] {
            parse_cards(text)
                .expect("cards")
                .try_into()
                .expect("three cards")
        };
        decisions.push(Decision::DrawSettled {
            draw: DRAW,
            outcome: Outcome::ThreeCard(three_card::outcome::Outcome {
                game,
                player: three("As Kd 2c"),
                dealer: three("Qh 8s 3d"),
            }),
            settlements: fixed_settlements(),
        });
    }
    // Triple Bet Poker's outcome, and Oasis Stud version D's in its own arm.
    for game in [TripleBetGame::TripleBetPoker, TripleBetGame::OasisD] {
        let cards = |text: &str| parse_cards(text).expect("cards");
        decisions.push(Decision::DrawSettled {
            draw: DRAW,
            outcome: Outcome::TripleBet(triple_bet::outcome::Outcome {
                game,
                own: cards("Ts Th 4c").try_into().expect("three"),
                community: cards("Td 2s").try_into().expect("two"),
            }),
            settlements: fixed_settlements(),
        });
    }
    // Bulldog's grid and seats' cards (one after consecutive grid cards has none), and a round
    // nobody bet a seat on.
    let card = |text: &str| parse_cards(text).expect("cards")[0];
    let seat = |seat: u8, third: Option<&str>| SeatCard {
        seat,
        third: third.map(card),
    };
    for outcome in [
        BulldogOutcome {
            grid: Some([card("4c"), card("9d")]),
            seats: vec![seat(2, Some("6h")), seat(5, Some("Kh"))],
        },
        BulldogOutcome {
            grid: Some([card("9c"), card("Td")]),
            seats: vec![seat(1, None)],
        },
        BulldogOutcome {
            grid: None,
            seats: Vec::new(),
        },
    ] {
        decisions.push(Decision::DrawSettled {
            draw: DRAW,
            outcome: Outcome::Bulldog(outcome),
            settlements: fixed_settlements(),
        });
    }
    decisions.push(Decision::SeatBet {
        draw: DRAW,
        seat: 5,
    });
    decisions.extend(incidents.into_iter().map(|incident| Decision::DrawHeld {
        draw: DRAW,
        incident,
    }));
    decisions.extend(reasons.into_iter().map(|reason| Decision::DrawCancelled {
        draw: DRAW,
        reason,
        settlements: settlements(Verdict::Void),
    }));
    decisions
}

fn envelope(decision: Decision) -> DrawEventEnvelope {
    DrawEventEnvelope {
        table: TableId::new("war-2").expect("id"),
        server_time: Timestamp::from_millis(1_700_000_000_001),
        device_time: Some(Timestamp::from_millis(1_699_999_999_990)),
        journal_offset: Some(981),
        decision,
    }
}

#[test]
fn every_decision_round_trips_through_the_wire() {
    for decision in every_decision() {
        let original = envelope(decision);
        let wire = encode(&original);
        assert_eq!(decode(wire), Ok(original.clone()));
    }
}

#[test]
fn every_decision_round_trips_through_bytes() {
    use prost::Message;
    for decision in every_decision() {
        let original = envelope(decision);
        let bytes = encode(&original).encode_to_vec();
        let wire = v1::DrawEvent::decode(bytes.as_slice()).expect("bytes decode");
        assert_eq!(decode(wire), Ok(original));
    }
}

#[test]
fn clock_caused_decisions_have_no_device_time_or_offset() {
    let original = DrawEventEnvelope {
        device_time: None,
        journal_offset: None,
        ..envelope(Decision::BettingRoundClosed {
            draw: DRAW,
            round: 1,
        })
    };
    let wire = encode(&original);
    assert_eq!(wire.device_time, None);
    assert_eq!(wire.journal_offset, None);
    assert_eq!(decode(wire), Ok(original));
}

#[test]
fn the_draw_number_travels_in_the_envelope_only_for_draw_decisions() {
    let draw_level = encode(&envelope(Decision::DrawOpened { draw: DRAW }));
    assert_eq!(draw_level.draw_number, Some(DRAW.0));
    let table_level = encode(&envelope(Decision::ShuffleRecorded));
    assert_eq!(table_level.draw_number, None);
}

#[test]
fn a_draw_decision_without_a_draw_number_is_refused() {
    assert_eq!(
        decode_decision(None, Payload::DrawOpened(wire::DrawOpened {})),
        Err(DecodeError::Missing {
            field: "draw_number"
        })
    );
    assert_eq!(
        decode_decision(Some(0), Payload::DrawOpened(wire::DrawOpened {})),
        Err(DecodeError::ZeroDrawNumber {
            field: "draw_number"
        })
    );
}

#[test]
fn a_table_decision_with_a_draw_number_is_refused() {
    assert_eq!(
        decode_decision(Some(3), Payload::TableResumed(wire::TableResumed {})),
        Err(DecodeError::UnexpectedDrawNumber {
            decision: "table_resumed"
        })
    );
}

#[test]
fn a_missing_decision_or_server_time_is_refused() {
    let mut wire = encode(&envelope(Decision::ShuffleRecorded));
    wire.decision = None;
    assert_eq!(
        decode(wire.clone()),
        Err(DecodeError::Missing { field: "decision" })
    );
    wire.server_time = None;
    assert_eq!(
        decode(wire),
        Err(DecodeError::Missing {
            field: "server_time"
        })
    );
}

fn cancelled(cancellation: v1::Cancellation) -> Result<Decision, DecodeError> {
    decode_decision(
        Some(1),
        Payload::DrawCancelled(v1::DrawCancelled {
            cancellation: Some(cancellation),
            settlements: vec![],
        }),
    )
}

#[test]
fn a_cancellation_whose_code_disagrees_with_its_reason_is_refused() {
    let cancellation = v1::Cancellation {
        reason: v1::CancelReason::ScannerFault.into(),
        code: "host_error".into(),
        balls_counted: 0,
    };
    assert_eq!(
        cancelled(cancellation),
        Err(DecodeError::CancelCodeMismatch {
            found: "host_error".into(),
            expected: "scanner_fault"
        })
    );
}

#[test]
fn a_ball_count_with_another_reason_is_refused() {
    let cancellation = v1::Cancellation {
        reason: v1::CancelReason::HostError.into(),
        code: "host_error".into(),
        balls_counted: 4,
    };
    assert_eq!(
        cancelled(cancellation),
        Err(DecodeError::UnexpectedBallCount {
            counted: 4,
            code: "host_error"
        })
    );
}

#[test]
fn an_unspecified_or_unknown_cancel_reason_is_refused() {
    let unspecified = v1::Cancellation::default();
    assert_eq!(
        cancelled(unspecified),
        Err(DecodeError::Unspecified {
            field: "cancellation.reason"
        })
    );
    let unknown = v1::Cancellation {
        reason: 1_000,
        ..v1::Cancellation::default()
    };
    assert_eq!(
        cancelled(unknown),
        Err(DecodeError::UnknownEnumValue {
            field: "cancellation.reason",
            value: 1_000
        })
    );
}

#[test]
fn every_reason_code_matches_the_enum_value_name() {
    for decision in every_decision() {
        if let Decision::DrawCancelled { reason, .. } = decision {
            let wire = livedraw_protocol::common::encode_cancellation(reason);
            let name = v1::CancelReason::try_from(wire.reason)
                .expect("known")
                .as_str_name();
            assert_eq!(
                name,
                format!("CANCEL_REASON_{}", reason.code().to_uppercase())
            );
            assert_eq!(wire.code, reason.code());
        }
    }
}

#[test]
fn settlements_with_an_empty_market_or_round_zero_are_refused() {
    let settled = |settlement: v1::Settlement| {
        decode_decision(
            Some(1),
            Payload::DrawCancelled(v1::DrawCancelled {
                cancellation: Some(livedraw_protocol::common::encode_cancellation(
                    CancelReason::HostError,
                )),
                settlements: vec![settlement],
            }),
        )
    };
    let good = v1::Settlement {
        market: "player".into(),
        round: 1,
        verdict: v1::Verdict::Void.into(),
        payout_hundredths: None,
    };
    assert!(settled(good.clone()).is_ok());
    assert_eq!(
        settled(v1::Settlement {
            market: String::new(),
            ..good.clone()
        }),
        Err(DecodeError::EmptyMarket { index: 0 })
    );
    assert!(matches!(
        settled(v1::Settlement {
            round: 0,
            ..good.clone()
        }),
        Err(DecodeError::OutOfRange {
            field: "settlements.round",
            ..
        })
    ));
    assert_eq!(
        settled(v1::Settlement { verdict: 0, ..good }),
        Err(DecodeError::Unspecified {
            field: "settlements.verdict"
        })
    );
}

#[test]
fn a_shoe_size_beyond_u16_is_refused() {
    assert!(matches!(
        decode_decision(
            None,
            Payload::ShoeLoaded(wire::ShoeLoaded { cards: 70_000 })
        ),
        Err(DecodeError::OutOfRange {
            field: "shoe_loaded.cards",
            ..
        })
    ));
}

#[test]
fn an_incident_without_its_kind_is_refused() {
    let held = Payload::DrawHeld(wire::DrawHeld {
        incident: Some(v1::Incident { kind: None }),
    });
    assert_eq!(
        decode_decision(Some(1), held),
        Err(DecodeError::Missing {
            field: "incident.kind"
        })
    );
}

#[test]
fn a_burn_without_its_cause_is_refused() {
    let burned = Payload::CardBurned(wire::CardBurned {
        cause: 0,
        barcode: None,
    });
    assert_eq!(
        decode_decision(Some(1), burned),
        Err(DecodeError::Unspecified {
            field: "card_burned.cause"
        })
    );
}
