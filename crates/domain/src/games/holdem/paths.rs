//! What the table reads of a hold'em game's decision tree, for any game: every path's boxes
//! settled on a deal, the boards decided at, and the decision point whose values a window
//! publishes. [`super::table_rules::HoldemRules`] reaches each game's rules through these.

use super::decisions::Node;
use super::hands::Deal;
use super::HoldemGame;
use crate::market::{MarketId, MarketVerdict};

/// The line of box `name` for a player who took `path`.
pub fn line(name: &str, path: &str) -> MarketId {
    MarketId::new(format!("{name}@{path}"))
}

/// Every line's verdict on `deal`: each path's boxes, path by path.
pub fn settle_game<G: HoldemGame>(game: &G, deal: &Deal) -> Vec<MarketVerdict> {
    let hands = deal.hands();
    game.decisions()
        .named_paths()
        .into_iter()
        .flat_map(|(name, path)| {
            game.settle(path, &hands)
                .boxes
                .into_iter()
                .map(move |settled| {
                    MarketVerdict::of_net(line(settled.name, &name), Some(settled.payout))
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The boards (0 to 5 community cards) the tree decides at, in dealing order.
pub fn boards<P: Copy>(tree: &Node<P>) -> Vec<usize> {
    (0..=5)
        .filter(|&board| !tree.points_at(board).is_empty())
        .collect()
}

/// The options taken before the decision at `board` that the most defaults (check or fold)
/// reach; empty where the tree does not decide at `board`.
pub fn most_defaults<P: Copy>(tree: &Node<P>, board: usize) -> Vec<&'static str> {
    let defaults = |taken: &Vec<&str>| {
        taken
            .iter()
            .filter(|&&option| option == "check" || option == "fold")
            .count()
    };
    tree.points_at(board)
        .into_iter()
        .map(|(taken, _)| taken)
        .rev()
        .max_by_key(defaults)
        .unwrap_or_default()
}
