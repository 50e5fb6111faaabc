//! Sic bo: the face of every die (three per draw), 1/6 each.

use super::{Outcome, SicBo};
use crate::categories::{Categories, Classify, GameCategories};
use crate::kind::GameKind;

/// The six faces.
impl GameCategories for SicBo {
    fn categories(&self) -> Categories {
        Categories::faces(GameKind::SicBo)
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
    use crate::games::sic_bo;
    use crate::kind::GameKind;
    use crate::outcome::Outcome;

    #[test]
    fn r8_each_die_falls_in_its_category() {
        let sic_bo = of(GameKind::SicBo);
        let roll = Outcome::SicBo(sic_bo::Outcome { dice: [6, 1, 6] });
        assert_eq!(sic_bo.classify(&roll), [5, 0, 5]);
    }
}
