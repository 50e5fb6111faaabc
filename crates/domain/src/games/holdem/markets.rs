//! What a hold'em round offers and settles, in common-hand mode (house-games.md).
//!
//! The betting round offers the boxes placed before the deal: the unit box (`ante`, `blind`:
//! UTH's blind is staked equal to the ante with it), the side box (`trips`, `bonus`, `b`) and,
//! where the table has one, the progressive box ([`super::progressive_box`]). Every player
//! decides on the common hand for their own stake, so the result settles every box of every
//! decision path: the line `<box>@<path>`, the path being the options taken in order joined by
//! `-` (`play@check-bet_2x`, `ante@bet_2x-check-bet_1x`, `trips@check-check-fold`), gives the
//! box's verdict and its net multiplier per unit of **that box's** stake (a play bet of 4
//! antes is paid 1 x on its four). A path has only the boxes it stakes.

use super::config::HoldemConfig;
use super::hands::Deal;
use super::progressive_box;
use crate::card::Card;
use crate::market::{MarketId, MarketVerdict, PaytableLine};

pub use super::paths::line;

/// The boxes offered in the betting round: the unit box, the side box, the progressive box.
pub fn offered(config: &HoldemConfig) -> Vec<MarketId> {
    paytables(config)
        .into_iter()
        .map(|(market, _)| market)
        .collect()
}

/// Each box's payout table.
pub fn paytables(config: &HoldemConfig) -> Vec<(MarketId, Vec<PaytableLine>)> {
    let rules = config.rules();
    let mut boxes = vec![
        (MarketId::new(rules.unit()), rules.main_lines()),
        (MarketId::new(rules.side_box()), rules.side_lines()),
    ];
    boxes.extend(progressive_box::offered(config));
    boxes
}

/// Every line the result settles, path by path, each path's boxes in the rules file's order,
/// then the progressive box's line of each path.
pub fn settled(config: &HoldemConfig) -> Vec<MarketId> {
    // Which boxes a path stakes does not depend on the cards: any deal lists them.
    let cards: Vec<Card> = Card::all().take(9).collect();
    let any = Deal {
        player: [cards[0], cards[1]],
        dealer: [cards[2], cards[3]],
        board: [cards[4], cards[5], cards[6], cards[7], cards[8]],
    };
    settle_all(config, &any)
        .into_iter()
        .map(|verdict| verdict.market)
        .collect()
}

/// Every line's verdict on `deal`.
pub fn settle_all(config: &HoldemConfig, deal: &Deal) -> Vec<MarketVerdict> {
    let rules = config.rules();
    let mut verdicts = rules.settle_all(deal);
    verdicts.extend(progressive_box::settle(config, &rules.path_names(), deal));
    verdicts
}
