//! Where each table's settled draws lie in the draw events, so that a correction journals the
//! draw's original result (revision 1) with the cards dealt in it, and each corrected draw's
//! latest revision, for the audit trail's "before". Only positions are kept (a partition and
//! two offsets per draw, about 50 bytes), not the results: a correction reads its draw's steps
//! back from the log.

use livedraw_bus::{BusError, EventLog, Topic};
use livedraw_protocol::correction::settled_in;
use livedraw_protocol::v1::draw_event::Decision as Payload;
use livedraw_protocol::v1::{self, EngineStep};
use livedraw_protocol::DecodeError;
use prost::Message;
use std::collections::BTreeMap;

/// Where one settled draw's steps lie: from its opening to its settlement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Located {
    partition: u32,
    first: u64,
    settled: u64,
}

/// Every table's settled draws and its corrected draws' latest revisions.
#[derive(Debug, Default)]
pub struct SettledDraws {
    /// By table, by draw number.
    located: BTreeMap<String, BTreeMap<u64, Located>>,
    /// By table: where the draw in progress opened.
    opened: BTreeMap<String, u64>,
    /// By table and draw: the latest revision of a corrected draw.
    revisions: BTreeMap<(String, u64), v1::DrawResult>,
}

/// Why a settled draw's original result could not be found.
#[derive(Debug, thiserror::Error)]
pub enum LookupError {
    /// The draw events could not be read.
    #[error("draw events unreadable: {0}")]
    Unreadable(#[from] BusError),
    /// The draw's recorded result does not decode.
    #[error("draw {draw}'s recorded result does not decode: {error}")]
    Undecodable {
        /// The draw.
        draw: u64,
        /// Why.
        error: DecodeError,
    },
}

impl SettledDraws {
    /// Notes where the draws `step` of `table` (at `offset` of `partition`) opened, settled or
    /// corrected.
    pub fn fold(&mut self, table: &str, partition: u32, offset: u64, step: &EngineStep) {
        for event in &step.decisions {
            let Some(draw) = event.draw_number else {
                continue;
            };
            match &event.decision {
                Some(Payload::DrawOpened(_)) => {
                    self.opened.insert(table.to_string(), offset);
                }
                Some(Payload::DrawSettled(_)) => {
                    let first = self
                        .opened
                        .get(table)
                        .copied()
                        .unwrap_or(offset)
                        .min(offset);
                    let located = Located {
                        partition,
                        first,
                        settled: offset,
                    };
                    self.located
                        .entry(table.to_string())
                        .or_default()
                        .insert(draw, located);
                }
                Some(Payload::DrawCorrected(corrected)) => {
                    let result = v1::DrawResult {
                        table_id: table.to_string(),
                        draw_number: draw,
                        settled_at: event.server_time,
                        revision: corrected.revision,
                        end: Some(v1::draw_result::End::Corrected(corrected.clone())),
                        ..v1::DrawResult::default()
                    };
                    self.revisions.insert((table.to_string(), draw), result);
                }
                _ => {}
            }
        }
    }

    /// The latest revision of a corrected draw, if it was corrected.
    pub fn latest_revision(&self, table: &str, draw: u64) -> Option<&v1::DrawResult> {
        self.revisions.get(&(table.to_string(), draw))
    }

    /// Where `draw` of `table` lies, if it was settled.
    fn located(&self, table: &str, draw: u64) -> Option<Located> {
        self.located.get(table)?.get(&draw).copied()
    }
}

/// Reads the original result (revision 1) of settled `draw` of `table` back from the draw
/// events; `None` when the table never settled it (in progress, cancelled, unknown).
pub async fn original(
    draws: &std::sync::Mutex<SettledDraws>,
    log: &dyn EventLog,
    table: &str,
    draw: u64,
) -> Result<Option<livedraw_domain::correction::SettledDraw>, LookupError> {
    let located = draws
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .located(table, draw);
    let Some(located) = located else {
        return Ok(None);
    };
    let mut steps = Vec::new();
    let mut from = located.first;
    while from <= located.settled {
        let wanted = usize::try_from(located.settled - from + 1).unwrap_or(usize::MAX);
        let records = log
            .read(Topic::DrawEvents, located.partition, from, wanted)
            .await?;
        let Some(last) = records.last() else {
            break;
        };
        from = last.offset + 1;
        steps.extend(
            records
                .iter()
                .filter(|record| record.offset <= located.settled && record.key == table.as_bytes())
                .filter_map(|record| EngineStep::decode(record.payload.as_slice()).ok()),
        );
    }
    settled_in(&steps, draw)
        .transpose()
        .map_err(|error| LookupError::Undecodable { draw, error })
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_protocol::v1::draw_event::{Decision as Payload, DrawOpened};

    fn step(draw: u64, decision: Payload) -> EngineStep {
        EngineStep {
            decisions: vec![v1::DrawEvent {
                draw_number: Some(draw),
                decision: Some(decision),
                ..v1::DrawEvent::default()
            }],
            ..EngineStep::default()
        }
    }

    #[test]
    fn a_settled_draw_is_located_from_its_opening_to_its_settlement() {
        let mut draws = SettledDraws::default();
        draws.fold("t", 2, 10, &step(7, Payload::DrawOpened(DrawOpened {})));
        draws.fold(
            "t",
            2,
            15,
            &step(7, Payload::DrawSettled(v1::DrawSettled::default())),
        );
        assert_eq!(
            draws.located("t", 7),
            Some(Located {
                partition: 2,
                first: 10,
                settled: 15
            })
        );
        assert_eq!(draws.located("t", 8), None);
        assert_eq!(draws.located("u", 7), None);
    }

    #[test]
    fn a_corrected_draw_s_latest_revision_is_kept() {
        let mut draws = SettledDraws::default();
        for revision in [2, 3] {
            let corrected = v1::DrawCorrected {
                revision,
                ..v1::DrawCorrected::default()
            };
            draws.fold(
                "t",
                0,
                u64::from(revision),
                &step(7, Payload::DrawCorrected(corrected)),
            );
        }
        assert_eq!(draws.latest_revision("t", 7).map(|r| r.revision), Some(3));
    }
}
