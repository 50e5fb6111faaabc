//! One table's outcome statistics: the tally of its settled draws, the goodness-of-fit test
//! after each one, and the drift alert (R8).
//!
//! The test runs after every settled draw, over the latest `window_draws` draws: a window
//! rather than all history, so that a wheel or a dice table that starts to wear after a long
//! fair life is caught within a window's worth of draws instead of being diluted by everything
//! before. It runs only with enough data for the chi-square approximation: at least
//! `min_samples` observations and an expected count of at least 5 in every bin, the categories
//! expecting fewer than 5 pooled into one bin ([`crate::pooling`]).
//!
//! The alert is raised when the p-value falls below `significance`, and cleared only once it
//! is back above ten times the significance, so a table hovering at the threshold raises one
//! incident, not one per draw.

use crate::chi_square::{fit, GoodnessOfFit};
use crate::pooling::{pool, Pooled, SMALLEST_EXPECTED};
use crate::tally::Tally;
use livedraw_domain::{Categories, GameConfig, Outcome};

/// An alert clears when the p-value is back above this many times the significance.
const CLEAR_FACTOR: f64 = 10.0;

/// When to test and when to alert.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Policy {
    /// Alert when the p-value is below this (e.g. 0.001).
    pub significance: f64,
    /// Test only with at least this many observations in the window.
    pub min_samples: u64,
    /// The window in settled draws (0: every draw).
    pub window_draws: u64,
}

/// The alert changed with the latest draw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AlertChange {
    /// The results drift beyond the significance.
    Raised(GoodnessOfFit),
    /// They fit again.
    Cleared(GoodnessOfFit),
}

/// A table's statistics as they stand.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// What is counted and what the rules expect.
    pub categories: Categories,
    /// Counts per category in the window.
    pub counts: Vec<u64>,
    /// Whether each category is counted in the pooled bin of the rare ones for the test.
    pub pooled: Vec<bool>,
    /// Observations in the window.
    pub samples: u64,
    /// Settled draws in the window.
    pub draws: u64,
    /// The test of the window; `None` with no observations.
    pub fit: Option<GoodnessOfFit>,
    /// Whether there are enough observations to trust the test.
    pub tested: bool,
    /// Whether the alert is raised.
    pub alert: bool,
    /// The policy.
    pub policy: Policy,
}

/// One table's outcome statistics.
#[derive(Clone, Debug, PartialEq)]
pub struct Monitor {
    categories: Categories,
    tally: Tally,
    policy: Policy,
    alert: bool,
}

impl Monitor {
    /// A table configured with `game` with no settled draw yet.
    pub fn new(game: &GameConfig, policy: Policy) -> Monitor {
        let categories = Categories::of(game);
        Monitor {
            tally: Tally::new(categories.names().len(), policy.window_draws),
            categories,
            policy,
            alert: false,
        }
    }

    /// Counts settled draw `draw`'s outcome and tests the window again; says whether the
    /// alert was raised or cleared by it.
    pub fn record(&mut self, draw: u64, outcome: &Outcome) -> Option<AlertChange> {
        self.tally.record(draw, self.categories.classify(outcome));
        self.test_again()
    }

    /// Counts corrected draw `draw` again with its corrected outcome (`None`: voided, nothing
    /// counted) and tests the window again, if the draw is still in it.
    pub fn revise(&mut self, draw: u64, outcome: Option<&Outcome>) -> Option<AlertChange> {
        let categories = outcome.map_or_else(Vec::new, |outcome| self.categories.classify(outcome));
        if !self.tally.revise(draw, categories) {
            return None;
        }
        self.test_again()
    }

    fn test_again(&mut self) -> Option<AlertChange> {
        let fit = self.trusted_fit()?;
        if !self.alert && fit.p_value < self.policy.significance {
            self.alert = true;
            return Some(AlertChange::Raised(fit));
        }
        if self.alert && fit.p_value >= self.policy.significance * CLEAR_FACTOR {
            self.alert = false;
            return Some(AlertChange::Cleared(fit));
        }
        None
    }

    /// Whether the alert is raised.
    pub fn alerting(&self) -> bool {
        self.alert
    }

    /// The statistics as they stand.
    pub fn report(&self) -> Report {
        let bins = self.bins();
        let fit = fit(&bins.observed, &bins.probabilities).ok();
        Report {
            categories: self.categories.clone(),
            counts: self.tally.counts().to_vec(),
            pooled: bins.pooled,
            samples: self.tally.samples(),
            draws: self.tally.draws(),
            tested: fit.as_ref().is_some_and(|fit| self.trusted(fit)),
            fit,
            alert: self.alert,
            policy: self.policy,
        }
    }

    /// The window's counts in the bins the test counts.
    fn bins(&self) -> Pooled {
        pool(self.tally.counts(), self.categories.probabilities())
    }

    fn fit(&self) -> Option<GoodnessOfFit> {
        let bins = self.bins();
        fit(&bins.observed, &bins.probabilities).ok()
    }

    fn trusted(&self, fit: &GoodnessOfFit) -> bool {
        self.tally.samples() >= self.policy.min_samples
            && fit.smallest_expected >= SMALLEST_EXPECTED
    }

    fn trusted_fit(&self) -> Option<GoodnessOfFit> {
        self.fit().filter(|fit| self.trusted(fit))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::games::wheel;

    const POLICY: Policy = Policy {
        significance: 0.001,
        min_samples: 200,
        window_draws: 0,
    };

    fn spin(sector: u8) -> Outcome {
        Outcome::Wheel(if sector == 19 {
            wheel::Outcome::Symbol
        } else {
            wheel::Outcome::Number(sector)
        })
    }

    #[test]
    fn nothing_is_tested_before_min_samples() {
        let mut monitor = Monitor::new(&GameConfig::Wheel, POLICY);
        for draw in 1..200 {
            assert_eq!(monitor.record(draw, &spin(7)), None);
        }
        assert!(!monitor.report().tested);
        assert!(matches!(
            monitor.record(200, &spin(7)),
            Some(AlertChange::Raised(_))
        ));
        assert!(monitor.report().tested && monitor.report().alert);
    }

    #[test]
    fn an_alert_clears_once_the_window_fits_again() {
        let policy = Policy {
            window_draws: 380,
            ..POLICY
        };
        let mut monitor = Monitor::new(&GameConfig::Wheel, policy);
        let mut changes = Vec::new();
        for draw in 1..=200 {
            changes.extend(monitor.record(draw, &spin(3)));
        }
        // Then a perfectly even wheel pushes the biased spins out of the window.
        let mut draw = 200;
        for _ in 0..40 {
            for sector in 1..=19 {
                draw += 1;
                changes.extend(monitor.record(draw, &spin(sector)));
            }
        }
        assert!(matches!(changes.first(), Some(AlertChange::Raised(_))));
        assert!(matches!(changes.last(), Some(AlertChange::Cleared(_))));
        assert_eq!(changes.len(), 2, "one raise, one clear: {changes:?}");
        assert!(!monitor.alerting());
    }

    #[test]
    fn r8_a_holdem_table_is_tested_once_its_rare_hands_pooled_expect_five() {
        use livedraw_domain::card::parse_cards;
        use livedraw_domain::games::holdem::{config::HoldemConfig, outcome, variant};
        let game = GameConfig::Holdem(HoldemConfig::of(variant::HoldemVariant::UltimateHoldem));
        let mut monitor = Monitor::new(&game, POLICY);
        let cards = |text: &str| parse_cards(text).expect("cards");
        // Every round's common hand one pair: far too many pairs for a fair deck.
        let round = Outcome::Holdem(outcome::Outcome {
            variant: variant::HoldemVariant::UltimateHoldem,
            player: cards("As Ad").try_into().expect("two"),
            board: cards("9c 7h 4s 3d 2c").try_into().expect("five"),
            dealer: cards("Kc Qd").try_into().expect("two"),
        });
        let changes: Vec<_> = (1..=200)
            .filter_map(|draw| monitor.record(draw, &round))
            .collect();
        assert!(matches!(changes.as_slice(), [AlertChange::Raised(_)]));
        let report = monitor.report();
        assert!(report.tested && report.alert);
        // The royal flush (1 in 30,940 seven-card hands) is pooled; the pair is not.
        assert!(report.pooled[9] && !report.pooled[1]);
        let bins = report.pooled.iter().filter(|pooled| !**pooled).count() + 1;
        let fit = report.fit.expect("a fit");
        assert_eq!(fit.degrees_of_freedom as usize, bins - 1);
        assert!(fit.smallest_expected >= SMALLEST_EXPECTED);
    }
}
