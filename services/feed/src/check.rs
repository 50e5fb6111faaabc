//! The bet check: may a bet on (table, draw, round, market, odds version, placed at) still be
//! accepted? A pure function of the table's state and the time, so every rule is tested alone.
//!
//! The reasons are tried from the most fundamental to the most specific: the table, the draw
//! (unknown, ended, held), the round (unknown, closed by the engine, not open yet when the bet
//! was placed, or past its closing time when the bet was placed or now, since the engine's
//! close may still be on its way), the odds
//! version, the market (offered, decided, suspended).

use crate::state::{End, TableState};
use livedraw_protocol::timestamp;
use livedraw_protocol::v1::{self, BetRejection, MarketStatus};

/// A well-formed bet to check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Bet {
    /// The table.
    pub table: String,
    /// The draw.
    pub draw: u64,
    /// The betting round.
    pub round: u8,
    /// The market id.
    pub market: String,
    /// The odds version the bettor was shown.
    pub odds_version: u64,
    /// When the frontend took the bet, in Unix milliseconds.
    pub placed_at_ms: i64,
}

/// The answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// Accept at these odds (hundredths).
    Accept(u32),
    /// Refuse, with the reason and a sentence for people.
    Reject(BetRejection, String),
}

fn reject(reason: BetRejection, message: String) -> Verdict {
    Verdict::Reject(reason, message)
}

impl Bet {
    /// The bet of a request, or why it is malformed.
    pub fn from_request(request: v1::CheckBetRequest) -> Result<Bet, String> {
        if request.table_id.is_empty() {
            return Err("table_id is empty".into());
        }
        if request.draw_number == 0 {
            return Err("draw_number counts from 1".into());
        }
        let round = u8::try_from(request.round)
            .ok()
            .filter(|round| *round >= 1)
            .ok_or_else(|| format!("round {} is not a betting round (1-255)", request.round))?;
        if request.market.is_empty() {
            return Err("market is empty".into());
        }
        let placed_at = timestamp::decode_required("placed_at", request.placed_at.as_ref())
            .map_err(|error| error.to_string())?;
        Ok(Bet {
            table: request.table_id,
            draw: request.draw_number,
            round,
            market: request.market,
            odds_version: request.odds_version,
            placed_at_ms: placed_at.millis(),
        })
    }
}

/// The verdict on `bet` against its table's state (`None`: the table has no step yet), at
/// `now_ms`.
pub(crate) fn check(bet: &Bet, table: Option<&TableState>, now_ms: i64) -> Verdict {
    let Some(table) = table else {
        return reject(
            BetRejection::UnknownRound,
            format!("table {} has not opened a draw yet", bet.table),
        );
    };
    let draw = match table.draw.as_ref() {
        Some(draw) if draw.number == bet.draw => draw,
        _ => return not_current(bet, table),
    };
    if let Some(end) = &draw.end {
        return ended(bet, end);
    }
    if draw.held {
        return reject(
            BetRejection::DrawHeld,
            format!("draw {} is held for a supervisor", bet.draw),
        );
    }
    let Some(round) = draw.rounds.get(&bet.round) else {
        return reject(
            BetRejection::RoundClosed,
            format!("round {} of draw {} has not opened", bet.round, bet.draw),
        );
    };
    if round.closed {
        return reject(
            BetRejection::RoundClosed,
            format!("round {} of draw {} is closed", bet.round, bet.draw),
        );
    }
    if bet.placed_at_ms < round.opened_at_ms {
        return reject(
            BetRejection::RoundClosed,
            format!(
                "round {} of draw {} opened at {} ms; bet placed at {} ms, before it opened",
                bet.round, bet.draw, round.opened_at_ms, bet.placed_at_ms
            ),
        );
    }
    let deadline = round.closes_at_ms;
    if bet.placed_at_ms >= deadline || now_ms >= deadline {
        return reject(
            BetRejection::RoundClosed,
            format!(
                "round {} of draw {} closes at {} ms; bet placed at {} ms, checked at {} ms",
                bet.round, bet.draw, deadline, bet.placed_at_ms, now_ms
            ),
        );
    }
    match &round.odds {
        Some(odds) => check_odds(bet, odds),
        None => reject(
            BetRejection::UnknownMarket,
            format!("round {} of draw {} has no odds set", bet.round, bet.draw),
        ),
    }
}

/// The bet names a draw other than the table's latest.
fn not_current(bet: &Bet, table: &TableState) -> Verdict {
    if let Some(end) = table.ended.get(&bet.draw) {
        return ended(bet, end);
    }
    let latest = table.draw.as_ref().map_or(0, |draw| draw.number);
    if bet.draw > latest && table.paused {
        return reject(
            BetRejection::TablePaused,
            format!(
                "table {} is paused; draw {} has not opened",
                bet.table, bet.draw
            ),
        );
    }
    let message = if bet.draw > latest {
        format!("draw {} has not opened (latest is {latest})", bet.draw)
    } else {
        format!("draw {} is too old for the feed to know", bet.draw)
    };
    reject(BetRejection::UnknownRound, message)
}

fn ended(bet: &Bet, end: &End) -> Verdict {
    match end {
        End::Settled => reject(
            BetRejection::DrawSettled,
            format!("draw {} already has a result", bet.draw),
        ),
        End::Cancelled(code) => reject(
            BetRejection::DrawCancelled,
            format!("draw {} was cancelled ({code})", bet.draw),
        ),
    }
}

fn check_odds(bet: &Bet, odds: &v1::OddsSet) -> Verdict {
    if odds.version != bet.odds_version {
        return reject(
            BetRejection::OddsSuperseded,
            format!(
                "odds version {} is not the version of round {} ({})",
                bet.odds_version, bet.round, odds.version
            ),
        );
    }
    let Some(price) = odds.prices.iter().find(|price| price.market == bet.market) else {
        return reject(
            BetRejection::UnknownMarket,
            format!(
                "market {:?} is not offered in round {}",
                bet.market, bet.round
            ),
        );
    };
    match price.status() {
        MarketStatus::Open if price.odds_hundredths > 0 => Verdict::Accept(price.odds_hundredths),
        MarketStatus::Won | MarketStatus::Lost => reject(
            BetRejection::MarketDecided,
            format!("market {:?} is already decided", bet.market),
        ),
        _ => reject(
            BetRejection::MarketSuspended,
            format!(
                "market {:?} is suspended in round {}",
                bet.market, bet.round
            ),
        ),
    }
}
