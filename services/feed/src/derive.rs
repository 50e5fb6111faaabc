//! The feed events of one engine step: what a betting frontend needs of the decisions (rounds
//! with their odds, closes, results, cancellations, holds, resumptions), each with its
//! position.

use crate::error::FeedError;
use crate::position::Position;
use crate::step::Step;
use livedraw_domain::Decision;
use livedraw_protocol::v1;
use livedraw_protocol::v1::draw_event::Decision as Payload;
use livedraw_protocol::v1::feed_event::{self, Event};
use tracing::warn;

/// The step's feed events in decision order. `game` is the table's game (results carry it).
pub(crate) fn feed_events(
    step: &Step,
    game: v1::GameKind,
) -> Result<Vec<v1::FeedEvent>, FeedError> {
    let mut events = Vec::new();
    for (decision, wire) in &step.decisions {
        let Some((draw, event)) = event_of(step, game, decision, wire) else {
            continue;
        };
        let position = Position::new(step.partition, step.offset, events.len())?;
        events.push(v1::FeedEvent {
            position: position.pack(),
            table_id: step.table.clone(),
            draw_number: draw,
            published_at: Some(step.published_at),
            event: Some(event),
        });
    }
    Ok(events)
}

/// The feed event of one decision, with its draw; `None` for decisions frontends do not see
/// (cards, balls, spins, shoe and table housekeeping).
fn event_of(
    step: &Step,
    game: v1::GameKind,
    decision: &Decision,
    wire: &v1::DrawEvent,
) -> Option<(u64, Event)> {
    match (decision, wire.decision.as_ref()) {
        (Decision::BettingRoundOpened { draw, round, .. }, _) => {
            let odds = step.odds_of(draw.0, *round).cloned();
            if odds.is_none() {
                warn!(
                    table = %step.table, draw = draw.0, round,
                    "round opened without its odds set; frontends get it without prices"
                );
            }
            Some((draw.0, Event::RoundOpened(feed_event::RoundOpened { odds })))
        }
        (Decision::BettingRoundClosed { draw, round }, _) => Some((
            draw.0,
            Event::RoundClosed(feed_event::RoundClosed {
                round: u32::from(*round),
                closed_at: wire.server_time,
            }),
        )),
        (Decision::DrawSettled { draw, .. }, Some(Payload::DrawSettled(settled))) => {
            let end = v1::draw_result::End::Settled(settled.clone());
            Some((draw.0, Event::Result(result(step, game, draw.0, wire, end))))
        }
        (Decision::DrawCancelled { draw, .. }, Some(Payload::DrawCancelled(cancelled))) => {
            let end = v1::draw_result::End::Cancelled(cancelled.clone());
            Some((draw.0, Event::Result(result(step, game, draw.0, wire, end))))
        }
        (Decision::DrawHeld { draw, .. }, Some(Payload::DrawHeld(held))) => Some((
            draw.0,
            Event::Held(feed_event::Held {
                incident: held.incident.clone(),
                since: wire.server_time,
            }),
        )),
        (Decision::DrawResumed { draw }, _) => {
            Some((draw.0, Event::Resumed(feed_event::Resumed {})))
        }
        _ => None,
    }
}

fn result(
    step: &Step,
    game: v1::GameKind,
    draw: u64,
    wire: &v1::DrawEvent,
    end: v1::draw_result::End,
) -> v1::DrawResult {
    v1::DrawResult {
        table_id: step.table.clone(),
        game: game.into(),
        draw_number: draw,
        settled_at: wire.server_time,
        end: Some(end),
    }
}
