//! A table as the bet and decision checks see it, kept from its engine steps: the draw in
//! progress with its rounds, their opening and closing times and odds sets, its latest
//! decision window, whether it is held, whether a silent device suspended the table, and how
//! recent draws ended.

use crate::step::{Decided, Step};
use livedraw_domain::{Decision, DecisionWindow};
use livedraw_protocol::v1;
use std::collections::BTreeMap;

/// Ended draws remembered per table, so that a late bet on one gets "settled" or "cancelled"
/// rather than "unknown": two hours of a table drawing every 30 s, and a bounded memory for a
/// studio that runs for months (an older draw is answered as too old for the feed to know).
const ENDED_REMEMBERED: usize = 256;

/// How a draw ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum End {
    /// It has a result.
    Settled,
    /// It was cancelled with this reason code.
    Cancelled(String),
}

/// One betting round of the draw in progress.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Round {
    /// When the engine opened it, in Unix milliseconds.
    pub opened_at_ms: i64,
    /// When the engine's clock closes it, in Unix milliseconds.
    pub closes_at_ms: i64,
    /// The engine recorded its close.
    pub closed: bool,
    /// Its odds set, as the step that opened it published it.
    pub odds: Option<v1::OddsSet>,
}

/// The table's latest draw.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Draw {
    /// Its number.
    pub number: u64,
    /// Its rounds so far.
    pub rounds: BTreeMap<u8, Round>,
    /// Held for a supervisor.
    pub held: bool,
    /// Set once it is settled or cancelled.
    pub end: Option<End>,
    /// The draw's decision windows in the order they opened, each with when it closes, in
    /// Unix milliseconds: a late decision at an earlier step is told its window closed.
    pub windows: Vec<(DecisionWindow, i64)>,
    /// Its feed events so far, replayed to a subscriber that starts now.
    pub events: Vec<v1::FeedEvent>,
}

/// One table, from its steps.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct TableState {
    /// The table opens no new draw.
    pub paused: bool,
    /// The device whose silence suspended the table, while it is suspended.
    pub suspended_by: Option<String>,
    /// The latest draw, in progress or ended.
    pub draw: Option<Draw>,
    /// How the most recent draws ended, by number.
    pub ended: BTreeMap<u64, End>,
    /// Set when one of its steps could not be read: the state may be wrong, so bets are not
    /// checked against it.
    pub unreadable: Option<String>,
}

impl TableState {
    /// Applies a step's decisions, then keeps the feed events of the draw in progress.
    pub fn apply(&mut self, step: &Step, events: &[v1::FeedEvent]) {
        for decided in &step.decisions {
            self.decide(step, decided);
        }
        if let Some(draw) = self.draw.as_mut().filter(|draw| draw.end.is_none()) {
            let number = draw.number;
            draw.events
                .extend(events.iter().filter(|e| e.draw_number == number).cloned());
        }
    }

    /// The feed events of the draw in progress (none between draws).
    pub fn current_events(&self) -> &[v1::FeedEvent] {
        match &self.draw {
            Some(draw) if draw.end.is_none() => &draw.events,
            _ => &[],
        }
    }

    fn decide(&mut self, step: &Step, decided: &Decided) {
        match &decided.decision {
            Decision::DrawOpened { draw } => self.open(draw.0),
            Decision::BettingRoundOpened {
                draw,
                round,
                closes_at,
                ..
            } => {
                let odds = step.odds_of(draw.0, *round).cloned();
                let round_state = Round {
                    opened_at_ms: decided.at_ms,
                    closes_at_ms: closes_at.millis(),
                    closed: false,
                    odds,
                };
                self.draw_mut(draw.0).rounds.insert(*round, round_state);
            }
            Decision::BettingRoundClosed { draw, round } => {
                if let Some(round) = self.draw_mut(draw.0).rounds.get_mut(round) {
                    round.closed = true;
                }
            }
            Decision::DecisionWindowOpened {
                draw,
                window,
                closes_at,
            } => self
                .draw_mut(draw.0)
                .windows
                .push((*window, closes_at.millis())),
            Decision::DrawHeld { draw, .. } => self.draw_mut(draw.0).held = true,
            Decision::DrawResumed { draw } => self.draw_mut(draw.0).held = false,
            Decision::DrawSettled { draw, .. } => self.end(draw.0, End::Settled),
            Decision::DrawCancelled { draw, reason, .. } => {
                self.end(draw.0, End::Cancelled(reason.code().to_string()));
            }
            Decision::TablePaused { .. } => self.paused = true,
            Decision::TableResumed => self.paused = false,
            Decision::TableSuspended { device } => self.suspended_by = Some(device.to_string()),
            Decision::SuspensionLifted => self.suspended_by = None,
            _ => {}
        }
    }

    fn open(&mut self, number: u64) {
        self.draw = Some(Draw {
            number,
            ..Draw::default()
        });
    }

    /// The draw `number`, opened here if the step did not open it first (a step read from
    /// the middle of a draw still tracks it).
    fn draw_mut(&mut self, number: u64) -> &mut Draw {
        if self.draw.as_ref().is_none_or(|draw| draw.number != number) {
            self.open(number);
        }
        self.draw.get_or_insert_with(Draw::default)
    }

    fn end(&mut self, number: u64, end: End) {
        let draw = self.draw_mut(number);
        draw.end = Some(end.clone());
        for round in draw.rounds.values_mut() {
            round.closed = true;
        }
        self.ended.insert(number, end);
        while self.ended.len() > ENDED_REMEMBERED {
            self.ended.pop_first();
        }
    }
}
