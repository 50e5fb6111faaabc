//! The money wheel: the sector 0–53, 54 **equal** sectors, 1/54 each (the symbols' shares
//! follow from the layout; counting sectors also catches a wheel biased within one symbol).

use crate::categories::Categories;
use livedraw_domain::games::money_wheel::Outcome;
use livedraw_domain::GameKind;

/// The money wheel's sectors.
const SECTORS: u8 = 54;

/// The 54 sectors.
pub(crate) fn categories() -> Categories {
    let names = (0..SECTORS).map(|n| n.to_string()).collect();
    Categories::equal(GameKind::MoneyWheel, "sector", names, SECTORS)
}

/// The sector the wheel stopped at.
pub(crate) fn classify(stop: &Outcome) -> Vec<usize> {
    vec![usize::from(stop.sector)]
}

#[cfg(test)]
mod tests {
    use crate::categories::tests::of;
    use livedraw_domain::games::money_wheel;
    use livedraw_domain::{GameKind, Outcome};

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
