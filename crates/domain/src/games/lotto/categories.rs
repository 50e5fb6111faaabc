//! The lotteries: every winning ball; each number is equally likely to be among the winners,
//! so each winning ball is any number with probability 1/36 (1/42).

use super::{Lotto, Outcome};
use crate::categories::{Categories, Classify, GameCategories};

/// The machine's balls.
impl GameCategories for Lotto {
    fn categories(&self) -> Categories {
        let config = self.config();
        let balls = config.variant().balls();
        let names = (1..=balls).map(|n| n.to_string()).collect();
        Categories::equal(config.kind(), "ball", names, balls)
    }
}

/// Every winning ball.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        self.balls
            .iter()
            .map(|ball| usize::from(*ball).wrapping_sub(1))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::games::categories::tests::of;
    use crate::games::lotto;
    use crate::kind::GameKind;
    use crate::outcome::Outcome;

    #[test]
    fn each_ball_falls_in_its_category() {
        let balls = of(GameKind::Lotto5Of36);
        let draw = Outcome::Lotto(lotto::Outcome {
            balls: vec![36, 1, 17, 5, 9],
        });
        assert_eq!(balls.classify(&draw), [35, 0, 16, 4, 8]);
    }
}
