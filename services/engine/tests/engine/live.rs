//! Live mode: the engine's clock journals a tick when a round's time is up, then applies it.

use crate::support::{decisions, journal, log_path, open, start, steps, studio};
use livedraw_bus::{partition_for_key, EventLog, Topic};
use livedraw_domain::{Decision, DrawNumber, Timestamp};
use livedraw_engine::ClockMode;
use livedraw_protocol::journal::{self, JournalEntry, JournalInput};
use livedraw_protocol::{v1, TableId};
use prost::Message;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

fn now() -> Timestamp {
    let since = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("after 1970");
    Timestamp::from_millis(i64::try_from(since.as_millis()).expect("fits"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_betting_round_closes_on_its_own() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let config = Arc::new(studio(&[("wheel-1", "wheel")], 200, 1));
    let log = open(&log_path(dir.path())).await;
    let partition = partition_for_key(b"wheel-1", log.partitions(Topic::StudioJournal));
    let table = TableId::new("wheel-1").expect("valid id");
    journal(
        &log,
        &[JournalEntry {
            table,
            received_at: now(),
            input: JournalInput::Tick,
        }],
    )
    .await;
    let engine = start(&config, &log, ClockMode::Live).await;

    let waiting = Instant::now();
    let stored = loop {
        let stored = steps(&log, partition).await;
        if stored.len() >= 2 {
            break stored;
        }
        assert!(waiting.elapsed() < Duration::from_secs(15), "no tick");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    engine.shutdown().await.expect("a clean stop");

    let closes_at = decisions(&stored[0])
        .into_iter()
        .find_map(|decision| match decision {
            Decision::BettingRoundOpened { closes_at, .. } => Some(closes_at),
            _ => None,
        })
        .expect("the first tick opens a round");
    let records = log
        .read(Topic::StudioJournal, partition, 1, 1)
        .await
        .expect("read");
    let wire = v1::JournalEntry::decode(records[0].payload.as_slice()).expect("an entry");
    let tick = journal::decode(wire).expect("a valid entry");
    assert_eq!(tick.input, JournalInput::Tick);
    assert_eq!(tick.received_at, closes_at, "journaled at the deadline");
    assert_eq!(stored[1].journal_offset, 1);
    assert_eq!(
        decisions(&stored[1]),
        vec![Decision::BettingRoundClosed {
            draw: DrawNumber(1),
            round: 1
        }]
    );
}
