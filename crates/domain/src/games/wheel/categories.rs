//! The wheel: the sector, 1–18 and the symbol; wheel.md: 19 **equal** sectors, so 1/19 each.

use super::sector::{HIGHEST_NUMBER, SECTORS};
use super::{Outcome, Wheel};
use crate::categories::{Categories, Classify, GameCategories};
use crate::kind::GameKind;

/// The 19 sectors.
impl GameCategories for Wheel {
    fn categories(&self) -> Categories {
        let mut names: Vec<String> = (1..=HIGHEST_NUMBER).map(|n| n.to_string()).collect();
        names.push("symbol".into());
        Categories::equal(GameKind::Wheel, "sector", names, SECTORS)
    }
}

/// The sector the wheel stopped at.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        vec![match self {
            Outcome::Number(number) => usize::from(*number).wrapping_sub(1),
            Outcome::Symbol => usize::from(HIGHEST_NUMBER),
        }]
    }
}

#[cfg(test)]
mod tests {
    use crate::games::categories::tests::of;
    use crate::games::{dice5, wheel};
    use crate::kind::GameKind;
    use crate::outcome::Outcome;

    #[test]
    fn each_sector_falls_in_its_category() {
        let wheel = of(GameKind::Wheel);
        assert_eq!(
            wheel.classify(&Outcome::Wheel(wheel::Outcome::Number(1))),
            [0]
        );
        assert_eq!(
            wheel.classify(&Outcome::Wheel(wheel::Outcome::Symbol)),
            [18]
        );
    }

    #[test]
    fn an_outcome_of_another_game_counts_nothing() {
        let wheel = of(GameKind::Wheel);
        let roll = Outcome::Dice5(dice5::Outcome { dice: [1; 5] });
        assert!(wheel.classify(&roll).is_empty());
    }
}
