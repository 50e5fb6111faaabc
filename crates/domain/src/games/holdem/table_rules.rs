//! The rules a hold'em table runs, whichever of the four games: each game's own rules behind
//! one enum, so that the table, its markets and the odds reach every game through
//! [`HoldemGame`](super::HoldemGame) (with [`with_holdem_rules!`](crate::with_holdem_rules)),
//! and the side box's paytable lines a table raises in the studio file (`trips.flush`,
//! `bonus.aces`).

use super::dynamic_poker::DynamicRules;
use super::hands::Deal;
use super::holdem_bonus::{AnteOption, BonusTable, ThbRules};
use super::paths;
use super::riverside_poker::RiversideRules;
use super::ultimate_holdem::{TripsTable, UthRules};
use super::variant::HoldemVariant;
use crate::market::{MarketVerdict, Payout, PaytableLine};
use crate::paytable::PaytableError;
use crate::poker::paytable::{Line, Paytable};

/// A hold'em table's rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HoldemRules {
    /// Ultimate Texas Hold'em.
    Uth(UthRules),
    /// Texas Hold'em Bonus.
    Thb(ThbRules),
    /// Dynamic Poker.
    Dynamic(DynamicRules),
    /// Riverside Poker.
    Riverside(RiversideRules),
}

/// Runs `$body` with `$game` bound to the game's own rules (`&UthRules`, `&ThbRules`, …),
/// whichever [`HoldemRules`] `$rules` is: `with_holdem_rules!(&rules, game => game.name())`.
#[macro_export]
macro_rules! with_holdem_rules {
    ($rules:expr, $game:ident => $body:expr) => {
        match $rules {
            $crate::games::holdem::table_rules::HoldemRules::Uth($game) => $body,
            $crate::games::holdem::table_rules::HoldemRules::Thb($game) => $body,
            $crate::games::holdem::table_rules::HoldemRules::Dynamic($game) => $body,
            $crate::games::holdem::table_rules::HoldemRules::Riverside($game) => $body,
        }
    };
}

impl HoldemRules {
    /// The published rules of `variant` with the table's paytable choices.
    pub fn published(
        variant: HoldemVariant,
        trips: TripsTable,
        ante_option: AnteOption,
        bonus: BonusTable,
    ) -> HoldemRules {
        match variant {
            HoldemVariant::UltimateHoldem => HoldemRules::Uth(UthRules::published(trips)),
            HoldemVariant::HoldemBonus => HoldemRules::Thb(ThbRules::published(ante_option, bonus)),
            HoldemVariant::DynamicPoker => HoldemRules::Dynamic(DynamicRules::published()),
            HoldemVariant::RiversidePoker => HoldemRules::Riverside(RiversideRules::published()),
        }
    }

    /// The rules with the side box's paytable line `line` (`box.hand`: `trips.flush`,
    /// `bonus.aces`, `b.aces`) paying `pays`; a line the game's side box does not have is
    /// refused, naming the lines it has. The main boxes pay as published: their return and
    /// their values before the flop come from the starting-hand table generated for the
    /// published paytable (`make preflop-tables`, 23 minutes), which a studio cannot wait for.
    /// Whether a line is below the rulebook's is [`HoldemRules::check`]'s.
    pub fn with_line(mut self, line: &str, pays: Payout) -> Result<HoldemRules, PaytableError> {
        let (paytable, hand) = line.split_once('.').unwrap_or((line, ""));
        let side_box = self.side_box();
        let known = paytable == side_box
            && match &mut self {
                HoldemRules::Uth(rules) => set(&mut rules.trips, hand, pays),
                HoldemRules::Thb(rules) => set(&mut rules.bonus, hand, pays),
                HoldemRules::Dynamic(rules) => set(&mut rules.b, hand, pays),
                HoldemRules::Riverside(rules) => set(&mut rules.bonus, hand, pays),
            };
        if !known {
            return Err(PaytableError::UnknownBet {
                bet: line.to_string(),
                known: format!(
                    "{side_box}.<hand> (the main boxes pay as published: {})",
                    "their figures are generated for it"
                ),
            });
        }
        Ok(self)
    }

    /// Refuses a line below the rulebook's, naming it (`trips.flush`).
    pub fn check(&self) -> Result<(), PaytableError> {
        with_holdem_rules!(self, game => super::HoldemGame::check(game))
    }

    /// The main box's payout table: the unit box, then each box staked in its units with what
    /// it pays (`blind.straight`, `play`), in words of lines.
    pub fn main_lines(&self) -> Vec<PaytableLine> {
        let line = |line: &str, pays: Payout| PaytableLine::new(line, pays);
        let once = Payout::times(1);
        let mut all = vec![line(self.unit(), once)];
        match self {
            HoldemRules::Uth(rules) => {
                all.extend(lines("blind", &rules.blind));
                all.push(line("play", once));
            }
            HoldemRules::Thb(_) | HoldemRules::Dynamic(_) => {
                all.extend(["flop", "turn", "river"].map(|name| line(name, once)));
            }
            HoldemRules::Riverside(rules) => {
                all.extend(lines("blind", &rules.blind));
                all.push(line("call", once));
            }
        }
        all
    }

    /// The main box every other is a multiple of (`ante`, `blind`).
    pub fn unit(&self) -> &'static str {
        with_holdem_rules!(self, game => super::HoldemGame::unit(game))
    }

    /// The side box's payout table, a line per hand (`flush`, `aces`).
    pub fn side_lines(&self) -> Vec<PaytableLine> {
        match self {
            HoldemRules::Uth(rules) => lines("", &rules.trips),
            HoldemRules::Thb(rules) => lines("", &rules.bonus),
            HoldemRules::Dynamic(rules) => lines("", &rules.b),
            HoldemRules::Riverside(rules) => lines("", &rules.bonus),
        }
    }

    /// Every line's verdict on `deal`: each decision path's boxes.
    pub fn settle_all(&self, deal: &Deal) -> Vec<MarketVerdict> {
        with_holdem_rules!(self, game => paths::settle_game(game, deal))
    }

    /// Every decision path's name, the options in order joined by `-` (`check-bet_2x`).
    pub fn path_names(&self) -> Vec<String> {
        with_holdem_rules!(self, game => {
            super::HoldemGame::decisions(game)
                .named_paths()
                .into_iter()
                .map(|(name, _)| name)
                .collect()
        })
    }

    /// The boards the game's players decide at, in dealing order.
    pub fn window_boards(&self) -> Vec<usize> {
        with_holdem_rules!(self, game => paths::boards(&super::HoldemGame::decisions(game)))
    }

    /// The options taken before the decision at `board` whose values a window publishes.
    pub fn taken_before(&self, board: usize) -> Vec<&'static str> {
        with_holdem_rules!(self, game => {
            paths::most_defaults(&super::HoldemGame::decisions(game), board)
        })
    }

    /// The side box's name (`trips`, `bonus`, `b`).
    pub fn side_box(&self) -> &'static str {
        match self {
            HoldemRules::Uth(_) => "trips",
            HoldemRules::Thb(_) | HoldemRules::Riverside(_) => "bonus",
            HoldemRules::Dynamic(_) => "b",
        }
    }
}

/// Sets the line named `hand` of `paytable`; `false` where there is none of that name.
fn set<L: Line>(paytable: &mut Paytable<L>, hand: &str, pays: Payout) -> bool {
    match L::named(hand) {
        Some(line) => {
            paytable.set(line, pays);
            true
        }
        None => false,
    }
}

/// A paytable's lines, each named `prefix.hand` (just `hand` without a prefix).
fn lines<L: Line>(prefix: &str, paytable: &Paytable<L>) -> Vec<PaytableLine> {
    paytable
        .lines()
        .iter()
        .map(|(hand, pays)| {
            let line = if prefix.is_empty() {
                hand.name().to_string()
            } else {
                format!("{prefix}.{}", hand.name())
            };
            PaytableLine::new(line, *pays)
        })
        .collect()
}
