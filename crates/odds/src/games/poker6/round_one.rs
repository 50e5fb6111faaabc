//! Round 1 of poker, before any card is dealt: constants (how they were derived:
//! [`super::round_one_estimate`]).
//!
//! By symmetry every hand has the same chance; ties make it a little more than 1/6 once
//! "among the winners" is counted for each of them (a board shared by all six pays all six).
//! The exact value would need every deal of 17 cards; instead
//! [`estimate`](super::round_one_estimate::estimate) averages the exact round-2 enumeration over
//! seeded random deals (conditional Monte Carlo: every deal's boards are enumerated exactly,
//! only the pocket cards are sampled). The constants below are its output
//! for [`SEED`] and [`DEALS`], produced by `cargo run --release -p livedraw-odds --example
//! poker6_round_one`; the standard errors it printed are in the comments.

use super::enumerate::CATEGORIES as CATEGORY_COUNT;

/// The seed of the deals the constants were averaged over.
pub const SEED: u64 = 0x6c69_7665_6472_6177;

/// How many deals the constants were averaged over.
pub const DEALS: usize = 100_000;

/// Chance that a given hand is among the winners.
/// Standard error 3.72e-5.
pub const HAND_WINS: f64 = 0.181_412_007_113;

/// Chance of each winning category, `winner_high_card` first.
pub const CATEGORIES: [f64; CATEGORY_COUNT] = [
    0.000527791607, // high card: standard error 6.19e-6
    0.161144969940, // pair: standard error 1.15e-4
    0.305104889682, // two pair: standard error 1.39e-4
    0.139156037753, // three of a kind: standard error 1.26e-4
    0.165868785349, // straight: standard error 1.25e-4
    0.108323486751, // flush: standard error 1.81e-4
    0.109245042720, // full house: standard error 1.06e-4
    0.008885430572, // four of a kind: standard error 1.91e-5
    0.001557190566, // straight flush: standard error 3.94e-6
    0.000186375059, // royal flush: standard error 9.53e-7
];
