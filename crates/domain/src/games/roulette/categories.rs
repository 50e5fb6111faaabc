//! Roulette: the pocket, 1/37 (1/38 on a double-zero wheel).

use super::{Outcome, Roulette, WheelKind};
use crate::categories::{Categories, Classify, GameCategories};
use crate::kind::GameKind;
use crate::observation::Pocket;

/// A roulette wheel's highest number.
const HIGHEST: u8 = 36;

/// The pockets: 0, then 00 on a double-zero wheel, then 1–36.
impl GameCategories for Roulette {
    fn categories(&self) -> Categories {
        let double = self.config().wheel == WheelKind::DoubleZero;
        let names: Vec<String> = ["0"]
            .into_iter()
            .chain(double.then_some("00"))
            .map(String::from)
            .chain((1..=HIGHEST).map(|n| n.to_string()))
            .collect();
        let pockets = HIGHEST + 1 + u8::from(double);
        Categories::equal(GameKind::Roulette, "pocket", names, pockets)
    }
}

/// The pocket the ball stopped in.
impl Classify for Outcome {
    fn classify(&self, categories: &Categories) -> Vec<usize> {
        vec![pocket_index(categories, self.pocket)]
    }
}

/// A pocket's category: 0, then 00 on a double-zero wheel, then 1–36. A 00 on a
/// single-zero wheel falls outside the categories.
fn pocket_index(categories: &Categories, pocket: Pocket) -> usize {
    let double = categories.names().len() > usize::from(HIGHEST) + 1;
    match pocket {
        Pocket::Zero => 0,
        Pocket::DoubleZero if double => 1,
        Pocket::DoubleZero => usize::MAX,
        Pocket::Number(number) => usize::from(number) + usize::from(double),
    }
}

#[cfg(test)]
mod tests {
    use crate::categories::Categories;
    use crate::games::categories::tests::of;
    use crate::games::roulette::{self, RouletteConfig, WheelKind};
    use crate::games::GameConfig;
    use crate::kind::GameKind;
    use crate::observation::Pocket;
    use crate::outcome::Outcome;

    #[test]
    fn r8_roulette_pockets_are_counted() {
        let single = of(GameKind::Roulette);
        assert_eq!(single.names().len(), 37);
        let spin = |pocket| Outcome::Roulette(roulette::Outcome { pocket });
        assert_eq!(single.classify(&spin(Pocket::Zero)), [0]);
        assert_eq!(single.classify(&spin(Pocket::Number(36))), [36]);
        assert!(single.classify(&spin(Pocket::DoubleZero)).is_empty());
        let double = Categories::of(&GameConfig::Roulette(RouletteConfig {
            wheel: WheelKind::DoubleZero,
            ..RouletteConfig::default()
        }));
        assert_eq!(double.names()[1], "00");
        assert_eq!(double.probabilities()[0], 1.0 / 38.0);
        assert_eq!(double.classify(&spin(Pocket::DoubleZero)), [1]);
        assert_eq!(double.classify(&spin(Pocket::Number(1))), [2]);
    }
}
