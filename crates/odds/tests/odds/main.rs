//! The odds engines against brute-force enumeration, simulation and figures computed in the
//! tests. One test binary, one link.

mod common;
mod poker6;
mod properties;
mod shoe_games;
mod simulation;
mod single_round;
mod table_games;
