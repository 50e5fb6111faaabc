//! Pai Gow Poker's figures (pai-gow.md; house-games.md, "Decision values"; docs/odds.md, "Pai
//! Gow Poker"), against the dealer's house-way hand, every unseen card equally likely.
//!
//! Exact where the enumeration fits the budget, an estimate otherwise, and typed so: a
//! seat's setting values are exact over every dealer hand ([`values::exact_values`],
//! 53,524,680 hands from a full deck: some 7 s of one core a seat, so offline, or on reduced
//! decks in the tests), and live a seeded Monte Carlo [`Estimate`] with its standard error
//! ([`values::estimated_values`]); the game's return is an estimate by simulation
//! ([`returns`]).
//!
//! Layout, one file per idea:
//! - [`deck`]: the unseen cards (the 53-card deck less the seat's seven and any seen) and
//!   every seven of them;
//! - [`showdown`]: a setting's two hands' values, and a legal setting's net against the bank's,
//!   as the domain's `settle` rules it;
//! - [`house_way`](mod@house_way): the dealer's house-way hands for millions of hands: the
//!   domain's `house_way`, remembered by what decides it (the ranks, or the ranks by suit);
//! - [`estimate`]: an estimate (mean, standard error, samples) and the seeded draws behind it;
//! - [`values`]: each legal setting's expected net per unit stake, exact or estimated, one
//!   sample of dealer hands shared by every setting;
//! - [`returns`]: the game's return for a player using the house way and for one setting
//!   at best, by simulation.

pub mod deck;
pub mod estimate;
pub mod house_way;
pub mod returns;
pub mod showdown;
pub mod values;

pub use deck::unseen;
pub use estimate::{Draws, Estimate};
pub use house_way::HouseWayMemo;
pub use returns::{best_setting_gain, game_return, house_way_return, GameReturn};
pub use showdown::{net_hundredths, SetHands};
pub use values::{estimated_values, exact_values, EstimatedValue, ExactValue, LIVE_SAMPLES};

#[cfg(test)]
mod tests;
