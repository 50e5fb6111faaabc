//! The dealer's possible draws from one up card (or from two cards face up, casino-b), worked
//! out once whatever the shoe: every multiset of cards the dealer can draw after the cards
//! shown and stop on, the final hand it
//! makes, and in how many orders the dealer draws exactly it. Every order of one multiset has
//! the same chance from a given shoe, so the dealer's final hand from any shoe is a sum over
//! these endings of a product of falling factorials ([`super::dealer::outcomes`]).

use super::counts::{card_value, VALUES};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// Index of the ace among the card values.
const ACE: usize = 0;

/// Where an ending stops: standing on 17–22 (by total less 17), a blackjack, or bust.
pub const BLACKJACK: usize = 6;
/// See [`BLACKJACK`].
pub const BUST: usize = 7;

/// One multiset the dealer can draw after the up card and stop on (kept inline, without a
/// pointer to follow: the sum over endings is the inner loop of the decision values).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ending {
    /// The cards drawn, (value index, how many), in the first `distinct` places.
    pub cards: [(u8, u8); VALUES],
    /// How many different values were drawn.
    pub distinct: u8,
    /// How many cards drawn.
    pub size: u16,
    /// Where the dealer stops ([`BLACKJACK`], [`BUST`], or the standing total less 17).
    pub outcome: usize,
    /// In how many orders the dealer draws exactly these cards (stopping only at the last).
    pub orders: f64,
}

/// Every ending of one up card's draw.
#[derive(Debug)]
pub struct Endings {
    /// The endings.
    pub all: Vec<Ending>,
    /// The most cards any of them draws.
    pub longest: u16,
}

/// How many dealer's starts there are: one per up card (its value index), then one per two
/// cards face up ([`two_card_start`]).
pub const STARTS: usize = VALUES + 2 * 21;

/// The start of a dealer showing the two cards of value indices `first` and `second`: what
/// the draw after them depends on, their hard total and whether one is an ace.
pub fn two_card_start(first: usize, second: usize) -> usize {
    let hard = usize::from(card_value(first) + card_value(second));
    VALUES + 2 * hard + usize::from(first == ACE || second == ACE)
}

/// The dealer's hand at the start `start`, before drawing.
fn start_draw(start: usize) -> Draw {
    let (hard, ace, held) = if start < VALUES {
        (card_value(start), start == ACE, 1)
    } else {
        let two = start - VALUES;
        // Two cards total at most 20 (a start is below STARTS).
        ((two / 2) as u8, two % 2 == 1, 2)
    };
    Draw {
        hard,
        ace,
        held,
        drawn: [0; VALUES],
        size: 0,
    }
}

/// The endings of a dealer at start `up` (the up card's value index, or
/// [`two_card_start`]) who busts above `busts_above` (21 or 22), built on first use.
pub fn endings(up: usize, busts_above: u8) -> &'static Endings {
    static TABLES: [[OnceLock<Endings>; 2]; STARTS] =
        [const { [const { OnceLock::new() }, const { OnceLock::new() }] }; STARTS];
    let slot = usize::from(busts_above > 21);
    let up = up.min(STARTS - 1);
    TABLES[up][slot].get_or_init(|| build(up, busts_above))
}

/// Every order the dealer can draw in, grouped by multiset.
fn build(up: usize, busts_above: u8) -> Endings {
    let mut found: BTreeMap<[u16; VALUES], (usize, f64)> = BTreeMap::new();
    walk(start_draw(up), busts_above, &mut found);
    let all: Vec<Ending> = found
        .into_iter()
        .map(|(drawn, (outcome, orders))| {
            let mut cards = [(0, 0); VALUES];
            let mut distinct = 0;
            for (value, &count) in drawn.iter().enumerate().filter(|(_, &count)| count > 0) {
                // Values are below 10 and a dealer draws fewer than 24 cards.
                cards[usize::from(distinct)] = (value as u8, count as u8);
                distinct += 1;
            }
            Ending {
                cards,
                distinct,
                size: drawn.iter().sum(),
                outcome,
                orders,
            }
        })
        .collect();
    let longest = all.iter().map(|ending| ending.size).max().unwrap_or(0);
    Endings { all, longest }
}

/// The dealer's hand while drawing: its hard total, whether it holds an ace, how many cards it
/// showed before drawing, what it drew.
#[derive(Clone, Copy)]
struct Draw {
    hard: u8,
    ace: bool,
    held: u16,
    drawn: [u16; VALUES],
    size: u16,
}

impl Draw {
    fn best(&self) -> u8 {
        if self.ace && self.hard + 10 <= 21 {
            self.hard + 10
        } else {
            self.hard
        }
    }
}

fn walk(draw: Draw, busts_above: u8, found: &mut BTreeMap<[u16; VALUES], (usize, f64)>) {
    let best = draw.best();
    let stop = match draw.held + draw.size {
        0 | 1 => None,
        2 if best == 21 => Some(BLACKJACK),
        _ if best > busts_above => Some(BUST),
        _ if best >= 17 => Some(usize::from(best - 17)),
        _ => None,
    };
    if let Some(outcome) = stop {
        found.entry(draw.drawn).or_insert((outcome, 0.0)).1 += 1.0;
        return;
    }
    for value in 0..VALUES {
        let mut next = draw;
        next.hard += card_value(value);
        next.ace |= value == ACE;
        next.drawn[value] += 1;
        next.size += 1;
        walk(next, busts_above, found);
    }
}
