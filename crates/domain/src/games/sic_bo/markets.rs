//! Sic bo's markets (table-games.md, "Sic Bo"): every bet of the table with its stable id, how
//! it settles and what it pays.
//!
//! Reading the rules plainly (our choice where they are silent): a triple makes small, big,
//! even and odd lose, and is "at least two dice" for `double_N` (a triple of 4 wins
//! `double_4`); a double-and-number bet needs the pair and the other number (a triple never
//! wins it); `three_of_four_*` and `three_*` need three different values.

use super::config::SicBoConfig;
use super::outcome::Outcome;
use crate::games::fixed_payout::FixedMarket;
use crate::market::{MarketId, Payout, Verdict};

/// The groups of the three-out-of-four bets.
pub const THREE_OF_FOUR: [[u8; 4]; 4] = [[3, 4, 5, 6], [2, 3, 5, 6], [2, 3, 4, 5], [1, 2, 3, 4]];

/// One bet of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bet {
    /// Total 4–10, no triple.
    Small,
    /// Total 11–17, no triple.
    Big,
    /// Even total, no triple.
    Even,
    /// Odd total, no triple.
    Odd,
    /// The number on one, two or three dice (1 x, 2 x, 12 x).
    Single(u8),
    /// Both numbers of a pair of different numbers shown.
    Combo(u8, u8),
    /// At least two dice show the number.
    Double(u8),
    /// Three equal dice.
    AnyTriple,
    /// The named triple.
    Triple(u8),
    /// The total, 4–17.
    Total(u8),
    /// Three different values, all in one of the four groups.
    ThreeOfFour([u8; 4]),
    /// The pair of the first number and the second number.
    DoubleAndSingle(u8, u8),
    /// Exactly these three different values.
    Three(u8, u8, u8),
}

/// The published payout of a total bet, 4–17.
fn total_payout(total: u8) -> i32 {
    match total {
        4 | 17 => 60,
        5 | 16 => 30,
        6 | 15 => 18,
        7 | 14 => 12,
        8 | 13 => 8,
        _ => 6,
    }
}

impl Bet {
    /// Every bet, in catalogue order.
    pub fn all() -> Vec<Bet> {
        let faces = 1..=6u8;
        let pairs = || (1..=6u8).flat_map(|a| (a + 1..=6).map(move |b| (a, b)));
        let mut bets = vec![Bet::Small, Bet::Big, Bet::Even, Bet::Odd];
        bets.extend(faces.clone().map(Bet::Single));
        bets.extend(pairs().map(|(a, b)| Bet::Combo(a, b)));
        bets.extend(faces.clone().map(Bet::Double));
        bets.push(Bet::AnyTriple);
        bets.extend(faces.clone().map(Bet::Triple));
        bets.extend((4..=17).map(Bet::Total));
        bets.extend(THREE_OF_FOUR.map(Bet::ThreeOfFour));
        bets.extend(
            faces
                .clone()
                .flat_map(|d| (1..=6).filter(move |s| *s != d).map(move |s| (d, s)))
                .map(|(d, s)| Bet::DoubleAndSingle(d, s)),
        );
        bets.extend(pairs().flat_map(|(a, b)| (b + 1..=6).map(move |c| Bet::Three(a, b, c))));
        bets
    }

    /// The stable market id.
    pub fn id(self) -> String {
        match self {
            Bet::Small => "small".into(),
            Bet::Big => "big".into(),
            Bet::Even => "even".into(),
            Bet::Odd => "odd".into(),
            Bet::Single(n) => format!("single_{n}"),
            Bet::Combo(a, b) => format!("combo_{a}_{b}"),
            Bet::Double(n) => format!("double_{n}"),
            Bet::AnyTriple => "any_triple".into(),
            Bet::Triple(n) => format!("triple_{n}"),
            Bet::Total(t) => format!("total_{t}"),
            Bet::ThreeOfFour([a, b, c, d]) => format!("three_of_four_{a}_{b}_{c}_{d}"),
            Bet::DoubleAndSingle(d, s) => format!("double_{d}_single_{s}"),
            Bet::Three(a, b, c) => format!("three_{a}_{b}_{c}"),
        }
    }

    /// The bet's name in payout overrides: one per paytable line (`total_4`, `single_2_dice`).
    pub fn kind_names(self) -> Vec<String> {
        match self {
            Bet::Small | Bet::Big | Bet::Even | Bet::Odd | Bet::AnyTriple => vec![self.id()],
            Bet::Single(_) => ["single_1_die", "single_2_dice", "single_3_dice"]
                .map(String::from)
                .to_vec(),
            Bet::Combo(..) => vec!["combo".into()],
            Bet::Double(_) => vec!["double".into()],
            Bet::Triple(_) => vec!["triple".into()],
            Bet::Total(t) => vec![format!("total_{t}")],
            Bet::ThreeOfFour(_) => vec!["three_of_four".into()],
            Bet::DoubleAndSingle(..) => vec!["double_and_single".into()],
            Bet::Three(..) => vec!["three".into()],
        }
    }

    /// The rulebook's payout of the paytable line `name`, if it is one.
    pub fn published(name: &str) -> Option<Payout> {
        let times = match name {
            "small" | "big" | "even" | "odd" | "single_1_die" => 1,
            "single_2_dice" => 2,
            "single_3_dice" => 12,
            "combo" => 6,
            "double" => 11,
            "any_triple" | "three" => 30,
            "triple" => 180,
            "three_of_four" => 7,
            "double_and_single" => 50,
            other => {
                let total: u8 = other.strip_prefix("total_")?.parse().ok()?;
                if !(4..=17).contains(&total) {
                    return None;
                }
                total_payout(total)
            }
        };
        Some(Payout::times(times))
    }

    /// Whether the bet wins on `roll`, and on which paytable line.
    fn wins(self, roll: &Outcome) -> Option<usize> {
        let no_triple = !roll.triple();
        let won = match self {
            Bet::Small => no_triple && roll.total() <= 10,
            Bet::Big => no_triple && roll.total() >= 11,
            Bet::Even => no_triple && roll.total().is_multiple_of(2),
            Bet::Odd => no_triple && roll.total() % 2 == 1,
            Bet::Single(n) => return roll.count(n).checked_sub(1),
            Bet::Combo(a, b) => roll.count(a) > 0 && roll.count(b) > 0,
            Bet::Double(n) => roll.count(n) >= 2,
            Bet::AnyTriple => roll.triple(),
            Bet::Triple(n) => roll.count(n) == 3,
            Bet::Total(t) => roll.total() == t,
            Bet::ThreeOfFour(group) => {
                roll.all_different() && roll.dice.iter().all(|die| group.contains(die))
            }
            Bet::DoubleAndSingle(d, s) => roll.count(d) == 2 && roll.count(s) == 1,
            Bet::Three(a, b, c) => roll.count(a) == 1 && roll.count(b) == 1 && roll.count(c) == 1,
        };
        won.then_some(0)
    }
}

/// A bet at the table's payouts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Market {
    bet: Bet,
    /// One payout per paytable line of the bet (singles: on one, two, three dice).
    payouts: Vec<Payout>,
}

impl Market {
    /// The bet.
    pub fn bet(&self) -> Bet {
        self.bet
    }
}

impl FixedMarket for Market {
    type Outcome = Outcome;

    fn id(&self) -> MarketId {
        MarketId::new(self.bet.id())
    }

    /// The first line's payout: a single number's on one die.
    fn payout(&self) -> Payout {
        self.payouts[0]
    }

    fn settle(&self, roll: &Outcome) -> (Verdict, Payout) {
        match self.bet.wins(roll) {
            Some(line) => (Verdict::Win, self.payouts[line]),
            None => (Verdict::Lose, self.payout()),
        }
    }
}

/// Every market of a table configured with `config`, in catalogue order.
pub fn catalogue(config: &SicBoConfig) -> Vec<Market> {
    Bet::all()
        .into_iter()
        .map(|bet| Market {
            payouts: bet
                .kind_names()
                .iter()
                .map(|name| {
                    let published = Bet::published(name).unwrap_or(Payout::NOTHING);
                    config.payouts.payout(name, published)
                })
                .collect(),
            bet,
        })
        .collect()
}

/// Every paytable line's name, for payout overrides.
pub fn line_names() -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for bet in Bet::all() {
        for name in bet.kind_names() {
            if !names.contains(&name) {
                names.push(name);
            }
        }
    }
    names
}
