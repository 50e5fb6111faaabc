//! A table's records for the console: results history, outcome statistics, audit trail and
//! incidents, each as JSON for the page or CSV for a spreadsheet (`?format=csv`).

use super::problem::Problem;
use super::session::Session;
use super::upstream::Upstream;
use super::view::{self, CategoryView, IncidentView, ResultView};
use axum::http::header::{CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};
use axum::Json;
use livedraw_client::audit::{self, AuditQuery, AuditRow};
use livedraw_protocol::v1::{
    ListIncidentsRequest, OutcomeStatisticsRequest, ResultsHistoryRequest,
};
use serde::{Deserialize, Serialize};
use std::time::{Duration, SystemTime};

/// Draws listed in a table's history.
const HISTORY: u32 = 200;
/// Incidents listed.
const INCIDENTS: u32 = 200;
/// The audit trail shown by default, and at most.
const AUDIT_HOURS: u64 = 24;
const MAX_AUDIT_HOURS: u64 = 24 * 31;

/// How a record list is wanted.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Query {
    /// Which page asks (`console`, the default, or `betting`): the results history is open
    /// to both.
    #[serde(default)]
    pub page: Option<String>,
    /// `json` (default) or `csv`.
    #[serde(default)]
    pub format: Option<String>,
    /// Audit trail: the last this many hours.
    #[serde(default)]
    pub hours: Option<u64>,
    /// Incidents: only those still open.
    #[serde(default)]
    pub open_only: Option<bool>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Format {
    Json,
    Csv,
}

impl Query {
    fn format(&self) -> Result<Format, Problem> {
        match self.format.as_deref() {
            None | Some("json") => Ok(Format::Json),
            Some("csv") => Ok(Format::Csv),
            Some(other) => Err(Problem::bad_request(format!(
                "format `{other}`: ask for `json` or `csv`"
            ))),
        }
    }
}

/// A draw in the history's CSV.
#[derive(Serialize)]
struct HistoryRow {
    draw: u64,
    end: String,
    ended_at_ms: Option<i64>,
    outcome: String,
    cancel_code: String,
    winners: String,
}

/// The table's latest draws, newest first.
pub(super) async fn history(
    upstream: &Upstream,
    session: &Session,
    table: &str,
    query: &Query,
) -> Result<Response, Problem> {
    let format = query.format()?;
    let request = ResultsHistoryRequest {
        table_id: table.to_string(),
        limit: HISTORY,
        ..Default::default()
    };
    let reply = upstream
        .feed(session)?
        .results_history(request)
        .await?
        .into_inner();
    let mut results: Vec<ResultView> = reply.results.iter().map(view::result).collect();
    results.sort_by_key(|result| std::cmp::Reverse(result.draw));
    match format {
        Format::Json => Ok(Json(results).into_response()),
        Format::Csv => {
            let rows: Vec<HistoryRow> = results
                .into_iter()
                .map(|result| HistoryRow {
                    draw: result.draw,
                    end: result.end,
                    ended_at_ms: result.ended_at_ms,
                    outcome: result.outcome,
                    cancel_code: result.cancel_code,
                    winners: result.winners.join(" "),
                })
                .collect();
            csv_response(&rows, &format!("{table}-results.csv"))
        }
    }
}

/// The table's outcome counts against the rules' probabilities, and the drift test.
pub(super) async fn statistics(
    upstream: &Upstream,
    session: &Session,
    table: &str,
    query: &Query,
) -> Result<Response, Problem> {
    let format = query.format()?;
    let request = OutcomeStatisticsRequest {
        table_id: table.to_string(),
    };
    let reply = upstream
        .supervisor(session)?
        .outcome_statistics(request)
        .await?
        .into_inner();
    let statistics = view::statistics(&reply);
    match format {
        Format::Json => Ok(Json(statistics).into_response()),
        Format::Csv => {
            let rows: &[CategoryView] = &statistics.categories;
            csv_response(rows, &format!("{table}-statistics.csv"))
        }
    }
}

/// The table's audit trail of the last hours, oldest first.
pub(super) async fn audit_trail(
    upstream: &Upstream,
    session: &Session,
    table: &str,
    query: &Query,
) -> Result<Response, Problem> {
    let format = query.format()?;
    let hours = query.hours.unwrap_or(AUDIT_HOURS);
    if hours == 0 || hours > MAX_AUDIT_HOURS {
        return Err(Problem::bad_request(format!(
            "hours must be 1 to {MAX_AUDIT_HOURS} (`livedraw audit` exports any range)"
        )));
    }
    let since = SystemTime::now() - Duration::from_secs(hours * 3600);
    let query = AuditQuery {
        table: Some(table.to_string()),
        since: Some(since.into()),
        until: None,
    };
    let mut client = upstream.supervisor(session)?;
    let records = audit::fetch(&mut client, &query).await?;
    let rows: Vec<AuditRow> = records.iter().map(AuditRow::of).collect();
    match format {
        Format::Json => Ok(Json(rows).into_response()),
        Format::Csv => csv_response(&rows, &format!("{table}-audit.csv")),
    }
}

/// Incidents of every table (or only the open ones), newest first.
pub(super) async fn incidents(
    upstream: &Upstream,
    session: &Session,
    query: &Query,
) -> Result<Response, Problem> {
    let format = query.format()?;
    let request = ListIncidentsRequest {
        open_only: query.open_only.unwrap_or(false),
        limit: INCIDENTS,
        ..Default::default()
    };
    let reply = upstream
        .supervisor(session)?
        .list_incidents(request)
        .await?
        .into_inner();
    let mut incidents: Vec<(Option<i64>, IncidentView)> = reply
        .incidents
        .iter()
        .map(|record| {
            (
                record.raised_at.map(livedraw_client::describe::millis),
                view::incident(record),
            )
        })
        .collect();
    incidents.sort_by_key(|(raised, _)| std::cmp::Reverse(*raised));
    let incidents: Vec<IncidentView> = incidents.into_iter().map(|(_, view)| view).collect();
    match format {
        Format::Json => Ok(Json(incidents).into_response()),
        Format::Csv => csv_response(&incidents, "incidents.csv"),
    }
}

/// `rows` as an RFC 4180 CSV download named `file`, formula-leading cells neutralised.
fn csv_response<T: Serialize>(rows: &[T], file: &str) -> Result<Response, Problem> {
    let bytes = livedraw_client::spreadsheet::csv(rows).map_err(csv_problem)?;
    let disposition = format!("attachment; filename=\"{file}\"");
    Ok((
        [
            (CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
            (CONTENT_DISPOSITION, disposition),
        ],
        bytes,
    )
        .into_response())
}

fn csv_problem(error: csv::Error) -> Problem {
    Problem::new(
        axum::http::StatusCode::INTERNAL_SERVER_ERROR,
        format!("writing CSV: {error}"),
    )
}
