//! Five dice (dice5.md): every combination and total market from the 6^5 = 7,776 equally
//! likely rolls.
//!
//! Markets depend only on the multiset of faces, so the engine walks the 252 multisets, each
//! weighted by its number of orderings `5! / ∏ m_f!`, and settles one representative roll of
//! each through the domain's settlement.

use super::game_odds::GameOdds;
use crate::chances::{Chances, MarketChance};
use crate::error::OddsError;
use livedraw_domain::games::dice5::combination::{DICE, FACES};
use livedraw_domain::games::dice5::Dice5;
use livedraw_domain::games::dice5::{Market, Outcome};
use livedraw_domain::GameKind;
use livedraw_domain::Verdict;

/// Every dice market's exact chance (the single betting round).
pub fn chances() -> Chances {
    let markets = Market::all();
    let mut wins = vec![0u64; markets.len()];
    for (dice, orderings) in face_multisets() {
        let roll = Outcome { dice };
        for (count, market) in wins.iter_mut().zip(&markets) {
            if market.settle(&roll) == Verdict::Win {
                *count += orderings;
            }
        }
    }
    let rolls = 6f64.powi(DICE as i32);
    Chances {
        round: 1,
        markets: markets
            .iter()
            .zip(wins)
            .map(|(market, count)| MarketChance::new(market.id().as_str(), count as f64 / rolls))
            .collect(),
    }
}

/// Every multiset of five faces as a sorted roll, with the number of rolls that have it.
fn face_multisets() -> Vec<([u8; DICE], u64)> {
    let mut out = Vec::with_capacity(252);
    let mut dice = [1u8; DICE];
    fill(&mut dice, 0, 1, &mut out);
    out
}

fn fill(dice: &mut [u8; DICE], position: usize, lowest: u8, out: &mut Vec<([u8; DICE], u64)>) {
    if position == DICE {
        out.push((*dice, orderings(dice)));
        return;
    }
    for face in lowest..=FACES {
        dice[position] = face;
        fill(dice, position + 1, face, out);
    }
}

/// `5! / ∏ m_f!` for the face multiplicities `m_f` of a sorted roll.
fn orderings(dice: &[u8; DICE]) -> u64 {
    let factorial = |n: u64| (1..=n).product::<u64>();
    let repeats: u64 = (1..=FACES)
        .map(|face| factorial(dice.iter().filter(|&&die| die == face).count() as u64))
        .product();
    factorial(DICE as u64) / repeats
}

/// What five dice's odds depend on: nothing of the table (every roll is equally likely).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Dice5State;

impl GameOdds for Dice5State {
    type Game = Dice5;

    fn capture(_: &Dice5) -> Result<Dice5State, OddsError> {
        Ok(Dice5State)
    }

    fn kind(&self) -> GameKind {
        GameKind::Dice5
    }

    fn chances(&self) -> Result<Chances, OddsError> {
        Ok(chances())
    }
}
