//! The dice game's markets (dice5.md, our choice): one per combination, the total of pips
//! over/under 17.5 (the mean, so no total pushes) and the total odd/even.

use super::combination::Combination;
use super::roll::Outcome;
use crate::market::win_if;
use crate::market::{MarketId, Verdict};
use serde::{Deserialize, Serialize};

/// The total-of-pips line, in tenths: 17.5.
pub const TOTAL_LINE_TENTHS: u16 = 175;

/// A dice market.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Market {
    /// The roll is this combination: `one_pair`, `two_pairs`, …, `five_of_a_kind`.
    Combination(Combination),
    /// Total of pips 17 or less: `total_under_17_5`.
    TotalUnder,
    /// Total of pips 18 or more: `total_over_17_5`.
    TotalOver,
    /// Odd total: `total_odd`.
    TotalOdd,
    /// Even total: `total_even`.
    TotalEven,
}

impl Market {
    /// Every market, in catalogue order.
    pub fn all() -> Vec<Market> {
        let mut markets: Vec<Market> = Combination::ALL.map(Market::Combination).to_vec();
        markets.extend([
            Market::TotalUnder,
            Market::TotalOver,
            Market::TotalOdd,
            Market::TotalEven,
        ]);
        markets
    }

    /// The stable id.
    pub fn id(self) -> MarketId {
        match self {
            Market::Combination(combination) => MarketId::new(combination.name()),
            Market::TotalUnder => MarketId::new("total_under_17_5"),
            Market::TotalOver => MarketId::new("total_over_17_5"),
            Market::TotalOdd => MarketId::new("total_odd"),
            Market::TotalEven => MarketId::new("total_even"),
        }
    }

    /// How a bet on this market settles.
    pub fn settle(self, outcome: &Outcome) -> Verdict {
        let total_tenths = u16::from(outcome.total()) * 10;
        win_if(match self {
            Market::Combination(combination) => outcome.combination() == combination,
            Market::TotalUnder => total_tenths < TOTAL_LINE_TENTHS,
            Market::TotalOver => total_tenths > TOTAL_LINE_TENTHS,
            Market::TotalOdd => outcome.total() % 2 == 1,
            Market::TotalEven => outcome.total().is_multiple_of(2),
        })
    }

    /// Every market's verdict.
    pub fn settle_all(outcome: &Outcome) -> Vec<(MarketId, Verdict)> {
        Market::all()
            .into_iter()
            .map(|market| (market.id(), market.settle(outcome)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roll(dice: [u8; 5]) -> Outcome {
        Outcome { dice }
    }

    #[test]
    fn market_ids_are_the_published_ones() {
        let ids: Vec<String> = Market::all().iter().map(|m| m.id().to_string()).collect();
        assert_eq!(
            ids,
            [
                "one_pair",
                "two_pairs",
                "three_of_a_kind",
                "all_different",
                "high_straight",
                "low_straight",
                "full_house",
                "four_of_a_kind",
                "five_of_a_kind",
                "total_under_17_5",
                "total_over_17_5",
                "total_odd",
                "total_even"
            ]
        );
    }

    #[test]
    fn exactly_one_combination_market_wins() {
        let outcome = roll([2, 2, 5, 5, 5]);
        let winners: Vec<Market> = Combination::ALL
            .map(Market::Combination)
            .into_iter()
            .filter(|market| market.settle(&outcome) == Verdict::Win)
            .collect();
        assert_eq!(winners, vec![Market::Combination(Combination::FullHouse)]);
    }

    #[test]
    fn total_under_17_5_wins_up_to_17_and_over_from_18() {
        let seventeen = roll([1, 4, 4, 4, 4]);
        assert_eq!(Market::TotalUnder.settle(&seventeen), Verdict::Win);
        assert_eq!(Market::TotalOver.settle(&seventeen), Verdict::Lose);
        let eighteen = roll([2, 4, 4, 4, 4]);
        assert_eq!(Market::TotalUnder.settle(&eighteen), Verdict::Lose);
        assert_eq!(Market::TotalOver.settle(&eighteen), Verdict::Win);
    }

    #[test]
    fn total_odd_and_even_follow_the_sum_of_pips() {
        let seventeen = roll([1, 4, 4, 4, 4]);
        assert_eq!(Market::TotalOdd.settle(&seventeen), Verdict::Win);
        assert_eq!(Market::TotalEven.settle(&seventeen), Verdict::Lose);
        assert_eq!(Market::TotalEven.settle(&roll([6; 5])), Verdict::Win);
    }
}
