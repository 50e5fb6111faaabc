//! A decision's options as the house games print them: each option's expected net per unit of
//! the game's stake, as a decimal and as the exact fraction.

use livedraw_odds::fraction::Fraction;
use std::fmt::Write as _;

/// Writes the header and one line per option of `options` (name and value), the option column
/// `width` wide, per unit of `unit`.
pub(super) fn write<'a>(
    out: &mut String,
    unit: &str,
    width: usize,
    options: impl IntoIterator<Item = (&'a str, &'a Fraction)>,
) {
    let _ = writeln!(
        out,
        "{:width$}  {:>15}  exact (per unit of {unit})",
        "option", "ev"
    );
    for (option, ev) in options {
        let _ = writeln!(out, "{option:width$}  {:>15.12}  {ev}", ev.as_f64());
    }
}
