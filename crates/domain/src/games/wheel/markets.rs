//! The wheel's markets (wheel.md, our choice) and how each settles. Every market but the
//! symbol's is about the number, so all of them lose when the symbol comes up.

use super::sector::{Colour, Outcome, HIGHEST_NUMBER};
use crate::market::win_if;
use crate::market::{MarketId, Verdict};
use serde::{Deserialize, Serialize};

/// A wheel market.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Market {
    /// Sector `n` (1–18) comes up: `sector_n`.
    Sector(u8),
    /// The symbol comes up: `symbol`.
    Symbol,
    /// An odd number: `odd`.
    Odd,
    /// An even number: `even`.
    Even,
    /// 1–9: `low`.
    Low,
    /// 10–18: `high`.
    High,
    /// Third 1 (1–6), 2 (7–12) or 3 (13–18): `third_1_6`, `third_7_12`, `third_13_18`.
    Third(u8),
    /// A number of this colour: `black`, `grey`, `red`.
    Colour(Colour),
}

impl Market {
    /// Every market, in catalogue order.
    pub fn all() -> Vec<Market> {
        let mut markets: Vec<Market> = (1..=HIGHEST_NUMBER).map(Market::Sector).collect();
        markets.extend([
            Market::Symbol,
            Market::Odd,
            Market::Even,
            Market::Low,
            Market::High,
            Market::Third(1),
            Market::Third(2),
            Market::Third(3),
        ]);
        markets.extend(Colour::ALL.map(Market::Colour));
        markets
    }

    /// The stable id.
    pub fn id(self) -> MarketId {
        match self {
            Market::Sector(number) => MarketId::new(format!("sector_{number}")),
            Market::Symbol => MarketId::new("symbol"),
            Market::Odd => MarketId::new("odd"),
            Market::Even => MarketId::new("even"),
            Market::Low => MarketId::new("low"),
            Market::High => MarketId::new("high"),
            Market::Third(third) => {
                let (first, last) = third_bounds(third);
                MarketId::new(format!("third_{first}_{last}"))
            }
            Market::Colour(colour) => MarketId::new(colour.name()),
        }
    }

    /// Whether the market wins on `number` (a numbered sector).
    fn wins_on(self, number: u8) -> bool {
        match self {
            Market::Sector(sector) => sector == number,
            Market::Symbol => false,
            Market::Odd => number % 2 == 1,
            Market::Even => number.is_multiple_of(2),
            Market::Low => number <= 9,
            Market::High => number >= 10,
            Market::Third(third) => {
                let (first, last) = third_bounds(third);
                (first..=last).contains(&number)
            }
            Market::Colour(colour) => Colour::of(number) == Some(colour),
        }
    }

    /// How a bet on this market settles.
    pub fn settle(self, outcome: Outcome) -> Verdict {
        match outcome {
            Outcome::Symbol => win_if(self == Market::Symbol),
            Outcome::Number(number) => win_if(self.wins_on(number)),
        }
    }

    /// Every market's verdict.
    pub fn settle_all(outcome: Outcome) -> Vec<(MarketId, Verdict)> {
        Market::all()
            .into_iter()
            .map(|market| (market.id(), market.settle(outcome)))
            .collect()
    }
}

/// The first and last number of third 1, 2 or 3: six numbers each.
fn third_bounds(third: u8) -> (u8, u8) {
    let first = third.saturating_sub(1) * 6 + 1;
    (first, first + 5)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(market: Market, number: u8) -> Verdict {
        market.settle(Outcome::Number(number))
    }

    #[test]
    fn market_ids_are_the_published_ones() {
        let ids: Vec<String> = Market::all().iter().map(|m| m.id().to_string()).collect();
        assert_eq!(ids.len(), 29);
        assert_eq!(ids[0], "sector_1");
        assert_eq!(ids[17], "sector_18");
        assert_eq!(
            &ids[18..],
            [
                "symbol",
                "odd",
                "even",
                "low",
                "high",
                "third_1_6",
                "third_7_12",
                "third_13_18",
                "black",
                "grey",
                "red"
            ]
        );
    }

    #[test]
    fn symbol_makes_every_number_market_lose() {
        for market in Market::all() {
            let expected = win_if(market == Market::Symbol);
            assert_eq!(market.settle(Outcome::Symbol), expected, "{market:?}");
        }
    }

    #[test]
    fn sector_market_wins_only_on_its_number() {
        assert_eq!(verdict(Market::Sector(7), 7), Verdict::Win);
        assert_eq!(verdict(Market::Sector(7), 8), Verdict::Lose);
        assert_eq!(verdict(Market::Symbol, 7), Verdict::Lose);
    }

    #[test]
    fn odd_and_even_split_the_numbers() {
        assert_eq!(verdict(Market::Odd, 17), Verdict::Win);
        assert_eq!(verdict(Market::Even, 17), Verdict::Lose);
        assert_eq!(verdict(Market::Even, 18), Verdict::Win);
    }

    #[test]
    fn low_is_1_to_9_and_high_is_10_to_18() {
        assert_eq!(verdict(Market::Low, 9), Verdict::Win);
        assert_eq!(verdict(Market::High, 9), Verdict::Lose);
        assert_eq!(verdict(Market::High, 10), Verdict::Win);
        assert_eq!(verdict(Market::Low, 10), Verdict::Lose);
    }

    #[test]
    fn thirds_are_1_6_7_12_13_18() {
        for number in 1..=HIGHEST_NUMBER {
            let winning: Vec<u8> = (1..=3)
                .filter(|third| verdict(Market::Third(*third), number) == Verdict::Win)
                .collect();
            assert_eq!(winning, vec![(number - 1) / 6 + 1], "number {number}");
        }
    }

    #[test]
    fn colour_markets_follow_the_sector_colour() {
        assert_eq!(verdict(Market::Colour(Colour::Black), 4), Verdict::Win);
        assert_eq!(verdict(Market::Colour(Colour::Grey), 5), Verdict::Win);
        assert_eq!(verdict(Market::Colour(Colour::Red), 6), Verdict::Win);
        assert_eq!(verdict(Market::Colour(Colour::Red), 4), Verdict::Lose);
    }

    #[test]
    fn every_number_wins_exactly_one_sector_one_parity_one_half_one_third_one_colour() {
        for number in 1..=HIGHEST_NUMBER {
            let wins = Market::all()
                .into_iter()
                .filter(|market| verdict(*market, number) == Verdict::Win)
                .count();
            assert_eq!(wins, 5, "number {number}");
        }
    }
}
