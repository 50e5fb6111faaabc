//! The feed service against steps in a real log: `Subscribe`, `ResultsHistory`, `CheckBet`,
//! `CheckDecision`, and the private streams of face-down seats. One test binary, one link.

mod check_bet;
mod check_decision;
mod common;
mod history;
mod private_seats;
mod subscribe;
