//! Face-down player cards (blackjack versions N, O, R and S): a hand's decision values say what
//! its cards are, so at such a table the feed gives them only to the frontend that bet on the
//! seat — the subject of its token, which the engine's step of the seat bet names — and to no
//! other subscriber; everyone sees the cards at the showdown, in the result. The insurance and
//! even-money window's values go to each seat's own frontend the same way.

use crate::step::Step;
use livedraw_domain::Decision;
use livedraw_protocol::v1;
use livedraw_protocol::v1::feed_event::Event;
use std::collections::BTreeMap;

/// Draws remembered per table: the one in progress and the one before (a stream resumed from
/// a position may still be reading it).
const DRAWS_KEPT: usize = 2;

/// Who bet on each seat, by table and draw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct SeatHolders {
    by_table: BTreeMap<String, BTreeMap<u64, BTreeMap<u8, String>>>,
}

impl SeatHolders {
    /// Notes the seat bets `step` took, with the frontend that sent them.
    pub fn note(&mut self, step: &Step) {
        for decided in &step.decisions {
            if let Decision::SeatBet { draw, seat } = decided.decision {
                let draws = self.by_table.entry(step.table.clone()).or_default();
                let seats = draws.entry(draw.0).or_default();
                seats.insert(seat, step.decided_by.clone());
                while draws.len() > DRAWS_KEPT {
                    draws.pop_first();
                }
            }
        }
    }

    /// Adds `other`'s holders (a snapshot of the tables' draws in progress).
    pub fn extend(&mut self, other: SeatHolders) {
        for (table, draws) in other.by_table {
            self.by_table.entry(table).or_default().extend(draws);
        }
    }

    /// Takes out of `event` the decision values of seats `subscriber` did not bet on.
    pub fn redact(&self, event: &mut v1::FeedEvent, subscriber: &str) {
        let Some(Event::DecisionWindowOpened(opened)) = event.event.as_mut() else {
            return;
        };
        let seats = self
            .by_table
            .get(&event.table_id)
            .and_then(|draws| draws.get(&event.draw_number));
        opened.values.retain(|values| {
            let seat = u8::try_from(values.seat).ok();
            seats
                .zip(seat)
                .and_then(|(seats, seat)| seats.get(&seat))
                .is_some_and(|holder| holder == subscriber)
        });
    }
}
