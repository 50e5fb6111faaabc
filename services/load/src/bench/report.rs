//! The bench's figures, printed as a table.

use crate::bench::burst::{BurstReport, BurstRpc};
use crate::bench::samples::Latency;
use std::fmt::Write;
use std::time::Duration;

/// What the floors did while they played.
#[derive(Clone, Debug)]
pub struct FloorReport {
    /// The studio's log: `embedded` or `kafka <brokers>`.
    pub log: String,
    /// Tables played.
    pub tables: usize,
    /// Whether the floors started together (rounds aligned) or spread over one round.
    pub aligned: bool,
    /// How long they played.
    pub elapsed: Duration,
    /// Floor events posted and accepted.
    pub posted: u64,
    /// Events the floors' mirrors refused.
    pub refused: u64,
    /// Journal entries written meanwhile (floor events and clock ticks).
    pub journaled: u64,
    /// Engine steps written meanwhile.
    pub steps: u64,
    /// Rounds opened, draws settled, cancelled, held, as the feed showed them.
    pub rounds: u64,
    /// Draws settled.
    pub settled: u64,
    /// Draws cancelled.
    pub cancelled: u64,
    /// Draws held.
    pub held: u64,
}

/// The report, as text.
pub fn text(
    floor: &FloorReport,
    latencies: &[Latency],
    missing: usize,
    burst: Option<&BurstReport>,
) -> String {
    let mut out = String::new();
    let seconds = floor.elapsed.as_secs_f64();
    let rate = |count: u64, seconds: f64| count as f64 / seconds.max(f64::EPSILON);
    // Writing to a String cannot fail.
    let start = if floor.aligned {
        "started together, rounds aligned"
    } else {
        "starts spread over one round"
    };
    let _ = writeln!(
        out,
        "floor: {} tables for {seconds:.1} s ({start}); log: {}",
        floor.tables, floor.log
    );
    let rows = [
        ("floor events acknowledged", floor.posted),
        ("journal entries (events and clock ticks)", floor.journaled),
        ("engine steps", floor.steps),
        ("rounds opened (feed)", floor.rounds),
    ];
    for (what, count) in rows {
        let _ = writeln!(
            out,
            "  {what:<42} {count:>9} {:>10.0}/s",
            rate(count, seconds)
        );
    }
    let _ = writeln!(
        out,
        "  draws settled {}, cancelled {}, held {}; events the floor's mirror refused {}",
        floor.settled, floor.cancelled, floor.held, floor.refused
    );
    latency_text(&mut out, latencies, missing);
    if let Some(burst) = burst {
        let seconds = burst.elapsed.as_secs_f64();
        let _ = writeln!(
            out,
            "ingest burst: {} devices, each sending on its ack ({}), {seconds:.1} s\n  \
             {:<42} {:>9} {:>10.0}/s",
            burst.devices,
            match burst.rpc {
                BurstRpc::Stream => "one Stream each",
                BurstRpc::Post => "a Post per event",
            },
            "events journaled and acknowledged",
            burst.acknowledged,
            rate(burst.acknowledged, seconds)
        );
    }
    out
}

fn latency_text(out: &mut String, latencies: &[Latency], missing: usize) {
    let _ = writeln!(
        out,
        "scan-to-odds latency, ms, from the floor event that opened a round (its ack, or its \
         sending: post) to its odds; topic: received by a consumer of the odds topic; feed: on \
         the feed's Subscribe; step: the step stored in the log ({missing} not seen on all \
         three):\n  \
         {:<12} {:>7} {:>9} {:>9} {:>9}   {:>8} {:>8} {:>8}   {:>8} {:>8}   {:>8} {:>8}",
        "game",
        "rounds",
        "topic p50",
        "topic p99",
        "topic max",
        "feed p50",
        "feed p99",
        "feed max",
        "post p50",
        "post p99",
        "step p50",
        "step p99"
    );
    let mut games: Vec<&str> = latencies.iter().map(|latency| latency.game).collect();
    games.sort_unstable();
    games.dedup();
    let all = std::iter::once(("all", latencies.to_vec()));
    let per_game = games.into_iter().map(|game| {
        let of_game = latencies.iter().filter(|l| l.game == game).copied();
        (game, of_game.collect())
    });
    for (game, rows) in all.chain(per_game) {
        let sorted = |of: fn(&Latency) -> Duration| {
            let mut durations: Vec<Duration> = rows.iter().map(of).collect();
            durations.sort_unstable();
            durations
        };
        let to_topic = sorted(|l| l.to_topic);
        let from_ack = sorted(|l| l.from_ack);
        let from_post = sorted(|l| l.from_post);
        let to_step = sorted(|l| l.to_step);
        let _ = writeln!(
            out,
            "  {game:<12} {:>7} {:>9.2} {:>9.2} {:>9.2}   {:>8.2} {:>8.2} {:>8.2}   {:>8.2} {:>8.2}   {:>8.2} {:>8.2}",
            rows.len(),
            millis(&to_topic, 0.50),
            millis(&to_topic, 0.99),
            millis(&to_topic, 1.0),
            millis(&from_ack, 0.50),
            millis(&from_ack, 0.99),
            millis(&from_ack, 1.0),
            millis(&from_post, 0.50),
            millis(&from_post, 0.99),
            millis(&to_step, 0.50),
            millis(&to_step, 0.99),
        );
    }
}

/// The `q` quantile of sorted durations, in milliseconds (nearest rank); 0 when empty.
fn millis(sorted: &[Duration], q: f64) -> f64 {
    let rank = (q * sorted.len() as f64).ceil() as usize;
    let index = rank.clamp(1, sorted.len().max(1)) - 1;
    sorted
        .get(index)
        .map_or(0.0, |duration| duration.as_secs_f64() * 1000.0)
}
