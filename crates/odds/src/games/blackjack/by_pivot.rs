//! A hand's value under a play already chosen, from the shoe less any number `k` of more
//! cards of one value (a split's pair cards: [`super::split`]), worked out for every `k` at
//! once instead of valuing the hand's tree again for each.
//!
//! Every way the play ends (the hand standing against the dealer's draw, or settled at once)
//! is a multiset `U` of cards drawn from the shoe, the hand's and the dealer's together, and
//! its chance from a shoe of `N` cards, `n_v` of each value, is its orders times
//! `∏ n_v · (n_v − 1) · … (u_v factors) / N · (N − 1) · … (|U| factors)`. Taking `k` more cards
//! of the pivot `p` out changes only `n_p` and `N`, so the value is
//! `Σ C[a][s] · ff(n_p − k, a) / ff(N − k, s)` over the pivot's cards `a` and the cards `s` of
//! `U`, where `C` gathers every ending's orders, net and other falling factorials: worked out
//! once by [`super::tree::Tree::fold`] with the dealer's table
//! ([`super::dealer_table::DealerTable::fold_stand`]), then read for each `k` in a few hundred
//! products.

use super::counts::Counts;

/// The most pivot cards, and cards in all, an ending of a hand and the dealer's draw takes
/// (a hand draws at most 21 cards, and one for the peeked hole card; the dealer at most 11).
pub const SPAN: usize = 40;

/// The value of a hand under a chosen play, by how many more pivot cards are out.
#[derive(Default)]
pub struct ByPivot {
    /// `C[a][s]`, at `a × SPAN + s`, as many rows as the most pivot cards of a term (most
    /// hands take a few).
    sums: Vec<f64>,
    /// The values of hands settled at once on the shoe's last card, where the peek's chance
    /// of no blackjack is taken as 1 (nothing is left to be the hole card), by `k`.
    last_card: Vec<f64>,
    /// The most pivot cards and cards of any term, plus one.
    pivots: usize,
    cards: usize,
}

impl ByPivot {
    /// Makes room for terms of up to `pivots` pivot cards and `cards` cards.
    fn reach(&mut self, pivots: usize, cards: usize) {
        if self.pivots <= pivots {
            self.pivots = pivots + 1;
            self.sums.resize(self.pivots * SPAN, 0.0);
        }
        self.cards = self.cards.max(cards + 1);
    }

    /// Adds `amount` to the term of `pivots` pivot cards and `cards` cards in all.
    pub fn add(&mut self, pivots: usize, cards: usize, amount: f64) {
        // No ending takes more (SPAN's bound); past it the term would be lost, not misplaced.
        if pivots < SPAN && cards < SPAN {
            self.reach(pivots, cards);
            self.sums[pivots * SPAN + cards] += amount;
        }
    }

    /// Adds `terms[i] · scale` to the term `spots[i]` past that of `pivots` pivot cards and
    /// `cards` cards (a spot `a × SPAN + s` being `a` more pivot cards and `s` more cards),
    /// where `reach` is the most pivot cards and cards a spot adds.
    pub fn add_spots(
        &mut self,
        (pivots, cards): (usize, usize),
        spots: &[usize],
        terms: &[f64],
        scale: f64,
        reach: (usize, usize),
    ) {
        let (most_pivots, most_cards) = (pivots + reach.0, cards + reach.1);
        if most_pivots >= SPAN || most_cards >= SPAN {
            // No hand and ending take so many (SPAN's bound).
            return;
        }
        self.reach(most_pivots, most_cards);
        let base = pivots * SPAN + cards;
        let sums = &mut self.sums[base..];
        for (&spot, &term) in spots.iter().zip(terms) {
            sums[spot] += term * scale;
        }
    }

    /// Adds `amount` to the value with `k` more pivot cards out, and no other.
    pub fn add_at(&mut self, k: usize, amount: f64) {
        if self.last_card.len() <= k {
            self.last_card.resize(k + 1, 0.0);
        }
        self.last_card[k] += amount;
    }

    /// The value from `shoe` (the one the terms were gathered on) less `k` more cards of
    /// value index `pivot` (which it holds).
    pub fn at(&self, shoe: &Counts, pivot: usize, k: u16) -> f64 {
        let n = f64::from(shoe.count(pivot).saturating_sub(k));
        let total = f64::from(shoe.total().saturating_sub(k));
        let mut inverse = [0.0; SPAN];
        let mut product = 1.0;
        for (s, place) in inverse.iter_mut().enumerate().take(self.cards) {
            *place = if product > 0.0 { 1.0 / product } else { 0.0 };
            product *= (total - s as f64).max(0.0);
        }
        let mut sum = 0.0;
        let mut falling = 1.0;
        for a in 0..self.pivots {
            let row = &self.sums[a * SPAN..a * SPAN + self.cards];
            let dot: f64 = row.iter().zip(&inverse).map(|(c, i)| c * i).sum();
            sum += falling * dot;
            falling *= (n - a as f64).max(0.0);
        }
        sum + self.last_card.get(usize::from(k)).copied().unwrap_or(0.0)
    }
}
