//! What the wheel, the dice and the lotteries share: one betting round per draw, opened by the
//! table when the draw starts and closed on its clock, and no sensor outcome accepted while it
//! is open (R2).

#[cfg(test)]
mod r2_property;
#[cfg(test)]
pub mod testing;

use super::rules::{DrawContext, Next, Step};
use crate::decision::{CancelReason, Decision, DrawNumber, RepeatCause};
use crate::error::TableError;
use crate::kind::GameKind;
use crate::observation::Observation;

/// The only betting round of a single-round draw.
pub const ROUND: u8 = 1;

/// Rejects `observation`, an outcome of the draw (a spin, a roll, a ball), while the betting
/// round is open: the system, not the floor, closes betting (R2).
pub fn reject_while_betting_open(
    observation: &Observation,
    context: &DrawContext,
) -> Result<(), TableError> {
    match context.open_round {
        Some(round) => Err(TableError::OutcomeWhileBettingOpen {
            observation: observation.kind(),
            round,
        }),
        None => Ok(()),
    }
}

/// Between draws a single-round game expects nothing: its own events need a draw in progress,
/// other games' events are refused as such. `own` tells the game's own events apart.
pub fn refuse_between_draws(
    observation: &Observation,
    game: GameKind,
    own: fn(&Observation) -> bool,
) -> TableError {
    if own(observation) {
        TableError::NoDrawInProgress {
            observation: observation.kind(),
        }
    } else {
        wrong_game(observation, game)
    }
}

/// A fault on the draw's first spin or roll repeats it (bets stand); a fault on the repeat
/// cancels the draw for `cancel` (wheel.md, dice5.md; table-games.md's three dice by our
/// choice). `repeated` records that the repeat is under way.
pub fn repeat_once(
    repeated: &mut bool,
    draw: DrawNumber,
    cause: RepeatCause,
    cancel: CancelReason,
) -> Step {
    if *repeated {
        return Step::then(Next::Cancel(cancel));
    }
    *repeated = true;
    Step::record(vec![Decision::Repeat { draw, cause }])
}

/// `observation` belongs to another game.
pub fn wrong_game(observation: &Observation, game: GameKind) -> TableError {
    TableError::WrongGame {
        game,
        observation: observation.kind(),
    }
}

/// The catalogue is offered in the single round and in no other.
pub fn offered_in<T>(round: u8, catalogue: impl FnOnce() -> Vec<T>) -> Vec<T> {
    if round == ROUND {
        catalogue()
    } else {
        Vec::new()
    }
}

/// The `OutOfRange` error for a `what` of `value`.
pub fn out_of_range(what: &'static str, value: impl Into<i64>) -> TableError {
    TableError::OutOfRange {
        what,
        value: value.into(),
    }
}
