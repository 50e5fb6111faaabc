//! Stake limits (operations.md, "Stake limits and the largest win"): each table's default
//! minimum and maximum stake (overridable per market) and largest win per bet, and each
//! betting operator's own **limit profile** for the table, keyed by the subject of its
//! frontend token. The studio file spells them ([`TableLimits`] deserialises from it,
//! amounts as decimals of the operator's currency: `max_stake = 500`, `min_stake = 0.5`);
//! they are part of the table's configuration, so a change is journaled and audited like
//! every configuration change.
//!
//! - [`table`]: a table's limits, its markets' and its operators' profiles, as the file gives
//!   them;
//! - [`amount`]: an amount of money, exact in hundredths;
//! - [`resolve`]: the limits that apply to one operator's bet on one market;
//! - [`check`]: a stake against them, with the reason it is refused;
//! - [`validate`]: a table's limits checked at start-up;
//! - [`fixed_stake`]: a market that takes one stake only.

pub mod amount;
pub mod check;
pub mod fixed_stake;
pub mod resolve;
pub mod table;
pub mod validate;

pub use amount::Amount;
pub use check::LimitBreach;
pub use resolve::Limits;
pub use table::{MarketLimits, Profile, TableLimits};
pub use validate::LimitError;

#[cfg(test)]
mod tests;
