//! The bet check: may a bet on (table, draw, round, market, odds version, placed at) still be
//! accepted? A pure function of the table's state and the time, so every rule is tested alone.
//!
//! The reasons are tried from the most fundamental to the most specific: the table, the draw
//! (unknown, ended, held), the round (unknown, closed by the engine, not open yet when the bet
//! was placed, or past its closing time when the bet was placed or now, since the engine's
//! close may still be on its way), the odds
//! version, the market (offered, decided, suspended), and last the stake against the caller's
//! limits (operations.md): the table's own as the round's odds set carries them (the studio
//! configuration's where a set carries none), changed by the caller's limit profile.

use crate::state::{End, TableState};
use livedraw_domain::limits::{Amount, LimitBreach, Limits};
use livedraw_domain::{MarketId, TableLimits};
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
    /// The stake.
    pub stake: Amount,
}

/// The limits a bet's stake is checked against.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Stakes<'a> {
    /// The table's limits in the studio configuration (`None`: a table the feed does not
    /// know, refused before its stake matters).
    pub table: Option<&'a TableLimits>,
    /// The subject of the caller's token, whose limit profile applies.
    pub operator: &'a str,
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
        if request.stake_hundredths == 0 {
            return Err("stake_hundredths is required and above zero".into());
        }
        Ok(Bet {
            table: request.table_id,
            draw: request.draw_number,
            round,
            market: request.market,
            odds_version: request.odds_version,
            placed_at_ms: placed_at.millis(),
            stake: Amount::hundredths(request.stake_hundredths),
        })
    }
}

/// The verdict on `bet` against its table's state (`None`: the table has no step yet), at
/// `now_ms`, its stake against `stakes`.
pub(crate) fn check(
    bet: &Bet,
    table: Option<&TableState>,
    now_ms: i64,
    stakes: Stakes<'_>,
) -> Verdict {
    let Some(table) = table else {
        return reject(
            BetRejection::UnknownRound,
            format!("table {} has not opened a draw yet", bet.table),
        );
    };
    if let Some(device) = &table.suspended_by {
        return reject(
            BetRejection::TableSuspended,
            format!("table suspended: {device} silent"),
        );
    }
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
        Some(odds) => check_odds(bet, odds, stakes),
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

fn check_odds(bet: &Bet, odds: &v1::OddsSet, stakes: Stakes<'_>) -> Verdict {
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
        MarketStatus::Open if price.odds_hundredths > 0 || price.from_pot => {
            check_stake(bet, odds, price, stakes)
        }
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

/// The bet's stake against the caller's limits on its market.
fn check_stake(
    bet: &Bet,
    odds: &v1::OddsSet,
    price: &v1::MarketPrice,
    stakes: Stakes<'_>,
) -> Verdict {
    let market = MarketId::new(bet.market.as_str());
    let own = table_limits(odds, price, stakes.table, &market);
    let profile = stakes
        .table
        .and_then(|table| table.profiles.get(stakes.operator));
    let limits = profile.map_or(own, |profile| profile.applied_to(own, Some(&market)));
    // A fixed payout's win is its net multiplier; decimal odds win what they pay less the stake.
    let win_per_unit = price.payout_hundredths.map_or_else(
        || u64::from(price.odds_hundredths).saturating_sub(100),
        |payout| u64::try_from(payout).unwrap_or(0),
    );
    match limits.check(bet.stake, win_per_unit) {
        Ok(()) => Verdict::Accept(price.odds_hundredths),
        Err(breach) => {
            let reason = match breach {
                LimitBreach::BelowMinimum { .. } => BetRejection::StakeBelowMinimum,
                LimitBreach::AboveMaximum { .. } => BetRejection::StakeAboveMaximum,
                LimitBreach::WinAboveMaximum { .. } => BetRejection::WinAboveMaximum,
            };
            reject(reason, format!("market {:?}: {breach}", bet.market))
        }
    }
}

/// The table's own limits on `market`: the odds set's, or the configuration's where the set
/// carries none (a set published before limits existed).
fn table_limits(
    odds: &v1::OddsSet,
    price: &v1::MarketPrice,
    table: Option<&TableLimits>,
    market: &MarketId,
) -> Limits {
    if price.max_stake_hundredths == 0 {
        return table.map_or_else(
            || TableLimits::default().defaults(market),
            |table| table.defaults(market),
        );
    }
    Limits {
        min_stake: Amount::hundredths(price.min_stake_hundredths),
        max_stake: Amount::hundredths(price.max_stake_hundredths),
        max_win: Amount::hundredths(odds.max_win_hundredths),
    }
}
