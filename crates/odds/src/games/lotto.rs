//! Ball-machine lotteries 5/36 and 7/42 (lotto.md): closed forms over the C(N, k) equally
//! likely sets of winning balls, in uniformly random order.
//!
//! - a given ball is drawn: k / N; the first ball is a given number: 1 / N, of a colour or
//!   parity: the share of such balls;
//! - the sum's distribution: a count of k-subsets by sum, built one ball at a time;
//! - more odd / more even, and the colour majorities: (multivariate) hypergeometric counts over
//!   how many winning balls fall in each parity or colour.

use super::game_odds::GameOdds;
use crate::chances::{Chances, MarketChance};
use crate::error::OddsError;
use livedraw_domain::games::lotto::Lotto;
use livedraw_domain::games::lotto::{BallColour, LottoConfig, Market};
use livedraw_domain::GameKind;

/// Every market of the lottery `config`'s exact chance (the single betting round).
pub fn chances(config: &LottoConfig) -> Chances {
    let model = Model::of(config);
    let variant = config.variant();
    Chances {
        round: 1,
        markets: Market::all(config)
            .into_iter()
            .map(|market| MarketChance::new(market.id(variant).as_str(), model.chance(market)))
            .collect(),
    }
}

/// What the closed forms need from a configuration.
struct Model {
    balls: u8,
    winning: u8,
    line: u16,
    /// Ways to draw the winning set (C(N, k)), and how many of them have each sum.
    subsets_by_sum: Vec<f64>,
    /// Balls of each colour of the palette, in palette order.
    colours: Vec<(BallColour, u8)>,
}

impl Model {
    fn of(config: &LottoConfig) -> Model {
        let variant = config.variant();
        let colours = config
            .palette()
            .into_iter()
            .map(|colour| (colour, config.balls_of(colour).len() as u8))
            .collect();
        Model {
            balls: variant.balls(),
            winning: variant.winning(),
            line: variant.sum_line(),
            subsets_by_sum: subsets_by_sum(variant.balls(), variant.winning()),
            colours,
        }
    }

    fn chance(&self, market: Market) -> f64 {
        let n = f64::from(self.balls);
        let odd_balls = self.balls.div_ceil(2);
        match market {
            Market::Ball(_) => f64::from(self.winning) / n,
            Market::FirstBall(_) => 1.0 / n,
            Market::FirstBallColour(colour) => f64::from(self.size_of(colour)) / n,
            Market::FirstBallOdd => f64::from(odd_balls) / n,
            Market::FirstBallEven => f64::from(self.balls - odd_balls) / n,
            Market::SumUnder => self.sum_share(|sum| sum <= usize::from(self.line)),
            Market::SumOver => self.sum_share(|sum| sum > usize::from(self.line)),
            Market::MoreOdd => self.split_share(odd_balls, |own, other| own > other),
            Market::MoreEven => self.split_share(self.balls - odd_balls, |own, other| own > other),
            Market::ColourMajority(colour) => self.sole_majority(colour),
        }
    }

    fn size_of(&self, colour: BallColour) -> u8 {
        self.colours
            .iter()
            .find(|(c, _)| *c == colour)
            .map_or(0, |&(_, size)| size)
    }

    fn draws(&self) -> f64 {
        binomial(self.balls, self.winning)
    }

    fn sum_share(&self, wins: impl Fn(usize) -> bool) -> f64 {
        let ways: f64 = self
            .subsets_by_sum
            .iter()
            .enumerate()
            .filter(|&(sum, _)| wins(sum))
            .map(|(_, &ways)| ways)
            .sum();
        ways / self.draws()
    }

    /// Chance that `wins(own, other)` holds, where `own` winning balls come from a group of
    /// `group` balls and `other` from the rest.
    fn split_share(&self, group: u8, wins: impl Fn(u8, u8) -> bool) -> f64 {
        let ways: f64 = (0..=self.winning)
            .filter(|&own| wins(own, self.winning - own))
            .map(|own| binomial(group, own) * binomial(self.balls - group, self.winning - own))
            .sum();
        ways / self.draws()
    }

    /// Chance that `colour` has strictly more winning balls than every other colour.
    fn sole_majority(&self, colour: BallColour) -> f64 {
        let sizes: Vec<u8> = self.colours.iter().map(|&(_, size)| size).collect();
        let Some(target) = self.colours.iter().position(|(c, _)| *c == colour) else {
            return 0.0;
        };
        let mut ways = 0.0;
        for_each_split(&sizes, self.winning, &mut Vec::new(), &mut |counts| {
            let own = counts[target];
            let sole = counts
                .iter()
                .enumerate()
                .all(|(i, &count)| i == target || count < own);
            if sole {
                ways += counts
                    .iter()
                    .zip(&sizes)
                    .map(|(&count, &size)| binomial(size, count))
                    .product::<f64>();
            }
        });
        ways / self.draws()
    }
}

/// Calls `visit` with every way to split `left` winning balls among groups of `sizes`.
fn for_each_split(sizes: &[u8], left: u8, counts: &mut Vec<u8>, visit: &mut impl FnMut(&[u8])) {
    let Some((&size, rest)) = sizes.split_first() else {
        if left == 0 {
            visit(counts);
        }
        return;
    };
    for count in 0..=left.min(size) {
        counts.push(count);
        for_each_split(rest, left - count, counts, visit);
        counts.pop();
    }
}

/// How many `winning`-subsets of 1..=`balls` have each sum (index = sum).
fn subsets_by_sum(balls: u8, winning: u8) -> Vec<f64> {
    let (k, most) = (
        usize::from(winning),
        usize::from(balls) * usize::from(winning),
    );
    // ways[j][s]: subsets of j balls, among those seen so far, with sum s.
    let mut ways = vec![vec![0.0f64; most + 1]; k + 1];
    ways[0][0] = 1.0;
    for ball in 1..=usize::from(balls) {
        for j in (1..=k).rev() {
            for s in (ball..=most).rev() {
                ways[j][s] += ways[j - 1][s - ball];
            }
        }
    }
    ways.swap_remove(k)
}

/// C(n, k) as a float (exact: every value here is far below 2^53).
fn binomial(n: u8, k: u8) -> f64 {
    if k > n {
        return 0.0;
    }
    (0..k).fold(1.0, |acc, i| acc * f64::from(n - i) / f64::from(i + 1))
}

/// What a lottery's odds depend on: the table's configuration.
#[derive(Clone, Debug, PartialEq)]
pub struct LottoState {
    /// The table's configuration.
    pub config: LottoConfig,
}

impl GameOdds for LottoState {
    type Game = Lotto;

    fn capture(game: &Lotto) -> Result<LottoState, OddsError> {
        Ok(LottoState {
            config: game.config().clone(),
        })
    }

    fn kind(&self) -> GameKind {
        self.config.kind()
    }

    fn chances(&self) -> Result<Chances, OddsError> {
        Ok(chances(&self.config))
    }
}
