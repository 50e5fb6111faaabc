//! Pair markets: they depend only on the first two cards of each side (P1, B1, P2, B2).
//!
//! The unknown ones among those four are a uniformly random ordered draw from the shoe, so each
//! market has a closed form in the counts of the card classes that make a pair: ranks for the
//! pairs, faces (rank and suit) for the perfect pair.

use super::state::BaccaratState;
use livedraw_domain::{Card, Composition};

/// The four pair markets' probabilities.
pub(super) struct Pairs {
    pub(super) player: f64,
    pub(super) banker: f64,
    pub(super) either: f64,
    pub(super) perfect: f64,
}

impl Pairs {
    pub(super) fn of(state: &BaccaratState) -> Pairs {
        let rank = |card: Card| card.rank().index();
        let by_rank = PairChances::of(
            &rank_counts(&state.shoe),
            state.player_first.map(rank),
            state.banker_first.map(rank),
        );
        let by_face = PairChances::of(
            &face_counts(&state.shoe),
            state.player_first.map(Card::index),
            state.banker_first.map(Card::index),
        );
        Pairs {
            player: by_rank.player,
            banker: by_rank.banker,
            either: by_rank.either(),
            perfect: by_face.either(),
        }
    }
}

/// Chances that the Player's, the Banker's, and both sides' first two cards fall in one class.
struct PairChances {
    player: f64,
    banker: f64,
    both: f64,
}

impl PairChances {
    fn either(&self) -> f64 {
        self.player + self.banker - self.both
    }

    /// `counts` per class of the cards in the shoe; the first cards' classes when known.
    fn of(counts: &[f64], player_first: Option<usize>, banker_first: Option<usize>) -> PairChances {
        let n: f64 = counts.iter().sum();
        // Ordered draws of two cards of one class, summed over classes.
        let same_two: f64 = counts.iter().map(|c| c * (c - 1.0)).sum();
        match (player_first, banker_first) {
            (Some(p), Some(b)) => {
                let (cp, cb) = (counts[p], counts[b]);
                let cb_after = if p == b { cb - 1.0 } else { cb };
                PairChances {
                    player: cp / n,
                    banker: cb / n,
                    both: cp * cb_after / (n * (n - 1.0)),
                }
            }
            (Some(p), None) => {
                let cp = counts[p];
                // P2 of class p, then B1 and B2 of one class s (one fewer of p if s = p).
                let both: f64 = counts
                    .iter()
                    .enumerate()
                    .map(|(s, &c)| {
                        let c = if s == p { c - 1.0 } else { c };
                        c * (c - 1.0)
                    })
                    .sum::<f64>()
                    * cp;
                PairChances {
                    player: cp / n,
                    banker: same_two / (n * (n - 1.0)),
                    both: both / (n * (n - 1.0) * (n - 2.0)),
                }
            }
            // The Banker's first card is never known alone (checked by the caller).
            (None, _) => {
                let both: f64 = counts
                    .iter()
                    .map(|&c| {
                        let here = c * (c - 1.0);
                        here * (same_two - here + (c - 2.0) * (c - 3.0))
                    })
                    .sum();
                let pair = same_two / (n * (n - 1.0));
                PairChances {
                    player: pair,
                    banker: pair,
                    both: both / (n * (n - 1.0) * (n - 2.0) * (n - 3.0)),
                }
            }
        }
    }
}

fn rank_counts(shoe: &Composition) -> Vec<f64> {
    crate::games::shoe::rank_counts(shoe)
        .iter()
        .map(|&c| f64::from(c))
        .collect()
}

fn face_counts(shoe: &Composition) -> Vec<f64> {
    shoe.counts().iter().map(|&c| f64::from(c)).collect()
}
