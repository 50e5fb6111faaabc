//! Poker by brute force: every rest of the board, settled with the domain's showdown and markets.

use livedraw_domain::games::poker6::{Market, Outcome};
use livedraw_domain::{Card, Verdict};
use livedraw_odds::games::poker6::Poker6State;

/// Cards not in a hand, on the board or dead.
pub fn unseen(state: &Poker6State) -> Vec<Card> {
    let known: Vec<Card> = state
        .hands
        .iter()
        .flatten()
        .chain(&state.board)
        .chain(&state.dead)
        .copied()
        .collect();
    Card::all().filter(|card| !known.contains(card)).collect()
}

/// Every rest of the board, each settled with the domain's showdown and markets.
pub fn domain_enumeration(state: &Poker6State) -> Vec<f64> {
    let markets = Market::all();
    let mut wins = vec![0u64; markets.len()];
    let rest = unseen(state);
    let missing = 5 - state.board.len();
    let hands: [[Card; 2]; 6] = std::array::from_fn(|h| state.hands[h]);
    let mut boards = 0u64;
    let mut visit = |extra: &[Card]| {
        let mut board = [extra[0]; 5];
        for (slot, card) in board.iter_mut().zip(state.board.iter().chain(extra)) {
            *slot = *card;
        }
        let showdown = Outcome::new(hands, board).showdown();
        for (count, market) in wins.iter_mut().zip(&markets) {
            if market.settle(&showdown) == Verdict::Win {
                *count += 1;
            }
        }
        boards += 1;
    };
    match missing {
        1 => rest.iter().for_each(|&a| visit(&[a])),
        2 => {
            for (i, &a) in rest.iter().enumerate() {
                for &b in &rest[i + 1..] {
                    visit(&[a, b]);
                }
            }
        }
        _ => unreachable!("rounds 3 and 4 only"),
    }
    wins.iter().map(|&w| w as f64 / boards as f64).collect()
}
