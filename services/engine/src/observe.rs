//! What the engine reports about its steps: a span per step, the child of the journal record's
//! trace context, whose own context the step's records carry; and the studio's decision metrics,
//! counted here from each step (the rules crates stay pure).

use livedraw_bus::{Record, TRACEPARENT};
use livedraw_domain::GameKind;
use livedraw_protocol::v1::draw_event::Decision;
use livedraw_protocol::v1::EngineStep;
use livedraw_telemetry::metrics::{CodeLabel, GameLabel, Metrics, TableLabel, TableReason};
use livedraw_telemetry::propagation;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// The span of the step of journal `record`, and the `traceparent` its records carry.
pub(crate) fn step_span(record: &Record) -> (tracing::Span, Option<String>) {
    let span = tracing::info_span!(
        "engine_step",
        table = %String::from_utf8_lossy(&record.key),
        offset = record.offset
    );
    let parent = propagation::context_of_header(record.header(TRACEPARENT));
    let trace = propagation::follow(&span, parent);
    (span, trace)
}

/// Counts the step and what it decided: burns, repeat spins and rolls, holds, cancellations by
/// reason, draws settled and corrected, and the engine's rejections by code.
pub(crate) fn stepped(metrics: &Metrics, step: &EngineStep) {
    metrics.engine_steps.inc();
    if let Some(rejection) = &step.rejection {
        let code = rejection.code.clone();
        metrics.rejections.get_or_create(&CodeLabel { code }).inc();
    }
    let table = TableLabel {
        table: step.table_id.clone(),
    };
    for decision in step
        .decisions
        .iter()
        .filter_map(|event| event.decision.as_ref())
    {
        match decision {
            Decision::CardBurned(_) => metrics.burns.get_or_create(&table).inc(),
            Decision::Repeat(_) => metrics.repeats.get_or_create(&table).inc(),
            Decision::DrawHeld(_) => metrics.holds.get_or_create(&table).inc(),
            Decision::DrawSettled(_) => metrics.draws_settled.get_or_create(&table).inc(),
            Decision::DrawCorrected(_) => metrics.draws_corrected.get_or_create(&table).inc(),
            Decision::DrawCancelled(cancelled) => {
                let reason = cancelled
                    .cancellation
                    .as_ref()
                    .map_or_else(String::new, |cancellation| cancellation.code.clone());
                let label = TableReason {
                    table: step.table_id.clone(),
                    reason,
                };
                metrics.cancellations.get_or_create(&label).inc()
            }
            _ => 0,
        };
    }
}

/// The time one round took to price, from `started`.
pub(crate) fn priced(metrics: &Metrics, game: GameKind, started: Instant) {
    let label = GameLabel {
        game: game.name().to_string(),
    };
    let seconds = started.elapsed().as_secs_f64();
    metrics.odds_compute.get_or_create(&label).observe(seconds);
}

/// The journal entries of `records` have their steps stored: from each entry's append (its
/// log timestamp) to now.
pub(crate) fn published(metrics: &Metrics, records: &[Record]) {
    let now_ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_millis());
    for record in records {
        let appended_ms = u128::try_from(record.timestamp_ms).unwrap_or(0);
        let millis = now_ms.saturating_sub(appended_ms);
        metrics.scan_to_publish.observe(millis as f64 / 1000.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_protocol::v1::{self, Cancellation, DrawCancelled, DrawEvent};

    fn event(decision: Decision) -> DrawEvent {
        DrawEvent {
            decision: Some(decision),
            ..Default::default()
        }
    }

    #[test]
    fn decisions_are_counted_from_the_step() {
        let cancelled = DrawCancelled {
            cancellation: Some(Cancellation {
                code: "hold_timeout".into(),
                ..Default::default()
            }),
            ..Default::default()
        };
        let step = EngineStep {
            table_id: "observe-counting".into(),
            decisions: vec![
                event(Decision::CardBurned(Default::default())),
                event(Decision::CardBurned(Default::default())),
                event(Decision::DrawCancelled(cancelled)),
            ],
            rejection: Some(v1::Rejection {
                code: "observe_test".into(),
                message: String::new(),
            }),
            ..Default::default()
        };
        let metrics = Metrics::new();
        stepped(&metrics, &step);
        let table = TableLabel {
            table: "observe-counting".into(),
        };
        assert_eq!(metrics.burns.get_or_create(&table).get(), 2);
        let reason = TableReason {
            table: "observe-counting".into(),
            reason: "hold_timeout".into(),
        };
        assert_eq!(metrics.cancellations.get_or_create(&reason).get(), 1);
        let code = CodeLabel {
            code: "observe_test".into(),
        };
        assert_eq!(metrics.rejections.get_or_create(&code).get(), 1);
    }
}
