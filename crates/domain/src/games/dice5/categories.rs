//! Five dice: the face of every die (five per draw), 1/6 each.

use super::{Dice5, Outcome};
use crate::categories::{Categories, Classify, GameCategories};
use crate::kind::GameKind;

/// The six faces.
impl GameCategories for Dice5 {
    fn categories(&self) -> Categories {
        Categories::faces(GameKind::Dice5)
    }
}

/// Every die's face.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        Categories::face_indexes(&self.dice)
    }
}

#[cfg(test)]
mod tests {
    use crate::games::categories::tests::of;
    use crate::games::dice5;
    use crate::kind::GameKind;
    use crate::outcome::Outcome;

    #[test]
    fn each_die_falls_in_its_category() {
        let dice = of(GameKind::Dice5);
        let roll = Outcome::Dice5(dice5::Outcome {
            dice: [1, 6, 6, 3, 2],
        });
        assert_eq!(dice.classify(&roll), [0, 5, 5, 2, 1]);
    }
}
