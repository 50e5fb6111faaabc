//! Each legal setting's value (house-games.md, "Decision values"; pai-gow.md): the expected
//! net per unit stake (win +0.95, push 0, loss −1, copies to the bank) of setting the seat's
//! seven cards so, against the dealer's house-way hand, over the dealer's seven cards from
//! the unseen cards, every seven equally likely.
//!
//! - [`exact_values`]: the definition, every dealer hand enumerated: 53,524,680 from a full
//!   deck, some 7 s of one core a seat (docs/odds.md), so offline or on reduced decks;
//! - [`estimated_values`]: live, a seeded sample of dealer hands, the same sample for every
//!   setting (common random numbers: the differences between settings are far sharper than
//!   each value), each value an [`Estimate`] with its standard error.

use super::deck::{each_seven, unseen};
use super::estimate::{Draws, Estimate, Running};
use super::house_way::HouseWayMemo;
use super::showdown::{net_hundredths, SetHands};
use crate::error::OddsError;
use crate::fraction::Fraction;
use livedraw_domain::games::pai_gow::{legal_settings, PaiGowCard, Setting, SevenCards};

/// Dealer hands sampled per decision live: every setting's standard error about 0.002 to
/// 0.003 (a net's spread is under one unit), in a small part of a second of one core
/// (docs/odds.md), well inside the 30 s setting window.
pub const LIVE_SAMPLES: u64 = 100_000;

/// A legal setting's exact value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExactValue {
    /// The setting.
    pub setting: Setting,
    /// The expected net per unit stake, exact.
    pub ev: Fraction,
    /// Dealer hands it wins against (both hands).
    pub wins: u64,
    /// Dealer hands it pushes with (one hand each).
    pub pushes: u64,
    /// Dealer hands it loses to.
    pub losses: u64,
}

/// A legal setting's estimated value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EstimatedValue {
    /// The setting.
    pub setting: Setting,
    /// The expected net per unit stake, estimated.
    pub ev: Estimate,
}

/// Every legal setting of `hand` with its values, for the inner loops.
fn valued_settings(hand: &SevenCards) -> Vec<(Setting, SetHands)> {
    legal_settings(hand)
        .into_iter()
        .map(|setting| (setting, SetHands::of(&setting)))
        .collect()
}

/// Every legal setting's exact value, over every seven of the unseen cards (the deck less
/// `hand` and `seen`). The definition; from a full deck some 7 s of one core.
pub fn exact_values(hand: &SevenCards, seen: &[PaiGowCard]) -> Result<Vec<ExactValue>, OddsError> {
    let deck = unseen(hand, seen)?;
    let settings = valued_settings(hand);
    // Dealer hands counted by their house-way values' number, then each distinct pair of
    // values settled once against every setting: a count per hand, not 21 comparisons.
    let mut memo = HouseWayMemo::new();
    let mut counts: Vec<u64> = Vec::new();
    each_seven(&deck, |dealer| {
        let number = memo.number(dealer) as usize;
        if number >= counts.len() {
            counts.resize(number + 1, 0);
        }
        counts[number] += 1;
    });
    let dealt: u64 = counts.iter().sum();
    Ok(settings
        .iter()
        .map(|(setting, player)| {
            let (mut wins, mut losses) = (0u64, 0u64);
            for (bank, count) in memo.outcomes().iter().zip(&counts) {
                match net_hundredths(*player, *bank) {
                    95 => wins += count,
                    -100 => losses += count,
                    _ => {}
                }
            }
            ExactValue {
                setting: *setting,
                ev: Fraction::new(
                    95 * i128::from(wins) - 100 * i128::from(losses),
                    100 * i128::from(dealt),
                ),
                wins,
                pushes: dealt - wins - losses,
                losses,
            }
        })
        .collect())
}

/// Every legal setting's estimated value over `samples` dealer hands drawn from the unseen
/// cards with `seed`, the same hands for every setting. Refuses no samples.
pub fn estimated_values(
    hand: &SevenCards,
    seen: &[PaiGowCard],
    samples: u64,
    seed: u64,
) -> Result<Vec<EstimatedValue>, OddsError> {
    if samples == 0 {
        return Err(OddsError::NoSamples);
    }
    let mut deck = unseen(hand, seen)?;
    let settings = valued_settings(hand);
    let mut runs = vec![Running::default(); settings.len()];
    let mut draws = Draws::new(seed);
    let mut memo = HouseWayMemo::new();
    for _ in 0..samples {
        let Some(dealer) = draws.seven(&mut deck) else {
            break;
        };
        let bank = memo.hands(&dealer);
        for ((_, player), run) in settings.iter().zip(runs.iter_mut()) {
            run.add(f64::from(net_hundredths(*player, bank)) / 100.0);
        }
    }
    Ok(settings
        .iter()
        .zip(runs)
        .map(|((setting, _), run)| EstimatedValue {
            setting: *setting,
            ev: run.estimate(),
        })
        .collect())
}
