//! Properties of every game's table over random floors with injected faults, end to end through
//! the wire: each floor event is encoded as the floor sends it (protobuf bytes), decoded and
//! checked as ingest does (a blackjack player's decision as the Decisions service does), applied to the rules, and each decision is encoded as a draw event and
//! decoded back unchanged. Over every run:
//! - every draw ends in exactly one result or one cancellation, and nothing follows it;
//! - every card seen leaves the shoe exactly once;
//! - no outcome is accepted while its betting round is open (R2);
//! - a refused input changes nothing;
//! - settlements cover every round the draw opened; cancellations are VOID throughout (R3);
//! - in a fixed-payout game every settlement carries the net payout its verdict pays (a win
//!   more than nothing, a loss the stake, half-lost half of it, a push or a void nothing);
//! - replaying the same inputs gives the same decisions and state (determinism, R5), also when
//!   the table is rebuilt from its snapshot (the engine's JSON) before every input.

use livedraw_domain::games::oasis::{OasisConfig, OasisVersion};
use livedraw_domain::games::seating::Seating;
use livedraw_domain::games::three_card::{ThreeCardConfig, ThreeCardGame};
use livedraw_domain::games::Game;
use livedraw_domain::{
    Barcode, Decision, DrawNumber, GameConfig, GameKind, Payout, Settlement, Table, TableConfig,
    Timestamp, Verdict,
};
use livedraw_protocol::draw_event::{self, DrawEventEnvelope};
use livedraw_protocol::floor_event::{self, FloorEnvelope, FloorInput};
use livedraw_protocol::player_decision::{self, DecisionRequest};
use livedraw_protocol::{DeviceId, TableId};
use livedraw_simulator::{apply, Answer, Floor, Input};
use proptest::prelude::*;
use prost::Message;
use std::collections::{BTreeMap, BTreeSet};
use std::num::NonZeroU64;

/// 2026-01-01T07:00:00Z.
const START: Timestamp = Timestamp::from_millis(1_767_250_800_000);

/// Plays `steps` inputs of a random floor on a fresh table; every answer is recorded.
fn play(game: GameKind, seed: u64, steps: usize, fault_rate: f64) -> (Table, Vec<(Input, Answer)>) {
    play_table(&GameConfig::of(game), seed, steps, fault_rate)
}

/// [`play`] at a table of `config`.
fn play_table(
    config: &GameConfig,
    seed: u64,
    steps: usize,
    fault_rate: f64,
) -> (Table, Vec<(Input, Answer)>) {
    let mut table = Table::new(TableConfig::studio_default(config.clone()));
    let mut floor = Floor::for_table(config, seed, START, fault_rate);
    let first = Input::Tick(START);
    let mut log = vec![(first.clone(), apply(&mut table, &first))];
    for sequence in 1..=steps as u64 {
        let input = over_the_wire(floor.next_input(&table), sequence);
        let before = table.clone();
        let answer = apply(&mut table, &input);
        if answer.is_err() {
            assert_eq!(
                table, before,
                "a refused input changed the table: {input:?} → {answer:?}"
            );
        }
        floor.answered(&input, &answer);
        if let Ok(decisions) = &answer {
            decisions.iter().for_each(check_draw_event_round_trips);
        }
        log.push((input, answer));
    }
    (table, log)
}

/// The floor event as ingest receives it, a player's decision as the Decisions service does:
/// encoded by the sender, decoded and validated.
fn over_the_wire(input: Input, sequence: u64) -> Input {
    if let Input::Decide {
        request,
        decision,
        draw,
        at,
    } = &input
    {
        let sent = DecisionRequest {
            table: TableId::new("table-1").expect("valid id"),
            draw: *draw,
            request_id: request.clone(),
            decision: *decision,
        };
        let bytes = player_decision::encode(&sent).encode_to_vec();
        let wire =
            livedraw_protocol::v1::DecideRequest::decode(bytes.as_slice()).expect("protobuf");
        let received =
            player_decision::decode(wire).expect("a decision the seat players send is valid");
        assert_eq!(received, sent);
        return Input::Decide {
            request: received.request_id,
            decision: received.decision,
            draw: received.draw,
            at: *at,
        };
    }
    let Input::Observe(observation, at) = input else {
        return input;
    };
    let envelope = FloorEnvelope {
        table: TableId::new("table-1").expect("valid id"),
        device: DeviceId::new("scanner-1").expect("valid id"),
        sequence: NonZeroU64::new(sequence).expect("from 1"),
        device_time: at,
        draw: None,
        input: FloorInput::Observation(observation),
    };
    let bytes = floor_event::encode(&envelope).encode_to_vec();
    let wire = livedraw_protocol::v1::FloorEvent::decode(bytes.as_slice()).expect("protobuf");
    let decoded = floor_event::decode(wire).expect("a floor event the simulator sends is valid");
    assert_eq!(decoded, envelope);
    match decoded.input {
        FloorInput::Observation(observation) => Input::Observe(observation, at),
        FloorInput::Heartbeat => unreachable!("the simulator sends no heartbeats here"),
    }
}

/// A decision survives the draw-events topic unchanged (R5: the log alone rebuilds a draw).
fn check_draw_event_round_trips(decision: &Decision) {
    let envelope = DrawEventEnvelope {
        table: TableId::new("table-1").expect("valid id"),
        server_time: START,
        device_time: None,
        journal_offset: Some(7),
        decision: decision.clone(),
    };
    let bytes = draw_event::encode(&envelope).encode_to_vec();
    let wire = livedraw_protocol::v1::DrawEvent::decode(bytes.as_slice()).expect("protobuf");
    assert_eq!(draw_event::decode(wire).as_ref(), Ok(&envelope));
}

fn decisions(log: &[(Input, Answer)]) -> Vec<Decision> {
    log.iter()
        .filter_map(|(_, answer)| answer.as_ref().ok())
        .flatten()
        .cloned()
        .collect()
}

fn draw_of(decision: &Decision) -> Option<DrawNumber> {
    match decision {
        Decision::DrawOpened { draw }
        | Decision::BettingRoundOpened { draw, .. }
        | Decision::BettingRoundClosed { draw, .. }
        | Decision::CardDealt { draw, .. }
        | Decision::CardBurned { draw, .. }
        | Decision::DiscardDealt { draw, .. }
        | Decision::BallsPresented { draw }
        | Decision::BallDrawn { draw, .. }
        | Decision::SpinStarted { draw }
        | Decision::Repeat { draw, .. }
        | Decision::DrawHeld { draw, .. }
        | Decision::DrawResumed { draw }
        | Decision::DrawCancelled { draw, .. }
        | Decision::DrawSettled { draw, .. }
        | Decision::SeatBet { draw, .. }
        | Decision::DecisionWindowOpened { draw, .. }
        | Decision::PlayerDecided { draw, .. }
        | Decision::HoleCardChecked { draw } => Some(*draw),
        _ => None,
    }
}

fn check_each_draw_ends_exactly_once(decisions: &[Decision], table: &Table) {
    let mut opened = Vec::new();
    let mut ended = BTreeSet::new();
    for decision in decisions {
        if let Decision::DrawOpened { draw } = decision {
            opened.push(*draw);
        }
        if let Some(draw) = draw_of(decision) {
            assert!(
                !ended.contains(&draw),
                "{decision:?} after draw {draw} ended"
            );
        }
        if let Decision::DrawSettled { draw, .. } | Decision::DrawCancelled { draw, .. } = decision
        {
            assert!(ended.insert(*draw), "draw {draw} ended twice");
        }
    }
    let in_progress = table.draw().map(|draw| draw.number);
    for draw in opened {
        assert!(
            ended.contains(&draw) || Some(draw) == in_progress,
            "draw {draw} neither ended nor in progress"
        );
    }
}

fn check_no_outcome_while_betting_is_open_r2(decisions: &[Decision]) {
    let mut open: Option<(DrawNumber, u8)> = None;
    for decision in decisions {
        match decision {
            Decision::BettingRoundOpened { draw, round, .. } => open = Some((*draw, *round)),
            Decision::BettingRoundClosed { draw, round } => {
                assert_eq!(
                    open,
                    Some((*draw, *round)),
                    "closed a round that was not open"
                );
                open = None;
            }
            Decision::DrawCancelled { .. } => open = None,
            Decision::CardDealt { draw, .. }
            | Decision::BallDrawn { draw, .. }
            | Decision::SpinStarted { draw }
            | Decision::DrawSettled { draw, .. } => {
                assert!(
                    open.is_none(),
                    "{decision:?} accepted while round {open:?} of draw {draw} is open"
                );
            }
            _ => {}
        }
    }
}

fn check_every_card_leaves_the_shoe_once(game: GameKind, decisions: &[Decision], table: &Table) {
    let mut seen: BTreeSet<Barcode> = BTreeSet::new();
    for decision in decisions {
        let barcode = match decision {
            Decision::ShoeLoaded { .. } => {
                seen.clear();
                continue;
            }
            Decision::DrawOpened { .. }
                if matches!(
                    game,
                    GameKind::Poker6
                        | GameKind::ThreeCardPoker
                        | GameKind::FastPoker
                        | GameKind::TripleBetPoker
                        | GameKind::OasisStud
                        | GameKind::UltimateHoldem
                        | GameKind::HoldemBonus
                        | GameKind::DynamicPoker
                        | GameKind::RiversidePoker
                ) =>
            {
                seen.clear();
                continue;
            }
            Decision::CardDealt { barcode, .. } => *barcode,
            Decision::CardBurned {
                barcode: Some(barcode),
                ..
            } => *barcode,
            _ => continue,
        };
        assert!(seen.insert(barcode), "{barcode} left the shoe twice");
    }
    let shoe = match table.game() {
        Game::Baccarat(game) => game.shoe().shoe(),
        Game::War(game) => game.shoe().shoe(),
        Game::PuntoBanco(game) => game.shoe().shoe(),
        Game::Blackjack(game) => game.shoe().shoe(),
        Game::RedDog(game) => game.shoe().shoe(),
        // The poker decks are gathered before every draw; their cards are checked per draw
        // above.
        Game::Poker6(_)
        | Game::ThreeCard(_)
        | Game::TripleBet(_)
        | Game::Oasis(_)
        | Game::Holdem(_) => None,
        Game::Wheel(_)
        | Game::Dice5(_)
        | Game::Lotto(_)
        | Game::Roulette(_)
        | Game::MoneyWheel(_)
        | Game::SicBo(_)
        | Game::LuckyDice(_) => None,
    };
    if let Some(shoe) = shoe {
        let full = 52 * shoe.manifest().decks().len();
        assert_eq!(usize::from(shoe.composition().total()), full - seen.len());
        for barcode in &seen {
            assert!(shoe.check(*barcode).is_err(), "{barcode} still in the shoe");
        }
    }
}

fn check_settlements_cover_every_round(decisions: &[Decision]) {
    let mut rounds: BTreeMap<DrawNumber, u8> = BTreeMap::new();
    for decision in decisions {
        match decision {
            Decision::BettingRoundOpened { draw, round, .. } => {
                rounds.insert(*draw, *round);
            }
            Decision::DrawCancelled {
                draw, settlements, ..
            } => {
                assert!(settlements.iter().all(|s| s.verdict == Verdict::Void));
                let max = settlements.iter().map(|s| s.round).max();
                assert_eq!(max, rounds.get(draw).copied());
            }
            Decision::DrawSettled {
                draw, settlements, ..
            } => {
                let max = settlements.iter().map(|s| s.round).max();
                assert_eq!(max, rounds.get(draw).copied());
            }
            _ => {}
        }
    }
}

fn check_fixed_payouts(game: GameKind, decisions: &[Decision]) {
    let settlements: Vec<&Settlement> = decisions
        .iter()
        .flat_map(|decision| match decision {
            Decision::DrawSettled { settlements, .. }
            | Decision::DrawCancelled { settlements, .. } => settlements.as_slice(),
            _ => &[],
        })
        .collect();
    for settlement in settlements {
        let Some(payout) = settlement.payout else {
            assert!(!game.is_fixed_payout(), "{settlement:?} has no payout");
            continue;
        };
        assert!(game.is_fixed_payout(), "{settlement:?} in a live-odds game");
        match settlement.verdict {
            Verdict::Win => assert!(payout > Payout::NOTHING, "{settlement:?}"),
            // A blackjack hand that doubled loses twice its original stake.
            Verdict::Lose if game == GameKind::Blackjack => assert!(
                payout == Payout::LOST || payout == Payout::times(-2),
                "{settlement:?}"
            ),
            Verdict::Lose => assert_eq!(payout, Payout::LOST, "{settlement:?}"),
            Verdict::HalfLose => assert_eq!(payout, Payout::HALF_LOST, "{settlement:?}"),
            Verdict::Void | Verdict::Push => assert_eq!(payout, Payout::NOTHING),
        }
    }
}

fn check_replay_is_deterministic(config: &GameConfig, log: &[(Input, Answer)], table: &Table) {
    let mut replayed = Table::new(TableConfig::studio_default(config.clone()));
    for (input, answer) in log {
        replayed = through_a_snapshot(&replayed);
        assert_eq!(
            &apply(&mut replayed, input),
            answer,
            "replay diverged at {input:?}"
        );
    }
    assert_eq!(&replayed, table);
}

/// `table` rebuilt from its snapshot, as the engine stores it and restores it after a restart.
fn through_a_snapshot(table: &Table) -> Table {
    let json = serde_json::to_vec(table).expect("a table's snapshot");
    let restored: Table = serde_json::from_slice(&json).expect("a table from its snapshot");
    assert_eq!(&restored, table, "the snapshot changed the table");
    restored
}

fn check_all(game: GameKind, seed: u64, steps: usize, fault_rate: f64) {
    check_table(&GameConfig::of(game), seed, steps, fault_rate);
}

/// Every invariant at a table of `config`.
fn check_table(config: &GameConfig, seed: u64, steps: usize, fault_rate: f64) {
    let game = config.kind();
    let (table, log) = play_table(config, seed, steps, fault_rate);
    let decisions = decisions(&log);
    check_each_draw_ends_exactly_once(&decisions, &table);
    check_no_outcome_while_betting_is_open_r2(&decisions);
    check_every_card_leaves_the_shoe_once(game, &decisions, &table);
    check_settlements_cover_every_round(&decisions);
    check_fixed_payouts(game, &decisions);
    check_replay_is_deterministic(config, &log, &table);
}

/// A three-card game's table in seats.
fn in_seats(game: ThreeCardGame) -> GameConfig {
    GameConfig::ThreeCard(ThreeCardConfig {
        seating: Seating::Seats,
        ..ThreeCardConfig::of(game)
    })
}

fn settled_draws(game: GameKind, seed: u64) -> usize {
    let (_, log) = play(game, seed, 2_000, 0.05);
    decisions(&log)
        .iter()
        .filter(|d| matches!(d, Decision::DrawSettled { .. }))
        .count()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn baccarat_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::Baccarat, seed, 400, fault);
    }

    #[test]
    fn war_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::War, seed, 400, fault);
    }

    #[test]
    fn poker6_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::Poker6, seed, 400, fault);
    }

    #[test]
    fn wheel_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::Wheel, seed, 300, fault);
    }

    #[test]
    fn dice5_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::Dice5, seed, 300, fault);
    }

    #[test]
    fn lotto_5_36_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::Lotto5Of36, seed, 300, fault);
    }

    #[test]
    fn lotto_7_42_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::Lotto7Of42, seed, 300, fault);
    }

    #[test]
    fn roulette_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::Roulette, seed, 300, fault);
    }

    #[test]
    fn money_wheel_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::MoneyWheel, seed, 300, fault);
    }

    #[test]
    fn sic_bo_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::SicBo, seed, 300, fault);
    }

    #[test]
    fn lucky_dice_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::LuckyDice, seed, 300, fault);
    }

    #[test]
    fn punto_banco_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::PuntoBanco, seed, 400, fault);
    }

    #[test]
    fn three_card_poker_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::ThreeCardPoker, seed, 400, fault);
    }

    #[test]
    fn three_card_poker_tables_in_seats_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_table(&in_seats(ThreeCardGame::ThreeCardPoker), seed, 400, fault);
    }

    #[test]
    fn fast_poker_tables_in_seats_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_table(&in_seats(ThreeCardGame::FastPoker), seed, 400, fault);
    }

    #[test]
    fn fast_poker_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::FastPoker, seed, 400, fault);
    }

    #[test]
    fn red_dog_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::RedDog, seed, 400, fault);
    }

    #[test]
    fn bulldog_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::Bulldog, seed, 400, fault);
    }

    #[test]
    fn triple_bet_poker_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::TripleBetPoker, seed, 400, fault);
    }

    #[test]
    fn holdem_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        for game in [
            GameKind::UltimateHoldem,
            GameKind::HoldemBonus,
            GameKind::DynamicPoker,
            GameKind::RiversidePoker,
        ] {
            check_all(game, seed, 400, fault);
        }
    }

    #[test]
    fn oasis_stud_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::OasisStud, seed, 400, fault);
    }

    #[test]
    fn oasis_stud_d_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        let version_d = OasisConfig {
            version: OasisVersion::D,
            ..OasisConfig::default()
        };
        check_table(&GameConfig::Oasis(version_d), seed, 400, fault);
    }

    #[test]
    fn blackjack_tables_keep_every_invariant(seed in any::<u64>(), fault in 0.0f64..0.3) {
        check_all(GameKind::Blackjack, seed, 600, fault);
        check_blackjack_hands_settle_once(seed, fault);
    }
}

/// Every blackjack hand dealt settles in exactly one market (`seat-N`, `seat-N-hand-K`).
fn check_blackjack_hands_settle_once(seed: u64, fault: f64) {
    let (_, log) = play(GameKind::Blackjack, seed, 600, fault);
    for decision in decisions(&log) {
        let Decision::DrawSettled {
            outcome: livedraw_domain::Outcome::Blackjack(outcome),
            settlements,
            ..
        } = decision
        else {
            continue;
        };
        for seat in &outcome.seats {
            for hand in 1..=seat.hands.len() {
                let market = if hand == 1 {
                    format!("seat-{}", seat.number)
                } else {
                    format!("seat-{}-hand-{hand}", seat.number)
                };
                let found = settlements
                    .iter()
                    .filter(|settlement| settlement.market.as_str() == market)
                    .count();
                assert_eq!(found, 1, "{market} settled {found} times: {settlements:?}");
            }
        }
    }
}

#[test]
fn a_long_baccarat_run_settles_many_draws_through_shoe_changes() {
    assert!(settled_draws(GameKind::Baccarat, 7) > 100);
}

#[test]
fn a_long_war_run_settles_many_draws_through_shoe_changes() {
    assert!(settled_draws(GameKind::War, 11) > 150);
}

#[test]
fn long_runs_of_every_other_game_settle_many_draws() {
    for game in [
        GameKind::Poker6,
        GameKind::Wheel,
        GameKind::Dice5,
        GameKind::Lotto5Of36,
        GameKind::Lotto7Of42,
        GameKind::Roulette,
        GameKind::MoneyWheel,
        GameKind::SicBo,
        GameKind::LuckyDice,
        GameKind::PuntoBanco,
        GameKind::Blackjack,
        GameKind::ThreeCardPoker,
        GameKind::FastPoker,
        GameKind::RedDog,
        GameKind::Bulldog,
        GameKind::TripleBetPoker,
        GameKind::OasisStud,
        GameKind::UltimateHoldem,
        GameKind::HoldemBonus,
        GameKind::DynamicPoker,
        GameKind::RiversidePoker,
    ] {
        // A poker draw takes about 50 floor steps (20 cards, 4 rounds), the others about 10.
        let settled = settled_draws(game, 5);
        assert!(settled > 25, "{game}: only {settled} draws settled");
    }
}

#[test]
fn a_long_blackjack_run_deals_to_seats_takes_decisions_and_defaults() {
    let (_, log) = play(GameKind::Blackjack, 13, 2_000, 0.05);
    let decisions = decisions(&log);
    let SeatPlay {
        seated,
        to_seats,
        decided,
        defaulted,
    } = SeatPlay::of(&decisions);
    let refused = log
        .iter()
        .filter(|(input, answer)| {
            matches!(input, Input::Decide { .. })
                && matches!(answer, Err(livedraw_domain::TableError::Refused(_)))
        })
        .count();
    let settled_with_seats = decisions
        .iter()
        .filter(|d| {
            matches!(d, Decision::DrawSettled {
                outcome: livedraw_domain::Outcome::Blackjack(outcome), ..
            } if !outcome.seats.is_empty())
        })
        .count();
    println!(
        "blackjack: {seated} bets, {to_seats} cards to seats, {decided} decisions, \
         {defaulted} defaults, {refused} refused, {settled_with_seats} deals settled"
    );
    assert!(
        settled_with_seats > 20,
        "{settled_with_seats} deals with seats settled"
    );
    assert!(decided > 50 && defaulted > 5 && refused > 5);
}

#[test]
fn a_long_holdem_run_meets_misdeals_of_a_board_card_and_of_a_dealer_card() {
    use livedraw_domain::{Incident, Position};
    let (_, log) = play(GameKind::UltimateHoldem, 17, 4_000, 0.1);
    let misdeals = |at: Position| {
        decisions(&log)
            .iter()
            .filter(|d| {
                matches!(
                    d,
                    Decision::DrawHeld {
                        incident: Incident::Misdeal { found },
                        ..
                    } if *found == at
                )
            })
            .count()
    };
    assert!(
        misdeals(Position::Board) > 0,
        "a community card turned early"
    );
    assert!(
        misdeals(Position::Dealer) > 0,
        "a dealer's card turned early"
    );
}

#[test]
fn a_long_three_card_run_in_seats_deals_each_seat_its_cards_and_takes_its_decisions() {
    use livedraw_domain::games::seating::Seating;
    use livedraw_domain::games::three_card::{ThreeCardConfig, ThreeCardGame};
    let config = GameConfig::ThreeCard(ThreeCardConfig {
        seating: Seating::Seats,
        ..ThreeCardConfig::of(ThreeCardGame::ThreeCardPoker)
    });
    let (_, log) = play_table(&config, 17, 3_000, 0.05);
    let decisions = decisions(&log);
    let SeatPlay {
        seated,
        to_seats,
        decided,
        defaulted,
    } = SeatPlay::of(&decisions);
    let count = |wanted: fn(&Decision) -> bool| decisions.iter().filter(|d| wanted(d)).count();
    let settled_with_seats = count(|d| {
        matches!(d, Decision::DrawSettled {
            outcome: livedraw_domain::Outcome::ThreeCardSeats(outcome), ..
        } if !outcome.seats.is_empty())
    });
    println!(
        "three-card seats: {seated} bets, {to_seats} cards to seats, {decided} decisions, \
         {defaulted} defaults, {settled_with_seats} rounds settled"
    );
    assert!(
        settled_with_seats > 10,
        "{settled_with_seats} rounds with seats settled"
    );
    assert!(
        decided > 0 && defaulted > 0,
        "{decided} decided, {defaulted} defaults"
    );
}

/// A run's seat play: bets on seats, cards dealt to seats, seat holders' decisions, defaults.
struct SeatPlay {
    seated: usize,
    to_seats: usize,
    decided: usize,
    defaulted: usize,
}

impl SeatPlay {
    fn of(decisions: &[Decision]) -> SeatPlay {
        let count = |wanted: fn(&Decision) -> bool| decisions.iter().filter(|d| wanted(d)).count();
        SeatPlay {
            seated: count(|d| matches!(d, Decision::SeatBet { .. })),
            to_seats: count(|d| {
                matches!(
                    d,
                    Decision::CardDealt {
                        position: livedraw_domain::Position::Seat { .. },
                        ..
                    }
                )
            }),
            decided: count(|d| {
                matches!(
                    d,
                    Decision::PlayerDecided {
                        by_default: false,
                        ..
                    }
                )
            }),
            defaulted: count(|d| {
                matches!(
                    d,
                    Decision::PlayerDecided {
                        by_default: true,
                        ..
                    }
                )
            }),
        }
    }
}
