//! Totals by point class: every way the coup can be dealt, with its multiplicity.
//!
//! Weights are products of remaining counts (ordered draws without replacement). A coup that
//! ends after four cards is scaled by the ways to draw the two cards it leaves in the shoe, so
//! every outcome is counted among the same `(N)_k` ordered sequences; with six decks these
//! products stay below 2^53 and the floating-point sums are exact integers.

use livedraw_domain::games::baccarat::rules::{banker_draws, is_natural, player_draws};

/// Remaining cards per point value, and their sum.
#[derive(Clone, Copy)]
struct Shoe {
    counts: [f64; 10],
    total: f64,
}

impl Shoe {
    fn without(mut self, point: usize) -> Shoe {
        self.counts[point] -= 1.0;
        self.total -= 1.0;
        self
    }
}

/// Weighted counts of the coup's outcomes.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Tally {
    player: f64,
    banker: f64,
    tie: f64,
    small: f64,
}

impl Tally {
    fn add(&mut self, player_total: usize, banker_total: usize, small: bool, weight: f64) {
        match player_total.cmp(&banker_total) {
            std::cmp::Ordering::Greater => self.player += weight,
            std::cmp::Ordering::Less => self.banker += weight,
            std::cmp::Ordering::Equal => self.tie += weight,
        }
        if small {
            self.small += weight;
        }
    }

    fn sum(&self) -> f64 {
        self.player + self.banker + self.tie
    }

    /// Probability that the Player wins.
    pub(super) fn player(&self) -> f64 {
        self.player / self.sum()
    }

    /// Probability that the Banker wins.
    pub(super) fn banker(&self) -> f64 {
        self.banker / self.sum()
    }

    /// Probability of a tie.
    pub(super) fn tie(&self) -> f64 {
        self.tie / self.sum()
    }

    /// Probability that exactly four cards are dealt.
    pub(super) fn small(&self) -> f64 {
        self.small / self.sum()
    }
}

/// Every outcome of the coup from the remaining point counts and the first cards' points.
pub(super) fn tally(
    counts: [f64; 10],
    player_first: Option<u8>,
    banker_first: Option<u8>,
) -> Tally {
    let shoe = Shoe {
        counts,
        total: counts.iter().sum(),
    };
    let mut tally = Tally::default();
    for (player, player_weight, after_player) in two_cards(shoe, player_first) {
        for (banker, banker_weight, rest) in two_cards(after_player, banker_first) {
            third_cards(
                player,
                banker,
                player_weight * banker_weight,
                rest,
                &mut tally,
            );
        }
    }
    tally
}

/// A side's two-card totals: (total, weight, shoe left). With the first card unknown, the two
/// cards are taken as an unordered pair of point values, weighted by the ordered draws.
fn two_cards(shoe: Shoe, first: Option<u8>) -> Vec<(usize, f64, Shoe)> {
    let mut hands = Vec::with_capacity(55);
    match first {
        Some(first) => {
            for second in 0..10 {
                let weight = shoe.counts[second];
                if weight > 0.0 {
                    hands.push((
                        (usize::from(first) + second) % 10,
                        weight,
                        shoe.without(second),
                    ));
                }
            }
        }
        None => {
            for a in 0..10 {
                for b in a..10 {
                    let weight = if a == b {
                        shoe.counts[a] * (shoe.counts[a] - 1.0)
                    } else {
                        2.0 * shoe.counts[a] * shoe.counts[b]
                    };
                    if weight > 0.0 {
                        hands.push(((a + b) % 10, weight, shoe.without(a).without(b)));
                    }
                }
            }
        }
    }
    hands
}

/// The third-card rules from two-card totals `player` and `banker`.
fn third_cards(player: usize, banker: usize, weight: f64, shoe: Shoe, tally: &mut Tally) {
    let both_stand = weight * shoe.total * (shoe.total - 1.0);
    if is_natural(player as u8) || is_natural(banker as u8) {
        tally.add(player, banker, true, both_stand);
    } else if !player_draws(player as u8) {
        if banker_draws(banker as u8, None) {
            banker_third(player, banker, weight * (shoe.total - 1.0), &shoe, tally);
        } else {
            tally.add(player, banker, true, both_stand);
        }
    } else {
        for third in 0..10 {
            let count = shoe.counts[third];
            if count == 0.0 {
                continue;
            }
            let final_player = (player + third) % 10;
            let rest = shoe.without(third);
            if banker_draws(banker as u8, Some(third as u8)) {
                banker_third(final_player, banker, weight * count, &rest, tally);
            } else {
                tally.add(final_player, banker, false, weight * count * rest.total);
            }
        }
    }
}

/// The Banker draws one card; `weight` already covers every card before it.
fn banker_third(player: usize, banker: usize, weight: f64, shoe: &Shoe, tally: &mut Tally) {
    for (third, &count) in shoe.counts.iter().enumerate() {
        if count > 0.0 {
            tally.add(player, (banker + third) % 10, false, weight * count);
        }
    }
}
