//! The `Decisions` gRPC service.

use crate::decide;
use crate::refusal::Refusal;
use livedraw_bus::EventLog;
use livedraw_domain::{PlayerDecision, SeatChoice, SeatRequest};
use livedraw_gate::{Caller, TokenGate};
use livedraw_ingest::traceparent;
use livedraw_protocol::player_decision;
use livedraw_protocol::v1::decisions_server::{Decisions, DecisionsServer};
use livedraw_protocol::v1::{DecideReply, DecideRequest};
use livedraw_protocol::TableId;
use livedraw_studio::StudioConfig;
use std::sync::Arc;
use std::time::Duration;
use tonic::service::interceptor::InterceptedService;
use tonic::{Request, Response, Status};

/// How long a decision waits for the engine's verdict by default.
pub const DEFAULT_DEADLINE: Duration = Duration::from_secs(5);

/// The longest table id or request id written to a refusal's log line (a malformed request
/// may carry any length).
const LOGGED_CHARS: usize = 128;

/// The players' decisions service. Cheap to clone.
#[derive(Clone)]
pub struct DecisionsService {
    config: Arc<StudioConfig>,
    log: Arc<dyn EventLog>,
    deadline: Duration,
}

impl DecisionsService {
    /// The service for the studio `config` on `log`, waiting [`DEFAULT_DEADLINE`] for verdicts.
    pub fn new(config: Arc<StudioConfig>, log: Arc<dyn EventLog>) -> DecisionsService {
        DecisionsService {
            config,
            log,
            deadline: DEFAULT_DEADLINE,
        }
    }

    /// Waits this long for the engine's verdict before answering [`crate::TIMEOUT`].
    pub fn with_deadline(mut self, deadline: Duration) -> DecisionsService {
        self.deadline = deadline;
        self
    }

    /// The tonic server of this service behind `gate` ([`TokenGate::deciders`]): every RPC,
    /// present and future, needs a token granting `frontend`; the handler reads the verified
    /// [`Caller`] with [`Caller::of`].
    pub fn into_server(
        self,
        gate: TokenGate,
    ) -> InterceptedService<DecisionsServer<DecisionsService>, TokenGate> {
        InterceptedService::new(DecisionsServer::new(self), gate)
    }

    /// The table is configured and its game takes `request` from a seat holder; the decision
    /// its game reads.
    fn check_table(&self, table: &TableId, request: SeatRequest) -> Result<(), Refusal> {
        let spec = self
            .config
            .table(table.as_str())
            .ok_or_else(|| Refusal::UnknownTable(table.to_string()))?;
        let taken = spec
            .table_config()
            .ok()
            .and_then(|config| config.game.seat_decider())
            .and_then(|decider| PlayerDecision::at_table(decider, request));
        if taken.is_some() {
            return Ok(());
        }
        Err(Refusal::OtherGame {
            table: table.to_string(),
            game: spec.game.clone(),
            decided: match request.choice {
                SeatChoice::Bet => "a bet on a seat",
                SeatChoice::Act(_) => "a blackjack action",
                SeatChoice::Option(_) => "play or fold on a seat",
            },
        })
    }
}

#[tonic::async_trait]
impl Decisions for DecisionsService {
    /// Checks a decision (caller, shape, table, game), journals it and waits for the verdict;
    /// logs every refusal with the table, the caller, the request id and the reason.
    async fn decide(
        &self,
        request: Request<DecideRequest>,
    ) -> Result<Response<DecideReply>, Status> {
        let trace = traceparent(request.metadata());
        let caller = Caller::of(&request).map_err(|_| Refusal::NoCaller);
        let logged = |text: &str| text.chars().take(LOGGED_CHARS).collect::<String>();
        let table = logged(&request.get_ref().table_id);
        let request_id = logged(&request.get_ref().request_id);
        let subject = caller
            .as_ref()
            .map(|caller| caller.subject.clone())
            .unwrap_or_default();
        let outcome = async {
            let caller = caller?;
            let request = player_decision::decode(request.into_inner())?;
            self.check_table(&request.table, request.decision)?;
            decide::execute(
                self.log.as_ref(),
                caller,
                request,
                trace.as_deref(),
                self.deadline,
            )
            .await
        }
        .await;
        outcome.map(Response::new).map_err(|refusal| {
            tracing::warn!(
                table = %table,
                subject = %subject,
                request_id = %request_id,
                code = ?refusal.code(),
                reason = %refusal,
                "decision refused"
            );
            refusal.status()
        })
    }
}
