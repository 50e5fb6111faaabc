//! A payout as the studio file writes it: a net multiplier, exact to the hundredth.

use crate::error::ConfigError;
use livedraw_domain::Payout;

/// A net multiplier from the file (`35`, `0.95`), exact to the hundredth.
pub(crate) fn payout_of(multiplier: f64, place: &str, bet: &str) -> Result<Payout, ConfigError> {
    let hundredths = (multiplier * 100.0).round();
    let exact = (multiplier * 100.0 - hundredths).abs() < 1e-6;
    if !exact || !(1.0..=1_000_000.0).contains(&hundredths) {
        return Err(ConfigError::invalid(
            place,
            format!("payout of `{bet}` is {multiplier}: a positive multiplier in hundredths, such as 35 or 0.95"),
        ));
    }
    Ok(Payout::hundredths(hundredths as i32))
}
