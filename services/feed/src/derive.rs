//! The feed events of one engine step: what a betting frontend needs of the decisions (rounds
//! with their odds, closes, results, cancellations, holds, resumptions; blackjack's decision
//! windows with their values, and the players' decisions), each with its position.

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
    for decided in &step.decisions {
        let Some((draw, event)) = event_of(step, game, &decided.decision, &decided.wire) else {
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
        (
            Decision::BettingRoundOpened {
                draw,
                round,
                last_hand,
                ..
            },
            _,
        ) => {
            let odds = step.odds_of(draw.0, *round).cloned();
            if odds.is_none() {
                warn!(
                    table = %step.table, draw = draw.0, round,
                    "round opened without its odds set; frontends get it without prices"
                );
            }
            let last_hand = *last_hand;
            Some((
                draw.0,
                Event::RoundOpened(feed_event::RoundOpened { odds, last_hand }),
            ))
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
            Some((
                draw.0,
                Event::Result(result(step, game, draw.0, wire, end, 1)),
            ))
        }
        (Decision::DrawCancelled { draw, .. }, Some(Payload::DrawCancelled(cancelled))) => {
            let end = v1::draw_result::End::Cancelled(cancelled.clone());
            Some((
                draw.0,
                Event::Result(result(step, game, draw.0, wire, end, 1)),
            ))
        }
        (
            Decision::DrawCorrected { draw, revision, .. },
            Some(Payload::DrawCorrected(corrected)),
        ) => {
            let end = v1::draw_result::End::Corrected(corrected.clone());
            let result = result(step, game, draw.0, wire, end, *revision);
            Some((draw.0, Event::Result(result)))
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
        (
            Decision::DecisionWindowOpened { draw, .. },
            Some(Payload::DecisionWindowOpened(opened)),
        ) => {
            let values = step.values_in(draw.0, opened.window.as_ref());
            Some((
                draw.0,
                Event::DecisionWindowOpened(feed_event::DecisionWindowOpened {
                    window: opened.window.clone(),
                    closes_at: opened.closes_at,
                    values,
                }),
            ))
        }
        (Decision::PlayerDecided { draw, .. }, Some(Payload::PlayerDecided(decided))) => Some((
            draw.0,
            Event::PlayerDecided(feed_event::PlayerDecided {
                seat: decided.seat,
                hand: decided.hand,
                action: decided.action,
                by_default: decided.by_default,
                option: decided.option.clone(),
            }),
        )),
        _ => None,
    }
}

fn result(
    step: &Step,
    game: v1::GameKind,
    draw: u64,
    wire: &v1::DrawEvent,
    end: v1::draw_result::End,
    revision: u32,
) -> v1::DrawResult {
    v1::DrawResult {
        table_id: step.table.clone(),
        game: game.into(),
        draw_number: draw,
        settled_at: wire.server_time,
        end: Some(end),
        revision,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::step::Decided;
    use livedraw_domain::games::blackjack::{Action, Window};
    use livedraw_domain::{DecisionWindow, DrawNumber, PlayerAction, Timestamp};
    use livedraw_protocol::blackjack::encode_window;
    use livedraw_protocol::draw_event::{self, DrawEventEnvelope};
    use livedraw_protocol::TableId;

    fn step(decisions: Vec<Decision>, values: Vec<v1::DecisionValues>) -> Step {
        let table = TableId::new("blackjack-1").expect("id");
        let decisions = decisions
            .into_iter()
            .map(|decision| {
                let wire = draw_event::encode(&DrawEventEnvelope {
                    table: table.clone(),
                    server_time: Timestamp::from_millis(1_000),
                    device_time: None,
                    journal_offset: Some(3),
                    decision: decision.clone(),
                });
                Decided {
                    decision,
                    at_ms: 1_000,
                    wire,
                }
            })
            .collect();
        Step {
            partition: 0,
            offset: 3,
            published_at: prost_types::Timestamp::default(),
            table: "blackjack-1".into(),
            decisions,
            odds: Vec::new(),
            decision_values: values,
            decided_by: String::new(),
        }
    }

    #[test]
    fn a_hand_s_window_carries_its_decision_values_and_a_decision_follows() {
        let values = v1::DecisionValues {
            table_id: "blackjack-1".into(),
            draw_number: 2,
            seat: 3,
            hand: 1,
            window: Some(encode_window(Window::Hand { seat: 3, hand: 1 })),
            actions: vec![v1::ActionValue {
                action: v1::BlackjackActionKind::Stand.into(),
                value: -0.25,
            }],
            ..Default::default()
        };
        let opened = Decision::DecisionWindowOpened {
            draw: DrawNumber(2),
            window: DecisionWindow::Blackjack(Window::Hand { seat: 3, hand: 1 }),
            closes_at: Timestamp::from_millis(11_000),
        };
        let decided = Decision::PlayerDecided {
            draw: DrawNumber(2),
            seat: 3,
            hand: 1,
            action: PlayerAction::Blackjack(Action::Stand),
            by_default: true,
        };
        let step = step(vec![opened, decided], vec![values.clone()]);
        let events = feed_events(&step, v1::GameKind::Blackjack).expect("events");
        match &events[0].event {
            Some(Event::DecisionWindowOpened(opened)) => {
                assert_eq!(opened.values, std::slice::from_ref(&values));
            }
            other => panic!("not a window: {other:?}"),
        }
        match &events[1].event {
            Some(Event::PlayerDecided(decided)) => assert!(decided.by_default),
            other => panic!("not a decision: {other:?}"),
        }
    }

    #[test]
    fn the_insurance_window_without_values_carries_none() {
        let opened = Decision::DecisionWindowOpened {
            draw: DrawNumber(2),
            window: DecisionWindow::Blackjack(Window::Offer),
            closes_at: Timestamp::from_millis(11_000),
        };
        let events =
            feed_events(&step(vec![opened], Vec::new()), v1::GameKind::Blackjack).expect("events");
        match &events[0].event {
            Some(Event::DecisionWindowOpened(opened)) => assert!(opened.values.is_empty()),
            other => panic!("not a window: {other:?}"),
        }
    }

    #[test]
    fn a_round_of_the_last_hand_before_a_shoe_change_is_announced_with_it() {
        let opened = |last_hand| Decision::BettingRoundOpened {
            draw: DrawNumber(7),
            round: 1,
            closes_at: Timestamp::from_millis(16_000),
            last_hand,
        };
        let step = step(vec![opened(true), opened(false)], Vec::new());
        let events = feed_events(&step, v1::GameKind::Blackjack).expect("events");
        let announced: Vec<bool> = events
            .iter()
            .map(|event| match &event.event {
                Some(Event::RoundOpened(opened)) => opened.last_hand,
                other => panic!("not a round: {other:?}"),
            })
            .collect();
        assert_eq!(announced, [true, false]);
    }
}
