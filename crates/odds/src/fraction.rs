//! An exact fraction, for the returns and values that are exact rationals (the one-deck
//! games': counts of hands over counts of hands), printed as `numerator/denominator`.

use std::fmt;

/// A reduced fraction with a positive denominator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fraction {
    numerator: i128,
    denominator: i128,
}

impl Fraction {
    /// `numerator / denominator`, reduced; a zero denominator gives 0.
    pub fn new(numerator: i128, denominator: i128) -> Fraction {
        if denominator == 0 {
            return Fraction {
                numerator: 0,
                denominator: 1,
            };
        }
        let sign = denominator.signum();
        let divisor = gcd(numerator.unsigned_abs(), denominator.unsigned_abs()).max(1);
        let divisor = i128::try_from(divisor).unwrap_or(1);
        Fraction {
            numerator: sign * numerator / divisor,
            denominator: sign * denominator / divisor,
        }
    }

    /// The numerator.
    pub fn numerator(self) -> i128 {
        self.numerator
    }

    /// The denominator, positive.
    pub fn denominator(self) -> i128 {
        self.denominator
    }

    /// The nearest `f64`.
    pub fn as_f64(self) -> f64 {
        self.numerator as f64 / self.denominator as f64
    }
}

impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.numerator, self.denominator)
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fraction_is_reduced_with_a_positive_denominator() {
        assert_eq!(Fraction::new(-3_216, 44_200).to_string(), "-402/5525");
        assert_eq!(Fraction::new(6, -4).to_string(), "-3/2");
        assert_eq!(Fraction::new(0, 7).to_string(), "0/1");
        assert_eq!(Fraction::new(1, 4).as_f64(), 0.25);
    }
}
