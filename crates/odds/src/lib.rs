//! Exact live odds for livedraw's games, and how they are priced.
//!
//! Every engine here is pure: it takes what is visible on the table (a remaining shoe
//! composition, the cards dealt, the known dead cards) and returns the exact probability of
//! every market of the game's catalogue as [`Chances`]. [`pricing`] turns them into a versioned
//! [`OddsSet`] with a margin per market, rounding odds down to the 0.01 tick.
//!
//! - [`games`]: one module per game, each behind [`GameOdds`]; [`TableState`] holds any game's
//!   state captured from the domain's table, and [`chances_of`] prices a table as it is. The
//!   shoe games compute from the remaining composition by rank and suit, drawing without
//!   replacement; Bet on Poker enumerates every rest of the board; the single-round games are
//!   exact combinatorics;
//! - [`fixed`]: the fixed-payout games' markets, with their paytable payout and exact return to
//!   player;
//! - [`games::three_card`]: Three Card Poker's and Fast Poker's exact box returns and decision
//!   values, as [`fraction::Fraction`]s (their tables are not built yet: issue 27);
//! - [`games::pai_gow`]: Pai Gow Poker's setting values against the house way, exact over every
//!   dealer hand (offline: seconds a hand) and a seeded estimate with its standard error live,
//!   and the game's return, estimated;
//! - [`games::oasis`]: Oasis Stud Poker's exact decision values (the swap window, continue or
//!   fold, the buy at its best) and box returns, version D through Triple Bet Poker's;
//! - [`chances`], [`error`]: what an engine returns, and why a state cannot be priced.

pub mod chances;
pub mod error;
pub mod fixed;
pub mod fraction;
pub mod games;
pub mod pricing;
#[cfg(test)]
mod seeded;

pub use chances::{Chances, FixedReturn, MarketChance};
pub use error::OddsError;
pub use games::{chances_of, GameOdds, TableState};
pub use pricing::{MarketPrice, MarketStatus, OddsSet, PricingConfig};
