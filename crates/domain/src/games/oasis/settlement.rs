//! A seat's boxes settled (stud-and-triple-bet.md, "Flow" 4–8 and "Maximum win"): a fold loses
//! the ante and the bonus; a seat that continued is compared with a qualifying dealer (ante
//! 1 x, bet by the paytable), paid ante 1 x and returned its bet by a dealer who does not
//! qualify, unless it bought a game: then it is compared with the dealer's new hand if that
//! qualifies, and otherwise loses its fee and is returned ante and bet. The bonus settles on
//! the player's five cards alone, unless a swap or a fold forfeited it. Fees are never
//! returned. Version D is settled as Triple Bet Poker ([`crate::games::triple_bet::settle`]).

use super::deuces::{self, DeucesHand};
use super::hand::{OasisBonusHand, StudHand};
use super::rules::{BetPaytable, OasisRules};
use super::showdown::{bought_qualifies, compared, showdown, Showdown};
use super::version::OasisVersion;
use crate::card::{Card, Rank};
use crate::limits::Amount;
use crate::market::Payout;
use crate::poker::five_card::evaluate;
use thiserror::Error;

/// What a seat did in the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatPlay {
    /// The seat placed a bonus.
    pub bonus: bool,
    /// How many cards it swapped (each for a fee of the ante).
    pub swapped: u8,
    /// It continued (a bet of twice the ante), rather than fold.
    pub continued: bool,
    /// It bought a game for the non-qualifying dealer (a fee of the ante).
    pub bought: bool,
    /// Its five cards at the showdown, swaps done.
    pub hand: [Card; 5],
}

/// The dealer's hand: as dealt, and after the bought swap where a seat bought a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealerHand {
    /// As dealt.
    pub dealt: [Card; 5],
    /// After the swap for the buyers.
    pub bought: Option<[Card; 5]>,
}

/// A seat's boxes, each a net multiple of its own stake (the bet's stake is twice the ante).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OasisSettlement {
    /// The ante.
    pub ante: Payout,
    /// The bet, where the seat continued.
    pub bet: Option<Payout>,
    /// The bonus, where placed (lost where a swap or a fold forfeited it); a line the pot pays
    /// is settled as pushed here, its hand in `bonus_hand` for the operator's platform.
    pub bonus: Option<Payout>,
    /// The hand the bonus pays on, where the bonus stood and met a line.
    pub bonus_hand: Option<OasisBonusHand>,
    /// The fees paid, in antes (swaps and the buy): lost whatever happens.
    pub fees: u8,
}

impl OasisSettlement {
    /// The ante, bet and fees together, in hundredths of the ante.
    pub fn ante_boxes(&self) -> i64 {
        let ante = i64::from(self.ante.as_hundredths());
        let bet = 2 * i64::from(self.bet.map_or(0, Payout::as_hundredths));
        ante + bet - 100 * i64::from(self.fees)
    }
}

/// Why a seat cannot be settled: what the table reports does not fit the rules.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OasisSettlementError {
    /// Version D has no dealer's hand: its seats settle as Triple Bet Poker.
    #[error("version D settles as Triple Bet Poker")]
    CommunityCards,
    /// A seat bought a game from a dealer who qualified.
    #[error("a game was bought from a dealer who qualified")]
    BoughtFromQualifiedDealer,
    /// A seat bought a game and the dealer's new hand is missing.
    #[error("a game was bought and the dealer's new hand is missing")]
    NoBoughtHand,
    /// A folded seat is said to have bought.
    #[error("a folded seat cannot buy a game")]
    BoughtAfterFold,
}

/// The seat `seat` settled against `dealer` under `rules` (standard, A, B, C).
pub fn settle(
    rules: &OasisRules,
    seat: &SeatPlay,
    dealer: &DealerHand,
) -> Result<OasisSettlement, OasisSettlementError> {
    if rules.version == OasisVersion::D {
        return Err(OasisSettlementError::CommunityCards);
    }
    let (bonus, bonus_hand) = settle_bonus(rules, seat);
    let fees = seat.swapped + u8::from(seat.bought);
    let (ante, bet) = match (seat.continued, seat.bought) {
        (false, true) => return Err(OasisSettlementError::BoughtAfterFold),
        (false, false) => (Payout::LOST, None),
        (true, _) => {
            let (ante, bet) = main_boxes(rules, seat, dealer)?;
            (ante, Some(bet))
        }
    };
    Ok(OasisSettlement {
        ante,
        bet: bet.filter(|_| seat.continued),
        bonus,
        bonus_hand,
        fees,
    })
}

/// The ante and the bet of a seat that continued.
fn main_boxes(
    rules: &OasisRules,
    seat: &SeatPlay,
    dealer: &DealerHand,
) -> Result<(Payout, Payout), OasisSettlementError> {
    let version = rules.version;
    let as_dealt = showdown(version, &seat.hand, &dealer.dealt);
    match (as_dealt, seat.bought) {
        (Showdown::DealerDoesNotQualify, false) => Ok((Payout::times(1), Payout::NOTHING)),
        (Showdown::DealerDoesNotQualify, true) => {
            let bought = dealer.bought.ok_or(OasisSettlementError::NoBoughtHand)?;
            if !bought_qualifies(version, &bought) {
                // The fee is lost; "their stakes remain on the table".
                return Ok((Payout::NOTHING, Payout::NOTHING));
            }
            Ok(compared_boxes(
                rules,
                seat,
                compared(version, &seat.hand, &bought),
            ))
        }
        (_, true) => Err(OasisSettlementError::BoughtFromQualifiedDealer),
        (showdown, false) => Ok(compared_boxes(rules, seat, showdown)),
    }
}

/// Ante and bet once the hands are compared.
fn compared_boxes(rules: &OasisRules, seat: &SeatPlay, showdown: Showdown) -> (Payout, Payout) {
    match showdown {
        Showdown::PlayerBetter => (Payout::times(1), bet_pays(rules, &seat.hand)),
        Showdown::Tie | Showdown::DealerDoesNotQualify => (Payout::NOTHING, Payout::NOTHING),
        Showdown::DealerBetter => (Payout::LOST, Payout::LOST),
    }
}

/// What the bet box pays a hand that beat a qualifying dealer: its line (such a hand always
/// has one in the rulebook's paytables, which a table may only raise, so the even money of
/// the lowest line is only a floor that is never reached).
pub fn bet_pays(rules: &OasisRules, hand: &[Card; 5]) -> Payout {
    let pays = match &rules.paytable {
        BetPaytable::Stud(paytable) => {
            let lowest_pair = match rules.version {
                OasisVersion::B => Rank::Eight,
                OasisVersion::Standard | OasisVersion::A | OasisVersion::C | OasisVersion::D => {
                    Rank::Two
                }
            };
            StudHand::of(evaluate(hand), lowest_pair).and_then(|line| paytable.pays(line))
        }
        BetPaytable::Deuces(paytable) => {
            DeucesHand::of(deuces::value(hand)).and_then(|line| paytable.pays(line))
        }
        BetPaytable::Community(community) => {
            crate::games::triple_bet::TripleBetHand::of(evaluate(hand))
                .and_then(|line| community.pays(line))
        }
    };
    pays.unwrap_or(Payout::times(1))
}

/// The bonus, where placed: lost on a swap or a fold, else by the player's hand; a line the
/// pot pays is pushed here and named.
fn settle_bonus(rules: &OasisRules, seat: &SeatPlay) -> (Option<Payout>, Option<OasisBonusHand>) {
    let Some(bonus) = rules.bonus.as_ref().filter(|_| seat.bonus) else {
        return (None, None);
    };
    if seat.swapped > 0 || !seat.continued {
        return (Some(Payout::LOST), None);
    }
    let Some(line) = OasisBonusHand::of(evaluate(&seat.hand)) else {
        return (Some(Payout::LOST), None);
    };
    (Some(bonus.pays(line).unwrap_or(Payout::LOST)), Some(line))
}

/// A box's net in hundredths of the currency, its win paid up to the table's `cap` (losses are
/// never capped).
pub fn capped(net: i64, cap: Option<Amount>) -> i64 {
    match cap {
        Some(cap) => net.min(i64::try_from(cap.as_hundredths()).unwrap_or(i64::MAX)),
        None => net,
    }
}
