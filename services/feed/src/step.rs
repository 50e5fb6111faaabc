//! A draw-events record read back: the engine step, its decisions checked through the
//! protocol's decoder (the log is read across versions, so it is not trusted blindly).

use crate::error::FeedError;
use livedraw_bus::Record;
use livedraw_domain::Decision;
use livedraw_protocol::{draw_event, timestamp, v1};
use prost::Message;

/// One engine step with its place in the log.
#[derive(Clone, Debug)]
pub(crate) struct Step {
    /// The draw-events partition.
    pub partition: u32,
    /// The step's offset in it.
    pub offset: u64,
    /// When the log appended it: when the feed's events of it were published (R13).
    pub published_at: prost_types::Timestamp,
    /// The table.
    pub table: String,
    /// Every decision, checked, next to its wire form.
    pub decisions: Vec<Decided>,
    /// The odds sets of the rounds the step opened.
    pub odds: Vec<v1::OddsSet>,
    /// Blackjack: the decision values of the hands whose windows the step opened.
    pub decision_values: Vec<v1::DecisionValues>,
    /// Blackjack: the frontend that sent the player's decision the step answers.
    pub decided_by: String,
}

/// One decision of a step.
#[derive(Clone, Debug)]
pub(crate) struct Decided {
    /// The decision, checked.
    pub decision: Decision,
    /// When the engine took it (its server time), in Unix milliseconds.
    pub at_ms: i64,
    /// Its wire form.
    pub wire: v1::DrawEvent,
}

impl Step {
    /// Decodes a draw-events record.
    pub fn read(record: &Record) -> Result<Step, FeedError> {
        let bad = |reason: String| FeedError::BadStep {
            partition: record.partition,
            offset: record.offset,
            reason,
        };
        let step = v1::EngineStep::decode(record.payload.as_slice())
            .map_err(|error| bad(format!("not an EngineStep: {error}")))?;
        if step.table_id.as_bytes() != record.key.as_slice() {
            return Err(bad(format!(
                "step of table {:?} under another table's key",
                step.table_id
            )));
        }
        let decisions = step
            .decisions
            .into_iter()
            .map(|wire| {
                draw_event::decode(wire.clone())
                    .map(|checked| Decided {
                        decision: checked.decision,
                        at_ms: checked.server_time.millis(),
                        wire,
                    })
                    .map_err(|source| FeedError::BadDecision {
                        partition: record.partition,
                        offset: record.offset,
                        source,
                    })
            })
            .collect::<Result<_, _>>()?;
        Ok(Step {
            partition: record.partition,
            offset: record.offset,
            published_at: timestamp::encode(livedraw_domain::Timestamp::from_millis(
                record.timestamp_ms,
            )),
            table: step.table_id,
            decisions,
            odds: step.odds,
            decision_values: step.decision_values,
            decided_by: step.decided_by,
        })
    }

    /// The odds set the step published for a round it opened.
    pub fn odds_of(&self, draw: u64, round: u8) -> Option<&v1::OddsSet> {
        self.odds
            .iter()
            .find(|odds| odds.draw_number == draw && odds.round == u32::from(round))
    }

    /// The decision values the step published for `window` of `draw`: a hand's, or each
    /// offered seat's in the offer's window.
    pub fn values_in(
        &self,
        draw: u64,
        window: Option<&v1::DecisionWindow>,
    ) -> Vec<v1::DecisionValues> {
        self.decision_values
            .iter()
            .filter(|values| values.draw_number == draw && values.window.as_ref() == window)
            .cloned()
            .collect()
    }
}
