//! The wheel's 19 sectors: numbers 1–18, each with a colour, and the symbol.

use serde::{Deserialize, Serialize};

/// Sectors on the wheel.
pub const SECTORS: u8 = 19;

/// The highest sector number.
pub const HIGHEST_NUMBER: u8 = 18;

/// A sector's colour (our choice): black, grey, red cycle by number from 1, six each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Colour {
    /// 1, 4, 7, 10, 13, 16.
    Black,
    /// 2, 5, 8, 11, 14, 17.
    Grey,
    /// 3, 6, 9, 12, 15, 18.
    Red,
}

impl Colour {
    /// Every colour, in catalogue order.
    pub const ALL: [Colour; 3] = [Colour::Black, Colour::Grey, Colour::Red];

    /// The colour of sector `number`, `None` outside 1–18.
    pub fn of(number: u8) -> Option<Colour> {
        if !(1..=HIGHEST_NUMBER).contains(&number) {
            return None;
        }
        Some(Colour::ALL[usize::from((number - 1) % 3)])
    }

    /// The colour's name in market ids.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Black => "black",
            Colour::Grey => "grey",
            Colour::Red => "red",
        }
    }
}

/// The sector under the pointer when the wheel stopped: the draw's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// A numbered sector, 1–18.
    Number(u8),
    /// The special symbol (a cup with a star).
    Symbol,
}

impl Outcome {
    /// The number, `None` for the symbol.
    pub fn number(self) -> Option<u8> {
        match self {
            Outcome::Number(number) => Some(number),
            Outcome::Symbol => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sector_colours_cycle_black_grey_red() {
        assert_eq!(Colour::of(1), Some(Colour::Black));
        assert_eq!(Colour::of(2), Some(Colour::Grey));
        assert_eq!(Colour::of(3), Some(Colour::Red));
        assert_eq!(Colour::of(4), Some(Colour::Black));
        assert_eq!(Colour::of(18), Some(Colour::Red));
        assert_eq!(Colour::of(0), None);
        assert_eq!(Colour::of(19), None);
    }

    #[test]
    fn each_colour_has_six_numbers() {
        for colour in Colour::ALL {
            let numbers = (1..=HIGHEST_NUMBER)
                .filter(|n| Colour::of(*n) == Some(colour))
                .count();
            assert_eq!(numbers, 6, "{colour:?}");
        }
    }

    #[test]
    fn wheel_has_19_sectors_numbers_1_to_18_and_the_symbol() {
        assert_eq!(SECTORS, HIGHEST_NUMBER + 1);
        assert_eq!(Outcome::Symbol.number(), None);
        assert_eq!(Outcome::Number(7).number(), Some(7));
    }
}
