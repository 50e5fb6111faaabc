//! The money wheel: the sector 0–53, 54 **equal** sectors, 1/54 each (the symbols' shares
//! follow from the layout; counting sectors also catches a wheel biased within one symbol).

use super::{MoneyWheel, Outcome};
use crate::categories::{Categories, Classify, GameCategories};
use crate::kind::GameKind;

/// The money wheel's sectors.
const SECTORS: u8 = 54;

/// The 54 sectors.
impl GameCategories for MoneyWheel {
    fn categories(&self) -> Categories {
        let names = (0..SECTORS).map(|n| n.to_string()).collect();
        Categories::equal(GameKind::MoneyWheel, "sector", names, SECTORS)
    }
}

/// The sector the wheel stopped at.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        vec![usize::from(self.sector)]
    }
}

#[cfg(test)]
mod tests {
    use crate::games::categories::tests::of;
    use crate::games::money_wheel;
    use crate::kind::GameKind;
    use crate::outcome::Outcome;

    #[test]
    fn r8_money_wheel_sectors_are_counted() {
        let sectors = of(GameKind::MoneyWheel);
        let stop = Outcome::MoneyWheel(money_wheel::Outcome {
            sector: 53,
            symbol: "1".into(),
        });
        assert_eq!(sectors.classify(&stop), [53]);
        assert_eq!(sectors.probabilities()[0], 1.0 / 54.0);
    }
}
