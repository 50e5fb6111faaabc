//! The game's return per unit stake, by simulation (seeded): the seat's seven cards and the
//! dealer's seven drawn from one full 53-card deck.
//!
//! - [`house_way_return`]: the player setting by the house way, as the dealer does;
//! - [`best_setting_gain`]: what setting at best adds to it, paired on the same deals: each
//!   sampled seat hand set by the legal setting whose estimated value (over `inner` dealer
//!   hands) is the highest, and that setting's net less the house way's averaged over
//!   `inner` further, independent dealer hands. Choosing on an estimate can only miss the
//!   best setting, never beat it: the gain is a lower bound of the optimal player's, close
//!   when `inner` is large (the settings it confuses are worth nearly the same).
//!
//! Both are [`Estimate`]s: the exact figures need every pair of hands (some 10¹⁴).

use super::estimate::{Draws, Estimate, Running};
use super::house_way::HouseWayMemo;
use super::showdown::{net_hundredths, SetHands};
use crate::error::OddsError;
use livedraw_domain::games::pai_gow::{legal_settings, PaiGowCard, SevenCards, HAND_SIZE};

/// The game's return for both ways of setting, per unit stake.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameReturn {
    /// The expected net of a player using the house way (the return to player is 1 plus it;
    /// the house edge, minus it).
    pub house_way: Estimate,
    /// What setting at best adds, on average, to the house way's net.
    pub best_setting_gain: Estimate,
}

impl GameReturn {
    /// The expected net of a player setting at best: the house way's plus the gain, their
    /// standard errors combined (independent samples).
    pub fn best_setting(&self) -> Estimate {
        Estimate {
            mean: self.house_way.mean + self.best_setting_gain.mean,
            standard_error: self
                .house_way
                .standard_error
                .hypot(self.best_setting_gain.standard_error),
            samples: self.house_way.samples + self.best_setting_gain.samples,
        }
    }
}

/// Both figures: the house way's over `samples` deals, the gain over `hands` seat hands of
/// `inner` dealer hands each (see [`best_setting_gain`]), drawn with `seed`.
pub fn game_return(
    samples: u64,
    hands: u64,
    inner: u64,
    seed: u64,
) -> Result<GameReturn, OddsError> {
    Ok(GameReturn {
        house_way: house_way_return(samples, seed)?,
        // Another stream, so the two estimates are independent.
        best_setting_gain: best_setting_gain(hands, inner, seed ^ 0x5eed_9a16_0000_0001)?,
    })
}

/// The expected net per unit stake of a player using the house way, over `samples` deals
/// drawn with `seed`.
pub fn house_way_return(samples: u64, seed: u64) -> Result<Estimate, OddsError> {
    if samples == 0 {
        return Err(OddsError::NoSamples);
    }
    let mut deck: Vec<PaiGowCard> = PaiGowCard::deck().collect();
    let mut draws = Draws::new(seed);
    let mut memo = HouseWayMemo::new();
    let mut run = Running::default();
    for _ in 0..samples {
        draws.draw_front(&mut deck, 2 * HAND_SIZE);
        let (Ok(seat), Ok(dealer)) = (
            SevenCards::new(&deck[..HAND_SIZE]),
            SevenCards::new(&deck[HAND_SIZE..2 * HAND_SIZE]),
        ) else {
            continue;
        };
        let net = net_hundredths(memo.hands(&seat), memo.hands(&dealer));
        run.add(f64::from(net) / 100.0);
    }
    Ok(run.estimate())
}

/// What setting at best adds to the house way's net per unit stake, over `hands` seat
/// hands drawn with `seed`, each valued on `inner` dealer hands to choose and `inner` others
/// to value the choice (a lower bound of the optimal player's gain; see the module).
pub fn best_setting_gain(hands: u64, inner: u64, seed: u64) -> Result<Estimate, OddsError> {
    if hands == 0 || inner == 0 {
        return Err(OddsError::NoSamples);
    }
    let mut deck: Vec<PaiGowCard> = PaiGowCard::deck().collect();
    let mut draws = Draws::new(seed);
    let mut memo = HouseWayMemo::new();
    let mut run = Running::default();
    for _ in 0..hands {
        let Some(seat) = draws.seven(&mut deck) else {
            break;
        };
        // The rest of the deck, the dealer's to draw from.
        let mut rest = deck[HAND_SIZE..].to_vec();
        let way = memo.hands(&seat);
        let settings: Vec<SetHands> = legal_settings(&seat).iter().map(SetHands::of).collect();
        let chosen = best_by_sample(&settings, way, &mut rest, &mut draws, &mut memo, inner);
        if chosen == way {
            run.add(0.0);
            continue;
        }
        let mut gain = 0i64;
        for _ in 0..inner {
            let Some(dealer) = draws.seven(&mut rest) else {
                break;
            };
            let bank = memo.hands(&dealer);
            gain += i64::from(net_hundredths(chosen, bank) - net_hundredths(way, bank));
        }
        run.add(gain as f64 / (100.0 * inner as f64));
    }
    Ok(run.estimate())
}

/// The setting of `settings` with the highest total net over `inner` dealer hands drawn from
/// `rest`, the same hands for each (the first on a tie; `way` should there be none).
fn best_by_sample(
    settings: &[SetHands],
    way: SetHands,
    rest: &mut [PaiGowCard],
    draws: &mut Draws,
    memo: &mut HouseWayMemo,
    inner: u64,
) -> SetHands {
    let mut totals = vec![0i64; settings.len()];
    for _ in 0..inner {
        let Some(dealer) = draws.seven(rest) else {
            break;
        };
        let bank = memo.hands(&dealer);
        for (total, player) in totals.iter_mut().zip(settings) {
            *total += i64::from(net_hundredths(*player, bank));
        }
    }
    let mut best = 0;
    for (at, total) in totals.iter().enumerate() {
        if *total > totals[best] {
            best = at;
        }
    }
    settings.get(best).copied().unwrap_or(way)
}
