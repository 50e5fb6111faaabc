//! Markets and how they settle.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A market's stable identifier (`player`, `hand_3`, `ball_17`, …), used in protos, results and
/// the CLI.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct MarketId(String);

impl MarketId {
    /// A market id.
    pub fn new(id: impl Into<String>) -> MarketId {
        MarketId(id.into())
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for MarketId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<&str> for MarketId {
    fn from(id: &str) -> MarketId {
        MarketId::new(id)
    }
}

/// How a bet on a market settles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Verdict {
    /// Paid at the odds of the round the bet was placed in (live-odds games) or at the
    /// market's fixed payout (fixed-payout games).
    Win,
    /// Stake lost.
    Lose,
    /// Stake returned; odds treated as 1.00 (a cancelled draw, baccarat's Player on a tie).
    Void,
    /// A fixed-payout bet neither won nor lost: stake returned (a push: a tie in a game whose
    /// paytable returns the stake, e.g. a blackjack hand equal to the dealer's).
    Push,
    /// Half the stake lost, half returned (roulette's even chances on zero, casino paytable).
    HalfLose,
}

impl Verdict {
    /// The net multiplier of the stake this verdict pays, given the market's payout on a win.
    pub fn net(self, win: Payout) -> Payout {
        match self {
            Verdict::Win => win,
            Verdict::Lose => Payout::LOST,
            Verdict::HalfLose => Payout::HALF_LOST,
            Verdict::Void | Verdict::Push => Payout::NOTHING,
        }
    }
}

/// A net multiplier of the stake, exact in hundredths: a straight up at 35 x is `3500`, a
/// banco win less 5 % commission `95`, a 1:2 win `50`, a lost stake `-100`, half lost `-50`,
/// a push or a void `0`. The stake itself comes back on top of a positive payout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Payout(i32);

impl Payout {
    /// The whole stake lost.
    pub const LOST: Payout = Payout(-100);
    /// Half the stake lost.
    pub const HALF_LOST: Payout = Payout(-50);
    /// The stake returned, nothing won.
    pub const NOTHING: Payout = Payout(0);

    /// `n` times the stake won: the rules' "n x".
    pub const fn times(n: i32) -> Payout {
        Payout(n * 100)
    }

    /// A net multiplier in hundredths of the stake.
    pub const fn hundredths(hundredths: i32) -> Payout {
        Payout(hundredths)
    }

    /// The multiplier in hundredths.
    pub const fn as_hundredths(self) -> i32 {
        self.0
    }

    /// The multiplier as a number (35.0, 0.95, -1.0).
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 100.0
    }

    /// What a unit stake returns in all: the stake plus the net payout (36.0 for 35 x, 0.5
    /// when half is lost).
    pub fn returned(self) -> f64 {
        1.0 + self.as_f64()
    }
}

impl fmt::Display for Payout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let (whole, cents) = (self.0.unsigned_abs() / 100, self.0.unsigned_abs() % 100);
        if cents == 0 {
            write!(f, "{sign}{whole}x")
        } else {
            let fraction = format!("{cents:02}");
            write!(f, "{sign}{whole}.{}x", fraction.trim_end_matches('0'))
        }
    }
}

/// One line of a market's payout table: a hand or result, and what it pays as a net multiplier
/// of the stake it names (`play.three_of_a_kind` pays on the play bet), or, on a progressive
/// box, a prize from the operator's pot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PaytableLine {
    /// The line (`straight_flush`, `ante_bonus.straight`).
    pub line: String,
    /// What it pays ([`Payout::NOTHING`] on a progressive line: its prize is in `prize`).
    pub pays: Payout,
    /// A progressive line's prize, paid by the operator's platform from its pot.
    #[serde(default)]
    pub prize: Option<Prize>,
}

impl PaytableLine {
    /// A line paying the net multiplier `pays`.
    pub fn new(line: impl Into<String>, pays: Payout) -> PaytableLine {
        PaytableLine {
            line: line.into(),
            pays,
            prize: None,
        }
    }

    /// A progressive line paying `prize` from the operator's pot.
    pub fn from_pot(line: impl Into<String>, prize: Prize) -> PaytableLine {
        PaytableLine {
            line: line.into(),
            pays: Payout::NOTHING,
            prize: Some(prize),
        }
    }
}

/// What a progressive box's line pays (three-card-and-holdem.md, "Progressive box"): a share
/// of the pot the operator's platform keeps, or a fixed amount. The backend takes no bets and
/// keeps no pot, so it publishes the prize and the hand; the platform pays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Prize {
    /// This share of the pot, in hundredths of a percent (10,000: the whole pot).
    Pot(u16),
    /// This amount, in hundredths of the operator's currency.
    Fixed(u64),
}

impl Prize {
    /// The whole pot: the top prize.
    pub const WHOLE_POT: Prize = Prize::Pot(10_000);

    /// Whether `other` is the same kind of prize (both shares of the pot, or both amounts),
    /// so that the two compare.
    pub fn same_kind(self, other: Prize) -> bool {
        matches!(
            (self, other),
            (Prize::Pot(_), Prize::Pot(_)) | (Prize::Fixed(_), Prize::Fixed(_))
        )
    }
}

impl fmt::Display for Prize {
    /// `100%`, `12.5%`, `500`, `500.25`: the studio file's form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (whole, cents, sign) = match *self {
            Prize::Pot(share) => (u64::from(share) / 100, u64::from(share) % 100, "%"),
            Prize::Fixed(amount) => (amount / 100, amount % 100, ""),
        };
        if cents == 0 {
            write!(f, "{whole}{sign}")
        } else {
            let fraction = format!("{cents:02}");
            write!(f, "{whole}.{}{sign}", fraction.trim_end_matches('0'))
        }
    }
}

/// One market's verdict for a settled draw, with what it pays where the payout is fixed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarketVerdict {
    /// The market.
    pub market: MarketId,
    /// How bets on it settle.
    pub verdict: Verdict,
    /// The net multiplier paid ([`Verdict::net`]) in a fixed-payout game; `None` in a
    /// live-odds game, whose wins are paid at the odds of the round the bet was placed in.
    pub payout: Option<Payout>,
}

impl MarketVerdict {
    /// A live-odds market's verdict.
    pub fn live(market: MarketId, verdict: Verdict) -> MarketVerdict {
        MarketVerdict {
            market,
            verdict,
            payout: None,
        }
    }

    /// A progressive line won: the operator's platform pays its prize from the pot, so the
    /// verdict carries no net payout.
    pub fn from_pot(market: MarketId) -> MarketVerdict {
        MarketVerdict {
            market,
            verdict: Verdict::Win,
            payout: None,
        }
    }

    /// A fixed-payout market's verdict; `win` is what a win pays for this outcome.
    pub fn fixed(market: MarketId, verdict: Verdict, win: Payout) -> MarketVerdict {
        MarketVerdict {
            market,
            verdict,
            payout: Some(verdict.net(win)),
        }
    }

    /// A fixed-payout line's verdict from its net multiplier on one decision path: a win, a
    /// push or a loss; `None` (nothing staked on the path: a withdrawn bet, the play bet after
    /// a fold) is void.
    pub fn of_net(market: MarketId, net: Option<Payout>) -> MarketVerdict {
        let Some(net) = net else {
            return MarketVerdict::fixed(market, Verdict::Void, Payout::NOTHING);
        };
        let verdict = match net.as_hundredths() {
            n if n > 0 => Verdict::Win,
            0 => Verdict::Push,
            _ => Verdict::Lose,
        };
        MarketVerdict::fixed(market, verdict, net)
    }
}

impl From<(MarketId, Verdict)> for MarketVerdict {
    fn from((market, verdict): (MarketId, Verdict)) -> MarketVerdict {
        MarketVerdict::live(market, verdict)
    }
}

/// Each market's verdict and payout from `verdicts`, by market id; a market they do not name
/// is void, paying `void` (what a void bet pays at the table).
pub fn verdicts_by_market(
    verdicts: Vec<MarketVerdict>,
    void: Option<Payout>,
) -> impl Fn(&MarketId) -> (Verdict, Option<Payout>) {
    let verdicts: std::collections::BTreeMap<MarketId, (Verdict, Option<Payout>)> = verdicts
        .into_iter()
        .map(|settled| (settled.market, (settled.verdict, settled.payout)))
        .collect();
    move |market| {
        verdicts
            .get(market)
            .copied()
            .unwrap_or((Verdict::Void, void))
    }
}

/// One line of a result: a market, a betting round it was offered in, and its verdict.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settlement {
    /// The market.
    pub market: MarketId,
    /// The betting round (1-based) the market was offered in.
    pub round: u8,
    /// WIN, LOSE, VOID, PUSH or HALF_LOSE.
    pub verdict: Verdict,
    /// The net multiplier paid in a fixed-payout game (0 on a cancelled draw); `None` in a
    /// live-odds game. Absent from draw events recorded before fixed-payout games existed.
    #[serde(default)]
    pub payout: Option<Payout>,
}

/// `Win` when `won`, else `Lose`.
pub fn win_if(won: bool) -> Verdict {
    if won {
        Verdict::Win
    } else {
        Verdict::Lose
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_verdict_pays_its_net_multiplier() {
        let straight = Payout::times(35);
        assert_eq!(Verdict::Win.net(straight), straight);
        assert_eq!(Verdict::Lose.net(straight), Payout::LOST);
        assert_eq!(Verdict::HalfLose.net(straight), Payout::HALF_LOST);
        assert_eq!(Verdict::Push.net(straight), Payout::NOTHING);
        assert_eq!(Verdict::Void.net(straight), Payout::NOTHING);
    }

    #[test]
    fn payouts_print_as_multipliers() {
        assert_eq!(Payout::times(35).to_string(), "35x");
        assert_eq!(Payout::hundredths(95).to_string(), "0.95x");
        assert_eq!(Payout::hundredths(50).to_string(), "0.5x");
        assert_eq!(Payout::LOST.to_string(), "-1x");
        assert_eq!(Payout::HALF_LOST.returned(), 0.5);
    }
}
