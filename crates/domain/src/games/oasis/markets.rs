//! What an Oasis Stud Poker round offers and settles, in common-hand mode (house-games.md).
//!
//! The betting round offers the boxes placed before the deal: the `ante` and, where the
//! version has one, the `bonus`. Every player decides on the common hand for their own stake,
//! so the result settles every box for both decisions, as the lines `<box>@<option>`:
//! `ante@continue`, `bet@continue` (per unit of the bet, twice the ante), `bonus@continue`,
//! `ante@fold`, `bet@fold` (void: nothing staked) and `bonus@fold` (lost with the fold). A
//! progressive bonus's line the pot pays is a win with no payout: the operator's platform pays
//! its prize, the result naming the hand.

use super::hand::OasisBonusHand;
use super::rules::{BetPaytable, Bonus, OasisRules};
use super::settlement::{settle, DealerHand, OasisSettlement, SeatPlay};
use crate::card::Card;
use crate::market::{MarketId, MarketVerdict, Payout, PaytableLine};
use crate::poker::paytable::{Line, Paytable};

/// The mandatory box.
pub const ANTE: &str = "ante";

/// The optional side box.
pub const BONUS: &str = "bonus";

/// The decisions, in the order the lines are listed.
pub const DECISIONS: [&str; 2] = ["continue", "fold"];

/// The boxes offered in the betting round: the ante, then the bonus where the table has one.
pub fn offered(rules: &OasisRules) -> Vec<MarketId> {
    boxes(rules, &[ANTE, BONUS])
}

/// Every line the result settles: per decision, the ante, the bet and the bonus where the
/// table has one.
pub fn settled(rules: &OasisRules) -> Vec<MarketId> {
    DECISIONS
        .iter()
        .flat_map(|decision| {
            boxes(rules, &[ANTE, "bet", BONUS])
                .into_iter()
                .map(move |name| MarketId::new(format!("{}@{decision}", name.as_str())))
        })
        .collect()
}

/// `names`, less the bonus where the table has none.
fn boxes(rules: &OasisRules, names: &[&str]) -> Vec<MarketId> {
    names
        .iter()
        .filter(|&&name| name != BONUS || rules.bonus.is_some())
        .map(|&name| MarketId::new(name))
        .collect()
}

/// Each box's payout table: the ante's 1 x and the bet's lines (`bet.straight`), the bonus's
/// lines (`flush`).
pub fn paytables(rules: &OasisRules) -> Vec<(MarketId, Vec<PaytableLine>)> {
    let mut ante = vec![PaytableLine::new(ANTE, Payout::times(1))];
    ante.extend(match &rules.paytable {
        BetPaytable::Stud(paytable) => lines("bet.", paytable),
        BetPaytable::Deuces(paytable) => lines("bet.", paytable),
        BetPaytable::Community(community) => lines("bet.", &community.paytable),
    });
    let mut out = vec![(MarketId::new(ANTE), ante)];
    if let Some(bonus) = &rules.bonus {
        out.push((MarketId::new(BONUS), bonus_lines(bonus)));
    }
    out
}

/// The bonus's lines, highest first: each the pot pays with its prize, the others at their
/// multiples.
fn bonus_lines(bonus: &Bonus) -> Vec<PaytableLine> {
    let mut lines: Vec<(OasisBonusHand, PaytableLine)> = bonus
        .fixed()
        .lines()
        .iter()
        .filter(|(hand, _)| bonus.pot_prize(*hand).is_none())
        .map(|&(hand, pays)| (hand, PaytableLine::new(hand.name(), pays)))
        .collect();
    if let Bonus::Progressive { progressive, .. } = bonus {
        let pot = progressive.pot_lines().iter();
        lines.extend(pot.map(|&(hand, prize)| (hand, PaytableLine::from_pot(hand.name(), prize))));
    }
    lines.sort_by_key(|(hand, _)| std::cmp::Reverse(*hand));
    lines.into_iter().map(|(_, line)| line).collect()
}

fn lines<L: Line>(prefix: &str, paytable: &Paytable<L>) -> Vec<PaytableLine> {
    paytable
        .lines()
        .iter()
        .map(|&(hand, pays)| PaytableLine::new(format!("{prefix}{}", hand.name()), pays))
        .collect()
}

/// Every line's verdict for the common hand `player` against the dealer's `dealer`. A version
/// the settlement cannot take on a common hand (none reaches a table) settles every line void.
pub fn settle_all(rules: &OasisRules, player: [Card; 5], dealer: [Card; 5]) -> Vec<MarketVerdict> {
    let dealer = DealerHand {
        dealt: dealer,
        bought: None,
    };
    DECISIONS
        .iter()
        .flat_map(|&decision| {
            let seat = SeatPlay {
                bonus: true,
                swapped: 0,
                continued: decision == "continue",
                bought: false,
                hand: player,
            };
            let settled = settle(rules, &seat, &dealer).ok();
            let nets = [
                (ANTE, settled.map(|settled| settled.ante)),
                ("bet", settled.and_then(|settled| settled.bet)),
                (BONUS, settled.and_then(|settled| settled.bonus)),
            ];
            let from_pot = settled.is_some_and(|settled| paid_from_pot(rules, &settled));
            nets.into_iter()
                .filter(|(name, _)| *name != BONUS || rules.bonus.is_some())
                .map(move |(name, net)| {
                    let id = MarketId::new(format!("{name}@{decision}"));
                    match name == BONUS && from_pot {
                        true => MarketVerdict::from_pot(id),
                        false => MarketVerdict::of_net(id, net),
                    }
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Whether the bonus stood and met a line the operator's pot pays: a win the platform pays.
fn paid_from_pot(rules: &OasisRules, settled: &OasisSettlement) -> bool {
    let bonus = rules.bonus.as_ref().filter(|_| settled.bonus.is_some());
    bonus
        .zip(settled.bonus_hand)
        .is_some_and(|(bonus, hand)| bonus.pot_prize(hand).is_some())
}
