//! Where each table's settled draws lie in the draw events, so that a correction journals the
//! draw's original result (revision 1) with the cards dealt in it, and each corrected draw's
//! latest revision, for the audit trail's "before". Only positions are kept (a partition, two
//! offsets and the settlement time per draw, about 60 bytes), not the results: a correction
//! reads its draw's steps back from the log. A draw is forgotten a day after its correction
//! window closed (the engine refuses its correction until then, with the reason); a correction
//! of a draw forgotten is refused here ([`LookupError::WindowClosed`]).

use livedraw_bus::{BusError, EventLog, Topic};
use livedraw_protocol::correction::settled_in;
use livedraw_protocol::v1::draw_event::Decision as Payload;
use livedraw_protocol::v1::{self, EngineStep};
use livedraw_protocol::DecodeError;
use prost::Message;
use std::collections::BTreeMap;
use std::time::Duration;

fn millis(time: prost_types::Timestamp) -> i64 {
    time.seconds * 1000 + i64::from(time.nanos / 1_000_000)
}

/// A draw is kept this long after its correction window closed.
const KEPT_PAST_THE_WINDOW: Duration = Duration::from_secs(24 * 3600);

/// Where one settled draw's steps lie: from its opening to its settlement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Located {
    partition: u32,
    first: u64,
    settled: u64,
    /// When it was settled (Unix milliseconds).
    settled_at_ms: i64,
}

/// Every table's settled draws and its corrected draws' latest revisions.
#[derive(Debug)]
pub struct SettledDraws {
    /// How long a draw is kept after its settlement: the correction window and a day.
    kept: Duration,
    /// By table: the highest draw forgotten.
    forgotten: BTreeMap<String, u64>,
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
    /// The draw was settled before its correction window closed, and is forgotten.
    #[error("draw {0} was settled longer ago than the correction window")]
    WindowClosed(u64),
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
    /// No draw yet, for a studio whose correction window is `window`.
    pub fn new(window: Duration) -> SettledDraws {
        SettledDraws {
            kept: window + KEPT_PAST_THE_WINDOW,
            forgotten: BTreeMap::new(),
            located: BTreeMap::new(),
            opened: BTreeMap::new(),
            revisions: BTreeMap::new(),
        }
    }

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
                    let settled_at_ms = event.server_time.map_or(0, millis);
                    let located = Located {
                        partition,
                        first,
                        settled: offset,
                        settled_at_ms,
                    };
                    self.located
                        .entry(table.to_string())
                        .or_default()
                        .insert(draw, located);
                    self.forget_before(table, settled_at_ms);
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

    /// Forgets `table`'s draws settled longer than the kept time before `now_ms`, oldest first.
    fn forget_before(&mut self, table: &str, now_ms: i64) {
        let kept_ms = i64::try_from(self.kept.as_millis()).unwrap_or(i64::MAX);
        let Some(draws) = self.located.get_mut(table) else {
            return;
        };
        while let Some(entry) = draws.first_entry() {
            if now_ms.saturating_sub(entry.get().settled_at_ms) <= kept_ms {
                break;
            }
            let draw = *entry.key();
            entry.remove();
            self.forgotten.insert(table.to_string(), draw);
            self.revisions.remove(&(table.to_string(), draw));
        }
    }

    /// The latest revision of a corrected draw, if it was corrected.
    pub fn latest_revision(&self, table: &str, draw: u64) -> Option<&v1::DrawResult> {
        self.revisions.get(&(table.to_string(), draw))
    }

    /// Where `draw` of `table` lies, if it was settled; refused when it is forgotten.
    fn located(&self, table: &str, draw: u64) -> Result<Option<Located>, LookupError> {
        if self.forgotten.get(table).is_some_and(|last| draw <= *last) {
            return Err(LookupError::WindowClosed(draw));
        }
        Ok(self
            .located
            .get(table)
            .and_then(|draws| draws.get(&draw))
            .copied())
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
        .located(table, draw)?;
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
        let mut draws = SettledDraws::new(Duration::from_secs(3600));
        draws.fold("t", 2, 10, &step(7, Payload::DrawOpened(DrawOpened {})));
        draws.fold(
            "t",
            2,
            15,
            &step(7, Payload::DrawSettled(v1::DrawSettled::default())),
        );
        assert_eq!(
            draws.located("t", 7).ok().flatten(),
            Some(Located {
                partition: 2,
                first: 10,
                settled: 15,
                settled_at_ms: 0,
            })
        );
        assert_eq!(draws.located("t", 8).ok().flatten(), None);
        assert_eq!(draws.located("u", 7).ok().flatten(), None);
    }

    #[test]
    fn a_corrected_draw_s_latest_revision_is_kept() {
        let mut draws = SettledDraws::new(Duration::from_secs(3600));
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

    #[test]
    fn a_draw_is_forgotten_a_day_after_its_correction_window_and_refused_then() {
        let hour = Duration::from_secs(3600);
        let mut draws = SettledDraws::new(hour);
        let settled_at = |draw: u64, seconds: i64| {
            let mut settled = step(draw, Payload::DrawSettled(v1::DrawSettled::default()));
            settled.decisions[0].server_time = Some(prost_types::Timestamp { seconds, nanos: 0 });
            settled
        };
        draws.fold("t", 0, 1, &settled_at(1, 0));
        draws.fold("t", 0, 2, &settled_at(2, 25 * 3600));
        assert!(
            draws.located("t", 1).is_ok(),
            "kept for the window and a day"
        );
        draws.fold("t", 0, 3, &settled_at(3, 25 * 3600 + 1));
        assert!(matches!(
            draws.located("t", 1),
            Err(LookupError::WindowClosed(1))
        ));
        assert!(matches!(draws.located("t", 2), Ok(Some(_))));
    }
}
