//! Blackjack's seat play, and that of the three-card table in seats mode, in the steps of a
//! running studio, counted as they come: the 200-draw test plays until there has been some of
//! each, and until every named rule set's table has settled a draw, instead of hoping that its
//! draws bring it (a busy machine leaves the seat players fewer of the one-second betting rounds
//! in time).

use crate::verify::blackjack_kind;
use livedraw_bus::{EventLog, Topic};
use livedraw_domain::{Decision, GameKind};
use livedraw_protocol::{draw_event, v1};
use prost::Message;
use std::collections::{BTreeMap, BTreeSet};

/// The seat play the 200-draw test needs: a bet on a seat, a player's decision, a card to a
/// seat.
pub const NEEDED: [&str; 3] = ["seat bets", "decisions", "cards to seats"];

/// The three-card table in seats mode.
pub const SEATED_THREE_CARD: &str = "three-card-poker-3";

/// The seat play in the draw-events topic, per kind, and where each partition was read to.
pub struct SeatPlay {
    next: Vec<u64>,
    counts: BTreeMap<&'static str, usize>,
    /// The three-card table's in seats mode.
    three_card: BTreeMap<&'static str, usize>,
    /// The tables with a settled draw.
    settled: BTreeSet<String>,
}

impl SeatPlay {
    pub fn new(log: &dyn EventLog) -> SeatPlay {
        SeatPlay {
            next: vec![0; log.partitions(Topic::DrawEvents) as usize],
            counts: BTreeMap::new(),
            three_card: BTreeMap::new(),
            settled: BTreeSet::new(),
        }
    }

    /// Counts the seat play of the steps stored since the last count.
    pub async fn update(&mut self, log: &dyn EventLog) {
        for (partition, next) in self.next.iter_mut().enumerate() {
            loop {
                let page = log
                    .read(Topic::DrawEvents, partition as u32, *next, 1_000)
                    .await
                    .unwrap();
                let Some(last) = page.last() else {
                    break;
                };
                *next = last.offset + 1;
                for record in &page {
                    let step = v1::EngineStep::decode(record.payload.as_slice()).unwrap();
                    let counts = if step.table_id == SEATED_THREE_CARD {
                        Some(&mut self.three_card)
                    } else {
                        // Bulldog's seat bets and cards are not blackjack's seat play.
                        let bulldog = step.table_id.starts_with(GameKind::Bulldog.name());
                        (!bulldog).then_some(&mut self.counts)
                    };
                    let mut counts = counts;
                    for event in step.decisions {
                        let decision = draw_event::decode(event).unwrap().decision;
                        if let (Some(kind), Some(counts)) =
                            (blackjack_kind(&decision), counts.as_mut())
                        {
                            *counts.entry(kind).or_default() += 1;
                        }
                        if matches!(decision, Decision::DrawSettled { .. }) {
                            self.settled.insert(step.table_id.clone());
                        }
                    }
                }
            }
        }
    }

    /// Whether every kind of [`NEEDED`] has been seen, at blackjack and at the three-card
    /// table in seats mode.
    pub fn enough(&self) -> bool {
        let seen =
            |counts: &BTreeMap<&str, usize>| NEEDED.iter().all(|kind| counts.contains_key(kind));
        seen(&self.counts) && seen(&self.three_card)
    }

    /// Whether table `id` has settled a draw.
    pub fn settled_at(&self, id: &str) -> bool {
        self.settled.contains(id)
    }
}
