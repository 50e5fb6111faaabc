//! Oasis Stud Poker as a table configures it (stud-and-triple-bet.md, "Configurations",
//! "Bet-box paytables", "Bonus box", "Maximum win and progressive bonus"): the version, the bet
//! box's paytable, the bonus (fixed or progressive) and the win cap. A line below the rulebook's
//! is refused, naming it (`bet.straight`, `bonus.flush`).

use super::deuces::DeucesHand;
use super::hand::{OasisBonusHand, StudHand};
use super::progressive_bonus::{ProgressiveBonus, ProgressiveBonusError};
use super::version::OasisVersion;
use crate::games::triple_bet::TripleBetRules;
use crate::limits::Amount;
use crate::market::{Payout, Prize};
use crate::paytable::PaytableError;
use crate::poker::paytable::{Line, Paytable};

/// An Oasis Stud table's configuration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OasisRules {
    /// The version posted at the table.
    pub version: OasisVersion,
    /// What the bet box pays (version D: each standing bet).
    pub paytable: BetPaytable,
    /// The bonus box, where the table offers it (standard, A and B only).
    pub bonus: Option<Bonus>,
    /// The most a box's net win is paid, per seat and round (none: uncapped).
    pub win_cap: Option<Amount>,
}

/// The bet box's paytable, by the version's kind of hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BetPaytable {
    /// Standard, A and B.
    Stud(Paytable<StudHand>),
    /// C, deuces wild.
    Deuces(Paytable<DeucesHand>),
    /// D, played as Triple Bet Poker with its own paytable and no bonus.
    Community(TripleBetRules),
}

/// The bonus box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Bonus {
    /// Every line pays a fixed multiple of the bonus stake.
    Fixed(Paytable<OasisBonusHand>),
    /// The operator's platform pays the `progressive` lines from its pot (house-games.md); the
    /// other lines of `fixed` pay their multiple of the one stake the box takes.
    Progressive {
        /// What the lines that do not pay the pot pay.
        fixed: Paytable<OasisBonusHand>,
        /// The stake and the lines paid from the pot.
        progressive: ProgressiveBonus,
    },
}

impl Bonus {
    /// The bonus's fixed lines (a progressive bonus's lines the pot does not pay).
    pub fn fixed(&self) -> &Paytable<OasisBonusHand> {
        match self {
            Bonus::Fixed(fixed) | Bonus::Progressive { fixed, .. } => fixed,
        }
    }

    /// What `line` wins from the operator's pot, where a progressive bonus's pot pays it.
    pub fn pot_prize(&self, line: OasisBonusHand) -> Option<Prize> {
        match self {
            Bonus::Fixed(_) => None,
            Bonus::Progressive { progressive, .. } => progressive
                .pot_lines()
                .iter()
                .find(|(pot_line, _)| *pot_line == line)
                .map(|&(_, prize)| prize),
        }
    }

    /// What `line` pays, as a multiple of the stake: nothing for a line the pot pays (the
    /// platform pays it), `None` for no line.
    pub fn pays(&self, line: OasisBonusHand) -> Option<Payout> {
        match self.pot_prize(line) {
            Some(_) => Some(Payout::NOTHING),
            None => self.fixed().pays(line),
        }
    }
}

/// Why an Oasis Stud configuration is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OasisRulesError {
    /// A line pays less than the rulebook's.
    #[error(transparent)]
    Paytable(#[from] PaytableError),
    /// The paytable is not of the version's kind of hand.
    #[error("version {version} takes a paytable of {wanted} hands")]
    PaytableKind {
        /// The version.
        version: OasisVersion,
        /// The kind its paytable names.
        wanted: &'static str,
    },
    /// A bonus where the version has none (C, D: our choice).
    #[error("version {0} has no bonus box")]
    NoBonus(OasisVersion),
    /// A progressive bonus without a stake, or whose pot pays no line.
    #[error(transparent)]
    Progressive(#[from] ProgressiveBonusError),
}

impl OasisRules {
    /// These rules with `progressive` in place of the fixed bonus: its pot lines paid from the
    /// pot, the others at their multiples; refused where the version has no bonus.
    pub fn with_progressive(
        mut self,
        progressive: ProgressiveBonus,
    ) -> Result<OasisRules, OasisRulesError> {
        let fixed = match self.bonus.take() {
            None => return Err(OasisRulesError::NoBonus(self.version)),
            Some(bonus) => bonus.fixed().clone(),
        };
        self.bonus = Some(Bonus::Progressive { fixed, progressive });
        Ok(self)
    }

    /// The rulebook's table of `version`: its paytable, the fixed bonus where it has one, no cap.
    pub fn published(version: OasisVersion) -> OasisRules {
        OasisRules {
            version,
            paytable: BetPaytable::published(version),
            bonus: version.has_bonus().then(|| Bonus::Fixed(bonus_paytable())),
            win_cap: None,
        }
    }

    /// These rules with the line `line` (`bet.flush`, `bonus.straight`) paying `pays`; a name
    /// of no line of the version's paytables, or a bonus line where the version has no bonus,
    /// is refused. [`OasisRules::check`] refuses one below the rulebook's.
    pub fn with_line(mut self, line: &str, pays: Payout) -> Result<OasisRules, OasisRulesError> {
        let unknown = || PaytableError::UnknownBet {
            bet: line.to_string(),
            known: "bet.<hand>, bonus.<hand>".to_string(),
        };
        match line.split_once('.').ok_or_else(unknown)? {
            ("bet", hand) => match &mut self.paytable {
                BetPaytable::Stud(paytable) => {
                    paytable.set(StudHand::named(hand).ok_or_else(unknown)?, pays)
                }
                BetPaytable::Deuces(paytable) => {
                    paytable.set(DeucesHand::named(hand).ok_or_else(unknown)?, pays)
                }
                BetPaytable::Community(rules) => *rules = rules.clone().with_line(line, pays)?,
            },
            ("bonus", hand) => {
                let hand = OasisBonusHand::named(hand).ok_or_else(unknown)?;
                match &mut self.bonus {
                    Some(
                        Bonus::Fixed(paytable)
                        | Bonus::Progressive {
                            fixed: paytable, ..
                        },
                    ) => paytable.set(hand, pays),
                    None => return Err(OasisRulesError::NoBonus(self.version)),
                }
            }
            _ => return Err(unknown().into()),
        }
        Ok(self)
    }

    /// Refuses a paytable of another version's kind, a line below the rulebook's, a bonus the
    /// version does not have, and a progressive bonus without a stake or a pot line.
    pub fn check(&self) -> Result<(), OasisRulesError> {
        let published = OasisRules::published(self.version);
        self.paytable.check(&published.paytable, self.version)?;
        match &self.bonus {
            None => Ok(()),
            Some(_) if !self.version.has_bonus() => Err(OasisRulesError::NoBonus(self.version)),
            Some(Bonus::Fixed(fixed)) => Ok(fixed.check(&bonus_paytable(), "bonus")?),
            Some(Bonus::Progressive { fixed, progressive }) => {
                progressive.check()?;
                // The pot pays its lines: the others keep the rulebook's minimum.
                let mut floor = bonus_paytable();
                for &(line, _) in progressive.pot_lines() {
                    floor.remove(line);
                }
                Ok(fixed.check(&floor, "bonus")?)
            }
        }
    }
}

impl BetPaytable {
    /// The rulebook's bet-box paytable of `version`.
    pub fn published(version: OasisVersion) -> BetPaytable {
        match version {
            OasisVersion::Standard | OasisVersion::A => BetPaytable::Stud(stud(4, 3, 2, Some(1))),
            OasisVersion::B => BetPaytable::Stud(stud(3, 2, 1, None)),
            OasisVersion::C => BetPaytable::Deuces(deuces()),
            OasisVersion::D => BetPaytable::Community(TripleBetRules::table_d()),
        }
    }

    fn check(&self, published: &BetPaytable, version: OasisVersion) -> Result<(), OasisRulesError> {
        match (self, published) {
            (BetPaytable::Stud(own), BetPaytable::Stud(minimum)) => Ok(own.check(minimum, "bet")?),
            (BetPaytable::Deuces(own), BetPaytable::Deuces(minimum)) => {
                Ok(own.check(minimum, "bet")?)
            }
            (BetPaytable::Community(own), BetPaytable::Community(minimum)) => {
                Ok(own.paytable.check(&minimum.paytable, "bet")?)
            }
            (BetPaytable::Stud(_) | BetPaytable::Deuces(_) | BetPaytable::Community(_), _) => {
                Err(OasisRulesError::PaytableKind {
                    version,
                    wanted: published.kind(),
                })
            }
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            BetPaytable::Stud(_) => "five-card stud",
            BetPaytable::Deuces(_) => "deuces-wild",
            BetPaytable::Community(_) => "three-own-and-two-community",
        }
    }
}

/// Standard's, A's and B's bet box: they differ in the straight, three of a kind and two pair,
/// and B pays no Ace & King.
fn stud(straight: i32, trips: i32, two_pair: i32, ace_king: Option<i32>) -> Paytable<StudHand> {
    let mut lines = vec![
        (StudHand::RoyalFlush, 100),
        (StudHand::StraightFlush, 50),
        (StudHand::FourOfAKind, 20),
        (StudHand::FullHouse, 7),
        (StudHand::Flush, 5),
        (StudHand::Straight, straight),
        (StudHand::ThreeOfAKind, trips),
        (StudHand::TwoPair, two_pair),
        (StudHand::Pair, 1),
    ];
    lines.extend(ace_king.map(|pays| (StudHand::AceKing, pays)));
    Paytable::of(&lines)
}

/// Version C's bet box.
fn deuces() -> Paytable<DeucesHand> {
    Paytable::of(&[
        (DeucesHand::NaturalRoyalFlush, 100),
        (DeucesHand::WildRoyalFlush, 50),
        (DeucesHand::FiveOfAKind, 30),
        (DeucesHand::StraightFlush, 10),
        (DeucesHand::FourOfAKind, 3),
        (DeucesHand::FullHouse, 3),
        (DeucesHand::Flush, 2),
        (DeucesHand::Straight, 2),
        (DeucesHand::ThreeOfAKind, 1),
        (DeucesHand::TwoPair, 1),
        (DeucesHand::EightsOrBetter, 1),
    ])
}

/// The bonus box (standard, A, B).
fn bonus_paytable() -> Paytable<OasisBonusHand> {
    Paytable::of(&[
        (OasisBonusHand::RoyalFlush, 5000),
        (OasisBonusHand::StraightFlush, 1000),
        (OasisBonusHand::FourOfAKind, 250),
        (OasisBonusHand::FullHouse, 150),
        (OasisBonusHand::Flush, 100),
        (OasisBonusHand::Straight, 50),
    ])
}
