//! How often the floor gets something wrong.

use crate::rng::Rng;

/// The chance, in a draw chosen to meet a fault, that a floor action of weight 1 is the one
/// that goes wrong: the fault comes early in the draw, at a site chosen in proportion to the
/// sites' weights, so every kind of fault is still exercised.
const STRIKE: f64 = 0.25;

/// How often the floor gets something wrong.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FaultRate {
    /// About this share of draws meets one fault (0.05: a studio on an ordinary day). The
    /// default of `livedraw run --simulate`.
    PerDraw(f64),
    /// Every floor action goes wrong with this chance, so long draws meet more faults: a
    /// stress test (at 0.03 a poker draw of about 25 scans meets one about half the time).
    PerAction(f64),
}

impl From<f64> for FaultRate {
    /// A bare rate is per action, as the floor always took it.
    fn from(rate: f64) -> FaultRate {
        FaultRate::PerAction(rate)
    }
}

/// Decides, action by action, whether the floor goes wrong.
#[derive(Clone, Debug)]
pub(crate) struct Faults {
    rate: FaultRate,
    /// Per draw: this draw still has its fault to come.
    armed: bool,
}

impl Faults {
    pub(crate) fn new(rate: FaultRate) -> Faults {
        Faults { rate, armed: false }
    }

    /// A draw begins: per draw, decide whether it meets a fault.
    pub(crate) fn new_draw(&mut self, rng: &mut Rng) {
        if let FaultRate::PerDraw(share) = self.rate {
            self.armed = rng.chance(share);
        }
    }

    /// Whether an action at a site of `weight` goes wrong (1 for the commonest faults, less
    /// for rarer ones).
    pub(crate) fn strike(&mut self, rng: &mut Rng, weight: f64) -> bool {
        match self.rate {
            FaultRate::PerAction(rate) => rng.chance(rate * weight),
            FaultRate::PerDraw(_) => {
                let struck = self.armed && rng.chance(STRIKE * weight);
                if struck {
                    self.armed = false;
                }
                struck
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_draw_a_chosen_share_of_draws_meets_exactly_one_fault() {
        let mut rng = Rng::new(7);
        let mut faults = Faults::new(FaultRate::PerDraw(0.05));
        let draws = 20_000;
        let mut faulty = 0;
        for _ in 0..draws {
            faults.new_draw(&mut rng);
            // A poker draw: about 25 scans.
            let struck = (0..25).filter(|_| faults.strike(&mut rng, 1.0)).count();
            assert!(struck <= 1);
            faulty += struck;
        }
        let share = faulty as f64 / draws as f64;
        assert!((0.04..0.06).contains(&share), "{share}");
    }

    #[test]
    fn per_action_long_draws_meet_more_faults() {
        let mut rng = Rng::new(7);
        let mut faults = Faults::new(FaultRate::from(0.03));
        let draws = 20_000;
        let faulty = (0..draws)
            .filter(|_| (0..25).filter(|_| faults.strike(&mut rng, 1.0)).count() > 0)
            .count();
        let share = faulty as f64 / draws as f64;
        assert!((0.50..0.56).contains(&share), "{share}");
    }
}
