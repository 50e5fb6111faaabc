//! Lucky dice: each die's face by colour (`red 1` … `green 6`), one red and one green per
//! draw, so 1/12 each.

use super::{LuckyDice, Outcome};
use crate::categories::{Categories, Classify, GameCategories, FACES};
use crate::kind::GameKind;

/// The twelve faces by colour.
impl GameCategories for LuckyDice {
    fn categories(&self) -> Categories {
        let names = ["red", "green"]
            .into_iter()
            .flat_map(|colour| (1..=FACES).map(move |n| format!("{colour} {n}")))
            .collect();
        Categories::equal(GameKind::LuckyDice, "face", names, 2 * FACES)
    }
}

/// The red die's face and the green one's.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        vec![
            usize::from(self.red).wrapping_sub(1),
            usize::from(FACES) + usize::from(self.green).wrapping_sub(1),
        ]
    }
}

#[cfg(test)]
mod tests {
    use crate::games::categories::tests::of;
    use crate::games::lucky_dice;
    use crate::kind::GameKind;
    use crate::outcome::Outcome;

    #[test]
    fn r8_dice_faces_are_counted_by_colour() {
        let lucky = of(GameKind::LuckyDice);
        let throw = Outcome::LuckyDice(lucky_dice::Outcome { red: 2, green: 6 });
        assert_eq!(lucky.classify(&throw), [1, 11]);
        assert_eq!(lucky.names()[11], "green 6");
    }
}
