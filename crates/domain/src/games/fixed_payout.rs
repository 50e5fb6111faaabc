//! What the fixed-payout table games share (table-games.md): markets that pay a configured
//! multiple of the stake, settled with the payout carried in the verdict, and void spins or
//! throws counted against the table's limit.

use super::rules::{DrawContext, Next, Step};
use crate::decision::{CancelReason, Decision, DrawNumber, RepeatCause};
use crate::error::TableError;
use crate::market::{MarketId, MarketVerdict, Payout, Verdict};
use crate::options::OptionError;
use serde::{Deserialize, Serialize};

/// The highest repeat limit a table may set: a draw whose void spins reopen betting opens at
/// most this many rounds, and the engine versions odds sets as draw × 10 + round.
pub const MAX_REPEAT_LIMIT: u8 = 9;

/// A table's repeat limit from the studio file (`repeat_limit`, 1 to [`MAX_REPEAT_LIMIT`]),
/// else the game's `default`.
pub fn repeat_limit(given: Option<u8>, default: u8) -> Result<u8, OptionError> {
    match given {
        None => Ok(default),
        Some(limit) if (1..=MAX_REPEAT_LIMIT).contains(&limit) => Ok(limit),
        Some(limit) => Err(OptionError::new(format!(
            "repeat_limit {limit}: from 1 to {MAX_REPEAT_LIMIT}"
        ))),
    }
}

/// A market of a fixed-payout game, with its payout already taken from the table's paytable.
pub trait FixedMarket {
    /// What the market is settled on.
    type Outcome;

    /// The market's stable id (`straight_17`, `total_9`, `banco`).
    fn id(&self) -> MarketId;

    /// What a win pays as the paytable publishes it (a no-commission paytable's banco: 1 x,
    /// though a win on the exception total pays 1:2).
    fn payout(&self) -> Payout;

    /// The verdict for `outcome`, and what a win pays on it.
    fn settle(&self, outcome: &Self::Outcome) -> (Verdict, Payout);
}

/// Every market's verdict for `outcome`, each with its net multiplier.
pub fn settle_all<M: FixedMarket>(markets: &[M], outcome: &M::Outcome) -> Vec<MarketVerdict> {
    markets
        .iter()
        .map(|market| {
            let (verdict, win) = market.settle(outcome);
            MarketVerdict::fixed(market.id(), verdict, win)
        })
        .collect()
}

/// A supervisor may void a spin only once betting has closed: before that there is no spin.
pub fn spin_under_way(context: &DrawContext) -> Result<(), TableError> {
    match context.open_round {
        Some(round) => Err(TableError::OutcomeWhileBettingOpen {
            observation: "void_spin",
            round,
        }),
        None => Ok(()),
    }
}

/// What the floor does after a void spin or throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AfterVoid {
    /// Betting reopens (roulette's no-spin, the money wheel): players may change their bets;
    /// the bets already placed stay.
    ReopenBetting,
    /// The floor repeats at once (lucky dice's invalid throw); bets stand.
    RepeatAtOnce,
}

/// How many times the draw in progress was void, against the table's limit.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoidSpins {
    voided: u8,
}

impl VoidSpins {
    /// Void spins or throws so far in this draw.
    pub fn count(&self) -> u8 {
        self.voided
    }

    /// A void spin or throw of `draw` for `cause`. The `limit`-th in one draw cancels it
    /// (`repeat_limit_reached`, our choice); before that it is recorded and `after` says what
    /// comes next. Nothing is settled either way.
    pub fn void(
        &mut self,
        draw: DrawNumber,
        cause: RepeatCause,
        limit: u8,
        after: AfterVoid,
    ) -> Step {
        self.voided = self.voided.saturating_add(1);
        if self.voided >= limit {
            return Step::then(Next::Cancel(CancelReason::RepeatLimitReached));
        }
        Step {
            decisions: vec![Decision::Repeat { draw, cause }],
            next: match after {
                AfterVoid::ReopenBetting => Next::OpenRound,
                AfterVoid::RepeatAtOnce => Next::Continue,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn void_spins_reopen_betting_until_the_limit_cancels_the_draw() {
        let mut spins = VoidSpins::default();
        let draw = DrawNumber(4);
        let first = spins.void(draw, RepeatCause::LaunchFailed, 3, AfterVoid::ReopenBetting);
        assert_eq!(first.next, Next::OpenRound);
        assert_eq!(
            first.decisions,
            vec![Decision::Repeat {
                draw,
                cause: RepeatCause::LaunchFailed
            }]
        );
        let second = spins.void(draw, RepeatCause::LaunchFailed, 3, AfterVoid::RepeatAtOnce);
        assert_eq!(second.next, Next::Continue);
        let third = spins.void(draw, RepeatCause::LaunchFailed, 3, AfterVoid::ReopenBetting);
        assert_eq!(third.next, Next::Cancel(CancelReason::RepeatLimitReached));
        assert!(third.decisions.is_empty());
        assert_eq!(spins.count(), 3);
    }
}
