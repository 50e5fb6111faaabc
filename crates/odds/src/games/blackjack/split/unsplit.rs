//! A split hand's readings for the bound ([`super::ceiling`]) taken from the hands unsplit of
//! the same two cards, already valued with the best play, instead of from the split hand's
//! own best play: the betting round then skips that play too where the bound decides.
//!
//! A split hand of the pair card and a second card is worth no more than the hand unsplit of
//! the same two cards from the same shoe where it has no choice the unsplit hand lacks and no
//! net above its ([`Likeness::Below`]), and exactly as much where both play and settle alike
//! ([`Likeness::Same`]: the unsplit hand's best play is then one of the split hand's). The
//! unsplit hand draws from the shoe with one pair card more, which [`super::ceiling`] counts.
//! A split hand that may only stand on its two cards (split aces, a ten and an ace) is worth
//! its stand from that shoe, whatever the unsplit hand may do.

use super::ceiling::Reading;
use crate::games::blackjack::counts::{Counts, VALUES};
use crate::games::blackjack::tree::{Likeness, Tree};

/// One kind of split hand beside the hands unsplit: how alike after each second card, and
/// the largest net the split hand takes.
#[derive(Clone, Copy, Debug)]
pub(super) struct Beside {
    pub likeness: [Likeness; VALUES],
    pub net: f64,
}

/// The hands unsplit: their tree, whose root deals two cards, and its nodes' values with the
/// best play, each from the shoe its hand leaves.
pub(super) struct Unsplit<'a> {
    pub tree: &'a Tree,
    pub values: &'a [f64],
}

/// The reading of a kind of split hand from the pair card of value index `pivot`, `beside`
/// the hands unsplit, both drawn from `shoe` (the shoe with one pair card more than the
/// decision's): per second card, the unsplit hand's value where the split hand is alike, the
/// split hand's stand where it may only stand (`stands`, by second card), the unsplit hand's
/// value at most where the split hand is below it, and at least and at most the largest net
/// elsewhere.
pub(super) fn reading(
    beside: &Beside,
    unsplit: &Unsplit,
    pivot: usize,
    shoe: &Counts,
    mut stands: impl FnMut(usize) -> Option<f64>,
) -> Reading {
    let mut parts = [[0.0; 2]; 2];
    let pair = unsplit.tree.child(0, pivot);
    let net = beside.net;
    for value in (0..VALUES).filter(|&value| shoe.count(value) > 0) {
        let hand = pair.and_then(|pair| unsplit.tree.child(pair, value));
        let valued = hand.map_or(net, |hand| unsplit.values[hand]);
        let likeness = hand.map_or(Likeness::Unlike, |_| beside.likeness[value]);
        let stood = (likeness != Likeness::Same)
            .then(|| stands(value))
            .flatten();
        let [least, most] = match (likeness, stood) {
            (Likeness::Same, _) => [valued, valued],
            (_, Some(stood)) => [stood, stood],
            (Likeness::Below, None) => [-net, valued],
            (Likeness::Unlike, None) => [-net, net],
        };
        let chance = shoe.chance(value);
        let part = &mut parts[usize::from(value == pivot)];
        part[0] += chance * least;
        part[1] += chance * most;
    }
    Reading {
        other_cards: parts[0],
        kept_pair: parts[1],
    }
}
