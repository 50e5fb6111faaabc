//! Five dice: the face of every die (five per draw), 1/6 each.

use super::{Classify, GameCategories};
use crate::categories::Categories;
use livedraw_domain::games::dice5::{Dice5, Outcome};
use livedraw_domain::GameKind;

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
    use crate::categories::tests::of;
    use livedraw_domain::games::dice5;
    use livedraw_domain::{GameKind, Outcome};

    #[test]
    fn each_die_falls_in_its_category() {
        let dice = of(GameKind::Dice5);
        let roll = Outcome::Dice5(dice5::Outcome {
            dice: [1, 6, 6, 3, 2],
        });
        assert_eq!(dice.classify(&roll), [0, 5, 5, 2, 1]);
    }
}
