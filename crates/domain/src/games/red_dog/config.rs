//! A Red Dog or Bulldog table's configuration (red-dog.md, house-games.md): the game, the shoe,
//! the paytable lines raised above the rulebook's, the raise window and Bulldog's seats. Each
//! player decides their own raise; Red Dog's bets ride on the same three cards, Bulldog's on
//! their seat's third card.

use super::kind::RedDogGame;
use super::paytable::{RedDogLine, RedDogRules};
use crate::games::window_length;
use crate::kind::GameKind;
use crate::market::Payout;
use crate::paytable::PaytableError;
use crate::poker::paytable::Line;
use crate::shoe_rule::ShoeRule;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// The raise window's length when the studio file gives none (house-games.md's default).
pub const DEFAULT_DECISION_WINDOW: Duration = Duration::from_secs(10);

/// A Bulldog table's seats when the studio file gives none (red-dog.md: 5–7).
pub const DEFAULT_SEATS: u8 = 7;

/// The seats a Bulldog table may have (red-dog.md, Part I: 5–7).
pub const SEATS: std::ops::RangeInclusive<u8> = 5..=7;

/// How one Red Dog or Bulldog table plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RedDogConfig {
    /// Red Dog or Bulldog.
    #[serde(default)]
    pub game: RedDogGame,
    /// The shoe: six decks by default, changed when fewer than 40 cards are left.
    pub shoe: ShoeRule,
    /// Paytable lines raised above the published ones (`spread_1` and what it pays), checked
    /// by [`RedDogConfig::check`].
    pub raised: Vec<(String, Payout)>,
    /// How long the players have to raise.
    pub decision_window: Duration,
    /// Bulldog's seats, numbered from the dealer's left; a Red Dog table's bets are not
    /// dealt to seats (its seats only group players for the limits).
    #[serde(default = "default_seats")]
    pub seats: u8,
}

fn default_seats() -> u8 {
    DEFAULT_SEATS
}

impl Default for RedDogConfig {
    /// Red Dog: six decks, the published paytable, a 10 s raise window.
    fn default() -> RedDogConfig {
        RedDogConfig::of(RedDogGame::RedDog)
    }
}

impl RedDogConfig {
    /// A table of `game` with six decks, the published paytable, a 10 s raise window and
    /// seven seats.
    pub fn of(game: RedDogGame) -> RedDogConfig {
        RedDogConfig {
            game,
            shoe: ShoeRule::default(),
            raised: Vec::new(),
            decision_window: DEFAULT_DECISION_WINDOW,
            seats: DEFAULT_SEATS,
        }
    }

    /// The kind of table.
    pub fn kind(&self) -> GameKind {
        self.game.kind()
    }

    /// The rules with the raised lines, each refused when it names no line or pays less than
    /// the rulebook's, naming it.
    pub fn checked_rules(&self) -> Result<RedDogRules, PaytableError> {
        let mut rules = RedDogRules::published();
        for (name, pays) in &self.raised {
            let line = RedDogLine::named(name).ok_or_else(|| PaytableError::UnknownBet {
                bet: name.clone(),
                known: RedDogLine::ALL.map(|line| line.name()).join(", "),
            })?;
            rules.paytable.set(line, *pays);
        }
        rules.check()?;
        Ok(rules)
    }

    /// The rules. A configuration reaches a table only once [`RedDogConfig::check`] passed, so
    /// a line it refuses is left out here rather than lowering anything.
    pub fn rules(&self) -> RedDogRules {
        self.checked_rules()
            .unwrap_or_else(|_| RedDogRules::published())
    }

    /// Refuses a raised line below the rulebook's or of no line, a shoe the rules do not
    /// allow, a raise window of no time or longer than two minutes, and a Bulldog table of
    /// fewer than 5 or more than 7 seats.
    pub fn check(&self) -> Result<(), PaytableError> {
        self.shoe.check()?;
        self.checked_rules()?;
        if !SEATS.contains(&self.seats) {
            return Err(PaytableError::Layout(format!(
                "seats is {}: a Bulldog table has {} to {}",
                self.seats,
                SEATS.start(),
                SEATS.end()
            )));
        }
        window_length::check(self.decision_window)
    }
}
