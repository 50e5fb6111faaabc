//! The results topic's records of a step: one `DrawResult` per draw it settled or cancelled,
//! and one per revision of a corrected draw.

use livedraw_domain::GameKind;
use livedraw_protocol::settings::encode_game;
use livedraw_protocol::v1;
use livedraw_protocol::v1::draw_event::Decision as Payload;

/// Every draw `step` ended or corrected, as published on the results topic; (table, draw,
/// revision) is its stable id.
pub(crate) fn of(step: &v1::EngineStep, game: GameKind) -> Vec<v1::DrawResult> {
    step.decisions
        .iter()
        .filter_map(|event| {
            let (end, revision) = match event.decision.as_ref()? {
                Payload::DrawSettled(settled) => {
                    (v1::draw_result::End::Settled(settled.clone()), 1)
                }
                Payload::DrawCancelled(cancelled) => {
                    (v1::draw_result::End::Cancelled(cancelled.clone()), 1)
                }
                Payload::DrawCorrected(corrected) => (
                    v1::draw_result::End::Corrected(corrected.clone()),
                    corrected.revision,
                ),
                _ => return None,
            };
            Some(v1::DrawResult {
                table_id: step.table_id.clone(),
                game: encode_game(game).into(),
                draw_number: event.draw_number?,
                settled_at: event.server_time,
                end: Some(end),
                revision,
            })
        })
        .collect()
}
