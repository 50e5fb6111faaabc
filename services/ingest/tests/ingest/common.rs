//! A studio served over loopback on a real embedded log, and floor events to send it.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test stops at the first failure"
)]

use livedraw_bus::{EmbeddedConfig, EmbeddedLog, EventLog, Record};
use livedraw_domain::{Barcode, Card, DeckSerial, Manifest, Observation};
use livedraw_gate::DeviceGate;
use livedraw_ingest::IngestService;
use livedraw_protocol::floor_event::{self, FloorEnvelope, FloorInput};
use livedraw_protocol::v1::floor_ingest_client::FloorIngestClient;
use livedraw_protocol::v1::{FloorEvent, JournalEntry};
use livedraw_protocol::{journal, DeviceId, TableId};
use livedraw_studio::StudioConfig;
use livedraw_telemetry::metrics::Metrics;
use livedraw_testkit::sparse::Sparse;
use livedraw_testkit::{readers, serve};
use prost::Message;
use std::net::SocketAddr;
use std::num::NonZeroU64;
use std::sync::Arc;
use tokio::task::JoinHandle;
use tonic::transport::{Channel, Server};

/// Four live-odds tables, four fixed-payout ones, and their devices; devices fall silent after
/// one second.
pub const STUDIO: &str = r#"
[engine]
snapshot_every = 200
device_silence_seconds = 1

[[tables]]
id = "baccarat-1"
game = "baccarat"

[[tables]]
id = "poker-1"
game = "poker6"

[[tables]]
id = "wheel-1"
game = "wheel"

[[tables]]
id = "dice-1"
game = "dice5"

[[devices]]
id = "scanner-baccarat-1"
tables = ["baccarat-1"]

[[devices]]
id = "scanner-poker-1"
tables = ["poker-1"]

[[devices]]
id = "sensor-wheel-1"
tables = ["wheel-1"]
kinds = ["wheel_spin_started", "wheel_spin_stopped", "wheel_speed_alarm", "device_heartbeat"]

[[devices]]
id = "camera-dice-1"
tables = ["dice-1"]
kinds = ["dice_settled"]

[[tables]]
id = "roulette-1"
game = "roulette"

[[tables]]
id = "money-wheel-1"
game = "money-wheel"

[[tables]]
id = "sic-bo-1"
game = "sic-bo"

[[tables]]
id = "lucky-dice-1"
game = "lucky-dice"

[[devices]]
id = "sensor-roulette-1"
tables = ["roulette-1"]

[[devices]]
id = "sensor-money-wheel-1"
tables = ["money-wheel-1"]

[[devices]]
id = "sensor-sic-bo-1"
tables = ["sic-bo-1"]

[[devices]]
id = "sensor-lucky-dice-1"
tables = ["lucky-dice-1"]
"#;

/// A running ingest service on an embedded log in a temporary directory.
pub struct Studio {
    pub dir: tempfile::TempDir,
    pub log: Arc<EmbeddedLog>,
    pub service: IngestService,
    /// The metrics this studio's ingest counts into.
    pub metrics: Metrics,
    pub addr: SocketAddr,
    server: JoinHandle<()>,
}

impl Studio {
    /// A fresh studio.
    pub async fn start() -> Studio {
        let dir = tempfile::tempdir().unwrap();
        Studio::start_in(dir).await
    }

    /// A studio on the log in `dir` (which may hold a journal already).
    pub async fn start_in(dir: tempfile::TempDir) -> Studio {
        let config = EmbeddedConfig::at(serve::log_path(dir.path()));
        Studio::start_on(dir, config, false).await
    }

    /// A fresh studio whose journal takes records of at most `bytes` (as a Kafka log takes
    /// at most one fetch).
    pub async fn start_with_record_cap(bytes: usize) -> Studio {
        let dir = tempfile::tempdir().unwrap();
        let config = EmbeddedConfig {
            max_record_bytes: bytes,
            ..EmbeddedConfig::at(serve::log_path(dir.path()))
        };
        Studio::start_on(dir, config, false).await
    }

    /// A fresh studio whose ingest sees the log with a gap in the offsets after every record,
    /// as Kafka may leave them (the tests append to the log as it is).
    pub async fn start_with_gaps() -> Studio {
        let dir = tempfile::tempdir().unwrap();
        let config = EmbeddedConfig::at(serve::log_path(dir.path()));
        Studio::start_on(dir, config, true).await
    }

    async fn start_on(dir: tempfile::TempDir, log: EmbeddedConfig, gaps: bool) -> Studio {
        let log = serve::open_log(log).await;
        let config = Arc::new(StudioConfig::parse(STUDIO, "test").unwrap());
        let metrics = Metrics::new();
        let seen: Arc<dyn EventLog> = if gaps {
            Arc::new(Sparse::new(log.clone()))
        } else {
            log.clone()
        };
        let service = IngestService::new(config, seen, metrics.clone())
            .await
            .unwrap();
        let router =
            Server::builder().add_service(service.clone().into_server(DeviceGate::TrustEvents));
        let (addr, server) = serve::serve(router).await;
        Studio {
            dir,
            log,
            service,
            metrics,
            addr,
            server,
        }
    }

    /// Stops the server and closes the log; returns the directory to restart in.
    pub async fn stop(self) -> tempfile::TempDir {
        self.server.abort();
        let _ = self.server.await;
        drop(self.service);
        self.log.close().await.unwrap();
        self.dir
    }

    /// A client connected to the service.
    pub async fn client(&self) -> FloorIngestClient<Channel> {
        FloorIngestClient::new(serve::channel(self.addr).await)
            .max_encoding_message_size(8 * 1024 * 1024)
    }

    /// Records in the whole studio journal, every partition.
    pub async fn journal_size(&self) -> u64 {
        readers::journal_size(self.log.as_ref()).await
    }

    /// Every journal record of `table`, in order.
    pub async fn journal_of(&self, table: &str) -> Vec<Record> {
        readers::journal_of(self.log.as_ref(), table).await
    }
}

/// The checked journal entry of a record.
pub fn entry_of(record: &Record) -> journal::JournalEntry {
    journal::decode(JournalEntry::decode(record.payload.as_slice()).unwrap()).unwrap()
}

/// A wire event of `device` for `table`, stamped with the device's time (a clock in step with
/// the server's, as the studio's devices keep theirs).
pub fn event(table: &str, device: &str, sequence: u64, input: FloorInput) -> FloorEvent {
    floor_event::encode(&FloorEnvelope {
        table: TableId::new(table).unwrap(),
        device: DeviceId::new(device).unwrap(),
        sequence: NonZeroU64::new(sequence).unwrap(),
        device_time: livedraw_ingest::now(),
        draw: None,
        input,
    })
}

/// A baccarat card scan by the baccarat scanner.
pub fn scan(sequence: u64) -> FloorEvent {
    event(
        "baccarat-1",
        "scanner-baccarat-1",
        sequence,
        FloorInput::Observation(Observation::CardScanned {
            position: livedraw_domain::Position::Player,
            barcode: barcode("Ah"),
        }),
    )
}

/// An observation by the baccarat scanner.
pub fn baccarat(sequence: u64, observation: Observation) -> FloorEvent {
    event(
        "baccarat-1",
        "scanner-baccarat-1",
        sequence,
        FloorInput::Observation(observation),
    )
}

/// A heartbeat of `device` for `table`.
pub fn heartbeat(table: &str, device: &str, sequence: u64) -> FloorEvent {
    event(table, device, sequence, FloorInput::Heartbeat)
}

/// Card `card` ("Ah") of deck 1.
pub fn barcode(card: &str) -> Barcode {
    Barcode::new(DeckSerial::new(1).unwrap(), card.parse::<Card>().unwrap())
}

/// The barcodes of `decks` complete decks, as text.
pub fn manifest(decks: u32) -> Vec<String> {
    let serials: Vec<DeckSerial> = (1..=decks).filter_map(DeckSerial::new).collect();
    Manifest::barcodes_of(&serials)
        .iter()
        .map(Barcode::to_string)
        .collect()
}
