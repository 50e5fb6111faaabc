//! Oasis Stud Poker (stud-and-triple-bet.md): the player's five cards against the dealer's,
//! with an ante, a bet of twice the ante to continue, and an optional bonus; the standard game
//! and versions A (Caribbean Stud), B, C (deuces wild) and D (three own cards and two
//! community cards, played as Triple Bet Poker) as table configuration.
//!
//! - [`version`]: each version's swaps, buying, qualifier, bonus, seats and seating;
//! - [`hand`]: the bet box's and the bonus's hands (Ace & King set apart);
//! - [`deuces`]: version C's deuces-wild ranking and its paytable's hands;
//! - [`rules`]: the paytables, bonus (fixed or progressive) and win cap a table configures,
//!   checked against the published ones;
//! - [`showdown`]: the dealer's qualification, as dealt and after a bought swap, and the
//!   comparison;
//! - [`swap`]: the player's swap and the buy checked, the dealer's discards;
//! - [`settlement`]: a seat's boxes settled, and the win cap;
//! - [`Oasis`] ([`table`]): a table on a common hand, with its [`config`], studio-file
//!   [`options`] and statistics [`categories`]: versions A and C on a [`StudTable`]
//!   ([`stud_table`]) with its [`outcome`], [`markets`] (every box for both decisions) and
//!   decision [`window`]; version D on Triple Bet Poker's table with table D. Seats mode (the
//!   standard game, B) is not built yet.

pub mod categories;
pub mod config;
pub mod deuces;
pub mod hand;
pub mod markets;
pub mod options;
pub mod outcome;
pub mod progressive_bonus;
pub mod rules;
pub mod settlement;
pub mod showdown;
pub mod stud_table;
pub mod swap;
pub mod table;
pub mod version;
pub mod window;

pub use config::OasisConfig;
pub use progressive_bonus::{ProgressiveBonus, ProgressiveBonusError};
pub use rules::{BetPaytable, Bonus, OasisRules, OasisRulesError};
pub use settlement::{settle, DealerHand, OasisSettlement, OasisSettlementError, SeatPlay};
pub use showdown::Showdown;
pub use stud_table::StudTable;
pub use table::{Oasis, OasisTable};
pub use version::OasisVersion;

#[cfg(test)]
mod community_tests;
#[cfg(test)]
mod table_tests;
#[cfg(test)]
mod tests;
