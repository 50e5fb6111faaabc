//! The lotteries' markets (lotto.md, our choice) and how each settles.
//!
//! Colour majority (our choice): a colour's market wins only when that colour alone has the
//! most winning balls; when colours tie for the most, every majority market loses. 7/42 draws
//! 7 balls of two colours, so it never ties.

use super::balls::Outcome;
use super::config::{BallColour, LottoConfig, Variant};
use crate::market::win_if;
use crate::market::{MarketId, Verdict};
use serde::{Deserialize, Serialize};

/// A lottery market.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Market {
    /// Number N is among the winning balls: `ball_N`.
    Ball(u8),
    /// The first ball is N: `first_ball_N`.
    FirstBall(u8),
    /// The first ball has this colour: `first_ball_white`, `first_ball_yellow`, …
    FirstBallColour(BallColour),
    /// The first ball is odd: `first_ball_odd`.
    FirstBallOdd,
    /// The first ball is even: `first_ball_even`.
    FirstBallEven,
    /// The sum is under the line: `sum_under_92_5` (5/36), `sum_under_150_5` (7/42).
    SumUnder,
    /// The sum is over the line: `sum_over_92_5`, `sum_over_150_5`.
    SumOver,
    /// More odd than even winning numbers: `more_odd`.
    MoreOdd,
    /// More even than odd winning numbers: `more_even`.
    MoreEven,
    /// This colour alone has the most winning balls: `most_white` … (5/36), `more_yellow`,
    /// `more_black` (7/42).
    ColourMajority(BallColour),
}

impl Market {
    /// Every market of the lottery `config`, in catalogue order.
    pub fn all(config: &LottoConfig) -> Vec<Market> {
        let numbers = 1..=config.variant().balls();
        let palette = config.palette();
        let mut markets: Vec<Market> = numbers.clone().map(Market::Ball).collect();
        markets.extend(numbers.map(Market::FirstBall));
        markets.extend(palette.iter().copied().map(Market::FirstBallColour));
        markets.extend([
            Market::FirstBallOdd,
            Market::FirstBallEven,
            Market::SumUnder,
            Market::SumOver,
            Market::MoreOdd,
            Market::MoreEven,
        ]);
        markets.extend(palette.into_iter().map(Market::ColourMajority));
        markets
    }

    /// The stable id in the lottery `variant`.
    pub fn id(self, variant: Variant) -> MarketId {
        let line = variant.sum_line();
        MarketId::new(match self {
            Market::Ball(number) => format!("ball_{number}"),
            Market::FirstBall(number) => format!("first_ball_{number}"),
            Market::FirstBallColour(colour) => format!("first_ball_{}", colour.name()),
            Market::FirstBallOdd => "first_ball_odd".to_owned(),
            Market::FirstBallEven => "first_ball_even".to_owned(),
            Market::SumUnder => format!("sum_under_{line}_5"),
            Market::SumOver => format!("sum_over_{line}_5"),
            Market::MoreOdd => "more_odd".to_owned(),
            Market::MoreEven => "more_even".to_owned(),
            Market::ColourMajority(colour) => match variant {
                Variant::FiveOf36 => format!("most_{}", colour.name()),
                Variant::SevenOf42 => format!("more_{}", colour.name()),
            },
        })
    }

    /// How a bet on this market settles in the lottery `config`.
    pub fn settle(self, outcome: &Outcome, config: &LottoConfig) -> Verdict {
        let first = outcome.first();
        let line = config.variant().sum_line();
        win_if(match self {
            Market::Ball(number) => outcome.balls.contains(&number),
            Market::FirstBall(number) => first == Some(number),
            Market::FirstBallColour(colour) => {
                first.and_then(|n| config.colour_of(n)) == Some(colour)
            }
            Market::FirstBallOdd => first.is_some_and(|n| n % 2 == 1),
            Market::FirstBallEven => first.is_some_and(|n| n.is_multiple_of(2)),
            Market::SumUnder => outcome.sum() <= line,
            Market::SumOver => outcome.sum() > line,
            Market::MoreOdd => outcome.odd() > outcome.even(),
            Market::MoreEven => outcome.even() > outcome.odd(),
            Market::ColourMajority(colour) => has_sole_majority(colour, outcome, config),
        })
    }

    /// Every market's verdict.
    pub fn settle_all(outcome: &Outcome, config: &LottoConfig) -> Vec<(MarketId, Verdict)> {
        let variant = config.variant();
        Market::all(config)
            .into_iter()
            .map(|market| (market.id(variant), market.settle(outcome, config)))
            .collect()
    }
}

/// How many winning balls have `colour`.
pub fn colour_count(colour: BallColour, outcome: &Outcome, config: &LottoConfig) -> usize {
    outcome
        .balls
        .iter()
        .filter(|n| config.colour_of(**n) == Some(colour))
        .count()
}

/// Whether `colour` has more winning balls than every other colour in play.
pub fn has_sole_majority(colour: BallColour, outcome: &Outcome, config: &LottoConfig) -> bool {
    let own = colour_count(colour, outcome, config);
    config
        .palette()
        .into_iter()
        .filter(|other| *other != colour)
        .all(|other| colour_count(other, outcome, config) < own)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn five_of_36(balls: [u8; 5]) -> (Outcome, LottoConfig) {
        (
            Outcome {
                balls: balls.to_vec(),
            },
            LottoConfig::five_of_36(),
        )
    }

    fn verdict_of(id: &str, outcome: &Outcome, config: &LottoConfig) -> Verdict {
        Market::settle_all(outcome, config)
            .into_iter()
            .find(|(market, _)| market.as_str() == id)
            .map(|(_, verdict)| verdict)
            .expect("market")
    }

    fn ids(config: &LottoConfig) -> Vec<String> {
        Market::all(config)
            .into_iter()
            .map(|m| m.id(config.variant()).to_string())
            .collect()
    }

    #[test]
    fn lotto_5_36_market_ids_are_the_published_ones() {
        let ids = ids(&LottoConfig::five_of_36());
        assert_eq!(ids.len(), 86);
        assert_eq!((ids[0].as_str(), ids[35].as_str()), ("ball_1", "ball_36"));
        assert_eq!(ids[36], "first_ball_1");
        assert_eq!(
            &ids[72..],
            [
                "first_ball_white",
                "first_ball_green",
                "first_ball_red",
                "first_ball_blue",
                "first_ball_odd",
                "first_ball_even",
                "sum_under_92_5",
                "sum_over_92_5",
                "more_odd",
                "more_even",
                "most_white",
                "most_green",
                "most_red",
                "most_blue"
            ]
        );
    }

    #[test]
    fn lotto_7_42_market_ids_are_the_published_ones() {
        let ids = ids(&LottoConfig::seven_of_42());
        assert_eq!(ids.len(), 94);
        assert_eq!(ids[41], "ball_42");
        assert_eq!(
            &ids[84..],
            [
                "first_ball_yellow",
                "first_ball_black",
                "first_ball_odd",
                "first_ball_even",
                "sum_under_150_5",
                "sum_over_150_5",
                "more_odd",
                "more_even",
                "more_yellow",
                "more_black"
            ]
        );
    }

    #[test]
    fn ball_market_wins_when_the_number_is_drawn_anywhere() {
        let (outcome, config) = five_of_36([7, 14, 21, 28, 35]);
        assert_eq!(verdict_of("ball_28", &outcome, &config), Verdict::Win);
        assert_eq!(verdict_of("ball_29", &outcome, &config), Verdict::Lose);
    }

    #[test]
    fn first_ball_markets_follow_the_first_cylinder() {
        let (outcome, config) = five_of_36([12, 1, 2, 3, 4]);
        assert_eq!(verdict_of("first_ball_12", &outcome, &config), Verdict::Win);
        assert_eq!(verdict_of("first_ball_1", &outcome, &config), Verdict::Lose);
        assert_eq!(
            verdict_of("first_ball_green", &outcome, &config),
            Verdict::Win
        );
        assert_eq!(
            verdict_of("first_ball_white", &outcome, &config),
            Verdict::Lose
        );
        assert_eq!(
            verdict_of("first_ball_even", &outcome, &config),
            Verdict::Win
        );
        assert_eq!(
            verdict_of("first_ball_odd", &outcome, &config),
            Verdict::Lose
        );
    }

    #[test]
    fn sum_line_92_5_splits_92_and_93() {
        let (low, config) = five_of_36([36, 35, 14, 4, 3]);
        assert_eq!(low.sum(), 92);
        assert_eq!(verdict_of("sum_under_92_5", &low, &config), Verdict::Win);
        assert_eq!(verdict_of("sum_over_92_5", &low, &config), Verdict::Lose);
        let (high, _) = five_of_36([36, 35, 15, 4, 3]);
        assert_eq!(high.sum(), 93);
        assert_eq!(verdict_of("sum_over_92_5", &high, &config), Verdict::Win);
    }

    #[test]
    fn sum_line_150_5_splits_150_and_151() {
        let config = LottoConfig::seven_of_42();
        let low = Outcome {
            balls: vec![42, 41, 40, 10, 9, 5, 3],
        };
        assert_eq!(low.sum(), 150);
        assert_eq!(verdict_of("sum_under_150_5", &low, &config), Verdict::Win);
        let high = Outcome {
            balls: vec![42, 41, 40, 10, 9, 5, 4],
        };
        assert_eq!(high.sum(), 151);
        assert_eq!(verdict_of("sum_over_150_5", &high, &config), Verdict::Win);
        assert_eq!(verdict_of("sum_under_150_5", &high, &config), Verdict::Lose);
    }

    #[test]
    fn more_odd_or_more_even_never_ties_with_an_odd_number_of_balls() {
        let (outcome, config) = five_of_36([1, 3, 5, 2, 4]);
        assert_eq!(verdict_of("more_odd", &outcome, &config), Verdict::Win);
        assert_eq!(verdict_of("more_even", &outcome, &config), Verdict::Lose);
    }

    #[test]
    fn colour_with_the_most_balls_alone_wins() {
        let (outcome, config) = five_of_36([1, 2, 3, 10, 20]);
        assert_eq!(verdict_of("most_white", &outcome, &config), Verdict::Win);
        assert_eq!(verdict_of("most_green", &outcome, &config), Verdict::Lose);
        assert_eq!(verdict_of("most_blue", &outcome, &config), Verdict::Lose);
    }

    #[test]
    fn colours_tied_for_most_make_every_most_market_lose() {
        let (outcome, config) = five_of_36([1, 2, 10, 11, 30]);
        for colour in ["white", "green", "red", "blue"] {
            let id = format!("most_{colour}");
            assert_eq!(verdict_of(&id, &outcome, &config), Verdict::Lose, "{id}");
        }
    }

    #[test]
    fn more_yellow_or_more_black_decides_7_42() {
        let config = LottoConfig::seven_of_42();
        let yellow = Outcome {
            balls: vec![1, 4, 5, 8, 2, 3, 6],
        };
        assert_eq!(verdict_of("more_yellow", &yellow, &config), Verdict::Win);
        assert_eq!(verdict_of("more_black", &yellow, &config), Verdict::Lose);
        let black = Outcome {
            balls: vec![1, 4, 5, 7, 2, 3, 6],
        };
        assert_eq!(verdict_of("more_black", &black, &config), Verdict::Win);
    }

    #[test]
    fn custom_colours_change_the_colour_markets() {
        let mut colours = vec![BallColour::Black; 42];
        colours[0] = BallColour::Yellow;
        let config = LottoConfig::with_colours(Variant::SevenOf42, colours).expect("42 colours");
        let outcome = Outcome {
            balls: vec![4, 1, 5, 8, 9, 12, 13],
        };
        assert_eq!(verdict_of("more_black", &outcome, &config), Verdict::Win);
        assert_eq!(
            verdict_of("first_ball_black", &outcome, &config),
            Verdict::Win
        );
    }
}
