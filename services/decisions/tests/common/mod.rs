//! A decisions service over loopback on a real embedded log, with the engine running the
//! studio's tables: a blackjack table whose shoe is loaded (draw 1's betting open) and a
//! baccarat table.
#![allow(dead_code, reason = "each test binary uses its own subset")]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test stops at the first failure"
)]

use livedraw_auth::{Revocations, Role};
use livedraw_bus::{EmbeddedLog, EventLog, Topic};
use livedraw_decisions::DecisionsService;
use livedraw_domain::{DeckSerial, Manifest, Observation};
use livedraw_engine::{ClockMode, Engine, EngineHandle};
use livedraw_gate::TokenGate;
use livedraw_ingest::{journal_record, now};
use livedraw_protocol::floor_event::{FloorEnvelope, FloorInput};
use livedraw_protocol::journal::{JournalEntry, JournalInput};
use livedraw_protocol::v1::decide_request::Choice;
use livedraw_protocol::v1::decisions_client::DecisionsClient;
use livedraw_protocol::v1::draw_event::Decision;
use livedraw_protocol::v1::{
    self, BetOnSeat, BlackjackAction, BlackjackActionKind, DecideRequest, EngineStep,
};
use livedraw_protocol::{DeviceId, TableId};
use livedraw_studio::StudioConfig;
use livedraw_testkit::tokens::{self, as_caller};
use livedraw_testkit::wait::{self, GENEROUS};
use livedraw_testkit::{readers, serve};
use std::num::NonZeroU64;
use std::sync::Arc;
use std::time::Duration;
use tokio::task::JoinHandle;
use tonic::transport::{Channel, Server};

/// The blackjack table, version H from six decks with a 10 s decision window and a long
/// betting round (the engine runs on the journal's clock: betting stays open through a test);
/// a five-seat Bulldog table, whose seat holders bet through the service; and a baccarat table,
/// which takes no decisions.
pub const STUDIO: &str = r#"
[[tables]]
id = "blackjack-1"
game = "blackjack"
version = "H"
decks = 6
decision_window_seconds = 10
blackjack_pays = 1.5
round_seconds = 600

[[tables]]
id = "bulldog-1"
game = "bulldog"
seats = 5
round_seconds = 600

[[tables]]
id = "baccarat-1"
game = "baccarat"
"#;

/// The blackjack table.
pub const BLACKJACK: &str = "blackjack-1";

/// The Bulldog table.
pub const BULLDOG: &str = "bulldog-1";

/// How long decisions wait for a verdict in these tests: the engine answers within moments on
/// a quiet machine, and a busy one must not turn its verdicts into timeouts.
pub const DEADLINE: Duration = Duration::from_secs(30);

/// A running decisions service, its log and (unless said otherwise) the engine.
pub struct Studio {
    pub dir: tempfile::TempDir,
    pub log: Arc<EmbeddedLog>,
    pub addr: std::net::SocketAddr,
    engine: Option<EngineHandle>,
    server: JoinHandle<()>,
}

impl Drop for Studio {
    fn drop(&mut self) {
        self.server.abort();
    }
}

impl Studio {
    /// A fresh studio, the engine running and the blackjack and Bulldog tables' shoes loaded:
    /// draw 1 is open for bets at both.
    pub async fn start() -> Studio {
        let studio = Studio::open(true, DEADLINE, true).await;
        studio.load_shoe(BLACKJACK).await;
        studio.load_shoe(BULLDOG).await;
        studio
    }

    /// A fresh studio whose service waits `deadline` for verdicts and no engine answers.
    pub async fn without_engine(deadline: Duration) -> Studio {
        Studio::open(false, deadline, true).await
    }

    /// A fresh studio, the engine running, serving the service without its token gate.
    pub async fn ungated() -> Studio {
        Studio::open(true, DEADLINE, false).await
    }

    async fn open(engine: bool, deadline: Duration, gated: bool) -> Studio {
        let (dir, log) = serve::temp_log().await;
        let config = Arc::new(StudioConfig::parse(STUDIO, "test").unwrap());
        let shared: Arc<dyn EventLog> = log.clone();
        let engine = match engine {
            true => Some(
                Engine::start(config.clone(), shared.clone(), ClockMode::Journal)
                    .await
                    .unwrap(),
            ),
            false => None,
        };
        let service = DecisionsService::new(config, shared).with_deadline(deadline);
        let router = match gated {
            true => {
                let gate = TokenGate::deciders(tokens::verifier(), Revocations::default());
                Server::builder().add_service(service.into_server(gate))
            }
            false => {
                Server::builder().add_service(v1::decisions_server::DecisionsServer::new(service))
            }
        };
        let (addr, server) = serve::serve(router).await;
        Studio {
            dir,
            log,
            addr,
            engine,
            server,
        }
    }

    /// A client connected to the service.
    pub async fn client(&self) -> DecisionsClient<Channel> {
        DecisionsClient::new(serve::channel(self.addr).await)
    }

    /// Journals the blackjack table's shoe (six test decks) as its shoe device would, and
    /// waits for the engine's step: draw 1 opens for bets.
    pub async fn load_shoe(&self, table: &str) {
        let id = table;
        let table = TableId::new(id).unwrap();
        let serials: Vec<DeckSerial> = (1..=6).filter_map(DeckSerial::new).collect();
        let entry = JournalEntry {
            table: table.clone(),
            received_at: now(),
            input: JournalInput::Floor(FloorEnvelope {
                table,
                device: DeviceId::new(format!("shoe-{id}")).unwrap(),
                sequence: NonZeroU64::MIN,
                device_time: now(),
                draw: None,
                input: FloorInput::Observation(Observation::ShoeLoaded {
                    manifest: Manifest::barcodes_of(&serials),
                }),
            }),
        };
        let appended = self
            .log
            .append(Topic::StudioJournal, journal_record(&entry, None))
            .await
            .unwrap();
        let step = wait::until("the engine to load the shoe", GENEROUS, || async {
            let steps = self.steps_of(id).await;
            steps
                .into_iter()
                .find(|step| step.journal_offset == appended.offset)
        })
        .await;
        assert_eq!(step.rejection, None, "the shoe loads");
    }

    /// Records in the whole studio journal.
    pub async fn journal_size(&self) -> u64 {
        readers::journal_size(self.log.as_ref()).await
    }

    /// The journal entries of `table`, with their offsets.
    pub async fn journal_of(&self, table: &str) -> Vec<(u64, v1::JournalEntry)> {
        readers::journal_entries_of(self.log.as_ref(), table).await
    }

    /// The engine's steps for `table`.
    pub async fn steps_of(&self, table: &str) -> Vec<EngineStep> {
        readers::steps_of(self.log.as_ref(), table).await
    }

    /// The seats bet on `table`, in the order the engine took the bets.
    pub async fn seat_bets(&self, table: &str) -> Vec<u32> {
        self.steps_of(table)
            .await
            .into_iter()
            .flat_map(|step| step.decisions)
            .filter_map(|event| match event.decision {
                Some(Decision::SeatBet(bet)) => Some(bet.seat),
                _ => None,
            })
            .collect()
    }
}

/// A bet on `seat` of `table`'s draw 1 under `request_id`.
pub fn bet_on(table: &str, seat: u32, request_id: &str) -> DecideRequest {
    DecideRequest {
        table_id: table.into(),
        draw: 1,
        seat,
        hand: 1,
        request_id: request_id.into(),
        choice: Some(Choice::Bet(BetOnSeat {})),
    }
}

/// A bet on `seat` of the blackjack table's draw 1 under `request_id`.
pub fn bet(seat: u32, request_id: &str) -> DecideRequest {
    bet_on(BLACKJACK, seat, request_id)
}

/// A hit on `seat`'s first hand at the blackjack table's draw 1 under `request_id`.
pub fn hit(seat: u32, request_id: &str) -> DecideRequest {
    DecideRequest {
        choice: Some(Choice::Action(BlackjackAction {
            kind: BlackjackActionKind::Hit.into(),
            insurance_hundredths: 0,
        })),
        ..bet(seat, request_id)
    }
}

/// `message` from the betting frontend `frontend-1`.
pub fn as_frontend<T>(message: T) -> tonic::Request<T> {
    as_caller(message, "frontend-1", Role::Frontend)
}
