//! Independent references the tests compare the odds engines with.

pub mod baccarat_brute;
pub mod peer;
pub mod poker_brute;
pub mod rng;
pub mod stats;
