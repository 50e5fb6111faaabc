//! How a seat's boxes settle (three-card-and-holdem.md, "Settlement per seat"): a fold loses
//! the ante and the side box; a seat that played is compared with the dealer, qualification
//! first (queen high), and is paid its ante bonus and side box on its own hand whatever the
//! dealer has.

use super::rules::ThreeCardRules;
use crate::market::Payout;
use crate::poker::three_card::ThreeCardValue;
use crate::seat_request::SeatOption;
use serde::{Deserialize, Serialize};

/// The player's decision after the deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ThreeCardDecision {
    /// A play bet equal to the ante (Fast Poker: "continue").
    Play,
    /// The ante and the side box lost.
    Fold,
}

impl ThreeCardDecision {
    /// Both decisions.
    pub const ALL: [ThreeCardDecision; 2] = [ThreeCardDecision::Play, ThreeCardDecision::Fold];

    /// The option's name: `play`, `fold`.
    pub fn name(self) -> &'static str {
        match self {
            ThreeCardDecision::Play => "play",
            ThreeCardDecision::Fold => "fold",
        }
    }

    /// The decision a seat holder's option names.
    pub fn of_option(option: SeatOption) -> ThreeCardDecision {
        match option {
            SeatOption::Play => ThreeCardDecision::Play,
            SeatOption::Fold => ThreeCardDecision::Fold,
        }
    }
}

/// The dealer's hand against a seat that played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Showdown {
    /// Below queen high: the hands are not compared.
    DealerDoesNotQualify,
    /// The dealer qualifies and the player's hand is higher.
    PlayerBetter,
    /// The dealer qualifies and the dealer's hand is higher.
    DealerBetter,
    /// The dealer qualifies and the hands are equal.
    Tie,
}

impl Showdown {
    /// The player's hand `player` against the dealer's `dealer`, qualification first.
    pub fn of(player: ThreeCardValue, dealer: ThreeCardValue) -> Showdown {
        if !dealer.is_queen_high_or_better() {
            return Showdown::DealerDoesNotQualify;
        }
        match player.cmp(&dealer) {
            std::cmp::Ordering::Greater => Showdown::PlayerBetter,
            std::cmp::Ordering::Less => Showdown::DealerBetter,
            std::cmp::Ordering::Equal => Showdown::Tie,
        }
    }
}

/// A seat's boxes settled: each a net multiplier of its own stake (the play's stake is the
/// ante's), the ante bonus a multiple of the ante without a stake of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatSettlement {
    /// The ante (Bet).
    pub ante: Payout,
    /// The play bet, where the seat played.
    pub play: Option<Payout>,
    /// The ante bonus, where the seat played and its hand is on the table.
    pub ante_bonus: Option<Payout>,
    /// The side box (pairplus, B), settled as if placed.
    pub side: Payout,
}

impl SeatSettlement {
    /// The net of the ante, play and ante bonus together, in hundredths of the ante.
    pub fn ante_boxes(&self) -> i64 {
        let hundredths =
            |payout: Option<Payout>| i64::from(payout.map_or(0, Payout::as_hundredths));
        hundredths(Some(self.ante)) + hundredths(self.play) + hundredths(self.ante_bonus)
    }
}

/// How the boxes of a seat holding `player`, having decided `decision`, settle against the
/// dealer's `dealer` under `rules`.
pub fn settle(
    rules: &ThreeCardRules,
    player: ThreeCardValue,
    dealer: ThreeCardValue,
    decision: ThreeCardDecision,
) -> SeatSettlement {
    let category = player.category();
    match decision {
        ThreeCardDecision::Fold => SeatSettlement {
            ante: Payout::LOST,
            play: None,
            ante_bonus: None,
            side: Payout::LOST,
        },
        ThreeCardDecision::Play => {
            let won_play = rules.play_wins.pays(category).unwrap_or(Payout::times(1));
            let (ante, play) = match Showdown::of(player, dealer) {
                Showdown::DealerDoesNotQualify => (Payout::times(1), Payout::NOTHING),
                Showdown::PlayerBetter => (Payout::times(1), won_play),
                Showdown::DealerBetter => (Payout::LOST, Payout::LOST),
                Showdown::Tie => (Payout::NOTHING, Payout::NOTHING),
            };
            SeatSettlement {
                ante,
                play: Some(play),
                ante_bonus: rules.ante_bonus.pays(category),
                side: rules.side.pays(category).unwrap_or(Payout::LOST),
            }
        }
    }
}
