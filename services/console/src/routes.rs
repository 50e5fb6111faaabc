//! The console's HTTP routes (docs/console.md lists them):
//!
//! | route | what |
//! |---|---|
//! | `GET /`, `GET /bet` | the supervisor console, the betting page |
//! | `GET /assets/{file}` | their scripts and style sheet |
//! | `POST /api/session` `{token, page}` | sign in: verifies the token, sets the cookie |
//! | `DELETE /api/session` | sign out |
//! | `GET /api/me?page=` | who is signed in |
//! | `GET /api/tables?page=` | the tables, and the reason codes actions take |
//! | `GET /api/live?page=&tables=` | the live board (server-sent events) |
//! | `POST /api/tables/{id}/{cancel,resolve,pause,resume}` | supervisor actions |
//! | `GET /api/tables/{id}/{history,statistics,audit}?format=csv` | a table's records |
//! | `GET /api/incidents?open_only=&format=` | incidents of every table |
//! | `POST /api/check-bet` | `Feed.CheckBet` |
//!
//! Every `/api` route but signing in needs a signed-in person whose role the page accepts.
//! Every response carries the security headers, and every action (`POST`, `DELETE`) from
//! another origin is refused (`guard`).

use super::actions::{Action, ActionRequest, Ledger, PAUSE_REASONS};
use super::assets;
use super::guard;
use super::live;
use super::problem::Problem;
use super::records::{self, Query};
use super::session::{self, Page, Session};
use super::upstream::Upstream;
use super::view::{self, TableView};
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::http::header::SET_COOKIE;
use axum::http::{HeaderMap, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post};
use axum::{middleware, Json, Router};
use livedraw_auth::{Revocations, TokenVerifier};
use livedraw_domain::limits::Amount;
use livedraw_protocol::v1::{self, check_bet_reply, CheckBetRequest};
use serde::Deserialize;
use std::sync::Arc;

/// What every handler shares.
pub(super) struct ConsoleState {
    pub verifier: Arc<TokenVerifier>,
    pub revocations: Revocations,
    pub upstream: Upstream,
    pub ledger: Ledger,
    pub tables: Vec<TableView>,
    /// Served over HTTPS: the cookie is `Secure`.
    pub secure: bool,
}

type Shared = State<Arc<ConsoleState>>;

/// The console's router.
pub(super) fn router(state: Arc<ConsoleState>) -> Router {
    Router::new()
        .route("/", get(|| async { assets::page(assets::CONSOLE) }))
        .route("/bet", get(|| async { assets::page(assets::BETTING) }))
        .route("/assets/{file}", get(asset))
        .route("/api/session", post(sign_in))
        .route("/api/session", delete(sign_out))
        .route("/api/me", get(me))
        .route("/api/tables", get(tables))
        .route("/api/live", get(live_board))
        .route("/api/tables/{table}/{action}", post(act))
        .route("/api/tables/{table}/history", get(history))
        .route("/api/tables/{table}/statistics", get(statistics))
        .route("/api/tables/{table}/audit", get(audit))
        .route("/api/incidents", get(incidents))
        .route("/api/check-bet", post(check_bet))
        .fallback(|| async { Problem::new(axum::http::StatusCode::NOT_FOUND, "no such page") })
        .layer(middleware::from_fn_with_state(
            state.secure,
            guard::same_origin,
        ))
        .layer(middleware::map_response_with_state(
            state.secure,
            guard::headers,
        ))
        .with_state(state)
}

async fn asset(Path(file): Path<String>) -> Response {
    assets::file(&file)
}

/// Which page a request is for: `?page=betting`, else the console.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct PageQuery {
    #[serde(default)]
    page: Option<String>,
    /// `/api/live`: only these tables (comma-separated); every table when absent.
    #[serde(default)]
    tables: Option<String>,
}

impl PageQuery {
    fn page(&self) -> Result<Page, Problem> {
        page(self.page.as_deref())
    }
}

fn page(name: Option<&str>) -> Result<Page, Problem> {
    match name {
        None | Some("console") => Ok(Page::Console),
        Some("betting") => Ok(Page::Betting),
        Some(other) => Err(Problem::bad_request(format!(
            "page `{other}`: `console` or `betting`"
        ))),
    }
}

/// The query string of `uri`; none is every field's default.
fn query<T: Default + for<'de> Deserialize<'de>>(uri: &Uri) -> Result<T, Problem> {
    match uri.query() {
        None | Some("") => Ok(T::default()),
        Some(_) => axum::extract::Query::<T>::try_from_uri(uri)
            .map(|query| query.0)
            .map_err(|rejection| Problem::bad_request(rejection.body_text())),
    }
}

fn signed_in(state: &ConsoleState, headers: &HeaderMap, page: Page) -> Result<Session, Problem> {
    session::of_request(&state.verifier, &state.revocations, headers, page)
}

fn known_table(state: &ConsoleState, table: &str) -> Result<(), Problem> {
    if state.tables.iter().any(|known| known.id == table) {
        Ok(())
    } else {
        Err(Problem::new(
            axum::http::StatusCode::NOT_FOUND,
            format!(
                "no table `{}` in this studio",
                table.chars().take(64).collect::<String>()
            ),
        ))
    }
}

fn body<T>(body: Result<Json<T>, JsonRejection>) -> Result<T, Problem> {
    body.map(|Json(body)| body)
        .map_err(|rejection| Problem::bad_request(rejection.body_text()))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SignIn {
    token: String,
    #[serde(default)]
    page: Option<String>,
}

async fn sign_in(
    State(state): Shared,
    request: Result<Json<SignIn>, JsonRejection>,
) -> Result<Response, Problem> {
    let request = body(request)?;
    let page = page(request.page.as_deref())?;
    let session = session::verify(
        &state.verifier,
        &state.revocations,
        &request.token,
        page,
        livedraw_client::pki::now(),
    )?;
    tracing::info!(subject = %session.subject, role = session.role.as_str(), "signed in to the console");
    let cookie = session::set_cookie(&session, state.secure)?;
    Ok(([(SET_COOKIE, cookie)], Json(whoami(&session))).into_response())
}

async fn sign_out() -> Response {
    (
        [(SET_COOKIE, session::clear_cookie())],
        Json(serde_json::json!({})),
    )
        .into_response()
}

fn whoami(session: &Session) -> serde_json::Value {
    serde_json::json!({
        "subject": session.subject,
        "role": session.role.as_str(),
        "expires_at": session.expires_at,
    })
}

async fn me(
    State(state): Shared,
    headers: HeaderMap,
    uri: Uri,
) -> Result<Json<serde_json::Value>, Problem> {
    let query: PageQuery = query(&uri)?;
    let session = signed_in(&state, &headers, query.page()?)?;
    Ok(Json(whoami(&session)))
}

async fn tables(
    State(state): Shared,
    headers: HeaderMap,
    uri: Uri,
) -> Result<Json<serde_json::Value>, Problem> {
    let query: PageQuery = query(&uri)?;
    signed_in(&state, &headers, query.page()?)?;
    let cancel_reasons: Vec<String> = (1..)
        .map_while(|value| v1::CancelReason::try_from(value).ok())
        .map(|reason| view::enum_name(reason.as_str_name(), "CANCEL_REASON_"))
        .collect();
    let correction_reasons: Vec<String> = (1..)
        .map_while(|value| v1::CorrectionReason::try_from(value).ok())
        .map(|reason| view::enum_name(reason.as_str_name(), "CORRECTION_REASON_"))
        .collect();
    Ok(Json(serde_json::json!({
        "tables": state.tables,
        "cancel_reasons": cancel_reasons,
        "pause_reasons": PAUSE_REASONS,
        "correction_reasons": correction_reasons,
    })))
}

async fn live_board(
    State(state): Shared,
    headers: HeaderMap,
    uri: Uri,
) -> Result<Response, Problem> {
    let query: PageQuery = query(&uri)?;
    let page = query.page()?;
    let session = signed_in(&state, &headers, page)?;
    let tables: Vec<String> = query
        .tables
        .as_deref()
        .unwrap_or_default()
        .split(',')
        .filter(|id| !id.is_empty())
        .map(str::to_string)
        .collect();
    for table in &tables {
        known_table(&state, table)?;
    }
    Ok(live::board(&state.upstream, session, page, tables)
        .await?
        .into_response())
}

/// `POST /api/tables/{table}/{cancel,resolve,pause,resume}`.
async fn act(
    State(state): Shared,
    headers: HeaderMap,
    Path((table, action)): Path<(String, String)>,
    request: Result<Json<ActionRequest>, JsonRejection>,
) -> Result<Response, Problem> {
    let session = signed_in(&state, &headers, Page::Console)?;
    let action = Action::named(&action).ok_or_else(|| {
        Problem::new(
            axum::http::StatusCode::NOT_FOUND,
            "no such action: cancel, resolve, pause, resume or correct",
        )
    })?;
    known_table(&state, &table)?;
    let request = body(request)?;
    let verdict = state
        .ledger
        .give(&state.upstream, &session, &table, action, request)
        .await?;
    Ok(Json(verdict).into_response())
}

async fn history(
    State(state): Shared,
    headers: HeaderMap,
    Path(table): Path<String>,
    uri: Uri,
) -> Result<Response, Problem> {
    let wanted: Query = query(&uri)?;
    let session = signed_in(&state, &headers, page(wanted.page.as_deref())?)?;
    known_table(&state, &table)?;
    records::history(&state.upstream, &session, &table, &wanted).await
}

async fn statistics(
    State(state): Shared,
    headers: HeaderMap,
    Path(table): Path<String>,
    uri: Uri,
) -> Result<Response, Problem> {
    let session = signed_in(&state, &headers, Page::Console)?;
    known_table(&state, &table)?;
    records::statistics(&state.upstream, &session, &table, &query(&uri)?).await
}

async fn audit(
    State(state): Shared,
    headers: HeaderMap,
    Path(table): Path<String>,
    uri: Uri,
) -> Result<Response, Problem> {
    let session = signed_in(&state, &headers, Page::Console)?;
    known_table(&state, &table)?;
    records::audit_trail(&state.upstream, &session, &table, &query(&uri)?).await
}

async fn incidents(
    State(state): Shared,
    headers: HeaderMap,
    uri: Uri,
) -> Result<Response, Problem> {
    let session = signed_in(&state, &headers, Page::Console)?;
    records::incidents(&state.upstream, &session, &query(&uri)?).await
}

/// A bet to check, as the betting page sends it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CheckBet {
    table: String,
    draw: u64,
    round: u32,
    market: String,
    odds_version: u64,
    /// The stake, in units of the operator's currency (`12.5`).
    stake: f64,
}

async fn check_bet(
    State(state): Shared,
    headers: HeaderMap,
    request: Result<Json<CheckBet>, JsonRejection>,
) -> Result<Json<serde_json::Value>, Problem> {
    let session = signed_in(&state, &headers, Page::Betting)?;
    let bet = body(request)?;
    known_table(&state, &bet.table)?;
    let stake = Amount::of_decimal(bet.stake)
        .map_err(|why| Problem::bad_request(format!("stake: {why}")))?;
    let request = CheckBetRequest {
        table_id: bet.table,
        draw_number: bet.draw,
        round: bet.round,
        market: bet.market,
        odds_version: bet.odds_version,
        placed_at: Some(std::time::SystemTime::now().into()),
        stake_hundredths: stake.as_hundredths(),
    };
    let reply = state
        .upstream
        .feed(&session)?
        .check_bet(request)
        .await?
        .into_inner();
    Ok(Json(match reply.verdict {
        Some(check_bet_reply::Verdict::Accepted(accepted)) => serde_json::json!({
            "accepted": true,
            "odds_hundredths": accepted.odds_hundredths,
        }),
        Some(check_bet_reply::Verdict::Rejected(rejected)) => serde_json::json!({
            "accepted": false,
            "reason": view::enum_name(rejected.reason().as_str_name(), "BET_REJECTION_"),
            "message": rejected.message,
        }),
        None => serde_json::json!({ "accepted": false, "reason": "none", "message": "no verdict" }),
    }))
}
