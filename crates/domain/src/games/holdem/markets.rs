//! What a hold'em round offers and settles, in common-hand mode (house-games.md).
//!
//! The betting round offers the boxes placed before the deal: the unit box (`ante`, `blind`:
//! UTH's blind is staked equal to the ante with it) and the side box (`trips`, `bonus`, `b`).
//! Every player decides on the common hand for their own stake, so the result settles every
//! box of every decision path: the line `<box>@<path>`, the path being the options taken in
//! order joined by `-` (`play@check-bet_2x`, `ante@bet_2x-check-bet_1x`, `trips@check-check-fold`),
//! gives the box's verdict and its net multiplier per unit of **that box's** stake (a play bet
//! of 4 antes is paid 1 x on its four). A path has only the boxes it stakes.

use super::hands::Deal;
use super::table_rules::HoldemRules;
use super::window::Street;
use crate::card::Card;
use crate::market::{MarketId, MarketVerdict, PaytableLine};

pub use super::paths::line;

/// The boxes offered in the betting round: the unit box, then the side box.
pub fn offered(rules: &HoldemRules) -> Vec<MarketId> {
    vec![MarketId::new(rules.unit()), MarketId::new(rules.side_box())]
}

/// Each box's payout table.
pub fn paytables(rules: &HoldemRules) -> Vec<(MarketId, Vec<PaytableLine>)> {
    vec![
        (MarketId::new(rules.unit()), rules.main_lines()),
        (MarketId::new(rules.side_box()), rules.side_lines()),
    ]
}

/// Every line the result settles, path by path, each path's boxes in the rules file's order.
pub fn settled(rules: &HoldemRules) -> Vec<MarketId> {
    // Which boxes a path stakes does not depend on the cards: any deal lists them.
    let cards: Vec<Card> = Card::all().take(9).collect();
    let any = Deal {
        player: [cards[0], cards[1]],
        dealer: [cards[2], cards[3]],
        board: [cards[4], cards[5], cards[6], cards[7], cards[8]],
    };
    settle_all(rules, &any)
        .into_iter()
        .map(|verdict| verdict.market)
        .collect()
}

/// Every line's verdict on `deal`.
pub fn settle_all(rules: &HoldemRules, deal: &Deal) -> Vec<MarketVerdict> {
    rules.settle_all(deal)
}

/// The boards (0, 3, 4, 5 community cards) the game's players decide at, in dealing order.
pub fn window_boards(rules: &HoldemRules) -> Vec<usize> {
    rules.window_boards()
}

/// The options taken before the decision at `street` whose values a window publishes: the
/// point reached by the most defaults (check or fold) where the street has several (Texas
/// Hold'em Bonus's turn, after a check or a bet on the flop), else its only one (Dynamic
/// Poker's turn decision, only for who made the turn bet). Empty where the game does not
/// decide at `street`.
pub fn taken_before(rules: &HoldemRules, street: Street) -> Vec<&'static str> {
    rules.taken_before(street.board())
}
