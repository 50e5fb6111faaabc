//! Scan-to-odds samples: when the floor's event that opened a betting round was posted and
//! acknowledged, when a consumer of the odds topic received that round's odds, and when the
//! feed delivered them. The sides meet on the step's place: the event's journal partition and
//! offset are those of the step it caused (and the odds record's `livedraw-source`).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A step's place: its partition and offset (the journal entry's, which it answers).
pub type Place = (u32, u64);

/// The floor's side of one sample.
#[derive(Clone, Copy, Debug)]
pub struct Posted {
    /// The game of the table.
    pub game: &'static str,
    /// When the floor sent the event.
    pub sent: Instant,
    /// When the acknowledgement came back.
    pub acked: Instant,
}

/// Both sides, collected while the bench runs.
#[derive(Default)]
pub struct Samples {
    posted: Mutex<HashMap<Place, Posted>>,
    stepped: Mutex<HashMap<Place, Instant>>,
    consumed: Mutex<HashMap<Place, Instant>>,
    delivered: Mutex<HashMap<Place, Instant>>,
}

/// One measured round: ack → odds (on the odds topic and on the feed) and post → odds.
#[derive(Clone, Copy, Debug)]
pub struct Latency {
    /// The game of the table.
    pub game: &'static str,
    /// From the acknowledgement to the odds on the feed (zero when the odds came first).
    pub from_ack: Duration,
    /// From the acknowledgement to the step stored in the log (zero when it came first).
    pub to_step: Duration,
    /// From the acknowledgement to the odds record received by a consumer of the odds topic.
    pub to_topic: Duration,
    /// From sending the event to the odds on the feed.
    pub from_post: Duration,
}

impl Samples {
    /// The floor posted, at `place`, an event that opened a betting round.
    pub fn posted(&self, place: Place, posted: Posted) {
        if let Ok(mut map) = self.posted.lock() {
            map.insert(place, posted);
        }
    }

    /// The step at `place` became visible in the log.
    pub fn stepped(&self, place: Place, at: Instant) {
        if let Ok(mut map) = self.stepped.lock() {
            map.insert(place, at);
        }
    }

    /// A consumer of the odds topic received an odds set caused by the step at `place`.
    pub fn consumed(&self, place: Place, at: Instant) {
        if let Ok(mut map) = self.consumed.lock() {
            map.entry(place).or_insert(at);
        }
    }

    /// The feed delivered a round opened by the step at `place`.
    pub fn delivered(&self, place: Place, at: Instant) {
        if let Ok(mut map) = self.delivered.lock() {
            map.entry(place).or_insert(at);
        }
    }

    /// The measured rounds, and how many posted rounds were not seen on all three sides.
    pub fn latencies(&self) -> (Vec<Latency>, usize) {
        let (Ok(posted), Ok(stepped), Ok(consumed), Ok(delivered)) = (
            self.posted.lock(),
            self.stepped.lock(),
            self.consumed.lock(),
            self.delivered.lock(),
        ) else {
            return (Vec::new(), 0);
        };
        let mut missing = 0;
        let mut measured = Vec::with_capacity(posted.len());
        for (place, side) in posted.iter() {
            match (
                delivered.get(place),
                stepped.get(place),
                consumed.get(place),
            ) {
                (Some(&at), Some(&step), Some(&topic)) => measured.push(Latency {
                    game: side.game,
                    from_ack: at.saturating_duration_since(side.acked),
                    to_step: step.saturating_duration_since(side.acked),
                    to_topic: topic.saturating_duration_since(side.acked),
                    from_post: at.saturating_duration_since(side.sent),
                }),
                _ => missing += 1,
            }
        }
        (measured, missing)
    }
}
