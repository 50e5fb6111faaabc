//! WatchTables and ListIncidents, from the engine's steps.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test stops at the first failure"
)]

use crate::common::{as_alice, hold_draw_1, refuse_floor_event, refuse_player_decision, Studio};
use livedraw_protocol::v1::incident_record::Resolution;
use livedraw_protocol::v1::resolve_hold_request::{self, ConfirmCorrection};
use livedraw_protocol::v1::table_status::Phase;
use livedraw_protocol::v1::{
    AuditTrailRequest, GameKind, ListIncidentsRequest, ResolveHoldRequest, TableStatus,
    WatchTablesRequest,
};
use livedraw_testkit::wait::GENEROUS;
use tokio::time::timeout;
use tonic::Code;

async fn next(stream: &mut tonic::Streaming<TableStatus>) -> TableStatus {
    timeout(GENEROUS, stream.message())
        .await
        .expect("a status in time")
        .unwrap()
        .expect("the stream goes on")
}

fn incidents(table: &str, open_only: bool) -> ListIncidentsRequest {
    ListIncidentsRequest {
        table_id: table.into(),
        open_only,
        ..ListIncidentsRequest::default()
    }
}

#[tokio::test]
async fn watch_tables_sends_each_status_then_each_change() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    let mut watch = client
        .watch_tables(as_alice(WatchTablesRequest {
            table_ids: vec!["baccarat-1".into()],
        }))
        .await
        .unwrap()
        .into_inner();
    let idle = next(&mut watch).await;
    assert_eq!(idle.table_id, "baccarat-1");
    assert_eq!(idle.game(), GameKind::Baccarat);
    assert_eq!((idle.phase(), idle.draw_number), (Phase::Idle, None));
    hold_draw_1(&studio.log, "baccarat-1").await;
    let held = next(&mut watch).await;
    assert_eq!((held.phase(), held.draw_number), (Phase::Held, Some(1)));
    assert!(held.incident.is_some());
    assert!(!held.degraded);
}

#[tokio::test]
async fn watch_tables_of_every_table_starts_with_each() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    let mut watch = client
        .watch_tables(as_alice(WatchTablesRequest::default()))
        .await
        .unwrap()
        .into_inner();
    let first = next(&mut watch).await.table_id;
    let second = next(&mut watch).await.table_id;
    assert_eq!([first, second], ["baccarat-1", "wheel-1"]);
}

#[tokio::test]
async fn incidents_are_listed_open_then_resolved_with_who_and_why() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    hold_draw_1(&studio.log, "baccarat-1").await;
    let open = client
        .list_incidents(as_alice(incidents("", true)))
        .await
        .unwrap()
        .into_inner()
        .incidents;
    assert_eq!(open.len(), 1);
    assert_eq!(
        (open[0].table_id.as_str(), open[0].draw_number),
        ("baccarat-1", 1)
    );
    assert!(open[0].resolution.is_none());
    client
        .resolve_hold(as_alice(ResolveHoldRequest {
            table_id: "baccarat-1".into(),
            draw_number: 1,
            resolution: Some(resolve_hold_request::Resolution::ConfirmCorrection(
                ConfirmCorrection {},
            )),
            note: "double read, checked the camera".into(),
        }))
        .await
        .unwrap();
    let all = client
        .list_incidents(as_alice(incidents("baccarat-1", false)))
        .await
        .unwrap()
        .into_inner()
        .incidents;
    assert_eq!(all.len(), 1);
    assert!(matches!(all[0].resolution, Some(Resolution::Corrected(_))));
    assert_eq!(all[0].resolved_by, "alice");
    assert_eq!(all[0].note, "double read, checked the camera");
    let still_open = client
        .list_incidents(as_alice(incidents("baccarat-1", true)))
        .await
        .unwrap()
        .into_inner()
        .incidents;
    assert!(still_open.is_empty());
}

#[tokio::test]
async fn a_floor_event_the_rules_refused_is_a_noted_incident_with_its_reason() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    hold_draw_1(&studio.log, "baccarat-1").await;
    refuse_floor_event(&studio.log, "baccarat-1", 7).await;
    let all = client
        .list_incidents(as_alice(incidents("baccarat-1", false)))
        .await
        .unwrap()
        .into_inner()
        .incidents;
    assert_eq!(all.len(), 2, "{all:?}");
    let refused = &all[0];
    let event = refused.refused_event.as_ref().expect("a refused event");
    assert_eq!(event.code, "outcome_while_betting_open");
    assert!(event.message.contains("betting round 1 is still open"));
    assert_eq!((event.journal_offset, refused.draw_number), (7, 1));
    assert!(matches!(refused.resolution, Some(Resolution::Noted(_))));
    let open = client
        .list_incidents(as_alice(incidents("baccarat-1", true)))
        .await
        .unwrap()
        .into_inner()
        .incidents;
    assert_eq!(open.len(), 1, "only the hold is open");
    assert!(open[0].incident.is_some());
}

#[tokio::test]
async fn a_player_s_decision_the_rules_refused_is_a_noted_incident_and_no_audit_record() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    refuse_player_decision(&studio.log, "baccarat-1").await;
    let all = client
        .list_incidents(as_alice(incidents("baccarat-1", false)))
        .await
        .unwrap()
        .into_inner()
        .incidents;
    assert_eq!(all.len(), 1, "{all:?}");
    let event = all[0].refused_event.as_ref().expect("a refused decision");
    assert_eq!(event.code, "not_your_turn");
    assert!(matches!(all[0].resolution, Some(Resolution::Noted(_))));
    let trail = client
        .audit_trail(as_alice(AuditTrailRequest {
            table_id: "baccarat-1".into(),
            ..AuditTrailRequest::default()
        }))
        .await
        .unwrap()
        .into_inner();
    assert!(trail.records.is_empty(), "{:?}", trail.records);
}

#[tokio::test]
async fn views_need_known_tables() {
    // A view without a token is refused in the studio's `tests/studio/security.rs`.
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    let unknown = client
        .list_incidents(as_alice(incidents("nowhere", false)))
        .await
        .unwrap_err();
    assert_eq!(unknown.code(), Code::NotFound);
    let unknown = client
        .watch_tables(as_alice(WatchTablesRequest {
            table_ids: vec!["baccarat-1".into(), "nowhere".into()],
        }))
        .await
        .unwrap_err();
    assert_eq!(unknown.code(), Code::NotFound);
    assert!(unknown.message().contains("unknown table `nowhere`"));
    let malformed = client
        .watch_tables(as_alice(WatchTablesRequest {
            table_ids: vec![String::new()],
        }))
        .await
        .unwrap_err();
    assert_eq!(malformed.code(), Code::InvalidArgument);
}
