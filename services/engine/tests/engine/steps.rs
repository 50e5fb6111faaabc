//! One step per journal entry, in order, with what a plain table decides; odds for every round
//! opened, a result for every draw ended.

use crate::support::{
    caught_up, decisions, everything, journal, log_path, open, script, start, steps, studio, TABLES,
};
use livedraw_bus::{EventLog, Topic};
use livedraw_domain::Decision;
use livedraw_engine::ClockMode;
use livedraw_protocol::v1;
use prost::Message;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

const SNAPSHOT_EVERY: usize = 4;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_entry_gives_one_step_in_order_with_what_a_plain_table_decides() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let config = Arc::new(studio(&TABLES, SNAPSHOT_EVERY as u32, 15));
    let script = script(&config, 150, 11, 0.08);
    let log = open(&log_path(dir.path())).await;
    journal(&log, &script.entries).await;
    let engine = start(&config, &log, ClockMode::Journal).await;
    caught_up(&log).await;
    engine.shutdown().await.expect("a clean stop");

    let mut taken: BTreeMap<String, usize> = BTreeMap::new();
    let mut odds = Vec::new();
    let mut ended = Vec::new();
    let mut verdicts = 0;
    let mut largest = 0;
    let mut refusals = 0;
    for partition in 0..log.partitions(Topic::StudioJournal) {
        for (offset, step) in steps(&log, partition).await.into_iter().enumerate() {
            assert_eq!(step.journal_partition, partition);
            assert_eq!(
                step.journal_offset, offset as u64,
                "steps follow the journal"
            );
            let index = taken.entry(step.table_id.clone()).or_default();
            let expected = &script.expected[&step.table_id][*index];
            let decided = decisions(&step);
            assert_eq!(
                decided, expected.decisions,
                "{} step {index}",
                step.table_id
            );
            assert_eq!(
                step.rejection.as_ref().map(|r| r.code.as_str()),
                expected.rejection,
                "{} step {index}",
                step.table_id
            );
            assert_eq!(
                step.snapshot.is_some(),
                index.is_multiple_of(SNAPSHOT_EVERY)
            );
            assert!(step.instruction.is_some());
            largest = largest.max(step.encoded_len());
            if !step.request_id.is_empty() {
                assert!(step
                    .request_id
                    .starts_with(&format!("request-{}-", step.table_id)));
                verdicts += 1;
            }
            refusals += usize::from(step.rejection.is_some());
            check_odds(&step, &decided);
            odds.extend(step.odds.clone());
            ended.extend(decided.iter().filter_map(|decision| match decision {
                Decision::DrawSettled { draw, .. } | Decision::DrawCancelled { draw, .. } => {
                    Some((step.table_id.clone(), draw.0, 1))
                }
                Decision::DrawCorrected { draw, revision, .. } => {
                    Some((step.table_id.clone(), draw.0, *revision))
                }
                _ => None,
            }));
            *index += 1;
        }
    }
    for (table, answers) in &script.expected {
        assert_eq!(
            taken.get(table),
            Some(&answers.len()),
            "every entry of {table}"
        );
    }
    assert!(
        verdicts > 0 && refusals > 0,
        "the script has supervisor commands and refusals"
    );
    assert!(
        largest < 64 * 1024,
        "a step of {largest} bytes, snapshot included"
    );
    check_published_odds(&log, odds).await;
    check_results(&log, ended).await;
}

/// The step's odds: one set per round opened, in order, versioned, with open markets.
fn check_odds(step: &v1::EngineStep, decided: &[Decision]) {
    let opened: Vec<(u64, u32)> = decided
        .iter()
        .filter_map(|decision| match decision {
            Decision::BettingRoundOpened { draw, round, .. } => Some((draw.0, u32::from(*round))),
            _ => None,
        })
        .collect();
    let priced: Vec<(u64, u32)> = step
        .odds
        .iter()
        .map(|set| (set.draw_number, set.round))
        .collect();
    assert_eq!(priced, opened);
    for set in &step.odds {
        assert_eq!(set.table_id, step.table_id);
        assert_eq!(set.version, set.draw_number * 10 + u64::from(set.round));
        assert_eq!(set.computed_at, step.applied_at);
        assert!(
            set.prices
                .iter()
                .any(|price| price.status() == v1::MarketStatus::Open
                    && price.odds_hundredths >= 101),
            "{} draw {} round {} has no open market",
            set.table_id,
            set.draw_number,
            set.round
        );
    }
}

async fn check_published_odds(log: &livedraw_bus::EmbeddedLog, mut expected: Vec<v1::OddsSet>) {
    let mut published: Vec<v1::OddsSet> = everything(log, Topic::Odds)
        .await
        .iter()
        .map(|record| v1::OddsSet::decode(record.payload.as_slice()).expect("an odds set"))
        .collect();
    let order = |set: &v1::OddsSet| (set.table_id.clone(), set.version);
    published.sort_by_key(order);
    expected.sort_by_key(order);
    assert!(expected.len() > 20, "only {} rounds opened", expected.len());
    assert_eq!(published, expected);
}

/// One result per draw's end and per correction: (table, draw, revision).
async fn check_results(log: &livedraw_bus::EmbeddedLog, mut ended: Vec<(String, u64, u32)>) {
    let mut published: Vec<(String, u64, u32)> = everything(log, Topic::Results)
        .await
        .iter()
        .map(|record| {
            let result = v1::DrawResult::decode(record.payload.as_slice()).expect("a result");
            assert!(result.end.is_some());
            assert_eq!(record.key, result.table_id.as_bytes());
            (result.table_id, result.draw_number, result.revision)
        })
        .collect();
    let distinct: BTreeSet<_> = published.iter().cloned().collect();
    assert_eq!(
        distinct.len(),
        published.len(),
        "a draw ends once, each revision once"
    );
    published.sort();
    ended.sort();
    assert!(ended.len() > 20, "only {} draws ended", ended.len());
    assert_eq!(published, ended);
}
