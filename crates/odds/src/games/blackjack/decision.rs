//! An open decision on one of a seat's hands: what its values are computed from.

use super::counts::Counts;
use livedraw_domain::games::blackjack::settlement::TableOptions;
use livedraw_domain::games::blackjack::version::Rules;
use livedraw_domain::Rank;

/// An open decision on one of a seat's hands.
#[derive(Clone, Copy, Debug)]
pub struct Decision<'a> {
    /// The table's version.
    pub rules: Rules,
    /// The table's choices.
    pub options: TableOptions,
    /// Whether the table offers surrender.
    pub surrender: bool,
    /// The hand's cards.
    pub player: &'a [Rank],
    /// Which of the seat's hands decides, from 1: the first holds the original stake (F's and
    /// G's dealer blackjack takes only that).
    pub hand: u8,
    /// How many hands the seat holds: more than one only after a split, which makes every
    /// hand a split hand (no blackjack, double only after split, no surrender).
    pub seat_hands: u8,
    /// The dealer's first card.
    pub dealer_up: Rank,
    /// The dealer's second card where it is dealt face up before the hands play (casino-b);
    /// `None` where it is not (it is then among the unseen cards).
    pub dealer_second: Option<Rank>,
    /// The unseen cards: the shoe less every card seen (the hand's and the up card among them).
    pub unseen: Counts,
}
