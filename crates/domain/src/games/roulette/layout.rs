//! The roulette wheel and table layout: which pockets a wheel has, the red numbers, and the
//! number grid of 12 rows by 3 columns that splits, streets, corners and lines are read from.

use super::config::WheelKind;
use crate::observation::Pocket;

/// The highest number on the layout.
pub const HIGHEST: u8 = 36;

/// The red numbers (the others from 1 to 36 are black).
const RED: [u8; 18] = [
    1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

/// A set of pockets as bits: bit 0 is 0, bits 1–36 the numbers, bit 37 the 00.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pockets(u64);

impl Pockets {
    /// The bit of `pocket`.
    pub fn bit(pocket: Pocket) -> u64 {
        match pocket {
            Pocket::Zero => 1,
            Pocket::Number(n) => 1 << n,
            Pocket::DoubleZero => 1 << 37,
        }
    }

    /// The set of `pockets`.
    pub fn of(pockets: impl IntoIterator<Item = Pocket>) -> Pockets {
        Pockets(
            pockets
                .into_iter()
                .map(Pockets::bit)
                .fold(0, |all, bit| all | bit),
        )
    }

    /// The numbers 1–36 that `keep` selects.
    pub fn numbers(keep: impl Fn(u8) -> bool) -> Pockets {
        Pockets::of((1..=HIGHEST).filter(|n| keep(*n)).map(Pocket::Number))
    }

    /// Whether `pocket` is in the set.
    pub fn contains(self, pocket: Pocket) -> bool {
        self.0 & Pockets::bit(pocket) != 0
    }

    /// How many pockets the set holds.
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// Every pocket of `wheel`: 0, then 00 on a double-zero wheel, then 1–36.
pub fn pockets(wheel: WheelKind) -> Vec<Pocket> {
    let zeros = match wheel {
        WheelKind::SingleZero => vec![Pocket::Zero],
        WheelKind::DoubleZero => vec![Pocket::Zero, Pocket::DoubleZero],
    };
    zeros
        .into_iter()
        .chain((1..=HIGHEST).map(Pocket::Number))
        .collect()
}

/// Whether `wheel` has `pocket`.
pub fn has(wheel: WheelKind, pocket: Pocket) -> bool {
    match pocket {
        Pocket::Zero => true,
        Pocket::DoubleZero => wheel == WheelKind::DoubleZero,
        Pocket::Number(n) => (1..=HIGHEST).contains(&n),
    }
}

/// Whether `number` (1–36) is red.
pub fn is_red(number: u8) -> bool {
    RED.contains(&number)
}

/// The green pockets: 0 and 00.
pub fn is_zero(pocket: Pocket) -> bool {
    matches!(pocket, Pocket::Zero | Pocket::DoubleZero)
}

/// The layout's column of `number` (1–3: 1, 4, 7 … is column 1).
pub fn column(number: u8) -> u8 {
    (number - 1) % 3 + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_single_zero_wheel_has_37_pockets_and_a_double_zero_wheel_38() {
        assert_eq!(pockets(WheelKind::SingleZero).len(), 37);
        assert_eq!(pockets(WheelKind::DoubleZero).len(), 38);
        assert!(!has(WheelKind::SingleZero, Pocket::DoubleZero));
        assert!(has(WheelKind::DoubleZero, Pocket::DoubleZero));
        assert!(!has(WheelKind::DoubleZero, Pocket::Number(37)));
    }

    #[test]
    fn eighteen_numbers_are_red_and_eighteen_black() {
        let red = Pockets::numbers(is_red);
        assert_eq!(red.len(), 18);
        assert!(red.contains(Pocket::Number(1)) && !red.contains(Pocket::Number(2)));
        assert!(!red.contains(Pocket::Zero));
    }
}
