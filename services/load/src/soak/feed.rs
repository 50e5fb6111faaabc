//! The soak's frontend: one feed subscription to every table, measuring each event's latency
//! from its publication and checking that every table's results follow each other draw by draw
//! and that no table stays silent.

use livedraw_client::access::Access;
use livedraw_protocol::v1::feed_event::Event;
use livedraw_protocol::v1::{FeedEvent, SubscribeRequest};
use livedraw_studio::StudioConfig;
use std::collections::{BTreeMap, BTreeSet};
use std::net::SocketAddr;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// The first events of a subscription are each table's current round, published before it:
/// their age is not latency.
const CATCH_UP: Duration = Duration::from_secs(5);

/// What the feed showed.
#[derive(Default)]
pub struct Watched {
    /// Latencies since the last [`Watched::take_p99`], in milliseconds.
    latencies: Mutex<Vec<i64>>,
    /// Per table, the last draw whose result came.
    last_draw: Mutex<BTreeMap<String, u64>>,
    /// Draw numbers skipped or repeated: `table: expected N, got M`.
    lost: Mutex<Vec<String>>,
    /// Results received.
    results: Mutex<u64>,
    /// Tables that showed a round opening.
    opened: Mutex<BTreeSet<String>>,
}

impl Watched {
    /// The 99th percentile latency since the last call, in milliseconds (`None` without any).
    pub fn take_p99(&self) -> Option<i64> {
        let mut latencies = std::mem::take(&mut *lock(&self.latencies));
        if latencies.is_empty() {
            return None;
        }
        latencies.sort_unstable();
        let rank = (latencies.len() * 99).div_ceil(100).saturating_sub(1);
        latencies.get(rank).copied()
    }

    /// Draws ended (results received) so far.
    pub fn draws(&self) -> u64 {
        *lock(&self.results)
    }

    /// Every skipped or repeated draw seen.
    pub fn lost(&self) -> Vec<String> {
        lock(&self.lost).clone()
    }

    /// The tables of `studio` that never showed a round or never a result.
    pub fn silent(&self, studio: &StudioConfig) -> Vec<String> {
        let opened = lock(&self.opened);
        let ended = lock(&self.last_draw);
        let mut silent = Vec::new();
        for table in &studio.tables {
            if !opened.contains(&table.id) {
                silent.push(format!("{}: no round on the feed", table.id));
            }
            if !ended.contains_key(&table.id) {
                silent.push(format!("{}: no result on the feed", table.id));
            }
        }
        silent
    }

    fn record(&self, event: &FeedEvent, counted: bool) {
        if let Some(Event::RoundOpened(_)) = &event.event {
            lock(&self.opened).insert(event.table_id.clone());
        }
        if let (true, Some(published)) = (counted, event.published_at) {
            let published_ms = published.seconds * 1000 + i64::from(published.nanos / 1_000_000);
            lock(&self.latencies).push(now_ms() - published_ms);
        }
        if let Some(Event::Result(_)) = &event.event {
            *lock(&self.results) += 1;
            let mut last = lock(&self.last_draw);
            if let Some(previous) = last.insert(event.table_id.clone(), event.draw_number) {
                if event.draw_number != previous + 1 {
                    lock(&self.lost).push(format!(
                        "{}: expected the result of draw {}, got draw {}",
                        event.table_id,
                        previous + 1,
                        event.draw_number
                    ));
                }
            }
        }
    }
}

/// Subscribes to every table until the task is aborted; a dropped stream is an error logged and
/// counted as nothing (the draws check then fails on the gap it leaves).
pub async fn watch(access: Access, feed: SocketAddr, watched: std::sync::Arc<Watched>) {
    if let Err(error) = follow(&access, feed, &watched).await {
        tracing::error!(%error, "the soak's feed subscription ended");
        lock(&watched.lost).push(format!("the feed subscription ended: {error}"));
    }
}

async fn follow(access: &Access, feed: SocketAddr, watched: &Watched) -> anyhow::Result<()> {
    let mut client = access.feed(&feed.to_string())?;
    let subscribed = Instant::now();
    let mut stream = client
        .subscribe(SubscribeRequest::default())
        .await?
        .into_inner();
    while let Some(event) = stream.message().await? {
        watched.record(&event, subscribed.elapsed() > CATCH_UP);
    }
    anyhow::bail!("the feed closed the stream")
}

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| {
            i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
        })
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_protocol::v1::DrawResult;

    fn result(table: &str, draw: u64) -> FeedEvent {
        FeedEvent {
            table_id: table.into(),
            draw_number: draw,
            event: Some(Event::Result(DrawResult::default())),
            ..FeedEvent::default()
        }
    }

    #[test]
    fn a_skipped_or_repeated_draw_is_lost() {
        let watched = Watched::default();
        for (table, draw) in [("a", 4), ("b", 1), ("a", 5), ("a", 7), ("b", 1)] {
            watched.record(&result(table, draw), false);
        }
        assert_eq!(watched.draws(), 5);
        assert_eq!(
            watched.lost(),
            [
                "a: expected the result of draw 6, got draw 7",
                "b: expected the result of draw 2, got draw 1"
            ]
        );
    }

    #[test]
    fn the_p99_is_of_the_latencies_since_the_last_look() {
        let watched = Watched::default();
        lock(&watched.latencies).extend(1..=200);
        assert_eq!(watched.take_p99(), Some(198));
        assert_eq!(watched.take_p99(), None);
    }

    #[test]
    fn a_table_without_a_round_or_a_result_is_silent() {
        let studio = StudioConfig::parse(
            "data_dir = \"unused\"\n[[tables]]\nid = \"a\"\ngame = \"roulette\"\n\
             [[tables]]\nid = \"b\"\ngame = \"roulette\"\n",
            "test",
        )
        .expect("a valid studio");
        let watched = Watched::default();
        let opened = FeedEvent {
            table_id: "a".into(),
            event: Some(Event::RoundOpened(Default::default())),
            ..FeedEvent::default()
        };
        watched.record(&opened, false);
        watched.record(&result("a", 1), false);
        watched.record(&opened, false);
        assert_eq!(
            watched.silent(&studio),
            ["b: no round on the feed", "b: no result on the feed"]
        );
    }
}
