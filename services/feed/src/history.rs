//! A table's results history from the results topic, most recent first, in pages.
//!
//! The table's results partition is read backwards from its end (or from the page token, the
//! offset the previous page stopped at). A table's results are recorded in time order (the
//! engine's time never goes backwards), so the scan stops at the first result of the table
//! older than `from`. One page scans at most [`SCAN_BUDGET`] records, so a table sharing its
//! partition with busy ones may get a short page with a token to go on.

use crate::error::FeedError;
use livedraw_bus::{EventLog, Record, Topic};
use livedraw_protocol::{timestamp, v1};
use prost::Message;

/// Results per page when the request does not say.
pub const DEFAULT_LIMIT: usize = 100;
/// The most results per page.
pub const MAX_LIMIT: usize = 1000;
/// The most records one page reads.
const SCAN_BUDGET: u64 = 20_000;
/// Records read per request.
const CHUNK: u64 = 500;

/// A checked history query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Query {
    /// The table.
    pub table: String,
    /// Results settled at or after this time (Unix milliseconds).
    pub from_ms: Option<i64>,
    /// Results settled before this time.
    pub to_ms: Option<i64>,
    /// Results per page.
    pub limit: usize,
    /// Read below this offset (exclusive); `None` from the end.
    pub below: Option<u64>,
}

impl Query {
    /// The query of a request, or why it is malformed.
    pub fn from_request(request: v1::ResultsHistoryRequest) -> Result<Query, String> {
        let time = |field, value: Option<&prost_types::Timestamp>| {
            value
                .map(|time| timestamp::decode(field, time).map(|time| time.millis()))
                .transpose()
                .map_err(|error| error.to_string())
        };
        let from_ms = time("from", request.from.as_ref())?;
        let to_ms = time("to", request.to.as_ref())?;
        if let (Some(from), Some(to)) = (from_ms, to_ms) {
            if from > to {
                return Err("`from` is after `to`".into());
            }
        }
        let below = match request.page_token.as_str() {
            "" => None,
            token => Some(
                token
                    .parse::<u64>()
                    .map_err(|_| format!("page_token {token:?} is not one this service gave"))?,
            ),
        };
        let limit = match usize::try_from(request.limit).unwrap_or(MAX_LIMIT) {
            0 => DEFAULT_LIMIT,
            limit => limit.min(MAX_LIMIT),
        };
        Ok(Query {
            table: request.table_id,
            from_ms,
            to_ms,
            limit,
            below,
        })
    }
}

/// One page of results.
pub(crate) async fn page(
    log: &dyn EventLog,
    query: &Query,
) -> Result<v1::ResultsHistoryReply, FeedError> {
    let partition = log
        .topics()
        .partition_for_key(Topic::Results, query.table.as_bytes());
    let mut upper = match query.below {
        Some(below) => below,
        None => log.end_offset(Topic::Results, partition).await?,
    };
    let mut results = Vec::new();
    let mut scanned = 0;
    while upper > 0 {
        if scanned >= SCAN_BUDGET {
            return Ok(reply(results, Some(upper)));
        }
        let start = upper.saturating_sub(CHUNK);
        let records = log
            .read(
                Topic::Results,
                partition,
                start,
                usize::try_from(upper - start).unwrap_or(1),
            )
            .await?;
        for record in records.iter().rev().filter(|r| r.offset < upper) {
            match take(query, record)? {
                Take::Older => return Ok(reply(results, None)),
                Take::Skip => {}
                Take::Keep(result) => {
                    results.push(*result);
                    if results.len() == query.limit {
                        return Ok(reply(results, Some(record.offset)));
                    }
                }
            }
        }
        scanned += upper - start;
        upper = start;
    }
    Ok(reply(results, None))
}

enum Take {
    /// Older than `from`: so is every earlier result of the table.
    Older,
    /// Another table's, or newer than `to`.
    Skip,
    /// In the page.
    Keep(Box<v1::DrawResult>),
}

fn take(query: &Query, record: &Record) -> Result<Take, FeedError> {
    if record.key != query.table.as_bytes() {
        return Ok(Take::Skip);
    }
    let bad = |reason: String| FeedError::BadResult {
        partition: record.partition,
        offset: record.offset,
        reason,
    };
    let result = v1::DrawResult::decode(record.payload.as_slice())
        .map_err(|error| bad(format!("not a DrawResult: {error}")))?;
    let settled_at = timestamp::decode_required("settled_at", result.settled_at.as_ref())
        .map_err(|error| bad(error.to_string()))?
        .millis();
    if query.from_ms.is_some_and(|from| settled_at < from) {
        return Ok(Take::Older);
    }
    if query.to_ms.is_some_and(|to| settled_at >= to) {
        return Ok(Take::Skip);
    }
    Ok(Take::Keep(Box::new(result)))
}

fn reply(results: Vec<v1::DrawResult>, below: Option<u64>) -> v1::ResultsHistoryReply {
    v1::ResultsHistoryReply {
        results,
        next_page_token: below
            .filter(|below| *below > 0)
            .map_or_else(String::new, |below| below.to_string()),
    }
}
