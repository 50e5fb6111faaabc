//! The `Feed` gRPC service: thin handlers over the tracker, the subscription pump and the
//! history reader. Every refused request is logged.

use crate::catalog::Catalog;
use crate::check::{check, Bet, Stakes, Verdict};
use crate::decision_check::{check_decision, DecisionCheck, DecisionVerdict};
use crate::error::FeedError;
use crate::history::{self, Query};
use crate::position::Position;
use crate::seats::SeatHolders;
use crate::subscribe::{FeedStream, Start, Subscription};
use crate::tracker::{PartitionState, Tracker};
use livedraw_bus::{EventLog, Topic};
use livedraw_domain::Timestamp;
use livedraw_gate::{Caller, Standing, TokenGate};
use livedraw_protocol::timestamp;
use livedraw_protocol::v1::feed_server::{Feed, FeedServer};
use livedraw_protocol::v1::{
    self, check_bet_reply, check_decision_reply, BetRejection, DecisionRejection,
};
use livedraw_studio::StudioConfig;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::task::AbortHandle;
use tonic::service::interceptor::InterceptedService;
use tonic::{Request, Response, Status};
use tracing::{info, warn};

/// Where a subscription starts: its first events, each partition's start, the seats' holders.
type Starting = (Vec<v1::FeedEvent>, Vec<Start>, SeatHolders);

/// Tunables of the feed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeedOptions {
    /// Events buffered per subscriber.
    pub buffer: usize,
    /// How long a subscriber's full buffer is tolerated before its stream ends with
    /// `RESOURCE_EXHAUSTED` (it resumes from its last position).
    pub stall_timeout: Duration,
}

impl Default for FeedOptions {
    fn default() -> FeedOptions {
        FeedOptions {
            buffer: 1024,
            stall_timeout: Duration::from_secs(10),
        }
    }
}

/// The feed: `Subscribe`, `CheckBet` and `ResultsHistory` over the event log.
#[derive(Clone)]
pub struct FeedService {
    inner: Arc<Inner>,
}

struct Inner {
    log: Arc<dyn EventLog>,
    catalog: Arc<Catalog>,
    tracker: Arc<Tracker>,
    options: FeedOptions,
    followers: Vec<AbortHandle>,
}

impl Drop for Inner {
    fn drop(&mut self) {
        self.followers.iter().for_each(AbortHandle::abort);
    }
}

impl FeedService {
    /// The feed of the studio `config` on `log`, with default options. Starts one task per
    /// draw-events partition that rebuilds the tables' state from the beginning and then
    /// follows the log (see the crate documentation for the cost); must be called inside a
    /// tokio runtime.
    pub fn new(config: &StudioConfig, log: Arc<dyn EventLog>) -> Result<FeedService, FeedError> {
        FeedService::with_options(config, log, FeedOptions::default())
    }

    /// The feed with explicit options.
    pub fn with_options(
        config: &StudioConfig,
        log: Arc<dyn EventLog>,
        options: FeedOptions,
    ) -> Result<FeedService, FeedError> {
        let runtime = tokio::runtime::Handle::try_current().map_err(|_| FeedError::NoRuntime)?;
        let catalog = Arc::new(Catalog::new(config, log.as_ref())?);
        let tracker = Arc::new(Tracker::new(Arc::clone(&log), Arc::clone(&catalog)));
        let followers = (0..catalog.partitions)
            .map(|partition| {
                runtime
                    .spawn(Arc::clone(&tracker).follow(partition))
                    .abort_handle()
            })
            .collect();
        Ok(FeedService {
            inner: Arc::new(Inner {
                log,
                catalog,
                tracker,
                options,
                followers,
            }),
        })
    }

    /// The tonic server to add to a router, behind `gate` ([`TokenGate::readers`]): every RPC
    /// needs a token granting `frontend`, `supervisor` or `admin`.
    pub fn into_server(
        self,
        gate: TokenGate,
    ) -> InterceptedService<FeedServer<FeedService>, TokenGate> {
        InterceptedService::new(FeedServer::new(self), gate)
    }

    fn subscription(&self, request: v1::SubscribeRequest) -> Result<Plan, Status> {
        let tables: BTreeSet<String> = request.table_ids.into_iter().collect();
        if let Some(unknown) = tables
            .iter()
            .find(|id| self.inner.catalog.table(id).is_none())
        {
            return Err(refused(Status::not_found(format!(
                "unknown table {unknown:?}"
            ))));
        }
        let partitions = self.inner.catalog.partitions_of(&tables);
        let mut resume = BTreeMap::new();
        for packed in request
            .from_position
            .into_iter()
            .chain(request.from_positions)
        {
            let position = Position::unpack(packed);
            if !partitions.contains(&position.partition) {
                return Err(refused(Status::invalid_argument(format!(
                    "position {packed} is not in a partition of the chosen tables"
                ))));
            }
            if resume.insert(position.partition, position).is_some() {
                return Err(refused(Status::invalid_argument(format!(
                    "two positions for partition {}",
                    position.partition
                ))));
            }
        }
        Ok(Plan {
            tables,
            partitions,
            resume,
        })
    }

    /// Where a subscription starts: the draws in progress (none when it resumes from
    /// positions), each partition's first step, and who bet on the seats of the tables'
    /// latest draws (for face-down hands' values).
    async fn starts(&self, plan: &Plan) -> Result<Starting, Status> {
        let (current, holders) = self
            .inner
            .tracker
            .current(&plan.partitions, &plan.tables)
            .await
            .map_err(unavailable)?;
        if plan.resume.is_empty() {
            let starts = current
                .iter()
                .map(|(p, next, _)| Start::at(*p, *next))
                .collect();
            let initial = current
                .into_iter()
                .flat_map(|(_, _, events)| events)
                .collect();
            return Ok((initial, starts, holders));
        }
        let mut starts = Vec::new();
        for &partition in &plan.partitions {
            let Some(position) = plan.resume.get(&partition) else {
                starts.push(Start::at(partition, 0));
                continue;
            };
            let end = self
                .inner
                .log
                .end_offset(Topic::DrawEvents, partition)
                .await
                .map_err(|error| unavailable(error.into()))?;
            if position.offset >= end {
                return Err(refused(Status::invalid_argument(format!(
                    "position {} is past the end of partition {partition}",
                    position.pack()
                ))));
            }
            starts.push(Start::after(*position));
        }
        Ok((Vec::new(), starts, holders))
    }

    async fn verdict(
        &self,
        request: v1::CheckBetRequest,
        operator: &str,
    ) -> Result<Verdict, Status> {
        let bet = match Bet::from_request(request) {
            Ok(bet) => bet,
            Err(message) => return Ok(Verdict::Reject(BetRejection::InvalidRequest, message)),
        };
        let Some(info) = self.inner.catalog.table(&bet.table) else {
            let message = format!("unknown table {:?}", bet.table);
            return Ok(Verdict::Reject(BetRejection::UnknownTable, message));
        };
        let state = self.caught_up(info.partition).await?;
        let table = state.tables.get(&bet.table);
        if let Some(reason) = table.and_then(|table| table.unreadable.as_ref()) {
            return Err(refused(Status::internal(format!(
                "the feed cannot read table {}'s draw events: {reason}",
                bet.table
            ))));
        }
        let stakes = Stakes {
            table: self.inner.catalog.limits(&bet.table),
            operator,
        };
        Ok(check(&bet, table, now_ms(), stakes))
    }
}

impl FeedService {
    /// The tables' state of `partition`, caught up to the log's end first, so that a check
    /// never answers from a state older than the log at the time of the question.
    async fn caught_up(
        &self,
        partition: u32,
    ) -> Result<std::sync::MutexGuard<'_, PartitionState>, Status> {
        let tracker = &self.inner.tracker;
        tracker.catch_up(partition).await.map_err(unavailable)?;
        tracker
            .lock(partition)
            .ok_or_else(|| Status::internal("table in a partition the log does not have"))
    }

    /// The decision check against the table's state, caught up with its partition.
    async fn decision_verdict(
        &self,
        request: v1::CheckDecisionRequest,
    ) -> Result<DecisionVerdict, Status> {
        let decision = match DecisionCheck::from_request(request) {
            Ok(decision) => decision,
            Err(message) => {
                return Ok(DecisionVerdict::Reject(
                    DecisionRejection::InvalidRequest,
                    message,
                ))
            }
        };
        let Some(info) = self.inner.catalog.table(&decision.table) else {
            let message = format!("unknown table {:?}", decision.table);
            return Ok(DecisionVerdict::Reject(
                DecisionRejection::UnknownTable,
                message,
            ));
        };
        let common_hand = info.common_hand;
        let state = self.caught_up(info.partition).await?;
        let table = state.tables.get(&decision.table);
        Ok(check_decision(&decision, common_hand, table, now_ms()))
    }
}

/// A subscription's checked request.
struct Plan {
    tables: BTreeSet<String>,
    partitions: BTreeSet<u32>,
    resume: BTreeMap<u32, Position>,
}

#[tonic::async_trait]
impl Feed for FeedService {
    type SubscribeStream = FeedStream;

    async fn subscribe(
        &self,
        request: Request<v1::SubscribeRequest>,
    ) -> Result<Response<FeedStream>, Status> {
        let standing = Standing::of(&request);
        let subscriber = Caller::of(&request).map_err(refused)?.subject;
        let plan = self.subscription(request.into_inner())?;
        let (initial, starts, holders) = self.starts(&plan).await?;
        info!(tables = ?plan.tables, ?starts, "feed subscription");
        let stream = Subscription {
            log: Arc::clone(&self.inner.log),
            catalog: Arc::clone(&self.inner.catalog),
            tables: plan.tables,
            initial,
            starts,
            subscriber,
            holders,
            buffer: self.inner.options.buffer,
            stall_timeout: self.inner.options.stall_timeout,
        }
        .start()?;
        // Ended once the subscriber's token is revoked or expires.
        Ok(Response::new(match standing {
            Some(standing) => standing.guard(stream),
            None => stream,
        }))
    }

    async fn check_bet(
        &self,
        request: Request<v1::CheckBetRequest>,
    ) -> Result<Response<v1::CheckBetReply>, Status> {
        let caller = Caller::of(&request).map_err(refused)?;
        let request = request.into_inner();
        let described = format!(
            "{} draw {} round {} market {:?} version {} stake {}",
            request.table_id,
            request.draw_number,
            request.round,
            request.market,
            request.odds_version,
            request.stake_hundredths
        );
        let verdict = match self.verdict(request, &caller.subject).await? {
            Verdict::Accept(odds_hundredths) => {
                check_bet_reply::Verdict::Accepted(check_bet_reply::Accepted { odds_hundredths })
            }
            Verdict::Reject(reason, message) => {
                info!(bet = %described, reason = reason.as_str_name(), %message, "bet refused");
                check_bet_reply::Verdict::Rejected(check_bet_reply::Rejected {
                    reason: reason.into(),
                    message,
                })
            }
        };
        Ok(Response::new(v1::CheckBetReply {
            verdict: Some(verdict),
            checked_at: Some(SystemTime::now().into()),
        }))
    }

    async fn check_decision(
        &self,
        request: Request<v1::CheckDecisionRequest>,
    ) -> Result<Response<v1::CheckDecisionReply>, Status> {
        Caller::of(&request).map_err(refused)?;
        let request = request.into_inner();
        let described = format!(
            "{} draw {} step {:?} option {:?}",
            request.table_id, request.draw_number, request.step, request.option
        );
        let verdict = match self.decision_verdict(request).await? {
            DecisionVerdict::Accept(closes_at_ms) => {
                check_decision_reply::Verdict::Accepted(check_decision_reply::Accepted {
                    closes_at: Some(timestamp::encode(Timestamp::from_millis(closes_at_ms))),
                })
            }
            DecisionVerdict::Reject(reason, message) => {
                info!(decision = %described, reason = reason.as_str_name(), %message, "decision refused");
                check_decision_reply::Verdict::Rejected(check_decision_reply::Rejected {
                    reason: reason.into(),
                    message,
                })
            }
        };
        Ok(Response::new(v1::CheckDecisionReply {
            verdict: Some(verdict),
            checked_at: Some(SystemTime::now().into()),
        }))
    }

    async fn results_history(
        &self,
        request: Request<v1::ResultsHistoryRequest>,
    ) -> Result<Response<v1::ResultsHistoryReply>, Status> {
        let query = Query::from_request(request.into_inner())
            .map_err(|message| refused(Status::invalid_argument(message)))?;
        if self.inner.catalog.table(&query.table).is_none() {
            let status = Status::not_found(format!("unknown table {:?}", query.table));
            return Err(refused(status));
        }
        let page = history::page(self.inner.log.as_ref(), &query)
            .await
            .map_err(unavailable)?;
        Ok(Response::new(page))
    }
}

/// Logs a refused request and gives its status back.
fn refused(status: Status) -> Status {
    warn!(code = ?status.code(), message = status.message(), "feed request refused");
    status
}

fn unavailable(error: FeedError) -> Status {
    refused(Status::unavailable(error.to_string()))
}

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| {
            i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
        })
}
