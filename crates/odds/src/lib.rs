//! Exact live odds for livedraw's seven games, and how they are priced.
//!
//! Every engine here is pure: it takes what is visible on the table (a remaining shoe
//! composition, the cards dealt, the known dead cards) and returns the exact probability of
//! every market of the game's catalogue as [`Chances`]. [`pricing`] turns them into a versioned
//! [`OddsSet`] with a margin per market, rounding odds down to the 0.01 tick.
//!
//! - [`games::baccarat`], [`games::war`]: shoe games, from the remaining composition by rank and
//!   suit, drawing without replacement;
//! - [`games::poker6`]: six hold'em hands, exact enumeration of every rest of the board;
//! - [`games::wheel`], [`games::dice5`], [`games::lotto`]: single-round games, exact
//!   combinatorics;
//! - [`games::roulette`], [`games::money_wheel`], [`games::sic_bo`], [`games::lucky_dice`],
//!   [`games::punto_banco`]: the fixed-payout table games, whose markets carry their paytable
//!   payout and exact return to player ([`fixed`]).

pub mod chances;
pub mod error;
pub mod fixed;
pub mod games;
pub mod pricing;

pub use chances::{Chances, FixedReturn, MarketChance};
pub use error::OddsError;
pub use pricing::{MarketPrice, MarketStatus, OddsSet, PricingConfig};
