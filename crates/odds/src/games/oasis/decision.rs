//! A seat's decisions, valued per unit of ante from the seat's five cards, the dealer's up card
//! and the cards seen, the dealer's four others unseen, every later decision at its best:
//!
//! - the swap window (standard, B): `keep`, `swap_<card>` (`swap_7c`) and, in B, `swap_<card>_<card>`
//!   (`swap_7c_4h`, the cards in the hand's order); each swap costs the ante per card, and is
//!   followed by continuing or folding once the replacements are seen;
//! - the continue-or-fold window (the first of A and C): `continue` (the bet of twice the ante;
//!   in standard and B the buy taken where it is worth more than the ante's win) and `fold`
//!   (the ante lost: −1; fees already paid are not counted).
//!
//! The bonus box is apart: it is lost on a swap or a fold, which the values do not count (a
//! seat with a bonus on a hand it pays adds the bonus's win to keeping and continuing).

use super::continuation::{continuation, continuations, stakes};
use super::dealer::DealerHands;
use crate::error::OddsError;
use crate::fraction::Fraction;
use crate::games::one_deck::unseen;
use livedraw_domain::games::oasis::deuces;
use livedraw_domain::games::oasis::hand::ace_king;
use livedraw_domain::games::oasis::settlement::bet_pays;
use livedraw_domain::games::oasis::{OasisRules, OasisVersion};
use livedraw_domain::poker::five_card::evaluate;
use livedraw_domain::Card;

/// One option and its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionValue {
    /// `keep`, `swap_7c`, `swap_7c_4h`, `continue` or `fold`.
    pub option: String,
    /// The seat's expected net per unit of ante, fees of this window included.
    pub ev: Fraction,
}

impl OptionValue {
    fn new(option: impl Into<String>, ev: Fraction) -> OptionValue {
        OptionValue {
            option: option.into(),
            ev,
        }
    }
}

/// The values of the version's first decision for `player`'s five cards, the dealer's `up`
/// card showing and the cards `seen` out of the deck: the swap window's options (standard, B:
/// `keep` first, then each swap in the hand's order), or `continue` and `fold` (A, C).
pub fn decision_values(
    rules: &OasisRules,
    player: [Card; 5],
    up: Card,
    seen: &[Card],
) -> Result<Vec<OptionValue>, OddsError> {
    match rules.version {
        OasisVersion::A | OasisVersion::C => Ok(continue_values(rules, player, up, seen)?.to_vec()),
        OasisVersion::Standard | OasisVersion::B => swap_values(rules, player, up, seen),
        OasisVersion::D => Err(OddsError::OasisCommunityCards),
    }
}

/// The values of continuing and folding `hand` (after the swap window, its discards among
/// `seen`): `continue`, then `fold`.
pub fn continue_values(
    rules: &OasisRules,
    hand: [Card; 5],
    up: Card,
    seen: &[Card],
) -> Result<[OptionValue; 2], OddsError> {
    let unseen = spot(rules.version, hand, up, seen)?;
    let go_on = match rules.version {
        OasisVersion::A => plain(rules, hand, up, &unseen, ace_king(), |cards| {
            evaluate(cards)
        }),
        OasisVersion::C => plain(rules, hand, up, &unseen, deuces::eights(), deuces::value),
        OasisVersion::Standard | OasisVersion::B => {
            let dealer = DealerHands::build(rules.version, up, unseen, 0)?;
            let continued = continuation(&dealer, rules, &hand, &[]);
            Fraction::new(continued.net, continued.scale())
        }
        OasisVersion::D => return Err(OddsError::OasisCommunityCards),
    };
    Ok([
        OptionValue::new("continue", go_on),
        OptionValue::new("fold", Fraction::new(-1, 1)),
    ])
}

/// The unseen cards at a spot, refusing a card seen twice and a deck too short for the
/// version's swaps, the dealer's hand and the buy.
fn spot(
    version: OasisVersion,
    hand: [Card; 5],
    up: Card,
    seen: &[Card],
) -> Result<Vec<Card>, OddsError> {
    let mut out = hand.to_vec();
    out.push(up);
    out.extend_from_slice(seen);
    let cards = unseen(&out)?;
    let needed =
        4 + usize::from(version.most_swapped()) + usize::from(version.dealer_swaps().unwrap_or(0));
    if cards.len() < needed {
        return Err(OddsError::TooFewCards {
            needed,
            left: cards.len(),
        });
    }
    Ok(cards)
}

/// Continuing without a buy (A, C): every dealer's hand enumerated and valued once by `value`
/// (C: deuces wild), qualifying from `qualifier` (the domain's qualifier, read as a value), and
/// compared with the player's where it qualifies, per unit of ante.
fn plain<V: Ord + Copy>(
    rules: &OasisRules,
    hand: [Card; 5],
    up: Card,
    unseen: &[Card],
    qualifier: V,
    value: impl Fn(&[Card; 5]) -> V,
) -> Fraction {
    let player = value(&hand);
    let win = 100 + 2 * i128::from(bet_pays(rules, &hand).as_hundredths());
    let n = unseen.len();
    let (mut net, mut hands) = (0i128, 0i128);
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    let dealer = [up, unseen[a], unseen[b], unseen[c], unseen[d]];
                    let dealer = value(&dealer);
                    hands += 1;
                    net += match (dealer >= qualifier, player.cmp(&dealer)) {
                        (false, _) => 100,
                        (true, std::cmp::Ordering::Greater) => win,
                        (true, std::cmp::Ordering::Equal) => 0,
                        (true, std::cmp::Ordering::Less) => -300,
                    };
                }
            }
        }
    }
    Fraction::new(net, 100 * hands)
}

/// The swap window's options (standard, B), each with the continuation after it at its best.
fn swap_values(
    rules: &OasisRules,
    player: [Card; 5],
    up: Card,
    seen: &[Card],
) -> Result<Vec<OptionValue>, OddsError> {
    let unseen = spot(rules.version, player, up, seen)?;
    let most = usize::from(rules.version.most_swapped());
    let dealer = DealerHands::build(rules.version, up, unseen, most)?;
    let mut values = vec![OptionValue::new(
        "keep",
        swap_value(&dealer, rules, player, &[]),
    )];
    for at in 0..5 {
        let name = format!("swap_{}", player[at]);
        values.push(OptionValue::new(
            name,
            swap_value(&dealer, rules, player, &[at]),
        ));
    }
    if most >= 2 {
        for first in 0..5 {
            for second in first + 1..5 {
                let name = format!("swap_{}_{}", player[first], player[second]);
                let value = swap_value(&dealer, rules, player, &[first, second]);
                values.push(OptionValue::new(name, value));
            }
        }
    }
    Ok(values)
}

/// Swapping the cards at `discards` of `player` (none: keeping): the fee, then over every
/// replacement the better of continuing and folding.
fn swap_value(
    dealer: &DealerHands,
    rules: &OasisRules,
    player: [Card; 5],
    discards: &[usize],
) -> Fraction {
    // The replacements by the stakes of the hand they make: those of the same stakes are
    // continued together, the buy's classes read once for all of them.
    let mut made: Vec<((u32, i64), [Card; 5])> = Vec::new();
    each_replacement(&dealer.unseen, discards.len(), |replaced| {
        let mut hand = player;
        // The replaced cards first (a hand's worth of room: as many as the discards).
        let mut cards = player;
        for ((&at, &card), slot) in discards.iter().zip(replaced).zip(&mut cards) {
            hand[at] = card;
            *slot = card;
        }
        made.push((stakes(rules, &hand), cards));
    });
    made.sort_unstable_by_key(|&(stakes, _)| stakes);
    let mut total = 0i128;
    let mut scale = 0i128;
    for group in made.chunk_by(|one, other| one.0 == other.0) {
        let replaced: Vec<&[Card]> = group
            .iter()
            .map(|(_, cards)| &cards[..discards.len()])
            .collect();
        for continued in continuations(dealer, group[0].0, &replaced) {
            total += continued.best();
            scale += continued.scale();
        }
    }
    let fees = discards.len() as i128 * scale;
    Fraction::new(total - fees, scale)
}

/// Runs `with` on every set of `size` unseen cards (0, 1 or 2), in the deck's order.
fn each_replacement(unseen: &[Card], size: usize, mut with: impl FnMut(&[Card])) {
    match size {
        0 => with(&[]),
        1 => unseen.iter().for_each(|&card| with(&[card])),
        _ => {
            for (at, &first) in unseen.iter().enumerate() {
                for &second in &unseen[at + 1..] {
                    with(&[first, second]);
                }
            }
        }
    }
}
