//! Oasis Stud's progressive bonus as a table configures it (stud-and-triple-bet.md, "Maximum
//! win and progressive bonus"; house-games.md, "Jackpots and progressives"): the fixed bonus
//! stake and the lines the operator's pot pays, each a share of the pot or a fixed amount. The
//! other lines keep their multiples of the stake. The platform keeps the pot and pays it; the
//! table publishes the lines and names the hand each result pays on.
//!
//! The studio file gives it as `{ stake = "1", royal_flush = "100%", straight_flush = "10%" }`
//! (our choice: the same prizes as the hold'em games' progressive box).

use super::hand::OasisBonusHand;
use crate::limits::Amount;
use crate::market::Prize;
use crate::poker::paytable::Line;
use crate::poker::progressive::{hundredths, lower_paying_more, parse_prize};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

/// The key of the fixed stake.
const STAKE: &str = "stake";

/// Why a progressive bonus is refused at start-up.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ProgressiveBonusError {
    /// No stake, or one of no money or more than two decimals.
    #[error("progressive_bonus: `stake` must be an amount above zero with at most two decimals, such as \"1\" or \"2.50\"")]
    Stake,
    /// A line names no hand of the bonus box.
    #[error("progressive_bonus: `{0}` is not a line of the bonus box (straight, flush, full_house, four_of_a_kind, straight_flush, royal_flush) nor `stake`")]
    UnknownLine(String),
    /// A prize is neither a share of the pot nor an amount.
    #[error("progressive_bonus `{line}`: {text:?} is neither a share of the pot (\"10%\") nor an amount (\"500\")")]
    BadPrize {
        /// The line.
        line: String,
        /// What the studio file says.
        text: String,
    },
    /// No line is paid from the pot.
    #[error("progressive_bonus: no line is paid from the pot; name at least one, such as royal_flush = \"100%\"")]
    NoPotLine,
    /// A lower hand wins more than a higher one of the same kind of prize.
    #[error("progressive_bonus: `{lower}` wins more than `{higher}`")]
    LowerPaysMore {
        /// The lower hand.
        lower: &'static str,
        /// The higher hand.
        higher: &'static str,
    },
}

/// A progressive bonus: the one stake the box takes and the lines the pot pays, highest first.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(
    try_from = "BTreeMap<String, String>",
    into = "BTreeMap<String, String>"
)]
pub struct ProgressiveBonus {
    stake: Amount,
    pot_lines: Vec<(OasisBonusHand, Prize)>,
}

impl ProgressiveBonus {
    /// The bonus the studio file gives, key to value: the `stake` and each line the pot pays.
    pub fn parse<'a>(
        entries: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<ProgressiveBonus, ProgressiveBonusError> {
        let mut stake = None;
        let mut pot_lines = Vec::new();
        for (key, value) in entries {
            if key == STAKE {
                stake = hundredths(value.trim()).filter(|&cents| cents > 0);
                stake.ok_or(ProgressiveBonusError::Stake)?;
                continue;
            }
            let line = OasisBonusHand::named(key)
                .ok_or_else(|| ProgressiveBonusError::UnknownLine(key.to_string()))?;
            let prize = parse_prize(value).ok_or_else(|| ProgressiveBonusError::BadPrize {
                line: key.to_string(),
                text: value.to_string(),
            })?;
            pot_lines.push((line, prize));
        }
        pot_lines.sort_by_key(|&(line, _)| std::cmp::Reverse(line));
        let bonus = ProgressiveBonus {
            stake: Amount::hundredths(stake.ok_or(ProgressiveBonusError::Stake)?),
            pot_lines,
        };
        bonus.check()?;
        Ok(bonus)
    }

    /// The refusals that need every line: none from the pot, or a lower hand winning more.
    pub fn check(&self) -> Result<(), ProgressiveBonusError> {
        if self.stake == Amount::default() {
            return Err(ProgressiveBonusError::Stake);
        }
        if self.pot_lines.is_empty() {
            return Err(ProgressiveBonusError::NoPotLine);
        }
        if let Some((lower, higher)) = lower_paying_more(&self.pot_lines) {
            return Err(ProgressiveBonusError::LowerPaysMore {
                lower: lower.name(),
                higher: higher.name(),
            });
        }
        Ok(())
    }

    /// The one stake the box takes.
    pub fn stake(&self) -> Amount {
        self.stake
    }

    /// The lines the pot pays, highest first, each with its prize.
    pub fn pot_lines(&self) -> &[(OasisBonusHand, Prize)] {
        &self.pot_lines
    }
}

impl TryFrom<BTreeMap<String, String>> for ProgressiveBonus {
    type Error = ProgressiveBonusError;

    fn try_from(entries: BTreeMap<String, String>) -> Result<ProgressiveBonus, Self::Error> {
        ProgressiveBonus::parse(
            entries
                .iter()
                .map(|(key, value)| (key.as_str(), value.as_str())),
        )
    }
}

impl From<ProgressiveBonus> for BTreeMap<String, String> {
    fn from(bonus: ProgressiveBonus) -> BTreeMap<String, String> {
        let lines = bonus.pot_lines.iter();
        lines
            .map(|(line, prize)| (line.name().to_string(), prize.to_string()))
            .chain(std::iter::once((
                STAKE.to_string(),
                bonus.stake.to_string(),
            )))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(entries: &[(&str, &str)]) -> Result<ProgressiveBonus, ProgressiveBonusError> {
        ProgressiveBonus::parse(entries.iter().copied())
    }

    #[test]
    fn a_progressive_bonus_takes_a_fixed_stake_and_pays_its_pot_lines_a_share_or_an_amount() {
        let bonus = parse(&[
            ("straight_flush", "10%"),
            ("stake", "2.50"),
            ("royal_flush", "100%"),
            ("four_of_a_kind", "500"),
        ])
        .expect("a bonus");
        assert_eq!(bonus.stake(), Amount::hundredths(250));
        assert_eq!(
            bonus.pot_lines(),
            [
                (OasisBonusHand::RoyalFlush, Prize::WHOLE_POT),
                (OasisBonusHand::StraightFlush, Prize::Pot(1_000)),
                (OasisBonusHand::FourOfAKind, Prize::Fixed(50_000)),
            ]
        );
        let written: BTreeMap<String, String> = bonus.clone().into();
        assert_eq!(ProgressiveBonus::try_from(written), Ok(bonus));
    }

    #[test]
    fn a_progressive_bonus_without_a_stake_or_a_pot_line_is_refused() {
        assert_eq!(
            parse(&[("royal_flush", "100%")]),
            Err(ProgressiveBonusError::Stake)
        );
        assert_eq!(
            parse(&[("stake", "0"), ("royal_flush", "100%")]),
            Err(ProgressiveBonusError::Stake)
        );
        assert_eq!(
            parse(&[("stake", "1.005"), ("royal_flush", "100%")]),
            Err(ProgressiveBonusError::Stake)
        );
        assert_eq!(
            parse(&[("stake", "1")]),
            Err(ProgressiveBonusError::NoPotLine)
        );
    }

    #[test]
    fn a_progressive_bonus_line_that_is_no_bonus_hand_or_no_prize_is_refused() {
        assert_eq!(
            parse(&[("stake", "1"), ("pair", "10%")]),
            Err(ProgressiveBonusError::UnknownLine("pair".into()))
        );
        assert_eq!(
            parse(&[("stake", "1"), ("royal_flush", "120%")]),
            Err(ProgressiveBonusError::BadPrize {
                line: "royal_flush".into(),
                text: "120%".into()
            })
        );
    }

    #[test]
    fn a_progressive_bonus_lower_hand_never_wins_more_than_a_higher_one() {
        assert_eq!(
            parse(&[
                ("stake", "1"),
                ("royal_flush", "50%"),
                ("straight_flush", "60%")
            ]),
            Err(ProgressiveBonusError::LowerPaysMore {
                lower: "straight_flush",
                higher: "royal_flush"
            })
        );
    }
}
