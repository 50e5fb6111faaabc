//! Roulette's markets: every bet of the layout with its stable id, the pockets it covers and
//! what a win pays at the table; and the zero rule.
//!
//! Our choices where the rulebook names a bet but not its numbers:
//! - splits: two numbers side by side on the 12 × 3 grid (57), and the zero splits: 0-1, 0-2,
//!   0-3 on a single-zero wheel; 0-1, 0-2, 0-00, 00-2, 00-3 on a double-zero wheel;
//! - streets: each row (`street_1_3` … `street_34_36`) and the zero streets, named by every
//!   number: `street_0_1_2`, `street_0_2_3` (single zero), `street_0_1_2`, `street_0_00_2`,
//!   `street_00_2_3` (double zero);
//! - corners: every 2 × 2 block, named by its lowest and highest number (`corner_1_5`), and
//!   `corner_0_3` (0-1-2-3) on a single-zero wheel;
//! - quarter (9 numbers, casino paytable): three neighbouring rows, `quarter_1_9` …
//!   `quarter_28_36` (10 bets).

use super::config::{Paytable, RouletteConfig, WheelKind};
use super::layout::{column, is_red, is_zero, Pockets, HIGHEST};
use crate::games::fixed_payout::FixedMarket;
use crate::market::{MarketId, Payout, Verdict};
use crate::observation::Pocket;

/// The kinds of bet, each with one payout per paytable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bet {
    /// One number (plein).
    Straight,
    /// Two numbers (cheval).
    Split,
    /// Three numbers (transversal).
    Street,
    /// Four numbers (carré).
    Corner,
    /// 0-00-1-2-3, double-zero wheel only.
    FiveNumbers,
    /// Six numbers, two rows (simple).
    SixLine,
    /// Nine numbers, three rows.
    Quarter,
    /// Twelve numbers: 1–12, 13–24, 25–36.
    Dozen,
    /// Twelve numbers: a column of the layout.
    Column,
    /// Red, black, even, odd, 1–18, 19–36.
    EvenChance,
}

impl Bet {
    /// Every kind of bet.
    pub const ALL: [Bet; 10] = [
        Bet::Straight,
        Bet::Split,
        Bet::Street,
        Bet::Corner,
        Bet::FiveNumbers,
        Bet::SixLine,
        Bet::Quarter,
        Bet::Dozen,
        Bet::Column,
        Bet::EvenChance,
    ];

    /// The bet's name in payout overrides.
    pub fn name(self) -> &'static str {
        match self {
            Bet::Straight => "straight",
            Bet::Split => "split",
            Bet::Street => "street",
            Bet::Corner => "corner",
            Bet::FiveNumbers => "five_numbers",
            Bet::SixLine => "six_line",
            Bet::Quarter => "quarter",
            Bet::Dozen => "dozen",
            Bet::Column => "column",
            Bet::EvenChance => "even_chance",
        }
    }

    /// What the rulebook's `paytable` pays on a win; `None` where it does not offer the bet.
    pub fn published(self, paytable: Paytable) -> Option<Payout> {
        let (arcade, casino) = match self {
            Bet::Straight => (Some(30), 35),
            Bet::Split => (Some(15), 17),
            Bet::Street => (Some(10), 11),
            Bet::Corner => (Some(7), 8),
            Bet::FiveNumbers => (None, 6),
            Bet::SixLine => (Some(4), 5),
            Bet::Quarter => (None, 3),
            Bet::Dozen | Bet::Column => (Some(2), 2),
            Bet::EvenChance => (Some(1), 1),
        };
        match paytable {
            Paytable::Arcade => arcade.map(Payout::times),
            Paytable::Casino => Some(Payout::times(casino)),
        }
    }
}

/// The kinds of bet a table with `wheel` and `paytable` offers.
pub fn catalogue_bets(wheel: WheelKind, paytable: Paytable) -> Vec<Bet> {
    Bet::ALL
        .into_iter()
        .filter(|bet| bet.published(paytable).is_some())
        .filter(|bet| *bet != Bet::FiveNumbers || wheel == WheelKind::DoubleZero)
        .collect()
}

/// One market: a bet on some pockets, at the table's payout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Market {
    id: String,
    bet: Bet,
    covers: Pockets,
    payout: Payout,
    /// The casino paytable's even chances lose half on zero.
    half_on_zero: bool,
}

impl Market {
    /// The kind of bet.
    pub fn bet(&self) -> Bet {
        self.bet
    }

    /// Whether the bet covers `pocket`.
    pub fn covers(&self, pocket: Pocket) -> bool {
        self.covers.contains(pocket)
    }

    /// How many pockets the bet covers.
    pub fn size(&self) -> u32 {
        self.covers.len()
    }
}

impl FixedMarket for Market {
    type Outcome = Pocket;

    fn id(&self) -> MarketId {
        MarketId::new(self.id.as_str())
    }

    fn payout(&self) -> Payout {
        self.payout
    }

    /// Covered: paid. Zero rule: arcade, every bet that does not cover zero loses (the 1 x and
    /// 2 x bets); casino, dozens and columns lose and even chances lose half.
    fn settle(&self, pocket: &Pocket) -> (Verdict, Payout) {
        let verdict = if self.covers.contains(*pocket) {
            Verdict::Win
        } else if is_zero(*pocket) && self.half_on_zero {
            Verdict::HalfLose
        } else {
            Verdict::Lose
        };
        (verdict, self.payout)
    }
}

/// Every market of a table configured with `config`, in catalogue order.
pub fn catalogue(config: &RouletteConfig) -> Vec<Market> {
    let half_on_zero = config.paytable == Paytable::Casino;
    catalogue_bets(config.wheel, config.paytable)
        .into_iter()
        .flat_map(|bet| {
            let payout = config.payout(bet).unwrap_or(Payout::NOTHING);
            covered(bet, config.wheel)
                .into_iter()
                .map(move |(id, covers)| Market {
                    id,
                    bet,
                    covers,
                    payout,
                    half_on_zero: half_on_zero && bet == Bet::EvenChance,
                })
        })
        .collect()
}

/// Each market of one kind of bet: its id and the pockets it covers.
fn covered(bet: Bet, wheel: WheelKind) -> Vec<(String, Pockets)> {
    match bet {
        Bet::Straight => straights(wheel),
        Bet::Split => splits(wheel),
        Bet::Street => streets(wheel),
        Bet::Corner => corners(wheel),
        Bet::FiveNumbers => vec![named(
            "five_numbers",
            [Pocket::Zero, Pocket::DoubleZero, n(1), n(2), n(3)],
        )],
        Bet::SixLine => (1..=11).map(|row| rows("six_line", row, 2)).collect(),
        Bet::Quarter => (1..=10).map(|row| rows("quarter", row, 3)).collect(),
        Bet::Dozen => (1..=3u8)
            .map(|d| {
                let covers = Pockets::numbers(|x| (x - 1) / 12 + 1 == d);
                (format!("dozen_{d}"), covers)
            })
            .collect(),
        Bet::Column => (1..=3u8)
            .map(|c| (format!("column_{c}"), Pockets::numbers(|x| column(x) == c)))
            .collect(),
        Bet::EvenChance => vec![
            ("red".into(), Pockets::numbers(is_red)),
            ("black".into(), Pockets::numbers(|x| !is_red(x))),
            ("even".into(), Pockets::numbers(|x| x % 2 == 0)),
            ("odd".into(), Pockets::numbers(|x| x % 2 == 1)),
            ("low".into(), Pockets::numbers(|x| x <= 18)),
            ("high".into(), Pockets::numbers(|x| x >= 19)),
        ],
    }
}

fn n(number: u8) -> Pocket {
    Pocket::Number(number)
}

/// A market named `prefix` and every pocket, joined by `_`.
fn named(prefix: &str, pockets: impl IntoIterator<Item = Pocket> + Clone) -> (String, Pockets) {
    let names: Vec<String> = pockets.clone().into_iter().map(|p| p.to_string()).collect();
    let id = if prefix == "five_numbers" {
        prefix.to_string()
    } else {
        format!("{prefix}_{}", names.join("_"))
    };
    (id, Pockets::of(pockets))
}

/// A market covering `count` rows from `first_row` (1-based), named by its lowest and highest.
fn rows(prefix: &str, first_row: u8, count: u8) -> (String, Pockets) {
    let low = 3 * first_row - 2;
    let high = 3 * (first_row + count - 1);
    (
        format!("{prefix}_{low}_{high}"),
        Pockets::numbers(|x| (low..=high).contains(&x)),
    )
}

fn straights(wheel: WheelKind) -> Vec<(String, Pockets)> {
    super::layout::pockets(wheel)
        .into_iter()
        .map(|pocket| (format!("straight_{pocket}"), Pockets::of([pocket])))
        .collect()
}

fn splits(wheel: WheelKind) -> Vec<(String, Pockets)> {
    let zero = Pocket::Zero;
    let zeros: Vec<[Pocket; 2]> = match wheel {
        WheelKind::SingleZero => vec![[zero, n(1)], [zero, n(2)], [zero, n(3)]],
        WheelKind::DoubleZero => vec![
            [zero, n(1)],
            [zero, n(2)],
            [zero, Pocket::DoubleZero],
            [Pocket::DoubleZero, n(2)],
            [Pocket::DoubleZero, n(3)],
        ],
    };
    let beside = (1..HIGHEST)
        .filter(|x| column(*x) != 3)
        .map(|x| [n(x), n(x + 1)]);
    let above = (1..=HIGHEST - 3).map(|x| [n(x), n(x + 3)]);
    let mut numbers: Vec<[Pocket; 2]> = beside.chain(above).collect();
    numbers.sort_by_key(|pair| (pair[0], pair[1]));
    zeros
        .into_iter()
        .chain(numbers)
        .map(|pair| named("split", pair))
        .collect()
}

fn streets(wheel: WheelKind) -> Vec<(String, Pockets)> {
    let zero = Pocket::Zero;
    let zeros: Vec<[Pocket; 3]> = match wheel {
        WheelKind::SingleZero => vec![[zero, n(1), n(2)], [zero, n(2), n(3)]],
        WheelKind::DoubleZero => vec![
            [zero, n(1), n(2)],
            [zero, Pocket::DoubleZero, n(2)],
            [Pocket::DoubleZero, n(2), n(3)],
        ],
    };
    zeros
        .into_iter()
        .map(|three| named("street", three))
        .chain((1..=12).map(|row| rows("street", row, 1)))
        .collect()
}

fn corners(wheel: WheelKind) -> Vec<(String, Pockets)> {
    let first_four = (wheel == WheelKind::SingleZero).then(|| {
        (
            "corner_0_3".to_string(),
            Pockets::of([Pocket::Zero, n(1), n(2), n(3)]),
        )
    });
    let blocks = (1..=HIGHEST - 4).filter(|x| column(*x) != 3).map(|x| {
        (
            format!("corner_{x}_{}", x + 4),
            Pockets::of([n(x), n(x + 1), n(x + 3), n(x + 4)]),
        )
    });
    first_four.into_iter().chain(blocks).collect()
}
