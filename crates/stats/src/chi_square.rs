//! Pearson's chi-square goodness of fit: observed counts per category against the counts the
//! rules' probabilities expect.

use crate::error::StatsError;
use crate::gamma::upper_regularized;

/// How far the probabilities may sum from 1 (they are computed in floating point).
const PROBABILITY_SUM_TOLERANCE: f64 = 1e-9;

/// The result of a goodness-of-fit test.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GoodnessOfFit {
    /// Σ (observed − expected)² / expected.
    pub chi_square: f64,
    /// Categories − 1.
    pub degrees_of_freedom: u32,
    /// The chance that a source following the probabilities gives a statistic at least this
    /// large.
    pub p_value: f64,
    /// The smallest expected count (the test's approximation wants at least 5).
    pub smallest_expected: f64,
}

/// The chance that a chi-square variable with `degrees_of_freedom` is at least `statistic`.
pub fn p_value(statistic: f64, degrees_of_freedom: u32) -> f64 {
    if degrees_of_freedom == 0 {
        return 1.0;
    }
    upper_regularized(
        f64::from(degrees_of_freedom) / 2.0,
        statistic.max(0.0) / 2.0,
    )
}

/// Tests `observed` counts against `probabilities` (one per category, summing to 1).
pub fn fit(observed: &[u64], probabilities: &[f64]) -> Result<GoodnessOfFit, StatsError> {
    if observed.len() != probabilities.len() {
        return Err(StatsError::LengthMismatch {
            observed: observed.len(),
            expected: probabilities.len(),
        });
    }
    if observed.len() < 2 {
        return Err(StatsError::TooFewCategories);
    }
    let sum: f64 = probabilities.iter().sum();
    let valid = probabilities.iter().all(|p| *p > 0.0 && *p <= 1.0)
        && (sum - 1.0).abs() <= PROBABILITY_SUM_TOLERANCE;
    if !valid {
        return Err(StatsError::BadProbabilities { sum });
    }
    let samples: u64 = observed.iter().sum();
    if samples == 0 {
        return Err(StatsError::NoObservations);
    }
    let n = samples as f64;
    let chi_square = observed
        .iter()
        .zip(probabilities)
        .map(|(&count, &p)| {
            let expected = n * p;
            let gap = count as f64 - expected;
            gap * gap / expected
        })
        .sum();
    let degrees_of_freedom = u32::try_from(observed.len() - 1).unwrap_or(u32::MAX);
    Ok(GoodnessOfFit {
        chi_square,
        degrees_of_freedom,
        p_value: p_value(chi_square, degrees_of_freedom),
        smallest_expected: probabilities
            .iter()
            .fold(f64::INFINITY, |m, p| m.min(n * p)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(actual: f64, expected: f64, relative: f64) -> bool {
        (actual - expected).abs() <= relative * expected.abs()
    }

    #[test]
    fn p_values_match_the_published_critical_values() {
        // (statistic, degrees of freedom, upper tail): the usual chi-square table's critical
        // values, computed to 20 digits with mpmath (inverse of the upper
        // regularized gamma).
        let table = [
            (3.841_458_820_694_126, 1, 0.05),
            (6.634_896_601_021_215, 1, 0.01),
            (10.827_566_170_662_733, 1, 0.001),
            (13.815_510_557_964_274, 2, 0.001),
            (11.070_497_693_516_354, 5, 0.05),
            (18.307_038_053_275_146, 10, 0.05),
            (42.312_396_331_679_97, 18, 0.001),
            (28.869_299_430_392_635, 18, 0.05),
            (32.909_490_407_360_21, 12, 0.001),
        ];
        for (statistic, df, tail) in table {
            let p = p_value(statistic, df);
            assert!(
                close(p, tail, 1e-9),
                "df {df}, x {statistic}: p {p}, want {tail}"
            );
        }
    }

    #[test]
    fn the_statistic_of_a_small_table_is_computed_by_hand() {
        // 60 observations in three equally likely categories: 20 expected each,
        // (10² + 0 + 10²) / 20 = 10; with 2 degrees of freedom p = e^(−5).
        let fit = fit(&[10, 20, 30], &[1.0 / 3.0; 3]).expect("valid");
        assert!(close(fit.chi_square, 10.0, 1e-12));
        assert_eq!(fit.degrees_of_freedom, 2);
        assert!(close(fit.p_value, (-5.0_f64).exp(), 1e-12));
        assert!(close(fit.smallest_expected, 20.0, 1e-12));
    }

    #[test]
    fn unequal_probabilities_weigh_each_category() {
        // 100 observations against (0.5, 0.3, 0.2): expected 50, 30, 20.
        // (55−50)²/50 + (25−30)²/30 + (20−20)²/20 = 0.5 + 0.8333…
        let fit = fit(&[55, 25, 20], &[0.5, 0.3, 0.2]).expect("valid");
        assert!(close(fit.chi_square, 0.5 + 25.0 / 30.0, 1e-12));
    }

    #[test]
    fn a_perfect_fit_has_p_value_one() {
        let fit = fit(&[5, 5, 5, 5], &[0.25; 4]).expect("valid");
        assert_eq!(fit.chi_square, 0.0);
        assert_eq!(fit.p_value, 1.0);
    }

    #[test]
    fn malformed_tests_are_refused() {
        assert_eq!(
            fit(&[1, 2], &[1.0]),
            Err(StatsError::LengthMismatch {
                observed: 2,
                expected: 1
            })
        );
        assert_eq!(fit(&[1], &[1.0]), Err(StatsError::TooFewCategories));
        assert!(matches!(
            fit(&[1, 2], &[0.5, 0.6]),
            Err(StatsError::BadProbabilities { .. })
        ));
        assert_eq!(fit(&[0, 0], &[0.5, 0.5]), Err(StatsError::NoObservations));
    }
}
