//! One table's outcome statistics: the tally of its settled draws, the goodness-of-fit test
//! after each one, and the drift alert (R8).
//!
//! The test runs after every settled draw, over the latest `window_draws` draws: a window
//! rather than all history, so that a wheel or a dice table that starts to wear after a long
//! fair life is caught within a window's worth of draws instead of being diluted by everything
//! before. It runs only with enough data for the chi-square approximation: at least
//! `min_samples` observations and an expected count of at least 5 in every category.
//!
//! The alert is raised when the p-value falls below `significance`, and cleared only once it
//! is back above ten times the significance, so a table hovering at the threshold raises one
//! incident, not one per draw.

use crate::chi_square::{fit, GoodnessOfFit};
use crate::tally::Tally;
use livedraw_domain::{Categories, GameConfig, Outcome};

/// The smallest expected count per category for the test to be trusted.
const SMALLEST_EXPECTED: f64 = 5.0;
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
        let fit = self.fit();
        Report {
            categories: self.categories.clone(),
            counts: self.tally.counts().to_vec(),
            samples: self.tally.samples(),
            draws: self.tally.draws(),
            tested: fit.as_ref().is_some_and(|fit| self.trusted(fit)),
            fit,
            alert: self.alert,
            policy: self.policy,
        }
    }

    fn fit(&self) -> Option<GoodnessOfFit> {
        fit(self.tally.counts(), self.categories.probabilities()).ok()
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
}
