//! A lottery's variant (5/36 or 7/42) and its ball colours.

use crate::kind::GameKind;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Which ball-machine lottery.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    /// 5 winning balls of 36, into 5 cylinders.
    FiveOf36,
    /// 7 winning balls of 42, into a tube.
    SevenOf42,
}

impl Variant {
    /// Balls in the machine, numbered from 1.
    pub fn balls(self) -> u8 {
        match self {
            Variant::FiveOf36 => 36,
            Variant::SevenOf42 => 42,
        }
    }

    /// Winning balls.
    pub fn winning(self) -> u8 {
        match self {
            Variant::FiveOf36 => 5,
            Variant::SevenOf42 => 7,
        }
    }

    /// Places a ball can be seen in: 5 cylinders; a tube as long as the whole set.
    pub fn slots(self) -> u8 {
        match self {
            Variant::FiveOf36 => 5,
            Variant::SevenOf42 => 42,
        }
    }

    /// Whether the machine's ball count lets the draw count: exactly 5 for 5/36, at least 7
    /// for 7/42 (of which only the first 7 count).
    pub fn count_is_valid(self, count: u8) -> bool {
        match self {
            Variant::FiveOf36 => count == self.winning(),
            Variant::SevenOf42 => count >= self.winning(),
        }
    }

    /// The sum line's whole part; the line is this plus a half (92.5, 150.5), the mean sum of
    /// the winning balls, so no sum lands on it.
    pub fn sum_line(self) -> u16 {
        u16::from(self.winning()) * (u16::from(self.balls()) + 1) / 2
    }

    /// The game.
    pub fn kind(self) -> GameKind {
        match self {
            Variant::FiveOf36 => GameKind::Lotto5Of36,
            Variant::SevenOf42 => GameKind::Lotto7Of42,
        }
    }
}

/// A ball's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BallColour {
    /// 5/36: 1–9.
    White,
    /// 5/36: 10–18.
    Green,
    /// 5/36: 19–27.
    Red,
    /// 5/36: 28–36.
    Blue,
    /// 7/42: n with n mod 4 in {0, 1}.
    Yellow,
    /// 7/42: the others.
    Black,
}

impl BallColour {
    /// The colour's name in market ids.
    pub fn name(self) -> &'static str {
        match self {
            BallColour::White => "white",
            BallColour::Green => "green",
            BallColour::Red => "red",
            BallColour::Blue => "blue",
            BallColour::Yellow => "yellow",
            BallColour::Black => "black",
        }
    }
}

/// A ball colouring that does not fit the variant.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LottoConfigError {
    /// One colour per ball is needed.
    #[error("{given} ball colours given, the machine has {balls} balls")]
    ColourCount {
        /// Balls in the machine.
        balls: u8,
        /// Colours given.
        given: usize,
    },
}

/// A lottery: its variant and the colour of every ball.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LottoConfig {
    variant: Variant,
    /// The colour of ball n at index n − 1.
    colours: Vec<BallColour>,
}

impl LottoConfig {
    /// 5 of 36: white 1–9, green 10–18, red 19–27, blue 28–36.
    pub fn five_of_36() -> LottoConfig {
        let colours = (1..=36u8)
            .map(|n| match (n - 1) / 9 {
                0 => BallColour::White,
                1 => BallColour::Green,
                2 => BallColour::Red,
                _ => BallColour::Blue,
            })
            .collect();
        LottoConfig {
            variant: Variant::FiveOf36,
            colours,
        }
    }

    /// 7 of 42: yellow when n mod 4 is 0 or 1, black otherwise (our choice: the only simple
    /// pattern giving the published sums, yellow 451 and black 452).
    pub fn seven_of_42() -> LottoConfig {
        let colours = (1..=42u8)
            .map(|n| match n % 4 {
                0 | 1 => BallColour::Yellow,
                _ => BallColour::Black,
            })
            .collect();
        LottoConfig {
            variant: Variant::SevenOf42,
            colours,
        }
    }

    /// `variant` with `colours[n - 1]` the colour of ball n.
    pub fn with_colours(
        variant: Variant,
        colours: Vec<BallColour>,
    ) -> Result<LottoConfig, LottoConfigError> {
        if colours.len() != usize::from(variant.balls()) {
            return Err(LottoConfigError::ColourCount {
                balls: variant.balls(),
                given: colours.len(),
            });
        }
        Ok(LottoConfig { variant, colours })
    }

    /// Which lottery.
    pub fn kind(&self) -> GameKind {
        self.variant.kind()
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The colour of ball `number`, `None` for a number not in the machine.
    pub fn colour_of(&self, number: u8) -> Option<BallColour> {
        let index = usize::from(number).checked_sub(1)?;
        self.colours.get(index).copied()
    }

    /// The colours in play, each once, in the order of their lowest ball.
    pub fn palette(&self) -> Vec<BallColour> {
        let mut palette = Vec::new();
        for colour in &self.colours {
            if !palette.contains(colour) {
                palette.push(*colour);
            }
        }
        palette
    }

    /// The balls of `colour`, lowest first.
    pub fn balls_of(&self, colour: BallColour) -> Vec<u8> {
        (1..=self.variant.balls())
            .filter(|n| self.colour_of(*n) == Some(colour))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sum(balls: &[u8]) -> u32 {
        balls.iter().map(|n| u32::from(*n)).sum()
    }

    #[test]
    fn lotto_5_36_colour_sums_are_the_published_ones() {
        let config = LottoConfig::five_of_36();
        let sums: Vec<(BallColour, usize, u32)> = config
            .palette()
            .into_iter()
            .map(|colour| {
                let balls = config.balls_of(colour);
                (colour, balls.len(), sum(&balls))
            })
            .collect();
        assert_eq!(
            sums,
            vec![
                (BallColour::White, 9, 45),
                (BallColour::Green, 9, 126),
                (BallColour::Red, 9, 207),
                (BallColour::Blue, 9, 288),
            ]
        );
        assert_eq!(sums.iter().map(|(_, _, s)| s).sum::<u32>(), 666);
    }

    #[test]
    fn lotto_7_42_colour_sums_are_the_published_ones() {
        let config = LottoConfig::seven_of_42();
        let yellow = config.balls_of(BallColour::Yellow);
        let black = config.balls_of(BallColour::Black);
        assert_eq!(
            config.palette(),
            vec![BallColour::Yellow, BallColour::Black]
        );
        assert_eq!((yellow.len(), black.len()), (21, 21));
        assert_eq!((sum(&yellow), sum(&black)), (451, 452));
        assert_eq!(sum(&yellow) + sum(&black), 903);
        assert_eq!(&yellow[..5], [1, 4, 5, 8, 9]);
        assert_eq!(&black[..4], [2, 3, 6, 7]);
    }

    #[test]
    fn colours_are_configurable_one_per_ball() {
        let custom = LottoConfig::with_colours(Variant::FiveOf36, vec![BallColour::Red; 36])
            .expect("36 colours");
        assert_eq!(custom.colour_of(1), Some(BallColour::Red));
        assert_eq!(custom.palette(), vec![BallColour::Red]);
        assert_eq!(
            LottoConfig::with_colours(Variant::SevenOf42, vec![BallColour::Red; 36]),
            Err(LottoConfigError::ColourCount {
                balls: 42,
                given: 36
            })
        );
    }

    #[test]
    fn ball_outside_the_machine_has_no_colour() {
        let config = LottoConfig::five_of_36();
        assert_eq!(config.colour_of(0), None);
        assert_eq!(config.colour_of(37), None);
    }

    #[test]
    fn sum_lines_are_92_5_and_150_5() {
        assert_eq!(Variant::FiveOf36.sum_line(), 92);
        assert_eq!(Variant::SevenOf42.sum_line(), 150);
    }

    #[test]
    fn variants_have_their_published_sizes() {
        assert_eq!(LottoConfig::five_of_36().kind(), GameKind::Lotto5Of36);
        assert_eq!(LottoConfig::seven_of_42().kind(), GameKind::Lotto7Of42);
        assert_eq!(
            (Variant::FiveOf36.balls(), Variant::FiveOf36.winning()),
            (36, 5)
        );
        assert_eq!(
            (Variant::SevenOf42.balls(), Variant::SevenOf42.winning()),
            (42, 7)
        );
    }
}
