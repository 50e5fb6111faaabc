//! A paytable by hand: each line a kind of hand (a three-card category, a five-card category, a
//! kind of two hole cards) and what it pays. The lines' hands are exclusive, so a hand meets
//! one line at most: the highest, as the rules files pay. A table's paytable may raise a line,
//! never lower it ([`Paytable::check`]).

use crate::market::Payout;
use crate::paytable::PaytableError;

/// A kind of hand a paytable's line names.
pub trait Line: Copy + Ord + 'static {
    /// Every kind, lowest first.
    fn all() -> &'static [Self];
    /// The stable name (`straight_flush`, `ace_king_suited`).
    fn name(self) -> &'static str;

    /// The kind named `name`.
    fn named(name: &str) -> Option<Self> {
        Self::all().iter().copied().find(|line| line.name() == name)
    }
}

/// What each kind of hand pays, highest first; a kind without a line does not pay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paytable<L> {
    lines: Vec<(L, Payout)>,
}

impl<L> Default for Paytable<L> {
    fn default() -> Self {
        Paytable { lines: Vec::new() }
    }
}

impl<L: Line> Paytable<L> {
    /// A paytable of `lines`, each "this hand pays N x".
    pub fn of(lines: &[(L, i32)]) -> Paytable<L> {
        let mut paytable = Paytable::default();
        for &(line, times) in lines {
            paytable.set(line, Payout::times(times));
        }
        paytable
    }

    /// What a hand of kind `line` is paid, if its line is in the table.
    pub fn pays(&self, line: L) -> Option<Payout> {
        self.lines
            .iter()
            .find(|(known, _)| *known == line)
            .map(|&(_, pays)| pays)
    }

    /// What a hand meeting the kinds `met` (highest first) is paid: the first with a line.
    pub fn pays_best(&self, met: &[L]) -> Option<Payout> {
        met.iter().find_map(|&line| self.pays(line))
    }

    /// The least a line pays: what a market on this paytable is offered at (1 x where it has
    /// no line).
    pub fn least(&self) -> Payout {
        self.lines
            .iter()
            .map(|&(_, pays)| pays)
            .min()
            .unwrap_or(Payout::times(1))
    }

    /// Every line, highest first.
    pub fn lines(&self) -> &[(L, Payout)] {
        &self.lines
    }

    /// Sets the line of `line` to `pays`.
    pub fn set(&mut self, line: L, pays: Payout) {
        self.lines.retain(|(known, _)| *known != line);
        self.lines.push((line, pays));
        self.lines
            .sort_by_key(|&(known, _)| std::cmp::Reverse(known));
    }

    /// Takes the line of `line` out: a hand of it no longer pays.
    pub fn remove(&mut self, line: L) {
        self.lines.retain(|(known, _)| *known != line);
    }

    /// Refuses a line paying less than `published`'s (a missing line pays nothing), naming
    /// `name` and the line: `pairplus.straight_flush`.
    pub fn check(&self, published: &Paytable<L>, name: &str) -> Result<(), PaytableError> {
        for &(line, minimum) in published.lines() {
            let configured = self.pays(line).unwrap_or(Payout::NOTHING);
            if configured < minimum {
                return Err(PaytableError::BelowMinimum {
                    market: format!("{name}.{}", line.name()),
                    configured,
                    minimum,
                });
            }
        }
        Ok(())
    }
}
