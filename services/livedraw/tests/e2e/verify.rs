//! An independent check of everything a studio wrote: the journal is replayed through plain
//! domain tables, and every step, result and odds set the services published must be what the
//! rules and `livedraw odds` say for that state; no floor event is journaled twice.

use livedraw_bus::{read_end, EventLog, Record, Topic};
use livedraw_domain::games::blackjack::DealerCards;
use livedraw_domain::games::holdem::table::HoldemTable;
use livedraw_domain::games::oasis::{Oasis, OasisTable, StudTable};
use livedraw_domain::games::punto_banco::Variant;
use livedraw_domain::games::red_dog::RedDog;
use livedraw_domain::games::three_card::ThreeCard;
use livedraw_domain::games::triple_bet::TripleBet;
use livedraw_domain::games::Game;
use livedraw_domain::{
    Card, Composition, Decision, DeviceName, DrawNumber, GameKind, Table, TableError, Timestamp,
};
use livedraw_protocol::draw_event;
use livedraw_protocol::floor_event::FloorInput;
use livedraw_protocol::journal::{self, JournalInput};
use livedraw_protocol::v1;
use livedraw_protocol::DeviceId;
use livedraw_studio::StudioConfig;
use prost::Message;
use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

/// What the check saw, for the test's assertions and its printout.
#[derive(Debug, Default)]
pub struct Verified {
    /// Journal entries replayed.
    pub entries: usize,
    /// Draws settled, per table.
    pub settled: BTreeMap<String, usize>,
    /// Draws cancelled, per table.
    pub cancelled: BTreeMap<String, usize>,
    /// Odds sets compared with `livedraw odds`.
    pub odds_checked: usize,
    /// Blackjack hands' decision values compared with `livedraw odds blackjack`.
    pub values_checked: usize,
    /// Cancellations by reason code.
    pub reasons: BTreeMap<&'static str, usize>,
    /// Inputs the rules refused, by code.
    pub refused: BTreeMap<&'static str, usize>,
    /// Floor events journaled, per device (each (device, sequence) once).
    pub floor_events: BTreeMap<String, usize>,
    /// Blackjack's seat bets, players' decisions, defaults and cards dealt to seats.
    pub blackjack: BTreeMap<&'static str, usize>,
    /// Bulldog's bets on seats and cards dealt to seats.
    pub bulldog: BTreeMap<&'static str, usize>,
    /// The seat play of the three-card table in seats mode.
    pub three_card_seats: BTreeMap<&'static str, usize>,
    /// Corrections of settled draws (revisions from 2), per table.
    pub corrected: BTreeMap<String, usize>,
}

impl Verified {
    /// Draws that ended, settled or cancelled, over every table.
    pub fn draws(&self) -> usize {
        self.settled.values().sum::<usize>() + self.cancelled.values().sum::<usize>()
    }
}

/// Every record of `topic`, partition by partition, each page read from one past the last
/// record of the page before (offsets need not be dense on Kafka).
pub async fn records(log: &dyn EventLog, topic: Topic) -> Vec<Vec<Record>> {
    let mut all = Vec::new();
    for partition in 0..log.partitions(topic) {
        let end = read_end(log, topic, partition).await.expect("read end");
        let mut records: Vec<Record> = Vec::new();
        let mut next = 0;
        while next < end {
            let page = log.read(topic, partition, next, 1_000).await.expect("read");
            let last = page.last().map(|record| record.offset);
            let last = last.unwrap_or_else(|| panic!("{topic:?}/{partition} ends before {end}"));
            next = last + 1;
            records.extend(page);
        }
        all.push(records);
    }
    all
}

/// Per partition, how many odds sets and results the stored steps call for: the outputs the
/// engine must have published once it has caught up.
pub async fn outputs_of_steps(log: &dyn EventLog) -> (Vec<u64>, Vec<u64>) {
    let mut odds = Vec::new();
    let mut results = Vec::new();
    for steps in records(log, Topic::DrawEvents).await {
        let (mut sets, mut ended) = (0, 0);
        for record in steps {
            let step = v1::EngineStep::decode(record.payload.as_slice()).expect("a step");
            sets += step.odds.len() as u64;
            ended += step
                .decisions
                .into_iter()
                .map(|event| draw_event::decode(event).expect("a decision").decision)
                .filter(|d| {
                    matches!(
                        d,
                        Decision::DrawSettled { .. }
                            | Decision::DrawCancelled { .. }
                            | Decision::DrawCorrected { .. }
                    )
                })
                .count() as u64;
        }
        odds.push(sets);
        results.push(ended);
    }
    (odds, results)
}

/// Replays the journal and checks every step, result and odds set. `livedraw` is the binary
/// whose `odds` command the odds sets are compared with.
pub async fn verify(config: &StudioConfig, log: &dyn EventLog, livedraw: &str) -> Verified {
    let journal = records(log, Topic::StudioJournal).await;
    let steps = records(log, Topic::DrawEvents).await;
    let results = records(log, Topic::Results).await;
    let odds = records(log, Topic::Odds).await;
    let mut stepped_odds = Vec::new();
    let mut tables: BTreeMap<String, Table> = config
        .tables
        .iter()
        .map(|spec| {
            (
                spec.id.clone(),
                Table::new(config.table_rules(spec).expect("valid table")),
            )
        })
        .collect();
    let mut verified = Verified::default();
    let mut ended: BTreeSet<Revision> = BTreeSet::new();
    let mut sent: BTreeSet<(String, u64)> = BTreeSet::new();
    for (partition, entries) in journal.iter().enumerate() {
        assert_eq!(
            steps[partition].len(),
            entries.len(),
            "partition {partition}: one step per journal entry"
        );
        for (record, step_record) in entries.iter().zip(&steps[partition]) {
            let step = v1::EngineStep::decode(step_record.payload.as_slice()).expect("a step");
            // As many steps as entries, each answering the entry in its place: no entry
            // skipped, none stepped twice.
            assert_eq!(
                step.journal_offset, record.offset,
                "steps follow the journal, no gap, no duplicate"
            );
            let entry = journal::decode(
                v1::JournalEntry::decode(record.payload.as_slice()).expect("protobuf"),
            )
            .expect("a journal entry");
            note_floor_event(&entry, &mut sent, &mut verified);
            let table = tables
                .get_mut(entry.table.as_str())
                .expect("a configured table");
            let (decisions, refused) = replay(table, &entry);
            let published: Vec<Decision> = step
                .decisions
                .iter()
                .map(|event| {
                    draw_event::decode(event.clone())
                        .expect("a decision")
                        .decision
                })
                .collect();
            assert_eq!(
                published, decisions,
                "step {} of partition {partition}",
                record.offset
            );
            assert_eq!(
                step.rejection.as_ref().map(|r| r.code.as_str()),
                refused.as_ref().map(TableError::code)
            );
            verified.odds_checked += check_odds(table, &decisions, &step, livedraw);
            verified.values_checked += check_decision_values(table, &step, livedraw);
            stepped_odds.extend(step.odds.iter().cloned());
            if let Some(error) = &refused {
                *verified.refused.entry(error.code()).or_default() += 1;
            }
            note_endings(entry.table.as_str(), &decisions, &mut ended, &mut verified);
            let kind = table.config().game.kind();
            let seat_play = if kind == GameKind::Bulldog {
                &mut verified.bulldog
            } else if kind == GameKind::ThreeCardPoker {
                &mut verified.three_card_seats
            } else {
                &mut verified.blackjack
            };
            note_seat_play(&decisions, seat_play);
            verified.entries += 1;
        }
    }
    check_results(&results, &ended);
    check_odds_topic(&odds, stepped_odds);
    verified
}

/// Counts the seat play of blackjack or Bulldog: bets on seats, players' decisions, defaults,
/// cards to seats.
fn note_seat_play(decisions: &[Decision], counts: &mut BTreeMap<&'static str, usize>) {
    for kind in decisions.iter().filter_map(blackjack_kind) {
        *counts.entry(kind).or_default() += 1;
    }
}

/// What a decision is of blackjack's seat play, if it is: a bet on a seat, a player's decision,
/// a default, a card dealt to a seat.
pub fn blackjack_kind(decision: &Decision) -> Option<&'static str> {
    match decision {
        Decision::SeatBet { .. } => Some("seat bets"),
        Decision::PlayerDecided {
            by_default: false, ..
        } => Some("decisions"),
        Decision::PlayerDecided {
            by_default: true, ..
        } => Some("defaults"),
        Decision::CardDealt {
            position: livedraw_domain::Position::Seat { .. },
            ..
        } => Some("cards to seats"),
        _ => None,
    }
}

/// The odds topic holds every step's odds sets, each once.
fn check_odds_topic(odds: &[Vec<Record>], mut stepped: Vec<v1::OddsSet>) {
    let key = |set: &v1::OddsSet| (set.table_id.clone(), set.version);
    let mut published: Vec<v1::OddsSet> = odds
        .iter()
        .flatten()
        .map(|record| v1::OddsSet::decode(record.payload.as_slice()).expect("an odds set"))
        .collect();
    published.sort_by_key(key);
    stepped.sort_by_key(key);
    let keys: BTreeSet<(String, u64)> = published.iter().map(key).collect();
    assert_eq!(keys.len(), published.len(), "an odds set published twice");
    assert_eq!(published, stepped, "the odds topic is the steps' odds");
}

/// What the engine does with one entry, done with a plain table.
fn replay(table: &mut Table, entry: &journal::JournalEntry) -> (Vec<Decision>, Option<TableError>) {
    let at = table
        .now()
        .map_or(entry.received_at, |now| now.max(entry.received_at));
    let mut decisions = entry.input.move_clock(table, at);
    let outcome = match &entry.input {
        JournalInput::Floor(event) => {
            heard(table, &event.device, at);
            match &event.input {
                FloorInput::Observation(observation) => table.observe(observation, event.draw, at),
                FloorInput::Heartbeat => Ok(Vec::new()),
            }
        }
        JournalInput::Heartbeat(device) => {
            heard(table, device, at);
            Ok(Vec::new())
        }
        JournalInput::Supervisor(action) => table.supervise(&action.request.command, at),
        JournalInput::Tick { .. } => Ok(Vec::new()),
        JournalInput::Configuration(change) => table.reconfigure(change.after.clone(), at),
        JournalInput::Decision(action) => {
            let request = &action.request;
            table.decide(&request.request_id, &request.decision, request.draw, at)
        }
    };
    match outcome {
        Ok(more) => {
            decisions.extend(more);
            (decisions, None)
        }
        Err(error) => (decisions, Some(error)),
    }
}

/// The device spoke at `at`.
fn heard(table: &mut Table, device: &DeviceId, at: Timestamp) {
    table.heard(
        DeviceName::new(device.as_str()).expect("a journaled device id"),
        at,
    );
}

/// A floor event is journaled once: ingest answers a re-sent one as a duplicate.
fn note_floor_event(
    entry: &journal::JournalEntry,
    sent: &mut BTreeSet<(String, u64)>,
    verified: &mut Verified,
) {
    let JournalInput::Floor(event) = &entry.input else {
        return;
    };
    let device = event.device.as_str().to_string();
    let sequence = event.sequence.get();
    assert!(
        sent.insert((device.clone(), sequence)),
        "floor event {sequence} of {device} journaled twice"
    );
    *verified.floor_events.entry(device).or_default() += 1;
}

fn note_endings(
    table: &str,
    decisions: &[Decision],
    ended: &mut BTreeSet<Revision>,
    verified: &mut Verified,
) {
    for decision in decisions {
        let (draw, revision, tally) = match decision {
            Decision::DrawSettled { draw, .. } => (*draw, 1, &mut verified.settled),
            Decision::DrawCancelled { draw, reason, .. } => {
                *verified.reasons.entry(reason.code()).or_default() += 1;
                (*draw, 1, &mut verified.cancelled)
            }
            Decision::DrawCorrected { draw, revision, .. } => {
                (*draw, *revision, &mut verified.corrected)
            }
            _ => continue,
        };
        assert!(
            ended.insert((table.to_string(), draw, revision)),
            "{table} draw {draw} revision {revision} published twice"
        );
        *tally.entry(table.to_string()).or_default() += 1;
    }
}

/// A draw's result by table, draw and revision (1 for its end, from 2 its corrections).
type Revision = (String, DrawNumber, u32);

/// One result record per ended draw and per correction, no more.
fn check_results(results: &[Vec<Record>], ended: &BTreeSet<Revision>) {
    let mut published = BTreeSet::new();
    for record in results.iter().flatten() {
        let result = v1::DrawResult::decode(record.payload.as_slice()).expect("a result");
        let key = (
            result.table_id.clone(),
            DrawNumber(result.draw_number),
            result.revision,
        );
        assert!(published.insert(key), "a result published twice");
    }
    assert_eq!(
        &published, ended,
        "exactly one result per ended draw and correction"
    );
}

/// Every round the step opened is priced as `livedraw odds` prices the table's state.
fn check_odds(
    table: &Table,
    decisions: &[Decision],
    step: &v1::EngineStep,
    livedraw: &str,
) -> usize {
    let opened: Vec<(DrawNumber, u8)> = decisions
        .iter()
        .filter_map(|d| match d {
            Decision::BettingRoundOpened { draw, round, .. } => Some((*draw, *round)),
            _ => None,
        })
        .collect();
    assert_eq!(
        opened.len(),
        step.odds.len(),
        "an odds set per round opened"
    );
    // The state is the table's now; a step that opened a round and then changed the table
    // again (rare: a round opened, then the next draw) is skipped.
    let Some(&(draw, round)) = opened.last() else {
        return 0;
    };
    if table.draw().map(|d| (d.number, d.rounds_opened)) != Some((draw, round)) {
        return 0;
    }
    let Some(odds) = step.odds.last() else {
        return 0;
    };
    compare(&cli_odds(table, livedraw), odds);
    1
}

/// Every blackjack decision value the step published (a hand's actions, a seat's insurance and
/// even money) equals `livedraw odds blackjack` run on the hand, the up card and the cards out
/// of the shoe.
fn check_decision_values(table: &Table, step: &v1::EngineStep, livedraw: &str) -> usize {
    if let Game::ThreeCard(game) = table.game() {
        return check_common_hand_values(game, step, livedraw);
    }
    if let Game::RedDog(game) = table.game() {
        return check_raise_values(game, step, livedraw);
    }
    if let Game::Holdem(game) = table.game() {
        return check_holdem_values(game, step, livedraw);
    }
    if let Game::TripleBet(game) = table.game() {
        let command = ["triple-bet-poker"].map(String::from).to_vec();
        return check_triple_bet_values(game, &command, step, livedraw);
    }
    if let Game::Oasis(oasis) = table.game() {
        return match oasis.table() {
            OasisTable::Stud(game) => check_oasis_values(oasis, game, step, livedraw),
            OasisTable::Community(game) => {
                let command = ["oasis-stud", "--version", "d"].map(String::from).to_vec();
                check_triple_bet_values(game, &command, step, livedraw)
            }
        };
    }
    let Game::Blackjack(game) = table.game() else {
        assert!(
            step.decision_values.is_empty(),
            "values at a table not blackjack"
        );
        return 0;
    };
    for values in &step.decision_values {
        let deal = game.deal();
        let seat = deal
            .seats()
            .iter()
            .find(|seat| u32::from(seat.number) == values.seat)
            .expect("the seat of the values");
        let hand = seat
            .hand(u8::try_from(values.hand).expect("a hand number"))
            .expect("the hand of the values");
        let config = game.config();
        // The dealer's cards face up when the values were published: both where the version
        // deals them so (casino-b), else the up card.
        let face_up = match config.version.rules().dealer_cards {
            DealerCards::BothUp => 2,
            DealerCards::NoHoleCard
            | DealerCards::HoleCard { .. }
            | DealerCards::HoleCardPeekUnderAceAndTen => 1,
        };
        let dealer = deal
            .dealer()
            .get(..face_up)
            .expect("the dealer's face-up cards are dealt before a decision");
        let shoe = game.shoe().shoe().expect("a shoe");
        let mut apart = hand.cards.clone();
        apart.extend_from_slice(dealer);
        let mut args = vec![
            "odds".to_string(),
            "blackjack".into(),
            "--json".into(),
            "--version".into(),
            config.version.to_string(),
            "--decks".into(),
            config.shoe.decks.to_string(),
            "--player".into(),
            cards(&hand.cards),
            "--dealer".into(),
            cards(dealer),
            "--blackjack-pays".into(),
            format!("{}:100", config.options.blackjack_pays.as_hundredths()),
        ];
        let seen = seen(shoe.composition(), config.shoe.decks, &apart);
        if !seen.is_empty() {
            args.extend(["--seen".to_string(), seen]);
        }
        if config.surrender() {
            args.push("--surrender".into());
        }
        if seat.hand_count() > 1 {
            args.extend([
                "--hand".to_string(),
                values.hand.to_string(),
                "--seat-hands".into(),
                seat.hand_count().to_string(),
            ]);
        }
        let cli = run_livedraw(livedraw, &args);
        let cli_actions = cli["actions"].as_array().expect("actions");
        let offer = matches!(
            values
                .window
                .as_ref()
                .and_then(|window| window.window.as_ref()),
            Some(v1::decision_window::Window::Offer(_))
        );
        for value in &values.actions {
            if offer && value.action() == v1::BlackjackActionKind::Stand {
                // Keeping a blackjack against even money: the CLI values no stand on a
                // blackjack (the odds crate's tests enumerate it).
                continue;
            }
            let name = value
                .action()
                .as_str_name()
                .trim_start_matches("BLACKJACK_ACTION_KIND_")
                .to_lowercase();
            let expected = cli_actions
                .iter()
                .find(|action| action["action"].as_str() == Some(name.as_str()))
                .and_then(|action| action["value"].as_f64())
                .unwrap_or_else(|| panic!("{name} missing from {cli}"));
            assert!(
                (expected - value.value).abs() < 1e-9,
                "{name}: published {}, livedraw odds {expected}",
                value.value
            );
        }
    }
    step.decision_values.len()
}

/// The common hand's values (play, fold) equal `livedraw odds <game> --player` on its cards.
fn check_common_hand_values(game: &ThreeCard, step: &v1::EngineStep, livedraw: &str) -> usize {
    for values in &step.decision_values {
        // In seats mode, each seat's values come with its own cards, which the table dealt it.
        let hand = match game.in_seats() {
            false => game.player().to_vec(),
            true => {
                let seat = game
                    .seats()
                    .all()
                    .iter()
                    .find(|seat| u32::from(seat.seat) == values.seat);
                let seat = seat.expect("the values' seat has a bet");
                assert_eq!(values.hand, 1);
                assert_eq!(
                    values.cards,
                    seat.cards.iter().map(Card::to_string).collect::<Vec<_>>()
                );
                seat.cards.clone()
            }
        };
        let mut args = vec![
            "odds".to_string(),
            game.config().kind().name().to_string(),
            "--json".into(),
            "--player".into(),
            cards(&hand),
        ];
        for (line, pays) in &game.config().raised {
            args.extend(["--pays".to_string(), format!("{line}={}", pays.as_f64())]);
        }
        compare_options(&run_livedraw(livedraw, &args), values);
    }
    step.decision_values.len()
}

/// The raise window's values (raise, no_raise) equal `livedraw odds red-dog --board` (or
/// `bulldog`) on the grid cards and the cards out of the shoe.
fn check_raise_values(game: &RedDog, step: &v1::EngineStep, livedraw: &str) -> usize {
    for values in &step.decision_values {
        let grid = game.cards().get(..2).expect("the grid is dealt");
        let decks = game.config().shoe.decks;
        let shoe = game.shoe().shoe().expect("a shoe");
        let mut args = vec![
            "odds".to_string(),
            game.config().kind().name().into(),
            "--json".into(),
            "--decks".into(),
            decks.to_string(),
            "--board".into(),
            cards(grid),
        ];
        let seen = seen(shoe.composition(), decks, grid);
        if !seen.is_empty() {
            args.extend(["--seen".to_string(), seen]);
        }
        for (line, pays) in &game.config().raised {
            args.extend(["--pays".to_string(), format!("{line}={}", pays.as_f64())]);
        }
        compare_options(&run_livedraw(livedraw, &args), values);
    }
    step.decision_values.len()
}

/// Triple Bet Poker's values (ride, withdraw) equal `livedraw odds triple-bet-poker --player`
/// (`command`; Oasis Stud version D's: `oasis-stud --version d`) on the common hand, with
/// `--board` and bet 1 withdrawn at decision 2.
fn check_triple_bet_values(
    game: &TripleBet,
    command: &[String],
    step: &v1::EngineStep,
    livedraw: &str,
) -> usize {
    for values in &step.decision_values {
        let mut args = vec!["odds".to_string()];
        args.extend(command.iter().cloned());
        args.extend(["--json".to_string(), "--player".into(), cards(game.own())]);
        if !game.community().is_empty() {
            args.extend([
                "--board".to_string(),
                cards(game.community()),
                "--taken".into(),
                "withdraw".into(),
            ]);
        }
        for (line, pays) in &game.config().raised {
            args.extend(["--pays".to_string(), format!("{line}={}", pays.as_f64())]);
        }
        compare_options(&run_livedraw(livedraw, &args), values);
    }
    step.decision_values.len()
}

/// A hold'em street's values equal `livedraw odds <game> --player` on the common hand's hole
/// cards, with `--board` and the options the defaults took before it (`--taken`) after the
/// flop, and the table's paytable choices.
fn check_holdem_values(game: &HoldemTable, step: &v1::EngineStep, livedraw: &str) -> usize {
    for values in &step.decision_values {
        let Some((window, _)) = game.window() else {
            panic!("values of a closed window");
        };
        let mut args = vec![
            "odds".to_string(),
            game.config().kind().name().to_string(),
            "--json".into(),
            "--player".into(),
            cards(game.player()),
        ];
        if !game.board().is_empty() {
            args.extend(["--board".to_string(), cards(game.board())]);
            let taken = game.taken_before(window.street);
            if !taken.is_empty() {
                args.extend(["--taken".to_string(), taken.join(",")]);
            }
        }
        args.extend(holdem_flags(game));
        compare_options(&run_livedraw(livedraw, &args), values);
    }
    step.decision_values.len()
}

/// A hold'em table's paytable choices and raised lines as `livedraw odds` flags.
fn holdem_flags(game: &HoldemTable) -> Vec<String> {
    use livedraw_domain::games::holdem::variant::HoldemVariant;
    let config = game.config();
    let lower = |choice: String| choice.to_lowercase();
    let mut flags = match config.variant {
        HoldemVariant::UltimateHoldem => {
            vec!["--trips".into(), lower(format!("{:?}", config.trips))]
        }
        HoldemVariant::HoldemBonus => vec![
            "--ante-option".into(),
            lower(format!("{:?}", config.ante_option)),
            "--bonus".into(),
            lower(format!("{:?}", config.bonus_table)),
        ],
        HoldemVariant::DynamicPoker | HoldemVariant::RiversidePoker => Vec::new(),
    };
    for (line, pays) in &config.raised {
        flags.extend(["--pays".to_string(), format!("{line}={}", pays.as_f64())]);
    }
    if let Some(progressive) = &config.progressive {
        let lines: Vec<String> = progressive
            .lines()
            .iter()
            .map(|(hand, prize)| format!("{}={prize}", hand.name()))
            .collect();
        flags.extend(["--progressive".to_string(), lines.join(",")]);
    }
    flags
}

/// Oasis Stud's values (continue, fold) equal `livedraw odds oasis-stud --player --dealer` on
/// the common hand and the dealer's up card.
fn check_oasis_values(
    oasis: &Oasis,
    game: &StudTable,
    step: &v1::EngineStep,
    livedraw: &str,
) -> usize {
    for values in &step.decision_values {
        let up = game.dealer().first().expect("the up card is out");
        let args = vec![
            "odds".to_string(),
            "oasis-stud".into(),
            "--json".into(),
            "--version".into(),
            oasis.config().version.name().to_string(),
            "--player".into(),
            cards(game.player()),
            "--dealer".into(),
            up.to_string(),
        ];
        compare_options(&run_livedraw(livedraw, &args), values);
    }
    step.decision_values.len()
}

/// A common hand's published options equal the CLI's decisions, in order.
fn compare_options(cli: &serde_json::Value, values: &v1::DecisionValues) {
    let decisions = cli["decisions"].as_array().expect("decisions");
    assert_eq!(values.options.len(), decisions.len(), "every option valued");
    for (value, cli) in values.options.iter().zip(decisions) {
        assert_eq!(cli["option"].as_str(), Some(value.option.as_str()));
        let expected = cli["ev"].as_f64().expect("ev");
        assert!(
            (expected - value.value).abs() < 1e-12,
            "{}: published {}, livedraw odds {expected}",
            value.option,
            value.value
        );
    }
}

fn compare(cli: &serde_json::Value, odds: &v1::OddsSet) {
    let markets = cli["markets"].as_array().expect("markets");
    assert_eq!(markets.len(), odds.prices.len(), "same catalogue");
    for (cli, price) in markets.iter().zip(&odds.prices) {
        assert_eq!(cli["id"].as_str(), Some(price.market.as_str()));
        let probability = cli["probability"].as_f64().expect("probability");
        assert!(
            (probability - price.probability).abs() < 1e-9,
            "{}: {probability} vs {}",
            price.market,
            price.probability
        );
        let hundredths = cli["odds"]
            .as_f64()
            .map_or(0, |o| (o * 100.0).round() as u32);
        assert_eq!(hundredths, price.odds_hundredths, "{} odds", price.market);
        let status = v1::MarketStatus::try_from(price.status).expect("status");
        let expected = match cli["status"].as_str() {
            Some("open") => v1::MarketStatus::Open,
            Some("won") => v1::MarketStatus::Won,
            Some("lost") => v1::MarketStatus::Lost,
            _ => v1::MarketStatus::Suspended,
        };
        assert_eq!(status, expected, "{} status", price.market);
        let from_pot = cli["from_pot"].as_bool().unwrap_or(false);
        assert_eq!(from_pot, price.from_pot, "{} from the pot", price.market);
        let payout = cli["payout"].as_f64().map(|p| (p * 100.0).round() as i32);
        assert_eq!(payout, price.payout_hundredths, "{} payout", price.market);
        match (cli["rtp"].as_f64(), price.rtp) {
            (Some(cli), Some(rtp)) => {
                assert!((cli - rtp).abs() < 1e-9, "{} rtp", price.market)
            }
            (cli, rtp) => assert_eq!(cli, rtp, "{} rtp", price.market),
        }
    }
}

/// Runs `livedraw odds <game> --json` with the table's visible state.
fn cli_odds(table: &Table, livedraw: &str) -> serde_json::Value {
    let game = table.config().game.kind();
    let mut args = vec!["odds".to_string(), game.name().to_string(), "--json".into()];
    args.extend(state_args(table));
    run_livedraw(livedraw, &args)
}

/// Runs `livedraw` with `args` and reads its JSON output.
fn run_livedraw(livedraw: &str, args: &[String]) -> serde_json::Value {
    let output = Command::new(livedraw)
        .args(args)
        .output()
        .expect("livedraw runs");
    assert!(
        output.status.success(),
        "livedraw {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("json")
}

fn cards(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Cards out of a shoe of `decks` decks, less the ones given on their own.
fn seen(composition: &Composition, decks: u8, apart: &[Card]) -> String {
    let mut out = Vec::new();
    for card in Card::all() {
        let gone = decks - composition.count(card);
        let apart = apart.iter().filter(|c| **c == card).count() as u8;
        out.extend(std::iter::repeat_n(card, usize::from(gone - apart)));
    }
    cards(&out)
}

fn state_args(table: &Table) -> Vec<String> {
    let mut args = Vec::new();
    let mut flag = |name: &str, value: String| {
        if !value.is_empty() {
            args.push(format!("--{name}"));
            args.push(value);
        }
    };
    match table.game() {
        Game::Baccarat(game) => {
            let firsts: Vec<Card> = game.player().iter().chain(game.banker()).copied().collect();
            let decks = game.shoe().rule().decks;
            flag("decks", decks.to_string());
            if let Some(shoe) = game.shoe().shoe() {
                flag("seen", seen(shoe.composition(), decks, &firsts));
            }
            flag(
                "player",
                cards(&game.player()[..game.player().len().min(1)]),
            );
            flag(
                "banker",
                cards(&game.banker()[..game.banker().len().min(1)]),
            );
        }
        Game::War(game) => {
            let player: Vec<Card> = game.player().into_iter().collect();
            let decks = game.shoe().rule().decks;
            flag("decks", decks.to_string());
            if let Some(shoe) = game.shoe().shoe() {
                flag("seen", seen(shoe.composition(), decks, &player));
            }
            flag("player", cards(&player));
        }
        Game::Poker6(game) => {
            let hands: Vec<String> = game
                .hands()
                .iter()
                .filter(|hand| hand.len() == 2)
                .map(|hand| hand.iter().map(Card::to_string).collect())
                .collect();
            if hands.len() == 6 {
                flag("hands", hands.join(" "));
            }
            flag("board", cards(game.board()));
            flag("dead", cards(game.dead_cards()));
        }
        Game::Roulette(game) => {
            let config = game.config();
            flag("wheel", config.wheel.name().to_string());
            flag("paytable", config.paytable.name().to_string());
        }
        Game::PuntoBanco(game) => {
            let config = game.config();
            flag("variant", config.variant.name().to_string());
            if let Variant::NoCommission { exception_total } = config.variant {
                flag("exception-total", exception_total.to_string());
            }
            let decks = game.shoe().rule().decks;
            flag("decks", decks.to_string());
            if let Some(shoe) = game.shoe().shoe() {
                flag("seen", seen(shoe.composition(), decks, &[]));
            }
        }
        Game::Blackjack(game) => {
            let config = game.config();
            flag("version", config.version.to_string());
            flag("decks", config.shoe.decks.to_string());
            let pays = config.options.blackjack_pays.as_hundredths();
            flag("blackjack-pays", format!("{pays}:100"));
            if let Some(side_game) = config.side_game {
                flag("side-game", format!("{side_game:?}"));
            }
            if let Some(shoe) = game.shoe().shoe() {
                flag("seen", seen(shoe.composition(), config.shoe.decks, &[]));
            }
            if config.surrender() {
                args.push("--surrender".into());
            }
        }
        Game::ThreeCard(game) => {
            for (line, pays) in &game.config().raised {
                flag("pays", format!("{line}={}", pays.as_f64()));
            }
            flag("seating", game.config().seating.name().to_string());
        }
        Game::TripleBet(game) => {
            for (line, pays) in &game.config().raised {
                flag("pays", format!("{line}={}", pays.as_f64()));
            }
        }
        Game::Oasis(game) => {
            flag("version", game.config().version.name().to_string());
            for (line, pays) in &game.config().raised {
                flag("pays", format!("{line}={}", pays.as_f64()));
            }
            if let Some(bonus) = &game.config().progressive_bonus {
                let entries = std::collections::BTreeMap::from(bonus.clone());
                let entries: Vec<String> = entries
                    .iter()
                    .map(|(key, value)| format!("{key}={value}"))
                    .collect();
                flag("progressive-bonus", entries.join(","));
            }
        }
        Game::RedDog(game) => {
            let decks = game.config().shoe.decks;
            flag("decks", decks.to_string());
            if game.config().game.deals_to_seats() {
                flag("seats", game.config().seats.to_string());
            }
            if let Some(shoe) = game.shoe().shoe() {
                flag("seen", seen(shoe.composition(), decks, &[]));
            }
            for (line, pays) in &game.config().raised {
                flag("pays", format!("{line}={}", pays.as_f64()));
            }
        }
        Game::Holdem(game) => args.extend(holdem_flags(game)),
        // Their odds take nothing from the table's state but its game and configuration.
        Game::Wheel(_)
        | Game::Dice5(_)
        | Game::Lotto(_)
        | Game::MoneyWheel(_)
        | Game::SicBo(_)
        | Game::LuckyDice(_) => {}
    }
    args
}
