//! What the statistics refuse.

use thiserror::Error;

/// A test that cannot be computed from what it was given.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum StatsError {
    /// Observed counts and expected probabilities differ in length.
    #[error("{observed} observed categories, {expected} expected")]
    LengthMismatch {
        /// Categories observed.
        observed: usize,
        /// Categories expected.
        expected: usize,
    },
    /// Fewer than two categories: nothing to compare.
    #[error("a goodness-of-fit test needs at least two categories")]
    TooFewCategories,
    /// A category's probability is not in (0, 1], or they do not sum to 1.
    #[error("expected probabilities must be positive and sum to 1 (sum {sum})")]
    BadProbabilities {
        /// Their sum.
        sum: f64,
    },
    /// Nothing observed.
    #[error("no observations")]
    NoObservations,
}
