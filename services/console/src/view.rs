//! The JSON shapes the pages read: the studio's messages with names for enums, times in Unix
//! milliseconds, and the same words as the terminal view ([`livedraw_client::describe`]).

use livedraw_client::describe::{self, millis};
use livedraw_domain::limits::Amount;
use livedraw_protocol::v1::{self, draw_result::End, feed_event::Event, incident_record};
use serde::Serialize;

/// A configured table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(super) struct TableView {
    /// The table id.
    pub id: String,
    /// Its game, as configured (`baccarat`, `roulette`, ...).
    pub game: String,
}

/// Where a table stands, from `Supervisor.WatchTables`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(super) struct StatusView {
    table: String,
    draw: Option<u64>,
    phase: String,
    round: u32,
    closes_at_ms: Option<i64>,
    incident: Option<String>,
    pause_reason: Option<String>,
    degraded: bool,
    degraded_because: Vec<String>,
    /// The device whose silence suspended the table, while it is suspended.
    suspended_by: Option<String>,
    as_of_ms: Option<i64>,
}

/// A table status as the console shows it.
pub(super) fn status(status: &v1::TableStatus) -> StatusView {
    StatusView {
        table: status.table_id.clone(),
        draw: status.draw_number,
        phase: enum_name(status.phase().as_str_name(), "PHASE_"),
        round: status.round,
        closes_at_ms: status.closes_at.map(millis),
        incident: status.incident.as_ref().map(describe::incident_text),
        pause_reason: (status.pause_reason() != v1::PauseReason::Unspecified)
            .then(|| enum_name(status.pause_reason().as_str_name(), "PAUSE_REASON_")),
        degraded: status.degraded,
        degraded_because: status.degraded_because.clone(),
        suspended_by: (!status.suspended_by.is_empty()).then(|| status.suspended_by.clone()),
        as_of_ms: status.as_of.map(millis),
    }
}

/// One market's price.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(super) struct MarketView {
    market: String,
    status: String,
    probability: f64,
    odds_hundredths: u32,
    payout: Option<String>,
    rtp: Option<f64>,
    /// The table's stake limits on it, as text (`1.00–500.00`); none where the set carries
    /// none.
    stakes: Option<String>,
}

/// A betting round's odds set.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(super) struct OddsView {
    round: u32,
    version: u64,
    closes_at_ms: Option<i64>,
    markets: Vec<MarketView>,
    /// The table's largest win of one bet, as text; none where the set carries none.
    max_win: Option<String>,
}

fn odds(odds: &v1::OddsSet) -> OddsView {
    OddsView {
        round: odds.round,
        version: odds.version,
        closes_at_ms: odds.closes_at.map(millis),
        markets: odds
            .prices
            .iter()
            .map(|price| MarketView {
                market: price.market.clone(),
                status: enum_name(price.status().as_str_name(), "MARKET_STATUS_"),
                probability: price.probability,
                odds_hundredths: price.odds_hundredths,
                payout: payout_text(price),
                rtp: price.rtp,
                stakes: (price.max_stake_hundredths > 0).then(|| {
                    let (min, max) = (price.min_stake_hundredths, price.max_stake_hundredths);
                    format!("{}–{}", Amount::hundredths(min), Amount::hundredths(max))
                }),
            })
            .collect(),
        max_win: (odds.max_win_hundredths > 0)
            .then(|| Amount::hundredths(odds.max_win_hundredths).to_string()),
    }
}

/// What a win pays: the paytable's figure; a progressive box's prizes come from the operator's
/// pot (Oasis Stud's progressive bonus: its fixed lines' least, and the pot's prizes).
fn payout_text(price: &v1::MarketPrice) -> Option<String> {
    let fixed = price.payout_hundredths.map(describe::payout_text);
    match (price.from_pot, fixed) {
        (false, fixed) => fixed,
        (true, None) => Some("prizes from the pot".to_string()),
        (true, Some(fixed)) => Some(format!("{fixed}, prizes from the pot")),
    }
}

/// One market's settlement.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(super) struct SettlementView {
    market: String,
    round: u32,
    verdict: String,
    payout: Option<String>,
}

/// How a draw ended.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(super) struct ResultView {
    /// The table.
    pub table: String,
    /// The draw.
    pub draw: u64,
    /// 1 for the draw's first result, each correction the next.
    pub revision: u32,
    /// `settled`, `cancelled` or `corrected`.
    pub end: String,
    /// The result in a line, as the terminal view writes it.
    pub text: String,
    /// What a fixed-payout draw ended with (`pocket 17`), else empty.
    pub outcome: String,
    /// The cancellation's code, else empty.
    pub cancel_code: String,
    /// The markets that won, in order.
    pub winners: Vec<String>,
    /// When it ended (Unix milliseconds).
    pub ended_at_ms: Option<i64>,
    settlements: Vec<SettlementView>,
}

/// A draw's result as the console shows it.
pub(super) fn result(result: &v1::DrawResult) -> ResultView {
    let (end, outcome, cancel_code, settlements) = match &result.end {
        Some(End::Settled(settled)) => (
            "settled",
            settled
                .outcome
                .as_ref()
                .filter(|_| describe::fixed_payout(&settled.settlements))
                .map(describe::outcome_text)
                .unwrap_or_default(),
            String::new(),
            settled.settlements.as_slice(),
        ),
        Some(End::Cancelled(cancelled)) => (
            "cancelled",
            String::new(),
            cancelled
                .cancellation
                .as_ref()
                .map(|c| c.code.clone())
                .unwrap_or_default(),
            cancelled.settlements.as_slice(),
        ),
        Some(End::Corrected(corrected)) => (
            "corrected",
            corrected
                .outcome
                .as_ref()
                .filter(|_| describe::fixed_payout(&corrected.settlements))
                .map(describe::outcome_text)
                .unwrap_or_default(),
            String::new(),
            corrected.settlements.as_slice(),
        ),
        None => ("unknown", String::new(), String::new(), &[][..]),
    };
    ResultView {
        table: result.table_id.clone(),
        draw: result.draw_number,
        revision: result.revision.max(1),
        end: end.to_string(),
        text: describe::result_text(result),
        outcome,
        cancel_code,
        winners: settlements
            .iter()
            .filter(|s| s.verdict() == v1::Verdict::Win)
            .map(|s| s.market.clone())
            .collect(),
        ended_at_ms: result.settled_at.map(millis),
        settlements: settlements
            .iter()
            .map(|s| SettlementView {
                market: s.market.clone(),
                round: s.round,
                verdict: enum_name(s.verdict().as_str_name(), "VERDICT_"),
                payout: s.payout_hundredths.map(describe::payout_text),
            })
            .collect(),
    }
}

/// One feed event.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(super) struct FeedView {
    position: u64,
    table: String,
    draw: u64,
    published_at_ms: Option<i64>,
    /// From publication to the console (this server's clock against the studio's).
    latency_ms: Option<i64>,
    /// `round_opened`, `round_closed`, `result`, `held` or `resumed`.
    kind: &'static str,
    odds: Option<OddsView>,
    /// A round of the last hand before the shoe is changed (its cut card is out).
    last_hand: bool,
    closed_round: Option<u32>,
    result: Option<ResultView>,
    incident: Option<String>,
}

/// A feed event as the pages show it, received live at `received_ms` (none: part of the
/// catch-up that starts a subscription, whose age is no latency).
pub(super) fn feed(event: &v1::FeedEvent, received_ms: Option<i64>) -> FeedView {
    let published_at_ms = event.published_at.map(millis);
    let mut view = FeedView {
        position: event.position,
        table: event.table_id.clone(),
        draw: event.draw_number,
        published_at_ms,
        latency_ms: published_at_ms
            .zip(received_ms)
            .map(|(published, received)| (received - published).max(0)),
        kind: "unknown",
        odds: None,
        last_hand: false,
        closed_round: None,
        result: None,
        incident: None,
    };
    match &event.event {
        Some(Event::RoundOpened(opened)) => {
            view.kind = "round_opened";
            view.odds = opened.odds.as_ref().map(odds);
            view.last_hand = opened.last_hand;
        }
        Some(Event::RoundClosed(closed)) => {
            view.kind = "round_closed";
            view.closed_round = Some(closed.round);
        }
        Some(Event::Result(ended)) => {
            view.kind = "result";
            view.result = Some(result(ended));
        }
        Some(Event::Held(held)) => {
            view.kind = "held";
            view.incident = Some(
                held.incident
                    .as_ref()
                    .map_or("incident".into(), describe::incident_text),
            );
        }
        Some(Event::Resumed(_)) => view.kind = "resumed",
        Some(Event::DecisionWindowOpened(_)) => view.kind = "decision_window_opened",
        Some(Event::PlayerDecided(_)) => view.kind = "player_decided",
        None => {}
    }
    view
}

/// An incident and what became of it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(super) struct IncidentView {
    table: String,
    draw: u64,
    what: String,
    open: bool,
    raised_at_ms: Option<i64>,
    resolution: String,
    resolved_by: String,
    note: String,
}

/// An incident record as the console lists it.
pub(super) fn incident(record: &v1::IncidentRecord) -> IncidentView {
    let what = if let Some(refused) = &record.refused_event {
        format!(
            "refused floor event ({}): {}",
            refused.code, refused.message
        )
    } else if let Some(alert) = &record.statistics_alert {
        format!(
            "statistics drift in {} (p = {:.2e} over {} samples)",
            alert.category_kind, alert.p_value, alert.samples
        )
    } else {
        record
            .incident
            .as_ref()
            .map_or("incident".into(), describe::incident_text)
    };
    let resolution = match &record.resolution {
        None => "open".to_string(),
        Some(incident_record::Resolution::Cancelled(cancellation)) => {
            format!("cancelled ({})", cancellation.code)
        }
        Some(incident_record::Resolution::Corrected(_)) => "corrected".into(),
        Some(incident_record::Resolution::Cleared(_)) => "cleared".into(),
        Some(incident_record::Resolution::Noted(_)) => "noted".into(),
    };
    IncidentView {
        table: record.table_id.clone(),
        draw: record.draw_number,
        what,
        open: record.resolution.is_none(),
        raised_at_ms: record.raised_at.map(millis),
        resolution,
        resolved_by: record.resolved_by.clone(),
        note: record.note.clone(),
    }
}

/// One outcome category's count against the rules' probability.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(super) struct CategoryView {
    /// The category (`pocket 17`, `banker`, ...).
    pub category: String,
    /// How often it came.
    pub observed: u64,
    /// Its probability by the rules.
    pub expected_probability: f64,
    /// How often it should have come in these samples.
    pub expected: f64,
    /// Counted in one bin with the other rare categories for the test.
    pub pooled: bool,
}

/// A table's outcome statistics and its drift test.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(super) struct StatisticsView {
    /// The table.
    pub table: String,
    /// What is counted.
    pub category_kind: String,
    /// Per category.
    pub categories: Vec<CategoryView>,
    samples: u64,
    draws: u64,
    chi_square: f64,
    degrees_of_freedom: u32,
    p_value: f64,
    significance: f64,
    tested: bool,
    alert: bool,
    window_draws: u64,
}

/// Outcome statistics as the console shows them.
pub(super) fn statistics(response: &v1::OutcomeStatisticsResponse) -> StatisticsView {
    StatisticsView {
        table: response.table_id.clone(),
        category_kind: response.category_kind.clone(),
        categories: response
            .categories
            .iter()
            .map(|category| CategoryView {
                category: category.category.clone(),
                observed: category.observed,
                expected_probability: category.expected_probability,
                expected: category.expected,
                pooled: category.pooled,
            })
            .collect(),
        samples: response.samples,
        draws: response.draws,
        chi_square: response.chi_square,
        degrees_of_freedom: response.degrees_of_freedom,
        p_value: response.p_value,
        significance: response.significance,
        tested: response.tested,
        alert: response.alert,
        window_draws: response.window_draws,
    }
}

/// `PHASE_BETTING` → `betting`.
pub(super) fn enum_name(name: &str, prefix: &str) -> String {
    name.trim_start_matches(prefix).to_ascii_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_box_paid_from_the_pot_says_so_beside_its_fixed_lines_least() {
        let price = |from_pot, payout_hundredths| v1::MarketPrice {
            from_pot,
            payout_hundredths,
            ..v1::MarketPrice::default()
        };
        assert_eq!(
            payout_text(&price(false, Some(5_000))).as_deref(),
            Some("50x")
        );
        assert_eq!(
            payout_text(&price(true, None)).as_deref(),
            Some("prizes from the pot")
        );
        assert_eq!(
            payout_text(&price(true, Some(5_000))).as_deref(),
            Some("50x, prizes from the pot")
        );
    }
}
