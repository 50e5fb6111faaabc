//! Kill -9 durability: a child process appends and prints every acknowledged offset; it is
//! killed with SIGKILL mid-stream; the file is reopened and every acknowledged record must be
//! there, intact. Repeated so the log also recovers from its own crashes.
//!
//! The child is this test binary re-executed with `LIVEDRAW_BUS_CHILD_DB` set, running the
//! ignored test `child_appends_until_killed`.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use crate::common::{db_path, event};
use livedraw_bus::{Appended, EmbeddedConfig, EmbeddedLog, EventLog, Topic};
use std::collections::HashMap;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

const CHILD_DB: &str = "LIVEDRAW_BUS_CHILD_DB";
const CHILD_ROUND: &str = "LIVEDRAW_BUS_CHILD_ROUND";
const PRODUCERS: usize = 16;
/// Acknowledgements to wait for before the kill, per round.
const ACKS_BEFORE_KILL: usize = 3000;
const ROUNDS: usize = 3;

fn payload(round: usize, producer: usize, n: usize) -> String {
    format!(
        "round {round} producer {producer} event {n} {}",
        "x".repeat(n % 200)
    )
}

fn topic_of(producer: usize) -> Topic {
    // Half the producers write journal events, half write engine-style batches.
    if producer.is_multiple_of(2) {
        Topic::StudioJournal
    } else {
        Topic::DrawEvents
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "the child process of kill_9_loses_no_acknowledged_append"]
async fn child_appends_until_killed() {
    let (Ok(db), Ok(round)) = (std::env::var(CHILD_DB), std::env::var(CHILD_ROUND)) else {
        return;
    };
    let round: usize = round.parse().unwrap();
    let log = EmbeddedLog::open(EmbeddedConfig::at(db)).await.unwrap();
    let producers: Vec<_> = (0..PRODUCERS)
        .map(|producer| {
            let log = log.clone();
            tokio::spawn(async move {
                for n in 0.. {
                    let record = event(&format!("table-{producer}"), &payload(round, producer, n));
                    let topic = topic_of(producer);
                    let Appended { partition, offset } = log.append(topic, record).await.unwrap();
                    // Printed only once the append is acknowledged, hence durable.
                    println!("ACK {round} {producer} {n} {partition} {offset}");
                }
            })
        })
        .collect();
    for producer in producers {
        producer.await.unwrap();
    }
}

/// One acknowledged append, as printed by the child.
struct Ack {
    round: usize,
    producer: usize,
    n: usize,
    partition: u32,
    offset: u64,
}

fn parse(line: &str) -> Option<Ack> {
    let mut fields = line.strip_prefix("ACK ")?.split(' ').map(str::parse::<u64>);
    let mut next = || fields.next()?.ok();
    Some(Ack {
        round: next()? as usize,
        producer: next()? as usize,
        n: next()? as usize,
        partition: next()? as u32,
        offset: next()?,
    })
}

fn run_child_and_kill(db: &Path, round: usize) -> Vec<Ack> {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "kill9::child_appends_until_killed",
            "--exact",
            "--ignored",
            "--nocapture",
        ])
        .env(CHILD_DB, db)
        .env(CHILD_ROUND, round.to_string())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let stdout = BufReader::new(child.stdout.take().unwrap());
    let mut acks = Vec::new();
    let mut lines = stdout.lines();
    while acks.len() < ACKS_BEFORE_KILL {
        let line = lines
            .next()
            .expect("the child died before the kill")
            .unwrap();
        acks.extend(parse(&line));
    }
    child.kill().unwrap(); // SIGKILL
                           // Acknowledgements printed before the kill are still in the pipe.
    acks.extend(lines.map_while(Result::ok).filter_map(|line| parse(&line)));
    let status = child.wait().unwrap();
    assert!(!status.success(), "the child was killed, not finished");
    acks
}

async fn check(db: &Path, acks: &[Ack]) {
    let log = EmbeddedLog::open(EmbeddedConfig::at(db)).await.unwrap();
    for ack in acks {
        let topic = topic_of(ack.producer);
        let read = log.read(topic, ack.partition, ack.offset, 1).await.unwrap();
        let record = read
            .first()
            .unwrap_or_else(|| panic!("acked {topic}/{}@{} lost", ack.partition, ack.offset));
        assert_eq!(record.offset, ack.offset);
        assert_eq!(record.key, format!("table-{}", ack.producer).into_bytes());
        assert_eq!(
            record.payload,
            payload(ack.round, ack.producer, ack.n).into_bytes()
        );
        assert_eq!(record.headers, event("k", "p").headers);
    }
    check_dense_and_in_order(&log).await;
    log.close().await.unwrap();
}

/// Every partition reads back densely, and each producer's events in their order.
async fn check_dense_and_in_order(log: &EmbeddedLog) {
    for topic in [Topic::StudioJournal, Topic::DrawEvents] {
        for p in 0..log.partitions(topic) {
            let end = log.end_offset(topic, p).await.unwrap();
            let records = log.read(topic, p, 0, usize::MAX).await.unwrap();
            assert_eq!(records.len() as u64, end);
            let mut last: HashMap<(Vec<u8>, String), usize> = HashMap::new();
            for (expected, record) in (0..).zip(&records) {
                assert_eq!(record.offset, expected);
                let text = String::from_utf8(record.payload.clone()).unwrap();
                let words: Vec<&str> = text.split(' ').collect();
                let n: usize = words[5].parse().unwrap();
                let slot = (record.key.clone(), words[1].to_owned());
                if let Some(previous) = last.insert(slot, n) {
                    assert_eq!(n, previous + 1, "{text}");
                }
            }
        }
    }
}

#[test]
fn kill_9_loses_no_acknowledged_append() {
    let dir = tempfile::tempdir().unwrap();
    let db = db_path(dir.path());
    let mut all = Vec::new();
    for round in 0..ROUNDS {
        let acks = run_child_and_kill(&db, round);
        assert!(acks.len() >= ACKS_BEFORE_KILL);
        all.extend(acks);
        let runtime = tokio::runtime::Runtime::new().unwrap();
        runtime.block_on(check(&db, &all));
        // Let the killed process's file handles go before the next child opens the file.
        std::thread::sleep(Duration::from_millis(20));
    }
}
