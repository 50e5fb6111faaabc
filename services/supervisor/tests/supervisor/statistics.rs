//! R8: a table's outcome statistics through the Supervisor API, from real engine steps
//! carrying `DrawSettled` decisions: a biased wheel raises the drift alert (an incident), a
//! fair one does not.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use crate::common::{as_alice, Studio};
use livedraw_bus::{partition_for_key, EventLog, NewRecord, Topic};
use livedraw_domain::games::wheel;
use livedraw_domain::seeded::SplitMix64;
use livedraw_domain::{Decision, DrawNumber, Outcome, Timestamp};
use livedraw_protocol::draw_event::{self, DrawEventEnvelope};
use livedraw_protocol::v1::{
    EngineStep, ListIncidentsRequest, OutcomeStatisticsRequest, OutcomeStatisticsResponse,
};
use livedraw_protocol::{timestamp, TableId};
use prost::Message;

const TABLE: &str = "wheel-1";
/// Spins per run: 3,000 is about 158 per sector.
const SPINS: u64 = 3_000;
const START: i64 = 1_767_250_800_000;

/// A seeded, reproducible stream.
struct Rng(SplitMix64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A sector from 1 to 19 (19 is the symbol), drawn with `weights`.
    fn sector(&mut self, weights: &[u64; 19]) -> u8 {
        let total: u64 = weights.iter().sum();
        let mut pick = self.next() % total;
        for (index, weight) in weights.iter().enumerate() {
            if pick < *weight {
                return u8::try_from(index + 1).unwrap();
            }
            pick -= weight;
        }
        19
    }
}

/// The engine step that settles `draw` with `sector`, as the engine writes it.
fn settled_step(partition: u32, draw: u64, sector: u8) -> EngineStep {
    let stop = if sector == 19 {
        wheel::Outcome::Symbol
    } else {
        wheel::Outcome::Number(sector)
    };
    let at = Timestamp::from_millis(START + i64::try_from(draw).unwrap() * 60_000);
    let decision = draw_event::encode(&DrawEventEnvelope {
        table: TableId::new(TABLE).unwrap(),
        server_time: at,
        device_time: None,
        journal_offset: Some(draw),
        decision: Decision::DrawSettled {
            draw: DrawNumber(draw),
            outcome: Outcome::Wheel(stop),
            settlements: Vec::new(),
        },
    });
    EngineStep {
        table_id: TABLE.into(),
        journal_partition: partition,
        journal_offset: draw,
        applied_at: Some(timestamp::encode(at)),
        decisions: vec![decision],
        ..EngineStep::default()
    }
}

/// Writes `SPINS` settled draws of a wheel spun with `weights`, then asks for the statistics
/// and the open incidents of the table.
async fn spin(weights: [u64; 19], seed: u64) -> (OutcomeStatisticsResponse, usize) {
    let studio = Studio::start().await;
    let partition = partition_for_key(TABLE.as_bytes(), studio.log.partitions(Topic::DrawEvents));
    let mut rng = Rng(SplitMix64::new(seed));
    let steps: Vec<(Topic, NewRecord)> = (1..=SPINS)
        .map(|draw| {
            let step = settled_step(partition, draw, rng.sector(&weights));
            let record = NewRecord::new(TABLE, step.encode_to_vec()).to_partition(partition);
            (Topic::DrawEvents, record)
        })
        .collect();
    studio.log.append_batch(steps).await.unwrap();
    let mut client = studio.client().await;
    let request = OutcomeStatisticsRequest {
        table_id: TABLE.into(),
    };
    let statistics = client
        .outcome_statistics(as_alice(request))
        .await
        .unwrap()
        .into_inner();
    let incidents = client
        .list_incidents(as_alice(ListIncidentsRequest {
            table_id: TABLE.into(),
            open_only: true,
            ..ListIncidentsRequest::default()
        }))
        .await
        .unwrap()
        .into_inner()
        .incidents
        .into_iter()
        .filter(|incident| incident.statistics_alert.is_some())
        .count();
    (statistics, incidents)
}

#[tokio::test]
async fn r8_a_wheel_favouring_one_sector_raises_the_statistics_alert() {
    let mut weights = [10; 19];
    weights[6] = 20; // sector 7 comes up twice as often as the others
    let (statistics, alerts) = spin(weights, 7).await;
    assert_eq!(statistics.samples, SPINS);
    assert_eq!(statistics.category_kind, "sector");
    assert_eq!(statistics.categories.len(), 19);
    assert_eq!(statistics.degrees_of_freedom, 18);
    assert!(statistics.tested && statistics.alert, "{statistics:?}");
    assert!(statistics.p_value < statistics.significance);
    let seven = &statistics.categories[6];
    assert_eq!(seven.category, "7");
    assert!((seven.expected_probability - 1.0 / 19.0).abs() < 1e-12);
    assert!(seven.observed as f64 > 1.5 * seven.expected, "{seven:?}");
    assert_eq!(alerts, 1, "one open statistics incident");
}

#[tokio::test]
async fn r8_a_fair_wheel_raises_no_alert() {
    let (statistics, alerts) = spin([1; 19], 7).await;
    assert_eq!(statistics.samples, SPINS);
    assert!(statistics.tested, "{statistics:?}");
    assert!(!statistics.alert, "{statistics:?}");
    assert!(statistics.p_value > statistics.significance);
    assert_eq!(alerts, 0);
}

#[tokio::test]
async fn r8_statistics_of_an_unknown_table_are_not_found() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    let request = OutcomeStatisticsRequest {
        table_id: "roulette-9".into(),
    };
    let status = client
        .outcome_statistics(as_alice(request))
        .await
        .unwrap_err();
    assert_eq!(status.code(), tonic::Code::NotFound);
}
