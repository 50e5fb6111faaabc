//! The `Supervisor` gRPC service.

use crate::board::Board;
use crate::command;
use crate::error::SupervisorError;
use crate::refusal::Refusal;
use crate::revoke;
use crate::settled_draws::LookupError;
use crate::watch_tables::send_statuses;
use futures::stream::BoxStream;
use futures::StreamExt;
use livedraw_bus::EventLog;
use livedraw_domain::SupervisorCommand;
use livedraw_gate::{Caller, Standing, TokenGate};
use livedraw_ingest::{traceparent, DeviceHealth};
use livedraw_protocol::supervisor::{self, Note, SupervisorRequest};
use livedraw_protocol::v1::access_change::Change;
use livedraw_protocol::v1::supervisor_server::{Supervisor, SupervisorServer};
use livedraw_protocol::v1::{
    AuditTrailRequest, AuditTrailResponse, CancelDrawRequest, CommandReply, CorrectResultRequest,
    ListIncidentsRequest, ListIncidentsResponse, OutcomeStatisticsRequest,
    OutcomeStatisticsResponse, PauseTableRequest, ResolveHoldRequest, ResumeTableRequest,
    RevocationReply, RevokeCertificateRequest, RevokeTokenRequest, TableStatus, VoidSpinRequest,
    WatchTablesRequest,
};
use livedraw_protocol::{DecodeError, TableId};
use livedraw_studio::StudioConfig;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio_stream::wrappers::ReceiverStream;
use tonic::service::interceptor::InterceptedService;
use tonic::{Request, Response, Status};

/// How long a command waits for the engine's verdict by default.
pub const DEFAULT_DEADLINE: Duration = Duration::from_secs(5);

/// Statuses buffered per watcher.
const WATCH_BUFFER: usize = 64;

/// The supervisor-facing service. Cheap to clone: clones share one board.
#[derive(Clone)]
pub struct SupervisorService {
    config: Arc<StudioConfig>,
    log: Arc<dyn EventLog>,
    board: Arc<Board>,
    health: Option<Arc<DeviceHealth>>,
    deadline: Duration,
}

impl SupervisorService {
    /// The service for the studio `config` on `log`; starts following the draw events (read
    /// from the beginning, see [`Board`]) on the current tokio runtime.
    pub async fn new(
        config: Arc<StudioConfig>,
        log: Arc<dyn EventLog>,
    ) -> Result<SupervisorService, SupervisorError> {
        let board = Arc::new(Board::start(&config, log.clone()).await?);
        Ok(SupervisorService {
            config,
            log,
            board,
            health: None,
            deadline: DEFAULT_DEADLINE,
        })
    }

    /// Waits this long for the engine's verdict before answering TIMEOUT.
    pub fn with_deadline(mut self, deadline: Duration) -> SupervisorService {
        self.deadline = deadline;
        self
    }

    /// Reports tables degraded by silent devices (the ingest service's tracker, when both run
    /// in one process).
    pub fn with_device_health(mut self, health: Arc<DeviceHealth>) -> SupervisorService {
        self.health = Some(health);
        self
    }

    /// The tonic server of this service behind `gate`
    /// ([`TokenGate::supervisors`]): every RPC, present and future, needs a token granting
    /// `supervisor` or `admin`; handlers read the verified [`Caller`] with [`Caller::of`].
    pub fn into_server(
        self,
        gate: TokenGate,
    ) -> InterceptedService<SupervisorServer<SupervisorService>, TokenGate> {
        InterceptedService::new(SupervisorServer::new(self), gate)
    }

    /// Checks a command (caller, shape, table), journals it and waits for the verdict; logs
    /// every refusal with the table, the caller and the reason.
    async fn command<R: Named>(
        &self,
        request: Request<R>,
        decode: fn(R) -> Result<SupervisorRequest, DecodeError>,
    ) -> Result<Response<CommandReply>, Status> {
        let trace = traceparent(request.metadata());
        let caller = Caller::of(&request).map_err(|_| Refusal::NoCaller);
        let table = request
            .get_ref()
            .table_id()
            .chars()
            .take(64)
            .collect::<String>();
        let subject = caller
            .as_ref()
            .map(|c| c.subject.clone())
            .unwrap_or_default();
        let outcome = async {
            let caller = caller?;
            let mut request = decode(request.into_inner())?;
            if self.config.table(request.table.as_str()).is_none() {
                return Err(Refusal::UnknownTable(request.table.to_string()));
            }
            self.add_original(&mut request).await?;
            command::execute(
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
                code = ?refusal.code(),
                reason = %refusal,
                "supervisor command refused"
            );
            refusal.status()
        })
    }

    /// A correction carries its draw's original result, read back from the draw events (none
    /// when the table never settled the draw: the engine refuses it, audited).
    async fn add_original(&self, request: &mut SupervisorRequest) -> Result<(), Refusal> {
        let SupervisorCommand::CorrectResult { draw, original, .. } = &mut request.command else {
            return Ok(());
        };
        *original = self
            .board
            .original(request.table.as_str(), draw.0)
            .await
            .map_err(|error| match error {
                LookupError::WindowClosed(draw) => Refusal::ForgottenDraw(draw),
                other => Refusal::ResultUnreadable(other.to_string()),
            })?
            .map(Box::new);
        Ok(())
    }

    /// Checks a revocation (administrator, token id or serial, note) and journals it on the
    /// access topic; logs every refusal with the caller and the reason.
    async fn revoke<R>(
        &self,
        request: Request<R>,
        decode: fn(R) -> Result<(Change, Note), Refusal>,
    ) -> Result<Response<RevocationReply>, Status> {
        let caller = Caller::of(&request).map_err(|_| refused(Refusal::NoCaller, "revocation"))?;
        let subject = caller.subject.clone();
        let outcome = async {
            let (change, note) = decode(request.into_inner())?;
            revoke::journal(self.log.as_ref(), caller, change, note).await
        }
        .await;
        outcome.map(Response::new).map_err(|refusal| {
            tracing::warn!(
                subject = %subject,
                code = ?refusal.code(),
                reason = %refusal,
                "revocation refused"
            );
            refusal.status()
        })
    }

    /// The caller of a view, and the tables it names (all when none), each known.
    fn watched(&self, names: Vec<String>) -> Result<Vec<String>, Refusal> {
        if names.is_empty() {
            return Ok(self.config.tables.iter().map(|t| t.id.clone()).collect());
        }
        names
            .into_iter()
            .map(|name| self.known_table(name))
            .collect()
    }

    fn known_table(&self, name: String) -> Result<String, Refusal> {
        let table = TableId::new(name).map_err(|source| DecodeError::BadId {
            field: "table_id",
            source,
        })?;
        match self.config.table(table.as_str()) {
            Some(_) => Ok(table.to_string()),
            None => Err(Refusal::UnknownTable(table.to_string())),
        }
    }
}

/// Logs a refused view request and gives its status.
fn refused(refusal: Refusal, what: &str) -> Status {
    tracing::warn!(code = ?refusal.code(), reason = %refusal, "{what} refused");
    refusal.status()
}

/// Requests that name a table.
trait Named {
    fn table_id(&self) -> &str;
}

macro_rules! named {
    ($($request:ty),*) => {
        $(impl Named for $request {
            fn table_id(&self) -> &str {
                &self.table_id
            }
        })*
    };
}

named!(
    CorrectResultRequest,
    CancelDrawRequest,
    ResolveHoldRequest,
    PauseTableRequest,
    ResumeTableRequest,
    VoidSpinRequest
);

#[tonic::async_trait]
impl Supervisor for SupervisorService {
    async fn cancel_draw(
        &self,
        request: Request<CancelDrawRequest>,
    ) -> Result<Response<CommandReply>, Status> {
        self.command(request, supervisor::decode_cancel_draw).await
    }

    async fn resolve_hold(
        &self,
        request: Request<ResolveHoldRequest>,
    ) -> Result<Response<CommandReply>, Status> {
        self.command(request, supervisor::decode_resolve_hold).await
    }

    async fn pause_table(
        &self,
        request: Request<PauseTableRequest>,
    ) -> Result<Response<CommandReply>, Status> {
        self.command(request, supervisor::decode_pause_table).await
    }

    async fn resume_table(
        &self,
        request: Request<ResumeTableRequest>,
    ) -> Result<Response<CommandReply>, Status> {
        self.command(request, supervisor::decode_resume_table).await
    }

    async fn void_spin(
        &self,
        request: Request<VoidSpinRequest>,
    ) -> Result<Response<CommandReply>, Status> {
        self.command(request, supervisor::decode_void_spin).await
    }

    async fn correct_result(
        &self,
        request: Request<CorrectResultRequest>,
    ) -> Result<Response<CommandReply>, Status> {
        self.command(request, supervisor::decode_correct_result)
            .await
    }

    type WatchTablesStream = BoxStream<'static, Result<TableStatus, Status>>;

    async fn watch_tables(
        &self,
        request: Request<WatchTablesRequest>,
    ) -> Result<Response<Self::WatchTablesStream>, Status> {
        Caller::of(&request).map_err(|_| refused(Refusal::NoCaller, "watch tables"))?;
        let standing = Standing::of(&request);
        let tables = self
            .watched(request.into_inner().table_ids)
            .map_err(|r| refused(r, "watch tables"))?;
        let (sender, receiver) = mpsc::channel(WATCH_BUFFER);
        tokio::spawn(send_statuses(
            self.board.clone(),
            self.health.clone(),
            tables,
            sender,
        ));
        let statuses = ReceiverStream::new(receiver).boxed();
        // Ended once the watcher's token is revoked or expires.
        Ok(Response::new(match standing {
            Some(standing) => standing.guard(statuses),
            None => statuses,
        }))
    }

    async fn list_incidents(
        &self,
        request: Request<ListIncidentsRequest>,
    ) -> Result<Response<ListIncidentsResponse>, Status> {
        Caller::of(&request).map_err(|_| refused(Refusal::NoCaller, "list incidents"))?;
        let request = request.into_inner();
        if !request.table_id.is_empty() {
            self.known_table(request.table_id.clone())
                .map_err(|r| refused(r, "list incidents"))?;
        }
        self.board
            .sync()
            .await
            .map_err(|error| crate::watch_tables::unavailable(&error))?;
        Ok(Response::new(ListIncidentsResponse {
            incidents: self.board.incidents(&request),
        }))
    }

    async fn audit_trail(
        &self,
        request: Request<AuditTrailRequest>,
    ) -> Result<Response<AuditTrailResponse>, Status> {
        Caller::of(&request).map_err(|_| refused(Refusal::NoCaller, "audit trail"))?;
        let request = request.into_inner();
        if !request.table_id.is_empty() {
            self.known_table(request.table_id.clone())
                .map_err(|r| refused(r, "audit trail"))?;
        }
        self.board
            .sync()
            .await
            .map_err(|error| crate::watch_tables::unavailable(&error))?;
        let page = self
            .board
            .audit(&request)
            .map_err(|r| refused(r, "audit trail"))?;
        Ok(Response::new(page))
    }

    async fn revoke_token(
        &self,
        request: Request<RevokeTokenRequest>,
    ) -> Result<Response<RevocationReply>, Status> {
        self.revoke(request, revoke::token).await
    }

    async fn revoke_certificate(
        &self,
        request: Request<RevokeCertificateRequest>,
    ) -> Result<Response<RevocationReply>, Status> {
        self.revoke(request, revoke::certificate).await
    }

    async fn outcome_statistics(
        &self,
        request: Request<OutcomeStatisticsRequest>,
    ) -> Result<Response<OutcomeStatisticsResponse>, Status> {
        Caller::of(&request).map_err(|_| refused(Refusal::NoCaller, "outcome statistics"))?;
        let table = self
            .known_table(request.into_inner().table_id)
            .map_err(|r| refused(r, "outcome statistics"))?;
        self.board
            .sync()
            .await
            .map_err(|error| crate::watch_tables::unavailable(&error))?;
        let statistics = self
            .board
            .statistics(&table)
            .ok_or_else(|| refused(Refusal::UnknownTable(table.clone()), "outcome statistics"))?;
        Ok(Response::new(statistics))
    }
}
