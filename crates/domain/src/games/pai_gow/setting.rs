//! A setting: the seven cards split into a 2-card front and a 5-card back, and whether it
//! is legal (pai-gow.md, "Front below back": the front must not outrank the back, or the
//! player automatically loses; the backend refuses such a setting in the setting window).

use super::back::{BackCategory, BackValue};
use super::card::PaiGowCard;
use super::front::FrontValue;
use super::hand::{SevenCards, HAND_SIZE};
use std::fmt;
use thiserror::Error;

/// Ways to choose the front's two cards of seven: every setting of a hand.
pub const SETTINGS_PER_HAND: usize = 21;

/// Why a front outranks its back (a foul), by the rules file's comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FoulReason {
    /// A front pair against a back without a pair (nor anything better).
    FrontPairOverNoPair,
    /// A front pair of a higher rank than the back's only pair.
    FrontPairAboveBackPair,
    /// Both unpaired, and the front's highest card, or (equal) its second, is above the
    /// back's.
    FrontCardsAboveBack,
}

impl fmt::Display for FoulReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FoulReason::FrontPairOverNoPair => "a pair in front and no pair in back",
            FoulReason::FrontPairAboveBackPair => "the front pair is higher than the back pair",
            FoulReason::FrontCardsAboveBack => {
                "no pair in either hand and the front's cards are higher than the back's \
                 highest two"
            }
        })
    }
}

/// Why a setting is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum SettingError {
    /// A card that is not one of the seat's seven.
    #[error("{card} is not one of this hand's seven cards")]
    NotInHand {
        /// The card.
        card: PaiGowCard,
    },
    /// A card placed in both hands, or twice in one.
    #[error("{card} is placed twice")]
    PlacedTwice {
        /// The card.
        card: PaiGowCard,
    },
    /// A foul: the front outranks the back.
    #[error("foul: the front ({front}) outranks the back ({back}): {reason}")]
    Foul {
        /// The front's value.
        front: FrontValue,
        /// The back's value.
        back: BackValue,
        /// Which comparison it fails.
        reason: FoulReason,
    },
}

/// Whether a front of value `front` is legal before a back of value `back`, exactly as the
/// rules file compares them: a back of two pair or better is always higher; a back pair is
/// higher than an unpaired front, and higher or equal to a front pair when its pair is at
/// least as high; a back without a pair against a front pair is a foul; both unpaired, the
/// highest cards, then the second highest, and equal is legal (the back has more cards).
pub fn front_below_back(front: FrontValue, back: BackValue) -> Result<(), FoulReason> {
    match back.category() {
        BackCategory::TwoPair
        | BackCategory::ThreeOfAKind
        | BackCategory::Straight
        | BackCategory::Flush
        | BackCategory::FullHouse
        | BackCategory::FourOfAKind
        | BackCategory::StraightFlush
        | BackCategory::FiveAces => Ok(()),
        BackCategory::Pair => match (front, back.pair_rank()) {
            (FrontValue::HighCards { .. }, _) => Ok(()),
            (FrontValue::Pair(front_pair), Some(back_pair)) if back_pair >= front_pair => Ok(()),
            (FrontValue::Pair(_), _) => Err(FoulReason::FrontPairAboveBackPair),
        },
        BackCategory::HighCard => match (front, back.top_two()) {
            (FrontValue::Pair(_), _) => Err(FoulReason::FrontPairOverNoPair),
            (FrontValue::HighCards { high, low }, Some(top)) if (high, low) <= top => Ok(()),
            (FrontValue::HighCards { .. }, _) => Err(FoulReason::FrontCardsAboveBack),
        },
    }
}

/// A seven-card hand set: two cards in front, five in back.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Setting {
    front: [PaiGowCard; 2],
    back: [PaiGowCard; 5],
}

impl Setting {
    /// The setting of `front` and `back`, each kept in the deck's order. Any cards: whether they
    /// are a seat's seven, split legally, is [`Setting::check`]'s question.
    pub fn new(mut front: [PaiGowCard; 2], mut back: [PaiGowCard; 5]) -> Setting {
        front.sort_unstable();
        back.sort_unstable();
        Setting { front, back }
    }

    /// The setting of `hand` with `front` in front and the other five in back; `None` unless
    /// both front cards are distinct cards of the hand.
    pub fn with_front(hand: &SevenCards, front: [PaiGowCard; 2]) -> Option<Setting> {
        if front[0] == front[1] || !front.iter().all(|&card| hand.contains(card)) {
            return None;
        }
        let rest: Vec<PaiGowCard> = hand
            .cards()
            .iter()
            .copied()
            .filter(|card| !front.contains(card))
            .collect();
        let back: [PaiGowCard; 5] = rest.try_into().ok()?;
        Some(Setting::new(front, back))
    }

    /// The front's two cards.
    pub fn front(&self) -> [PaiGowCard; 2] {
        self.front
    }

    /// The back's five cards.
    pub fn back(&self) -> [PaiGowCard; 5] {
        self.back
    }

    /// The front hand's value.
    pub fn front_value(&self) -> FrontValue {
        FrontValue::of(self.front)
    }

    /// The back hand's value.
    pub fn back_value(&self) -> BackValue {
        BackValue::of(self.back)
    }

    /// Why the front outranks the back, if it does (a foul).
    pub fn foul(&self) -> Option<FoulReason> {
        front_below_back(self.front_value(), self.back_value()).err()
    }

    /// Whether the setting is a foul.
    pub fn is_foul(&self) -> bool {
        self.foul().is_some()
    }

    /// Whether `other` sets hands of the same values (the cards may differ by suit, or by an
    /// ace and the joker in the same role): the two settle alike against any bank.
    pub fn same_hands(&self, other: &Setting) -> bool {
        self.front_value() == other.front_value() && self.back_value() == other.back_value()
    }

    /// Refuses a setting of `hand` that is not a split of its seven cards (a card not in
    /// the hand, or placed twice) or that is a foul, naming the card or the reason.
    pub fn check(&self, hand: &SevenCards) -> Result<(), SettingError> {
        let placed: Vec<PaiGowCard> = self.front.iter().chain(&self.back).copied().collect();
        for (at, &card) in placed.iter().enumerate() {
            if !hand.contains(card) {
                return Err(SettingError::NotInHand { card });
            }
            if placed[..at].contains(&card) {
                return Err(SettingError::PlacedTwice { card });
            }
        }
        // Seven distinct cards of the hand's seven: every card is placed once.
        debug_assert_eq!(placed.len(), HAND_SIZE);
        let (front, back) = (self.front_value(), self.back_value());
        front_below_back(front, back).map_err(|reason| SettingError::Foul {
            front,
            back,
            reason,
        })
    }
}

impl fmt::Display for Setting {
    /// `front Ah Kd / back 9c 9h 5s 4d 2c`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let join = |cards: &[PaiGowCard]| {
            cards
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        write!(f, "front {} / back {}", join(&self.front), join(&self.back))
    }
}

impl fmt::Debug for Setting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Every setting of `hand`, fouls included: the 21 ways to choose its front.
pub fn every_setting(hand: &SevenCards) -> Vec<Setting> {
    let cards = hand.cards();
    let mut settings = Vec::with_capacity(SETTINGS_PER_HAND);
    for first in 0..HAND_SIZE {
        for second in first + 1..HAND_SIZE {
            let back: Vec<PaiGowCard> = (0..HAND_SIZE)
                .filter(|&at| at != first && at != second)
                .map(|at| cards[at])
                .collect();
            if let Ok(back) = <[PaiGowCard; 5]>::try_from(back) {
                settings.push(Setting::new([cards[first], cards[second]], back));
            }
        }
    }
    settings
}

/// Every legal setting of `hand` (at most 21; never none, the house way being legal).
pub fn legal_settings(hand: &SevenCards) -> Vec<Setting> {
    every_setting(hand)
        .into_iter()
        .filter(|setting| !setting.is_foul())
        .collect()
}
