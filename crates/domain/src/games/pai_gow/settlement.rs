//! Settlement (pai-gow.md, "Settlement" and "Player-banked version"): each of the player's
//! hands against the bank's hand of the same size, copies to the bank; the bet wins 1 x less
//! 5 % commission when both hands win, pushes when one wins, loses when neither does, and a
//! foul loses. The commission is exact and the amount paid rounded down to the currency's
//! smallest unit (a hundredth, as every [`Amount`]). In the player-banked version the house
//! takes 5 % of the banking player's net win over the round.

use super::setting::Setting;
use crate::limits::Amount;
use crate::market::{Payout, Verdict};
use std::cmp::Ordering;
use std::fmt;
use thiserror::Error;

/// The commission on a win, in percent: on a player's win against the bank, and on the
/// banking player's net win over a round.
pub const COMMISSION_PERCENT: u64 = 5;

/// What a winning bet is paid net per unit of stake: 1 x less 5 % commission.
pub const WIN_LESS_COMMISSION: Payout = Payout::hundredths(95);

/// One of the player's hands against the bank's hand of the same size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HandOutcome {
    /// The player's hand is higher.
    PlayerWins,
    /// The bank's hand is higher.
    BankWins,
    /// Equal under the tie-breaks: a copy, which the bank wins.
    Copy,
}

impl HandOutcome {
    /// The player's hand of value `player` against the bank's `bank`.
    pub fn of<V: Ord>(player: V, bank: V) -> HandOutcome {
        match player.cmp(&bank) {
            Ordering::Greater => HandOutcome::PlayerWins,
            Ordering::Less => HandOutcome::BankWins,
            Ordering::Equal => HandOutcome::Copy,
        }
    }

    /// Whether the player takes the hand (a copy goes to the bank).
    pub fn player_wins(self) -> bool {
        match self {
            HandOutcome::PlayerWins => true,
            HandOutcome::BankWins | HandOutcome::Copy => false,
        }
    }
}

/// How the two settings met.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Showdown {
    /// The player's front outranks their back: the bet loses, whatever the bank holds.
    PlayerFoul,
    /// The bank's front outranks its back (never the house way; a banking player's setting
    /// entered by a supervisor): the bank automatically loses each hand.
    BankFoul,
    /// Both legal, each hand compared.
    Compared {
        /// Front against front.
        front: HandOutcome,
        /// Back against back.
        back: HandOutcome,
    },
}

/// A bet settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PaiGowSettlement {
    /// How the hands met.
    pub showdown: Showdown,
    /// Win, push or lose.
    pub verdict: Verdict,
    /// The net multiple of the stake: 0.95 x, nothing, or the stake lost.
    pub payout: Payout,
}

impl PaiGowSettlement {
    /// What a bet of `stake` returns in all: the stake and its win less commission (rounded
    /// down to the hundredth) on a win, the stake on a push, nothing on a loss.
    pub fn returned(&self, stake: Amount) -> Amount {
        match self.verdict {
            Verdict::Win => Amount::hundredths(
                stake
                    .as_hundredths()
                    .saturating_add(win_less_commission(stake).as_hundredths()),
            ),
            Verdict::Push | Verdict::Void => stake,
            Verdict::Lose => Amount::hundredths(0),
            Verdict::HalfLose => Amount::hundredths(stake.as_hundredths() / 2),
        }
    }
}

/// The player's `player` setting against the bank's `bank`: a player's foul loses; then a
/// bank's foul loses to the player; otherwise both hands win, less commission; one wins, a
/// push; neither (a copy is the bank's), a loss.
pub fn settle(player: &Setting, bank: &Setting) -> PaiGowSettlement {
    let showdown = if player.is_foul() {
        Showdown::PlayerFoul
    } else if bank.is_foul() {
        Showdown::BankFoul
    } else {
        Showdown::Compared {
            front: HandOutcome::of(player.front_value(), bank.front_value()),
            back: HandOutcome::of(player.back_value(), bank.back_value()),
        }
    };
    let (verdict, payout) = match showdown {
        Showdown::PlayerFoul => (Verdict::Lose, Payout::LOST),
        Showdown::BankFoul => (Verdict::Win, WIN_LESS_COMMISSION),
        Showdown::Compared { front, back } => match (front.player_wins(), back.player_wins()) {
            (true, true) => (Verdict::Win, WIN_LESS_COMMISSION),
            (true, false) | (false, true) => (Verdict::Push, Payout::NOTHING),
            (false, false) => (Verdict::Lose, Payout::LOST),
        },
    };
    PaiGowSettlement {
        showdown,
        verdict,
        payout,
    }
}

/// A commission, exact: 5 % of a win, in ten-thousandths of the currency's unit (5 % of a
/// hundredth is a twentieth of it, so no coarser unit is exact).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Commission(u128);

impl Commission {
    /// Nothing.
    pub const NONE: Commission = Commission(0);

    /// 5 % of `win`, exactly.
    pub fn of(win: Amount) -> Commission {
        Commission(u128::from(win.as_hundredths()) * u128::from(COMMISSION_PERCENT))
    }

    /// The commission in ten-thousandths of the unit.
    pub fn ten_thousandths(self) -> u128 {
        self.0
    }
}

impl fmt::Display for Commission {
    /// In units with four decimals: `0.5005`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{:04}", self.0 / 10_000, self.0 % 10_000)
    }
}

/// `win` less its exact commission, rounded down to the hundredth: what is paid.
pub fn win_less_commission(win: Amount) -> Amount {
    let win_ten_thousandths = u128::from(win.as_hundredths()) * 100;
    let paid = (win_ten_thousandths - Commission::of(win).ten_thousandths()) / 100;
    // At most the win itself, so it fits.
    Amount::hundredths(u64::try_from(paid).unwrap_or(u64::MAX))
}

/// A banking player's net over a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BankerNet {
    /// Won this much net.
    Won(Amount),
    /// Won exactly what they paid.
    Even,
    /// Lost this much net.
    Lost(Amount),
}

/// The banking player's round settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BankerRound {
    /// Their net against every bet on them (the house's included), before commission.
    pub net: BankerNet,
    /// The house's commission: 5 % of a net win, exact; nothing when the net is even or a
    /// loss.
    pub commission: Commission,
    /// What they end the round with: a net win less the commission, rounded down to the
    /// hundredth; otherwise the net itself.
    pub after_commission: BankerNet,
}

/// The banking player's round: each bet on them (every player's and the house's) by its
/// settled verdict and stake. A bet that wins costs the banker its stake (the winner's 5 % is
/// the house's, not the banker's); a bet that loses pays them its stake; a push nothing.
pub fn banker_round(bets: &[(Verdict, Amount)]) -> BankerRound {
    let mut net: i128 = 0;
    for &(verdict, stake) in bets {
        let stake = i128::from(stake.as_hundredths());
        net += match verdict {
            Verdict::Win => -stake,
            Verdict::Lose => stake,
            Verdict::HalfLose => stake / 2,
            Verdict::Push | Verdict::Void => 0,
        };
    }
    let amount =
        |hundredths: i128| Amount::hundredths(u64::try_from(hundredths).unwrap_or(u64::MAX));
    match net.cmp(&0) {
        Ordering::Greater => {
            let won = amount(net);
            BankerRound {
                net: BankerNet::Won(won),
                commission: Commission::of(won),
                after_commission: BankerNet::Won(win_less_commission(won)),
            }
        }
        Ordering::Equal => BankerRound {
            net: BankerNet::Even,
            commission: Commission::NONE,
            after_commission: BankerNet::Even,
        },
        Ordering::Less => BankerRound {
            net: BankerNet::Lost(amount(-net)),
            commission: Commission::NONE,
            after_commission: BankerNet::Lost(amount(-net)),
        },
    }
}

/// Why a player may not bank this round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum BankerError {
    /// The table is not configured for the player-banked version.
    #[error("this table does not offer the player-banked version")]
    NotOffered,
    /// The player did not play the previous round against the house.
    #[error("a player may bank only after playing the previous round against the house")]
    NoPreviousRound,
    /// Their funds do not cover every bet against them.
    #[error("funds of {funds} do not cover the {needed} bet against the bank")]
    FundsShort {
        /// The player's funds.
        funds: Amount,
        /// Every bet against them, the house's included.
        needed: Amount,
    },
}

/// Whether a player may bank this round, and if so the house's stake against them: exactly
/// the stake they had against the bank in the previous round (`previous_stake`, `None` or
/// nothing when they did not play it). `offered`: the table is configured for the
/// player-banked version; `funds` must cover every bet against them, the players' `stakes`
/// and the house's.
pub fn check_banker(
    offered: bool,
    previous_stake: Option<Amount>,
    funds: Amount,
    stakes: &[Amount],
) -> Result<Amount, BankerError> {
    if !offered {
        return Err(BankerError::NotOffered);
    }
    let house = previous_stake
        .filter(|stake| stake.as_hundredths() > 0)
        .ok_or(BankerError::NoPreviousRound)?;
    let needed = stakes.iter().fold(house.as_hundredths(), |sum, stake| {
        sum.saturating_add(stake.as_hundredths())
    });
    let needed = Amount::hundredths(needed);
    if funds < needed {
        return Err(BankerError::FundsShort { funds, needed });
    }
    Ok(house)
}
