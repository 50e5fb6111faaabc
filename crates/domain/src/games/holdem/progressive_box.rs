//! The progressive box of Ultimate Texas Hold'em Progressive and Texas Hold'em Bonus
//! Progressive (three-card-and-holdem.md, "Progressive box"): a table of either game may offer
//! it, with its own paytable of prizes from the operator's pot.
//!
//! The box pays on the best five of the hole cards and the flop, whatever the dealer holds.
//! Ultimate Texas Hold'em's stays in action after a fold; Texas Hold'em Bonus's is lost by the
//! fold before the flop. Every decision path settles it (`progressive@<path>`, as the other
//! boxes): won where the hand pays, with no net payout (the platform pays the prize its
//! paytable gives that hand from its pot), else lost. The result names the hand.

use super::config::HoldemConfig;
use super::hands::Deal;
use super::paths::line;
use super::variant::HoldemVariant;
use crate::market::{MarketId, MarketVerdict, Payout, PaytableLine};
use crate::poker::five_card::Category;
use crate::poker::progressive::{progressive_hand, Progressive};

/// The box's name.
pub const PROGRESSIVE: &str = "progressive";

/// The box as the betting round offers it, where the table has one.
pub fn offered(config: &HoldemConfig) -> Option<(MarketId, Vec<PaytableLine>)> {
    let progressive = config.progressive.as_ref()?;
    Some((MarketId::new(PROGRESSIVE), progressive.paytable()))
}

/// The hand the box pays on in `deal`.
pub fn hand(deal: &Deal) -> Category {
    let [a, b, c, ..] = deal.board;
    progressive_hand(deal.player, [a, b, c])
}

/// Every path's progressive line on `deal`, paths in `paths`' order; none without the box.
pub fn settle(config: &HoldemConfig, paths: &[String], deal: &Deal) -> Vec<MarketVerdict> {
    let Some(progressive) = config.progressive.as_ref() else {
        return Vec::new();
    };
    let hand = hand(deal);
    paths
        .iter()
        .map(|path| verdict(config.variant, progressive, path, hand))
        .collect()
}

/// The line of `path`: lost by Texas Hold'em Bonus's fold before the flop, else won where
/// `hand` pays.
fn verdict(
    variant: HoldemVariant,
    progressive: &Progressive,
    path: &str,
    hand: Category,
) -> MarketVerdict {
    let market = line(PROGRESSIVE, path);
    let folded_before_flop = variant == HoldemVariant::HoldemBonus && path.starts_with("fold");
    if folded_before_flop || progressive.prize(hand).is_none() {
        return MarketVerdict::of_net(market, Some(Payout::LOST));
    }
    MarketVerdict::from_pot(market)
}
