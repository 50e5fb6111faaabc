//! A progressive box's paytable (three-card-and-holdem.md, "Progressive box"; house-games.md,
//! "Jackpots and progressives"): per hand category, a share of the pot or a fixed amount, the
//! royal flush always the whole pot. The operator's platform keeps the pot and pays; the table
//! publishes the paytable with every round and names the hand each result pays on.
//!
//! The studio file gives it as `{ royal_flush = "100%", straight_flush = "10%",
//! four_of_a_kind = "500" }`: a share ends in `%`, an amount is in the operator's currency
//! (at most two decimals).

use crate::card::Card;
use crate::market::{PaytableLine, Prize};
use crate::poker::five_card::{evaluate, Category};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

/// Why a progressive paytable is refused at start-up.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ProgressiveError {
    /// A line names no five-card category.
    #[error("progressive: `{0}` is not a hand (high_card … royal_flush)")]
    UnknownHand(String),
    /// A prize is neither a share of the pot nor an amount.
    #[error("progressive `{hand}`: {text:?} is neither a share of the pot (\"10%\") nor an amount (\"500\")")]
    BadPrize {
        /// The hand.
        hand: String,
        /// What the studio file says.
        text: String,
    },
    /// The royal flush must win the whole pot (the rulebook's top prize).
    #[error("progressive: a royal flush always wins the top prize, \"100%\" of the pot")]
    RoyalFlushNotTop,
    /// A lower hand pays more than a higher one of the same kind of prize.
    #[error("progressive: `{lower}` pays more than `{higher}`")]
    LowerPaysMore {
        /// The lower hand.
        lower: &'static str,
        /// The higher hand.
        higher: &'static str,
    },
}

/// A progressive paytable: the hands that pay, highest first, each with its prize.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(
    try_from = "BTreeMap<String, String>",
    into = "BTreeMap<String, String>"
)]
pub struct Progressive {
    lines: Vec<(Category, Prize)>,
}

impl Progressive {
    /// The paytable the studio file gives, hand name to prize; refused when a hand or prize is
    /// not one, the royal flush does not win the whole pot, or a lower hand pays more than a
    /// higher one in the same kind of prize.
    pub fn parse<'a>(
        lines: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Progressive, ProgressiveError> {
        let mut parsed = lines
            .into_iter()
            .map(|(hand, prize)| {
                let category = Category::ALL
                    .into_iter()
                    .find(|category| category.name() == hand)
                    .ok_or_else(|| ProgressiveError::UnknownHand(hand.to_string()))?;
                let prize = parse_prize(prize).ok_or_else(|| ProgressiveError::BadPrize {
                    hand: hand.to_string(),
                    text: prize.to_string(),
                })?;
                Ok((category, prize))
            })
            .collect::<Result<Vec<_>, ProgressiveError>>()?;
        parsed.sort_by_key(|&(category, _)| std::cmp::Reverse(category));
        let progressive = Progressive { lines: parsed };
        progressive.check()?;
        Ok(progressive)
    }

    fn check(&self) -> Result<(), ProgressiveError> {
        if self.prize(Category::RoyalFlush) != Some(Prize::WHOLE_POT) {
            return Err(ProgressiveError::RoyalFlushNotTop);
        }
        if let Some((lower, higher)) = lower_paying_more(&self.lines) {
            return Err(ProgressiveError::LowerPaysMore {
                lower: lower.name(),
                higher: higher.name(),
            });
        }
        Ok(())
    }

    /// What `category` wins, if it pays.
    pub fn prize(&self, category: Category) -> Option<Prize> {
        self.lines
            .iter()
            .find(|(hand, _)| *hand == category)
            .map(|(_, prize)| *prize)
    }

    /// The hands that pay, highest first, each with its prize.
    pub fn lines(&self) -> &[(Category, Prize)] {
        &self.lines
    }

    /// The paytable as the round's odds publish it: a line per hand, highest first.
    pub fn paytable(&self) -> Vec<PaytableLine> {
        self.lines
            .iter()
            .map(|(hand, prize)| PaytableLine::from_pot(hand.name(), *prize))
            .collect()
    }
}

/// The hand a progressive box pays on: the best five of the two hole cards and the three flop
/// cards (the rules file's "standard commercial versions"), whatever the dealer holds.
pub fn progressive_hand(hole: [Card; 2], flop: [Card; 3]) -> Category {
    evaluate(&[hole[0], hole[1], flop[0], flop[1], flop[2]]).category()
}

/// The first line of `lines` (highest hand first) that wins more than a higher hand's line of
/// the same kind of prize, with that higher hand.
pub(crate) fn lower_paying_more<L: Copy>(lines: &[(L, Prize)]) -> Option<(L, L)> {
    lines
        .iter()
        .enumerate()
        .find_map(|(index, &(lower, lower_prize))| {
            let higher = lines[..index].iter().find(|(_, higher_prize)| {
                higher_prize.same_kind(lower_prize) && *higher_prize < lower_prize
            });
            higher.map(|&(higher, _)| (lower, higher))
        })
}

/// `"10%"` (a share in hundredths of a percent, at most 100 %) or `"500.25"` (an amount in
/// hundredths); zero is no prize.
pub(crate) fn parse_prize(text: &str) -> Option<Prize> {
    let text = text.trim();
    let prize = match text.strip_suffix('%') {
        Some(share) => Prize::Pot(u16::try_from(hundredths(share.trim())?).ok()?),
        None => Prize::Fixed(hundredths(text)?),
    };
    match prize {
        Prize::Pot(share) if share == 0 || share > 10_000 => None,
        Prize::Fixed(0) => None,
        prize => Some(prize),
    }
}

/// A decimal with at most two places, in hundredths.
pub(crate) fn hundredths(text: &str) -> Option<u64> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, "0"));
    let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !digits(fraction) || fraction.len() > 2 {
        return None;
    }
    let cents = format!("{fraction:0<2}").parse::<u64>().ok()?;
    whole
        .parse::<u64>()
        .ok()?
        .checked_mul(100)?
        .checked_add(cents)
}

impl TryFrom<BTreeMap<String, String>> for Progressive {
    type Error = ProgressiveError;

    fn try_from(lines: BTreeMap<String, String>) -> Result<Progressive, ProgressiveError> {
        Progressive::parse(
            lines
                .iter()
                .map(|(hand, prize)| (hand.as_str(), prize.as_str())),
        )
    }
}

impl From<Progressive> for BTreeMap<String, String> {
    fn from(progressive: Progressive) -> BTreeMap<String, String> {
        progressive
            .lines
            .iter()
            .map(|(hand, prize)| (hand.name().to_string(), prize.to_string()))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    fn parse(lines: &[(&str, &str)]) -> Result<Progressive, ProgressiveError> {
        Progressive::parse(lines.iter().copied())
    }

    #[test]
    fn a_progressive_paytable_pays_a_share_of_the_pot_or_a_fixed_amount_per_hand() {
        let table = parse(&[
            ("four_of_a_kind", "500"),
            ("royal_flush", "100%"),
            ("straight_flush", "10%"),
            ("full_house", "75.50"),
        ])
        .expect("a paytable");
        assert_eq!(table.prize(Category::RoyalFlush), Some(Prize::Pot(10_000)));
        assert_eq!(
            table.prize(Category::StraightFlush),
            Some(Prize::Pot(1_000))
        );
        assert_eq!(
            table.prize(Category::FourOfAKind),
            Some(Prize::Fixed(50_000))
        );
        assert_eq!(table.prize(Category::FullHouse), Some(Prize::Fixed(7_550)));
        assert_eq!(table.prize(Category::Flush), None);
        let names: Vec<String> = table.paytable().iter().map(|l| l.line.clone()).collect();
        assert_eq!(
            names,
            [
                "royal_flush",
                "straight_flush",
                "four_of_a_kind",
                "full_house"
            ]
        );
        assert_eq!(table.lines()[3].1.to_string(), "75.5");
    }

    #[test]
    fn a_royal_flush_always_wins_the_top_prize() {
        assert_eq!(
            parse(&[("royal_flush", "50%")]),
            Err(ProgressiveError::RoyalFlushNotTop)
        );
        assert_eq!(
            parse(&[("straight_flush", "10%")]),
            Err(ProgressiveError::RoyalFlushNotTop)
        );
    }

    #[test]
    fn a_lower_hand_may_not_pay_more_than_a_higher_one() {
        assert_eq!(
            parse(&[
                ("royal_flush", "100%"),
                ("straight_flush", "200"),
                ("full_house", "300")
            ]),
            Err(ProgressiveError::LowerPaysMore {
                lower: "full_house",
                higher: "straight_flush"
            })
        );
        // A share and an amount do not compare: the pot's size decides.
        assert!(parse(&[
            ("royal_flush", "100%"),
            ("straight_flush", "10%"),
            ("flush", "50")
        ])
        .is_ok());
    }

    #[test]
    fn an_unknown_hand_or_a_malformed_prize_is_refused_naming_it() {
        assert_eq!(
            parse(&[("royal_flush", "100%"), ("royal", "10%")]),
            Err(ProgressiveError::UnknownHand("royal".into()))
        );
        for text in ["", "ten", "101%", "0%", "0", "1.234", "-5", "5.", "%"] {
            let refused = parse(&[("royal_flush", "100%"), ("flush", text)]);
            assert!(
                matches!(refused, Err(ProgressiveError::BadPrize { .. })),
                "{text:?}: {refused:?}"
            );
        }
    }

    #[test]
    fn the_paytable_reads_back_as_the_studio_file_wrote_it() {
        let table = parse(&[
            ("royal_flush", "100%"),
            ("straight_flush", "12.5%"),
            ("flush", "50"),
        ])
        .expect("a paytable");
        let text = BTreeMap::from(table.clone());
        assert_eq!(text["straight_flush"], "12.5%");
        assert_eq!(Progressive::try_from(text), Ok(table));
    }

    #[test]
    fn the_progressive_hand_is_the_best_five_of_the_hole_cards_and_the_flop() {
        let cards = |text: &str| parse_cards(text).expect("cards");
        let hole: [Card; 2] = cards("As Ks").try_into().expect("two");
        let flop: [Card; 3] = cards("Qs Js Ts").try_into().expect("three");
        assert_eq!(progressive_hand(hole, flop), Category::RoyalFlush);
        let flop: [Card; 3] = cards("Ad 7c 2h").try_into().expect("three");
        assert_eq!(progressive_hand(hole, flop), Category::Pair);
    }
}
