//! Five dice: the face of every die (five per draw), 1/6 each.

use crate::categories::Categories;
use livedraw_domain::games::dice5::Outcome;
use livedraw_domain::GameKind;

/// The six faces.
pub(crate) fn categories() -> Categories {
    Categories::faces(GameKind::Dice5)
}

/// Every die's face.
pub(crate) fn classify(roll: &Outcome) -> Vec<usize> {
    Categories::face_indexes(&roll.dice)
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
