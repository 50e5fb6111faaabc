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
pub(crate) struct Tally {
    player: f64,
    banker: f64,
    tie: f64,
    small: f64,
    /// Banker wins by the Banker's final total (for a no-commission exception on one total).
    banker_on: [f64; 10],
}

impl Tally {
    fn add(&mut self, player_total: usize, banker_total: usize, small: bool, weight: f64) {
        match player_total.cmp(&banker_total) {
            std::cmp::Ordering::Greater => self.player += weight,
            std::cmp::Ordering::Less => {
                self.banker += weight;
                self.banker_on[banker_total] += weight;
            }
            std::cmp::Ordering::Equal => self.tie += weight,
        }
        if small {
            self.small += weight;
        }
    }

    /// A Banker third card was drawn: `split` counts its ways by Banker win, tie, Player win.
    fn add_split(&mut self, split: Split, weight: f64) {
        self.banker += weight * split.banker;
        self.tie += weight * split.tie;
        self.player += weight * split.player;
        for (on, ways) in self.banker_on.iter_mut().zip(split.banker_on) {
            *on += weight * ways;
        }
    }

    fn sum(&self) -> f64 {
        self.player + self.banker + self.tie
    }

    /// Probability that the Player wins.
    pub(crate) fn player(&self) -> f64 {
        self.player / self.sum()
    }

    /// Probability that the Banker wins.
    pub(crate) fn banker(&self) -> f64 {
        self.banker / self.sum()
    }

    /// Probability of a tie.
    pub(crate) fn tie(&self) -> f64 {
        self.tie / self.sum()
    }

    /// Probability that the Banker wins with a final total of `total`.
    pub(crate) fn banker_on(&self, total: usize) -> f64 {
        self.banker_on
            .get(total)
            .map_or(0.0, |ways| ways / self.sum())
    }

    /// Probability that exactly four cards are dealt.
    pub(crate) fn small(&self) -> f64 {
        self.small / self.sum()
    }
}

/// Every outcome of the coup from the remaining point counts and the first cards' points.
pub(crate) fn tally(
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
        return;
    }
    let banker_finals = BankerFinals::new(banker, &shoe);
    if !player_draws(player as u8) {
        if banker_draws(banker as u8, None) {
            let split = banker_finals.against(player, None);
            tally.add_split(split, weight * (shoe.total - 1.0));
        } else {
            tally.add(player, banker, true, both_stand);
        }
        return;
    }
    for (third, &count) in shoe.counts.iter().enumerate() {
        if count == 0.0 {
            continue;
        }
        let final_player = (player + third) % 10;
        if banker_draws(banker as u8, Some(third as u8)) {
            let split = banker_finals.against(final_player, Some(third));
            tally.add_split(split, weight * count);
        } else {
            tally.add(
                final_player,
                banker,
                false,
                weight * count * (shoe.total - 1.0),
            );
        }
    }
}

/// Ways for the Banker's third card to end the Banker above, level with or below a Player total.
#[derive(Clone, Copy)]
struct Split {
    banker: f64,
    tie: f64,
    player: f64,
    /// The Banker's ways by its final total.
    banker_on: [f64; 10],
}

/// The shoe's cards by the Banker total they would make, with running sums, so that each Player
/// third card is settled against every Banker third card at once.
struct BankerFinals {
    banker: usize,
    by_total: [f64; 10],
    /// `below[t]`: cards that leave the Banker below `t`.
    below: [f64; 11],
}

impl BankerFinals {
    fn new(banker: usize, shoe: &Shoe) -> BankerFinals {
        let by_total: [f64; 10] = std::array::from_fn(|t| shoe.counts[(t + 10 - banker) % 10]);
        let mut below = [0.0; 11];
        for t in 0..10 {
            below[t + 1] = below[t] + by_total[t];
        }
        BankerFinals {
            banker,
            by_total,
            below,
        }
    }

    /// Against a final Player total, the Player's third card (point `taken`) being out of the
    /// shoe when it was drawn.
    fn against(&self, player: usize, taken: Option<usize>) -> Split {
        let mut banker_on = [0.0; 10];
        banker_on[player + 1..].copy_from_slice(&self.by_total[player + 1..]);
        let mut split = Split {
            banker: self.below[10] - self.below[player + 1],
            tie: self.by_total[player],
            player: self.below[player],
            banker_on,
        };
        if let Some(point) = taken {
            let gone = (self.banker + point) % 10;
            match gone.cmp(&player) {
                std::cmp::Ordering::Greater => {
                    split.banker -= 1.0;
                    split.banker_on[gone] -= 1.0;
                }
                std::cmp::Ordering::Equal => split.tie -= 1.0,
                std::cmp::Ordering::Less => split.player -= 1.0,
            }
        }
        split
    }
}
