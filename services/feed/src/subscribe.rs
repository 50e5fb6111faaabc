//! One subscriber's stream: the chosen partitions read from the log at the subscriber's own
//! pace, turned into feed events, through a bounded buffer.
//!
//! Each subscriber reads the log itself, so a slow one never holds back the log, the engine or
//! other subscribers. When its buffer stays full for longer than the stall timeout, the
//! subscription ends with `RESOURCE_EXHAUSTED` naming the last position delivered: the
//! frontend resumes from there, losing nothing.

use crate::catalog::Catalog;
use crate::derive::feed_events;
use crate::position::Position;
use crate::seats::SeatHolders;
use crate::step::Step;
use futures::stream::{self, BoxStream, StreamExt};
use livedraw_bus::{EventLog, Topic};
use livedraw_protocol::v1;
use livedraw_telemetry::propagation;
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc::error::SendTimeoutError;
use tokio::sync::{mpsc, oneshot};
use tokio_stream::wrappers::ReceiverStream;
use tonic::Status;
use tracing::{error, info, warn};

/// What a subscriber receives.
pub type FeedStream = BoxStream<'static, Result<v1::FeedEvent, Status>>;

/// Where one partition's reading starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Start {
    /// The partition.
    pub partition: u32,
    /// The first step to read.
    pub offset: u64,
    /// Events of that first step up to this index were delivered already.
    pub delivered_through: Option<u8>,
}

impl Start {
    /// Resume after a delivered position.
    pub fn after(position: Position) -> Start {
        Start {
            partition: position.partition,
            offset: position.offset,
            delivered_through: Some(position.index),
        }
    }

    /// Read from this offset on.
    pub fn at(partition: u32, offset: u64) -> Start {
        Start {
            partition,
            offset,
            delivered_through: None,
        }
    }

    fn delivered(&self, position: Position) -> bool {
        position.offset == self.offset
            && self
                .delivered_through
                .is_some_and(|index| position.index <= index)
    }
}

/// One subscription's settings.
pub(crate) struct Subscription {
    /// The log.
    pub log: Arc<dyn EventLog>,
    /// The tables' games.
    pub catalog: Arc<Catalog>,
    /// The chosen tables (empty for all).
    pub tables: BTreeSet<String>,
    /// Events to send before the log's (the draws in progress).
    pub initial: Vec<v1::FeedEvent>,
    /// Where each partition starts.
    pub starts: Vec<Start>,
    /// The subscriber: its token's subject.
    pub subscriber: String,
    /// Who bet on each seat: at a face-down table a hand's values go to its seat's frontend
    /// only.
    pub holders: SeatHolders,
    /// The bounded buffer's size, in events.
    pub buffer: usize,
    /// How long a full buffer is tolerated.
    pub stall_timeout: Duration,
}

impl Subscription {
    /// Starts reading and returns the subscriber's stream.
    pub fn start(self) -> Result<FeedStream, Status> {
        let records = self
            .starts
            .iter()
            .map(|start| {
                self.log
                    .subscribe(Topic::DrawEvents, start.partition, start.offset)
                    .map_err(|error| Status::unavailable(format!("event log: {error}")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let (events, receiver) = mpsc::channel(self.buffer.max(1));
        let (fault, last_words) = oneshot::channel();
        tokio::spawn(self.pump(stream::select_all(records), events, fault));
        let tail = stream::once(last_words).filter_map(|fault| async move { fault.ok().map(Err) });
        Ok(ReceiverStream::new(receiver).chain(tail).boxed())
    }

    async fn pump(
        mut self,
        mut records: stream::SelectAll<livedraw_bus::RecordStream>,
        events: mpsc::Sender<Result<v1::FeedEvent, Status>>,
        fault: oneshot::Sender<Status>,
    ) {
        let mut sender = Sender {
            events,
            stall_timeout: self.stall_timeout,
            buffer: self.buffer,
            last: None,
        };
        for mut event in std::mem::take(&mut self.initial) {
            if self.face_down(&event.table_id) {
                self.holders.redact(&mut event, &self.subscriber);
            }
            if let Err(status) = sender.send(event).await {
                return end(fault, status);
            }
        }
        while let Some(record) = records.next().await {
            let record = match record {
                Ok(record) => record,
                Err(error) => {
                    warn!(%error, "feed subscription lost the event log");
                    return end(fault, Status::unavailable(format!("event log: {error}")));
                }
            };
            let key = String::from_utf8_lossy(&record.key);
            if !self.tables.is_empty() && !self.tables.contains(key.as_ref()) {
                continue;
            }
            let events = self.events_of(&record);
            let _span = (!events.is_empty()).then(|| delivery_span(&record, events.len()));
            for event in events {
                let position = Position::unpack(event.position);
                if self
                    .starts
                    .iter()
                    .any(|start| start.partition == position.partition && start.delivered(position))
                {
                    continue;
                }
                if let Err(status) = sender.send(event).await {
                    return end(fault, status);
                }
            }
        }
    }

    /// The feed events of a record; an unreadable step is skipped with an error log (the bet
    /// check refuses bets on its table).
    fn events_of(&mut self, record: &livedraw_bus::Record) -> Vec<v1::FeedEvent> {
        let events = Step::read(record).and_then(|step| {
            let game = self
                .catalog
                .table(&step.table)
                .map_or(v1::GameKind::Unspecified, |info| info.game);
            let mut events = feed_events(&step, game)?;
            if self.face_down(&step.table) {
                self.holders.note(&step);
                for event in &mut events {
                    self.holders.redact(event, &self.subscriber);
                }
            }
            Ok(events)
        });
        events.unwrap_or_else(|failure| {
            error!(%failure, "feed skips an unreadable step");
            Vec::new()
        })
    }
}

impl Subscription {
    /// Whether `table` deals its players' cards face down.
    fn face_down(&self, table: &str) -> bool {
        self.catalog.table(table).is_some_and(|info| info.face_down)
    }
}

/// The span of delivering one step's events to a subscriber: the child of the step record's
/// trace context, so that a trace runs from the floor event to the frontend.
fn delivery_span(record: &livedraw_bus::Record, events: usize) -> tracing::Span {
    let span = tracing::info_span!(
        "feed_deliver",
        table = %String::from_utf8_lossy(&record.key),
        partition = record.partition,
        offset = record.offset,
        events
    );
    let parent = propagation::context_of_header(record.header(livedraw_bus::TRACEPARENT));
    propagation::follow(&span, parent);
    span
}

/// The subscriber's end of the buffer, remembering the last position handed over.
struct Sender {
    events: mpsc::Sender<Result<v1::FeedEvent, Status>>,
    stall_timeout: Duration,
    buffer: usize,
    last: Option<u64>,
}

impl Sender {
    /// Hands an event over; an error ends the subscription with that status.
    async fn send(&mut self, event: v1::FeedEvent) -> Result<(), Status> {
        let position = event.position;
        match self
            .events
            .send_timeout(Ok(event), self.stall_timeout)
            .await
        {
            Ok(()) => {
                self.last = Some(position);
                Ok(())
            }
            Err(SendTimeoutError::Timeout(_)) => {
                let resume = self
                    .last
                    .map_or("with the same request".to_string(), |last| {
                        format!("from position {last}")
                    });
                warn!(buffer = self.buffer, ?self.stall_timeout, "feed subscriber too slow; ending its stream");
                Err(Status::resource_exhausted(format!(
                    "subscriber fell behind: {} events unread for {:?}; resume {resume}",
                    self.buffer, self.stall_timeout
                )))
            }
            Err(SendTimeoutError::Closed(_)) => {
                info!("feed subscriber left");
                Err(Status::cancelled("subscriber left"))
            }
        }
    }
}

fn end(fault: oneshot::Sender<Status>, status: Status) {
    // The subscriber may be gone already; then nobody is left to tell.
    let _ = fault.send(status);
}
