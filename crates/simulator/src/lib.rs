//! A simulated studio floor.
//!
//! [`Floor`] plays any game's table the way a dealer, host and supervisor would: it reads what
//! the table asks for (deal to a position, spin, roll, draw balls, wait for betting, resolve a
//! hold) and answers with the floor event or supervisor command that follows, injecting the
//! faults a real floor produces at a chosen rate ([`FaultRate`]: a share of draws, or a chance per
//! action): cards shown while betting is open, unreadable
//! cards, cards at the wrong position, double reads, foreign cards, wheel and dice faults, short
//! ball draws, supervisor cancellations, corrections, hold timeouts and pauses. At a blackjack
//! table it also plays the seat players: bets, decisions (some late, some refused), insurance
//! and even money.
//!
//! It is seeded and deterministic, so a failing run can be replayed. Pure: no I/O, no clock.
//!
//! - `floor`: the generic floor: what it does next, dealing, holds, supervisor commands;
//!   `input`: one input to a table, with the time it arrives;
//! - `games`: one module per game for what only its floor does (the spin, the dice, the ball
//!   machine, blackjack's seat players), behind the trait `GameFloor` (`games/game_floor.rs`)
//!   and the registry `FloorState`; `games/setup.rs`: what the floor is told of its table
//!   beyond its game;
//! - `shoe`: the cards; `tools`: the floor's randomness, faults, clock and shoe, lent to a
//!   game's floor; `faults`: how often the floor goes wrong;
//! - `corrections`: the supervisor's corrections of settled draws;
//! - `view`: what the floor knows of its table; `journal`: a floor input as a journal
//!   entry; `rng`: the seeded randomness.

mod corrections;
mod faults;
mod floor;
mod games;
mod input;
mod journal;
mod rng;
mod shoe;
mod tools;
mod view;

pub use faults::FaultRate;
pub use floor::{apply, mirror, Answer, Floor};
pub use input::Input;
pub use journal::journal_entry;
pub use rng::Rng;
pub use view::TableView;
