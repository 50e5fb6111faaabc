//! Sic bo: the face of every die (three per draw), 1/6 each.

use crate::categories::Categories;
use livedraw_domain::games::sic_bo::Outcome;
use livedraw_domain::GameKind;

/// The six faces.
pub(crate) fn categories() -> Categories {
    Categories::faces(GameKind::SicBo)
}

/// Every die's face.
pub(crate) fn classify(roll: &Outcome) -> Vec<usize> {
    Categories::face_indexes(&roll.dice)
}

#[cfg(test)]
mod tests {
    use crate::categories::tests::of;
    use livedraw_domain::games::sic_bo;
    use livedraw_domain::{GameKind, Outcome};

    #[test]
    fn r8_each_die_falls_in_its_category() {
        let sic_bo = of(GameKind::SicBo);
        let roll = Outcome::SicBo(sic_bo::Outcome { dice: [6, 1, 6] });
        assert_eq!(sic_bo.classify(&roll), [5, 0, 5]);
    }
}
