//! A paytable by three-card category. The categories are exclusive (a straight flush is no
//! straight), so a hand meets exactly one line: the highest, as the rules file pays.

use crate::market::Payout;
use crate::paytable::PaytableError;
use crate::poker::three_card::ThreeCardCategory;

/// What each category pays, highest category first; a category without a line does not pay.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Paytable {
    lines: Vec<(ThreeCardCategory, Payout)>,
}

impl Paytable {
    /// A paytable of `lines`, each "category pays N x".
    pub fn of(lines: &[(ThreeCardCategory, i32)]) -> Paytable {
        let mut paytable = Paytable::default();
        for &(category, times) in lines {
            paytable.set(category, Payout::times(times));
        }
        paytable
    }

    /// What a hand of `category` is paid, if its line is in the table.
    pub fn pays(&self, category: ThreeCardCategory) -> Option<Payout> {
        self.lines
            .iter()
            .find(|(line, _)| *line == category)
            .map(|&(_, pays)| pays)
    }

    /// Every line, highest category first.
    pub fn lines(&self) -> &[(ThreeCardCategory, Payout)] {
        &self.lines
    }

    /// Sets the line of `category` to `pays`.
    pub fn set(&mut self, category: ThreeCardCategory, pays: Payout) {
        self.lines.retain(|(line, _)| *line != category);
        self.lines.push((category, pays));
        self.lines
            .sort_by_key(|&(category, _)| std::cmp::Reverse(category));
    }

    /// Refuses a line paying less than `published`'s (a missing line pays nothing), naming
    /// `name` and the line: `pairplus.straight_flush`.
    pub fn check(&self, published: &Paytable, name: &str) -> Result<(), PaytableError> {
        for &(category, minimum) in published.lines() {
            let configured = self.pays(category).unwrap_or(Payout::NOTHING);
            if configured < minimum {
                return Err(PaytableError::BelowMinimum {
                    market: format!("{name}.{}", category.name()),
                    configured,
                    minimum,
                });
            }
        }
        Ok(())
    }
}

/// The category of the stable name `name` (`straight_flush`).
pub fn category_named(name: &str) -> Option<ThreeCardCategory> {
    ThreeCardCategory::ALL
        .into_iter()
        .find(|category| category.name() == name)
}
