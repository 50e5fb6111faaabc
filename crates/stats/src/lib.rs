//! Outcome statistics of a table (R8): what each settled draw showed, counted per category
//! (wheel sectors, dice faces, lottery balls, card ranks, poker hands), tested against the
//! probabilities of the game's rules with Pearson's chi-square goodness of fit, and an alert
//! when a table's results drift beyond a significance.
//!
//! Pure: no I/O, no clocks. Start at [`Monitor`]: give it every settled outcome of a table in
//! order; it keeps a window of draws, evaluates the fit after each one and says when the alert
//! is raised or cleared.
//!
//! - [`gamma`]: the regularized incomplete gamma function (the chi-square distribution);
//! - [`chi_square`]: the statistic and its p-value;
//! - [`pooling`]: the rare categories counted in one bin, so that a poker table's hand
//!   categories can be tested;
//! - [`Categories`] (re-exported from the domain, `livedraw_domain::categories`): what is
//!   counted for a game and the rules' probability of each category; each game says it in its
//!   own domain module (`games/<game>/categories.rs`), so nothing here names a game;
//! - [`tally`]: counts over a sliding window of draws;
//! - [`monitor`]: the per-table test and alert.

pub mod chi_square;
pub mod error;
pub mod gamma;
pub mod monitor;
pub mod pooling;
pub mod tally;

pub use chi_square::GoodnessOfFit;
pub use error::StatsError;
pub use livedraw_domain::categories::Categories;
pub use monitor::{AlertChange, Monitor, Policy, Report};
pub use tally::Tally;
