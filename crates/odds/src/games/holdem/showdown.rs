//! A full board's dealer hands against the player's, counted by what the main boxes' settlement
//! reads of them: whose hand is higher, and whether the dealer has a pair or better (the
//! qualification of the games that have one). Each class is then settled once, on one of its
//! hands.

use livedraw_domain::games::holdem::{Hands, HoldemGame};
use livedraw_domain::poker::five_card::{Category, HandValue, Shared};
use livedraw_domain::Card;
use std::cmp::Ordering;

/// Classes: (player lower, equal, higher) × (dealer below a pair, pair or better).
pub(crate) const CLASSES: usize = 6;

/// The dealer's hands on one full board, by class.
#[derive(Clone, Debug)]
pub struct Showdown {
    /// The player's hand on the board.
    player: HandValue,
    /// Each class's count and one of its dealer's hands (value and hole cards).
    counts: [u32; CLASSES],
    examples: [Option<(HandValue, [Card; 2])>; CLASSES],
    /// The dealer's hands in all.
    total: u32,
}

impl Showdown {
    /// The player holding `player` on the full `board` against every dealer's two of `unseen`
    /// (the cards neither on the board nor the player's nor seen).
    pub fn new(player: [Card; 2], board: &[Card; 5], unseen: &[Card]) -> Showdown {
        let board = Shared::of(board);
        let seven = |hole: [Card; 2]| board.with(&hole);
        let player_hand = seven(player);
        let mut showdown = Showdown {
            player: player_hand,
            counts: [0; CLASSES],
            examples: [None; CLASSES],
            total: 0,
        };
        for (at, &first) in unseen.iter().enumerate() {
            for &second in &unseen[at + 1..] {
                let dealer = seven([first, second]);
                let class = class(player_hand, dealer);
                showdown.counts[class] += 1;
                showdown.examples[class].get_or_insert((dealer, [first, second]));
                showdown.total += 1;
            }
        }
        showdown
    }

    /// The main boxes' expected net of a seat that decided `path`, in hundredths of the
    /// ante (blind), over the dealer's hands; `first_five` and `player` complete the hands the
    /// settlement reads.
    pub fn main_net<G: HoldemGame>(
        &self,
        game: &G,
        path: G::Path,
        player: [Card; 2],
        first_five: HandValue,
    ) -> f64 {
        let mut sum = 0.0;
        for (count, example) in self.counts.iter().zip(&self.examples) {
            let Some((dealer, dealer_hole)) = *example else {
                continue;
            };
            let hands = Hands {
                player: self.player,
                dealer,
                first_five,
                player_hole: player,
                dealer_hole,
            };
            sum += f64::from(*count) * game.settle(path, &hands).main_net() as f64;
        }
        if self.total == 0 {
            return 0.0;
        }
        sum / f64::from(self.total)
    }
}

/// The class of the dealer's hand `dealer` against the player's `player`: (player lower, equal,
/// higher) × 2, plus 1 where the dealer has a pair or better.
pub(crate) fn class(player: HandValue, dealer: HandValue) -> usize {
    let order = match player.cmp(&dealer) {
        Ordering::Less => 0,
        Ordering::Equal => 1,
        Ordering::Greater => 2,
    };
    order * 2 + usize::from(dealer.category() >= Category::Pair)
}
