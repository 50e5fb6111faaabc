//! Lucky dice's markets (table-games.md, "Lucky Dice"): the number field and the sum field.
//!
//! The number field's geometry is our choice: a 6 × 6 grid whose rows are the red die's
//! groups and whose columns are the green die's squares, square = (red − 1) × 6 + green.
//! Number bets as roulette's: `square_N` (one square), `split_A_B` (two squares side by side
//! in a row or a column), `street_A_C` (three in a row: each group's first or last three),
//! `corner_A_D` (a 2 × 2 block, by its lowest and highest square), `group_G` (the six squares
//! of group G).

use super::config::LuckyDiceConfig;
use super::outcome::Outcome;
use crate::games::fixed_payout::FixedMarket;
use crate::market::{MarketId, Payout, Verdict};

/// A kind of bet, with its paytable line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bet {
    /// One square, 30 x.
    Square,
    /// Two squares, 15 x.
    Split,
    /// Three squares, 10 x.
    Street,
    /// Four squares, 7 x.
    Corner,
    /// Six squares, 4 x.
    Group,
    /// A total of 3–11 (no bets on 2 and 12).
    Total(u8),
    /// Both dice equal, 4 x.
    AnyDouble,
    /// A total under 7, 1 x.
    Under7,
    /// A total over 7, 1 x.
    Over7,
}

impl Bet {
    /// The bet's paytable line name, in payout overrides.
    pub fn name(self) -> String {
        match self {
            Bet::Square => "square".into(),
            Bet::Split => "split".into(),
            Bet::Street => "street".into(),
            Bet::Corner => "corner".into(),
            Bet::Group => "group".into(),
            Bet::Total(t) => format!("total_{t}"),
            Bet::AnyDouble => "any_double".into(),
            Bet::Under7 => "under_7".into(),
            Bet::Over7 => "over_7".into(),
        }
    }

    /// The rulebook's payout.
    pub fn published(self) -> Payout {
        Payout::times(match self {
            Bet::Square => 30,
            Bet::Split | Bet::Total(3 | 11) => 15,
            Bet::Street | Bet::Total(4 | 10) => 10,
            Bet::Corner | Bet::Total(5 | 9) => 7,
            Bet::Total(6 | 8) => 5,
            Bet::Group | Bet::Total(_) | Bet::AnyDouble => 4,
            Bet::Under7 | Bet::Over7 => 1,
        })
    }

    /// Every paytable line.
    pub fn lines() -> Vec<Bet> {
        let mut lines = vec![
            Bet::Square,
            Bet::Split,
            Bet::Street,
            Bet::Corner,
            Bet::Group,
        ];
        lines.extend((3..=11).map(Bet::Total));
        lines.extend([Bet::AnyDouble, Bet::Under7, Bet::Over7]);
        lines
    }
}

/// What a market wins on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Wins {
    /// The square is in the set (bit N for square N).
    Squares(u64),
    /// The total is this.
    Total(u8),
    /// Both dice equal.
    AnyDouble,
    /// A total under 7.
    Under7,
    /// A total over 7.
    Over7,
}

/// One market at the table's payout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Market {
    id: String,
    bet: Bet,
    wins: Wins,
    payout: Payout,
}

impl Market {
    /// The kind of bet.
    pub fn bet(&self) -> Bet {
        self.bet
    }

    /// How many squares a number bet covers (0 for the sum field).
    pub fn squares(&self) -> u32 {
        match self.wins {
            Wins::Squares(set) => set.count_ones(),
            _ => 0,
        }
    }
}

impl FixedMarket for Market {
    type Outcome = Outcome;

    fn id(&self) -> MarketId {
        MarketId::new(self.id.as_str())
    }

    fn payout(&self) -> Payout {
        self.payout
    }

    fn settle(&self, throw: &Outcome) -> (Verdict, Payout) {
        let total = throw.total();
        let won = match self.wins {
            Wins::Squares(set) => set & (1 << throw.square()) != 0,
            Wins::Total(t) => total == t,
            Wins::AnyDouble => throw.red == throw.green,
            Wins::Under7 => total < 7,
            Wins::Over7 => total > 7,
        };
        (crate::market::win_if(won), self.payout)
    }
}

/// Every market of a table configured with `config`, in catalogue order.
pub fn catalogue(config: &LuckyDiceConfig) -> Vec<Market> {
    let market = |id: String, bet: Bet, wins: Wins| Market {
        payout: config.payouts.payout(&bet.name(), bet.published()),
        id,
        bet,
        wins,
    };
    let squares = |prefix: &str, bet: Bet, members: &[u8]| {
        let low = members.iter().min().copied().unwrap_or(0);
        let high = members.iter().max().copied().unwrap_or(0);
        let id = if members.len() == 1 {
            format!("{prefix}_{low}")
        } else {
            format!("{prefix}_{low}_{high}")
        };
        let set = members.iter().fold(0u64, |set, square| set | 1 << square);
        market(id, bet, Wins::Squares(set))
    };
    let at = |row: u8, col: u8| (row - 1) * 6 + col;
    let mut markets = Vec::new();
    for square in 1..=36 {
        markets.push(squares("square", Bet::Square, &[square]));
    }
    for row in 1..=6 {
        for col in 1..=6 {
            if col < 6 {
                markets.push(squares(
                    "split",
                    Bet::Split,
                    &[at(row, col), at(row, col + 1)],
                ));
            }
            if row < 6 {
                markets.push(squares(
                    "split",
                    Bet::Split,
                    &[at(row, col), at(row + 1, col)],
                ));
            }
        }
    }
    for row in 1..=6 {
        for first in [1, 4] {
            let three = [at(row, first), at(row, first + 1), at(row, first + 2)];
            markets.push(squares("street", Bet::Street, &three));
        }
    }
    for row in 1..6 {
        for col in 1..6 {
            let four = [
                at(row, col),
                at(row, col + 1),
                at(row + 1, col),
                at(row + 1, col + 1),
            ];
            markets.push(squares("corner", Bet::Corner, &four));
        }
    }
    for group in 1..=6u8 {
        let six: u64 = (1..=6).fold(0, |set, col| set | 1 << at(group, col));
        markets.push(market(
            format!("group_{group}"),
            Bet::Group,
            Wins::Squares(six),
        ));
    }
    for total in 3..=11 {
        markets.push(market(
            format!("total_{total}"),
            Bet::Total(total),
            Wins::Total(total),
        ));
    }
    markets.push(market("any_double".into(), Bet::AnyDouble, Wins::AnyDouble));
    markets.push(market("under_7".into(), Bet::Under7, Wins::Under7));
    markets.push(market("over_7".into(), Bet::Over7, Wins::Over7));
    markets
}
